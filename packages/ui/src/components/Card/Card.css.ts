import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const card = recipe({
  base: {
    background: vars.color.background.surface,
    border: `1px solid ${vars.color.border.standard}`,
    borderRadius: vars.radius.large,
    color: vars.color.foreground.text,
    minWidth: 0,
  },
  variants: {
    padding: {
      none: {},
      small: { padding: vars.space.medium },
      medium: { padding: vars.space.large },
      large: { padding: vars.space.xlarge },
    },
    elevation: {
      flat: {},
      raised: { boxShadow: vars.shadow.small },
    },
  },
  defaultVariants: { padding: 'medium', elevation: 'raised' },
});
