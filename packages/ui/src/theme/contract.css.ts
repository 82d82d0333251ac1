import { createGlobalThemeContract } from '@vanilla-extract/css';
import { duration, fontFamily, fontSize, fontWeight, layout, radius, space, zIndex } from './tokens';

/** Maps every leaf of a token object to null so the contract has the same shape. */
type Shape<T> = { [K in keyof T]: T[K] extends object ? Shape<T[K]> : null };
function shapeOf<T extends object>(tokens: T): Shape<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [key, typeof value === 'object' ? shapeOf(value) : null]),
  ) as Shape<T>;
}

function nulls<T extends object>(tokens: T): Record<keyof T, null> {
  return Object.fromEntries(Object.keys(tokens).map((key) => [key, null])) as Record<keyof T, null>;
}

/**
 * Semantic colour roles. Names say what a colour is for (`foreground.critical`), never which hue it is,
 * so a theme can remap them freely.
 */
const colorContract = {
  background: {
    body: null,
    surface: null,
    surfaceRaised: null,
    subtle: null,
    hover: null,
    selected: null,
    brand: null,
    brandHover: null,
    brandActive: null,
    brandSoft: null,
    neutral: null,
    neutralHover: null,
    neutralSoft: null,
    critical: null,
    criticalHover: null,
    criticalSoft: null,
    positive: null,
    positiveHover: null,
    positiveSoft: null,
    caution: null,
    cautionSoft: null,
    info: null,
    infoSoft: null,
    overlay: null,
    inverse: null,
    disabled: null,
  },
  foreground: {
    text: null,
    secondary: null,
    muted: null,
    brand: null,
    onBrand: null,
    onSolid: null,
    critical: null,
    positive: null,
    caution: null,
    info: null,
    link: null,
    inverse: null,
    disabled: null,
  },
  border: {
    standard: null,
    strong: null,
    field: null,
    fieldHover: null,
    subtle: null,
    brand: null,
    critical: null,
    positive: null,
    caution: null,
    info: null,
    focus: null,
  },
};

const contract = {
  color: colorContract,
  space: shapeOf(space),
  radius: shapeOf(radius),
  fontSize: nulls(fontSize),
  lineHeight: nulls(fontSize),
  fontWeight: shapeOf(fontWeight),
  fontFamily: shapeOf(fontFamily),
  shadow: { small: null, medium: null, large: null, focusRing: null },
  zIndex: shapeOf(zIndex),
  duration: shapeOf(duration),
  layout: shapeOf(layout),
};

/**
 * The one global theme contract. Variable names are stable (`--color-foreground-text`), so sibling tools
 * and plain CSS can rely on them.
 */
export const vars = createGlobalThemeContract(contract, (_value, path) => path.join('-'));

export type ThemeVars = typeof vars;
