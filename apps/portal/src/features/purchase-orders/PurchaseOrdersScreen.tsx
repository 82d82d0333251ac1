import type { PurchaseOrderSummary } from '@pharmacy/api-client';
import { usePurchaseOrders } from '@pharmacy/api-client/swr/purchaseOrders';
import { formatDate, formatMoney } from '@pharmacy/i18n';
import {
  Badge,
  Button,
  ClipboardListIcon,
  DataTable,
  type DataTableColumn,
  EmptyState,
  FilterIcon,
  Heading,
  Pagination,
  PlusIcon,
  pageCount,
  SearchIcon,
  Text,
  TextField,
  VisuallyHidden,
} from '@pharmacy/ui';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rangeValues } from '../../shared/ListStates';
import { LoadFailed } from '../../shared/LoadFailed';
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
import { OrderDrawer } from './OrderDrawer';
import { OrderStatusBadge } from './OrderStatusBadge';
import * as styles from './PurchaseOrders.css';
import { ReceiveDialog } from './ReceiveDialog';
import { SyncButton } from './SyncButton';

/** The create flows (drawer, lot editor, calendars) come with their first use, not with the list. */
const CreateOrderFlow = lazy(() =>
  import('./create/CreateOrderFlow').then((module) => ({ default: module.CreateOrderFlow })),
);

