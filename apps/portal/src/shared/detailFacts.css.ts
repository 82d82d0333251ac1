import { mediaQuery, vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';

/*
 * The facts at the head of a record's drawer (a purchase order, a product): a framed box of label-over-value
 * pairs, two columns from 768 px and one on a phone; a wide fact (notes, a reason) takes the whole row.
 */

export const facts = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: `${vars.space.medium} ${vars.space.xlarge}`,
  margin: 0,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.large,
  background: vars.color.background.subtle,
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const factWide = style([fact, { gridColumn: '1 / -1' }]);

export const factLabel = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.foreground.secondary,
});

export const factValue = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.foreground.text,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});
