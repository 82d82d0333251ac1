import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const c = vars.color;

/** The tone's strong colour, set on the banner and read by its icon. */
const accent = createVar();

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    padding: vars.space.medium,
    borderWidth: 1,
    borderStyle: 'solid',
    borderRadius: vars.radius.large,
    color: vars.color.foreground.text,
  },
  variants: {
    tone: {
      positive: {
        background: c.background.positiveSoft,
        borderColor: c.border.positive,
        vars: { [accent]: c.foreground.positive },
      },
      info: {
        background: c.background.infoSoft,
        borderColor: c.border.info,
        vars: { [accent]: c.foreground.info },
      },
      caution: {
        background: c.background.cautionSoft,
        borderColor: c.border.caution,
        vars: { [accent]: c.foreground.caution },
      },
      critical: {
        background: c.background.criticalSoft,
        borderColor: c.border.critical,
        vars: { [accent]: c.foreground.critical },
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({ display: 'inline-flex', paddingBlock: vars.space.xxsmall, color: accent });

export const content = style({
  display: 'flex',
  flex: 1,
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const title = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

export const description = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.foreground.secondary,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexShrink: 0,
  marginBlock: `calc(-1 * ${vars.space.xsmall})`,
});
