import { vars } from '@pharmacy/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/* The list screen */

/**
 * Long Vietnamese supplier names wrap onto two lines at most (the whole name in a tooltip) instead of widening the
 * table: eight columns have to fit beside the sidebar on a 1280 px screen.
 */
export const supplierCell = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  // 7rem: with the order code, three dates, the total, the status and the actions, eight columns fit the 974 px
  // a 1280 px screen leaves beside the sidebar (the list stories' expectPage checks it).
  minWidth: '7rem',
  // Nor does one long name take the width of the others when the page holds few rows.
  maxWidth: '18rem',
});

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

export const drawerSkeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export { fact, factLabel, facts, factValue, factWide } from '../../shared/detailFacts.css';

/** Notes and reasons keep the line breaks staff typed. */
export const notes = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

/** Tables inside a drawer or dialog: no minimum page width, so a phone scrolls only what must scroll. */
export const compactTable = style({});
globalStyle(`${compactTable} > table`, { minWidth: 0 });

export const productName = style({ display: 'block', minWidth: '10rem' });

export const productCell = style({ display: 'flex', flexDirection: 'column', minWidth: '9rem' });

/** A line's KiotViet product, or its 'not in KiotViet' badge with the link button. */
export const kiotvietCell = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: '8rem',
});

/** The products a confirmation will create in KiotViet. */
export const kiotvietList = style({ margin: 0, paddingInlineStart: vars.space.large });

/** A line's shipped lots, one under the other, lined up with their expiries in the next column. */
export const lines = style({ display: 'flex', flexDirection: 'column', paddingBlock: vars.space.xxsmall });

export const history = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const historyEntry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
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
export const drawerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
});
globalStyle(`${drawerActions} > :first-child[data-tone="critical"]`, { marginInlineEnd: 'auto' });

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  width: '100%',
});

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
