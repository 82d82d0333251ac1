import { mediaQuery, vars } from '@pharmacy/ui';
import type { StyleRule } from '@vanilla-extract/css';

/*
 * The few layouts every screen's styles repeat, as rules to spread or extend in a `style()`: one place says what a
 * stack, a cluster, a framed box or a phone-first grid is, and a screen's stylesheet says only what is its own.
 */

type Space = keyof typeof vars.space;

/** Parts one under the other, `gap` apart. */
export const stackRule = (gap: Space, rule: StyleRule = {}): StyleRule => ({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[gap],
  ...rule,
});

/** Parts side by side, `gap` apart, that wrap onto the next line where the width ends. */
export const clusterRule = (gap: Space, rule: StyleRule = {}): StyleRule => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[gap],
  ...rule,
});

/** A list without bullets or indent (the markup stays a list for screen readers). */
export const bareListRule: StyleRule = { listStyle: 'none', margin: 0, padding: 0 };

/** A box in the standard frame: its border, large corners and `padding` inside. */
export const framedRule = (padding: Space, rule: StyleRule = {}): StyleRule => ({
  padding: vars.space[padding],
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.large,
  ...rule,
});

/** One column on a phone; from 768 px the given columns. */
export const tabletGridRule = (columns: string, gap: string, rule: StyleRule = {}): StyleRule => ({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap,
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: columns } },
  ...rule,
});

/** Text cut after `lines` lines: give the element the whole text in its title. */
export const lineClampRule = (lines: number, rule: StyleRule = {}): StyleRule => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  ...rule,
});
