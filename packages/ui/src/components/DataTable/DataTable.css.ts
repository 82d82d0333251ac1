import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const container = style({
  position: 'relative',
  width: '100%',
  // Wide tables scroll sideways on small screens instead of squeezing their columns.
  overflowX: 'auto',
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.large,
  selectors: {
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focusRing },
  },
});

export const scrollY = style({ overflowY: 'auto' });

export const table = style({
  width: '100%',
  minWidth: 640,
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.standard,
  tableLayout: 'auto',
});

globalStyle(`${table} > tbody > tr:last-child > td`, { borderBottom: 0 });

export const headerCell = recipe({
  base: {
    background: vars.color.background.subtle,
    color: vars.color.foreground.secondary,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.semibold,
    textAlign: 'start',
    whiteSpace: 'nowrap',
    paddingInline: vars.space.medium,
    paddingBlock: vars.space.small,
    borderBottom: `1px solid ${vars.color.border.standard}`,
  },
  variants: {
    sticky: {
      true: { position: 'sticky', top: 0, zIndex: vars.zIndex.raised },
      false: {},
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    density: {
      standard: {},
      compact: { paddingInline: vars.space.small },
    },
  },
  defaultVariants: { sticky: true, align: 'start', density: 'standard' },
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: 0,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focusRing } },
});

export const sortIcon = style({ opacity: 0.4, selectors: { '[aria-sort] &': { opacity: 1 } } });

export const row = recipe({
  base: {
    background: vars.color.background.surface,
  },
  variants: {
    interactive: {
      true: {
        cursor: 'pointer',
        selectors: {
          '&:hover': { background: vars.color.background.hover },
          '&:focus-visible': {
            outline: `2px solid ${vars.color.border.focus}`,
            outlineOffset: -2,
            background: vars.color.background.selected,
          },
        },
      },
      false: {},
    },
  },
});

/**
 * Rows are one fixed height (a table cell's height is its minimum), so a row holding a small button or a badge
 * is as tall as a row of text: the list does not jump from row to row.
 */
const rowHeight = 44;

export const cell = recipe({
  base: {
    height: rowHeight,
    paddingInline: vars.space.medium,
    paddingBlock: vars.space.xsmall,
    verticalAlign: 'middle',
    color: vars.color.foreground.text,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
  },
  variants: {
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    numeric: { true: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }, false: {} },
    fixedHeight: { true: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }, false: {} },
    density: {
      standard: {},
      compact: { paddingInline: vars.space.small },
    },
  },
  defaultVariants: { align: 'start', numeric: false, fixedHeight: false, density: 'standard' },
});

/** The summary row: set off from the rows by a stronger rule, in the header's background. */
export const footerCell = recipe({
  base: {
    height: rowHeight,
    paddingInline: vars.space.medium,
    paddingBlock: vars.space.xsmall,
    verticalAlign: 'middle',
    color: vars.color.foreground.text,
    fontWeight: vars.fontWeight.semibold,
    background: vars.color.background.subtle,
    borderTop: `1px solid ${vars.color.border.standard}`,
  },
  variants: {
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    numeric: { true: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }, false: {} },
    density: {
      standard: {},
      compact: { paddingInline: vars.space.small },
    },
  },
  defaultVariants: { align: 'start', numeric: false, density: 'standard' },
});

/** Empty and error states sit centred under the header; their buttons keep their own width. */
export const stateCell = style({ padding: vars.space.large, textAlign: 'center' });

export const stateContent = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
});

export const spacer = style({ padding: 0, border: 0 });
