import type { PurchaseOrderSummary } from '@pharmacy/api-client';
import { usePurchaseOrders } from '@pharmacy/api-client/swr/purchaseOrders';
import { formatDate } from '@pharmacy/i18n';
import {
  Button,
  ClipboardListIcon,
  type DataTableCardPart,
  type DataTableColumn,
  FilterButton,
  PageFrame,
  PlusIcon,
  Text,
  VisuallyHidden,
} from '@pharmacy/ui';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadedOnce } from '../../shared/LoadedOnce';
import { column, ListPager, ListSearch, ListTable, useListView, WrappingHeader } from '../../shared/list';
import { filters, listState, NO_FILTERS, ORDER_SEARCH_MAX, toListQuery } from './listState';
import { OrderStatusBadge } from './OrderStatusBadge';
import * as styles from './PurchaseOrders.css';
import { SyncButton } from './SyncButton';

/** An order's drawer and the receive dialog come with the first order opened or received, not with the list. */
const OrderDrawer = lazy(() => import('./OrderDrawer').then((module) => ({ default: module.OrderDrawer })));
const ReceiveDialog = lazy(() =>
  import('./ReceiveDialog').then((module) => ({ default: module.ReceiveDialog })),
);

/** The create flows (drawer, lot editor, calendars) come with their first use, not with the list. */
const CreateOrderFlow = lazy(() =>
  import('./create/CreateOrderFlow').then((module) => ({ default: module.CreateOrderFlow })),
);

/** The filter drawer (its checklists and date ranges) comes with its first opening, not with the list. */
const FiltersDrawer = lazy(() =>
  import('./FiltersDrawer').then((module) => ({ default: module.FiltersDrawer })),
);

/**
 * The purchase-order list: 'Danh sách đơn đặt hàng', ten orders a page with the ±2 window, a search
 * by order number or supplier name, the advanced filters, and per row 'Xác nhận đã nhận hàng' (shipped) or the
 * sync to KiotViet (delivered). A row (click, or Enter) opens its detail drawer. Search, filters, page and the open
 * order live in the address.
 */
export function PurchaseOrdersScreen() {
  const { t } = useTranslation('purchaseOrders');
  const texts = { ...t('list', { returnObjects: true }), caption: t('list.title') };
  const list = useListView({
    state: listState,
    filters,
    toQuery: toListQuery,
    texts,
    load: usePurchaseOrders,
  });
  const { view, setView } = list;
  const openOrder = (order: PurchaseOrderSummary) => setView({ order: order.id });
  const [receiving, setReceiving] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  /** A delivery day, or '—' (read 'CHƯA CẬP NHẬT') while there is none. */
  const deliveryColumn = (
    id: 'expectedDelivery' | 'actualDelivery',
    day: (order: PurchaseOrderSummary) => string | null,
    card: DataTableCardPart,
  ): DataTableColumn<PurchaseOrderSummary> => ({
    id,
    card,
    header: <WrappingHeader>{t(`columns.${id}`)}</WrappingHeader>,
    cell: (order) => <DateOrMissing value={day(order)} />,
    numeric: true,
  });

  // On a phone's card: the order, its supplier and status, what it costs, when it is due, and its action.
  const columns: DataTableColumn<PurchaseOrderSummary>[] = [
    column.code(
      'orderNumber',
      <WrappingHeader>{t('columns.orderNumber')}</WrappingHeader>,
      (order) => order.order_number,
      'title',
    ),
    {
      id: 'supplier',
      header: t('columns.supplier'),
      cell: (order) => (
        <span className={styles.supplierCell} title={order.distributor.name}>
          {order.distributor.name}
        </span>
      ),
    },
    column.date(
      'orderDate',
      <WrappingHeader>{t('columns.orderDate')}</WrappingHeader>,
      (order) => order.created_at,
      'hidden',
    ),
    deliveryColumn('expectedDelivery', (order) => order.expected_delivery_date, 'field'),
    deliveryColumn('actualDelivery', (order) => order.actual_delivery_date, 'hidden'),
    column.money('total', t('columns.total'), (order) => order.total_amount),
    {
      id: 'status',
      header: t('columns.status'),
      cell: (order) => (
        <OrderStatusBadge status={order.status} receivedInFull={order.received_in_full} size="small" />
      ),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      align: 'end',
      card: 'actions',
      // Nothing at all when the order has no action, so that a phone's card has no empty foot.
      cell: (order) =>
        order.status !== 'shipped' && order.status !== 'delivered' && !order.is_synced_to_kiotviet ? null : (
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

  return (
    <PageFrame
      title={t('list.title')}
      actions={
        <>
          <FilterButton {...list.filterButton}>{t('filters.title')}</FilterButton>
          <Button icon={<PlusIcon size={16} />} aria-haspopup="dialog" onClick={() => setCreating(true)}>
            {t('list.create')}
          </Button>
        </>
      }
      toolbar={<ListSearch {...list.searchBox} maxLength={ORDER_SEARCH_MAX} />}
    >
      <ListTable {...list.table} columns={columns} icon={<ClipboardListIcon />} onRowClick={openOrder} />
      <ListPager {...list.pager} />
      <LoadedOnce when={list.drawer.open}>
        <FiltersDrawer {...list.drawer} />
      </LoadedOnce>
      <LoadedOnce when={view.order !== null}>
        <OrderDrawer orderId={view.order} onClose={() => setView({ order: null })} />
      </LoadedOnce>
      <LoadedOnce when={receiving !== null}>
        <ReceiveDialog orderId={receiving} onClose={() => setReceiving(null)} />
      </LoadedOnce>
      <LoadedOnce when={creating}>
        <CreateOrderFlow
          open={creating}
          onOpenChange={setCreating}
          // The new order is the newest: first on page 1 of the list without filters or search.
          onCreated={() => setView({ ...NO_FILTERS, search: '', page: 1, order: null })}
        />
      </LoadedOnce>
    </PageFrame>
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
