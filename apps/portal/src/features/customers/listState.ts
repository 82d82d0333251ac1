import type { CustomerQuery } from '@pharmacy/api-client';
import { type ListFilters, PAGE_SIZE, SEARCH_MAX } from '../../shared/list';
import { type UrlValues, urlParam } from '../../shared/useUrlState';

export const GENDERS = ['Nam', 'Nữ'] as const;

/**
 * The total-revenue ranges (docs/product/customers.md#filters) in đồng, each from its lower bound (inclusive) up to
 * the next (exclusive, as the
 * API's `revenue_to` is); the last is open-ended.
 */
const REVENUE_RANGES = {
  upTo100k: { from: 0, to: 100_000 },
  upTo500k: { from: 100_000, to: 500_000 },
  upTo1m: { from: 500_000, to: 1_000_000 },
  upTo5m: { from: 1_000_000, to: 5_000_000 },
  over5m: { from: 5_000_000, to: null },
} as const satisfies Record<string, { from: number; to: number | null }>;
export type RevenueRange = keyof typeof REVENUE_RANGES;
export const REVENUE_RANGE_KEYS = Object.keys(REVENUE_RANGES) as RevenueRange[];

/** `?search=…&gender=Nữ&revenue=upTo5m&page=2&customer=…&historyPage=3&tab=suggestions` */
export const listState = {
  page: urlParam.page(),
  search: urlParam.text(),
  gender: urlParam.oneOf(GENDERS),
  revenue: urlParam.oneOf(REVENUE_RANGE_KEYS),
  customer: urlParam.id(),
  historyPage: urlParam.page(),
  tab: urlParam.oneOf(['history', 'suggestions'] as const),
};

export type ListView = UrlValues<typeof listState>;

/** The API's revenue bounds of a range: `revenue_from` ≤ total < `revenue_to`. */
export function revenueQuery(range: RevenueRange | null): Pick<CustomerQuery, 'revenue_from' | 'revenue_to'> {
  if (range === null) return {};
  const { from, to } = REVENUE_RANGES[range];
  return to === null ? { revenue_from: from } : { revenue_from: from, revenue_to: to };
}

export function toListQuery(view: ListView): CustomerQuery {
  const query: CustomerQuery = { page: view.page, limit: PAGE_SIZE, ...revenueQuery(view.revenue) };
  const search = view.search.trim().slice(0, SEARCH_MAX);
  if (search) query.search = search;
  if (view.gender) query.gender = view.gender;
  return query;
}

/** The filter menu's choices. */
export type MenuFilters = Pick<ListView, 'gender' | 'revenue'>;

/** The count on 'Bộ lọc': each choice other than 'Tất cả' counts once. */
export function activeFilterCount(filters: MenuFilters): number {
  return [filters.gender !== null, filters.revenue !== null].filter(Boolean).length;
}

export const filters: ListFilters<MenuFilters> = {
  none: { gender: null, revenue: null },
  count: activeFilterCount,
};

export type GenderLabel = 'male' | 'female' | 'unknown';

/** 'Khác', empty or missing reads 'Chưa xác định' (docs/product/customers.md#customer-list). */
export function genderLabel(gender: string | null | undefined): GenderLabel {
  if (gender === 'Nam') return 'male';
  if (gender === 'Nữ') return 'female';
  return 'unknown';
}
