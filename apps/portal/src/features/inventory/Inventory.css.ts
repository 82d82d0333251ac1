import { vars } from '@pharmacy/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { clusterRule, lineClampRule, stackRule } from '../../shared/layoutRules';

/** Long Vietnamese product names wrap onto two lines at most (the whole name in the title) instead of widening. */
export const productName = style(lineClampRule(2, { minWidth: '10rem', maxWidth: '22rem' }));

/**
 * A figure and its badges stay on one line where the table has room and wrap under each other where it has not
 * (eight columns beside the sidebar at 1280 px): each part keeps its own words together.
 */
export const stockCell = style(
  clusterRule('xsmall', { alignItems: 'center', justifyContent: 'flex-end', whiteSpace: 'normal' }),
);

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

export const drawerBody = style(stackRule('xlarge'));

export { fact, factLabel, facts, factValue, factWide } from '../../shared/detailFacts.css';

export const inlineValue = style(clusterRule('small', { alignItems: 'center' }));

export const editForm = style(clusterRule('small', { alignItems: 'flex-start' }));

export const daysField = style({ width: '8rem' });

export const editActions = style({ display: 'flex', gap: vars.space.small, paddingTop: vars.space.xxsmall });

export const section = style(stackRule('medium', { minWidth: 0 }));

/** One branch's lots: its heading above its table. */
export const branchGroup = style(stackRule('xsmall', { minWidth: 0 }));

/** The lot list scrolls inside the panel when a product has many lots (docs/product/inventory.md#product-panel). */
export const lotTable = style({});
globalStyle(`${lotTable} > table`, { minWidth: 0 });

export const lotBatch = style(clusterRule('xsmall', { alignItems: 'center' }));
