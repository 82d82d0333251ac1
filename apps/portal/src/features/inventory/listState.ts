import type { ProductQuery } from '@pharmacy/api-client';
import { type UrlParam, type UrlValues, urlParam } from '../../shared/useUrlState';

/** Ten products a page (docs/product/inventory.md#inventory-screen). */
export const PAGE_SIZE = 10;
/** What the API takes in `search` (longer is refused with a 400). */
export const SEARCH_MAX = 100;

export const PRODUCT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The open detail panel's product; anything that is not an id reads as "no panel". */
function productId(): UrlParam<string | null> {
  return {
    parse: (raw) => (raw !== null && UUID.test(raw) ? raw.toLowerCase() : null),
    serialize: (value) => value,
  };
}

/**
 * The inventory list's view, all in the address (docs/product/conventions.md#lists-in-the-address):
 * `?search=…&active=ACTIVE&products=…&categories=…
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
  product: productId(),
};

export type InventoryView = UrlValues<typeof listState>;

/** What the advanced filter drawer edits. */
export type InventoryFilters = Pick<InventoryView, 'products' | 'categories' | 'statuses'>;

export const NO_FILTERS: InventoryFilters = { products: [], categories: [], statuses: [] };

export function filtersOf(view: InventoryView): InventoryFilters {
  return { products: view.products, categories: view.categories, statuses: view.statuses };
}

/** The count on the 'Bộ lọc nâng cao' button: each group in use counts once. */
export function activeFilterCount(filters: InventoryFilters): number {
  return [filters.products, filters.categories, filters.statuses].filter((group) => group.length > 0).length;
}

/**
 * The API's query for a view, scoped to the pharmacy's own products (`retailer_id`): ids that are not ids are left
 * out (the API would refuse the whole request), the search is trimmed and cut to what the API takes.
 */
export function toProductQuery(view: InventoryView, pharmacyId: string): ProductQuery {
  const query: ProductQuery = { page: view.page, limit: PAGE_SIZE, retailer_id: pharmacyId };
  const search = view.search.trim().slice(0, SEARCH_MAX);
  const products = view.products.filter((id) => UUID.test(id));
  const categories = view.categories.filter((id) => UUID.test(id));
  if (search) query.search = search;
  if (view.active) query.is_active = view.active === 'ACTIVE';
  if (products.length > 0) query.product_ids = products;
  if (categories.length > 0) query.category_ids = categories;
  if (view.statuses.length > 0) query.status = view.statuses;
  return query;
}
