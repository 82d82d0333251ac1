import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../private/cx';
import { heading } from '../Text/Text.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level: `h1`–`h4`. */
  level: HeadingLevel;
  /** Look of another level, when the outline and the visual weight differ. */
  size?: HeadingLevel;
  /** The heading's text, in sentence case. */
  children?: ReactNode;
  /** Text alignment; `center` only for empty states and short standalone titles. */
  align?: 'left' | 'center' | 'right';
}

/** A section heading. `level` sets the outline; `size` only the look. */
export function Heading({ level, size, align, className, ...props }: HeadingProps) {
  const Component = `h${level}` as const;
  return <Component className={cx(heading({ level: size ?? level, align }), className)} {...props} />;
}
