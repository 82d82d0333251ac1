import type { ExpiringLot, ExpiringLotList } from '@pharmacy/api-client';
import { useExpiringLots } from '@pharmacy/api-client/swr/expiry';
import { useExportExpiringLots } from '@pharmacy/api-client/swr/exports';
import { formatDailyRate, formatMoney, formatNumber } from '@pharmacy/i18n';
import {
  Badge,
  type BadgeTone,
  CalendarIcon,
  type DataTableColumn,
  Heading,
  PageFrame,
  Select,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  VisuallyHidden,
} from '@pharmacy/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  column,
  ListPager,
  type ListPagerProps,
  ListTable,
  type ListTableProps,
  listStyles,
  useListView,
  WrappingHeader,
} from '../../shared/list';
import type { CreateOrderFlowComponent } from '../../shared/orderDraft';
import { useUrlState } from '../../shared/useUrlState';
import * as styles from './ExpiryReorder.css';
import { ExportButtons } from './ExportButtons';
import { DEFAULT_SALES_WINDOW, DEFAULT_WINDOW, listState, toLotsQuery, WINDOWS } from './listState';
import { ProductCell, SalesWindowSelect } from './parts';
import { ReorderTab } from './ReorderTab';
import { tabState } from './reorderState';

/** Within 30 days a lot is flagged red, within 90 amber (docs/product/inventory.md#expiry). */
function daysTone(days: number): BadgeTone {
  if (days <= 30) return 'critical';
  if (days <= 90) return 'caution';
  return 'neutral';
}

/**
 * The workbench (`expiry:title`): the tabs `expiry:tabs.expiry` (docs/product/inventory.md#near-expiry-view) and
 * `expiry:tabs.reorder` (docs/product/inventory.md#reorder-suggestions), the chosen one in the address
 * (`?tab=reorder`). `createOrder` is the purchase orders' create flow, which the app hands in: the suggestions draft
 * an order with it.
 */
export function ExpiryReorderScreen({ createOrder }: { createOrder?: CreateOrderFlowComponent }) {
  const { t } = useTranslation('expiry');
  const [{ tab }, setTab] = useUrlState(tabState);
  return (
    <PageFrame title={t('title')} description={t('description')}>
      <Tabs
        value={tab ?? 'expiry'}
        onValueChange={(next) => setTab({ tab: next === 'reorder' ? 'reorder' : null })}
      >
        <TabList label={t('tabs.label')}>
          <Tab value="expiry">{t('tabs.expiry')}</Tab>
          <Tab value="reorder">{t('tabs.reorder')}</Tab>
        </TabList>
        <TabPanel value="expiry" unmountWhenHidden>
          <ExpiryTab />
        </TabPanel>
        <TabPanel value="reorder" unmountWhenHidden>
          <ReorderTab createOrder={createOrder} />
        </TabPanel>
      </Tabs>
    </PageFrame>
  );
}

/**
 * Tab `expiry:tabs.expiry` (docs/product/inventory.md#near-expiry-view): the money at risk per window, the lots in
 * stock expiring within the chosen window with their value at cost and the units expected left unsold at expiry, and
 * the expired lots in their own section. Everything in the address.
 */
