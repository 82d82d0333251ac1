import { DataTable, type DataTableProps } from '@pharmacy/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from './constants';
import { ListEmptyState, type ListEmptyTexts, LoadFailed } from './ListStates';

interface ListTableTexts extends ListEmptyTexts {
  /** The table's name for assistive tech: the screen's title. */
  caption?: string;
  /** The title of the failed load, e.g. 'Không thể tải danh sách sản phẩm'. */
  loadFailed: string;
}

export interface ListTableProps<Row>
  extends Omit<
    DataTableProps<Row>,
    'caption' | 'rows' | 'getRowId' | 'loading' | 'loadingLabel' | 'error' | 'empty'
  > {
  /** The table's name; `texts.caption` by default. */
  caption?: string;
  /** The rows of the page; undefined until the first answer (skeleton rows show meanwhile). */
  rows: readonly Row[] | undefined;
  /** A row's key; its `id` by default. */
  getRowId?: (row: Row) => string;
  /** The failed load, shown in place of the rows with 'Thử lại'. */
  error: unknown;
  onRetry: () => void;
  /** Said instead of the failure's own text. */
  failedDescription?: string;
  texts: ListTableTexts;
  /** What the list holds, on its empty state. */
  icon: ReactNode;
  /** A search or filter narrows the list: the empty state says nothing matches, with 'Xoá bộ lọc'. */
  filtered?: boolean;
  onClearFilters?: () => void;
}

/**
 * A list's table with its states wired: skeleton rows until the first answer, the failure with 'Thử lại', the
 * empty list (nothing yet, or nothing matching). Spread `list.table` of `useListView` into it. Below 768 px of
 * its own width the rows are cards (a phone, a drawer): each column says with `card` whether it heads the card,
 * is one of its few label–value pairs, holds the row's actions or stays out. The words of sorting are the
 * locale's.
 */
export function ListTable<Row>({
  rows,
  error,
  onRetry,
  failedDescription,
  texts,
  icon,
  filtered = false,
  onClearFilters,
  caption,
  getRowId = (row) => (row as { id: string }).id,
  loadingRows = PAGE_SIZE,
  density = 'compact',
  sortLabels,
  narrowLayout = true,
  ...props
}: ListTableProps<Row>) {
  const { t } = useTranslation('common');
  return (
    <DataTable
      {...props}
      narrowLayout={narrowLayout}
      sortLabels={sortLabels ?? t('sort', { returnObjects: true })}
      caption={caption ?? texts.caption ?? ''}
      rows={rows ?? []}
      getRowId={getRowId}
      density={density}
      loading={rows === undefined && !error}
      loadingRows={loadingRows}
      loadingLabel={t('states.loading')}
      error={
        error ? (
          <LoadFailed
            title={texts.loadFailed}
            error={error}
            description={failedDescription}
            onRetry={onRetry}
          />
        ) : undefined
      }
      empty={<ListEmptyState filtered={filtered} icon={icon} texts={texts} onClearFilters={onClearFilters} />}
    />
  );
}
