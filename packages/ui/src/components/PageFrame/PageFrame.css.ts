import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

/** Title and note on the left, the buttons on the right; the buttons go under the title when they do not fit. */
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

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

/** Fields and buttons of one height line up at their bottom edge; each wraps onto the next row on a phone. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});
