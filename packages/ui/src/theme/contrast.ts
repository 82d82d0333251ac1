import type { ColorValues } from './colors';

/** Relative luminance of an sRGB colour given as `#rrggbb` (WCAG 2.2 definition). */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two opaque colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

type ColorPath = {
  [G in keyof ColorValues]: `${G & string}.${keyof ColorValues[G] & string}`;
}[keyof ColorValues];

export interface ContrastPair {
  /** What a person must be able to see. */
  role: string;
  foreground: ColorPath;
  background: ColorPath;
  /** 3 for boundaries, focus indicators and states of controls (WCAG 1.4.11), 4.5 for text (1.4.3). */
  minimum: 3 | 4.5;
}

const boundary = (role: string, foreground: ColorPath, backgrounds: ColorPath[]): ContrastPair[] =>
  backgrounds.map((background) => ({ role, foreground, background, minimum: 3 }));
const text = (role: string, foreground: ColorPath, backgrounds: ColorPath[]): ContrastPair[] =>
  backgrounds.map((background) => ({ role, foreground, background, minimum: 4.5 }));

const surfaces: ColorPath[] = ['background.body', 'background.surface', 'background.surfaceRaised'];

/**
 * The colour pairs that must stay readable in every theme: each control's edge against what it sits on, the
 * focus indicator, the fills that tell a state (checked, on, solid), and the text that carries meaning.
 * Decorative lines (dividers, card edges: `border.standard`, `border.subtle`) are not in the list.
 */
export const contrastPairs: readonly ContrastPair[] = [
  ...boundary('Edge of a field, checkbox, switch track or neutral button', 'border.field', [
    ...surfaces,
    'background.subtle',
  ]),
  ...boundary('Edge of a hovered field', 'border.fieldHover', surfaces),
  ...boundary('Focus indicator (ring, outline, focused field)', 'border.focus', [
    ...surfaces,
    'background.subtle',
    'background.selected',
  ]),
  ...boundary('Edge of an invalid field, critical button', 'border.critical', surfaces),
  ...boundary('Edge of a brand soft or outline button', 'border.brand', surfaces),
  ...boundary('Edge of a positive soft or outline button', 'border.positive', surfaces),
  ...boundary('Solid button, checked box, switch that is on', 'background.brand', surfaces),
  ...boundary('Solid critical button', 'background.critical', surfaces),
  ...boundary('Solid positive button', 'background.positive', surfaces),
  ...boundary('Solid neutral button', 'background.neutral', surfaces),
  ...boundary('Thumb of a switch that is off', 'background.surface', ['border.field']),
  ...text('Body text', 'foreground.text', [...surfaces, 'background.subtle', 'background.selected']),
  ...text('Secondary text, descriptions', 'foreground.secondary', [...surfaces, 'background.subtle']),
  ...text('Placeholder and muted text', 'foreground.muted', [
    'background.surface',
    'background.surfaceRaised',
  ]),
  ...text('Link', 'foreground.link', surfaces),
  ...text('Label of a solid brand button', 'foreground.onBrand', ['background.brand']),
  ...text('Label of a solid tone button', 'foreground.onSolid', [
    'background.critical',
    'background.positive',
    'background.neutral',
  ]),
  ...text('Error text', 'foreground.critical', ['background.surface', 'background.criticalSoft']),
  ...text('Positive text', 'foreground.positive', ['background.surface', 'background.positiveSoft']),
  ...text('Caution text', 'foreground.caution', ['background.surface', 'background.cautionSoft']),
  ...text('Info text', 'foreground.info', ['background.surface', 'background.infoSoft']),
  ...text('Brand text on a soft brand fill', 'foreground.brand', [
    'background.brandSoft',
    'background.selected',
  ]),
];

/** The colour a path names in one theme. */
export function colorAt(colors: ColorValues, path: ColorPath): string {
  const [group, key] = path.split('.') as [keyof ColorValues, string];
  const value = (colors[group] as Record<string, string>)[key];
  if (value === undefined) throw new Error(`Unknown colour ${path}`);
  return value;
}
