import useSWR, { type SWRConfiguration } from 'swr';
import { unwrap } from '../client';
import type { ReorderProductQuery, ReorderSuggestionQuery } from '../models';
import { useApiClient } from './core';

/** The reorder suggestions, by supplier; `query` null skips the request. */
export function useReorderSuggestions(query: ReorderSuggestionQuery | null, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    query ? ['/api/reorder/suggestions', query] : null,
    () => unwrap(client.GET('/api/reorder/suggestions', { params: { query: query ?? {} } })),
    config,
  );
}

/**
 * Stock, usable stock and the suggestion of the products a purchase order is drafted with, ordered from one
 * supplier; `query` null skips the request.
 */
export function useReorderProducts(query: ReorderProductQuery | null, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    query ? ['/api/reorder/products', query] : null,
    () =>
      unwrap(
        client.GET('/api/reorder/products', {
          params: { query: query ?? { supplier_id: '', product_ids: [] } },
        }),
      ),
    config,
  );
}
