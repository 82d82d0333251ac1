import type { Customer } from '@pharmacy/api-client';
import { useRevalidate } from '@pharmacy/api-client/swr/core';
import { useCustomers, useSyncCustomers } from '@pharmacy/api-client/swr/customers';
import { formatMoney, formatNumber } from '@pharmacy/i18n';
import {
  type DataTableColumn,
  FilterButton,
  Menu,
  MenuGroup,
  MenuItemRadio,
  MenuSeparator,
  PageFrame,
  Text,
  UsersIcon,
} from '@pharmacy/ui';
import { useTranslation } from 'react-i18next';
import {
  ListPager,
  ListSearch,
  ListTable,
  listStyles,
  ManualSyncButton,
  useListView,
  useManualSync,
} from '../../shared/list';
import { SyncNote } from '../../shared/salesData/SyncNote';
import { CustomerDialog } from './CustomerDialog';
import { GenderBadge } from './GenderBadge';
import { filters, GENDERS, listState, type MenuFilters, REVENUE_RANGE_KEYS, toListQuery } from './listState';

const ALL = 'all';

/**
 * 'Đồng bộ khách hàng': the customers synced from KiotViet, ten a page, with the 12-hour note and the last update,
 * a search by code, name, phone or email (accents ignored), a filter menu (gender, total-revenue range) and
 * 'Cập Nhật', a manual sync that reads every customer again (customers removed in KiotViet go too). A row opens the
 * customer's dialog; the open customer, its tab and its history page live in the address with the list's filters.
 */
export function CustomersScreen() {
  const { t } = useTranslation('customers');
  const revalidate = useRevalidate();
  const list = useListView({ state: listState, filters, toQuery: toListQuery, load: useCustomers });
  const { view, setView } = list;
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
      failed: (reason) => ({ title: t('toasts.manualSyncFailed'), description: reason }),
    },
  });

  const columns: DataTableColumn<Customer>[] = [
    {
      id: 'code',
      header: t('columns.code'),
      cell: (row) => <Text weight="medium">{row.code}</Text>,
      numeric: true,
    },
    {
      id: 'name',
      header: t('columns.name'),
      cell: (row) => <span className={listStyles.clampedCell}>{row.name}</span>,
    },
    { id: 'gender', header: t('columns.gender'), cell: (row) => <GenderBadge gender={row.gender} /> },
    { id: 'phone', header: t('columns.phone'), cell: (row) => row.phone ?? '', numeric: true },
    {
      id: 'email',
      header: t('columns.email'),
      cell: (row) => <span className={listStyles.clampedCell}>{row.email ?? ''}</span>,
    },
    {
      id: 'totalRevenue',
      header: <span className={listStyles.wrappingHeader}>{t('columns.totalRevenue')}</span>,
      cell: (row) => formatMoney(row.total_revenue),
      align: 'end',
      numeric: true,
    },
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
              <FilterButton
                count={list.filterCount}
                countLabel={t('list.activeFilters', { count: list.filterCount })}
              >
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
          <ListSearch
            value={view.search}
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
        getRowId={(row) => row.id}
        onRowClick={(row) => setView({ customer: row.id, historyPage: 1, tab: null })}
        texts={t('list', { returnObjects: true })}
        icon={<UsersIcon />}
      />
      <ListPager
        {...list.pager}
        range={(values, exact) => t(exact ? 'list.range' : 'list.rangeApproximate', values)}
      />
      <CustomerDialog
        customerId={view.customer}
        tab={view.tab ?? 'history'}
        onTabChange={(tab) => setView({ tab: tab === 'history' ? null : tab }, { replace: true })}
        historyPage={view.historyPage}
        onHistoryPageChange={(historyPage) => setView({ historyPage }, { replace: true })}
        onClose={() => setView({ customer: null, historyPage: 1, tab: null })}
      />
    </PageFrame>
  );
}
