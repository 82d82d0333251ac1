import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../theme/sprinkles.css';
import { vars } from '../../theme/vars.css';

const widthTransition = `width ${vars.duration.standard} ease, margin ${vars.duration.standard} ease`;

export const shell = style({ minHeight: '100vh', background: vars.color.background.body });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  top: vars.space.small,
  zIndex: vars.zIndex.toast,
  padding: vars.space.small,
  background: vars.color.background.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

/** The desktop sidebar: fixed on the left, 16rem open and 4rem collapsed; hidden below 768 px. */
export const desktopSidebar = recipe({
  base: {
    display: 'none',
    position: 'fixed',
    insetBlock: 0,
    insetInlineStart: 0,
    zIndex: vars.zIndex.sticky,
    transition: widthTransition,
    '@media': { [mediaQuery.tablet]: { display: 'flex' } },
  },
  variants: {
    open: {
      true: { width: vars.layout.sidebarExpanded },
      false: { width: vars.layout.sidebarCollapsed },
    },
  },
});

/** The content column: its width is reduced by the sidebar's (256 px / 64 px); full width on mobile. */
export const content = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    minHeight: '100vh',
    transition: widthTransition,
  },
  variants: {
    open: {
      true: { '@media': { [mediaQuery.tablet]: { marginInlineStart: vars.layout.sidebarExpanded } } },
      false: { '@media': { [mediaQuery.tablet]: { marginInlineStart: vars.layout.sidebarCollapsed } } },
    },
  },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.layout.headerHeight,
  paddingInline: vars.space.large,
  background: vars.color.background.surface,
  borderBottom: `1px solid ${vars.color.border.standard}`,
});

export const mobileOnly = style({ '@media': { [mediaQuery.tablet]: { display: 'none' } } });

export const headerContent = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.large,
  '@media': { [mediaQuery.tablet]: { padding: vars.space.xlarge } },
  selectors: { '&:focus': { outline: 'none' } },
});
