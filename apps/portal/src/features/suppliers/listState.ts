import type { DistributorQuery, DistributorStatus } from '@pharmacy/api-client';
import { type ListFilters, SEARCH_MAX } from '../../shared/list';
import { type UrlValues, urlParam } from '../../shared/useUrlState';

/** Cards a page, per section: four rows of three beside the sidebar at 1280 px. */
export const CARDS_PER_PAGE = 12;

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

/** The status select: it narrows both sections, and 'Bỏ bộ lọc' clears it with the search. */
export const filters: ListFilters<Pick<SupplierListView, 'status'>> = {
  none: { status: null },
  count: (chosen) => (chosen.status === null ? 0 : 1),
};

/** A new search or status starts both sections again on their first page. */
export const FIRST_PAGES: Partial<SupplierListView> = { page: 1, partnerPage: 1 };

/** Where each section keeps its page in the address. */
export const PAGE_KEYS = { PARTNER: 'partnerPage', INTERNAL: 'page' } as const;

/** What the view asks the API for one section: `GET /api/v1/distributors?type=…&page=…&limit=12…`. */
export function sectionQuery(view: SupplierListView, type: 'PARTNER' | 'INTERNAL'): DistributorQuery {
  const search = view.search.trim().slice(0, SEARCH_MAX);
  return {
    type,
    page: view[PAGE_KEYS[type]],
    limit: CARDS_PER_PAGE,
    ...(search ? { search } : {}),
    ...(view.status ? { status: view.status } : {}),
  };
}
