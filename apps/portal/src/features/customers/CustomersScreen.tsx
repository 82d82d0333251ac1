import type { Customer } from '@pharmacy/api-client';
import { useRevalidate } from '@pharmacy/api-client/swr/core';
import { useCustomers } from '@pharmacy/api-client/swr/customers';
import { formatMoney } from '@pharmacy/i18n';
import {
  Badge,
  Button,
  DataTable,
  type DataTableColumn,
  FilterIcon,
  Heading,
  Menu,
  MenuGroup,
  MenuItemRadio,
  MenuSeparator,
  Text,
  UsersIcon,
  VisuallyHidden,
} from '@pharmacy/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DebouncedSearchField } from '../../shared/DebouncedSearchField';
import { ListEmptyState, rangeValues } from '../../shared/ListStates';
import { ListPagination, LoadFailedState, usePageWithinList } from '../../shared/salesData/listParts';
import { SyncNote } from '../../shared/salesData/SyncNote';
import * as styles from '../../shared/salesData/salesData.css';
import { useUrlState } from '../../shared/useUrlState';
import { CustomerDialog } from './CustomerDialog';
import { GenderBadge } from './GenderBadge';
import {
  activeFilterCount,
  GENDERS,
  type GenderFilter,
  listState,
  PAGE_SIZE,
  REVENUE_RANGE_KEYS,
  type RevenueRange,
  SEARCH_MAX,
  toListQuery,
} from './listState';
import { SyncCustomersButton } from './SyncCustomersButton';

const ALL = 'all';

/**
 * 'Đồng bộ khách hàng' (docs/product/customers.md#customer-list): the customers synced from KiotViet, ten a page,
 * with the 12-hour note and the
 * last update, a search by code, name, phone or email (accents ignored), a filter menu (gender, total-revenue
 * range) and 'Cập Nhật'. A row opens the customer's dialog; the open customer, its tab and its history page live in
 * the address with the list's filters.
 */
