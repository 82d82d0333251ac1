import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const count = style({ marginInlineStart: vars.space.xxsmall });
