import { vars } from '@pharmacy/ui';
import { keyframes, style } from '@vanilla-extract/css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

/** A compact link: a coloured dot, then (from tablets up) the state's word. */
export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexShrink: 0,
  minHeight: 32,
  minWidth: 32,
  justifyContent: 'center',
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.standard}`,
  background: vars.color.background.surface,
  color: vars.color.foreground.secondary,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.background.hover },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focusRing },
    '&[data-state="connected"]': { color: vars.color.foreground.positive },
    '&[data-state="error"]': {
      color: vars.color.foreground.critical,
      borderColor: vars.color.border.critical,
    },
  },
});

export const dot = style({
  width: 8,
  height: 8,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.foreground.muted,
  selectors: {
    [`${indicator}[data-state="connected"] &`]: { background: vars.color.background.positive },
    [`${indicator}[data-state="syncing"] &`]: { background: vars.color.background.info },
    [`${indicator}[data-state="error"] &`]: { background: vars.color.background.critical },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        [`${indicator}[data-state="syncing"] &, ${indicator}[data-state="checking"] &`]: {
          animation: `${pulse} 1.2s ease-in-out infinite`,
        },
      },
    },
  },
});

export const line = style({ display: 'block' });
