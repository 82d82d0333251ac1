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
  // Lets the empty and error states centre in the part in view (`cqw`); the box is always as wide as its parent.
  containerType: 'inline-size',
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

/** Variants every kind of cell shares (header, row, summary row). */
const alignVariant = {
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
} as const;
const densityVariant = {
  standard: {},
  compact: { paddingInline: vars.space.small },
};
const numericVariant = {
  true: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  false: {},
} as const;

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
    align: alignVariant,
    density: densityVariant,
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

const cellBase = {
  height: rowHeight,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  verticalAlign: 'middle',
  color: vars.color.foreground.text,
} as const;

export const cell = recipe({
  base: { ...cellBase, borderBottom: `1px solid ${vars.color.border.subtle}` },
  variants: {
    align: alignVariant,
    numeric: numericVariant,
    fixedHeight: { true: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }, false: {} },
    density: densityVariant,
  },
  defaultVariants: { align: 'start', numeric: false, fixedHeight: false, density: 'standard' },
});

/** The summary row: set off from the rows by a stronger rule, in the header's background. */
export const footerCell = recipe({
  base: {
    ...cellBase,
    fontWeight: vars.fontWeight.semibold,
    background: vars.color.background.subtle,
    borderTop: `1px solid ${vars.color.border.standard}`,
  },
  variants: {
    align: alignVariant,
    numeric: numericVariant,
    density: densityVariant,
  },
  defaultVariants: { align: 'start', numeric: false, density: 'standard' },
});

/** Empty and error states sit centred under the header; their buttons keep their own width. */
export const stateCell = style({ padding: vars.space.large, textAlign: 'center' });

/**
 * Centred in the part of the table in view, not in its whole width: on a phone the columns scroll sideways and
 * the message would otherwise sit half out of sight. It sticks to the box's left edge as the columns scroll.
 */
export const stateContent = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  position: 'sticky',
  left: vars.space.large,
  // 100cqw: the width of the box in view (the container below is a size container on its inline axis).
  width: `calc(100cqw - 2 * ${vars.space.large})`,
});

export const spacer = style({ padding: 0, border: 0 });
