import { globalFontFace } from '@vanilla-extract/css';
import { fontWeight } from './tokens';

/*
 * Be Vietnam Pro, self-hosted from @fontsource (no request leaves the app). It was chosen over Inter after
 * comparing both at 11–14 px: it is drawn for Vietnamese, so stacked marks ('ễ', 'ẫ', 'ổ') stay apart and the
 * tone mark sits beside the circumflex instead of blurring into it. Only the latin and vietnamese subsets and
 * the weights of the theme's scale are declared; `unicode-range` lets the browser fetch just the files a page
 * needs, and `swap` shows text in the fallback font while they load. Vite resolves the package URLs below
 * and copies the files into the build.
 */
const family = 'Be Vietnam Pro';
const subsets = {
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
    'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  vietnamese:
    'U+0102-0103, U+0110-0111, U+0128-0129, U+0168-0169, U+01A0-01A1, U+01AF-01B0, U+0300-0301, ' +
    'U+0303-0304, U+0308-0309, U+0323, U+0329, U+1EA0-1EF9, U+20AB',
} as const;
for (const [subset, unicodeRange] of Object.entries(subsets)) {
  for (const weight of Object.values(fontWeight)) {
    globalFontFace(family, {
      src: `url("@fontsource/be-vietnam-pro/files/be-vietnam-pro-${subset}-${weight}-normal.woff2") format("woff2")`,
      fontWeight: weight,
      fontStyle: 'normal',
      fontDisplay: 'swap',
      unicodeRange,
    });
  }
}
