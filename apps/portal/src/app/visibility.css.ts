import { mediaQuery } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';

/** Visually hidden on phones and shown from 768 px; screen readers read it everywhere (the header's words). */
export const hiddenOnPhones = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [mediaQuery.tablet]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      clip: 'auto',
      overflow: 'visible',
    },
  },
});
