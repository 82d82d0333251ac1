import { mediaQuery, vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';

/** The search box grows to fill the toolbar's row, up to a readable width; on a phone it takes a row of its own. */
export const search = style({
  flex: '1 1 16rem',
  minWidth: 0,
  '@media': { [mediaQuery.tablet]: { maxWidth: '26rem' } },
});

/** A select beside the search (a status): its own width; on a phone it fills the row under the search. */
export const toolbarSelect = style({
  flex: '1 1 11rem',
  minWidth: '11rem',
  '@media': { [mediaQuery.tablet]: { flex: '0 1 13rem' } },
});

/** Long names wrap onto two lines at most instead of widening the table (the whole name in the title). */
export const clampedCell = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minWidth: '7rem',
  maxWidth: '16rem',
});

/** Column headers of two words or more may take two lines, so that many columns fit beside the sidebar. */
export const wrappingHeader = style({ whiteSpace: 'normal' });

/** A manual sync's button, with what it says about the last run and the connection under it. */
export const syncBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  '@media': { [mediaQuery.tablet]: { alignItems: 'flex-end' } },
});

/* The filter drawer */

export const filterForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const drawerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  width: '100%',
});

export const checkboxGroup = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const groupLegend = style({ padding: 0, marginBottom: vars.space.xsmall });
