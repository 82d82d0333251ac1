import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './EmptyState.css';

export const emptyStateSizes = ['small', 'medium'] as const;
export type EmptyStateSize = (typeof emptyStateSizes)[number];

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The message, e.g. 'Không có dữ liệu' or 'Danh sách nhà cung cấp nội bộ hiện tại trống.' */
  title: ReactNode;
  /** What to do next, or why the list is empty. */
  description?: ReactNode;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  /** One or more buttons or links, e.g. 'Tạo nhà cung cấp' or 'Xoá bộ lọc'. */
  actions?: ReactNode;
  /**
   * Renders the title as a heading of this level, when the empty state stands for a whole section.
   * Unset, it is a paragraph (inside a table or a card that already has its heading).
   */
  headingLevel?: 2 | 3 | 4;
  /** `small` fits inside a table, a list or a card; `medium` fills a page section. */
  size?: EmptyStateSize;
  /** A dashed outline, for an empty area that stands alone (e.g. an empty supplier section). */
  bordered?: boolean;
}

/**
 * What an empty list, table or search result shows instead of nothing: an icon, a message and what to do
 * next. Plain React, no engine. Add `role="status"` when it replaces results after a search, so the change
 * is announced.
 */
export function EmptyState({
  title,
  description,
  icon,
  actions,
  headingLevel,
  size = 'medium',
  bordered = false,
  className,
  ...props
}: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={cx(styles.emptyState({ size, bordered }), className)} data-size={size} {...props}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
