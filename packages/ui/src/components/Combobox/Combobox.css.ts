import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { popover } from '../private/popover.css';

export const root = style({ position: 'relative', width: '100%' });

/**
 * The search input. Its end padding leaves room for the buttons inside its border: the toggle, and the clear
 * button while something is chosen or typed.
 */
export const comboboxInput = recipe({
  base: { textOverflow: 'ellipsis' },
  variants: {
    endButtons: {
      one: { paddingInlineEnd: 40 },
      two: { paddingInlineEnd: 72 },
    },
  },
  defaultVariants: { endButtons: 'one' },
});

/**
 * The dropdown under the input; it shares the floating-surface look of every popover. The listbox inside
 * scrolls rather than the surface, so the scrolling region is the combobox's own popup (which axe and
 * screen readers expect to be driven from the input).
 */
export const menu = style({
  position: 'absolute',
  insetInline: 0,
  top: `calc(100% + ${vars.space.xsmall})`,
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    [`&.${popover}`]: { maxHeight: 'none', overflow: 'visible' },
    '&[hidden]': { display: 'none' },
  },
});

export const listbox = style({
  maxHeight: 'min(var(--combobox-max-height, 320px), 50vh)',
  overflowY: 'auto',
  outline: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const loadMore = style({
  justifyContent: 'center',
  color: vars.color.foreground.brand,
  fontWeight: vars.fontWeight.medium,
});

export const message = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  // Stays rendered when empty: a live region must exist before its message does to be announced.
  selectors: { '&:empty': { padding: 0 } },
});
