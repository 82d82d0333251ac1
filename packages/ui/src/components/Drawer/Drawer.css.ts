import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../theme/sprinkles.css';
import { vars } from '../../theme/vars.css';

/**
 * A panel on the right edge, full height. Below the tablet breakpoint (768 px) it takes the whole width;
 * from there on its size sets the width (rem: structural sizes, not theme values). It slides in from the
 * right; reduced motion drops the transition (see overlay.css).
 */
export const drawer = recipe({
  base: {
    top: 0,
    right: 0,
    bottom: 0,
    width: '100%',
    height: 'var(--dialog-viewport-height, 100dvh)',
    borderLeft: `1px solid ${vars.color.border.standard}`,
    transform: 'translateX(100%)',
    transition: `transform ${vars.duration.slow} cubic-bezier(0.32, 0.72, 0, 1)`,
    selectors: { '&[data-enter]': { transform: 'translateX(0)' } },
  },
  variants: {
    size: {
      medium: { '@media': { [mediaQuery.tablet]: { width: '30rem' } } },
      large: { '@media': { [mediaQuery.tablet]: { width: 'min(45rem, 100vw)' } } },
      xlarge: { '@media': { [mediaQuery.tablet]: { width: 'min(60rem, 100vw)' } } },
    },
  },
  defaultVariants: { size: 'medium' },
});
