import { vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
