import { useTranslation } from 'react-i18next';
import { CheckboxGroup, FilterDrawer, type FilterDrawerBinding } from '../../shared/list/FilterDrawer';
import { ProductFilters } from '../../shared/productFilters';
import { type InventoryFilters, PRODUCT_STATUSES } from './listState';

/**
 * `inventory:filters.title`, the inventory's advanced filters: the pharmacy's products and the product groups (20
 * shown, searched on the server; a chosen one the first 20 do not hold is named by id) and the status checkboxes.
 * Changes wait in the drawer until it is applied; clearing all empties the selections and both searches, and the
 * list keeps its filters until they are applied (FilterDrawer's footer).
 */
export function InventoryFiltersDrawer(props: FilterDrawerBinding<InventoryFilters>) {
  const { t } = useTranslation('inventory');
  return (
    <FilterDrawer {...props} onClearAll={undefined} title={t('filters.title')}>
      {(draft, change) => (
        <>
          <ProductFilters own texts={t('filters', { returnObjects: true })} value={draft} onChange={change} />
          <CheckboxGroup
            legend={t('filters.statuses')}
            options={PRODUCT_STATUSES}
            labelOf={(status) => t(`status.${status}`)}
            value={draft.statuses}
            onChange={(statuses) => change({ statuses })}
          />
        </>
      )}
    </FilterDrawer>
  );
}
