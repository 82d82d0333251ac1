import { mediaQuery, vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';
import { tabletGridRule } from '../../shared/layoutRules';

export const page = style(
  tabletGridRule('minmax(0, 5fr) minmax(0, 6fr)', '0', {
    minHeight: '100vh',
    background: vars.color.background.body,
  }),
);

export const brandPanel = style({
  display: 'none',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.xxlarge,
  padding: vars.space.xxxlarge,
  background: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
  '@media': { [mediaQuery.tablet]: { display: 'flex' } },
});

export const brandMark = style({
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  color: vars.color.foreground.brand,
  flexShrink: 0,
});

export const brandName = style({
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.xxlarge,
  fontWeight: vars.fontWeight.bold,
});

export const brandLine = style({
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  maxWidth: '28rem',
});

export const brandFooter = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const formColumn = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
});

export const card = style({
  width: '100%',
  maxWidth: '26rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  padding: vars.space.xxlarge,
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.xlarge,
  boxShadow: vars.shadow.medium,
  '@media': { 'screen and (max-width: 767.98px)': { padding: vars.space.xlarge } },
});

/** The small logo above the title, where the brand panel is hidden (below 768 px). */
export const compactBrand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.foreground.brand,
  '@media': { [mediaQuery.tablet]: { display: 'none' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
