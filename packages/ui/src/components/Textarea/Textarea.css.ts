import { recipe } from '@vanilla-extract/recipes';

/** How the user may resize the box; `vertical` keeps the form's column width intact. */
export const textarea = recipe({
  base: { display: 'block' },
  variants: {
    resize: {
      vertical: { resize: 'vertical' },
      none: { resize: 'none' },
    },
  },
  defaultVariants: { resize: 'vertical' },
});
