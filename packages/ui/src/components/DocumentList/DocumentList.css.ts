import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const c = vars.color;

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    minWidth: 0,
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    border: `1px solid ${c.border.standard}`,
    borderRadius: vars.radius.medium,
    background: c.background.surface,
    transition: `background ${vars.duration.standard}`,
  },
  variants: {
    deleting: { true: { background: c.background.subtle, borderStyle: 'dashed' }, false: {} },
  },
  defaultVariants: { deleting: false },
});

export const fileIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 36,
  height: 36,
  borderRadius: vars.radius.medium,
  background: c.background.brandSoft,
  color: c.foreground.brand,
});

export const info = style({ display: 'flex', flex: 1, flexDirection: 'column', minWidth: 0 });

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

export const meta = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  color: c.foreground.secondary,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  flexShrink: 0,
});

export const empty = style({
  margin: 0,
  padding: vars.space.medium,
  border: `1px dashed ${c.border.standard}`,
  borderRadius: vars.radius.medium,
  color: c.foreground.secondary,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  textAlign: 'center',
  outline: 'none',
});

export const confirmFile = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
