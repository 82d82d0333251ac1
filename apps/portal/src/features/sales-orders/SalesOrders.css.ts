import { mediaQuery, vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';

/* The filter drawer */

export const drawerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  width: '100%',
});

export const filterForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const statusGroup = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const groupLegend = style({ padding: 0, marginBottom: vars.space.xsmall });

/* The order page */

/** One column of facts on a phone, two from 768 px, four from 1280 px. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: `${vars.space.medium} ${vars.space.xlarge}`,
  margin: 0,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.large,
  background: vars.color.background.subtle,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: '1fr 1fr' },
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const factLabel = style({ fontSize: vars.fontSize.small, color: vars.color.foreground.secondary });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const lineName = style({
  display: 'block',
  minWidth: '10rem',
  maxWidth: '20rem',
  whiteSpace: 'normal',
});

export const backLink = style({
  color: vars.color.foreground.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
