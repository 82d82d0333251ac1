import type { PurchaseOrder, PurchaseOrderItem } from '@pharmacy/api-client';
import { usePurchaseOrder } from '@pharmacy/api-client/swr/purchaseOrders';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@pharmacy/i18n';
import {
  Badge,
  Banner,
  DataTable,
  type DataTableColumn,
  Drawer,
  Heading,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
} from '@pharmacy/ui';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shared/list';
import { KiotVietCell, KiotVietNotices } from './KiotVietNotices';
import { linkRefreshInterval } from './linkRefresh';
import { OrderDocuments } from './OrderDocuments';
import { OrderStatusBadge } from './OrderStatusBadge';
import { lotLabel, lotsOf } from './orderLots';
import * as styles from './PurchaseOrders.css';
import { ReceiveDialog } from './ReceiveDialog';
import { StatusActions } from './StatusActions';
import { useShownWhileClosing } from './useShownWhileClosing';

export interface OrderDrawerProps {
  /** The open order's id (from the address); null keeps the drawer closed. */
  orderId: string | null;
  onClose: () => void;
}

/**
 * The order's detail (docs/product/purchase-orders.md#order-drawer) in a drawer from the right: number, status,
 * supplier, order date,
 * expected and actual delivery as two rows ('CHƯA CẬP NHẬT' when missing), notes ('KHÔNG CÓ GHI CHÚ'), the lines
 * with their shipped lots and a total row, the documents, the status history, and the moves the server allows.
 * While it is open the order is fetched again before its documents' signed links run out.
 */
