import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** A small centred panel; it fades and grows in like Dialog, and reduced motion drops the transition. */
export const alertDialog = recipe({
  base: {
    top: '50%',
    left: '50%',
    width: `min(calc(100vw - 2 * ${vars.space.large}), 27rem)`,
    maxHeight: `calc(var(--dialog-viewport-height, 100dvh) - 2 * ${vars.space.xlarge})`,
    borderRadius: vars.radius.large,
    border: `1px solid ${vars.color.border.standard}`,
    opacity: 0,
    transform: 'translate(-50%, -50%) scale(0.97)',
    transition: `opacity ${vars.duration.standard} ease-out, transform ${vars.duration.standard} ease-out`,
    selectors: { '&[data-enter]': { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' } },
  },
  variants: {
    tone: {
      brand: {},
      // A destructive confirmation is marked by a critical rule along its top edge, besides the red button.
      critical: { borderTop: `4px solid ${vars.color.border.critical}` },
    },
  },
  defaultVariants: { tone: 'brand' },
});

/** On narrow screens the two actions stack, the confirm action on top. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  width: '100%',
});
