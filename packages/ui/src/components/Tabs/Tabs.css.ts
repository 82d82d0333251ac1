import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border.standard}`,
  overflowX: 'auto',
  // Room for the 4px focus ring, which the scroll container would otherwise clip.
  paddingInline: vars.space.xsmall,
  paddingTop: vars.space.xsmall,
  scrollbarWidth: 'thin',
  // When tabs run past an edge, that edge fades out: the row visibly goes on and can be scrolled.
  selectors: {
    '&[data-overflow-end]': {
      maskImage: 'linear-gradient(to right, black calc(100% - 2.5rem), transparent)',
    },
    '&[data-overflow-start]': {
      maskImage: 'linear-gradient(to left, black calc(100% - 2.5rem), transparent)',
    },
    '&[data-overflow-start][data-overflow-end]': {
      maskImage:
        'linear-gradient(to right, transparent, black 2.5rem, black calc(100% - 2.5rem), transparent)',
    },
  },
});

/**
 * One tab: the selected one is underlined in the brand colour (and bolder, so the state is not carried by
 * colour alone). Its count badge follows the state.
 */
export const tab = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.small,
    flexShrink: 0,
    marginBottom: -1,
    border: 'none',
    borderBottom: '2px solid transparent',
    borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
    background: 'transparent',
    color: vars.color.foreground.secondary,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    transition: `color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&:hover:not([aria-disabled="true"], [aria-selected="true"])': {
        color: vars.color.foreground.text,
        borderBottomColor: vars.color.border.strong,
      },
      '&[aria-selected="true"]': {
        color: vars.color.foreground.brand,
        borderBottomColor: vars.color.border.brand,
        fontWeight: vars.fontWeight.semibold,
      },
      '&[data-focus-visible]': { boxShadow: vars.shadow.focusRing },
      '&[aria-disabled="true"]': { color: vars.color.foreground.disabled, cursor: 'not-allowed' },
    },
  },
  variants: {
    size: {
      small: {
        height: 32,
        paddingInline: vars.space.small,
        fontSize: vars.fontSize.small,
      },
      medium: {
        height: 40,
        paddingInline: vars.space.medium,
        fontSize: vars.fontSize.standard,
      },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.25rem',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.background.neutralSoft,
  color: vars.color.foreground.secondary,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[aria-selected="true"] > &': {
      background: vars.color.background.brandSoft,
      color: vars.color.foreground.brand,
    },
  },
});

export const tabPanel = style({
  paddingTop: vars.space.large,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: vars.shadow.focusRing, borderRadius: vars.radius.small },
  },
});