export function OrderDrawer({ orderId, onClose }: OrderDrawerProps) {
  const { t } = useTranslation('purchaseOrders');
  const { t: tc } = useTranslation('common');
  // The order stays shown while the drawer slides out.
  const shownId = useShownWhileClosing(orderId);
  const [receiving, setReceiving] = useState(false);
  const { data, error, mutate } = usePurchaseOrder(orderId === null ? null : shownId, {
    refreshInterval: (latest) => linkRefreshInterval(latest?.data.documents),
  });
  // A previous order's answer is never shown under another's id (SWR keeps the last answer while loading).
  const order = data?.data.id === shownId ? data?.data : undefined;

  let body: ReactNode;
  if (order) {
    body = <OrderDetail order={order} />;
  } else if (error) {
    body = <LoadFailed title={t('detail.loadFailed')} error={error} onRetry={() => void mutate()} />;
  } else {
    body = (
      <SkeletonGroup label={tc('states.loading')} className={styles.drawerSkeleton}>
        <Skeleton shape="rect" width="40%" height={24} />
        <Skeleton lines={5} />
        <Skeleton shape="rect" width="100%" height={160} />
      </SkeletonGroup>
    );
  }

  return (
    <Drawer
      open={orderId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="xlarge"
      title={order?.order_number ?? t('detail.description')}
      description={
        order ? <OrderStatusBadge status={order.status} receivedInFull={order.received_in_full} /> : undefined
      }
      closeLabel={tc('actions.close')}
      footer={order ? <StatusActions order={order} onReceive={() => setReceiving(true)} /> : undefined}
    >
      {body}
      {/* Inside the drawer, so it opens over it as a nested dialog. */}
      <ReceiveDialog orderId={receiving && order ? order.id : null} onClose={() => setReceiving(false)} />
    </Drawer>
  );
}

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? styles.factWide : styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

function Missing({ children }: { children: string }) {
  return (
    <Text tone="secondary" weight="medium" size="small">
      {children}
    </Text>
  );
}

/** A titled part of the order: a region named by its heading unless something inside already is one. */
function DetailSection({
  title,
  region = true,
  children,
}: {
  title: string;
  region?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={region ? id : undefined} className={styles.section}>
      <Heading level={3} id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

function OrderDetail({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation('purchaseOrders');
  const notUpdated = <Missing>{t('detail.notUpdated')}</Missing>;
  return (
    <Stack gap="xlarge">
      <KiotVietNotices order={order} />
      {order.is_synced_to_kiotviet ? (
        <Banner tone="info" title={t('detail.syncedNote')} description={t('detail.syncedNoteHint')} />
      ) : null}
      <dl className={styles.facts}>
        <Fact label={t('columns.supplier')}>{order.distributor.name}</Fact>
        <Fact label={t('columns.orderDate')}>{formatDate(order.created_at)}</Fact>
        <Fact label={t('columns.expectedDelivery')}>
          {order.expected_delivery_date ? formatDate(order.expected_delivery_date) : notUpdated}
        </Fact>
        <Fact label={t('columns.actualDelivery')}>
          {order.actual_delivery_date ? formatDate(order.actual_delivery_date) : notUpdated}
        </Fact>
        <Fact label={t('columns.total')}>{formatMoney(order.total_amount)}</Fact>
        <Fact label={t('detail.notes')} wide>
          {order.notes ? (
            <span className={styles.notes}>{order.notes}</span>
          ) : (
            <Missing>{t('detail.noNotes')}</Missing>
          )}
        </Fact>
      </dl>

      {/* Not a named region: the table's scroll area already is one, named 'Sản phẩm' like this heading (axe's
          landmark-unique, on a phone where the table scrolls). */}
      <DetailSection title={t('detail.itemsTitle')} region={false}>
        <OrderItems order={order} />
      </DetailSection>
      <DetailSection title={t('detail.documentsTitle')}>
        <OrderDocuments order={order} />
      </DetailSection>
      <DetailSection title={t('detail.historyTitle')}>
        <StatusHistory order={order} />
      </DetailSection>
    </Stack>
  );
}

/** What a line received, and, when it got less than it ordered, 'Nhận thiếu' with what was shipped and why. */
function ReceivedCell({ item }: { item: PurchaseOrderItem }) {
  const { t } = useTranslation('purchaseOrders');
  const received = item.quantity_received ?? 0;
  if (received >= item.quantity_ordered) return <>{formatNumber(received)}</>;
  return (
    <span className={styles.receivedCell}>
      <span className={styles.receivedQuantity}>
        {formatNumber(received)}
        <Badge tone="caution" size="small">
          {t('receivedInPart')}
        </Badge>
      </span>
      <Text size="small" tone="secondary" className={styles.receivedNote}>
        {[
          t('detail.receivedShipped', { shipped: formatNumber(item.quantity_shipped) }),
          item.shortfall_reason ? t(`shortfall.${item.shortfall_reason}`) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </span>
  );
}

function OrderItems({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation('purchaseOrders');
  const received = order.status === 'delivered';
  const lines = (item: PurchaseOrderItem, pick: 'lot' | 'expiry') => (
    <span className={styles.lines}>
      {lotsOf(item).map((lot) => (
        <span key={lot.key}>
          {pick === 'expiry'
            ? lot.expiry
              ? formatDate(lot.expiry)
              : t('detail.noExpiry')
            : lotLabel(lot, t)}
        </span>
      ))}
    </span>
  );
  const columns: DataTableColumn<PurchaseOrderItem>[] = [
    {
      // KiotViet's code under the portal's only where it differs, or the product not in KiotViet with its fix: a
      // column of its own repeated the code on most lines and pushed the totals out of the drawer.
      id: 'code',
      header: t('detail.productCode'),
      cell: (item) => (
        <span className={styles.lines}>
          {item.product_code}
          <KiotVietCell order={order} item={item} />
        </span>
      ),
      numeric: true,
    },
    {
      id: 'name',
      header: t('detail.productName'),
      cell: (item) => <span className={styles.productName}>{item.product_name}</span>,
      card: 'title',
    },
    {
      // In the line's unit ('50 Hộp'); a larger unit says how many base units it holds. One column for both keeps
      // the prices in view beside the drawer's other columns.
      id: 'quantity',
      header: t('detail.quantity'),
      cell: (item) => (
        <span className={styles.lineUnit}>
          {item.unit
            ? `${formatNumber(item.quantity_ordered)}\u00a0${item.unit}`
            : formatNumber(item.quantity_ordered)}
          {item.conversion > 1 ? (
            <Text size="small" tone="secondary" className={styles.lineUnitNote}>
              {t('detail.unitConversion', { quantity: formatNumber(item.conversion) })}
            </Text>
          ) : null}
        </span>
      ),
      align: 'end',
      numeric: true,
    },
    ...(received
      ? [
          {
            id: 'received',
            header: t('detail.received'),
            cell: (item: PurchaseOrderItem) => <ReceivedCell item={item} />,
            align: 'end' as const,
            numeric: true,
          },
        ]
      : []),
    {
      id: 'lots',
      header: received ? t('detail.receivedBatches') : t('detail.batches'),
      cell: (item) => lines(item, 'lot'),
      numeric: true,
    },
    { id: 'expiry', header: t('detail.expiry'), cell: (item) => lines(item, 'expiry'), numeric: true },
    {
      id: 'unitPrice',
      header: t('detail.unitPrice'),
      cell: (item) => formatMoney(item.unit_price),
      align: 'end',
      numeric: true,
    },
    {
      id: 'lineTotal',
      header: t('detail.lineTotal'),
      cell: (item) => formatMoney(item.total_price),
      align: 'end',
      numeric: true,
    },
  ];
  const quantity = order.items.reduce((sum, item) => sum + item.quantity_ordered, 0);
  const receivedTotal = order.items.reduce((sum, item) => sum + (item.quantity_received ?? 0), 0);
  // Boxes and tablets do not add up: the quantities are totalled only when every line is in one unit.
  const oneUnit = new Set(order.items.map((item) => item.unit)).size <= 1;
  return (
    <DataTable
      caption={t('detail.itemsTitle')}
      columns={columns}
      rows={order.items}
      getRowId={(item) => item.id}
      stickyHeader={false}
      // Eight columns beside a sidebar: the lists' compact cells keep the line totals in view at 1280 px.
      density="compact"
      // Eight columns do not fit a phone's drawer: each line becomes a card there, what it received in view.
      narrowLayout={{ below: 560 }}
      footer={{
        code: t('detail.totalRow'),
        ...(oneUnit ? { quantity: formatNumber(quantity) } : {}),
        ...(oneUnit && received ? { received: formatNumber(receivedTotal) } : {}),
        lineTotal: formatMoney(order.total_amount),
      }}
      className={styles.compactTable}
    />
  );
}

function StatusHistory({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation('purchaseOrders');
  // Newest first: the last move is what staff look for.
  const entries = [...order.status_history].reverse();
  return (
    <ol className={styles.history}>
      {entries.map((entry) => {
        const what =
          entry.from_status === null
            ? t('detail.historyCreated', { status: t(`status.${entry.to_status}`) })
            : entry.from_status === entry.to_status
              ? t('detail.historyCorrected')
              : t('detail.historyMoved', {
                  from: t(`status.${entry.from_status}`),
                  to: t(`status.${entry.to_status}`),
                });
        return (
          <li
            key={`${entry.changed_at}-${entry.to_status}-${entry.from_status}`}
            className={styles.historyEntry}
          >
            <Text weight="medium">{what}</Text>
            <Text size="small" tone="secondary">
              {t('detail.historyBy', { name: entry.changed_by, time: formatDateTime(entry.changed_at) })}
            </Text>
            {entry.skipped ? (
              <Text size="small" tone="secondary">
                {t('detail.historySkipped')}
              </Text>
            ) : null}
            {entry.reason ? (
              <Text size="small" className={styles.notes}>
                {t('detail.historyReason', { reason: entry.reason })}
              </Text>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
