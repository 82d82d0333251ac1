import { mediaQuery, vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const syncBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  '@media': { [mediaQuery.tablet]: { alignItems: 'flex-end' } },
});

/** Three cards side by side from 768 px, stacked on a phone. */
export const stats = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.medium,
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const search = style({
  width: '100%',
  '@media': { [mediaQuery.tablet]: { maxWidth: '26rem' } },
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
