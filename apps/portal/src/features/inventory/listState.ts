import type { ProductQuery } from '@pharmacy/api-client';
import { type ListFilters, onlyUuids, PAGE_SIZE, SEARCH_MAX } from '../../shared/list';
import { type UrlValues, urlParam } from '../../shared/useUrlState';

export const PRODUCT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
/** The expiry select's windows (docs/product/inventory.md#expiry), as the API names them. */
export const EXPIRY_WINDOWS = ['expired', '30', '90', '180'] as const;
const PRODUCT_SORTS = ['name', 'nearest_expiry'] as const;
const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/**
 * The inventory list's view, all in the address (a reload or a shared link shows the same products): `?search=…&active=ACTIVE&products=…&categories=…
 * &statuses=ACTIVE&expiry=90&sort=nearest_expiry&direction=desc&page=2&product=…`. `active` is the status select beside
 * the search; `statuses` are the advanced filter's checkboxes; both narrow the list. `expiry` is the expiry select;
 * no `sort` is by name, no `direction` ascending.
 */
export const listState = {
  page: urlParam.page(),
  search: urlParam.text(),
  active: urlParam.oneOf(PRODUCT_STATUSES),
  products: urlParam.ids(),
  categories: urlParam.ids(),
  statuses: urlParam.oneOfMany(PRODUCT_STATUSES),
  expiry: urlParam.oneOf(EXPIRY_WINDOWS),
  sort: urlParam.oneOf(PRODUCT_SORTS),
  direction: urlParam.oneOf(SORT_DIRECTIONS),
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
export function toProductQuery(view: InventoryView, pharmacyId: string): ProductQuery & { view: 'summary' } {
  // The table shows each product's summary; its drawer reads the product with its lots.
  const query: ProductQuery & { view: 'summary' } = {
    page: view.page,
    limit: PAGE_SIZE,
    retailer_id: pharmacyId,
    view: 'summary',
  };
  const search = view.search.trim().slice(0, SEARCH_MAX);
  const products = onlyUuids(view.products);
  const categories = onlyUuids(view.categories);
  if (search) query.search = search;
  if (view.active) query.is_active = view.active === 'ACTIVE';
  if (products.length > 0) query.product_ids = products;
  if (categories.length > 0) query.category_ids = categories;
  if (view.statuses.length > 0) query.status = view.statuses;
  if (view.expiry) query.expiry = view.expiry;
  if (view.sort) query.sort = view.sort;
  if (view.direction) query.direction = view.direction;
  return query;
}
