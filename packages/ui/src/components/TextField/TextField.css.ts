import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** A short unit written after the value (e.g. 'viên', 'hộp'); it never takes the pointer from the input. */
export const unit = style({
  paddingInlineEnd: vars.space.small,
  fontSize: vars.fontSize.small,
  color: vars.color.foreground.muted,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});
