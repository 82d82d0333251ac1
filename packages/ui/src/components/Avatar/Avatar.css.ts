import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const c = vars.color;

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      small: { width: 24, height: 24, fontSize: vars.fontSize.xsmall },
      medium: { width: 32, height: 32, fontSize: vars.fontSize.small },
      large: { width: 40, height: 40, fontSize: vars.fontSize.large },
      xlarge: { width: 64, height: 64, fontSize: vars.fontSize.xlarge },
    },
    tone: {
      brand: { background: c.background.brand, color: c.foreground.onBrand },
      neutral: {
        background: c.background.neutralSoft,
        color: c.foreground.secondary,
        boxShadow: `inset 0 0 0 1px ${c.border.standard}`,
      },
      info: { background: c.background.infoSoft, color: c.foreground.info },
    },
  },
  defaultVariants: { size: 'medium', tone: 'brand' },
});

/** Three initials ('NVA') step down a little to keep a margin inside the circle. */
export const initials = style({
  selectors: { '&[data-length="3"]': { fontSize: '0.8em', letterSpacing: '-0.02em' } },
});

/** The photo covers the initials once it has loaded; until then (or if it fails) the initials show. */
export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: { '&[data-status="loading"]': { opacity: 0 } },
});
