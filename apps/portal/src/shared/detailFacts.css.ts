import { vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';
import { factsRule } from './detailFactsRule';
import { stackRule } from './layoutRules';

/*
 * The facts at the head of a record's drawer (a purchase order, a product): a framed box of label-over-value
 * pairs, two columns from 768 px and one on a phone; a wide fact (notes, a reason) takes the whole row.
 */

export const facts = style(factsRule());

export const fact = style(stackRule('xxsmall', { minWidth: 0 }));

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
