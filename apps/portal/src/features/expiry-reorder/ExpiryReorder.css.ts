import { mediaQuery, vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';
import { clusterRule, lineClampRule, stackRule } from '../../shared/layoutRules';

export const body = style(stackRule('xlarge'));

/** The money at risk per window: one figure a window, two a row on a phone, five in a row from a tablet. */
export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

export const total = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  width: '100%',
  height: '100%',
  padding: vars.space.large,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  color: vars.color.foreground.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background.hover },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.border.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.border.brand}`,
    },
  },
});

export const expiredTotal = style([total, { cursor: 'default', borderColor: vars.color.border.critical }]);

export const totalLabel = style({ fontSize: vars.fontSize.small, color: vars.color.foreground.secondary });

export const totalValue = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const section = style(stackRule('medium'));

export const productCell = style(stackRule('none', { minWidth: '12rem', maxWidth: '22rem' }));

export const productName = style(lineClampRule(2));

/** The tab's selects and switch: one row that wraps on a phone, lined up at their bottom edge. */
export const toolbar = style(clusterRule('small', { alignItems: 'flex-end' }));

/** The switch sits level with the selects' fields, not with their labels. */
export const toolbarSwitch = style({
  minHeight: '2.25rem',
  alignSelf: 'flex-end',
  display: 'flex',
  alignItems: 'center',
});

/** One supplier's lines: its header (name, lead time, ticked, create) over its table. */
export const group = style(stackRule('small'));

export const groupHeader = style(
  clusterRule('small', { alignItems: 'flex-end', justifyContent: 'space-between' }),
);

export const groupTitle = style(stackRule('xxsmall', { minWidth: 0 }));

export const groupActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

/** The sentence wraps in its column, and within a phone's card. */
export const explanation = style({ display: 'block', maxWidth: '36rem', whiteSpace: 'normal' });

export const quantityField = style({ width: '7rem', marginInlineStart: 'auto' });

/** The quantity field with, under it, the unit it counts when that is not the base unit ('Hộp'). */
export const quantityCell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: '0.125rem',
});

/** The export buttons stay together, at the end of the toolbar's row (on a row of their own on a phone). */
export const exportButtons = style({ display: 'flex', gap: vars.space.small, marginInlineStart: 'auto' });
