import { mediaQuery, vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';
import { clusterRule, lineClampRule, stackRule } from '../layoutRules';

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
export const clampedCell = style(lineClampRule(2, { minWidth: '7rem', maxWidth: '16rem' }));

/** Column headers of two words or more may take two lines, so that many columns fit beside the sidebar. */
export const wrappingHeader = style({ whiteSpace: 'normal' });

/** A manual sync's button, with what it says about the last run and the connection under it. */
export const syncBlock = style(
  stackRule('xsmall', {
    alignItems: 'flex-start',
    '@media': { [mediaQuery.tablet]: { alignItems: 'flex-end' } },
  }),
);

/* The filter drawer */

export const filterForm = style(stackRule('xlarge'));

export const drawerActions = style(clusterRule('small', { justifyContent: 'flex-end', width: '100%' }));

export const checkboxGroup = style(stackRule('xsmall', { border: 0, margin: 0, padding: 0, minWidth: 0 }));

export const groupLegend = style({ padding: 0, marginBottom: vars.space.xsmall });
