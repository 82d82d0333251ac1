import useSWR, { type SWRConfiguration } from 'swr';
import { unwrap } from '../client';
import type { ExpiringLotQuery } from '../models';
import { useApiClient } from './core';

/** The near-expiry view's lots and its money at risk; `query` null skips the request. */
export function useExpiringLots(query: ExpiringLotQuery | null, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    query ? ['/api/expiry/lots', query] : null,
    () => unwrap(client.GET('/api/expiry/lots', { params: { query: query ?? {} } })),
    config,
  );
}
