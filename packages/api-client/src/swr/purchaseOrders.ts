import { useCallback } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import { type ApiClient, unwrap } from '../client';
import type { ApiError } from '../errors';
import type {
  PurchaseOrderCreate,
  PurchaseOrderDocumentsResult,
  PurchaseOrderQuery,
  PurchaseOrderReceive,
  PurchaseOrderResult,
  PurchaseOrderStatusChange,
  SyncToKiotVietRequest,
} from '../models';
import { useApiClient, useRevalidate } from './core';
import { useRefreshPosStatusAfter } from './posStatus';

/*
 * The purchase-order screen's hooks, in a module of their own: only that screen's chunk carries them, not the
 * sign-in page that needs the shared ones (swr.ts re-exports them all).
 */

export function usePurchaseOrders(query: PurchaseOrderQuery, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    ['/api/import-orders', query],
    () => unwrap(client.GET('/api/import-orders', { params: { query } })),
    config,
  );
}

/** `id` null skips the request (drawer closed). */
export function usePurchaseOrder(id: string | null, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    id ? ['/api/import-orders/{id}', id] : null,
    () => unwrap(client.GET('/api/import-orders/{id}', { params: { path: { id: id as string } } })),
    config,
  );
}

/**
 * After one order changed (status, receipt, documents, sync): every cached page of the order list is fetched again
 * (statuses and dates show in its rows), whichever filters it was asked with.
 */
function useRevalidatePurchaseOrderLists() {
  const revalidate = useRevalidate();
  return useCallback(() => revalidate('/api/import-orders'), [revalidate]);
}

/** Creates an order; every cached page of the order list is fetched again, so the new order shows. */
export function useCreatePurchaseOrder() {
  const client = useApiClient();
  const revalidateLists = useRevalidatePurchaseOrderLists();
  return useSWRMutation('/api/import-orders', async (_key, { arg }: { arg: PurchaseOrderCreate }) => {
    const created = await unwrap(client.POST('/api/import-orders', { body: arg }));
    revalidateLists();
    return created;
  });
}

/**
 * A move of one order whose answer is the order itself, as `usePurchaseOrder` holds it: the answer replaces the
 * drawer's copy (no second request), and the list pages are fetched again.
 */
function useOrderMove<Arg>(id: string, send: (client: ApiClient, arg: Arg) => Promise<PurchaseOrderResult>) {
  const client = useApiClient();
  const revalidateLists = useRevalidatePurchaseOrderLists();
  return useSWRMutation(
    ['/api/import-orders/{id}', id],
    async (_key, { arg }: { arg: Arg }) => {
      const result = await send(client, arg);
      revalidateLists();
      return result;
    },
    { populateCache: true, revalidate: false },
  );
}

export function useChangePurchaseOrderStatus(id: string) {
  return useOrderMove(id, (client, arg: PurchaseOrderStatusChange) =>
    unwrap(client.PATCH('/api/import-orders/{id}/status', { params: { path: { id } }, body: arg })),
  );
}

/** Confirms receipt (shipped → delivered); `actual_delivery_date` (yyyy-MM-dd) defaults to today on the server. */
export function useReceivePurchaseOrder(id: string) {
  return useOrderMove(id, (client, arg: PurchaseOrderReceive) =>
    unwrap(client.POST('/api/import-orders/{id}/receive', { params: { path: { id } }, body: arg })),
  );
}

/**
 * Sets the order's documents (references of uploaded files). The answer's documents, with fresh signed links,
 * go into the drawer's copy of the order. For an optimistic change pass `optimisticData` and
 * `rollbackOnError` to `trigger`: the cached order is changed at once and restored if the server refuses.
 */
export function useUpdateDocuments(id: string) {
  const client = useApiClient();
  const revalidateLists = useRevalidatePurchaseOrderLists();
  // The cache entry is the drawer's order (`usePurchaseOrder`), not this call's answer: hence the last type.
  return useSWRMutation<
    PurchaseOrderDocumentsResult,
    ApiError,
    [string, string],
    string[],
    PurchaseOrderResult | undefined
  >(
    ['/api/import-orders/{id}', id],
    async (_key, { arg }) => {
      const result = await unwrap(
        client.PATCH('/api/import-orders/{id}/document-urls', {
          params: { path: { id } },
          body: { document_urls: arg },
        }),
      );
      revalidateLists();
      return result;
    },
    {
      populateCache: (result, current) =>
        current && {
          data: {
            ...current.data,
            document_urls: result.data.document_urls,
            documents: result.data.documents,
          },
        },
      revalidate: false,
    },
  );
}

/**
 * Creates the KiotViet purchase receipt of a delivered order (409 until a KiotViet connection exists, or while some
 * line's product is not in KiotViet: `create_missing_products` creates those first).
 */
export function useSyncPurchaseOrderToKiotViet(id: string) {
  const after = useRefreshPosStatusAfter();
  return useOrderMove(id, (client, arg: SyncToKiotVietRequest | undefined) =>
    after(
      unwrap(
        client.POST('/api/import-orders/{id}/sync-to-kiotviet', {
          params: { path: { id } },
          ...(arg ? { body: arg } : {}),
        }),
      ),
    ),
  );
}
