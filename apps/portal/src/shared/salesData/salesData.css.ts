import { mediaQuery, vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';

/* What the customers, sales orders and order pages share. */

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

/** Title and note on the left, the screen's buttons on the right; on a phone the buttons go under. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const syncNote = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
});

export const syncNoteLine = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.foreground.secondary,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const search = style({
  flex: '1 1 16rem',
  '@media': { [mediaQuery.tablet]: { maxWidth: '26rem' } },
});

export const filterCount = style({ marginInlineStart: vars.space.xxsmall });

/** Long names wrap onto two lines at most instead of widening the table. */
export const clampedCell = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minWidth: '7rem',
  maxWidth: '16rem',
});

export const wrappingHeader = style({ whiteSpace: 'normal' });
