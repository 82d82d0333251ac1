import {
  AlertTriangleIcon,
  Button,
  EmptyState,
  Pagination,
  type PaginationVariant,
  pageCount,
  RefreshIcon,
} from '@pharmacy/ui';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../errors';

/** What a list (or a panel) shows in place when its load failed: the title, the reason, and 'Thử lại'. */
export function LoadFailedState({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t: tc } = useTranslation('common');
  return (
    <EmptyState
      size="small"
      role="alert"
      icon={<AlertTriangleIcon />}
      title={title}
      description={describeError(error, tc)}
      actions={
        <Button variant="outline" tone="neutral" icon={<RefreshIcon size={16} />} onClick={onRetry}>
          {tc('actions.retry')}
        </Button>
      }
    />
  );
}

export interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  rangeLabel: (range: { from: number; to: number; total: number }) => ReactNode;
  busy: boolean;
  /** The landmark's name; 'Phân trang' by default. */
  label?: string;
  variant?: PaginationVariant;
}

/** A list's pagination with the portal's labels; nothing while the list is empty. */
export function ListPagination({ label, busy, total, ...props }: ListPaginationProps) {
  const { t: tc } = useTranslation('common');
  if (total <= 0) return null;
  return (
    <Pagination
      {...props}
      total={total}
      disabled={busy}
      labels={{
        navigation: label ?? tc('pagination.label'),
        previous: tc('pagination.previous'),
        next: tc('pagination.next'),
        page: (page) => tc('pagination.page', { page }),
      }}
    />
  );
}

/**
 * A page past the end (a stale link, or rows gone since) goes back to the last page with rows; when the total is
 * only an estimate, to the first.
 */
export function usePageWithinList(
  data: { data: unknown[]; total: number; total_exact: boolean } | undefined,
  page: number,
  pageSize: number,
  goTo: (page: number) => void,
) {
  useEffect(() => {
    if (!data || data.data.length > 0 || data.total === 0 || page <= 1) return;
    const last = data.total_exact ? pageCount(data.total, pageSize) : 1;
    if (last < page) goTo(last);
  }, [data, page, pageSize, goTo]);
}
