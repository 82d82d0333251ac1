import { mediaQuery, vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';

/** Three cards side by side from 768 px, stacked on a phone. */
export const stats = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.medium,
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const branchCell = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: '10rem',
});

export const addressCell = style({ display: 'block', minWidth: '12rem', maxWidth: '20rem' });

export const rowActions = style({ display: 'flex', justifyContent: 'flex-end' });

/** 'Chưa có số điện thoại' may wrap: the column is sized for a phone number, not for the words in its place. */
export const missingPhone = style({ display: 'inline-block', minWidth: '6rem', whiteSpace: 'normal' });
