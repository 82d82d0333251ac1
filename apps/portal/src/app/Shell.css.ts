import { mediaQuery, vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';

export const frame = style({
  display: 'grid',
  minHeight: '100vh',
  gridTemplateColumns: '1fr',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: `${vars.layout.sidebarExpanded} 1fr` } },
});

export const sidebar = style({
  display: 'none',
  flexDirection: 'column',
  justifyContent: 'space-between',
  background: vars.color.background.surface,
  borderRight: `1px solid ${vars.color.border.standard}`,
  padding: vars.space.large,
  '@media': { [mediaQuery.tablet]: { display: 'flex' } },
});

export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const logo = style({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.medium,
  background: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  height: vars.layout.headerHeight,
  paddingInline: vars.space.large,
  background: vars.color.background.surface,
  borderBottom: `1px solid ${vars.color.border.standard}`,
});

export const main = style({ padding: vars.space.large, minWidth: 0 });
