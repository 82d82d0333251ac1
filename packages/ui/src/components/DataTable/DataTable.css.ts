import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const container = recipe({
  base: {
    position: 'relative',
    width: '100%',
    // Lets the empty and error states centre in the part in view (`cqw`); the box is always as wide as its parent.
    containerType: 'inline-size',
    selectors: {
      '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focusRing },
    },
  },
  variants: {
    layout: {
      table: {
        // Wide tables scroll sideways on small screens instead of squeezing their columns.
        overflowX: 'auto',
        background: vars.color.background.surface,
        border: `1px solid ${vars.color.border.standard}`,
        borderRadius: vars.radius.large,
      },
      // Each card is its own surface; the box only holds them.
      cards: { borderRadius: vars.radius.large },
    },
  },
  defaultVariants: { layout: 'table' },
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

/**
 * Row heights per density. A table cell's height is its minimum, so a row holding a control is as tall as a row
 * of text and the list does not jump from row to row. Both fit the 32 px `small` size every form control has
 * (button, icon button, checkbox, number and money fields, select) with the cell's padding and rule.
 */
const rowHeight = { standard: 44, compact: 40 } as const;

/** Variants every kind of cell shares (header, row, summary row). */
const alignVariant = {
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
} as const;
const cellDensityVariant = {
  standard: { height: rowHeight.standard },
  // 2 px above and below: a 32 px control, the padding and the 1 px rule make 37 px, inside the 40.
  compact: { height: rowHeight.compact, paddingInline: vars.space.small, paddingBlock: vars.space.xxsmall },
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
    density: {
      standard: {},
      compact: { paddingInline: vars.space.small, paddingBlock: vars.space.xsmall },
    },
  },
  defaultVariants: { sticky: true, align: 'start', density: 'standard' },
});

/** The header's sort button: the header's text and the direction it is sorted in. */
export const sortButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    // A pointer target of at least 24 px (WCAG 2.5.8) in a 13 px header.
    minHeight: 24,
    padding: 0,
    border: 0,
    background: 'transparent',
    font: 'inherit',
    color: 'inherit',
    textAlign: 'inherit',
    cursor: 'pointer',
    borderRadius: vars.radius.small,
    selectors: {
      '&:hover, &[data-sorted]': { color: vars.color.foreground.text },
      '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focusRing },
    },
  },
  variants: {
    // The arrow goes before the text of an end-aligned column, so the text lines up with the amounts below.
    align: {
      start: {},
      center: {},
      end: { flexDirection: 'row-reverse' },
    },
  },
  defaultVariants: { align: 'start' },
});

/** The direction arrow; an unsorted column's two-way arrow is muted: it only says the column can be sorted. */
export const sortIcon = style({
  flexShrink: 0,
  selectors: { '&[data-direction="none"]': { color: vars.color.foreground.muted } },
});

/**
 * A row or card that opens on a press: it lights up under the pointer, and shows the keyboard's focus as a
 * 2 px ring on the selected background. `focused` selects the focused state (the row itself, or a card whose
 * title button has the focus).
 */
function opensOnPress(focused: string, outlineOffset: number) {
  return {
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.background.hover },
      [focused]: {
        outline: `2px solid ${vars.color.border.focus}`,
        outlineOffset,
        background: vars.color.background.selected,
      },
    },
  };
}

const sweep = keyframes({
  from: { opacity: 1, backgroundPosition: '-70% 0' },
  to: { opacity: 1, backgroundPosition: '170% 0' },
});

/**
 * The rows of an earlier view while the next one loads: a bar sweeps along the top edge (after a moment, so a
 * quick answer does not flicker) and the rows show the pointer as busy. The rows keep their colours: dimming them
 * would drop their text below the contrast it needs. The bar moves its background, never itself, so the box
 * never grows wider than the table.
 */
