import { createContext, createElement, type ReactNode, useCallback, useContext } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import useSWRInfinite, { type SWRInfiniteConfiguration } from 'swr/infinite';
import useSWRMutation from 'swr/mutation';
import { type ApiClient, createApiClient, unwrap } from './client';
import { ApiError } from './errors';
import type {
  CategoryQuery,
  ChangePasswordRequest,
  DistributorCreate,
  DistributorQuery,
  DistributorUpdate,
  LoginRequest,
  ProductList,
  ProductQuery,
  PurchaseOrderCreate,
  PurchaseOrderDocumentsResult,
  PurchaseOrderQuery,
  PurchaseOrderReceive,
  PurchaseOrderResult,
  PurchaseOrderStatusChange,
  SuggestionDaysUpdate,
  UploadPurpose,
} from './models';

/**
 * The defaults every screen shares, for an `<SWRConfig value={swrDefaults}>` at the root:
 * - no refetch when the window regains focus (staff switch between the portal and KiotViet all day; each switch
 *   would refetch every list on screen), but a refetch after the network comes back;
 * - the previous answer stays on screen while the next page or filter loads (no flash of an empty table);
 * - answers younger than 2 s are shared by every hook asking for the same key (one request per key);
 * - failures are retried only when retrying can help: no answer or a 5xx, three times with backoff; a 4xx
 *   (bad filter, not found, signed out) is final and shown at once.
 */
export const swrDefaults = {
  revalidateOnFocus: false,
  revalidateOnReconnect: true,
  keepPreviousData: true,
  dedupingInterval: 2000,
  errorRetryCount: 3,
  onErrorRetry(error, _key, config, revalidate, { retryCount }) {
    const status = error instanceof ApiError ? error.status : null;
    if (status !== null && status < 500) return;
    if (retryCount > (config.errorRetryCount ?? 3)) return;
    setTimeout(() => void revalidate({ retryCount }), Math.min(30_000, 1000 * 2 ** (retryCount - 1)));
  },
} satisfies SWRConfiguration;

/** One data hook per endpoint; keys are `[path, params]`, so a change of filters is a new cache entry. */
const ApiClientContext = createContext<ApiClient | null>(null);
let defaultClient: ApiClient | undefined;

/** Lets a screen, a test or a story use another client (another base URL, a fake fetch). */
export function ApiClientProvider({ client, children }: { client: ApiClient; children?: ReactNode }) {
  return createElement(ApiClientContext.Provider, { value: client }, children);
}

export function useApiClient(): ApiClient {
  const provided = useContext(ApiClientContext);
  if (provided) return provided;
  defaultClient ??= createApiClient();
  return defaultClient;
}

/** Cache keys, exported so mutations elsewhere can revalidate (`mutate(isKeyFor('/api/import-orders'))`). */
export function isKeyFor(path: string) {
  return (key: unknown) => Array.isArray(key) && key[0] === path;
}

export function useMe(config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(['/api/v1/auth/me'], () => unwrap(client.GET('/api/v1/auth/me')), config);
}

/** Sign-in; the caller keeps the token (the portal's session does, with the user). */
export function useLogin() {
  const client = useApiClient();
  return useSWRMutation('/api/v1/auth/pharmacies/login', (_key, { arg }: { arg: LoginRequest }) =>
    unwrap(client.POST('/api/v1/auth/pharmacies/login', { body: arg })),
  );
}

/** Revokes the current token on the server. */
export function useLogout() {
  const client = useApiClient();
  return useSWRMutation('/api/v1/auth/logout', () => unwrap(client.POST('/api/v1/auth/logout')));
}

export function useChangePassword() {
  const client = useApiClient();
  return useSWRMutation(
    '/api/v1/auth/pharmacies/change-password',
    (_key, { arg }: { arg: ChangePasswordRequest }) =>
      unwrap(client.POST('/api/v1/auth/pharmacies/change-password', { body: arg })),
  );
}

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

export function useDistributors(query: DistributorQuery = {}, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    ['/api/v1/distributors', query],
    () => unwrap(client.GET('/api/v1/distributors', { params: { query } })),
    config,
  );
}

export function useActiveDistributors(
  query: Omit<DistributorQuery, 'status'> = {},
  config?: SWRConfiguration,
) {
  const client = useApiClient();
  return useSWR(
    ['/api/v1/distributors/active', query],
    () => unwrap(client.GET('/api/v1/distributors/active', { params: { query } })),
    config,
  );
}

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

/** `id` null skips the request. */
export function useDistributor(id: string | null, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    id ? ['/api/v1/distributors/{id}', id] : null,
    () => unwrap(client.GET('/api/v1/distributors/{id}', { params: { path: { id: id as string } } })),
    config,
  );
}

export function useProducts(query: ProductQuery | null, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    query ? ['/api/products', query] : null,
    () => unwrap(client.GET('/api/products', { params: { query: query ?? {} } })),
    config,
  );
}

/**
 * Products page after page, for pickers that load more ('Tải thêm sản phẩm...'): each page's `next_cursor` fetches
 * the next (`setSize(size + 1)`); there is none after the last. A new query (another supplier, another search)
 * starts again at its first page. `query` null skips the request (no supplier chosen yet). Loading more does not
 * fetch the first page again.
 */
