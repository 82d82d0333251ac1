import { ApiError, type SalesOrder, type SalesOrderLine, type SalesOrderPayment } from '@pharmacy/api-client';
import { useSalesOrder } from '@pharmacy/api-client/swr/salesOrders';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@pharmacy/i18n';
import {
  AlertTriangleIcon,
  Banner,
  Breadcrumb,
  type BreadcrumbLinkProps,
  Button,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Heading,
  RefreshIcon,
  Skeleton,
  SkeletonGroup,
  Spinner,
  Text,
} from '@pharmacy/ui';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { describeError } from '../../shared/errors';
import { FactList } from '../../shared/FactList';
import { stack } from '../../shared/layout.css';
import { column, NotFoundState } from '../../shared/list';
import { paths } from '../../shared/paths';
import { useStorageOwner } from '../../shared/pharmacyStorage';
import { readOrderSummary } from '../../shared/salesData/orderSummaryStore';
import { SalesOrderStatusBadge } from '../../shared/salesData/SalesOrderStatusBadge';
import * as styles from './SalesOrders.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function RouterLink({ href, className, children }: BreadcrumbLinkProps) {
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}

/** The row the list passed as navigation state, when it is this order's. */
function passedOrder(state: unknown, id: string): SalesOrder | null {
  const order = (state as { order?: SalesOrder } | null)?.order;
  return order && order.id === id && Array.isArray(order.invoice_details) ? order : null;
}

/**
 * A synced sales order's page, `/order/{id}` (docs/product/sales-orders.md#order-page): breadcrumb 'Trang chủ' ›
 * 'Đồng bộ đơn hàng' › its code (docs/product/decisions.md#order-page-breadcrumb), its facts and its lines. What the
 * list passed (navigation state) or a purchase-history row stored (localStorage, for this user and pharmacy) shows at
 * once; the fetched order then replaces it. An id that cannot be an order's, or one the
 * server does not know, reads 'Không tìm thấy thông tin đơn hàng'; any other failure 'Có lỗi xảy ra khi tải thông
 * tin đơn hàng: {message}'.
 */
export function OrderDetailScreen() {
  const { t } = useTranslation('salesOrders');
  const { t: tc } = useTranslation('common');
  const { id = '' } = useParams<{ id: string }>();
  const valid = UUID.test(id);
  const state = useHistoryState<unknown>();
  const owner = useStorageOwner();
  const summary = useMemo(
    () => (valid ? (passedOrder(state, id) ?? readOrderSummary(id, owner)) : null),
    [state, id, valid, owner],
  );
  const { data, error, isValidating, mutate } = useSalesOrder(valid ? id : null);
  const notFound = !valid || (error instanceof ApiError && error.status === 404);
  const order = notFound ? null : (data?.data ?? summary);

  const breadcrumb = (
    <Breadcrumb
      label={t('detail.breadcrumb')}
      linkComponent={RouterLink}
      items={[
        { label: t('detail.home'), href: paths.home },
        { label: t('title'), href: paths.orderSync },
        { label: order?.code ?? (notFound ? t('detail.notFound') : tc('states.loading')) },
      ]}
    />
  );

  let body: ReactNode;
  if (notFound) {
    body = (
      <NotFoundState
        title={t('detail.notFound')}
        backHref={paths.orderSync}
        backLabel={t('detail.backToList')}
        linkClassName={styles.backLink}
      />
    );
  } else if (!order && error) {
    body = <LoadError error={error} onRetry={() => void mutate()} />;
  } else if (!order) {
    body = (
      <SkeletonGroup label={tc('states.loading')}>
        <Skeleton shape="rect" height={140} />
        <Skeleton shape="rect" height={220} />
      </SkeletonGroup>
    );
  } else {
    body = (
      <>
        {error ? <LoadError error={error} onRetry={() => void mutate()} banner /> : null}
        {!data && isValidating ? (
          <Text size="small" tone="secondary" role="status">
            <Spinner size="small" decorative /> {t('detail.refreshing')}
          </Text>
        ) : null}
        <OrderFacts order={order} />
        <OrderLines lines={order.invoice_details} />
        <OrderPayments payments={data?.data.payments} paid={order.total_payment} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      {breadcrumb}
      <Heading level={1} size={2}>
        {order ? t('detail.heading', { code: order.code }) : t('title')}
      </Heading>
      {body}
    </div>
  );
}

function LoadError({
  error,
  onRetry,
  banner = false,
}: {
  error: unknown;
  onRetry: () => void;
  banner?: boolean;
}) {
  const { t } = useTranslation('salesOrders');
  const { t: tc } = useTranslation('common');
  const message = t('detail.loadError', { message: describeError(error, tc) });
  const retry = (
    <Button variant="outline" tone="neutral" icon={<RefreshIcon size={16} />} onClick={onRetry}>
      {tc('actions.retry')}
    </Button>
  );
  if (banner) {
    return <Banner tone="critical" title={message} action={retry} />;
  }
  return <EmptyState role="alert" icon={<AlertTriangleIcon />} title={message} actions={retry} />;
}

function OrderFacts({ order }: { order: SalesOrder }) {
  const { t } = useTranslation('salesOrders');
  const missing = <Text tone="secondary">{t('detail.missing')}</Text>;
  const facts: [string, ReactNode][] = [
    [t('detail.code'), order.code],
    [t('detail.purchaseDate'), formatDateTime(order.purchase_date)],
    [t('detail.branch'), order.branch_name ?? missing],
    [t('detail.soldBy'), order.sold_by_name ?? missing],
    [t('detail.customer'), order.customer_code ? order.customer_name : t('walkInCustomer')],
    // The discount on the whole order, only when there is one (the lines' own discounts are in their table).
    ...(order.discount > 0
      ? ([
          [
            t('detail.orderDiscount'),
            // A summary stored by an older portal has no percentage.
            typeof order.discount_ratio !== 'number'
              ? formatMoney(order.discount)
              : t('detail.orderDiscountRatio', {
                  amount: formatMoney(order.discount),
                  ratio: formatPercent(order.discount_ratio),
                }),
          ],
        ] as [string, ReactNode][])
      : []),
    [t('detail.total'), formatMoney(order.total)],
    [
      t('detail.status'),
      <SalesOrderStatusBadge
        key="status"
        status={order.status}
        statusValue={order.status_value}
        size="medium"
      />,
    ],
  ];
  return <FactList facts={facts} className={styles.facts} />;
}

/** A percentage as the order shows it: up to two decimals, Vietnamese separators. */
const formatPercent = (value: number) =>
  new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 }).format(value);

