import { mediaQuery, vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';
import { hiddenOnPhones } from './visibility.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  padding: `${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.small}`,
  border: 'none',
  borderRadius: vars.radius.large,
  background: 'transparent',
  color: vars.color.foreground.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background.hover },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focusRing },
  },
});

/** Visually hidden on phones (the avatar alone shows), still the button's accessible name. */
export const identity = style([
  hiddenOnPhones,
  {
    '@media': {
      [mediaQuery.tablet]: {
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-end',
        minWidth: 0,
        maxWidth: '16rem',
      },
    },
  },
]);

export const name = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.semibold,
});

export const role = style({
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  color: vars.color.foreground.secondary,
});
