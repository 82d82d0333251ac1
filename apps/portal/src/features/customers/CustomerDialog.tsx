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
 * A customer's dialog (docs/product/customers.md#customer-dialog): the info card, then the tabs
 * 'Lịch sử mua hàng (n)' — the orders, newest first,
 * with their own pagination (the first three pages and the last ones); a row stores the order's summary and opens
 * its page in a new tab — and 'Gợi ý mua lại (n)' — what the customer buys again and again, due products first and
 * marked (docs/product/customers.md#repurchase-suggestions, computed by the server).
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
    [t('dialog.phone'), customer.phone ?? missing],
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

/** Due products first (the server already sorts so; kept here so the marking and the order never disagree). */
function dueFirst(rows: readonly RepurchaseSuggestion[]): RepurchaseSuggestion[] {
  return [...rows].sort((a, b) => Number(b.is_due) - Number(a.is_due));
}

function Suggestions({
  rows,
  error,
  retry,
}: {
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
          {row.is_due ? (
            <Badge tone="caution" size="small">
              {t('suggestions.due')}
            </Badge>
          ) : (
            <Text size="small" tone="secondary">
              {t('suggestions.dueOn', { date: formatDate(row.due_date) })}
            </Text>
          )}
        </span>
      ),
    },
    count('suggestedQuantity', (row) => row.suggested_quantity),
    count('currentStock', (row) => row.current_stock),
    { ...count('purchaseCount', (row) => row.purchase_count), card: 'hidden' },
    column.date('lastPurchase', header('lastPurchase'), (row) => row.last_purchase_date),
    { ...count('averageInterval', (row) => row.average_purchase_interval), card: 'hidden' },
  ];
  return (
    <div className={styles.panel}>
      <DataTable
        caption={t('suggestionsTab', { count: rows?.length ?? 0 })}
        columns={columns}
        rows={rows ? dueFirst(rows) : []}
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
