import useSWR, { type SWRConfiguration } from 'swr';
import { unwrap } from '../client';
import type { ReorderSuggestionQuery } from '../models';
import { useApiClient } from './core';

/*
 * The hooks of 'Hạn dùng & đặt hàng' that only its tabs and the order pickers use, in a module of their own: the
 * sign-in page's code does not carry them.
 */

/** The reorder suggestions, by supplier; `query` null skips the request. */
export function useReorderSuggestions(query: ReorderSuggestionQuery | null, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    query ? ['/api/reorder/suggestions', query] : null,
    () => unwrap(client.GET('/api/reorder/suggestions', { params: { query: query ?? {} } })),
    config,
  );
}

/** The API's bound on products a request of the pickers' figures names. */
const FIGURES_PER_REQUEST = 200;

/**
 * Stock, usable stock and the suggestion of the products a purchase order is drafted with, ordered from one
 * supplier (GET /api/reorder/products, 200 products a request): the products the pharmacy does not sell are left
 * out. No supplier or no products asks nothing.
 */
export function useReorderFigures(
  supplierId: string | null,
  productIds: readonly string[],
  config?: SWRConfiguration,
) {
  const client = useApiClient();
  const ids = [...new Set(productIds)];
  return useSWR(
    supplierId && ids.length > 0 ? ['/api/reorder/products', supplierId, ids] : null,
    async () => {
      const chunks: string[][] = [];
      for (let from = 0; from < ids.length; from += FIGURES_PER_REQUEST) {
        chunks.push(ids.slice(from, from + FIGURES_PER_REQUEST));
      }
      const answers = await Promise.all(
        chunks.map((chunk) =>
          unwrap(
            client.GET('/api/reorder/products', {
              params: { query: { supplier_id: supplierId as string, product_ids: chunk } },
            }),
          ),
        ),
      );
      return answers.flatMap((answer) => answer.data);
    },
    config,
  );
}
