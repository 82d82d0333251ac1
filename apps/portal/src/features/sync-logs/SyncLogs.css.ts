import { vars } from '@pharmacy/ui';
import { style } from '@vanilla-extract/css';

export const jsonHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/** The raw record keeps its indentation and scrolls both ways inside the dialog. */
export const json = style({
  margin: 0,
  padding: vars.space.medium,
  maxHeight: '55vh',
  overflow: 'auto',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  whiteSpace: 'pre',
  color: vars.color.foreground.text,
  background: vars.color.background.subtle,
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.medium,
});

export const jsonFrame = style({ minWidth: 0 });
