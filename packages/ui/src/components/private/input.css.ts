import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/**
 * The look of every text-like control (text, number, money, date inputs, select and combobox triggers), so
 * they line up in a form. Invalid state follows `aria-invalid`, so it cannot drift from what is announced.
 */
export const input = recipe({
  base: {
    width: '100%',
    minWidth: 0,
    border: `1px solid ${vars.color.border.field}`,
    borderRadius: vars.radius.medium,
    background: vars.color.background.surface,
    color: vars.color.foreground.text,
    fontSize: vars.fontSize.standard,
    lineHeight: vars.lineHeight.standard,
    paddingInline: vars.space.medium,
    transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
    selectors: {
      '&::placeholder': { color: vars.color.foreground.muted },
      '&:hover:not(:disabled, [aria-disabled="true"], [readonly], :focus)': {
        borderColor: vars.color.border.fieldHover,
      },
      '&:focus, &:focus-visible, &[data-focus-visible]': {
        outline: 'none',
        // A 2 px edge in the focus colour: a change of colour and of width, visible on any surface (≥ 3:1).
        borderColor: vars.color.border.focus,
        boxShadow: `0 0 0 1px ${vars.color.border.focus}`,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.border.critical },
      '&[aria-invalid="true"]:focus': {
        borderColor: vars.color.border.critical,
        boxShadow: `0 0 0 1px ${vars.color.border.critical}`,
      },
      '&:disabled, &[aria-disabled="true"]': {
        background: vars.color.background.disabled,
        color: vars.color.foreground.disabled,
        cursor: 'not-allowed',
      },
      // Read-only is a value to read (an existing lot's expiry): full text colour on a subtle fill, never the
      // faded disabled look.
      '&[readonly]': { background: vars.color.background.subtle, color: vars.color.foreground.text },
    },
  },
  variants: {
    size: {
      small: { height: 32, fontSize: vars.fontSize.small },
      medium: { height: 36 },
      large: { height: 44, fontSize: vars.fontSize.large },
    },
    multiline: {
      true: { height: 'auto', minHeight: 80, paddingBlock: vars.space.small, resize: 'vertical' },
      false: {},
    },
  },
  defaultVariants: { size: 'medium', multiline: false },
});

/** A control with adornments (an icon before, a button or unit after) positioned inside its border. */
export const inputGroup = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
});

export const adornmentStart = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  display: 'inline-flex',
  color: vars.color.foreground.muted,
  pointerEvents: 'none',
});

export const adornmentEnd = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xsmall,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.foreground.muted,
});

export const withStartAdornment = style({ paddingInlineStart: 36 });
export const withEndAdornment = style({ paddingInlineEnd: 40 });
