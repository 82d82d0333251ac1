import { vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';
import { factsRule } from '../../shared/detailFactsRule';
import { stackRule } from '../../shared/layoutRules';

/* The order page */

/** Its breadcrumb, title and parts, evenly spaced. */
export const page = style(stackRule('large', { minWidth: 0 }));

/** One column of facts on a phone, two from 768 px, four from 1280 px. */
export const facts = style(factsRule('repeat(4, minmax(0, 1fr))'));

export const lineName = style({
  display: 'block',
  minWidth: '10rem',
  maxWidth: '20rem',
  whiteSpace: 'normal',
});

export const backLink = style({
  color: vars.color.foreground.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
