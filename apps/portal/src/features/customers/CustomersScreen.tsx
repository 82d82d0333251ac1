import type { Customer } from '@pharmacy/api-client';
import { useRevalidate } from '@pharmacy/api-client/swr/core';
import { useCustomers, useSyncCustomers } from '@pharmacy/api-client/swr/customers';
import { formatNumber } from '@pharmacy/i18n';
import {
  type DataTableColumn,
  FilterButton,
  Menu,
  MenuGroup,
  MenuItemRadio,
  MenuSeparator,
  PageFrame,
  UsersIcon,
} from '@pharmacy/ui';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
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
import { SyncNote } from '../../shared/salesData/SyncNote';
import { GenderBadge } from './GenderBadge';
import { filters, GENDERS, listState, type MenuFilters, REVENUE_RANGE_KEYS, toListQuery } from './listState';

const ALL = 'all';

/**
 * The customer list (`customers:title`): the customers synced from KiotViet, ten a page, with the 12-hour note and
 * the last update, a search by code, name, phone or email (accents ignored), a filter menu (gender, total-revenue
 * range) and `customers:update`, a manual sync that reads every customer again (customers removed in KiotViet go
 * too). A row opens the customer's dialog; the open customer, its tab and its history page live in the address with
 * the list's filters.
 */
/** A customer's dialog (history, suggestions, groups) comes with the first customer opened, not with the list. */
const CustomerDialog = lazy(() =>
  import('./CustomerDialog').then((module) => ({ default: module.CustomerDialog })),
);

export function CustomersScreen() {
  const { t } = useTranslation('customers');
  const revalidate = useRevalidate();
  const texts = { ...t('list', { returnObjects: true }), caption: t('title') };
  const list = useListView({ state: listState, filters, toQuery: toListQuery, texts, load: useCustomers });
  const { view, setView } = list;
  const openCustomer = (row: Customer) => setView({ customer: row.id, historyPage: 1, tab: null });
  const sync = useManualSync({
    dataType: 'CUSTOMER',
    trigger: useSyncCustomers(true).trigger,
    refresh: () => revalidate('/api/customers'),
    toasts: {
      done: (result) => ({
        title: t('toasts.manualSyncedTitle'),
        description: result
          ? t('list.syncCounts', {
              synced: formatNumber(result.synced_count),
              created: formatNumber(result.new_count),
              updated: formatNumber(result.updated_count),
            })
          : undefined,
      }),
      running: { title: t('toasts.manualSyncedTitle'), description: t('list.stillRunning') },
      failed: { title: t('toasts.manualSyncFailed') },
    },
  });

  // On a phone's card: the customer's name, code and phone, and what they spent.
  const columns: DataTableColumn<Customer>[] = [
    column.code('code', t('columns.code'), (row) => row.code),
    column.clamped('name', t('columns.name'), (row) => row.name, 'title'),
    {
      id: 'gender',
      header: t('columns.gender'),
      cell: (row) => <GenderBadge gender={row.gender} />,
      card: 'hidden',
    },
    { id: 'phone', header: t('columns.phone'), cell: (row) => row.phone ?? '', numeric: true },
    column.clamped('email', t('columns.email'), (row) => row.email, 'hidden'),
    column.money(
      'totalRevenue',
      <WrappingHeader>{t('columns.totalRevenue')}</WrappingHeader>,
      (row) => row.total_revenue,
    ),
  ];

  const radio = (name: keyof MenuFilters, value: string | null, label: string) => (
    <MenuItemRadio
      key={value ?? ALL}
      name={name}
      value={value ?? ALL}
      checked={view[name] === value}
      onSelect={() => list.applyFilters({ ...list.applied, [name]: value } as MenuFilters)}
    >
      {label}
    </MenuItemRadio>
  );

  return (
    <PageFrame
      title={t('title')}
      description={<SyncNote dataType="CUSTOMER" />}
      actions={<ManualSyncButton sync={sync} label={t('update')} busyLabel={t('updating')} />}
      toolbar={
        <>
          <Menu
            label={t('list.filter')}
            trigger={
              <FilterButton count={list.filterCount} countLabel={list.filterButton.countLabel}>
                {t('list.filter')}
              </FilterButton>
            }
          >
            <MenuGroup label={t('list.genderGroup')}>
              {radio('gender', null, t('list.allGenders'))}
              {GENDERS.map((gender) =>
                radio('gender', gender, t(gender === 'Nam' ? 'gender.male' : 'gender.female')),
              )}
            </MenuGroup>
            <MenuSeparator />
            <MenuGroup label={t('list.revenueGroup')}>
              {radio('revenue', null, t('list.allRevenues'))}
              {REVENUE_RANGE_KEYS.map((range) => radio('revenue', range, t(`revenue.${range}`)))}
            </MenuGroup>
          </Menu>
          <ListSearch {...list.searchBox} />
        </>
      }
    >
      <ListTable {...list.table} columns={columns} icon={<UsersIcon />} onRowClick={openCustomer} />
      <ListPager {...list.pager} />
      <LoadedOnce when={view.customer !== null}>
        <CustomerDialog
          customerId={view.customer}
          tab={view.tab ?? 'history'}
          onTabChange={(tab) => setView({ tab: tab === 'history' ? null : tab }, { replace: true })}
          historyPage={view.historyPage}
          onHistoryPageChange={(historyPage) => setView({ historyPage }, { replace: true })}
          onClose={() => setView({ customer: null, historyPage: 1, tab: null })}
        />
      </LoadedOnce>
    </PageFrame>
  );
}