export function CustomersScreen() {
  const { t } = useTranslation('customers');
  const { t: tc } = useTranslation('common');
  const [view, setView] = useUrlState(listState);
  const query = useMemo(() => toListQuery(view), [view]);
  const { data, error, isLoading, mutate } = useCustomers(query);
  const revalidate = useRevalidate();
  const filterCount = activeFilterCount(view);
  const filtered = filterCount > 0 || query.search !== undefined;

  const goToPage = useCallback((page: number) => setView({ page }, { replace: true }), [setView]);
  usePageWithinList(data, view.page, PAGE_SIZE, goToPage);

  const clearAll = () => setView({ gender: null, revenue: null, search: '', page: 1 });

  const columns: DataTableColumn<Customer>[] = [
    {
      id: 'code',
      header: t('columns.code'),
      cell: (customer) => <Text weight="medium">{customer.code}</Text>,
      numeric: true,
    },
    {
      id: 'name',
      header: t('columns.name'),
      cell: (customer) => <span className={styles.clampedCell}>{customer.name}</span>,
    },
    {
      id: 'gender',
      header: t('columns.gender'),
      cell: (customer) => <GenderBadge gender={customer.gender} />,
    },
    { id: 'phone', header: t('columns.phone'), cell: (customer) => customer.phone ?? '', numeric: true },
    {
      id: 'email',
      header: t('columns.email'),
      cell: (customer) => <span className={styles.clampedCell}>{customer.email ?? ''}</span>,
    },
    {
      id: 'totalRevenue',
      header: <span className={styles.wrappingHeader}>{t('columns.totalRevenue')}</span>,
      cell: (customer) => formatMoney(customer.total_revenue),
      align: 'end',
      numeric: true,
    },
  ];

  const emptyState = (
    <ListEmptyState
      filtered={filtered}
      icon={<UsersIcon />}
      texts={t('list', { returnObjects: true })}
      onClearFilters={clearAll}
    />
  );

  const rangeLabel = (range: { from: number; to: number; total: number }) => {
    const values = { ...rangeValues(range), size: PAGE_SIZE };
    return data && !data.total_exact ? t('list.rangeApproximate', values) : t('list.range', values);
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <Heading level={1} size={2}>
            {t('title')}
          </Heading>
          <SyncNote dataType="CUSTOMER" />
        </div>
        <div className={styles.headerActions}>
          <SyncCustomersButton onSynced={() => revalidate('/api/customers')} />
        </div>
      </header>

      <div className={styles.toolbar}>
        <Menu
          label={t('list.filter')}
          trigger={
            <Button variant="outline" tone="neutral" icon={<FilterIcon size={16} />}>
              {t('list.filter')}
              {filterCount > 0 ? (
                <>
                  <Badge tone="brand" size="small" className={styles.filterCount} aria-hidden="true">
                    {filterCount}
                  </Badge>
                  <VisuallyHidden>({t('list.activeFilters', { count: filterCount })})</VisuallyHidden>
                </>
              ) : null}
            </Button>
          }
        >
          <MenuGroup label={t('list.genderGroup')}>
            <MenuItemRadio
              name="gender"
              value={ALL}
              checked={view.gender === null}
              onSelect={() => setView({ gender: null, page: 1 })}
            >
              {t('list.allGenders')}
            </MenuItemRadio>
            {GENDERS.map((gender: GenderFilter) => (
              <MenuItemRadio
                key={gender}
                name="gender"
                value={gender}
                checked={view.gender === gender}
                onSelect={() => setView({ gender, page: 1 })}
              >
                {t(gender === 'Nam' ? 'gender.male' : 'gender.female')}
              </MenuItemRadio>
            ))}
          </MenuGroup>
          <MenuSeparator />
          <MenuGroup label={t('list.revenueGroup')}>
            <MenuItemRadio
              name="revenue"
              value={ALL}
              checked={view.revenue === null}
              onSelect={() => setView({ revenue: null, page: 1 })}
            >
              {t('list.allRevenues')}
            </MenuItemRadio>
            {REVENUE_RANGE_KEYS.map((range: RevenueRange) => (
              <MenuItemRadio
                key={range}
                name="revenue"
                value={range}
                checked={view.revenue === range}
                onSelect={() => setView({ revenue: range, page: 1 })}
              >
                {t(`revenue.${range}`)}
              </MenuItemRadio>
            ))}
          </MenuGroup>
        </Menu>
        <DebouncedSearchField
          value={view.search}
          onSearch={(search) => setView({ search, page: 1 }, { replace: true })}
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          maxLength={SEARCH_MAX}
          className={styles.search}
        />
      </div>

      <DataTable
        caption={t('title')}
        columns={columns}
        rows={data?.data ?? []}
        getRowId={(customer) => customer.id}
        onRowClick={(customer) => setView({ customer: customer.id, historyPage: 1, tab: null })}
        density="compact"
        loading={!data && !error}
        loadingRows={PAGE_SIZE}
        loadingLabel={tc('states.loading')}
        error={
          error ? (
            <LoadFailedState title={t('list.loadFailed')} error={error} onRetry={() => void mutate()} />
          ) : undefined
        }
        empty={emptyState}
      />

      <ListPagination
        page={view.page}
        pageSize={PAGE_SIZE}
        total={data?.total ?? 0}
        onPageChange={(page) => setView({ page })}
        rangeLabel={rangeLabel}
        busy={isLoading}
      />

      <CustomerDialog
        customerId={view.customer}
        tab={view.tab ?? 'history'}
        onTabChange={(tab) => setView({ tab: tab === 'history' ? null : tab }, { replace: true })}
        historyPage={view.historyPage}
        onHistoryPageChange={(historyPage) => setView({ historyPage }, { replace: true })}
        onClose={() => setView({ customer: null, historyPage: 1, tab: null })}
      />
    </div>
  );
}
