import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../private/cx';
import { badge } from './Badge.css';

export const badgeTones = ['neutral', 'brand', 'positive', 'caution', 'critical', 'info'] as const;
export const badgeSizes = ['small', 'medium'] as const;
export type BadgeTone = (typeof badgeTones)[number];
export type BadgeSize = (typeof badgeSizes)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Meaning of the status it names: e.g. `positive` for completed, `critical` for cancelled or expired. */
  tone?: BadgeTone;
  size?: BadgeSize;
  icon?: ReactNode;
}

/** A short status label. Colour repeats what the text says; it never carries meaning alone. */
export function Badge({
  tone = 'neutral',
  size = 'medium',
  icon,
  className,
  children,
  ...props
}: BadgeProps) {
  return (
    <span className={cx(badge({ tone, size }), className)} data-tone={tone} {...props}>
      {icon}
      {children}
    </span>
  );
}
