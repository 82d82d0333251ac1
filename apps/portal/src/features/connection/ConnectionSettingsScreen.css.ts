import { mediaQuery, vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';
import { bareListRule, clusterRule, stackRule } from '../../shared/layoutRules';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  minWidth: 0,
  maxWidth: '44rem',
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const cardHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

export const typeIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  flexShrink: 0,
  borderRadius: vars.radius.large,
  background: vars.color.background.brandSoft,
  color: vars.color.foreground.brand,
});

export const cardTitle = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const form = style(stackRule('large'));

/** The buttons at the end of the card: full width and stacked on a phone, in a row on the right from 768 px. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.small,
  '@media': {
    [mediaQuery.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' },
  },
});

/** The full re-sync's kinds: one row each, separated by a line. */
export const kinds = style({ ...bareListRule, display: 'flex', flexDirection: 'column' });

/** A kind: its name and last full read on the left, its button on the right (below them on a narrow screen). */
export const kind = style({
  ...clusterRule('small', { alignItems: 'center', justifyContent: 'space-between' }),
  paddingBlock: vars.space.medium,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` },
  },
});

export const kindText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  flex: '1 1 14rem',
});

export const kindStatus = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});
