import { vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';

/** Parts one under the other, evenly spaced, that may shrink below their content (a table scrolls in its own box). */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

/* A list of facts (FactList): each label over its value. */

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const factLabel = style({ fontSize: vars.fontSize.small, color: vars.color.foreground.secondary });

/** Long values (an email, a long name) wrap anywhere rather than widen the list. */
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
