import { mediaQuery, vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';
import { stack } from '../../shared/layout.css';

/** The info card above the tabs on a phone, beside them from 1024 px. */
export const dialogBody = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: '15rem minmax(0, 1fr)' } },
});

export const infoCard = style({
  padding: vars.space.large,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.large,
  background: vars.color.background.subtle,
  minWidth: 0,
});

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, margin: 0 });

/** A customer's groups: their names side by side, wrapping on a narrow screen. */
export const groups = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const groupItem = style({ minWidth: 0, maxWidth: '100%' });

/** A long group name wraps inside the card instead of running past it (a badge keeps to one line otherwise). */
export const groupName = style({
  selectors: {
    '&&': {
      whiteSpace: 'normal',
      maxWidth: '100%',
      borderRadius: vars.radius.medium,
      overflowWrap: 'anywhere',
    },
  },
});

export const panel = style([stack, { paddingTop: vars.space.medium }]);

export const orderCode = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.foreground.link,
});

export const suggestionName = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  minWidth: '10rem',
  maxWidth: '18rem',
  whiteSpace: 'normal',
});

/** The tabs and their panel take the grid's second column together. */
export const tabs = style({ minWidth: 0 });

export const phoneLink = style({
  color: vars.color.foreground.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

/** The last purchase's day, and below it the link to that order. */
export const lastPurchase = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxsmall,
});
