import { useCategories, useProducts } from '@pharmacy/api-client/swr';
import type { ChecklistItem } from '@pharmacy/ui';

/**
 * The names of chosen options that the checklist's first page does not list: a selection restored from the address
 * (a reload, a shared link) may name products or groups beyond the 20 shown. Asked for by id, one request.
 */
function missingOf(selected: readonly string[], listed: readonly ChecklistItem[]): string[] {
  const shown = new Set(listed.map((item) => item.value));
  return selected.filter((id) => !shown.has(id));
}

export function useChosenCategories(
  selected: readonly string[],
  listed: readonly ChecklistItem[],
): ChecklistItem[] {
  const missing = missingOf(selected, listed);
  const { data } = useCategories(missing.length > 0 ? { ids: missing, limit: 200 } : null);
  return (data?.data ?? []).map((category) => ({ value: category.id, label: category.category_name }));
}

export function useChosenProducts(
  selected: readonly string[],
  listed: readonly ChecklistItem[],
  retailerId?: string,
): ChecklistItem[] {
  const missing = missingOf(selected, listed);
  const { data } = useProducts(
    missing.length > 0
      ? { product_ids: missing, limit: 100, ...(retailerId ? { retailer_id: retailerId } : {}) }
      : null,
  );
  return (data?.data ?? []).map((product) => ({
    value: product.id,
    label: product.name,
    description: product.code,
  }));
}
