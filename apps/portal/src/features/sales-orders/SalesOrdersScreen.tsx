import type { SalesOrder } from '@pharmacy/api-client';
import { useRevalidate } from '@pharmacy/api-client/swr/core';
import { useSalesOrders } from '@pharmacy/api-client/swr/salesOrders';
import { formatDate, formatMoney } from '@pharmacy/i18n';
import {
  Badge,
  Button,
  ClipboardListIcon,
  DataTable,
  type DataTableColumn,
  FilterIcon,
  Heading,
  Text,
  VisuallyHidden,
} from '@pharmacy/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths';
import { DebouncedSearchField } from '../../shared/DebouncedSearchField';
import { ListEmptyState, rangeValues } from '../../shared/ListStates';
import { ListPagination, LoadFailedState, usePageWithinList } from '../../shared/salesData/listParts';
import { SalesOrderStatusBadge } from '../../shared/salesData/SalesOrderStatusBadge';
import { SyncNote } from '../../shared/salesData/SyncNote';
import * as styles from '../../shared/salesData/salesData.css';
import { useUrlState } from '../../shared/useUrlState';
import { FiltersDrawer } from './FiltersDrawer';
import {
  activeFilterCount,
  filtersOf,
  type ListFilters,
  listState,
  NO_FILTERS,
  PAGE_SIZE,
  SEARCH_MAX,
  toListQuery,
} from './listState';
import { SyncOrdersButton } from './SyncOrdersButton';

/**
 * 'Đồng bộ đơn hàng' (docs/product/sales-orders.md#sales-order-list): the sales orders synced from KiotViet, ten a
 * page, newest first, with the 12-hour
 * note and the relative last update, a search by code or product name, the advanced filters and the manual
 * update. A row (click, or Enter) opens the order's page with the row as navigation state, so it shows at once.
 */
export function SalesOrdersScreen() {
  const { t } = useTranslation('salesOrders');
  const { t: tc } = useTranslation('common');
  const [, navigate] = useLocation();
  const [view, setView] = useUrlState(listState);
  const query = useMemo(() => toListQuery(view), [view]);
  const { data, error, isLoading, mutate } = useSalesOrders(query);
  const revalidate = useRevalidate();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filters = filtersOf(view);
  const filterCount = activeFilterCount(filters);
  const filtered = filterCount > 0 || query.search !== undefined;

  const goToPage = useCallback((page: number) => setView({ page }, { replace: true }), [setView]);
  usePageWithinList(data, view.page, PAGE_SIZE, goToPage);

  const clearAll = () => setView({ ...NO_FILTERS, search: '', page: 1 });

  const columns: DataTableColumn<SalesOrder>[] = [
    {
      id: 'code',
      header: t('columns.code'),
      cell: (order) => <Text weight="medium">{order.code}</Text>,
      numeric: true,
    },
    {
      id: 'customer',
      header: t('columns.customer'),
      cell: (order) => (
        <span className={styles.clampedCell}>
          {order.customer_code ? order.customer_name : t('walkInCustomer')}
        </span>
      ),
    },
    {
      id: 'product',
      header: t('columns.product'),
      cell: (order) => (
        <span className={styles.clampedCell}>{order.invoice_details[0]?.product_name ?? ''}</span>
      ),
    },
    {
      id: 'category',
      header: t('columns.category'),
      cell: (order) => order.invoice_details[0]?.category_name ?? '',
    },
    {
      id: 'purchaseDate',
      header: <span className={styles.wrappingHeader}>{t('columns.purchaseDate')}</span>,
      cell: (order) => formatDate(order.purchase_date),
      numeric: true,
    },
    {
      id: 'revenue',
      header: t('columns.revenue'),
      cell: (order) => formatMoney(order.total),
      align: 'end',
      numeric: true,
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (order) => <SalesOrderStatusBadge status={order.status} statusValue={order.status_value} />,
    },
    {
      id: 'branch',
      header: t('columns.branch'),
      cell: (order) => <span className={styles.clampedCell}>{order.branch_name ?? ''}</span>,
    },
  ];

  const emptyState = (
    <ListEmptyState
      filtered={filtered}
      icon={<ClipboardListIcon />}
      texts={t('list', { returnObjects: true })}
      onClearFilters={clearAll}
    />
  );

  const rangeLabel = (range: { from: number; to: number; total: number }) => {
    const values = rangeValues(range);
    return data && !data.total_exact ? t('list.rangeApproximate', values) : t('list.range', values);
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <Heading level={1} size={2}>
            {t('title')}
          </Heading>
          <SyncNote dataType="ORDER" relative />
        </div>
        <div className={styles.headerActions}>
          <SyncOrdersButton onSynced={() => revalidate('/api/orders')} />
        </div>
      </header>

      <div className={styles.toolbar}>
        <Button
          variant="outline"
          tone="neutral"
          icon={<FilterIcon size={16} />}
          aria-haspopup="dialog"
          onClick={() => setFiltersOpen(true)}
        >
          {t('filters.title')}
          {filterCount > 0 ? (
            <>
              <Badge tone="brand" size="small" className={styles.filterCount} aria-hidden="true">
                {filterCount}
              </Badge>
              <VisuallyHidden>({t('list.activeFilters', { count: filterCount })})</VisuallyHidden>
            </>
          ) : null}
        </Button>
        <DebouncedSearchField
          value={view.search}
          onSearch={(search) => setView({ search, page: 1 }, { replace: true })}
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          maxLength={SEARCH_MAX}
          className={styles.search}
        />
      </div>

      <DataTable
        caption={t('title')}
        columns={columns}
        rows={data?.data ?? []}
        getRowId={(order) => order.id}
        onRowClick={(order) => navigate(paths.order(order.id), { state: { order } })}
        density="compact"
        loading={!data && !error}
        loadingRows={PAGE_SIZE}
        loadingLabel={tc('states.loading')}
        error={
          error ? (
            <LoadFailedState title={t('list.loadFailed')} error={error} onRetry={() => void mutate()} />
          ) : undefined
        }
        empty={emptyState}
      />

      <ListPagination
        page={view.page}
        pageSize={PAGE_SIZE}
        total={data?.total ?? 0}
        onPageChange={(page) => setView({ page })}
        rangeLabel={rangeLabel}
        busy={isLoading}
      />

      <FiltersDrawer
        open={filtersOpen}
        onOpenChange={setFiltersOpen}
        applied={filters}
        onApply={(next: ListFilters) => {
          setView({ ...next, page: 1 });
          setFiltersOpen(false);
        }}
        onClearAll={clearAll}
      />
    </div>
  );
}
