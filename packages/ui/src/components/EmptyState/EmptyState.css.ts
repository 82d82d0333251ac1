import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const emptyState = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    color: vars.color.foreground.text,
  },
  variants: {
    size: {
      small: { gap: vars.space.xsmall, paddingBlock: vars.space.large, paddingInline: vars.space.medium },
      medium: { gap: vars.space.small, paddingBlock: vars.space.xxxlarge, paddingInline: vars.space.xlarge },
    },
    bordered: {
      true: {
        border: `1px dashed ${vars.color.border.standard}`,
        borderRadius: vars.radius.large,
        background: vars.color.background.subtle,
      },
      false: {},
    },
  },
  defaultVariants: { size: 'medium', bordered: false },
});

const small = '[data-size="small"] &';

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  marginBottom: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.background.neutralSoft,
  color: vars.color.foreground.muted,
  selectors: { [small]: { width: 36, height: 36, marginBottom: vars.space.xxsmall } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.foreground.text,
  selectors: { [small]: { fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard } },
});

export const description = style({
  margin: 0,
  maxWidth: '40ch',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.foreground.secondary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
  marginTop: vars.space.small,
});
