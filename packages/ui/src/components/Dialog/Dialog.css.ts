import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** Widths in rem: structural sizes of the panel, not theme values. */
const width = (rem: number) => `min(calc(100vw - 2 * ${vars.space.large}), ${rem}rem)`;

/** A centred modal panel. It fades and grows in; reduced motion drops the transition (see overlay.css). */
export const dialog = recipe({
  base: {
    top: '50%',
    left: '50%',
    maxHeight: `calc(var(--dialog-viewport-height, 100dvh) - 2 * ${vars.space.xlarge})`,
    borderRadius: vars.radius.large,
    border: `1px solid ${vars.color.border.standard}`,
    opacity: 0,
    transform: 'translate(-50%, -50%) scale(0.97)',
    transition: `opacity ${vars.duration.standard} ease-out, transform ${vars.duration.standard} ease-out`,
    selectors: { '&[data-enter]': { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' } },
  },
  variants: {
    size: {
      small: { width: width(25) },
      medium: { width: width(35) },
      large: { width: width(50) },
      xlarge: { width: width(65) },
    },
  },
  defaultVariants: { size: 'medium' },
});
