import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/**
 * Shared parts of every modal surface (Dialog, AlertDialog, Drawer, Sheet): the backdrop, the panel's
 * column layout, and its header / scrolling body / footer. Each component's own recipe only positions and
 * sizes the panel and chooses how it enters.
 */

const reducedMotion = '(prefers-reduced-motion: reduce)';

/** The dimmed page behind a modal. Ariakit sets `data-enter` once mounted, which fades it in. */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.background.overlay,
  opacity: 0,
  transition: `opacity ${vars.duration.standard} ease-out`,
  selectors: { '&[data-enter]': { opacity: 1 } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

/** The panel: a column whose body scrolls, so the header and footer actions stay in view. */
export const panel = style({
  position: 'fixed',
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background.surfaceRaised,
  color: vars.color.foreground.text,
  boxShadow: vars.shadow.large,
  outline: 'none',
  overflow: 'hidden',
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.xlarge,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  flexShrink: 0,
});

/** Room for the close button, which sits in the header's corner (it comes last in the tab order). */
export const headerWithClose = style({
  paddingInlineEnd: `calc(${vars.space.large} + 2.25rem)`,
});

/** With the title visually hidden, the header only keeps the close button's row free. */
export const headerCompact = style({
  minHeight: `calc(2 * ${vars.space.medium} + 2.25rem)`,
  paddingBlock: 0,
  borderBottom: 'none',
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: 1,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.foreground.text,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.foreground.secondary,
});

/** The close button, in the header's top corner; 2.25rem is the medium icon button's size. */
export const closeButton = style({
  position: 'absolute',
  top: vars.space.medium,
  insetInlineEnd: vars.space.medium,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.xlarge,
  outline: 'none',
  selectors: {
    // Only a scrolling body is focusable (see Modal), and then it needs a visible focus ring.
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.border.focus}` },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.xlarge,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surfaceRaised,
  flexShrink: 0,
});
