import useSWR, { type SWRConfiguration } from 'swr';
import { unwrap } from '../client';
import type { SyncDataType, SyncLogQuery } from '../models';
import { useApiClient } from './core';

/** The sync logs: every run, and the latest of one kind. */

export function useSyncHistory(query: SyncLogQuery = {}, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    ['/api/sync-history/by-user', query],
    () => unwrap(client.GET('/api/sync-history/by-user', { params: { query } })),
    config,
  );
}

/** The latest run of one kind (`data` null when none): the screens' "last updated". `enabled` false skips it. */
export function useLatestSync(dataType: SyncDataType, config?: SWRConfiguration, enabled = true) {
  const client = useApiClient();
  return useSWR(
    enabled ? ['/api/sync-history/by-user/latest', dataType] : null,
    () => unwrap(client.GET('/api/sync-history/by-user/latest', { params: { query: { dataType } } })),
    config,
  );
}
