import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const columns = createVar();

/** The fieldset around the two pickers; `stacked` for narrow places such as a filter drawer. */
export const dateRangePicker = recipe({
  base: {
    border: 0,
    padding: 0,
    margin: 0,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
  },
  variants: {
    layout: {
      inline: { vars: { [columns]: 'repeat(auto-fit, minmax(11rem, 1fr))' } },
      stacked: { vars: { [columns]: '1fr' } },
    },
  },
  defaultVariants: { layout: 'inline' },
});

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xsmall });

export const parts = style({ display: 'grid', gap: vars.space.medium, gridTemplateColumns: columns });

/** The one-click ranges: a wrapping row of small buttons above the fields. */
export const presets = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  minWidth: 0,
  margin: 0,
  marginBlockEnd: vars.space.xsmall,
  padding: 0,
  border: 0,
});
