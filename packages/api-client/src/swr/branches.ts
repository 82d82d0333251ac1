import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import { unwrap } from '../client';
import type { BranchQuery } from '../models';
import { useApiClient } from './core';
import { useRefreshPosStatusAfter } from './posStatus';

/** The branches synced from KiotViet. */

export function useBranches(query: BranchQuery = {}, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    ['/api/branches', query],
    () => unwrap(client.GET('/api/branches', { params: { query } })),
    config,
  );
}

export function useBranchStats(
  query: Pick<BranchQuery, 'pharmacy_id' | 'source'> = {},
  config?: SWRConfiguration,
) {
  const client = useApiClient();
  return useSWR(
    ['/api/branches/stats', query],
    () => unwrap(client.GET('/api/branches/stats', { params: { query } })),
    config,
  );
}

/** `id` null skips the request. */
export function useBranch(id: string | null, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    id ? ['/api/branches/{id}', id] : null,
    () => unwrap(client.GET('/api/branches/{id}', { params: { path: { id: id as string } } })),
    config,
  );
}

export function useSyncBranch(id: string) {
  const client = useApiClient();
  const after = useRefreshPosStatusAfter();
  return useSWRMutation(['/api/branches/{id}', id], () =>
    after(unwrap(client.POST('/api/branches/{id}/sync', { params: { path: { id } }, body: {} }))),
  );
}

export function useSyncAllBranches() {
  const client = useApiClient();
  const after = useRefreshPosStatusAfter();
  return useSWRMutation('/api/kiotviet/sync-branches', () =>
    after(unwrap(client.POST('/api/kiotviet/sync-branches'))),
  );
}
