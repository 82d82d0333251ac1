import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const c = vars.color;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    borderRadius: vars.radius.full,
    borderWidth: 1,
    borderStyle: 'solid',
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: {
        background: c.background.neutralSoft,
        color: c.foreground.secondary,
        borderColor: c.border.standard,
      },
      brand: { background: c.background.brandSoft, color: c.foreground.brand, borderColor: c.border.brand },
      positive: {
        background: c.background.positiveSoft,
        color: c.foreground.positive,
        borderColor: c.border.positive,
      },
      caution: {
        background: c.background.cautionSoft,
        color: c.foreground.caution,
        borderColor: c.border.caution,
      },
      critical: {
        background: c.background.criticalSoft,
        color: c.foreground.critical,
        borderColor: c.border.critical,
      },
      info: { background: c.background.infoSoft, color: c.foreground.info, borderColor: c.border.info },
    },
    size: {
      small: {
        fontSize: vars.fontSize.xsmall,
        lineHeight: vars.lineHeight.xsmall,
        paddingInline: vars.space.small,
      },
      medium: {
        fontSize: vars.fontSize.small,
        lineHeight: vars.lineHeight.small,
        paddingInline: vars.space.small,
        paddingBlock: vars.space.xxsmall,
      },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'medium' },
});
