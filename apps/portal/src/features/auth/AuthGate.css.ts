import { vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  minHeight: '100vh',
  padding: vars.space.large,
  textAlign: 'center',
  background: vars.color.background.body,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
});
