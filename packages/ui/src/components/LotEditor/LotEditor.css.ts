import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../theme/sprinkles.css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const product = style({
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  overflow: 'hidden',
});

export const productHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  // A phone puts the unit choice under the product's name rather than over it.
  flexWrap: 'wrap',
  gap: vars.space.small,
  padding: vars.space.medium,
  background: vars.color.background.subtle,
  borderBottom: `1px solid ${vars.color.border.standard}`,
});

export const productName = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: '1 1 12rem',
});

/** The unit choice beside the product's name (under it on a phone), beside the remove button. */
export const unitSelect = style({ flex: '1 1 10rem', maxWidth: '16rem', minWidth: '8rem' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  selectors: { '& + &': { borderTop: `1px dashed ${vars.color.border.standard}` } },
});

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

/** A section's heading and the hint under it, beside the add button (above it when the row is narrow). */
export const sectionTitle = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 16rem',
  minWidth: 0,
});

/** The add button, with the reason it is disabled written before it. */
export const addAction = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
});

export const lotRow = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: vars.space.small,
    alignItems: 'start',
    padding: vars.space.small,
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.border.subtle}`,
    '@media': {
      [mediaQuery.tablet]: {
        // The line total takes only its width (at least 7rem), so the fields, not an empty band, use the row. The
        // expiry holds a whole 'dd-MM-yyyy' beside its calendar button; the minimums fit a 768 px dialog.
        gridTemplateColumns:
          'minmax(7rem, 1.2fr) minmax(7rem, 1fr) minmax(5rem, 0.7fr) minmax(9.5rem, 1.1fr) minmax(7rem, auto) auto',
      },
    },
  },
  variants: {
    expired: {
      true: {
        background: vars.color.background.criticalSoft,
        borderColor: vars.color.border.critical,
      },
      false: {},
    },
  },
});

export const lineTotal = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [mediaQuery.tablet]: { alignItems: 'flex-end' } },
});

export const lineTotalLabel = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.foreground.text,
});

export const lineTotalValue = style({
  minHeight: 36,
  display: 'flex',
  alignItems: 'center',
  fontWeight: vars.fontWeight.medium,
});

export const removeCell = style({
  display: 'flex',
  alignItems: 'flex-end',
  '@media': { [mediaQuery.tablet]: { paddingTop: 22 } },
});

export const lockedLot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const lockedValue = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 36,
  fontWeight: vars.fontWeight.semibold,
});

export const totals = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.large,
  flexWrap: 'wrap',
  padding: vars.space.medium,
  borderTop: `1px solid ${vars.color.border.standard}`,
  fontVariantNumeric: 'tabular-nums',
});

export const grandTotals = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xlarge,
  flexWrap: 'wrap',
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.color.background.brandSoft,
  color: vars.color.foreground.text,
  fontVariantNumeric: 'tabular-nums',
});

export const emptyText = style({ fontSize: vars.fontSize.small, color: vars.color.foreground.muted });
