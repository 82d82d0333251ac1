import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const breadcrumb = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xsmall,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    color: vars.color.foreground.secondary,
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small },
      standard: { fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const link = style({
  color: vars.color.foreground.secondary,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { color: vars.color.foreground.text, textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focusRing },
  },
});

export const current = style({
  color: vars.color.foreground.text,
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const separator = style({ display: 'inline-flex', color: vars.color.foreground.muted });
