import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const c = vars.color;

/** Solid, soft, outline and ghost looks for one tone's colours. */
function toneStyles(tone: {
  solid: string;
  solidHover: string;
  onSolid: string;
  soft: string;
  text: string;
  border: string;
}) {
  return {
    solid: {
      background: tone.solid,
      color: tone.onSolid,
      borderColor: tone.solid,
      selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': { background: tone.solidHover } },
    },
    // The tinted fill alone is too faint to see as a control (WCAG 1.4.11): the tone's edge outlines it.
    soft: {
      background: tone.soft,
      color: tone.text,
      borderColor: tone.border,
      selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': { filter: 'brightness(0.96)' } },
    },
    outline: {
      background: c.background.surface,
      color: tone.text,
      borderColor: tone.border,
      selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': { background: tone.soft } },
    },
    ghost: {
      background: 'transparent',
      color: tone.text,
      borderColor: 'transparent',
      selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': { background: tone.soft } },
    },
  };
}

const tones = {
  brand: toneStyles({
    solid: c.background.brand,
    solidHover: c.background.brandHover,
    onSolid: c.foreground.onBrand,
    soft: c.background.brandSoft,
    text: c.foreground.brand,
    border: c.border.brand,
  }),
  neutral: toneStyles({
    solid: c.background.neutral,
    solidHover: c.background.neutralHover,
    onSolid: c.foreground.onSolid,
    soft: c.background.neutralSoft,
    text: c.foreground.text,
    border: c.border.field,
  }),
  critical: toneStyles({
    solid: c.background.critical,
    solidHover: c.background.criticalHover,
    onSolid: c.foreground.onSolid,
    soft: c.background.criticalSoft,
    text: c.foreground.critical,
    border: c.border.critical,
  }),
  positive: toneStyles({
    solid: c.background.positive,
    solidHover: c.background.positiveHover,
    onSolid: c.foreground.onSolid,
    soft: c.background.positiveSoft,
    text: c.foreground.positive,
    border: c.border.positive,
  }),
};

type Tone = keyof typeof tones;
type Variant = keyof (typeof tones)['brand'];

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    borderWidth: 1,
    borderStyle: 'solid',
    borderRadius: vars.radius.medium,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    userSelect: 'none',
    transition: `background ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
    selectors: {
      '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focusRing },
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    tone: { brand: {}, neutral: {}, critical: {}, positive: {} },
    variant: { solid: {}, soft: {}, outline: {}, ghost: {} },
    size: {
      small: { height: 32, paddingInline: vars.space.medium, fontSize: vars.fontSize.small },
      medium: { height: 36, paddingInline: vars.space.large, fontSize: vars.fontSize.standard },
      large: { height: 44, paddingInline: vars.space.xlarge, fontSize: vars.fontSize.large },
    },
    square: {
      true: { paddingInline: 0, aspectRatio: '1 / 1' },
      false: {},
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  compoundVariants: (Object.keys(tones) as Tone[]).flatMap((tone) =>
    (Object.keys(tones[tone]) as Variant[]).map((variant) => ({
      variants: { tone, variant },
      style: tones[tone][variant],
    })),
  ),
  defaultVariants: { tone: 'brand', variant: 'solid', size: 'medium', square: false, fullWidth: false },
});

export const iconSlot = style({ display: 'inline-flex' });