/** KiotViet's payment methods staff know by their Vietnamese names; another keeps KiotViet's word. */
const NAMED_METHODS = ['Cash', 'Card', 'Transfer'] as const;

/**
 * How the order was paid (docs/product/sales-orders.md#order-page): each payment's method in words, its receipt
 * code, time and amount, and what the customer paid in all. Only the fetched order has them: until it arrives the
 * section waits.
 */
function OrderPayments({ payments, paid }: { payments: SalesOrderPayment[] | undefined; paid: number }) {
  const { t } = useTranslation('salesOrders');
  const methodName = (method: string) =>
    (NAMED_METHODS as readonly string[]).includes(method)
      ? t(`detail.payments.methods.${method as (typeof NAMED_METHODS)[number]}`)
      : method;
  const columns: DataTableColumn<SalesOrderPayment>[] = [
    {
      id: 'method',
      header: t('detail.payments.method'),
      cell: (payment) => methodName(payment.method),
      card: 'title',
    },
    {
      id: 'code',
      header: t('detail.payments.code'),
      cell: (payment) => payment.code ?? <Text tone="secondary">—</Text>,
      numeric: true,
    },
    {
      id: 'time',
      header: t('detail.payments.time'),
      cell: (payment) =>
        payment.paid_at ? formatDateTime(payment.paid_at) : <Text tone="secondary">—</Text>,
      numeric: true,
    },
    column.money('amount', t('detail.payments.amount'), (payment) => payment.amount),
  ];
  return (
    <section className={stack}>
      <Heading level={2} size={4}>
        {t('detail.payments.title')}
      </Heading>
      <DataTable
        caption={t('detail.payments.title')}
        columns={columns}
        rows={payments ?? []}
        getRowId={(payment) => `${payments?.indexOf(payment)}-${payment.code ?? ''}`}
        density="compact"
        // On a phone each payment is a card: its amount in view without scrolling sideways.
        narrowLayout
        loading={payments === undefined}
        loadingRows={1}
        loadingLabel={t('detail.payments.loading')}
        empty={<EmptyState size="small" title={t('detail.payments.none')} />}
      />
      {payments && payments.length > 0 ? (
        <Text weight="medium" align="right">
          {t('detail.payments.paid', { amount: formatMoney(paid) })}
        </Text>
      ) : null}
    </section>
  );
}

function OrderLines({ lines }: { lines: SalesOrderLine[] }) {
  const { t } = useTranslation('salesOrders');
  const { t: tc } = useTranslation('common');
  const dash = (value: string | null) => value || <Text tone="secondary">—</Text>;
  const columns: DataTableColumn<SalesOrderLine>[] = [
    { id: 'productId', header: t('detail.line.productId'), cell: (line) => line.product_code, numeric: true },
    {
      id: 'name',
      header: t('detail.line.name'),
      card: 'title',
      cell: (line) => <span className={styles.lineName}>{line.product_name}</span>,
    },
    {
      id: 'category',
      header: t('detail.line.category'),
      cell: (line) => dash(line.category_name),
      card: 'hidden',
    },
    {
      id: 'quantity',
      header: t('detail.line.quantity'),
      cell: (line) => formatNumber(line.quantity),
      align: 'end',
      numeric: true,
    },
    {
      id: 'price',
      header: t('detail.line.price'),
      cell: (line) => formatMoney(line.price),
      align: 'end',
      numeric: true,
    },
    {
      id: 'discount',
      header: t('detail.line.discount'),
      cell: (line) => `${formatPercent(line.discount)}%`,
      align: 'end',
      numeric: true,
    },
    { id: 'batch', header: t('detail.line.batch'), cell: (line) => dash(line.batch_number) },
    {
      id: 'expiry',
      header: t('detail.line.expiry'),
      cell: (line) => dash(line.expiry_date ? formatDate(line.expiry_date) : null),
      numeric: true,
    },
    column.money('subTotal', t('detail.line.subTotal'), (line) => line.sub_total),
  ];
  return (
    // Not a named region: the table's scroll area already is one, with the same name (axe's landmark-unique on a
    // phone, where the table scrolls).
    <section className={stack}>
      <Heading level={2} size={4} id="order-lines">
        {t('detail.lines')}
      </Heading>
      <DataTable
        caption={t('detail.lines')}
        columns={columns}
        rows={lines}
        getRowId={(line) => `${line.product_kiotviet_id}-${line.batch_number ?? ''}-${lines.indexOf(line)}`}
        density="compact"
        // Nine columns do not fit a phone: each line becomes a card headed by its product.
        narrowLayout
        empty={<EmptyState size="small" title={tc('states.empty')} />}
      />
    </section>
  );
}
