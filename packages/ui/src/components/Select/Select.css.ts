import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/**
 * The button that shows the chosen option. It wears the shared `input()` look (size, focus, invalid and
 * disabled states); this adds the layout of a value and a chevron.
 */
export const selectTrigger = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    textAlign: 'start',
    cursor: 'pointer',
    paddingInlineEnd: vars.space.small,
    selectors: {
      '&[aria-expanded="true"]': { borderColor: vars.color.border.focus },
    },
  },
  variants: {
    /** Nothing chosen: the placeholder shows, muted like an input's placeholder. */
    empty: {
      true: { color: vars.color.foreground.muted },
      false: {},
    },
  },
  defaultVariants: { empty: false },
});

export const triggerValue = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

export const triggerLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const chevron = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.foreground.muted });

/** The content of one option, shared by Select and Combobox: a check, the label with its badge, a description. */
export const optionCheck = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: 16,
  color: vars.color.foreground.brand,
  alignSelf: 'flex-start',
  marginBlockStart: 2,
});

export const optionBody = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const optionLabelRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

export const optionLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const optionBadge = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontWeight: vars.fontWeight.regular,
});

export const optionDescription = style({
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  color: vars.color.foreground.secondary,
  fontWeight: vars.fontWeight.regular,
});
