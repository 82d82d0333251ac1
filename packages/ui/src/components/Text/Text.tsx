import type { HTMLAttributes, LabelHTMLAttributes, ReactNode } from 'react';
import { cx } from '../private/cx';
import { text } from './Text.css';

export const textSizes = ['xsmall', 'small', 'standard', 'large'] as const;
export const textTones = [
  'neutral',
  'secondary',
  'muted',
  'brand',
  'critical',
  'positive',
  'caution',
  'info',
  'inherit',
] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number];

export interface TextProps
  extends HTMLAttributes<HTMLElement>,
    Pick<LabelHTMLAttributes<HTMLLabelElement>, 'htmlFor'> {
  /** The element, for its meaning: `p` for a paragraph, `label` with `htmlFor`, `time`, `dt`/`dd` in a list of facts. */
  as?: 'span' | 'p' | 'div' | 'label' | 'strong' | 'em' | 'small' | 'time' | 'dt' | 'dd';
  /** A step of the type scale: `standard` 14 px (body), `small` 13 px (tables, help text), `xsmall` 12 px (meta), `large` 16 px. */
  size?: TextSize;
  /** Colour by role: `neutral` content, `secondary` descriptions, `muted` meta; a status tone only for a state; `inherit` inside a coloured parent. */
  tone?: TextTone;
  /** Hierarchy before size: `medium` for labels, `semibold` for titles and totals. */
  weight?: TextWeight;
  /** Text alignment; `right` for amounts outside a table column. */
  align?: 'left' | 'center' | 'right';
  /** The text. */
  children?: ReactNode;
  /** One line, cut with an ellipsis. */
  truncate?: boolean;
  /** Tabular figures, so amounts line up in columns. */
  numeric?: boolean;
}

/** Body text in the type scale. */
export function Text({
  as: Component = 'span',
  size,
  tone,
  weight,
  align,
  truncate,
  numeric,
  className,
  ...props
}: TextProps) {
  return (
    <Component className={cx(text({ size, tone, weight, align, truncate, numeric }), className)} {...props} />
  );
}
