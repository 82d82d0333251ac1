import { ApiError, type PurchaseOrder, type PurchaseOrderItem } from '@pharmacy/api-client';
import { useDistributor } from '@pharmacy/api-client/swr';
import { usePurchaseOrder } from '@pharmacy/api-client/swr/purchaseOrders';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@pharmacy/i18n';
import { Button, ChevronLeftIcon, PrinterIcon, Skeleton, SkeletonGroup } from '@pharmacy/ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { useCurrentUser } from '../../../shared/currentUser';
import { LoadFailed, NotFoundState } from '../../../shared/list';
import { paths } from '../../../shared/paths';
import { lotLabel, lotsOf } from '../orderLots';
import * as styles from './PrintOrder.css';
import './PrintOrder.page.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A region that scrolls is reached by keyboard, to scroll it with the arrows (axe's scrollable-region-focusable). */
const keyboardScrollable = { tabIndex: 0 };

/**
 * A purchase order laid out on one A4 sheet to print and sign, outside the signed-in frame: the pharmacy and the
 * supplier, the order's number, dates and status, each line with its unit, lots, quantities and prices, the total
 * in đồng, and three signature blocks. The toolbar ('Quay lại đơn hàng', 'In') is not printed; printing is the
 * person's choice, never automatic.
 */
export function PrintOrderScreen() {
  const { t } = useTranslation('purchaseOrders');
  const { t: tc } = useTranslation('common');
  const { id = '' } = useParams<{ id: string }>();
  const valid = UUID.test(id);
  const { data, error, mutate } = usePurchaseOrder(valid ? id : null);
  const notFound = !valid || (error instanceof ApiError && error.status === 404);
  const order = data?.data.id === id ? data.data : undefined;

  let body: ReactNode;
  if (notFound) {
    body = (
      <NotFoundState
        title={t('print.notFound')}
        backHref={paths.purchaseOrders}
        backLabel={t('print.backToList')}
        linkClassName={styles.backLink}
      />
    );
  } else if (order) {
    body = <OrderSheet order={order} />;
  } else if (error) {
    body = <LoadFailed title={t('detail.loadFailed')} error={error} onRetry={() => void mutate()} />;
  } else {
    body = (
      <SkeletonGroup label={tc('states.loading')} className={styles.sheet}>
        <Skeleton shape="rect" width="60%" height={32} />
        <Skeleton lines={4} />
        <Skeleton shape="rect" width="100%" height={240} />
      </SkeletonGroup>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.toolbar}>
        <Link href={valid ? paths.purchaseOrder(id) : paths.purchaseOrders} className={styles.backLink}>
          <ChevronLeftIcon size={16} />
          {t('print.back')}
        </Link>
        <Button icon={<PrinterIcon size={16} />} disabled={!order} onClick={() => window.print()}>
          {t('print.print')}
        </Button>
      </header>
      <main className={styles.main}>{body}</main>
    </div>
  );
}

/** The product's base unit of each line, for lines that carry no unit of their own. */
/** The moment the page was opened, printed at the sheet's foot (a paper copy says when it was made). */
function useOpenedAt(): Date {
  const [openedAt] = useState(() => new Date());
  return openedAt;
}

