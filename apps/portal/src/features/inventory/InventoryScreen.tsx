import type { ProductSummary } from '@pharmacy/api-client';
import { useProducts } from '@pharmacy/api-client/swr';
import { useRevalidate } from '@pharmacy/api-client/swr/core';
import { useSyncInventory } from '@pharmacy/api-client/swr/posSettings';
import { useLatestSync } from '@pharmacy/api-client/swr/syncHistory';
import { formatDate, formatDateTime, formatNumber } from '@pharmacy/i18n';
import {
  type DataTableColumn,
  FilterButton,
  PackageIcon,
  PageFrame,
  Select,
  type SortState,
  Text,
  VisuallyHidden,
} from '@pharmacy/ui';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentPharmacyId } from '../../shared/currentUser';
import { LoadedOnce } from '../../shared/LoadedOnce';
import {
  column,
  ListPager,
  ListSearch,
  ListTable,
  listStyles,
  ManualSyncButton,
  StatusSelect,
  useListView,
  useManualSync,
} from '../../shared/list';
import * as styles from './Inventory.css';
import { DaysLeftBadge, ExpiredUnits, ProductStatusBadge, StockBadge } from './InventoryBadges';
import { EXPIRY_WINDOWS, filters, type InventoryView, listState, toProductQuery } from './listState';

const NO_EXPIRY = 'all';

/** The table's sort from the address: no `sort` is by name, no `direction` ascending. */
function sortOf(view: InventoryView): SortState {
  return {
    columnId: view.sort === 'nearest_expiry' ? 'nearestExpiry' : 'name',
    direction: view.direction === 'desc' ? 'descending' : 'ascending',
  };
}

import { ProductDrawer } from './ProductDrawer';

/** The filter drawer (its checklists and date ranges) comes with its first opening, not with the list. */
const InventoryFiltersDrawer = lazy(() =>
  import('./InventoryFiltersDrawer').then((module) => ({ default: module.InventoryFiltersDrawer })),
);

/**
 * `inventory:title`: the pharmacy's products as KiotViet last gave them — stock with its badge (expired lots never
 * count, their units shown apart), the nearest expiry, the inventory cost as price, status — searched by code or
 * name, narrowed by the status and expiry selects and the advanced filters, sorted by name or nearest expiry, ten a
 * page (docs/product/inventory.md#expiry). A row opens the product's panel with its lots. Everything in the address.
 */
