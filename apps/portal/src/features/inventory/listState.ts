import type { ProductQuery } from '@pharmacy/api-client';
import { type ListFilters, onlyUuids, PAGE_SIZE, SEARCH_MAX } from '../../shared/list';
import { type UrlValues, urlParam } from '../../shared/useUrlState';

export const PRODUCT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

/**
 * The inventory list's view, all in the address (a reload or a shared link shows the same products): `?search=…&active=ACTIVE&products=…&categories=…
 * &statuses=ACTIVE&page=2&product=…`. `active` is the status select beside the search; `statuses` are the advanced
 * filter's checkboxes; both narrow the list.
 */
export const listState = {
  page: urlParam.page(),
  search: urlParam.text(),
  active: urlParam.oneOf(PRODUCT_STATUSES),
  products: urlParam.ids(),
  categories: urlParam.ids(),
  statuses: urlParam.oneOfMany(PRODUCT_STATUSES),
  product: urlParam.id(),
};

export type InventoryView = UrlValues<typeof listState>;

/** What the advanced filter drawer edits. */
export type InventoryFilters = Pick<InventoryView, 'products' | 'categories' | 'statuses'>;

export const NO_FILTERS: InventoryFilters = { products: [], categories: [], statuses: [] };

/** The count on the 'Bộ lọc nâng cao' button: each group in use counts once. */
export function activeFilterCount(filters: InventoryFilters): number {
  return [filters.products, filters.categories, filters.statuses].filter((group) => group.length > 0).length;
}

export const filters: ListFilters<InventoryFilters> = { none: NO_FILTERS, count: activeFilterCount };

/**
 * The API's query for a view, scoped to the pharmacy's own products (`retailer_id`): ids that are not ids are left
 * out (the API would refuse the whole request), the search is trimmed and cut to what the API takes.
 */
export function toProductQuery(view: InventoryView, pharmacyId: string): ProductQuery {
  const query: ProductQuery = { page: view.page, limit: PAGE_SIZE, retailer_id: pharmacyId };
  const search = view.search.trim().slice(0, SEARCH_MAX);
  const products = onlyUuids(view.products);
  const categories = onlyUuids(view.categories);
  if (search) query.search = search;
  if (view.active) query.is_active = view.active === 'ACTIVE';
  if (products.length > 0) query.product_ids = products;
  if (categories.length > 0) query.category_ids = categories;
  if (view.statuses.length > 0) query.status = view.statuses;
  return query;
}
