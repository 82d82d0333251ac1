import { createContext, createElement, type ReactNode, useContext } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import { type ApiClient, createApiClient, unwrap } from './client';
import { ApiError } from './errors';
import type {
  BranchQuery,
  CategoryQuery,
  ChangePasswordRequest,
  CustomerQuery,
  DistributorCreate,
  DistributorQuery,
  DistributorUpdate,
  LoginRequest,
  PosConnectionCreate,
  PosConnectionTest,
  PosConnectionUpdate,
  ProductCreate,
  ProductQuery,
  ProductUpdate,
  PurchaseHistoryQuery,
  PurchaseOrderCreate,
  PurchaseOrderQuery,
  PurchaseOrderStatusChange,
  SalesOrderQuery,
  SuggestionDaysUpdate,
  SyncDataType,
  SyncLogQuery,
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

export function useCreatePurchaseOrder() {
  const client = useApiClient();
  return useSWRMutation('/api/import-orders', (_key, { arg }: { arg: PurchaseOrderCreate }) =>
    unwrap(client.POST('/api/import-orders', { body: arg })),
  );
}

export function useChangePurchaseOrderStatus(id: string) {
  const client = useApiClient();
  return useSWRMutation(
    ['/api/import-orders/{id}', id],
    (_key, { arg }: { arg: PurchaseOrderStatusChange }) =>
      unwrap(client.PATCH('/api/import-orders/{id}/status', { params: { path: { id } }, body: arg })),
  );
}

export function useReceivePurchaseOrder(id: string) {
  const client = useApiClient();
  return useSWRMutation(['/api/import-orders/{id}', id], () =>
    unwrap(client.POST('/api/import-orders/{id}/receive', { params: { path: { id } }, body: {} })),
  );
}

export function useUpdateDocuments(id: string) {
  const client = useApiClient();
  return useSWRMutation(['/api/import-orders/{id}', id], (_key, { arg }: { arg: string[] }) =>
    unwrap(
      client.PATCH('/api/import-orders/{id}/document-urls', {
        params: { path: { id } },
        body: { document_urls: arg },
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

/** The pharmacy's own products (a synced one answers 409: it is KiotViet's). */
export function useCreateProduct() {
  const client = useApiClient();
  return useSWRMutation('/api/products', (_key, { arg }: { arg: ProductCreate }) =>
    unwrap(client.POST('/api/products', { body: arg })),
  );
}

export function useUpdateProduct(id: string) {
  const client = useApiClient();
  return useSWRMutation(['/api/products/{id}', id], (_key, { arg }: { arg: ProductUpdate }) =>
    unwrap(client.PUT('/api/products/{id}', { params: { path: { id } }, body: arg })),
  );
}

export function useDeleteProduct(id: string) {
  const client = useApiClient();
  return useSWRMutation(['/api/products/{id}', id], () =>
    unwrap(client.DELETE('/api/products/{id}', { params: { path: { id } } })),
  );
}

export function useUpdateSuggestionDays(id: string) {
  const client = useApiClient();
  return useSWRMutation(['/api/products/{id}', id], (_key, { arg }: { arg: SuggestionDaysUpdate }) =>
    unwrap(client.PATCH('/api/products/{id}/suggestion-days', { params: { path: { id } }, body: arg })),
  );
}

export function useSyncPurchaseOrderToKiotViet(id: string) {
  const client = useApiClient();
  return useSWRMutation(['/api/import-orders/{id}', id], () =>
    unwrap(client.POST('/api/import-orders/{id}/sync-to-kiotviet', { params: { path: { id } } })),
  );
}

/** The pharmacy's KiotViet connection (`data` null when none); the secret comes masked. */
export function usePosSettings(config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(['/api/pos-settings'], () => unwrap(client.GET('/api/pos-settings')), config);
}

/** The header's indicator: pass `{ refreshInterval }` to follow runs under way. */
export function usePosConnectionStatus(config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(['/api/pos-settings/status'], () => unwrap(client.GET('/api/pos-settings/status')), config);
}

export function useCreatePosSettings() {
  const client = useApiClient();
  return useSWRMutation(['/api/pos-settings'], (_key, { arg }: { arg: PosConnectionCreate }) =>
    unwrap(client.POST('/api/pos-settings', { body: arg })),
  );
}

export function useUpdatePosSettings(id: string) {
  const client = useApiClient();
  return useSWRMutation(['/api/pos-settings'], (_key, { arg }: { arg: PosConnectionUpdate }) =>
    unwrap(client.PUT('/api/pos-settings/{id}', { params: { path: { id } }, body: arg })),
  );
}

export function useSetPosSettingsActive(id: string) {
  const client = useApiClient();
  return useSWRMutation(['/api/pos-settings'], (_key, { arg }: { arg: boolean }) =>
    unwrap(
      client.PUT('/api/pos-settings/is-active/{id}', { params: { path: { id } }, body: { is_active: arg } }),
    ),
  );
}

/** `data` false with a `message` when KiotViet refused (an answer, not an error). */
export function useTestPosConnection() {
  const client = useApiClient();
  return useSWRMutation('/api/kiotviet2/test-connection', (_key, { arg }: { arg: PosConnectionTest }) =>
    unwrap(client.POST('/api/kiotviet2/test-connection', { body: arg })),
  );
}

export function useConnectToKiotViet() {
  const client = useApiClient();
  return useSWRMutation('/api/kiotviet2/connect-to-kiotviet', (_key, { arg }: { arg: string }) =>
    unwrap(client.POST('/api/kiotviet2/connect-to-kiotviet', { body: { id: arg } })),
  );
}

/** Manual syncs answer a SyncResult: `status` RUNNING (HTTP 202) when still running after 20 s. */
export function useSyncInventory() {
  const client = useApiClient();
  return useSWRMutation('/api/pos-settings/sync-inventory', () =>
    unwrap(client.POST('/api/pos-settings/sync-inventory')),
  );
}

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
  return useSWRMutation(['/api/branches/{id}', id], () =>
    unwrap(client.POST('/api/branches/{id}/sync', { params: { path: { id } }, body: {} })),
  );
}

export function useSyncAllBranches() {
  const client = useApiClient();
  return useSWRMutation('/api/kiotviet/sync-branches', () =>
    unwrap(client.POST('/api/kiotviet/sync-branches')),
  );
}

export function useCustomers(query: CustomerQuery = {}, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    ['/api/customers', query],
    () => unwrap(client.GET('/api/customers', { params: { query } })),
    config,
  );
}

/** `id` null skips the request. */
export function useCustomer(id: string | null, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    id ? ['/api/customers/{id}', id] : null,
    () => unwrap(client.GET('/api/customers/{id}', { params: { path: { id: id as string } } })),
    config,
  );
}

/** `id` null (or empty) skips the request (spec 2: it runs only when the id is non-empty). */
export function useCustomerPurchaseHistory(
  id: string | null,
  query: PurchaseHistoryQuery = {},
  config?: SWRConfiguration,
) {
  const client = useApiClient();
  return useSWR(
    id ? ['/api/customers/{id}/purchase-history', id, query] : null,
    () =>
      unwrap(
        client.GET('/api/customers/{id}/purchase-history', { params: { path: { id: id as string }, query } }),
      ),
    config,
  );
}

export function useCustomerSuggestions(id: string | null, limit = 10, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    id ? ['/api/customers/{id}/suggestions', id, limit] : null,
    () =>
      unwrap(
        client.GET('/api/customers/{id}/suggestions', {
          params: { path: { id: id as string }, query: { limit } },
        }),
      ),
    config,
  );
}

/** `manual`: read every customer again (POST /customers/manual-sync) instead of the changes since the last sync. */
export function useSyncCustomers(manual = false) {
  const client = useApiClient();
  return useSWRMutation(manual ? '/api/customers/manual-sync' : '/api/customers/sync', () =>
    unwrap(manual ? client.POST('/api/customers/manual-sync') : client.POST('/api/customers/sync')),
  );
}

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
  return useSWRMutation('/api/orders/sync', () => unwrap(client.POST('/api/orders/sync')));
}

export function useSyncHistory(query: SyncLogQuery = {}, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    ['/api/sync-history/by-user', query],
    () => unwrap(client.GET('/api/sync-history/by-user', { params: { query } })),
    config,
  );
}

/** The latest run of one kind (`data` null when none): the screens' "last updated". */
export function useLatestSync(dataType: SyncDataType, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    ['/api/sync-history/by-user/latest', dataType],
    () => unwrap(client.GET('/api/sync-history/by-user/latest', { params: { query: { dataType } } })),
    config,
  );
}