export function InventoryScreen() {
  const { t } = useTranslation('inventory');
  const pharmacyId = useCurrentPharmacyId();
  const revalidate = useRevalidate();
  const list = useListView({
    state: listState,
    filters,
    quickFilters: { active: null, expiry: null },
    toQuery: (view) => (pharmacyId ? toProductQuery(view, pharmacyId) : null),
    texts: {
      ...t('list', { returnObjects: true }),
      caption: t('title'),
      searchLabel: t('searchLabel'),
      searchPlaceholder: t('searchPlaceholder'),
    },
    load: useProducts,
  });
  const { view, setView } = list;
  const openProduct = (row: ProductSummary) => setView({ product: row.id });
  const sync = useManualSync({
    dataType: 'PRODUCT',
    trigger: useSyncInventory().trigger,
    // A sync changes products, their groups and stock, and writes the log (a failed one too).
    refresh: () =>
      revalidate('/api/products', '/api/products/{id}', '/api/categories', '/api/sync-history/by-user'),
    toasts: {
      done: { title: t('toasts.syncSuccessTitle'), description: t('toasts.syncSuccessText') },
      running: { title: t('toasts.syncRunningTitle'), description: t('toasts.syncRunningText') },
      failed: (reason) => ({
        title: t('toasts.syncFailedTitle'),
        description: reason ? `${t('toasts.syncFailedText')}: ${reason}` : t('toasts.syncFailedText'),
      }),
    },
    // A run that outlasts the server's 20 s wait is not a success yet: the button waits for its record.
    follow: { kinds: ['CATEGORY', 'PRODUCT'] },
  });
  const latest = useLatestSync('PRODUCT');
  let lastUpdated: string;
  if (latest.data === undefined && !latest.error) lastUpdated = t('lastUpdatedLoading');
  else if (latest.data?.data) lastUpdated = formatDateTime(latest.data.data.finished_at);
  else lastUpdated = t('lastUpdatedNever');

  // On a phone's card: the product's name, code, stock and status.
  const columns: DataTableColumn<ProductSummary>[] = [
    column.code('code', t('columns.code'), (row) => row.code),
    {
      id: 'name',
      header: t('columns.name'),
      sortable: true,
      card: 'title',
      cell: (row) => (
        <span className={styles.productName} title={row.name}>
          {row.name}
        </span>
      ),
    },
    {
      id: 'category',
      header: t('columns.category'),
      card: 'hidden',
      cell: (row) => (
        <span className={styles.category}>
          {row.category_name ?? <Text tone="secondary">{t('noCategory')}</Text>}
        </span>
      ),
    },
    {
      id: 'stock',
      header: t('columns.stock'),
      align: 'end',
      numeric: true,
      cell: (row) => (
        <span className={styles.stockCell}>
          <span className={styles.unbroken}>
            {formatNumber(row.inventory_summary.total_on_hand)}
            <StockBadge quantity={row.inventory_summary.total_on_hand} />
          </span>
          <ExpiredUnits quantity={row.inventory_summary.expired_on_hand} />
        </span>
      ),
    },
    {
      id: 'nearestExpiry',
      header: t('columns.nearestExpiry'),
      sortable: true,
      numeric: true,
      cell: (row) =>
        row.inventory_summary.nearest_expiry ? (
          <span className={styles.expiryCell}>
            {formatDate(row.inventory_summary.nearest_expiry)}
            <DaysLeftBadge daysLeft={row.inventory_summary.days_to_nearest_expiry} />
          </span>
        ) : (
          <>
            <Text tone="secondary" aria-hidden="true">
              —
            </Text>
            <VisuallyHidden>{t('expiry.none')}</VisuallyHidden>
          </>
        ),
    },
    column.money('price', t('columns.price'), (row) => row.inventory_summary.cost, 'hidden'),
    {
      id: 'status',
      header: t('columns.status'),
      cell: (row) => <ProductStatusBadge active={row.is_active} />,
    },
  ];

  return (
    <PageFrame
      title={t('title')}
      description={t('autoSyncNote')}
      actions={
        <ManualSyncButton
          sync={sync}
          label={t('manualSync')}
          busyLabel={t('syncing')}
          inactiveNote={t('connectionInactive')}
        >
          <Text size="small" tone="secondary" role="status">
            {t('lastUpdated', { time: lastUpdated })}
          </Text>
        </ManualSyncButton>
      }
      toolbar={
        <>
          <ListSearch {...list.searchBox} />
          <StatusSelect
            label={t('statusLabel')}
            allLabel={t('statusAll')}
            labels={t('status', { returnObjects: true })}
            value={view.active}
            onChange={(active) => setView({ active, page: 1 })}
          />
          <Select
            className={listStyles.toolbarSelect}
            label={t('expiry.label')}
            labelHidden
            options={[
              { value: NO_EXPIRY, label: t('expiry.all') },
              ...EXPIRY_WINDOWS.map((window) => ({ value: window, label: t(`expiry.windows.${window}`) })),
            ]}
            value={view.expiry ?? NO_EXPIRY}
            onChange={(chosen) =>
              setView({ expiry: EXPIRY_WINDOWS.find((window) => window === chosen) ?? null, page: 1 })
            }
          />
          <FilterButton {...list.filterButton}>{t('filters.title')}</FilterButton>
        </>
      }
    >
      <ListTable
        {...list.table}
        columns={columns}
        icon={<PackageIcon />}
        onRowClick={openProduct}
        sort={sortOf(view)}
        onSortChange={(sort) =>
          setView({
            sort: sort.columnId === 'nearestExpiry' ? 'nearest_expiry' : null,
            direction: sort.direction === 'descending' ? 'desc' : null,
            page: 1,
          })
        }
        narrowLayout
      />
      <ListPager {...list.pager} />
      <LoadedOnce when={list.drawer.open}>
        <InventoryFiltersDrawer {...list.drawer} />
      </LoadedOnce>
      <ProductDrawer productId={view.product} onClose={() => setView({ product: null })} />
    </PageFrame>
  );
}
