import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const c = vars.color;

/** The fieldset that holds the label, the drop zone, the description and the error. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const dropZone = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.small,
    padding: vars.space.large,
    border: `1px dashed ${c.border.field}`,
    borderRadius: vars.radius.large,
    background: c.background.subtle,
    color: c.foreground.secondary,
    textAlign: 'center',
    transition: `border-color ${vars.duration.fast}, background ${vars.duration.fast}`,
    selectors: {
      '&[data-dragging]': { borderColor: c.border.brand, background: c.background.brandSoft },
      '&[data-disabled]': {
        background: c.background.disabled,
        color: c.foreground.disabled,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    invalid: { true: { borderColor: c.border.critical }, false: {} },
    size: {
      compact: {
        flexDirection: 'row',
        flexWrap: 'wrap',
        justifyContent: 'center',
        padding: vars.space.medium,
      },
      standard: {},
    },
  },
  defaultVariants: { invalid: false, size: 'standard' },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  background: c.background.surface,
  color: c.foreground.brand,
  selectors: {
    '[data-disabled] &': { color: c.foreground.disabled },
    '[data-size="compact"] &': { display: 'none' },
  },
});

export const hint = style({ fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small });
