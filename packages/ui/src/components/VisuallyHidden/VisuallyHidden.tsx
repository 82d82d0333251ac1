import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../private/cx';
import { visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Render as a `div` when the hidden content is block-level. */
  as?: 'span' | 'div';
  /** What screen readers announce, e.g. a hidden label or '(mở trong thẻ mới)'. */
  children?: ReactNode;
}

/** Content that screen readers announce but that takes no space on screen. */
export function VisuallyHidden({ as: Component = 'span', className, ...props }: VisuallyHiddenProps) {
  return <Component className={cx(visuallyHidden, className)} {...props} />;
}
