import { vars } from '@pharmacy/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/*
 * On screen the order is an A4 sheet (210 mm wide) on the page's background; on paper it is the page itself: the
 * toolbar, the sheet's frame and its shadow are not printed. The sheet is always in the light theme, as paper is.
 */

const print = 'print';

export const page = style({
  minHeight: '100vh',
  background: vars.color.background.body,
  '@media': { [print]: { minHeight: 0, background: 'none' } },
});

export const toolbar = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.large}`,
  background: vars.color.background.surface,
  borderBottom: `1px solid ${vars.color.border.standard}`,
  '@media': { [print]: { display: 'none' } },
});

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.foreground.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

export const main = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.large,
  '@media': { [print]: { display: 'block', padding: 0 } },
});

export const sheet = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '210mm',
  minHeight: '297mm',
  padding: '14mm 12mm',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  background: vars.color.background.surface,
  color: vars.color.foreground.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  boxShadow: vars.shadow.medium,
  '@media': {
    [print]: { maxWidth: 'none', minHeight: 0, padding: 0, boxShadow: 'none' },
    'screen and (max-width: 767px)': { minHeight: 0, padding: vars.space.medium },
  },
});
globalStyle(`${sheet} p`, { margin: 0 });

export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.large,
  paddingBottom: vars.space.medium,
  borderBottom: `2px solid ${vars.color.foreground.text}`,
});

export const pharmacy = style({
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

export const titleBlock = style({ textAlign: 'end', flexShrink: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
});

export const muted = style({ display: 'block', color: vars.color.foreground.secondary });

export const none = style({ color: vars.color.foreground.secondary });

export const parties = style({
  display: 'grid',
  gridTemplateColumns: '3fr 2fr',
  gap: vars.space.large,
  '@media': { 'screen and (max-width: 767px)': { gridTemplateColumns: '1fr' } },
});

export const facts = style({ display: 'grid', alignContent: 'start', gap: vars.space.xsmall, margin: 0 });

export const fact = style({ display: 'grid', gridTemplateColumns: '8.5rem 1fr', gap: vars.space.small });

export const factLabel = style({ color: vars.color.foreground.secondary });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const tableScroll = style({
  overflowX: 'auto',
  '@media': { [print]: { overflow: 'visible' } },
});

export const lines = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${lines} th, ${lines} td`, {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border.strong}`,
  verticalAlign: 'top',
  textAlign: 'start',
});
globalStyle(`${lines} thead th`, {
  background: vars.color.background.subtle,
  fontWeight: vars.fontWeight.semibold,
  // Printers drop backgrounds unless asked: the header row keeps its tint on paper.
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});
// A line is never split across two sheets; a long order repeats its column headings on each.
globalStyle(`${lines} tr`, { breakInside: 'avoid' });
globalStyle(`${lines} thead`, { display: 'table-header-group' });

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBottom: vars.space.xsmall,
  fontWeight: vars.fontWeight.semibold,
});

export const numeric = style({});
globalStyle(`${lines} ${numeric}`, {
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const productName = style({ display: 'block', minWidth: '9rem', fontWeight: vars.fontWeight.medium });

export const lotList = style({ margin: 0, padding: 0, listStyle: 'none', whiteSpace: 'nowrap' });

export const totalLabel = style({});
globalStyle(`${lines} ${totalLabel}`, { textAlign: 'end', fontWeight: vars.fontWeight.semibold });

export const total = style({ fontWeight: vars.fontWeight.bold });

export const notes = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const signatures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.large,
  marginTop: vars.space.large,
  textAlign: 'center',
  breakInside: 'avoid',
});

export const signature = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const signatureTitle = style({ fontWeight: vars.fontWeight.bold, textTransform: 'uppercase' });

/** Room to sign above the name. */
export const signatureName = style({ marginTop: '22mm', fontWeight: vars.fontWeight.medium });

export const printedAt = style({
  marginTop: 'auto',
  color: vars.color.foreground.secondary,
  fontSize: vars.fontSize.xsmall,
  textAlign: 'end',
});
