import { useCategories, useProducts } from '@pharmacy/api-client/swr';
import { Button, Checkbox, type ChecklistItem, Drawer, SearchableChecklist, Text } from '@pharmacy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChosenCategories, useChosenProducts } from '../../shared/chosenOptions';
import { SEARCH_DEBOUNCE_MS } from '../../shared/DebouncedSearchField';
import * as styles from './Inventory.css';
import { type InventoryFilters, NO_FILTERS, PRODUCT_STATUSES } from './listState';

/** The filter lists show 20, page 1 (docs/product/inventory.md#filters). */
const FILTER_LIMIT = 20;

export interface InventoryFiltersDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The pharmacy whose products the product checklist offers (the user's first:
   * docs/product/shell-and-auth.md#session).
   */
  pharmacyId: string;
  /** The filters the list shows now: the drawer starts from them each time it opens. */
  applied: InventoryFilters;
  /** 'Áp dụng': the list takes these filters (from page 1) and the drawer closes. */
  onApply: (filters: InventoryFilters) => void;
}

/**
 * 'Bộ lọc nâng cao' of the inventory (docs/product/inventory.md#filters): a product checklist and a category
 * checklist (20 shown, searched
 * on the server 300 ms after typing stops; a chosen one the first 20 do not hold is named by id) and the status
 * checkboxes. Changes wait in the drawer until 'Áp dụng'; 'Xoá tất cả' clears the selections and both searches.
 */
export function InventoryFiltersDrawer({
  open,
  onOpenChange,
  pharmacyId,
  applied,
  onApply,
}: InventoryFiltersDrawerProps) {
  const { t } = useTranslation('inventory');
  const { t: tc } = useTranslation('common');
  const [draft, setDraft] = useState<InventoryFilters>(applied);
  const [productQuery, setProductQuery] = useState('');
  const [categoryQuery, setCategoryQuery] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(applied);
      setProductQuery('');
      setCategoryQuery('');
    }
  }

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('filters.title')}
      closeLabel={tc('actions.close')}
      footer={
        <div className={styles.dialogActions}>
          <Button
            variant="outline"
            tone="neutral"
            onClick={() => {
              setDraft(NO_FILTERS);
              setProductQuery('');
              setCategoryQuery('');
            }}
          >
            {t('filters.clearAll')}
          </Button>
          <Button onClick={() => onApply(draft)}>{t('filters.apply')}</Button>
        </div>
      }
    >
      <div className={styles.filterForm}>
        <ProductChecklist
          pharmacyId={pharmacyId}
          selected={draft.products}
          onChange={(products) => setDraft((current) => ({ ...current, products }))}
          query={productQuery}
          onQueryChange={setProductQuery}
        />
        <CategoryChecklist
          selected={draft.categories}
          onChange={(categories) => setDraft((current) => ({ ...current, categories }))}
          query={categoryQuery}
          onQueryChange={setCategoryQuery}
        />
        <fieldset className={styles.statusGroup}>
          <legend className={styles.groupLegend}>
            <Text size="small" weight="medium">
              {t('filters.statuses')}
            </Text>
          </legend>
          {PRODUCT_STATUSES.map((status) => (
            <Checkbox
              key={status}
              label={t(`status.${status}`)}
              checked={draft.statuses.includes(status)}
              onCheckedChange={(checked) =>
                setDraft((current) => ({
                  ...current,
                  statuses: checked
                    ? PRODUCT_STATUSES.filter((s) => s === status || current.statuses.includes(s))
                    : current.statuses.filter((s) => s !== status),
                }))
              }
            />
          ))}
        </fieldset>
      </div>
    </Drawer>
  );
}

interface ChecklistProps {
  selected: string[];
  onChange: (selected: string[]) => void;
  query: string;
  onQueryChange: (query: string) => void;
}

function ProductChecklist({
  pharmacyId,
  selected,
  onChange,
  query,
  onQueryChange,
}: ChecklistProps & { pharmacyId: string }) {
  const { t } = useTranslation('inventory');
  const { t: tc } = useTranslation('common');
  const [asked, setAsked] = useState(query);
  const search = asked.trim();
  const { data, error, isLoading } = useProducts({
    retailer_id: pharmacyId,
    limit: FILTER_LIMIT,
    page: 1,
    ...(search ? { search } : {}),
  });
  const items: ChecklistItem[] = (data?.data ?? []).map((product) => ({
    value: product.id,
    label: product.name,
    description: product.code,
  }));
  const selectedItems = useChosenProducts(selected, items, pharmacyId);

  return (
    <SearchableChecklist
      label={t('filters.products')}
      items={items}
      selectedItems={selectedItems}
      value={selected}
      onChange={onChange}
      searchLabel={t('filters.productSearchLabel')}
      searchPlaceholder={t('filters.productSearch')}
      searchValue={query}
      onSearchValueChange={(next) => {
        onQueryChange(next);
        if (next === '') setAsked('');
      }}
      onSearchChange={setAsked}
      debounceMs={SEARCH_DEBOUNCE_MS}
      searchMode="server"
      limit={FILTER_LIMIT}
      totalCount={data?.total}
      limitHint={(shown, total) => t('filters.productsLimit', { shown, total })}
      emptyText={error ? t('filters.productsFailed') : t('filters.productsEmpty')}
      loading={isLoading}
      loadingText={tc('states.loading')}
    />
  );
}

function CategoryChecklist({ selected, onChange, query, onQueryChange }: ChecklistProps) {
  const { t } = useTranslation('inventory');
  const { t: tc } = useTranslation('common');
  const [asked, setAsked] = useState(query);
  const search = asked.trim();
  const { data, error, isLoading } = useCategories({
    limit: FILTER_LIMIT,
    page: 1,
    ...(search ? { search } : {}),
  });
  const items: ChecklistItem[] = (data?.items ?? []).map((category) => ({
    value: category.id,
    label: category.category_name,
  }));
  const selectedItems = useChosenCategories(selected, items);

  return (
    <SearchableChecklist
      label={t('filters.categories')}
      items={items}
      selectedItems={selectedItems}
      value={selected}
      onChange={onChange}
      searchLabel={t('filters.categorySearchLabel')}
      searchPlaceholder={t('filters.categorySearch')}
      searchValue={query}
      onSearchValueChange={(next) => {
        onQueryChange(next);
        if (next === '') setAsked('');
      }}
      onSearchChange={setAsked}
      debounceMs={SEARCH_DEBOUNCE_MS}
      searchMode="server"
      limit={FILTER_LIMIT}
      totalCount={data?.total}
      limitHint={(shown, total) => t('filters.categoriesLimit', { shown, total })}
      emptyText={error ? t('filters.categoriesFailed') : t('filters.categoriesEmpty')}
      loading={isLoading}
      loadingText={tc('states.loading')}
    />
  );
}
