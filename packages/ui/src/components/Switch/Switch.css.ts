import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small, minWidth: 0 });

const trackWidth = createVar();
const trackHeight = createVar();
const thumbInset = '2px';

/** Holds the track and the thumb drawn over it; sets the sizes both read. */
export const control = recipe({
  base: { position: 'relative', display: 'inline-flex', flexShrink: 0 },
  variants: {
    size: {
      small: { vars: { [trackWidth]: '28px', [trackHeight]: '16px' } },
      medium: { vars: { [trackWidth]: '36px', [trackHeight]: '20px' } },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const track = style({
  appearance: 'none',
  display: 'block',
  margin: 0,
  width: trackWidth,
  height: trackHeight,
  borderRadius: vars.radius.full,
  border: 'none',
  background: vars.color.border.field,
  cursor: 'pointer',
  transition: `background ${vars.duration.fast}`,
  selectors: {
    '&:checked': { background: vars.color.background.brand },
    '&:hover:not(:disabled):not(:checked)': { background: vars.color.border.fieldHover },
    '&:focus-visible, &[data-focus-visible]': { outline: 'none', boxShadow: vars.shadow.focusRing },
    '&[aria-invalid="true"]': { boxShadow: `0 0 0 2px ${vars.color.border.critical}` },
    '&:disabled': { background: vars.color.background.disabled, cursor: 'not-allowed' },
    '&:checked:disabled': { background: vars.color.foreground.disabled },
  },
});

export const thumb = style({
  position: 'absolute',
  top: thumbInset,
  left: thumbInset,
  width: `calc(${trackHeight} - 2 * ${thumbInset})`,
  height: `calc(${trackHeight} - 2 * ${thumbInset})`,
  borderRadius: vars.radius.full,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  pointerEvents: 'none',
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${track}:checked ~ &`]: { transform: `translateX(calc(${trackWidth} - ${trackHeight}))` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.foreground.text,
  cursor: 'pointer',
  selectors: {
    [`${root}[data-disabled] &`]: { color: vars.color.foreground.disabled, cursor: 'not-allowed' },
  },
});
