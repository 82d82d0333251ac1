import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import { unwrap } from '../client';
import type { CustomerQuery, PurchaseHistoryQuery } from '../models';
import { useApiClient } from './core';
import { useRefreshPosStatusAfter } from './posStatus';

/** The customers synced from KiotViet, their purchase history and repurchase suggestions. */

export function useCustomers(query: CustomerQuery = {}, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    ['/api/customers', query],
    () => unwrap(client.GET('/api/customers', { params: { query } })),
    config,
  );
}

/** `id` null skips the request. */
export function useCustomer(id: string | null, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    id ? ['/api/customers/{id}', id] : null,
    () => unwrap(client.GET('/api/customers/{id}', { params: { path: { id: id as string } } })),
    config,
  );
}

/** `id` null (or empty) skips the request (docs/product/customers.md#customer-dialog). */
export function useCustomerPurchaseHistory(
  id: string | null,
  query: PurchaseHistoryQuery = {},
  config?: SWRConfiguration,
) {
  const client = useApiClient();
  return useSWR(
    id ? ['/api/customers/{id}/purchase-history', id, query] : null,
    () =>
      unwrap(
        client.GET('/api/customers/{id}/purchase-history', { params: { path: { id: id as string }, query } }),
      ),
    config,
  );
}

export function useCustomerSuggestions(id: string | null, limit = 10, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    id ? ['/api/customers/{id}/suggestions', id, limit] : null,
    () =>
      unwrap(
        client.GET('/api/customers/{id}/suggestions', {
          params: { path: { id: id as string }, query: { limit } },
        }),
      ),
    config,
  );
}

/** `manual`: read every customer again (POST /customers/manual-sync) instead of the changes since the last sync. */
export function useSyncCustomers(manual = false) {
  const client = useApiClient();
  const after = useRefreshPosStatusAfter();
  return useSWRMutation(manual ? '/api/customers/manual-sync' : '/api/customers/sync', () =>
    after(unwrap(manual ? client.POST('/api/customers/manual-sync') : client.POST('/api/customers/sync'))),
  );
}
