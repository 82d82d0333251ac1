import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

const cellSize = 36;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.xsmall,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const heading = style({
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.foreground.text,
});

export const grid = style({
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
});

export const weekday = style({
  width: cellSize,
  height: 28,
  padding: 0,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.foreground.muted,
  textAlign: 'center',
});

/**
 * One day. States follow the ARIA attributes the grid announces (`aria-selected`, `aria-disabled`,
 * `aria-current`), so what is seen cannot drift from what is heard.
 */
export const day = style({
  width: cellSize,
  height: cellSize,
  padding: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.standard,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.foreground.text,
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  transition: `background ${vars.duration.fast}`,
  selectors: {
    '&:hover:not([aria-disabled="true"], [aria-selected="true"])': {
      background: vars.color.background.hover,
    },
    '&:focus-visible': { boxShadow: vars.shadow.focusRing },
    '&[data-in-range="true"]': { background: vars.color.background.selected, borderRadius: 0 },
    '&[aria-current="date"]': {
      fontWeight: vars.fontWeight.semibold,
      color: vars.color.foreground.brand,
      textDecoration: 'underline',
      textUnderlineOffset: 3,
    },
    '&[aria-selected="true"]': {
      background: vars.color.background.brand,
      color: vars.color.foreground.onBrand,
      borderRadius: vars.radius.medium,
    },
    '&[aria-disabled="true"]': {
      color: vars.color.foreground.disabled,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});

export const blank = style({ width: cellSize, height: cellSize, padding: 0 });
