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

/**
 * A figure and its badges stay on one line where the table has room and wrap under each other where it has not
 * (eight columns beside the sidebar at 1280 px): each part keeps its own words together.
 */
export const stockCell = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
  whiteSpace: 'normal',
});

export const expiryCell = style([stockCell, { display: 'inline-flex', justifyContent: 'flex-start' }]);

/** The stock and its status badge: never parted. */
export const unbroken = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  whiteSpace: 'nowrap',
});

/** A category is two or three words: room for them on one or two lines. */
export const category = style({ display: 'block', minWidth: '6.5rem' });

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
