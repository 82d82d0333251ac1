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
  /** `small` (12 px text) beside titles and in the sidebar; `medium` (13 px) in tables. */
  size?: BadgeSize;
  /** A decorative icon before the text (hidden from assistive tech). */
  icon?: ReactNode;
  /** The status in one or two words, in sentence case, e.g. 'Đã giao'. */
  children?: ReactNode;
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
