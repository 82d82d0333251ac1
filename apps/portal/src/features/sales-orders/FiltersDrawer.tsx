import { TextField } from '@pharmacy/ui';
import { useTranslation } from 'react-i18next';
import {
  CheckboxGroup,
  DateRangeFilter,
  FilterDrawer,
  type FilterDrawerBinding,
} from '../../shared/list/FilterDrawer';
import { ProductFilters } from '../../shared/productFilters';
import { SALES_ORDER_STATUS_CODES, statusKeyOf } from '../../shared/salesData/orderStatus';
import { type DrawerFilters, ORDER_CODE_MAX } from './listState';

/**
 * The sales orders' 'Bộ lọc nâng cao': order code, the four statuses the portal names and the purchase date range
 * first (what staff filter by most; the long product and category checklists would push them down), then products
 * and categories (checklists the server searches). Changes wait until 'Áp dụng'; 'Xoá tất cả' clears
 * everything, the search box included.
 */
export function FiltersDrawer({ onApply, ...props }: FilterDrawerBinding<DrawerFilters>) {
  const { t } = useTranslation('salesOrders');
  return (
    <FilterDrawer
      {...props}
      title={t('filters.title')}
      onApply={(draft) => onApply({ ...draft, code: draft.code.trim() })}
    >
      {(draft, change) => (
        <>
          <TextField
            label={t('filters.orderCode')}
            placeholder={t('filters.orderCodePlaceholder')}
            value={draft.code}
            maxLength={ORDER_CODE_MAX}
            autoComplete="off"
            onChange={(event) => change({ code: event.currentTarget.value })}
          />
          <CheckboxGroup
            legend={t('filters.statuses')}
            options={SALES_ORDER_STATUS_CODES}
            labelOf={(code) => t(`status.${statusKeyOf(Number(code)) ?? 'processing'}`)}
            value={draft.statuses}
            onChange={(statuses) => change({ statuses })}
          />
          <DateRangeFilter
            label={t('filters.purchaseDate')}
            value={{ from: draft.from, to: draft.to }}
            onChange={(range) => change({ from: range.from, to: range.to })}
          />
          <ProductFilters texts={t('filters', { returnObjects: true })} value={draft} onChange={change} />
        </>
      )}
    </FilterDrawer>
  );
}
