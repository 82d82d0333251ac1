import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const sidebar = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    height: '100%',
    background: vars.color.background.surface,
    borderInlineEnd: `1px solid ${vars.color.border.standard}`,
    color: vars.color.foreground.text,
  },
  variants: {
    collapsed: { true: {}, false: {} },
    // Inside the mobile sheet, the sheet draws the edge.
    placement: { column: {}, sheet: { borderInlineEnd: 'none' } },
  },
});

export const logo = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.layout.headerHeight,
    paddingInline: vars.space.large,
    borderBottom: `1px solid ${vars.color.border.standard}`,
    overflow: 'hidden',
  },
  variants: { collapsed: { true: { justifyContent: 'center', paddingInline: vars.space.small }, false: {} } },
});

export const nav = style({
  flex: 1,
  overflowY: 'auto',
  overflowX: 'hidden',
  paddingBlock: vars.space.medium,
});

export const group = style({
  paddingInline: vars.space.small,
  selectors: { '& + &': { marginTop: vars.space.large } },
});

export const groupLabel = recipe({
  base: {
    paddingInline: vars.space.small,
    marginBottom: vars.space.xsmall,
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.foreground.muted,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    whiteSpace: 'nowrap',
  },
  variants: { collapsed: { true: {}, false: {} } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  // One column no wider than the sidebar: an implicit `auto` track would grow to the longest title and push
  // badges and ellipses past the 16rem edge.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxsmall,
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    minHeight: 40,
    paddingInline: vars.space.small,
    paddingBlock: vars.space.xsmall,
    borderRadius: vars.radius.medium,
    color: vars.color.foreground.secondary,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.background.hover, color: vars.color.foreground.text },
      '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focusRing },
      '&[aria-current="page"]': {
        background: vars.color.background.brandSoft,
        color: vars.color.foreground.brand,
        fontWeight: vars.fontWeight.medium,
      },
    },
  },
  variants: { collapsed: { true: { justifyContent: 'center', paddingInline: 0 }, false: {} } },
});

export const itemIcon = style({ display: 'inline-flex', flexShrink: 0 });

export const itemText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

/**
 * The title, then its badge ('Tự động'). The badge never takes the title's room: when both do not fit in the 16rem
 * column ('Đồng bộ khách hàng' does not), the badge moves under the title instead of cutting it short.
 */
export const itemTitleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  minWidth: 0,
});

export const itemBadge = style({ display: 'inline-flex', flexShrink: 0 });

export const itemTitle = style({
  minWidth: 0,
  maxWidth: '100%',
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const itemDescription = style({
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  color: vars.color.foreground.muted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const footer = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.small,
    padding: vars.space.medium,
    borderTop: `1px solid ${vars.color.border.standard}`,
  },
  variants: { collapsed: { true: { justifyContent: 'center' }, false: {} } },
});

export const footerContent = style({
  minWidth: 0,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.foreground.muted,
});

/** A thin strip on the sidebar's edge that toggles it with the pointer. */
export const rail = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: -4,
  width: 8,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'col-resize',
  selectors: {
    '&:hover::after': {
      content: '""',
      position: 'absolute',
      insetBlock: 0,
      insetInlineStart: 3,
      width: 2,
      background: vars.color.border.brand,
    },
  },
});
