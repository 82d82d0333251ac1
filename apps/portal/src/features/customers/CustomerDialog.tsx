import { ApiError, type Customer, type RepurchaseSuggestion, type SalesOrder } from '@pharmacy/api-client';
import {
  useCustomer,
  useCustomerPurchaseHistory,
  useCustomerSuggestions,
} from '@pharmacy/api-client/swr/customers';
import { formatDate, formatDateTime } from '@pharmacy/i18n';
import {
  AlertTriangleIcon,
  Badge,
  ClipboardListIcon,
  DataTable,
  type DataTableColumn,
  Dialog,
  EmptyState,
  ExternalLinkIcon,
  PillIcon,
  Skeleton,
  SkeletonGroup,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  VisuallyHidden,
} from '@pharmacy/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../shared/errors';
import { FactList } from '../../shared/FactList';
import { column, ListPager, ListTable, LoadFailed, PAGE_SIZE, WrappingHeader } from '../../shared/list';
import { paths } from '../../shared/paths';
import { useStorageOwner } from '../../shared/pharmacyStorage';
import { storeOrderSummary } from '../../shared/salesData/orderSummaryStore';
import { SalesOrderStatusBadge } from '../../shared/salesData/SalesOrderStatusBadge';
import * as styles from './Customers.css';
import { GenderBadge } from './GenderBadge';
import { byUrgency, telHref, urgencyOf } from './suggestionUrgency';

/** Ten suggestions (the history shows ten orders a page, as every list: docs/product/customers.md#customer-dialog). */
const SUGGESTION_LIMIT = 10;

type CustomerTab = 'history' | 'suggestions';

export interface CustomerDialogProps {
  /** The open customer (from the address), or null: closed. */
  customerId: string | null;
  tab: CustomerTab;
  onTabChange: (tab: CustomerTab) => void;
  historyPage: number;
  onHistoryPageChange: (page: number) => void;
  onClose: () => void;
}

/**
 * A customer's dialog (docs/product/customers.md#customer-dialog): the info card, then the tabs `customers:historyTab`
 * — the orders, newest first, with their own pagination (the first three pages and the last ones); a row stores the
 * order's summary and opens its page in a new tab — and `customers:suggestionsTab` — what the customer buys again and
 * again, most urgent first, each with when it is expected and how overdue or how far off it is (`suggestions.overdue`,
 * `suggestions.daysLeft`), the customer's phone to call about a due one and the last order's page
 * (docs/product/customers.md#repurchase-suggestions, computed by the server).
 */
