import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { headerCompact } from '../private/overlay.css';

/**
 * A panel on the left edge as wide as the expanded sidebar (16rem), leaving part of the page visible so the
 * backdrop can be tapped. It slides in from the left; reduced motion drops the transition (see overlay.css).
 */
export const sheet = recipe({
  base: {
    top: 0,
    left: 0,
    bottom: 0,
    height: 'var(--dialog-viewport-height, 100dvh)',
    width: vars.layout.sidebarExpanded,
    maxWidth: `calc(100vw - ${vars.space.xxxlarge})`,
    borderRight: `1px solid ${vars.color.border.standard}`,
    transform: 'translateX(-100%)',
    transition: `transform ${vars.duration.slow} cubic-bezier(0.32, 0.72, 0, 1)`,
    selectors: { '&[data-enter]': { transform: 'translateX(0)' } },
  },
});

/** Navigation lists reach closer to the edges of this narrow panel than dialog content does. */
export const body = style({ paddingInline: vars.space.small, paddingBlock: vars.space.small });

/**
 * A flush sheet holds content that brings its own header and edges (the sidebar): no padding, the content
 * fills the height, and the hidden title's header takes no room, so the close button sits over the content's
 * top row instead of above an empty band.
 */
export const flushPanel = style({});
export const flushBody = style({ padding: 0 });
globalStyle(`${flushBody} > div`, { height: '100%' });
globalStyle(`${flushPanel} > ${headerCompact}`, { position: 'absolute', minHeight: 0 });
