import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/sprinkles.css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  '@media': {
    [mediaQuery.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const range = style({ fontSize: vars.fontSize.small, color: vars.color.foreground.secondary });

export const list = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const page = style({
  minWidth: 32,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.background.brand,
      color: vars.color.foreground.onBrand,
      borderColor: vars.color.background.brand,
    },
  },
});

export const ellipsis = style({
  display: 'inline-flex',
  justifyContent: 'center',
  minWidth: 24,
  color: vars.color.foreground.muted,
});
