import { createContext, createElement, type ReactNode, useCallback, useContext } from 'react';
import { type SWRConfiguration, useSWRConfig } from 'swr';
import { type ApiClient, createApiClient } from '../client';
import { ApiError } from '../errors';

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

/**
 * Fetches again every cached answer of the given paths, for a screen that changed data on the server: call it once an
 * answer came back. By then the cache may be gone — the person signed out, or (in the catalogue) the next story is
 * shown — and SWR's mutate on a dropped cache rejects with a TypeError from its internals ("reading '6'"); there is
 * nothing left to refresh then, so that rejection is dropped instead of surfacing as an unhandled one. A failed
 * refetch never rejects: each hook keeps its own `error`.
 */
export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (...paths: string[]) => {
      mutate((key) => paths.some((path) => isKeyFor(path)(key))).catch(() => undefined);
    },
    [mutate],
  );
}
