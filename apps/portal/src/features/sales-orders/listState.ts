import type { SalesOrderQuery } from '@pharmacy/api-client';
import { type ListFilters, onlyUuids, PAGE_SIZE, SEARCH_MAX } from '../../shared/list';
import { SALES_ORDER_STATUS_CODES } from '../../shared/salesData/orderStatus';
import { type UrlValues, urlParam } from '../../shared/useUrlState';

/** What the API takes in `order_id` (longer is refused with a 400). */
export const ORDER_CODE_MAX = 50;

/**
 * The list's view, all in the address (a reload, a shared link and back/forward show the same orders):
 * `?search=…&code=…&products=…&categories=…&statuses=3,1&from=…&to=…&page=2`.
 */
export const listState = {
  page: urlParam.page(),
  search: urlParam.text(),
  code: urlParam.text(),
  products: urlParam.ids(),
  categories: urlParam.ids(),
  statuses: urlParam.oneOfMany(SALES_ORDER_STATUS_CODES),
  from: urlParam.date(),
  to: urlParam.date(),
};

export type ListView = UrlValues<typeof listState>;

/** What the drawer edits (the search box and the page are not among them). */
export type DrawerFilters = Pick<ListView, 'code' | 'products' | 'categories' | 'statuses' | 'from' | 'to'>;

export const NO_FILTERS: DrawerFilters = {
  code: '',
  products: [],
  categories: [],
  statuses: [],
  from: null,
  to: null,
};

/** The count on 'Bộ lọc nâng cao': each group in use counts once (the date range is one). */
export function activeFilterCount(filters: DrawerFilters): number {
  return [
    filters.code.trim() !== '',
    filters.products.length > 0,
    filters.categories.length > 0,
    filters.statuses.length > 0,
    filters.from !== null || filters.to !== null,
  ].filter(Boolean).length;
}

export const filters: ListFilters<DrawerFilters> = { none: NO_FILTERS, count: activeFilterCount };

/**
 * The API's query for a view, made safe to send: ids that are not ids are left out (the API would refuse the
 * whole request), texts are trimmed and cut to what the API takes, a reversed date range is turned round.
 */
export function toListQuery(view: ListView): SalesOrderQuery {
  const query: SalesOrderQuery = { page: view.page, limit: PAGE_SIZE };
  const search = view.search.trim().slice(0, SEARCH_MAX);
  const code = view.code.trim().slice(0, ORDER_CODE_MAX);
  const products = onlyUuids(view.products);
  const categories = onlyUuids(view.categories);
  let [from, to] = [view.from, view.to];
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  if (search) query.search = search;
  if (code) query.order_id = code;
  if (products.length > 0) query.product_ids = products;
  if (categories.length > 0) query.category_ids = categories;
  if (view.statuses.length > 0) query.statuses = view.statuses;
  if (from) query.from_purchase_date = from;
  if (to) query.to_purchase_date = to;
  return query;
}
