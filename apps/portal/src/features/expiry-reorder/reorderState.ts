import type { ReorderSuggestionQuery } from '@pharmacy/api-client';
import { type UrlParam, type UrlValues, urlParam } from '../../shared/useUrlState';
import { DEFAULT_SALES_WINDOW, SALES_WINDOWS } from './listState';

/** The screen's tabs: 'Hạn dùng' (no `tab` in the address) and 'Đề xuất nhập hàng'. */
export const tabState = { tab: urlParam.oneOf(['reorder'] as const) };

/** Suggestions a page: several supplier groups fit on one. */
export const REORDER_PAGE_SIZE = 20;

/** A supplier's id, or 'none' for the products without a supplier; anything else is no filter. */
const supplierParam: UrlParam<string | null> = {
  parse: (raw) => (raw === 'none' ? 'none' : urlParam.id().parse(raw)),
  serialize: (value) => value,
};

/**
 * The reorder suggestions in the address: `?tab=reorder&sales=56&branch=…&supplier=…|none&all=1&reorderPage=2`. The
 * sales window is the screen's one (`sales`, shared with the expiry tab); no `all`: only the products to order.
 */
export const reorderState = {
  sales: urlParam.oneOf(SALES_WINDOWS),
  branch: urlParam.id(),
  supplier: supplierParam,
  all: urlParam.oneOf(['1'] as const),
  reorderPage: urlParam.page(),
};

export type ReorderView = UrlValues<typeof reorderState>;

export function toSuggestionQuery(view: ReorderView): ReorderSuggestionQuery {
  const query: ReorderSuggestionQuery = {
    page: view.reorderPage,
    limit: REORDER_PAGE_SIZE,
    sales_window: view.sales ?? DEFAULT_SALES_WINDOW,
  };
  if (view.branch) query.branch_id = view.branch;
  if (view.supplier) query.supplier_id = view.supplier;
  if (view.all) query.needs_order = false;
  return query;
}

/** A partner order's expected delivery: `days` after today (yyyy-MM-dd, calendar days). */
export function deliveryDay(today: string, days: number): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