export function CustomerDialog({
  customerId,
  tab,
  onTabChange,
  historyPage,
  onHistoryPageChange,
  onClose,
}: CustomerDialogProps) {
  const { t } = useTranslation('customers');
  const { t: tc } = useTranslation('common');
  const customer = useCustomer(customerId);
  const history = useCustomerPurchaseHistory(customerId, { page: historyPage, limit: PAGE_SIZE });
  const suggestions = useCustomerSuggestions(customerId, SUGGESTION_LIMIT);
  const notFound = customer.error instanceof ApiError && customer.error.status === 404;

  return (
    <Dialog
      open={customerId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="xlarge"
      title={customer.data?.data.name ?? t('dialog.info')}
      description={customer.data?.data.code}
      closeLabel={tc('actions.close')}
    >
      {customer.error ? (
        <EmptyState
          size="small"
          role="alert"
          icon={<AlertTriangleIcon />}
          title={notFound ? t('dialog.notFound') : t('dialog.loadFailed')}
          description={notFound ? undefined : describeError(customer.error, tc)}
        />
      ) : (
        <div className={styles.dialogBody}>
          <InfoCard customer={customer.data?.data ?? null} />
          <div className={styles.tabs}>
            <Tabs value={tab} onValueChange={(value) => onTabChange(value as CustomerTab)}>
              <TabList label={t('dialog.tabs')}>
                <Tab value="history">{t('historyTab', { count: history.data?.total ?? 0 })}</Tab>
                <Tab value="suggestions">
                  {t('suggestionsTab', { count: suggestions.data?.data.length ?? 0 })}
                </Tab>
              </TabList>
              <TabPanel value="history">
                <PurchaseHistory
                  orders={history.data?.data}
                  total={history.data?.total ?? 0}
                  error={history.error}
                  retry={() => void history.mutate()}
                  page={historyPage}
                  onPageChange={onHistoryPageChange}
                  busy={history.isLoading}
                />
              </TabPanel>
              <TabPanel value="suggestions">
                <Suggestions
                  phone={customer.data?.data.phone ?? null}
                  rows={suggestions.data?.data}
                  error={suggestions.error}
                  retry={() => void suggestions.mutate()}
                />
              </TabPanel>
            </Tabs>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function InfoCard({ customer }: { customer: Customer | null }) {
  const { t } = useTranslation('customers');
  const { t: tc } = useTranslation('common');
  if (!customer) {
    return (
      <SkeletonGroup label={tc('states.loading')} className={styles.infoCard}>
        <Skeleton lines={5} />
      </SkeletonGroup>
    );
  }
  const missing = <Text tone="secondary">{t('dialog.missing')}</Text>;
  const facts: [string, ReactNode][] = [
    [t('dialog.code'), customer.code],
    [t('dialog.name'), customer.name],
    [t('dialog.gender'), <GenderBadge key="gender" gender={customer.gender} />],
    [t('dialog.phone'), customer.phone ? <PhoneLink key="phone" phone={customer.phone} /> : missing],
    [t('dialog.email'), customer.email ?? missing],
    [
      t('dialog.groups'),
      customer.groups.length > 0 ? (
        <ul key="groups" className={styles.groups}>
          {customer.groups.map((group) => (
            <li key={group} className={styles.groupItem}>
              <Badge size="small" tone="neutral" className={styles.groupName}>
                {group}
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <Text key="groups" tone="secondary">
          {t('dialog.noGroups')}
        </Text>
      ),
    ],
  ];
  return (
    <section className={styles.infoCard} aria-label={t('dialog.info')}>
      <FactList facts={facts} className={styles.facts} />
    </section>
  );
}

interface PurchaseHistoryProps {
  orders: SalesOrder[] | undefined;
  total: number;
  error: unknown;
  retry: () => void;
  page: number;
  onPageChange: (page: number) => void;
  busy: boolean;
}

function PurchaseHistory({ orders, total, error, retry, page, onPageChange, busy }: PurchaseHistoryProps) {
  const { t } = useTranslation('customers');
  const owner = useStorageOwner();
  const columns: DataTableColumn<SalesOrder>[] = [
    {
      id: 'code',
      header: t('history.code'),
      cell: (order) => (
        <span className={styles.orderCode}>
          <Text weight="medium">{order.code}</Text>
          <ExternalLinkIcon size={14} aria-hidden="true" />
          <VisuallyHidden>{t('dialog.opensInNewTab')}</VisuallyHidden>
        </span>
      ),
      numeric: true,
    },
    {
      id: 'time',
      header: t('history.time'),
      cell: (order) => formatDateTime(order.purchase_date),
      numeric: true,
    },
    column.money('total', t('history.total'), (order) => order.total),
    {
      id: 'status',
      header: t('history.status'),
      cell: (order) => <SalesOrderStatusBadge status={order.status} statusValue={order.status_value} />,
    },
  ];
  return (
    <div className={styles.panel}>
      <ListTable
        caption={t('historyTab', { count: total })}
        columns={columns}
        rows={orders}
        refreshing={busy && orders !== undefined}
        getRowId={(order) => order.id}
        onRowClick={(order) => {
          // The new tab's page shows the summary at once, then the fetched order.
          storeOrderSummary(order, owner);
          window.open(paths.order(order.id), '_blank', 'noopener');
        }}
        error={error}
        onRetry={retry}
        texts={{ loadFailed: t('dialog.historyFailed'), empty: t('historyEmpty') }}
        // Beside the info card on a desktop the panel is narrower than a phone's list: cards only on a phone.
        narrowLayout={{ below: DIALOG_CARDS_BELOW }}
        icon={<ClipboardListIcon />}
      />
      <ListPager
        variant="edges"
        label={t('dialog.historyPagination')}
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
        onPageChange={onPageChange}
        busy={busy}
        texts={{ range: t('dialog', { returnObjects: true }).historyRange }}
      />
    </div>
  );
}

/** The dialog's tables turn into cards below this width of their own (a phone), not below the lists' 768 px. */
const DIALOG_CARDS_BELOW = 480;

type SuggestionColumn =
  | 'suggestedQuantity'
  | 'currentStock'
  | 'purchaseCount'
  | 'lastPurchase'
  | 'averageInterval';

/** A phone number that dials when followed (on a phone; a desktop offers its calling app). */
function PhoneLink({ phone, label }: { phone: string; label?: string }) {
  const href = telHref(phone);
  return href ? (
    <a href={href} className={styles.phoneLink}>
      {label ?? phone}
    </a>
  ) : (
    phone
  );
}

/** When the customer is expected back for it, and how urgent that is. */
function UrgencyNote({ row }: { row: RepurchaseSuggestion }) {
  const { t } = useTranslation('customers');
  const urgency = urgencyOf(row);
  const expected = (
    <Text size="small" tone="secondary">
      {t('suggestions.expected', { date: formatDate(row.due_date) })}
    </Text>
  );
  return (
    <>
      {urgency.kind === 'overdue' ? (
        <Badge tone="critical" size="small">
          {t('suggestions.overdue', { count: urgency.days })}
        </Badge>
      ) : urgency.kind === 'today' ? (
        <Badge tone="caution" size="small">
          {t('suggestions.dueToday')}
        </Badge>
      ) : (
        <Badge tone="neutral" size="small">
          {t('suggestions.daysLeft', { count: urgency.days })}
        </Badge>
      )}
      {expected}
    </>
  );
}

function Suggestions({
  phone,
  rows,
  error,
  retry,
}: {
  /** The customer's phone: a due product offers to call them. */
  phone: string | null;
  rows: RepurchaseSuggestion[] | undefined;
  error: unknown;
  retry: () => void;
}) {
  const { t } = useTranslation('customers');
  const { t: tc } = useTranslation('common');
  /** Headers of two words or more take two lines, so the seven columns fit beside the info card. */
  const header = (key: SuggestionColumn) => <WrappingHeader>{t(`suggestions.${key}`)}</WrappingHeader>;
  const count = (key: SuggestionColumn, value: (row: RepurchaseSuggestion) => number) =>
    column.count(key, header(key), value);
  const columns: DataTableColumn<RepurchaseSuggestion>[] = [
    { id: 'code', header: t('suggestions.code'), cell: (row) => row.code, numeric: true },
    {
      id: 'name',
      header: t('suggestions.name'),
      card: 'title',
      cell: (row) => (
        <span className={styles.suggestionName}>
          <span>{row.name}</span>
          <UrgencyNote row={row} />
          {row.days_until_due <= 0 && phone ? (
            <PhoneLink phone={phone} label={t('suggestions.call', { phone })} />
          ) : null}
        </span>
      ),
    },
    count('suggestedQuantity', (row) => row.suggested_quantity),
    count('currentStock', (row) => row.current_stock),
    { ...count('purchaseCount', (row) => row.purchase_count), card: 'hidden' },
    {
      id: 'lastPurchase',
      header: header('lastPurchase'),
      cell: (row) => (
        <span className={styles.lastPurchase}>
          {formatDate(row.last_purchase_date)}
          <a
            href={paths.order(row.last_order.id)}
            target="_blank"
            rel="noopener"
            className={styles.orderCode}
          >
            {t('suggestions.lastOrder', { code: row.last_order.code })}
            <ExternalLinkIcon size={14} aria-hidden="true" />
            <VisuallyHidden>{t('dialog.opensInNewTab')}</VisuallyHidden>
          </a>
        </span>
      ),
      numeric: true,
    },
    { ...count('averageInterval', (row) => row.average_purchase_interval), card: 'hidden' },
  ];
  return (
    <div className={styles.panel}>
      <DataTable
        caption={t('suggestionsTab', { count: rows?.length ?? 0 })}
        columns={columns}
        rows={rows ? byUrgency(rows) : []}
        getRowId={(row) => `${row.code}-${row.product_id ?? ''}`}
        density="compact"
        narrowLayout={{ below: DIALOG_CARDS_BELOW }}
        sortLabels={tc('sort', { returnObjects: true })}
        loading={!rows && !error}
        loadingRows={3}
        loadingLabel={tc('states.loading')}
        error={
          error ? (
            <LoadFailed title={t('dialog.suggestionsFailed')} error={error} onRetry={retry} />
          ) : undefined
        }
        empty={<EmptyState size="small" icon={<PillIcon />} title={t('suggestionsEmpty')} />}
      />
    </div>
  );
}
