import type { HTMLAttributes, LabelHTMLAttributes } from 'react';
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
  as?: 'span' | 'p' | 'div' | 'label' | 'strong' | 'em' | 'small' | 'time' | 'dt' | 'dd';
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  align?: 'left' | 'center' | 'right';
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
