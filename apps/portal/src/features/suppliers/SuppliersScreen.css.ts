import { vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';
import { bareListRule, clusterRule, framedRule, stackRule, tabletGridRule } from '../../shared/layoutRules';

/* The page */

/* A section: its heading and buttons, then the cards and their pages */

/** The heading on the left, the section's buttons on the right; under the heading when they do not fit. */
export const sectionHeader = style(
  clusterRule('small', { alignItems: 'center', justifyContent: 'space-between' }),
);

export const sectionActions = style(clusterRule('small'));

/** As many columns of at least 18rem as fit: one on a phone, three beside the sidebar at 1280 px. */
export const grid = style({
  ...bareListRule,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.medium,
});

export const gridItem = style({ display: 'flex', minWidth: 0 });

/* A supplier card */

export const card = style(stackRule('medium', { width: '100%', minWidth: 0 }));

export const cardHeader = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.medium });

export const logo = style({ flexShrink: 0 });

export const titleBlock = style(stackRule('xxsmall', { minWidth: 0 }));

/** Long Vietnamese names wrap (never cut): the name is what staff look for. */
export const name = style({ margin: 0, overflowWrap: 'anywhere' });

export const badges = style(clusterRule('xsmall'));

export const description = style({ margin: 0, overflowWrap: 'anywhere' });

export const contacts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

/** A label and its value: the grid's cells, grouped for the markup only. */
export const contactRow = style({ display: 'contents' });

export const contactLabel = style({ color: vars.color.foreground.secondary });

export const contactValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

/** The card's last lines stay at its bottom, so cards of one row line up. */
export const cardFooter = style(
  stackRule('small', {
    marginTop: 'auto',
    paddingTop: vars.space.small,
    borderTop: `1px solid ${vars.color.border.subtle}`,
  }),
);

export const cardActions = style(
  clusterRule('small', { alignItems: 'center', justifyContent: 'space-between' }),
);

export const cardButtons = style(clusterRule('xsmall'));

/** The countdown keeps the button's width steady while its seconds change. */
export const syncButton = style({ fontVariantNumeric: 'tabular-nums' });

/* Loading */

export const skeletonCard = style(stackRule('medium', framedRule('large')));

export const skeletonHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

/* The create and edit sheet */

export const form = style(stackRule('large'));

export const logoRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.medium });

export const logoUpload = style({ flex: '1 1 auto', minWidth: 0 });

export const logoPreview = style(stackRule('xsmall', { alignItems: 'center' }));

/** Where the logo will show, before there is a name or a logo: the size of an xlarge avatar. */
export const logoPlaceholder = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 64,
  height: 64,
  borderRadius: '50%',
  border: `1px dashed ${vars.color.border.strong}`,
  color: vars.color.foreground.muted,
  background: vars.color.background.subtle,
});

/** Two fields a row from 768 px (phone and email), one on a phone. */
export const pair = style(tabletGridRule('1fr 1fr', vars.space.large));

/** Delete on the left, cancel and save on the right; stacked full width on a phone. */
export const sheetFooter = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'space-between',
  gap: vars.space.small,
  width: '100%',
});

export const sheetFooterEnd = style(clusterRule('small', { marginInlineStart: 'auto' }));
