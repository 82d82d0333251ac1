import { mediaQuery, vars } from '@pharmacy/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** Long Vietnamese product names wrap onto two lines at most (the whole name in the title) instead of widening. */
export const productName = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minWidth: '10rem',
  maxWidth: '22rem',
});

export const stockCell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  whiteSpace: 'nowrap',
});

export const expiryCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  whiteSpace: 'nowrap',
});

/* The detail panel */

export const drawerBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

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

export const inlineValue = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const editForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const daysField = style({ width: '8rem' });

export const editActions = style({ display: 'flex', gap: vars.space.small, paddingTop: vars.space.xxsmall });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

/** One branch's lots: its heading above its table. */
export const branchGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

/** The lot list scrolls inside the panel when a product has many lots (docs/product/inventory.md#product-panel). */
export const lotTable = style({});
globalStyle(`${lotTable} > table`, { minWidth: 0 });

export const lotBatch = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});
