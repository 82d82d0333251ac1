import type { SalesOrder } from '@pharmacy/api-client';
import { useRevalidate } from '@pharmacy/api-client/swr/core';
import { useSalesOrders, useSyncSalesOrders } from '@pharmacy/api-client/swr/salesOrders';
import { ClipboardListIcon, type DataTableColumn, FilterButton, PageFrame } from '@pharmacy/ui';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { LoadedOnce } from '../../shared/LoadedOnce';
import {
  column,
  ListPager,
  ListSearch,
  ListTable,
  ManualSyncButton,
  useListView,
  useManualSync,
  WrappingHeader,
} from '../../shared/list';
import { paths } from '../../shared/paths';
import { SalesOrderStatusBadge } from '../../shared/salesData/SalesOrderStatusBadge';
import { SyncNote } from '../../shared/salesData/SyncNote';
import { filters, listState, toListQuery } from './listState';

/** The filter drawer (its checklists and date ranges) comes with its first opening, not with the list. */
const FiltersDrawer = lazy(() =>
  import('./FiltersDrawer').then((module) => ({ default: module.FiltersDrawer })),
);

/**
 * 'Đồng bộ đơn hàng': the sales orders synced from KiotViet, ten a page, newest first, with the 12-hour note and
 * the relative last update, a search by code or product name, the advanced filters and the manual update. A row
 * (click, or Enter) opens the order's page with the row as navigation state, so it shows at once.
 */
export function SalesOrdersScreen() {
  const { t } = useTranslation('salesOrders');
  const [, navigate] = useLocation();
  const openOrder = (order: SalesOrder) => navigate(paths.order(order.id), { state: { order } });
  const revalidate = useRevalidate();
  const texts = { ...t('list', { returnObjects: true }), caption: t('title') };
  const list = useListView({ state: listState, filters, toQuery: toListQuery, texts, load: useSalesOrders });
  const sync = useManualSync({
    dataType: 'ORDER',
    trigger: useSyncSalesOrders().trigger,
    refresh: () => revalidate('/api/orders'),
    toasts: {
      done: { title: t('toasts.syncSuccessTitle'), description: t('toasts.syncSuccessText') },
      running: { title: t('toasts.syncSuccessTitle'), description: t('list.stillRunning') },
      // The fixed text, then the server's reason on its own line (a connection switched off, KiotViet down).
      failed: (reason) => ({
        title: t('toasts.syncFailedTitle'),
        description: `${t('toasts.syncFailedText')}\n${reason}`,
      }),
      latest: { done: t('toasts.latestSyncSuccess'), failed: t('toasts.latestSyncFailed') },
    },
  });

  // On a phone's card: the order, who bought, when, how much and its status.
  const columns: DataTableColumn<SalesOrder>[] = [
    column.code('code', t('columns.code'), (order) => order.code, 'title'),
    column.clamped('customer', t('columns.customer'), (order) =>
      order.customer_code ? order.customer_name : t('walkInCustomer'),
    ),
    column.clamped(
      'product',
      t('columns.product'),
      (order) => order.invoice_details[0]?.product_name ?? '',
      'hidden',
    ),
    {
      id: 'category',
      card: 'hidden',
      header: t('columns.category'),
      cell: (order) => order.invoice_details[0]?.category_name ?? '',
    },
    column.date(
      'purchaseDate',
      <WrappingHeader>{t('columns.purchaseDate')}</WrappingHeader>,
      (order) => order.purchase_date,
    ),
    column.money('revenue', t('columns.revenue'), (order) => order.total),
    {
      id: 'status',
      header: t('columns.status'),
      cell: (order) => <SalesOrderStatusBadge status={order.status} statusValue={order.status_value} />,
    },
    column.clamped('branch', t('columns.branch'), (order) => order.branch_name, 'hidden'),
  ];

  return (
    <PageFrame
      title={t('title')}
      description={<SyncNote dataType="ORDER" relative />}
      actions={<ManualSyncButton sync={sync} label={t('list.update')} busyLabel={t('list.updating')} />}
      toolbar={
        <>
          <FilterButton {...list.filterButton}>{t('filters.title')}</FilterButton>
          <ListSearch {...list.searchBox} />
        </>
      }
    >
      <ListTable {...list.table} columns={columns} icon={<ClipboardListIcon />} onRowClick={openOrder} />
      <ListPager {...list.pager} />
      <LoadedOnce when={list.drawer.open}>
        <FiltersDrawer {...list.drawer} />
      </LoadedOnce>
    </PageFrame>
  );
}