export function useProductPages(
  query: Omit<ProductQuery, 'cursor' | 'page'> | null,
  config?: SWRInfiniteConfiguration<ProductList>,
) {
  const client = useApiClient();
  type PageKey = readonly ['/api/products', ProductQuery] | null;
  return useSWRInfinite<ProductList, unknown, (index: number, previous: ProductList | null) => PageKey>(
    (index, previous) => {
      if (!query) return null;
      if (index === 0) return ['/api/products', query];
      if (!previous?.next_cursor) return null;
      return ['/api/products', { ...query, cursor: previous.next_cursor }];
    },
    ([, pageQuery]) => unwrap(client.GET('/api/products', { params: { query: pageQuery } })),
    { revalidateFirstPage: false, ...config },
  );
}

/** `id` null skips the request. */
export function useProduct(id: string | null, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    id ? ['/api/products/{id}', id] : null,
    () => unwrap(client.GET('/api/products/{id}', { params: { path: { id: id as string } } })),
    config,
  );
}

export function useCategories(query: CategoryQuery = {}, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    ['/api/categories', query],
    () => unwrap(client.GET('/api/categories', { params: { query } })),
    config,
  );
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
 * After one order changed (status, receipt, documents, sync): every cached page of the order list is fetched again
 * (statuses and dates show in its rows), whichever filters it was asked with.
 */
function useRevalidatePurchaseOrderLists() {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate(isKeyFor('/api/import-orders')), [mutate]);
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

/** Uploads one file (multipart field `file`); the answer's `url` is the reference to store. */
export function useUploadFile() {
  const client = useApiClient();
  return useSWRMutation(
    '/api/v1/files/upload/single',
    (_key, { arg }: { arg: { file: File; purpose?: UploadPurpose } }) =>
      unwrap(
        client.POST('/api/v1/files/upload/single', {
          // The generated type calls the binary a string; the serializer sends the File itself.
          body: { file: '', purpose: arg.purpose ?? 'document' },
          bodySerializer: (body) => {
            const form = new FormData();
            form.append('file', arg.file, arg.file.name);
            if (body.purpose) form.append('purpose', body.purpose);
            return form;
          },
        }),
      ),
  );
}

export function useCreateDistributor() {
  const client = useApiClient();
  return useSWRMutation('/api/v1/distributors', (_key, { arg }: { arg: DistributorCreate }) =>
    unwrap(client.POST('/api/v1/distributors', { body: arg })),
  );
}

export function useUpdateDistributor(id: string) {
  const client = useApiClient();
  return useSWRMutation(['/api/v1/distributors/{id}', id], (_key, { arg }: { arg: DistributorUpdate }) =>
    unwrap(client.PATCH('/api/v1/distributors/{id}', { params: { path: { id } }, body: arg })),
  );
}

export function useToggleDistributorStatus(id: string) {
  const client = useApiClient();
  return useSWRMutation(['/api/v1/distributors/{id}', id], () =>
    unwrap(client.PATCH('/api/v1/distributors/{id}/status', { params: { path: { id } } })),
  );
}

export function useUpdateDistributorOnly(id: string) {
  const client = useApiClient();
  return useSWRMutation(['/api/v1/distributors/{id}', id], (_key, { arg }: { arg: DistributorUpdate }) =>
    unwrap(
      client.PATCH('/api/v1/distributors/{id}/distributor-only', { params: { path: { id } }, body: arg }),
    ),
  );
}

export function useDeleteDistributor(id: string) {
  const client = useApiClient();
  return useSWRMutation(['/api/v1/distributors/{id}', id], () =>
    unwrap(client.DELETE('/api/v1/distributors/{id}', { params: { path: { id } } })),
  );
}

export function useSyncDistributorToKiotViet(id: string) {
  const client = useApiClient();
  return useSWRMutation(['/api/v1/distributors/{id}', id], () =>
    unwrap(client.POST('/api/v1/distributors/sync-to-kiotviet/{id}', { params: { path: { id } } })),
  );
}

export function useSyncDistributorsFromKiotViet() {
  const client = useApiClient();
  return useSWRMutation('/api/v1/distributors', () =>
    unwrap(client.POST('/api/v1/distributors/sync-from-kiotviet')),
  );
}

export function useUpdateSuggestionDays(id: string) {
  const client = useApiClient();
  return useSWRMutation(['/api/products/{id}', id], (_key, { arg }: { arg: SuggestionDaysUpdate }) =>
    unwrap(client.PATCH('/api/products/{id}/suggestion-days', { params: { path: { id } }, body: arg })),
  );
}

/** Creates the KiotViet purchase receipt of a delivered order (409 until a KiotViet connection exists). */
export function useSyncPurchaseOrderToKiotViet(id: string) {
  return useOrderMove(id, (client, _arg: undefined) =>
    unwrap(client.POST('/api/import-orders/{id}/sync-to-kiotviet', { params: { path: { id } } })),
  );
}
