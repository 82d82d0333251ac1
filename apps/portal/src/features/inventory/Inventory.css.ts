import { vars } from '@pharmacy/ui';
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

export { fact, factLabel, facts, factValue, factWide } from '../../shared/detailFacts.css';

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
