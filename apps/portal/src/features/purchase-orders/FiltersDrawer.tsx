import { PURCHASE_ORDER_STATUSES } from '@pharmacy/api-client';
import { useDistributors } from '@pharmacy/api-client/swr';
import { useDistributorsByIds } from '@pharmacy/api-client/swr/distributors';
import { useTranslation } from 'react-i18next';
import { OPTION_LIMIT, OptionChecklist, type OptionSource } from '../../shared/list';
import {
  CheckboxGroup,
  DateRangeFilter,
  FilterDrawer,
  type FilterDrawerBinding,
} from '../../shared/list/FilterDrawer';
import type { DrawerFilters } from './listState';

/** The suppliers, searched on the server 20 at a time; chosen ones beyond them (a restored link) named by id. */
function useSupplierOptions(search: string, selected: readonly string[]): OptionSource {
  const { data, error, isLoading } = useDistributors({ limit: OPTION_LIMIT, ...(search ? { search } : {}) });
  const items = (data?.data ?? []).map((supplier) => ({
    value: supplier.id,
    label: supplier.name,
    description: supplier.code,
  }));
  const listed = new Set(items.map((item) => item.value));
  const { data: missing } = useDistributorsByIds(selected.filter((id) => !listed.has(id)));
  return {
    items,
    selectedItems: (missing ?? []).map((supplier) => ({ value: supplier.id, label: supplier.name })),
    total: data?.total,
    failed: Boolean(error),
    loading: isLoading,
  };
}

/**
 * 'Bộ lọc nâng cao' of the purchase orders: suppliers (a checklist the server searches), statuses, and the order
 * and delivery date ranges. Changes wait in the drawer until 'Áp dụng'; 'Xoá tất cả' clears everything, the search
 * box included.
 */
export function FiltersDrawer(props: FilterDrawerBinding<DrawerFilters>) {
  const { t } = useTranslation('purchaseOrders');
  return (
    <FilterDrawer {...props} title={t('filters.title')}>
      {(draft, change) => (
        <>
          <OptionChecklist
            texts={t('filters.suppliers', { returnObjects: true })}
            value={draft.suppliers}
            onChange={(suppliers) => change({ suppliers })}
            useOptions={useSupplierOptions}
          />
          <CheckboxGroup
            legend={t('filters.statuses')}
            options={PURCHASE_ORDER_STATUSES}
            labelOf={(status) => t(`status.${status}`)}
            value={draft.statuses}
            onChange={(statuses) => change({ statuses })}
          />
          <DateRangeFilter
            label={t('filters.orderDate')}
            value={{ from: draft.orderedFrom, to: draft.orderedTo }}
            onChange={(range) => change({ orderedFrom: range.from, orderedTo: range.to })}
          />
          <DateRangeFilter
            label={t('filters.deliveryDate')}
            value={{ from: draft.deliveredFrom, to: draft.deliveredTo }}
            onChange={(range) => change({ deliveredFrom: range.from, deliveredTo: range.to })}
          />
        </>
      )}
    </FilterDrawer>
  );
}
