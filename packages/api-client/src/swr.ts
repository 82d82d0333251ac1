import { createContext, createElement, type ReactNode, useContext } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import { type ApiClient, createApiClient, unwrap } from './client';
import type {
  CategoryQuery,
  DistributorCreate,
  DistributorQuery,
  DistributorUpdate,
  ProductQuery,
  PurchaseOrderCreate,
  PurchaseOrderQuery,
  PurchaseOrderStatusChange,
} from './models';

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

export function useProducts(query: ProductQuery | null, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    query ? ['/api/products', query] : null,
    () => unwrap(client.GET('/api/products', { params: { query: query ?? {} } })),
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
