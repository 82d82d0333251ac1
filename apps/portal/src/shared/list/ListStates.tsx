import { AlertTriangleIcon, Button, EmptyState, RefreshIcon, SearchIcon } from '@pharmacy/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { describeError } from '../errors';

export interface LoadFailedProps {
  /** What could not be loaded, e.g. 'Không thể tải danh sách đơn hàng'. */
  title: string;
  /** The failure: its text is the one a toast would show. */
  error: unknown;
  /** Said instead of the failure's own text. */
  description?: string;
  onRetry: () => void;
  /** A frame around it, where it stands in for cards rather than inside a table. */
  bordered?: boolean;
}

/** A load that failed, shown in place of what it would have shown (announced at once), with 'Thử lại'. */
export function LoadFailed({ title, error, description, onRetry, bordered = false }: LoadFailedProps) {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      size="small"
      bordered={bordered}
      role="alert"
      icon={<AlertTriangleIcon />}
      title={title}
      description={description ?? describeError(error, t)}
      actions={
        <Button variant="outline" tone="neutral" icon={<RefreshIcon size={16} />} onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    />
  );
}

export interface NotFoundStateProps {
  /** What is not there, e.g. 'Không tìm thấy đơn hàng'. */
  title: string;
  /** The way back: the list the record would be in. */
  backHref: string;
  backLabel: string;
  /** The back link's look, the screen's own link style. */
  linkClassName?: string;
}

/** A record that is not there (an old link, a mistyped address, another pharmacy's id): said at once, with the way back. */
export function NotFoundState({ title, backHref, backLabel, linkClassName }: NotFoundStateProps) {
  return (
    <EmptyState
      role="alert"
      icon={<SearchIcon />}
      title={title}
      actions={
        <Link href={backHref} className={linkClassName}>
          {backLabel}
        </Link>
      }
    />
  );
}

/** The texts of a list's empty states, as each screen's locale holds them (most under `list`). */
export interface ListEmptyTexts {
  /** Nothing in the list yet. */
  empty: string;
  /** Where the rows come from. */
  emptyHint?: string;
  /** Nothing matches the search and filters. */
  noMatch?: string;
  noMatchHint?: string;
  /** The way out of 'nothing matches': 'Xoá bộ lọc'. */
  clearFilters?: string;
}

export interface ListEmptyStateProps {
  /** A search or filter is applied: nothing matches it, and 'Xoá bộ lọc' clears it. */
  filtered: boolean;
  /** What the list holds, shown while it is empty without a filter. */
  icon: ReactNode;
  texts: ListEmptyTexts;
  onClearFilters?: () => void;
  bordered?: boolean;
}

/**
 * A list with no rows: nothing matches the search and filters (announced, with a way out), or there is nothing
 * yet (with where the rows come from).
 */
export function ListEmptyState({
  filtered,
  icon,
  texts,
  onClearFilters,
  bordered = false,
}: ListEmptyStateProps) {
  return filtered && texts.noMatch ? (
    <EmptyState
      size="small"
      bordered={bordered}
      role="status"
      icon={<SearchIcon />}
      title={texts.noMatch}
      description={texts.noMatchHint}
      actions={
        onClearFilters && texts.clearFilters ? (
          <Button variant="outline" tone="neutral" onClick={onClearFilters}>
            {texts.clearFilters}
          </Button>
        ) : undefined
      }
    />
  ) : (
    <EmptyState
      size="small"
      bordered={bordered}
      icon={icon}
      title={texts.empty}
      description={texts.emptyHint}
    />
  );
}
