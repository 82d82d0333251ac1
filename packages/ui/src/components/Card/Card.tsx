import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../private/cx';
import { card } from './Card.css';

export const cardPaddings = ['none', 'small', 'medium', 'large'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `section` or `article` give the card a landmark role when it is labelled. */
  as?: 'div' | 'section' | 'article';
  /** Inner space: `small` 12 px, `medium` 16 px (the gutter), `large` 24 px; `none` for content with its own edges (a table). */
  padding?: CardPadding;
  /** `raised` adds the small shadow of a card on the page; `flat` has only the edge, for cards inside a surface. */
  elevation?: 'flat' | 'raised';
  /** The card's content. */
  children?: ReactNode;
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
