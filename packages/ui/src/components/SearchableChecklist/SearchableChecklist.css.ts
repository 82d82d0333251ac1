import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.foreground.text,
});

/** The options; `scroll` caps a long list's height so the drawer's other sections stay in reach. */
export const list = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
  },
  variants: {
    scroll: {
      true: { maxHeight: '20rem', overflowY: 'auto', paddingBlock: vars.space.xxsmall },
      false: {},
    },
  },
  defaultVariants: { scroll: true },
});

export const item = style({
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  selectors: { '&:hover': { background: vars.color.background.hover } },
});

/** Loading, empty and 'showing N of M' texts, announced politely as they change. */
export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.foreground.muted,
});
