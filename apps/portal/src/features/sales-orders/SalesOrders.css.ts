import { mediaQuery, vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';

/* The order page */

/** Its breadcrumb, title and parts, evenly spaced. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

/** One column of facts on a phone, two from 768 px, four from 1280 px. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: `${vars.space.medium} ${vars.space.xlarge}`,
  margin: 0,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.large,
  background: vars.color.background.subtle,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: '1fr 1fr' },
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

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
