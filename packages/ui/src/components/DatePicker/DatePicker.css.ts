import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { popover } from '../private/popover.css';

/**
 * The text input of a date picker. Its end padding leaves room for the buttons inside its border: the
 * calendar button, and the clear button while there is something to clear; a read-only day has neither.
 */
export const datePickerInput = recipe({
  base: { fontVariantNumeric: 'tabular-nums' },
  variants: {
    endButtons: {
      none: {},
      one: { paddingInlineEnd: 40 },
      two: { paddingInlineEnd: 72 },
    },
  },
  defaultVariants: { endButtons: 'one' },
});

/** The calendar's floating surface: as tall as the month needs, never scrolled. */
export const calendarPopover = style({
  selectors: {
    [`&.${popover}`]: { maxHeight: 'none', minWidth: 0, padding: vars.space.small },
  },
});
