import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/**
 * A small dark label beside its anchor. It fades in (Ariakit sets `data-enter`), without motion for people who
 * asked for reduced motion.
 */
export const tooltip = recipe({
  base: {
    zIndex: vars.zIndex.tooltip,
    maxWidth: '20rem',
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.small,
    background: vars.color.background.inverse,
    color: vars.color.foreground.inverse,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.small,
    fontWeight: vars.fontWeight.medium,
    boxShadow: vars.shadow.medium,
    overflowWrap: 'anywhere',
    pointerEvents: 'none',
    opacity: 0,
    transition: `opacity ${vars.duration.fast} ease-out`,
    selectors: { '&[data-enter]': { opacity: 1 } },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    /** `multiline` wraps long texts instead of keeping one line. */
    wrap: {
      singleLine: { whiteSpace: 'nowrap' },
      multiline: { whiteSpace: 'normal' },
    },
  },
  defaultVariants: { wrap: 'singleLine' },
});
