import { vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';

/* The note under a synced list's title: the 12-hour sync and the last update. */

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
