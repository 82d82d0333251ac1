import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { listItem } from '../private/popover.css';

/** The floating list; the look comes from the shared popover surface, this only sets its extent. */
export const menu = style({
  minWidth: '13.5rem',
  maxWidth: 'min(20rem, calc(100vw - 2rem))',
  opacity: 0,
  transform: 'translateY(-2px)',
  transition: `opacity ${vars.duration.fast} ease-out, transform ${vars.duration.fast} ease-out`,
  selectors: { '&[data-enter]': { opacity: 1, transform: 'none' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none', transform: 'none' } },
});

/** One action. `critical` marks destructive actions (e.g. 'Đăng xuất'), in colour and on hover. */
export const menuItem = recipe({
  base: [
    listItem,
    {
      width: '100%',
      fontSize: vars.fontSize.standard,
      lineHeight: vars.lineHeight.standard,
      selectors: {
        '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.border.focus}` },
      },
    },
  ],
  variants: {
    tone: {
      neutral: { color: vars.color.foreground.text },
      critical: {
        color: vars.color.foreground.critical,
        selectors: { '&[data-active-item]': { background: vars.color.background.criticalSoft } },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const itemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: 'inherit',
  opacity: 0.85,
});

export const itemLabel = style({ flex: 1, minWidth: 0 });

/** The check of a radio item; it keeps its space when unchecked so labels line up. */
export const itemCheck = style({
  display: 'inline-flex',
  width: 16,
  flexShrink: 0,
  color: vars.color.foreground.brand,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.small,
  marginBottom: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  cursor: 'default',
});

export const separator = style({
  height: 1,
  marginBlock: vars.space.xsmall,
  marginInline: `calc(-1 * ${vars.space.xsmall})`,
  border: 'none',
  background: vars.color.border.subtle,
});