export const refreshing = style({
  cursor: 'progress',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      zIndex: 2,
      insetBlockStart: 0,
      insetInline: 0,
      blockSize: 3,
      backgroundImage: `linear-gradient(90deg, transparent, ${vars.color.background.brand}, transparent)`,
      backgroundSize: '40% 100%',
      backgroundRepeat: 'no-repeat',
      opacity: 0,
      animation: `${sweep} 1.2s ease-in-out 0.3s infinite`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: {
        '&::before': { animation: 'none', opacity: 1, backgroundSize: '100% 100%' },
      },
    },
  },
});

export const row = recipe({
  base: {
    background: vars.color.background.surface,
  },
  variants: {
    interactive: {
      true: opensOnPress('&:focus-visible', -2),
      false: {},
    },
  },
});

const cellBase = {
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
    density: cellDensityVariant,
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
    density: cellDensityVariant,
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

/* The narrow layout: a sort bar over a list of cards. */

/** The sortable columns as a row of buttons, since cards have no header to press. */
export const sortBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginBottom: vars.space.small,
});

export const sortBarLabel = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.foreground.secondary,
});

export const sortChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 32,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.full,
  background: vars.color.background.surface,
  color: vars.color.foreground.text,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background.hover },
    '&[data-sorted]': {
      borderColor: vars.color.border.brand,
      background: vars.color.background.brandSoft,
      color: vars.color.foreground.brand,
      fontWeight: vars.fontWeight.medium,
    },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focusRing },
  },
});

export const cardList = recipe({
  base: { listStyle: 'none', margin: 0, padding: 0, display: 'grid' },
  variants: {
    density: { standard: { gap: vars.space.small }, compact: { gap: vars.space.xsmall } },
  },
  defaultVariants: { density: 'standard' },
});

const cardSurface = {
  display: 'grid',
  minWidth: 0,
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.large,
  color: vars.color.foreground.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  // Long Vietnamese names wrap inside the card rather than widening it past a phone's edge.
  overflowWrap: 'anywhere',
} as const;

const cardDensity = {
  standard: { padding: vars.space.medium, gap: vars.space.small },
  compact: { paddingBlock: vars.space.small, paddingInline: vars.space.medium, gap: vars.space.xsmall },
};

export const card = recipe({
  base: cardSurface,
  variants: {
    interactive: {
      // The title button has the focus; the whole card shows it, as a focused table row does.
      true: opensOnPress('&:has(> [data-row-index]:focus-visible)', -1),
      false: {},
    },
    density: cardDensity,
  },
  defaultVariants: { interactive: false, density: 'standard' },
});

const cardTitleText = {
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.foreground.text,
} as const;

export const cardTitle = style({ ...cardTitleText, margin: 0 });

/** The card's title as the button that opens the row: it looks like the title, the card shows its focus. */
export const cardTitleButton = style({
  ...cardTitleText,
  display: 'block',
  width: '100%',
  minHeight: 24,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  // Not the `font` shorthand, which would reset the title's size and weight set above.
  fontFamily: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: 'none' } },
});

/** Label–value pairs: labels in a narrower column, values taking the rest and wrapping. */
export const cardFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  // A label lines up with its value's first line of text, a badge's too.
  alignItems: 'baseline',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
});

/** One pair; its children take the grid's two columns. */
export const cardField = style({ display: 'contents' });

export const cardLabel = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.foreground.secondary,
});

export const cardValue = recipe({
  base: { margin: 0, minWidth: 0 },
  variants: { numeric: { true: { fontVariantNumeric: 'tabular-nums' }, false: {} } },
  defaultVariants: { numeric: false },
});

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  paddingTop: vars.space.small,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

/** The totals under the cards, in the header's background like the table's summary row. */
export const cardSummary = recipe({
  base: { ...cardSurface, marginTop: vars.space.small, background: vars.color.background.subtle },
  variants: { density: cardDensity },
  defaultVariants: { density: 'standard' },
});

/** A card's placeholder lines while the list loads. */
export const cardSkeleton = style({ display: 'grid', gap: vars.space.small });

/** The empty and error states in the narrow layout: one card-like box, the message centred. */
export const cardState = style({
  ...cardSurface,
  justifyItems: 'center',
  padding: vars.space.large,
  textAlign: 'center',
});
