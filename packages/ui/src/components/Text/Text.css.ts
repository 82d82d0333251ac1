import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const sizes = {
  xsmall: { fontSize: vars.fontSize.xsmall, lineHeight: vars.lineHeight.xsmall },
  small: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small },
  standard: { fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard },
  large: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.large },
};

export const text = recipe({
  base: { margin: 0 },
  variants: {
    size: sizes,
    tone: {
      neutral: { color: vars.color.foreground.text },
      secondary: { color: vars.color.foreground.secondary },
      muted: { color: vars.color.foreground.muted },
      brand: { color: vars.color.foreground.brand },
      critical: { color: vars.color.foreground.critical },
      positive: { color: vars.color.foreground.positive },
      caution: { color: vars.color.foreground.caution },
      info: { color: vars.color.foreground.info },
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right' } },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      false: {},
    },
    numeric: { true: { fontVariantNumeric: 'tabular-nums' }, false: {} },
  },
  defaultVariants: { size: 'standard', tone: 'neutral', weight: 'regular', truncate: false, numeric: false },
});

export const heading = recipe({
  base: { margin: 0, color: vars.color.foreground.text, fontWeight: vars.fontWeight.semibold },
  variants: {
    level: {
      1: {
        fontSize: vars.fontSize.xxlarge,
        lineHeight: vars.lineHeight.xxlarge,
        fontWeight: vars.fontWeight.bold,
      },
      2: { fontSize: vars.fontSize.xlarge, lineHeight: vars.lineHeight.xlarge },
      3: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.large },
      4: { fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard },
    },
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right' } },
  },
  defaultVariants: { level: 2 },
});
