import { createGlobalTheme } from '@vanilla-extract/css';
import { dark, light, shadows } from './colors';
import { vars } from './contract.css';
import { duration, fontFamily, fontSize, fontWeight, layout, radius, space, zIndex } from './tokens';

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

/** The light theme is the default: it applies to the document unless `data-theme="dark"` says otherwise. */
createGlobalTheme(':root, [data-theme="light"]', vars, { ...scales, color: light, shadow: shadows.light });
createGlobalTheme('[data-theme="dark"]', vars, { ...scales, color: dark, shadow: shadows.dark });

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];
