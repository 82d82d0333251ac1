import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../private/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /** `text` lines take the current font size; `rect` and `circle` need a size. */
  shape?: SkeletonShape;
  /** Number of text lines (text only); the last of several is shorter. */
  lines?: number;
  /** CSS width: a number is px, a string any length ('60%', '12rem'). Defaults to the container's width. */
  width?: number | string;
  /** CSS height (rect and circle). A circle takes its width when unset. */
  height?: number | string;
  /** Classes for the placeholder, e.g. to place it in a grid. */
  className?: string;
}

/**
 * A placeholder in the shape of content that is loading. Always hidden from assistive tech: wrap skeletons in
 * a `SkeletonGroup` so screen readers hear the loading label once, not once per shape. The pulse stops
 * when the user prefers reduced motion. Plain React, no engine.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, className }: SkeletonProps) {
  const size: CSSProperties = { width, height: shape === 'text' ? undefined : height };
  if (shape === 'text' && lines > 1) {
    return (
      <span className={cx(styles.lines, className)} style={{ width }} aria-hidden="true" data-shape={shape}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            // Lines are identical and never reorder.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className={cx(styles.skeleton({ shape }), index === lines - 1 && styles.lastLine)}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={cx(styles.skeleton({ shape }), className)}
      style={size}
      aria-hidden="true"
      data-shape={shape}
    />
  );
}

export interface SkeletonGroupProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /** Announced once for the whole group, e.g. 'Đang tải...'. */
  label?: string;
  children: ReactNode;
}

/**
 * Holds the skeletons of one loading area: a polite status that says `label` once, while the shapes
 * themselves stay silent.
 */
export function SkeletonGroup({ label = 'Loading…', className, children, ...props }: SkeletonGroupProps) {
  return (
    <div role="status" className={cx(styles.group, className)} {...props}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
