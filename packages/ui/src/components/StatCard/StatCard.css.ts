import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const c = vars.color;

/** The tone's colours, set once on the card and read by its value and icon. */
const accent = createVar();
const accentSoft = createVar();

const tone = (foreground: string, background: string) => ({
  vars: { [accent]: foreground, [accentSoft]: background },
});

export const statCard = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.medium,
    padding: vars.space.large,
    background: c.background.surface,
    border: `1px solid ${c.border.standard}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.small,
    minWidth: 0,
  },
  variants: {
    tone: {
      neutral: tone(c.foreground.text, c.background.neutralSoft),
      brand: tone(c.foreground.brand, c.background.brandSoft),
      positive: tone(c.foreground.positive, c.background.positiveSoft),
      caution: tone(c.foreground.caution, c.background.cautionSoft),
      critical: tone(c.foreground.critical, c.background.criticalSoft),
      info: tone(c.foreground.info, c.background.infoSoft),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: c.foreground.secondary,
});

export const value = style({
  color: accent,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.xxlarge,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  color: c.foreground.secondary,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: vars.radius.large,
  background: accentSoft,
  color: accent,
  selectors: { '[data-tone="neutral"] &': { color: c.foreground.secondary } },
});

export const valueSkeleton = style({ width: '4ch', height: vars.lineHeight.xxlarge });