/** Typing pauses this long before the list asks the server (and the address changes). */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The purchase-order list (docs/product/purchase-orders.md#order-list): 'Danh sách đơn đặt hàng', ten orders a page
 * with the ±2 window, a search
 * by order number or supplier name, the advanced filters, and per row 'Xác nhận đã nhận hàng' (shipped) or the
 * sync to KiotViet (delivered). A row (click, or Enter) opens its detail drawer. Search, filters, page and the open
 * order live in the address.
 */
export function PurchaseOrdersScreen() {
  const { t } = useTranslation('purchaseOrders');
  const { t: tc } = useTranslation('common');
  const [view, setView] = useUrlState(listState);
  const query = useMemo(() => toListQuery(view), [view]);
  const { data, error, isLoading, mutate } = usePurchaseOrders(query);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [receiving, setReceiving] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [createLoaded, setCreateLoaded] = useState(false);
  const filters = filtersOf(view);
  const filterCount = activeFilterCount(filters);
  const filtered = filterCount > 0 || query.search !== undefined;

  // A page past the end (a stale link, or the last order of the last page moved away) goes back to one with rows.
  useEffect(() => {
    if (!data || data.data.length > 0 || data.total === 0 || view.page <= 1) return;
    const last = data.total_exact ? pageCount(data.total, PAGE_SIZE) : 1;
    if (last < view.page) setView({ page: last }, { replace: true });
  }, [data, view.page, setView]);

  const clearAll = () => setView({ ...NO_FILTERS, search: '', page: 1 });

  const columns: DataTableColumn<PurchaseOrderSummary>[] = [
    {
      id: 'orderNumber',
      header: <span className={styles.wrappingHeader}>{t('columns.orderNumber')}</span>,
      cell: (order) => <Text weight="medium">{order.order_number}</Text>,
      numeric: true,
    },
    {
      id: 'supplier',
      header: t('columns.supplier'),
      cell: (order) => (
        <span className={styles.supplierCell} title={order.distributor.name}>
          {order.distributor.name}
        </span>
      ),
    },
    {
      id: 'orderDate',
      header: <span className={styles.wrappingHeader}>{t('columns.orderDate')}</span>,
      cell: (order) => formatDate(order.created_at),
      numeric: true,
    },
    {
      id: 'expectedDelivery',
      header: <span className={styles.wrappingHeader}>{t('columns.expectedDelivery')}</span>,
      cell: (order) => <DateOrMissing value={order.expected_delivery_date} />,
      numeric: true,
    },
    {
      id: 'actualDelivery',
      header: <span className={styles.wrappingHeader}>{t('columns.actualDelivery')}</span>,
      cell: (order) => <DateOrMissing value={order.actual_delivery_date} />,
      numeric: true,
    },
    {
      id: 'total',
      header: t('columns.total'),
      cell: (order) => formatMoney(order.total_amount),
      align: 'end',
      numeric: true,
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (order) => <OrderStatusBadge status={order.status} size="small" />,
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      align: 'end',
      cell: (order) => (
        <div className={styles.rowActions}>
          {order.status === 'shipped' ? (
            <Button
              size="small"
              className={styles.rowActionButton}
              aria-label={`${t('list.confirmReceipt')} ${order.order_number}`}
              onClick={() => setReceiving(order.id)}
            >
              {t('list.confirmReceipt')}
            </Button>
          ) : (
            <SyncButton order={order} />
          )}
        </div>
      ),
    },
  ];

  let emptyState = (
    <EmptyState
      size="small"
      icon={<ClipboardListIcon />}
      title={t('list.empty')}
      description={t('list.emptyHint')}
    />
  );
  if (filtered) {
    emptyState = (
      <EmptyState
        size="small"
        role="status"
        icon={<SearchIcon />}
        title={t('list.noMatch')}
        description={t('list.noMatchHint')}
        actions={
          <Button variant="outline" tone="neutral" onClick={clearAll}>
            {t('list.clearFilters')}
          </Button>
        }
      />
    );
  }

  const rangeLabel = (range: { from: number; to: number; total: number }) => {
    const values = rangeValues(range);
    return data && !data.total_exact ? t('list.rangeApproximate', values) : t('list.range', values);
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Heading level={1} size={2}>
          {t('list.title')}
        </Heading>
        <div className={styles.headerActions}>
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
          <Button
            icon={<PlusIcon size={16} />}
            aria-haspopup="dialog"
            onClick={() => {
              setCreateLoaded(true);
              setCreating(true);
            }}
          >
            {t('list.create')}
          </Button>
        </div>
      </header>

      <SearchBox value={view.search} onSearch={(search) => setView({ search, page: 1 }, { replace: true })} />

      <DataTable
        caption={t('list.title')}
        columns={columns}
        rows={data?.data ?? []}
        getRowId={(order) => order.id}
        onRowClick={(order) => setView({ order: order.id })}
        density="compact"
        loading={!data && !error}
        loadingRows={PAGE_SIZE}
        loadingLabel={tc('states.loading')}
        error={
          error ? (
            <LoadFailed title={t('list.loadFailed')} error={error} onRetry={() => void mutate()} />
          ) : undefined
        }
        empty={emptyState}
      />

      {data && data.total > 0 ? (
        <Pagination
          page={view.page}
          pageSize={PAGE_SIZE}
          total={data.total}
          onPageChange={(page) => setView({ page })}
          rangeLabel={rangeLabel}
          disabled={isLoading}
          labels={{
            navigation: tc('pagination.label'),
            previous: tc('pagination.previous'),
            next: tc('pagination.next'),
            page: (page) => tc('pagination.page', { page }),
          }}
        />
      ) : null}

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
      <OrderDrawer orderId={view.order} onClose={() => setView({ order: null })} />
      <ReceiveDialog orderId={receiving} onClose={() => setReceiving(null)} />
      {createLoaded ? (
        <Suspense fallback={null}>
          <CreateOrderFlow
            open={creating}
            onOpenChange={setCreating}
            // The new order is the newest: first on page 1 of the list without filters or search.
            onCreated={() => setView({ ...NO_FILTERS, search: '', page: 1, order: null })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function DateOrMissing({ value }: { value: string | null }) {
  const { t } = useTranslation('purchaseOrders');
  if (value) return formatDate(value);
  return (
    <>
      <Text tone="secondary" aria-hidden="true">
        —
      </Text>
      <VisuallyHidden>{t('detail.notUpdated')}</VisuallyHidden>
    </>
  );
}

/** The search box: the address follows the text 300 ms after typing stops, and the text follows the address. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation('purchaseOrders');
  const [text, setText] = useState(value);
  const [reported, setReported] = useState(value);
  // The latest callback, without restarting the pause on every render of the list.
  const onSearchRef = useRef(onSearch);
  useLayoutEffect(() => {
    onSearchRef.current = onSearch;
  });
  // Back/forward or 'Xoá tất cả' changed the address: the box shows it.
  if (value !== reported) {
    setReported(value);
    setText(value);
  }
  useEffect(() => {
    if (text === reported) return;
    const timer = setTimeout(() => {
      setReported(text);
      onSearchRef.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, reported]);
  return (
    <TextField
      type="search"
      label={t('list.searchLabel')}
      labelHidden
      placeholder={t('list.searchPlaceholder')}
      startIcon={<SearchIcon />}
      value={text}
      maxLength={SEARCH_MAX}
      autoComplete="off"
      onChange={(event) => setText(event.currentTarget.value)}
      className={styles.search}
    />
  );
}
