import { mediaQuery, vars } from '@pharmacy/ui';
import type { StyleRule } from '@vanilla-extract/css';
import { framedRule } from './layoutRules';

/**
 * A record's facts in their framed box: one column on a phone, two from 768 px and, where the page is wide enough
 * (a sales order's page, not a drawer), `desktopColumns` from 1280 px.
 */
export function factsRule(desktopColumns?: string): StyleRule {
  return framedRule('large', {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: `${vars.space.medium} ${vars.space.xlarge}`,
    margin: 0,
    background: vars.color.background.subtle,
    '@media': {
      [mediaQuery.tablet]: { gridTemplateColumns: '1fr 1fr' },
      ...(desktopColumns ? { [mediaQuery.desktop]: { gridTemplateColumns: desktopColumns } } : {}),
    },
  });
}
