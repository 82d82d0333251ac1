import type { DistributorQuery, DistributorStatus } from '@pharmacy/api-client';
import { type UrlValues, urlParam } from '../../shared/useUrlState';

/** Cards a page, per section: four rows of three beside the sidebar at 1280 px. */
export const PAGE_SIZE = 12;

/** The longest search the API takes (`search` ≤ 100 characters). */
export const SEARCH_MAX = 100;

const SUPPLIER_STATUSES = ['ACTIVE', 'INACTIVE'] as const satisfies readonly DistributorStatus[];

/**
 * The supplier page's view in the address: one search and one status filter for both sections, and a page of
 * each section (a chain may have hundreds of internal suppliers; partners are fewer, but grow too).
 */
export const supplierListState = {
  search: urlParam.text(),
  status: urlParam.oneOf(SUPPLIER_STATUSES),
  page: urlParam.page(),
  partnerPage: urlParam.page(),
};

export type SupplierListView = UrlValues<typeof supplierListState>;

/** What the view asks the API for one section: `GET /api/v1/distributors?type=…&page=…&limit=12…`. */
export function sectionQuery(view: SupplierListView, type: 'PARTNER' | 'INTERNAL'): DistributorQuery {
  const search = view.search.trim().slice(0, SEARCH_MAX);
  return {
    type,
    page: type === 'PARTNER' ? view.partnerPage : view.page,
    limit: PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(view.status ? { status: view.status } : {}),
  };
}

export function isFiltered(view: SupplierListView): boolean {
  return view.search.trim() !== '' || view.status !== null;
}

/** A new search or status starts both sections again on their first page. */
export function withFilters(
  filters: Partial<Pick<SupplierListView, 'search' | 'status'>>,
): Partial<SupplierListView> {
  return { ...filters, page: 1, partnerPage: 1 };
}
