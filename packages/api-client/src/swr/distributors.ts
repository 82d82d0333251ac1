import { useCallback } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import { type ApiClient, unwrap } from '../client';
import { ApiError } from '../errors';
import type { DistributorCreate, DistributorUpdate } from '../models';
import { useApiClient, useRevalidate } from './core';
import { useRefreshPosStatusAfter } from './posStatus';

/**
 * The supplier hooks that only the supplier page and the order screens use, apart from the sign-in page's code
 * (`@pharmacy/api-client/swr/distributors`). The lists themselves (`useDistributors`, `useActiveDistributors`) are
 * in `../swr`.
 */

/**
 * Several suppliers by id at once (`GET /api/v1/distributors/{id}` each), for the names of a selection restored
 * from the address; ids that answer 404 (deleted, or another pharmacy's) are left out. An empty list asks nothing.
 */
export function useDistributorsByIds(ids: readonly string[], config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    ids.length > 0 ? ['/api/v1/distributors/{id}#many', [...ids].sort()] : null,
    async () => {
      const found = await Promise.all(
        ids.map((id) =>
          unwrap(client.GET('/api/v1/distributors/{id}', { params: { path: { id } } })).then(
            (result) => result.data,
            (error: unknown) => {
              if (error instanceof ApiError && error.status === 404) return null;
              throw error;
            },
          ),
        ),
      );
      return found.filter((distributor) => distributor !== null);
    },
    config,
  );
}

/**
 * After a supplier changed (created, edited, paused, deleted, synced): every cached page of the supplier lists —
 * the supplier page's and the order forms' active list — is fetched again, whichever filters it was asked with.
 */
function useRevalidateDistributorLists() {
  const revalidate = useRevalidate();
  return useCallback(() => revalidate('/api/v1/distributors', '/api/v1/distributors/active'), [revalidate]);
}

/** A supplier mutation that refreshes the supplier lists once the server has accepted it. */
function useDistributorMutation<Arg, Result>(
  key: string | [string, string],
  send: (client: ApiClient, arg: Arg) => Promise<Result>,
) {
  const client = useApiClient();
  const revalidateLists = useRevalidateDistributorLists();
  return useSWRMutation(key, async (_key: unknown, { arg }: { arg: Arg }) => {
    const result = await send(client, arg);
    revalidateLists();
    return result;
  });
}

export function useCreateDistributor() {
  return useDistributorMutation('/api/v1/distributors', (client, arg: DistributorCreate) =>
    unwrap(client.POST('/api/v1/distributors', { body: arg })),
  );
}

export function useUpdateDistributor(id: string) {
  return useDistributorMutation(['/api/v1/distributors/{id}', id], (client, arg: DistributorUpdate) =>
    unwrap(client.PATCH('/api/v1/distributors/{id}', { params: { path: { id } }, body: arg })),
  );
}

/** ACTIVE ↔ INACTIVE (a bodiless PATCH). */
export function useToggleDistributorStatus(id: string) {
  return useDistributorMutation(['/api/v1/distributors/{id}', id], (client, _arg: undefined) =>
    unwrap(client.PATCH('/api/v1/distributors/{id}/status', { params: { path: { id } } })),
  );
}

export function useUpdateDistributorOnly(id: string) {
  return useDistributorMutation(['/api/v1/distributors/{id}', id], (client, arg: DistributorUpdate) =>
    unwrap(
      client.PATCH('/api/v1/distributors/{id}/distributor-only', { params: { path: { id } }, body: arg }),
    ),
  );
}

/** Refused (409 DISTRIBUTOR_IN_USE) while orders or products name the supplier; the message says why. */
export function useDeleteDistributor(id: string) {
  return useDistributorMutation(['/api/v1/distributors/{id}', id], (client, _arg: undefined) =>
    unwrap(client.DELETE('/api/v1/distributors/{id}', { params: { path: { id } } })),
  );
}

export function useSyncDistributorToKiotViet(id: string) {
  const after = useRefreshPosStatusAfter();
  return useDistributorMutation(['/api/v1/distributors/{id}', id], (client, _arg: undefined) =>
    after(unwrap(client.POST('/api/v1/distributors/sync-to-kiotviet/{id}', { params: { path: { id } } }))),
  );
}

export function useSyncDistributorsFromKiotViet() {
  const after = useRefreshPosStatusAfter();
  return useDistributorMutation('/api/v1/distributors/sync-from-kiotviet', (client, _arg: undefined) =>
    after(unwrap(client.POST('/api/v1/distributors/sync-from-kiotviet'))),
  );
}
