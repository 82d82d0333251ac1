import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import {
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  layout,
  palette as p,
  radius,
  space,
  zIndex,
} from './tokens';

const px = (n: number) => `${n}px`;
function mapValues<T extends object, R>(obj: T, fn: (value: T[keyof T]) => R): { [K in keyof T]: R } {
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, fn(v as T[keyof T])])) as {
    [K in keyof T]: R;
  };
}

const scales = {
  space: mapValues(space, px),
  radius: mapValues(radius, px),
  fontSize: mapValues(fontSize, (f) => px(f.size)),
  lineHeight: mapValues(fontSize, (f) => px(f.lineHeight)),
  fontWeight: mapValues(fontWeight, String),
  fontFamily,
  zIndex: mapValues(zIndex, String),
  duration,
  layout,
};

type Colors = (typeof vars)['color'];
type ColorValues = { [G in keyof Colors]: { [K in keyof Colors[G]]: string } };

const light: ColorValues = {
  background: {
    body: p.gray[50],
    surface: p.white,
    surfaceRaised: p.white,
    subtle: p.gray[100],
    hover: p.gray[100],
    selected: p.teal[50],
    brand: p.teal[700],
    brandHover: p.teal[800],
    brandActive: p.teal[900],
    brandSoft: p.teal[50],
    neutral: p.gray[700],
    neutralHover: p.gray[800],
    neutralSoft: p.gray[100],
    critical: p.red[700],
    criticalHover: p.red[800],
    criticalSoft: p.red[50],
    positive: p.green[700],
    positiveHover: p.green[800],
    positiveSoft: p.green[50],
    caution: p.amber[600],
    cautionSoft: p.amber[50],
    info: p.blue[700],
    infoSoft: p.blue[50],
    overlay: 'rgba(15, 23, 42, 0.5)',
    inverse: p.gray[900],
    disabled: p.gray[100],
  },
  foreground: {
    text: p.gray[900],
    secondary: p.gray[600],
    muted: p.gray[500],
    brand: p.teal[700],
    onBrand: p.white,
    onSolid: p.white,
    critical: p.red[700],
    positive: p.green[700],
    caution: p.amber[800],
    info: p.blue[700],
    link: p.teal[700],
    inverse: p.white,
    disabled: p.gray[400],
  },
  border: {
    standard: p.gray[200],
    strong: p.gray[400],
    subtle: p.gray[100],
    brand: p.teal[600],
    critical: p.red[600],
    positive: p.green[600],
    caution: p.amber[600],
    info: p.blue[600],
    focus: p.teal[600],
  },
};

const dark: ColorValues = {
  background: {
    body: p.gray[950],
    surface: p.gray[900],
    surfaceRaised: p.gray[800],
    subtle: p.gray[800],
    hover: p.gray[800],
    selected: p.teal[950],
    brand: p.teal[400],
    brandHover: p.teal[300],
    brandActive: p.teal[200],
    brandSoft: p.teal[950],
    neutral: p.gray[300],
    neutralHover: p.gray[200],
    neutralSoft: p.gray[800],
    critical: p.red[300],
    criticalHover: p.red[100],
    criticalSoft: '#3b1212',
    positive: p.green[300],
    positiveHover: p.green[100],
    positiveSoft: '#0f2e1a',
    caution: p.amber[300],
    cautionSoft: '#3a2a0a',
    info: p.blue[300],
    infoSoft: '#152447',
    overlay: 'rgba(2, 6, 23, 0.7)',
    inverse: p.gray[100],
    disabled: p.gray[800],
  },
  foreground: {
    text: p.gray[50],
    secondary: p.gray[300],
    muted: p.gray[400],
    brand: p.teal[300],
    onBrand: p.gray[950],
    onSolid: p.gray[950],
    critical: p.red[300],
    positive: p.green[300],
    caution: p.amber[300],
    info: p.blue[300],
    link: p.teal[300],
    inverse: p.gray[900],
    disabled: p.gray[500],
  },
  border: {
    standard: p.gray[700],
    strong: p.gray[500],
    subtle: p.gray[800],
    brand: p.teal[400],
    critical: p.red[300],
    positive: p.green[300],
    caution: p.amber[300],
    info: p.blue[300],
    focus: p.teal[300],
  },
};

const shadows = {
  light: {
    small: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.1)',
    medium: '0 4px 6px -1px rgba(15, 23, 42, 0.1), 0 2px 4px -2px rgba(15, 23, 42, 0.08)',
    large: '0 20px 25px -5px rgba(15, 23, 42, 0.12), 0 8px 10px -6px rgba(15, 23, 42, 0.1)',
    focusRing: `0 0 0 2px ${p.white}, 0 0 0 4px ${p.teal[600]}`,
  },
  dark: {
    small: '0 1px 2px rgba(0, 0, 0, 0.4)',
    medium: '0 4px 6px -1px rgba(0, 0, 0, 0.5)',
    large: '0 20px 25px -5px rgba(0, 0, 0, 0.6)',
    focusRing: `0 0 0 2px ${p.gray[900]}, 0 0 0 4px ${p.teal[300]}`,
  },
};

/** The light theme is the default: it applies to the document unless `data-theme="dark"` says otherwise. */
createGlobalTheme(':root, [data-theme="light"]', vars, { ...scales, color: light, shadow: shadows.light });
createGlobalTheme('[data-theme="dark"]', vars, { ...scales, color: dark, shadow: shadows.dark });

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];
