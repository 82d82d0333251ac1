import { mediaQuery, vars } from '@pharmacy/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { bareListRule, clusterRule, framedRule, lineClampRule, stackRule } from '../../shared/layoutRules';

/* The list screen */

/**
 * Long Vietnamese supplier names wrap onto two lines at most (the whole name in a tooltip) instead of widening the
 * table: eight columns have to fit beside the sidebar on a 1280 px screen.
 */
export const supplierCell = style(
  lineClampRule(2, {
    // 7rem: with the order code, three dates, the total, the status and the actions, eight columns fit the 974 px
    // a 1280 px screen leaves beside the sidebar (the list stories' expectPage checks it).
    minWidth: '7rem',
    // Nor does one long name take the width of the others when the page holds few rows.
    maxWidth: '18rem',
  }),
);

export const rowActions = style({ display: 'flex', justifyContent: 'flex-end' });

/** The row's 'Xác nhận đã nhận hàng' takes two short lines rather than one long one. */
export const rowActionButton = style({
  whiteSpace: 'normal',
  height: 'auto',
  minHeight: 32,
  minWidth: '6.5rem',
  maxWidth: '7rem',
  paddingBlock: vars.space.xxsmall,
  lineHeight: vars.lineHeight.xsmall,
  textAlign: 'center',
});

/* The detail drawer */

export const drawerSkeleton = style(stackRule('large'));

export { fact, factLabel, facts, factValue, factWide } from '../../shared/detailFacts.css';

/** Notes and reasons keep the line breaks staff typed. */
export const notes = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const section = style(stackRule('medium', { minWidth: 0 }));

/** Tables inside a drawer or dialog: no minimum page width, so a phone scrolls only what must scroll. */
export const compactTable = style({});
globalStyle(`${compactTable} > table`, { minWidth: 0 });

export const productName = style({ display: 'block', minWidth: '9rem' });

/** A line's quantity in its unit, with how many base units a larger one holds under it (wrapping, so the prices stay in view). */
export const lineUnit = style({ display: 'flex', flexDirection: 'column' });

/** Figures' cells do not wrap; this note may, under its figure. */
export const lineUnitNote = style({ whiteSpace: 'normal', minWidth: '6rem' });

/** A line's KiotViet product, or its 'not in KiotViet' badge with the link button. */
export const kiotvietCell = style(clusterRule('xsmall', { alignItems: 'center', minWidth: '6.5rem' }));

/** The products a confirmation will create in KiotViet. */
export const kiotvietList = style({ margin: 0, paddingInlineStart: vars.space.large });

/** A line's shipped lots, one under the other, lined up with their expiries in the next column. */
export const lines = style({ display: 'flex', flexDirection: 'column', paddingBlock: vars.space.xxsmall });

export const history = style({ ...bareListRule, display: 'flex', flexDirection: 'column' });

export const historyEntry = style({
  ...stackRule('xxsmall'),
  paddingBlock: vars.space.small,
  paddingInlineStart: vars.space.large,
  borderInlineStart: `2px solid ${vars.color.border.standard}`,
  position: 'relative',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: -6,
      top: vars.space.medium,
      width: 10,
      height: 10,
      borderRadius: vars.radius.full,
      background: vars.color.background.surface,
      border: `2px solid ${vars.color.border.brand}`,
    },
    '&:first-child::before': { background: vars.color.background.brand },
  },
});

/** The drawer's footer: moves on the right, 'Huỷ đơn' apart on the left; stacked full width on a phone. */
export const drawerActions = style(
  clusterRule('small', { justifyContent: 'flex-end', alignItems: 'center', width: '100%' }),
);
globalStyle(`${drawerActions} > :first-child[data-tone="critical"]`, { marginInlineEnd: 'auto' });

export const dialogActions = style(clusterRule('small', { justifyContent: 'flex-end', width: '100%' }));

export const dateField = style({ maxWidth: '22rem' });

export const previewImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '70vh',
  margin: '0 auto',
  borderRadius: vars.radius.medium,
});

export const previewFrame = style({
  display: 'block',
  width: '100%',
  height: '70vh',
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.subtle,
});

/* The receipt dialog */

export const receiptLines = style(stackRule('medium'));

/** One order line: a framed group; no minimum width of its own, so a phone never scrolls it sideways. */
export const receiptLine = style(stackRule('small', framedRule('medium', { minWidth: 0, margin: 0 })));

/** The product's name heads the group inside its frame (a floated legend leaves the border alone). */
export const receiptLegend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.foreground.text,
  overflowWrap: 'anywhere',
});

export const receiptLots = style(stackRule('small', bareListRule));

/**
 * A lot's fields: on a phone its number and quantity side by side over the expiry, which needs the whole width for a
 * date and its two buttons; one row of four from 768 px. The remove button of an added lot ends the first row.
 */
export const receiptLot = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 7rem) auto',
  gridTemplateAreas: '"number quantity remove" "expiry expiry expiry"',
  gap: vars.space.small,
  alignItems: 'start',
  '@media': {
    [mediaQuery.tablet]: {
      gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1.2fr) minmax(0, 0.8fr) 2rem',
      gridTemplateAreas: '"number expiry quantity remove"',
    },
  },
});

export const receiptLotNumber = style({ gridArea: 'number', minWidth: 0 });
export const receiptLotExpiry = style({ gridArea: 'expiry', minWidth: 0 });
export const receiptLotQuantity = style({ gridArea: 'quantity', minWidth: 0 });
/** Down at the inputs' line, below their labels. */
export const receiptLotRemove = style({ gridArea: 'remove', alignSelf: 'end' });

export const receiptLineFoot = style(
  clusterRule('small', { alignItems: 'center', justifyContent: 'space-between' }),
);

export const receiptTotal = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const receiptReason = style({ maxWidth: '20rem' });

/** A status and its 'Nhận thiếu' side by side, wrapping under each other in a narrow cell. */
export const statusBadges = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xxsmall });

/**
 * A line's received quantity with 'Nhận thiếu', over what was shipped and why. Inline parts, so they follow the
 * alignment around them: to the right in the table's column of numbers, to the left in a phone's card.
 */
// As wide as the quantity and its badge: the note under them wraps rather than widen the drawer's table.
export const receivedCell = style({ display: 'block', minWidth: '7rem', maxWidth: '8rem' });

export const receivedQuantity = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const receivedNote = style({
  display: 'block',
  marginBlockStart: vars.space.xxsmall,
  whiteSpace: 'normal',
});
