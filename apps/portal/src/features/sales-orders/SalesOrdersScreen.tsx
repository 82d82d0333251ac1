import type { SalesOrder } from '@pharmacy/api-client';
import { useRevalidate } from '@pharmacy/api-client/swr/core';
import { useSalesOrders, useSyncSalesOrders } from '@pharmacy/api-client/swr/salesOrders';
import { formatDate, formatMoney } from '@pharmacy/i18n';
import { ClipboardListIcon, type DataTableColumn, FilterButton, PageFrame, Text } from '@pharmacy/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  ListPager,
  ListSearch,
  ListTable,
  listStyles,
  ManualSyncButton,
  useListView,
  useManualSync,
} from '../../shared/list';
import { paths } from '../../shared/paths';
import { SalesOrderStatusBadge } from '../../shared/salesData/SalesOrderStatusBadge';
import { SyncNote } from '../../shared/salesData/SyncNote';
import { FiltersDrawer } from './FiltersDrawer';
import { filters, listState, toListQuery } from './listState';

/**
 * 'Đồng bộ đơn hàng': the sales orders synced from KiotViet, ten a page, newest first, with the 12-hour note and
 * the relative last update, a search by code or product name, the advanced filters and the manual update. A row
 * (click, or Enter) opens the order's page with the row as navigation state, so it shows at once.
 */
export function SalesOrdersScreen() {
  const { t } = useTranslation('salesOrders');
  const [, navigate] = useLocation();
  const revalidate = useRevalidate();
  const list = useListView({ state: listState, filters, toQuery: toListQuery, load: useSalesOrders });
  const sync = useManualSync({
    dataType: 'ORDER',
    trigger: useSyncSalesOrders().trigger,
    refresh: () => revalidate('/api/orders'),
    toasts: {
      done: () => ({ title: t('toasts.syncSuccessTitle'), description: t('toasts.syncSuccessText') }),
      running: { title: t('toasts.syncSuccessTitle'), description: t('list.stillRunning') },
      // The fixed text, then the server's reason on its own line (a connection switched off, KiotViet down).
      failed: (reason) => ({
        title: t('toasts.syncFailedTitle'),
        description: `${t('toasts.syncFailedText')}\n${reason}`,
      }),
      latest: { done: t('toasts.latestSyncSuccess'), failed: t('toasts.latestSyncFailed') },
    },
  });

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
        <span className={listStyles.clampedCell}>
          {order.customer_code ? order.customer_name : t('walkInCustomer')}
        </span>
      ),
    },
    {
      id: 'product',
      header: t('columns.product'),
      cell: (order) => (
        <span className={listStyles.clampedCell}>{order.invoice_details[0]?.product_name ?? ''}</span>
      ),
    },
    {
      id: 'category',
      header: t('columns.category'),
      cell: (order) => order.invoice_details[0]?.category_name ?? '',
    },
    {
      id: 'purchaseDate',
      header: <span className={listStyles.wrappingHeader}>{t('columns.purchaseDate')}</span>,
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
      cell: (order) => <span className={listStyles.clampedCell}>{order.branch_name ?? ''}</span>,
    },
  ];

  return (
    <PageFrame
      title={t('title')}
      description={<SyncNote dataType="ORDER" relative />}
      actions={<ManualSyncButton sync={sync} label={t('list.update')} busyLabel={t('list.updating')} />}
      toolbar={
        <>
          <FilterButton
            {...list.filterButton}
            countLabel={t('list.activeFilters', { count: list.filterCount })}
          >
            {t('filters.title')}
          </FilterButton>
          <ListSearch
            value={list.view.search}
            onSearch={list.search}
            label={t('list.searchLabel')}
            placeholder={t('list.searchPlaceholder')}
          />
        </>
      }
    >
      <ListTable
        {...list.table}
        caption={t('title')}
        columns={columns}
        getRowId={(order) => order.id}
        onRowClick={(order) => navigate(paths.order(order.id), { state: { order } })}
        texts={t('list', { returnObjects: true })}
        icon={<ClipboardListIcon />}
      />
      <ListPager
        {...list.pager}
        range={(values, exact) => t(exact ? 'list.range' : 'list.rangeApproximate', values)}
      />
      <FiltersDrawer {...list.drawer} />
    </PageFrame>
  );
}
