import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import { unwrap } from '../client';
import type { SalesOrderQuery } from '../models';
import { useApiClient } from './core';
import { useRefreshPosStatusAfter } from './posStatus';

/** The sales orders (KiotViet invoices) synced from KiotViet. */

export function useSalesOrders(query: SalesOrderQuery = {}, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    ['/api/orders', query],
    () => unwrap(client.GET('/api/orders', { params: { query } })),
    config,
  );
}

/** `id` null (or empty) skips the request. */
export function useSalesOrder(id: string | null, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    id ? ['/api/orders/{id}', id] : null,
    () => unwrap(client.GET('/api/orders/{id}', { params: { path: { id: id as string } } })),
    config,
  );
}

export function useSyncSalesOrders() {
  const client = useApiClient();
  const after = useRefreshPosStatusAfter();
  return useSWRMutation('/api/orders/sync', () => after(unwrap(client.POST('/api/orders/sync'))));
}