function OrderSheet({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation('purchaseOrders');
  const user = useCurrentUser();
  const pharmacy = user.pharmacies[0]?.name ?? '';
  // The supplier's address and phone: a supplier deleted since, or not the pharmacy's to see, prints its name only.
  const { data: supplier } = useDistributor(order.distributor_id, { shouldRetryOnError: false });
  const openedAt = useOpenedAt();
  const received = order.status === 'delivered';
  const preparer = order.status_history[0]?.changed_by ?? null;

  // The saved PDF and the browser's print header read the page's title.
  useEffect(() => {
    const before = document.title;
    document.title = t('print.documentTitle', { number: order.order_number });
    return () => {
      document.title = before;
    };
  }, [order.order_number, t]);

  const titleId = useId();
  const captionId = useId();
  const none = <span className={styles.none}>{t('print.none')}</span>;
  const details = supplier?.data;
  return (
    <article className={styles.sheet} data-theme="light" aria-labelledby={titleId}>
      <header className={styles.head}>
        <div>
          <p className={styles.pharmacy}>{pharmacy}</p>
          <p className={styles.muted}>{t('print.buyer')}</p>
        </div>
        <div className={styles.titleBlock}>
          <h1 id={titleId} className={styles.title}>
            {t('print.title')}
          </h1>
          <p>{t('print.number', { number: order.order_number })}</p>
          <p>{t('print.orderedOn', { date: formatDate(order.created_at) })}</p>
        </div>
      </header>

      <section className={styles.parties} aria-label={t('print.partiesLabel')}>
        <dl className={styles.facts}>
          <Fact label={t('print.supplier')}>
            <strong>{order.distributor.name}</strong>
          </Fact>
          <Fact label={t('print.supplierCode')}>{order.distributor.code}</Fact>
          <Fact label={t('print.address')}>{details?.address || none}</Fact>
          <Fact label={t('print.phone')}>{details?.phone || none}</Fact>
        </dl>
        <dl className={styles.facts}>
          <Fact label={t('print.status')}>{t(`status.${order.status}`)}</Fact>
          <Fact label={t('print.expectedDelivery')}>
            {order.expected_delivery_date ? formatDate(order.expected_delivery_date) : none}
          </Fact>
          <Fact label={t('print.actualDelivery')}>
            {order.actual_delivery_date ? formatDate(order.actual_delivery_date) : none}
          </Fact>
        </dl>
      </section>

      {/* On a phone's screen the lines scroll sideways inside the sheet; on paper they fit the page. */}
      <section className={styles.tableScroll} aria-labelledby={captionId} {...keyboardScrollable}>
        <table className={styles.lines}>
          <caption id={captionId} className={styles.caption}>
            {t('print.linesCaption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('print.columns.index')}</th>
              <th scope="col">{t('print.columns.product')}</th>
              <th scope="col">{t('print.columns.unit')}</th>
              <th scope="col">{t('print.columns.lot')}</th>
              <th scope="col" className={styles.numeric}>
                {t('print.columns.ordered')}
              </th>
              {received ? (
                <th scope="col" className={styles.numeric}>
                  {t('print.columns.received')}
                </th>
              ) : null}
              <th scope="col" className={styles.numeric}>
                {t('print.columns.unitPrice')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('print.columns.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={item.id}>
                <td className={styles.numeric}>{index + 1}</td>
                <td>
                  <span className={styles.productName}>{item.product_name}</span>
                  <span className={styles.muted}>{item.product_code}</span>
                </td>
                <td>{item.unit ?? none}</td>
                <td>
                  <LotList item={item} />
                </td>
                <td className={styles.numeric}>{formatNumber(item.quantity_ordered)}</td>
                {received ? (
                  <td className={styles.numeric}>{formatNumber(item.quantity_received ?? 0)}</td>
                ) : null}
                <td className={styles.numeric}>{formatMoney(item.unit_price)}</td>
                <td className={styles.numeric}>{formatMoney(item.total_price)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={received ? 7 : 6} className={styles.totalLabel}>
                {t('print.total')}
              </th>
              <td className={`${styles.numeric} ${styles.total}`}>{formatMoney(order.total_amount)}</td>
            </tr>
          </tfoot>
        </table>
      </section>

      {order.notes ? (
        <p className={styles.notes}>
          <strong>{t('print.notes')}:</strong> {order.notes}
        </p>
      ) : null}

      <section className={styles.signatures} aria-label={t('print.signaturesLabel')}>
        <Signature title={t('print.signatures.preparer')} name={preparer} />
        <Signature title={t('print.signatures.supplier')} name={null} />
        <Signature title={t('print.signatures.receiver')} name={null} />
      </section>

      <p className={styles.printedAt}>{t('print.printedAt', { time: formatDateTime(openedAt) })}</p>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

/** The line's lots: number, how many of the line it carries, expiry. */
function LotList({ item }: { item: PurchaseOrderItem }) {
  const { t } = useTranslation('purchaseOrders');
  const lots = lotsOf(item);
  if (lots.length === 0) return <span className={styles.none}>{t('print.none')}</span>;
  return (
    <ul className={styles.lotList}>
      {lots.map((lot) => (
        <li key={lot.key}>
          {lotLabel(lot, t)}
          {lot.expiry ? (
            <span className={styles.muted}>{t('print.expiry', { date: formatDate(lot.expiry) })}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Signature({ title, name }: { title: string; name: string | null }) {
  const { t } = useTranslation('purchaseOrders');
  return (
    <div className={styles.signature}>
      <p className={styles.signatureTitle}>{title}</p>
      <p className={styles.muted}>{t('print.signHint')}</p>
      <p className={styles.signatureName}>{name ?? ''}</p>
    </div>
  );
}
