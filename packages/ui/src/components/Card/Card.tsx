import type { HTMLAttributes } from 'react';
import { cx } from '../private/cx';
import { card } from './Card.css';

export const cardPaddings = ['none', 'small', 'medium', 'large'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `section` or `article` give the card a landmark role when it is labelled. */
  as?: 'div' | 'section' | 'article';
  padding?: CardPadding;
  elevation?: 'flat' | 'raised';
}

/** A surface that groups related content. */
export function Card({
  as: Component = 'div',
  padding = 'medium',
  elevation = 'raised',
  className,
  ...props
}: CardProps) {
  return <Component className={cx(card({ padding, elevation }), className)} {...props} />;
}
