import type { ExpiringLotQuery } from '@pharmacy/api-client';
import { PAGE_SIZE } from '../../shared/list';
import { type UrlValues, urlParam } from '../../shared/useUrlState';

/** The view's windows and sales windows (docs/product/inventory.md#near-expiry-view), as the API names them. */
export const WINDOWS = ['30', '60', '90', '180'] as const;
export const SALES_WINDOWS = ['28', '56', '91'] as const;
export const DEFAULT_WINDOW = '90';
export const DEFAULT_SALES_WINDOW = '28';

/**
 * The near-expiry view in the address: `?window=30&sales=56&sort=product&direction=desc&page=2&expiredPage=3`. No
 * `window` is 90 days, no `sales` 28 days, no `sort` by expiry, no `direction` ascending; the expired lots' section
 * pages on its own.
 */
export const listState = {
  window: urlParam.oneOf(WINDOWS),
  sales: urlParam.oneOf(SALES_WINDOWS),
  sort: urlParam.oneOf(['product'] as const),
  direction: urlParam.oneOf(['desc'] as const),
  page: urlParam.page(),
  expiredPage: urlParam.page(),
};

export type ExpiryView = UrlValues<typeof listState>;

/** The query of one section: the lots expiring within the window, or the expired ones (their own page). */
export function toLotsQuery(view: ExpiryView, section: 'expiring' | 'expired'): ExpiringLotQuery {
  const query: ExpiringLotQuery = {
    section,
    page: section === 'expired' ? view.expiredPage : view.page,
    limit: PAGE_SIZE,
    window: view.window ?? DEFAULT_WINDOW,
    sales_window: view.sales ?? DEFAULT_SALES_WINDOW,
  };
  if (view.sort) query.sort = view.sort;
  if (view.direction) query.direction = view.direction;
  return query;
}
