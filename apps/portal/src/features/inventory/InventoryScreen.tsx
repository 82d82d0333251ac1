import type { Product } from '@pharmacy/api-client';
import { useProducts } from '@pharmacy/api-client/swr';
import { formatMoney, formatNumber } from '@pharmacy/i18n';
import {
  AlertTriangleIcon,
  Badge,
  Button,
  DataTable,
  type DataTableColumn,
  EmptyState,
  FilterIcon,
  Heading,
  PackageIcon,
  Pagination,
  pageCount,
  RefreshIcon,
  Select,
  Text,
  VisuallyHidden,
} from '@pharmacy/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DebouncedSearchField } from '../../shared/DebouncedSearchField';
import { describeError } from '../../shared/errors';
import { ListEmptyState, rangeValues } from '../../shared/ListStates';
import { useUrlState } from '../../shared/useUrlState';
import { useCurrentUser } from '../auth/session';
import * as styles from './Inventory.css';
import { ProductStatusBadge, StockBadge } from './InventoryBadges';
import { InventoryFiltersDrawer } from './InventoryFiltersDrawer';
import { InventorySync } from './InventorySync';
import {
  activeFilterCount,
  filtersOf,
  type InventoryFilters,
  listState,
  NO_FILTERS,
  PAGE_SIZE,
  SEARCH_MAX,
  toProductQuery,
} from './listState';
import { ProductDrawer } from './ProductDrawer';

/**
 * 'Đồng Bộ Kho' (docs/product/inventory.md#inventory-screen): the pharmacy's products as KiotViet last gave them —
 * stock with its badge, the
 * inventory cost as price, status — searched by code or name, narrowed by the status select and the advanced
 * filters, ten a page. A row opens the product's panel with its lots. Everything in the address.
 */
export function InventoryScreen() {
  const { t } = useTranslation('inventory');
  const { t: tc } = useTranslation('common');
  const user = useCurrentUser();
  // The user's first pharmacy is the retailer (docs/product/shell-and-auth.md#session).
  const pharmacyId = user.pharmacies[0]?.id ?? '';
  const [view, setView] = useUrlState(listState);
  const query = useMemo(() => toProductQuery(view, pharmacyId), [view, pharmacyId]);
  const { data, error, isLoading, mutate } = useProducts(pharmacyId ? query : null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filters = filtersOf(view);
  const filterCount = activeFilterCount(filters);
  const filtered = filterCount > 0 || query.search !== undefined || view.active !== null;

  // A page past the end (a stale link, or a sync that removed products) goes back to one with rows.
  useEffect(() => {
    if (!data || data.data.length > 0 || data.total === 0 || view.page <= 1) return;
    const last = data.total_exact ? pageCount(data.total, PAGE_SIZE) : 1;
    if (last < view.page) setView({ page: last }, { replace: true });
  }, [data, view.page, setView]);

  const clearAll = () => setView({ ...NO_FILTERS, active: null, search: '', page: 1 });

  const columns: DataTableColumn<Product>[] = [
    {
      id: 'code',
      header: t('columns.code'),
      cell: (product) => <Text weight="medium">{product.code}</Text>,
      numeric: true,
    },
    {
      id: 'name',
      header: t('columns.name'),
      cell: (product) => (
        <span className={styles.productName} title={product.name}>
          {product.name}
        </span>
      ),
    },
    {
      id: 'category',
      header: t('columns.category'),
      cell: (product) => product.category_name ?? <Text tone="secondary">{t('noCategory')}</Text>,
    },
    {
      id: 'stock',
      header: t('columns.stock'),
      align: 'end',
      numeric: true,
      cell: (product) => (
        <span className={styles.stockCell}>
          {formatNumber(product.inventory_summary.total_on_hand)}
          <StockBadge quantity={product.inventory_summary.total_on_hand} />
        </span>
      ),
    },
    {
      id: 'price',
      header: t('columns.price'),
      align: 'end',
      numeric: true,
      cell: (product) => formatMoney(product.inventory_summary.cost),
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (product) => <ProductStatusBadge active={product.is_active} />,
    },
  ];

  const emptyState = (
    <ListEmptyState
      filtered={filtered}
      icon={<PackageIcon />}
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
          <Text tone="secondary">{t('autoSyncNote')}</Text>
        </div>
        <InventorySync />
      </header>

      <div className={styles.toolbar}>
        <DebouncedSearchField
          className={styles.search}
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          maxLength={SEARCH_MAX}
          value={view.search}
          onSearch={(search) => setView({ search, page: 1 }, { replace: true })}
        />
        <Select
          className={styles.statusSelect}
          label={t('statusLabel')}
          labelHidden
          options={[
            { value: 'all', label: t('statusAll') },
            { value: 'ACTIVE', label: t('status.ACTIVE') },
            { value: 'INACTIVE', label: t('status.INACTIVE') },
          ]}
          value={view.active ?? 'all'}
          onChange={(value) =>
            setView({ active: value === 'ACTIVE' || value === 'INACTIVE' ? value : null, page: 1 })
          }
        />
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
      </div>

      <DataTable
        caption={t('title')}
        columns={columns}
        rows={data?.data ?? []}
        getRowId={(product) => product.id}
        onRowClick={(product) => setView({ product: product.id })}
        density="compact"
        loading={!data && !error}
        loadingRows={PAGE_SIZE}
        loadingLabel={tc('states.loading')}
        error={
          error ? (
            <EmptyState
              size="small"
              role="alert"
              icon={<AlertTriangleIcon />}
              title={t('list.loadFailed')}
              description={describeError(error, tc)}
              actions={
                <Button
                  variant="outline"
                  tone="neutral"
                  icon={<RefreshIcon size={16} />}
                  onClick={() => void mutate()}
                >
                  {tc('actions.retry')}
                </Button>
              }
            />
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

      <InventoryFiltersDrawer
        open={filtersOpen}
        onOpenChange={setFiltersOpen}
        pharmacyId={pharmacyId}
        applied={filters}
        onApply={(next: InventoryFilters) => {
          setView({ ...next, page: 1 });
          setFiltersOpen(false);
        }}
      />
      <ProductDrawer productId={view.product} onClose={() => setView({ product: null })} />
    </div>
  );
}
