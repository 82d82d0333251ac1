import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The floating surface of listboxes, menus, calendars and popovers. */
export const popover = style({
  zIndex: vars.zIndex.popover,
  minWidth: 'var(--popover-anchor-width, 12rem)',
  maxHeight: 'min(var(--popover-available-height, 320px), 320px)',
  overflow: 'auto',
  background: vars.color.background.surfaceRaised,
  color: vars.color.foreground.text,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  padding: vars.space.xsmall,
  outline: 'none',
});

/**
 * One option or menu item. Ariakit marks the active item with `data-active-item`; downshift-based widgets set
 * `data-highlighted` themselves, so both engines share the look.
 */
export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 32,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-active-item], &[data-highlighted="true"]': { background: vars.color.background.hover },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.medium, color: vars.color.foreground.brand },
    '&[aria-disabled="true"]': { color: vars.color.foreground.disabled, cursor: 'not-allowed' },
  },
});

export const groupLabel = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.foreground.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
});

/** Loading and empty texts inside a list. */
export const listMessage = style({
  padding: vars.space.small,
  color: vars.color.foreground.muted,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
});
