/**
 * Raw design tokens: plain values with no CSS attached. The theme contract (`contract.css.ts`) turns their
 * shape into CSS variables; the themes fill those variables from these palettes. Components never read
 * this file — they read `vars`, so a theme switch reaches every component.
 */

export const palette = {
  white: '#ffffff',
  black: '#000000',
  gray: {
    25: '#fcfcfd',
    50: '#f8fafc',
    100: '#f1f5f9',
    200: '#e2e8f0',
    300: '#cbd5e1',
    400: '#94a3b8',
    500: '#64748b',
    600: '#475569',
    700: '#334155',
    800: '#1e293b',
    900: '#0f172a',
    950: '#020617',
  },
  teal: {
    50: '#f0fdfa',
    100: '#ccfbf1',
    200: '#99f6e4',
    300: '#5eead4',
    400: '#2dd4bf',
    500: '#14b8a6',
    600: '#0d9488',
    700: '#0f766e',
    800: '#115e59',
    900: '#134e4a',
    950: '#042f2e',
  },
  green: {
    50: '#f0fdf4',
    100: '#dcfce7',
    300: '#86efac',
    600: '#16a34a',
    700: '#15803d',
    800: '#166534',
    900: '#14532d',
  },
  amber: {
    50: '#fffbeb',
    100: '#fef3c7',
    300: '#fcd34d',
    600: '#d97706',
    700: '#b45309',
    800: '#92400e',
    900: '#78350f',
  },
  red: {
    50: '#fef2f2',
    100: '#fee2e2',
    300: '#fca5a5',
    600: '#dc2626',
    700: '#b91c1c',
    800: '#991b1b',
    900: '#7f1d1d',
  },
  blue: {
    50: '#eff6ff',
    100: '#dbeafe',
    300: '#93c5fd',
    600: '#2563eb',
    700: '#1d4ed8',
    800: '#1e40af',
    900: '#1e3a8a',
  },
} as const;

/** A t-shirt space scale in px; `gutter` is the standard padding of a page or a card. */
export const space = {
  none: 0,
  xxsmall: 2,
  xsmall: 4,
  small: 8,
  medium: 12,
  large: 16,
  xlarge: 24,
  xxlarge: 32,
  xxxlarge: 48,
} as const;

export const radius = { none: 0, small: 4, medium: 6, large: 10, xlarge: 16, full: 9999 } as const;

/** Font sizes in px with their line heights; a back office reads best at a 14 px body. */
export const fontSize = {
  xsmall: { size: 12, lineHeight: 16 },
  small: { size: 13, lineHeight: 18 },
  standard: { size: 14, lineHeight: 20 },
  large: { size: 16, lineHeight: 24 },
  xlarge: { size: 20, lineHeight: 28 },
  xxlarge: { size: 24, lineHeight: 32 },
  xxxlarge: { size: 30, lineHeight: 38 },
} as const;

export const fontWeight = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

export const fontFamily = {
  body: '"Be Vietnam Pro", "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** Stacking order, lowest first. Toasts and tooltips sit above modals so they stay readable. */
export const zIndex = {
  base: 0,
  raised: 1,
  sticky: 10,
  dropdown: 20,
  overlay: 30,
  modal: 40,
  popover: 50,
  toast: 60,
  tooltip: 70,
} as const;

/**
 * Breakpoints: minimum widths in px. Below `tablet` (768 px) the interface counts as mobile
 * (docs/product/conventions.md#formats).
 */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1024, wide: 1440 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const duration = { fast: '120ms', standard: '200ms', slow: '320ms' } as const;

/** Layout sizes the shell relies on (docs/product/shell-and-auth.md#sidebar: 16rem expanded, 4rem collapsed). */
export const layout = {
  sidebarExpanded: '16rem',
  sidebarCollapsed: '4rem',
  headerHeight: '3.5rem',
  contentMaxWidth: '90rem',
} as const;
