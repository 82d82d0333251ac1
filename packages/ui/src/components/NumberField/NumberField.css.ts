import { recipe } from '@vanilla-extract/recipes';

/**
 * Where digits sit: `end` lines amounts up by their last digit in tables and summaries; `start` reads
 * naturally in a form column. Tabular figures keep columns of numbers aligned either way.
 */
export const numberField = recipe({
  base: { fontVariantNumeric: 'tabular-nums' },
  variants: {
    align: {
      start: { textAlign: 'start' },
      end: { textAlign: 'end' },
    },
  },
  defaultVariants: { align: 'start' },
});
