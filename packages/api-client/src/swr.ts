import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import { unwrap } from './client';
import type {
  CategoryQuery,
  ChangePasswordRequest,
  DistributorQuery,
  LoginRequest,
  ProductPage,
  ProductQuery,
  ProductView,
  SuggestionDaysUpdate,
} from './models';
import { useApiClient } from './swr/core';

/**
 * SWR hooks, one per endpoint (`import { … } from '@pharmacy/api-client/swr'`); the shared pieces are in
 * `swr/core.ts`. Hooks that only one screen uses can live in a module of their own under `swr/`, imported by the
 * screen from its own path (`@pharmacy/api-client/swr/purchaseOrders`) and not re-exported here: this module is
 * part of the sign-in page's code, and whatever it imports or re-exports travels with it.
 */
export { ApiClientProvider, isKeyFor, swrDefaults, useApiClient } from './swr/core';

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

/** Products as `query.view` asks: with their lots (the default) or in summary (ProductPage). */
export function useProducts<V extends ProductView = 'full'>(
  query: (ProductQuery & { view?: V }) | null,
  config?: SWRConfiguration,
) {
  const client = useApiClient();
  return useSWR(
    query ? ['/api/products', query] : null,
    // The server answers the shape `view` names (docs/product/api.md#products).
    () => unwrap(client.GET('/api/products', { params: { query: query ?? {} } })) as Promise<ProductPage<V>>,
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

/** `query` null skips the request. */
export function useCategories(query: CategoryQuery | null = {}, config?: SWRConfiguration) {
  const client = useApiClient();
  return useSWR(
    query ? ['/api/categories', query] : null,
    () => unwrap(client.GET('/api/categories', { params: { query: query ?? {} } })),
    config,
  );
}

export function useUpdateSuggestionDays(id: string) {
  const client = useApiClient();
  return useSWRMutation(['/api/products/{id}', id], (_key, { arg }: { arg: SuggestionDaysUpdate }) =>
    unwrap(client.PATCH('/api/products/{id}/suggestion-days', { params: { path: { id } }, body: arg })),
  );
}
