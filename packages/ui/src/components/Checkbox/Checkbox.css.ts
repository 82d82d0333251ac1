import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small, minWidth: 0 });

/** Holds the box and its indicator; nudged down so the box centres on the label's first line. */
export const control = style({ position: 'relative', display: 'inline-flex', flexShrink: 0, marginTop: 2 });

const box = style({
  appearance: 'none',
  display: 'block',
  margin: 0,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.small,
  background: vars.color.background.surface,
  cursor: 'pointer',
  transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.border.brand },
    '&:checked, &:indeterminate': {
      background: vars.color.background.brand,
      borderColor: vars.color.background.brand,
    },
    '&:focus-visible, &[data-focus-visible]': { outline: 'none', boxShadow: vars.shadow.focusRing },
    '&[aria-invalid="true"]': { borderColor: vars.color.border.critical },
    '&:disabled': {
      background: vars.color.background.disabled,
      borderColor: vars.color.border.standard,
      cursor: 'not-allowed',
    },
    '&:checked:disabled, &:indeterminate:disabled': {
      background: vars.color.foreground.disabled,
      borderColor: vars.color.foreground.disabled,
    },
  },
});

export const checkbox = recipe({
  base: [box],
  variants: {
    size: {
      small: { width: 14, height: 14 },
      medium: { width: 16, height: 16 },
    },
  },
  defaultVariants: { size: 'medium' },
});

const indicator = style({
  position: 'absolute',
  inset: 0,
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.foreground.onBrand,
  pointerEvents: 'none',
});

/** The tick, shown while checked. */
export const checkIndicator = style([
  indicator,
  { selectors: { [`${box}:checked ~ &`]: { display: 'flex' } } },
]);

/** The dash of a partly selected group ('select all' when only some are selected). */
export const mixedIndicator = style([
  indicator,
  { selectors: { [`${box}:indeterminate ~ &`]: { display: 'flex' } } },
]);

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