function ExpiryTab() {
  const { t } = useTranslation('expiry');
  const expiring = useListView({
    state: listState,
    quickFilters: { window: null },
    toQuery: (view) => toLotsQuery(view, 'expiring'),
    texts: { ...t('expiring', { returnObjects: true }), caption: t('expiring.heading') },
    load: useExpiringLots,
    firstPage: { page: 1, expiredPage: 1 },
  });
  const expired = useListView({
    state: listState,
    toQuery: (view) => toLotsQuery(view, 'expired'),
    texts: { ...t('expired', { returnObjects: true }), caption: t('expired.heading') },
    load: useExpiringLots,
    pageKey: 'expiredPage',
  });
  const { view, setView } = expiring;
  // The same request as the list's (SWR shares it): its answer carries the totals too.
  const totals = useExpiringLots(expiring.query).data?.totals;
  const window = view.window ?? DEFAULT_WINDOW;
  const exportLots = useExportExpiringLots().trigger;

  const columns: DataTableColumn<ExpiringLot>[] = [
    {
      id: 'product',
      header: t('columns.product'),
      sortable: true,
      card: 'title',
      cell: (lot) => <ProductCell product={lot.product} />,
    },
    {
      id: 'batch',
      header: t('columns.batch'),
      cell: (lot) =>
        lot.batch_number ?? (
          <>
            <Text tone="secondary" aria-hidden="true">
              —
            </Text>
            <VisuallyHidden>{t('noBatchNumber')}</VisuallyHidden>
          </>
        ),
    },
    { ...column.date('expiry', t('columns.expiry'), (lot) => lot.expiry_date), sortable: true },
    {
      id: 'daysLeft',
      header: t('columns.daysLeft'),
      numeric: true,
      cell: (lot) => {
        if (lot.days_left < 0) {
          return (
            <Badge tone="critical" size="small">
              {t('expiredDays', { count: -lot.days_left })}
            </Badge>
          );
        }
        return (
          <Badge tone={daysTone(lot.days_left)} size="small">
            {lot.days_left === 0 ? t('expiresToday') : t('daysLeft', { count: lot.days_left })}
          </Badge>
        );
      },
    },
    column.count('onHand', t('columns.onHand'), (lot) => lot.on_hand),
    column.money('value', <WrappingHeader>{t('columns.value')}</WrappingHeader>, (lot) => lot.value),
    {
      id: 'dailySales',
      header: t('columns.dailySales'),
      align: 'end',
      numeric: true,
      cell: (lot) => formatDailyRate(lot.daily_sales),
    },
    column.count(
      'unsold',
      <WrappingHeader>{t('columns.unsold')}</WrappingHeader>,
      (lot) => lot.expected_unsold,
    ),
  ];
  const expiredColumns = columns.filter((entry) => entry.id !== 'dailySales' && entry.id !== 'unsold');
  const sortProps = {
    sort: {
      columnId: view.sort === 'product' ? 'product' : 'expiry',
      direction: view.direction === 'desc' ? ('descending' as const) : ('ascending' as const),
    },
    onSortChange: (sort: { columnId: string; direction: 'ascending' | 'descending' }) =>
      setView({
        sort: sort.columnId === 'product' ? 'product' : null,
        direction: sort.direction === 'descending' ? 'desc' : null,
        page: 1,
        expiredPage: 1,
      }),
  };

  return (
    <div className={styles.body}>
      <Text tone="secondary">{t('expiryDescription')}</Text>
      <MoneyAtRisk
        totals={totals}
        window={window}
        onWindow={(next) => setView({ window: next === DEFAULT_WINDOW ? null : next, page: 1 })}
      />
      <div className={styles.toolbar}>
        <Select
          className={listStyles.toolbarSelect}
          label={t('windowLabel')}
          options={WINDOWS.map((days) => ({ value: days, label: t(`windows.${days}`) }))}
          value={window}
          onChange={(chosen) => {
            const next = WINDOWS.find((days) => days === chosen) ?? DEFAULT_WINDOW;
            setView({ window: next === DEFAULT_WINDOW ? null : next, page: 1 });
          }}
        />
        <SalesWindowSelect value={view.sales} onChange={(sales) => setView({ sales, page: 1 })} />
        <ExportButtons
          exportAs={(format) =>
            exportLots({
              format,
              window,
              sales_window: view.sales ?? DEFAULT_SALES_WINDOW,
              ...(view.sort ? { sort: view.sort } : {}),
              ...(view.direction ? { direction: view.direction } : {}),
            })
          }
        />
      </div>
      <LotSection
        heading={`${t('expiring.heading')} · ${t(`windows.${window}`)}`}
        table={{ ...expiring.table, ...sortProps, columns }}
        pager={{ ...expiring.pager, label: t('pagers.expiring') }}
      />
      <LotSection
        heading={t('expired.heading')}
        table={{ ...expired.table, ...sortProps, columns: expiredColumns }}
        pager={{ ...expired.pager, label: t('pagers.expired') }}
      />
    </div>
  );
}

/** One figure a window (its lots and units under it) and the expired stock's; a window's figure chooses it. */
/** One of the tab's two lists of lots: its heading over its sortable table (cards on a phone) and its pager. */
function LotSection({
  heading,
  table,
  pager,
}: {
  heading: string;
  table: Omit<ListTableProps<ExpiringLot>, 'icon'>;
  pager: ListPagerProps;
}) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Heading level={2} size={4} id={id}>
        {heading}
      </Heading>
      <ListTable {...table} icon={<CalendarIcon />} narrowLayout />
      <ListPager {...pager} />
    </section>
  );
}

function MoneyAtRisk({
  totals,
  window,
  onWindow,
}: {
  totals: ExpiringLotList['totals'] | undefined;
  window: string;
  onWindow: (window: (typeof WINDOWS)[number]) => void;
}) {
  const { t } = useTranslation('expiry');
  const figure = (value: { value: number; lots: number; units: number } | undefined) =>
    value ? (
      <>
        <span className={styles.totalValue}>{formatMoney(value.value)}</span>
        <Text size="small" tone="secondary">
          {t('totals.lots', { count: value.lots, units: formatNumber(value.units) })}
        </Text>
      </>
    ) : (
      <Skeleton shape="text" width="8rem" />
    );
  return (
    <ul className={styles.totals} aria-label={t('totals.label')}>
      {WINDOWS.map((days) => (
        <li key={days}>
          <button
            type="button"
            className={styles.total}
            aria-pressed={window === days}
            onClick={() => onWindow(days)}
          >
            <span className={styles.totalLabel}>{t('totals.window', { days })}</span>
            {figure(totals?.windows.find((entry) => String(entry.days) === days))}
          </button>
        </li>
      ))}
      <li>
        <div className={styles.expiredTotal}>
          <span className={styles.totalLabel}>{t('totals.expired')}</span>
          {figure(totals?.expired)}
        </div>
      </li>
    </ul>
  );
}
