import { mediaQuery, vars } from '@pharmacy/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import {
  bareListRule,
  clusterRule,
  framedRule,
  stackRule,
  tabletGridRule,
} from '../../../shared/layoutRules';

/** A field and what belongs under it (a retry button). */
export const field = style(stackRule('small', { alignItems: 'flex-start' }));
globalStyle(`${field} > *:first-child`, { alignSelf: 'stretch' });

/** The partner drawer: the form on the left, the summary on the right from the desktop width up. */
export const partnerLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  '@media': {
    [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
  },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.foreground.text,
});

/** The product picker: a search box over a scrolling list of checkboxes. */
export const picker = style(
  stackRule('small', framedRule('medium', { background: vars.color.background.surface })),
);

export const productList = style({
  ...bareListRule,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: '22rem',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const productItem = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xsmall,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
});

export const pickerMessage = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  color: vars.color.foreground.secondary,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

export const pickerFooter = style(
  clusterRule('small', { alignItems: 'center', justifyContent: 'space-between' }),
);

/** The summary of a partner order: chosen lines, then the totals. */
export const summary = style(
  stackRule(
    'medium',
    framedRule('large', {
      background: vars.color.background.subtle,
      minWidth: 0,
      // Beside a long product list the totals stay in view while the list scrolls.
      '@media': { [mediaQuery.desktop]: { position: 'sticky', top: 0 } },
    }),
  ),
);

export const summaryLines = style(stackRule('small', bareListRule));

export const summaryLine = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"name remove" "quantity total"',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const lineName = style({ gridArea: 'name', display: 'flex', flexDirection: 'column', minWidth: 0 });
export const lineRemove = style({ gridArea: 'remove', justifySelf: 'end' });
export const lineQuantity = style({ gridArea: 'quantity', maxWidth: '9rem' });
export const lineTotal = style({ gridArea: 'total', justifySelf: 'end', textAlign: 'end' });

/** Long Vietnamese product names wrap instead of pushing the quantity out of the drawer. */
export const wrapText = style({ overflowWrap: 'anywhere' });

export const totals = style(
  stackRule('xsmall', {
    paddingTop: vars.space.medium,
    borderTop: `1px solid ${vars.color.border.standard}`,
  }),
);

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const errorText = style({
  margin: 0,
  color: vars.color.foreground.critical,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

/** The batch dialog: its fields stacked, the lot editor under them. */
export const batchForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const batchFields = style(
  tabletGridRule('repeat(2, minmax(0, 1fr))', vars.space.large, { gridTemplateColumns: 'minmax(0, 1fr)' }),
);

/** A toast's detail lines (the reasons an order was refused). */
export const toastList = style({
  margin: 0,
  marginBlock: vars.space.xsmall,
  paddingInlineStart: vars.space.large,
});
