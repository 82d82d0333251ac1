import type { Category, ProductSummary } from '@pharmacy/api-client';
import { useCategories, useProducts } from '@pharmacy/api-client/swr';
import type { ChecklistItem } from '@pharmacy/ui';
import { useCurrentPharmacyId } from './currentUser';
import { OPTION_LIMIT } from './list/constants';
import { OptionChecklist, type OptionSource, type OptionTexts } from './list/OptionChecklist';

interface Answer<Row> {
  data?: { data: Row[]; total: number };
  error?: unknown;
  isLoading: boolean;
}

const firstPage = (search: string) => ({ limit: OPTION_LIMIT, page: 1, ...(search ? { search } : {}) });

/**
 * The chosen options the first page does not list: a selection restored from the address (a reload, a shared
 * link) may name products or groups beyond the 20 shown. Asked for by id, in one request.
 */
function missingOf<Row extends { id: string }>(selected: readonly string[], first: Answer<Row>): string[] {
  const shown = new Set((first.data?.data ?? []).map((row) => row.id));
  return selected.filter((id) => !shown.has(id));
}

function toSource<Row>(
  first: Answer<Row>,
  chosen: Answer<Row>,
  item: (row: Row) => ChecklistItem,
): OptionSource {
  return {
    items: (first.data?.data ?? []).map(item),
    selectedItems: (chosen.data?.data ?? []).map(item),
    total: first.data?.total,
    failed: Boolean(first.error),
    loading: first.isLoading,
  };
}

const productItem = (product: ProductSummary) => ({
  value: product.id,
  label: product.name,
  description: product.code,
});
const categoryItem = (category: Category) => ({ value: category.id, label: category.category_name });

function useProductOptionsOf(search: string, selected: readonly string[], retailerId?: string): OptionSource {
  // Names and codes only: the products' lots are not asked for.
  const scope = { view: 'summary' as const, ...(retailerId ? { retailer_id: retailerId } : {}) };
  const first = useProducts({ ...firstPage(search), ...scope });
  const missing = missingOf(selected, first);
  const chosen = useProducts(missing.length > 0 ? { product_ids: missing, limit: 100, ...scope } : null);
  return toSource(first, chosen, productItem);
}

/** Every product the pharmacy can see, searched on the server (accents ignored). */
function useProductOptions(search: string, selected: readonly string[]): OptionSource {
  return useProductOptionsOf(search, selected);
}

/** The pharmacy's own products (its KiotViet stock). */
function useOwnProductOptions(search: string, selected: readonly string[]): OptionSource {
  return useProductOptionsOf(search, selected, useCurrentPharmacyId());
}

/** The product groups, searched on the server. */
function useCategoryOptions(search: string, selected: readonly string[]): OptionSource {
  const first = useCategories(firstPage(search));
  const missing = missingOf(selected, first);
  const chosen = useCategories(missing.length > 0 ? { ids: missing, limit: 200 } : null);
  return toSource(first, chosen, categoryItem);
}

type Kind = 'products' | 'categories';

export interface ProductFiltersProps {
  /** The locale's texts of both checklists. */
  texts: Record<Kind, OptionTexts>;
  value: Record<Kind, string[]>;
  onChange: (patch: Partial<Record<Kind, string[]>>) => void;
  /** Only the pharmacy's own products (the inventory), not every product it can see. */
  own?: boolean;
}

/** A filter drawer's product and product-group checklists (the inventory's, the sales orders'). */
export function ProductFilters({ texts, value, onChange, own = false }: ProductFiltersProps) {
  const lists = [
    ['products', own ? useOwnProductOptions : useProductOptions],
    ['categories', useCategoryOptions],
  ] as const;
  return lists.map(([kind, useOptions]) => (
    <OptionChecklist
      key={kind}
      texts={texts[kind]}
      value={value[kind]}
      onChange={(ids) => onChange({ [kind]: ids })}
      useOptions={useOptions}
    />
  ));
}
