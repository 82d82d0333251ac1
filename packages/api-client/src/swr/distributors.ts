import useSWR, { type SWRConfiguration } from 'swr';
import { unwrap } from '../client';
import { ApiError } from '../errors';
import { useApiClient } from './core';

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
