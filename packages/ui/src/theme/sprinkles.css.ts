import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints } from './tokens';
import { vars } from './vars.css';

const space = vars.space;

/** `min-width` media queries for each breakpoint above mobile. */
export const mediaQuery = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
} as const;

/** The keyword values of the layout props, shared with the props table of `Box` (its docs page lists them). */
export const layoutKeywords = {
  display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
  flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
  flexWrap: ['wrap', 'nowrap'],
  alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
  justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
  textAlign: ['left', 'center', 'right'],
  position: ['relative', 'absolute', 'fixed', 'sticky'],
  overflow: ['hidden', 'auto', 'visible'],
  borderStyle: ['solid', 'dashed'],
  cursor: ['default', 'pointer'],
} as const;

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQuery.tablet },
    desktop: { '@media': mediaQuery.desktop },
    wide: { '@media': mediaQuery.wide },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop', 'wide'],
  properties: {
    display: layoutKeywords.display,
    flexDirection: layoutKeywords.flexDirection,
    flexWrap: layoutKeywords.flexWrap,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: layoutKeywords.alignItems,
    justifyContent: layoutKeywords.justifyContent,
    gap: space,
    columnGap: space,
    rowGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    textAlign: layoutKeywords.textAlign,
    width: { full: '100%', auto: 'auto' },
    gridTemplateColumns: {
      1: 'repeat(1, minmax(0, 1fr))',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
    },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** Colours change by interaction state: hover, keyboard focus and disabled. */
const colorProperties = defineProperties({
  conditions: {
    default: {},
    hover: { selector: '&:hover:not(:disabled, [aria-disabled="true"])' },
    focus: { selector: '&:focus-visible' },
    disabled: { selector: '&:disabled, &[aria-disabled="true"]' },
  },
  defaultCondition: 'default',
  properties: {
    color: vars.color.foreground,
    background: vars.color.background,
    borderColor: vars.color.border,
  },
});

const staticProperties = defineProperties({
  properties: {
    position: layoutKeywords.position,
    overflow: layoutKeywords.overflow,
    borderRadius: vars.radius,
    borderWidth: { none: '0', standard: '1px', large: '2px' },
    borderStyle: layoutKeywords.borderStyle,
    boxShadow: vars.shadow,
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    minWidth: { 0: '0' },
    cursor: layoutKeywords.cursor,
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colorProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
