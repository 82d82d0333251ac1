import { PURCHASE_ORDER_STATUSES, type PurchaseOrderQuery } from '@pharmacy/api-client';
import { type ListFilters, onlyUuids, PAGE_SIZE } from '../../shared/list';
import { type UrlValues, urlParam } from '../../shared/useUrlState';

/** What the API takes in the orders' `search`: shorter than other lists' (longer is refused with a 400). */
export const ORDER_SEARCH_MAX = 50;

/**
 * The list's view, all in the address: a reload, a shared link and back/forward show the same orders, filters and
 * open drawer. Names are the address's: `?statuses=shipped&suppliers=…&page=2&order=…`.
 */
export const listState = {
  page: urlParam.page(),
  search: urlParam.text(),
  suppliers: urlParam.ids(),
  statuses: urlParam.oneOfMany(PURCHASE_ORDER_STATUSES),
  orderedFrom: urlParam.date(),
  orderedTo: urlParam.date(),
  deliveredFrom: urlParam.date(),
  deliveredTo: urlParam.date(),
  order: urlParam.id(),
};

export type ListView = UrlValues<typeof listState>;

/** The filters the drawer edits (the search box and the page are not among them). */
export type DrawerFilters = Pick<
  ListView,
  'suppliers' | 'statuses' | 'orderedFrom' | 'orderedTo' | 'deliveredFrom' | 'deliveredTo'
>;

export const NO_FILTERS: DrawerFilters = {
  suppliers: [],
  statuses: [],
  orderedFrom: null,
  orderedTo: null,
  deliveredFrom: null,
  deliveredTo: null,
};

/** The count on the 'Bộ lọc nâng cao' button: each filter group in use counts once (a date range is one). */
export function activeFilterCount(filters: DrawerFilters): number {
  return [
    filters.suppliers.length > 0,
    filters.statuses.length > 0,
    filters.orderedFrom !== null || filters.orderedTo !== null,
    filters.deliveredFrom !== null || filters.deliveredTo !== null,
  ].filter(Boolean).length;
}

export const filters: ListFilters<DrawerFilters> = { none: NO_FILTERS, count: activeFilterCount };

/** A range typed by hand into the address can end before it starts: it means the same days the other way round. */
function ordered(from: string | null, to: string | null): [string | undefined, string | undefined] {
  if (from !== null && to !== null && from > to) return [to, from];
  return [from ?? undefined, to ?? undefined];
}

/**
 * The API's query for a view: what the address holds, made safe to send — supplier ids that are not ids are left
 * out (the API would refuse the whole request), the search is trimmed and cut to what the API takes, and a
 * reversed date range is turned round.
 */
export function toListQuery(view: ListView): PurchaseOrderQuery {
  const [fromDate, toDate] = ordered(view.orderedFrom, view.orderedTo);
  const [deliveredFrom, deliveredTo] = ordered(view.deliveredFrom, view.deliveredTo);
  const suppliers = onlyUuids(view.suppliers);
  const search = view.search.trim().slice(0, ORDER_SEARCH_MAX);
  const query: PurchaseOrderQuery = { page: view.page, limit: PAGE_SIZE };
  if (suppliers.length > 0) query.distributor_ids = suppliers;
  if (view.statuses.length > 0) query.statuses = view.statuses;
  if (fromDate) query.from_date = fromDate;
  if (toDate) query.to_date = toDate;
  if (deliveredFrom) query.actual_delivery_from = deliveredFrom;
  if (deliveredTo) query.actual_delivery_to = deliveredTo;
  if (search) query.search = search;
  return query;
}
