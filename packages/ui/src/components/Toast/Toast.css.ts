import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../theme/sprinkles.css';
import { vars } from '../../theme/vars.css';

const c = vars.color;

/** The tone's icon colour, set on the toast and read by its icon. */
const accent = createVar();

const enter = keyframes({
  from: { opacity: 0, transform: 'translateX(calc(100% + 16px))' },
  to: { opacity: 1, transform: 'translateX(0)' },
});

export const region = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    insetInline: vars.space.medium,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    outline: 'none',
    '@media': {
      [mediaQuery.tablet]: { insetInlineStart: 'auto', insetInlineEnd: vars.space.xlarge, width: '24rem' },
    },
  },
  variants: {
    placement: {
      'bottom-end': {
        bottom: vars.space.medium,
        '@media': { [mediaQuery.tablet]: { bottom: vars.space.xlarge } },
      },
      'bottom-start': {
        bottom: vars.space.medium,
        '@media': {
          [mediaQuery.tablet]: {
            bottom: vars.space.xlarge,
            insetInlineStart: vars.space.xlarge,
            insetInlineEnd: 'auto',
          },
        },
      },
      'top-end': { top: vars.space.medium, '@media': { [mediaQuery.tablet]: { top: vars.space.xlarge } } },
      // The last resort over a modal: its title. On a phone the stack stops short of the close button.
      'top-start': {
        top: vars.space.medium,
        insetInlineEnd: `calc(${vars.space.medium} + 3rem)`,
        '@media': {
          [mediaQuery.tablet]: {
            top: vars.space.xlarge,
            insetInlineStart: vars.space.xlarge,
            insetInlineEnd: 'auto',
          },
        },
      },
    },
  },
  defaultVariants: { placement: 'bottom-end' },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    padding: vars.space.medium,
    borderWidth: 1,
    borderStyle: 'solid',
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    touchAction: 'pan-y',
    animation: `${enter} ${vars.duration.slow} ease-out`,
    transition: `transform ${vars.duration.standard} ease-out, opacity ${vars.duration.standard} ease-out`,
    selectors: { '&[data-swiping]': { transition: 'none', cursor: 'grabbing' } },
  },
  variants: {
    tone: {
      success: {
        background: c.background.surfaceRaised,
        color: c.foreground.text,
        borderColor: c.border.standard,
        vars: { [accent]: c.foreground.positive },
      },
      info: {
        background: c.background.surfaceRaised,
        color: c.foreground.text,
        borderColor: c.border.standard,
        vars: { [accent]: c.foreground.info },
      },
      error: {
        background: c.background.critical,
        color: c.foreground.onSolid,
        borderColor: c.background.critical,
        vars: { [accent]: c.foreground.onSolid },
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

const onError = '[data-tone="error"] &';

export const icon = style({ display: 'inline-flex', paddingBlock: vars.space.xxsmall, color: accent });

export const content = style({
  display: 'flex',
  flex: 1,
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

export const description = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: c.foreground.secondary,
  whiteSpace: 'pre-line',
  selectors: { [onError]: { color: 'inherit' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
  marginBlock: `calc(-1 * ${vars.space.xxsmall})`,
});

/** Buttons on the destructive background keep its text colour instead of the neutral one. */
export const closeButton = style({
  selectors: {
    [onError]: { color: 'inherit' },
    [`${onError}:hover:not(:disabled)`]: { background: c.background.criticalHover },
  },
});
