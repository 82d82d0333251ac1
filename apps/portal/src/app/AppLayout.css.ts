import { vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';

export const logo = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, minWidth: 0 });

export const logoMark = style({
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  flexShrink: 0,
  borderRadius: vars.radius.medium,
  background: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
});

export const logoText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const logoName = style({
  ...oneLine,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.foreground.text,
});

export const logoTitle = style({
  ...oneLine,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  color: vars.color.foreground.secondary,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  width: '100%',
  minWidth: 0,
});

export const title = style({
  ...oneLine,
  minWidth: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
});

export const headerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexShrink: 0,
  minWidth: 0,
});
