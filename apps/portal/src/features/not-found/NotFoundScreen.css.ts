import { vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  maxWidth: '32rem',
  margin: '0 auto',
  paddingBlock: vars.space.xxxlarge,
});

export const code = style({
  fontSize: '4rem',
  lineHeight: 1,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.foreground.brand,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
  marginTop: vars.space.small,
});
