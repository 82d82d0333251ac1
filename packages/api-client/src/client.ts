import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError, fromNoResponse, fromResponse } from './errors';
import type { paths } from './generated/schema';

/**
 * Where the portal keeps the bearer token (docs/product/shell-and-auth.md#session): localStorage, falling back to
 * sessionStorage.
 */
export const AUTH_TOKEN_KEY = 'app.auth.token';
export const REQUEST_TIMEOUT_MS = 30_000;

/** The browser's storages the session may use: localStorage, then sessionStorage, each when it can be used. */
export function browserStorages(): Storage[] {
  const found: Storage[] = [];
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      const storage = globalThis[name];
      if (storage) found.push(storage);
    } catch {
      // Access can throw (privacy mode, sandboxed iframes): treat as absent.
    }
  }
  return found;
}

/**
 * The session's browser storage (docs/product/shell-and-auth.md#session): reads localStorage first, then
 * sessionStorage. Shared by the token
 * and whatever else the portal keeps for the session (the signed-in user), so they always live side by side.
 */
export const sessionStorageArea = {
  get(key: string): string | null {
    for (const storage of browserStorages()) {
      try {
        const value = storage.getItem(key);
        if (value !== null) return value;
      } catch {
        // An unreadable storage is as good as empty.
      }
    }
    return null;
  },

  /**
   * Writes to localStorage, or to sessionStorage when localStorage refuses (quota, privacy mode) or when
   * `remember` is false; the other copy is removed so a stale value cannot shadow the new one.
   */
  set(key: string, value: string, { remember = true }: { remember?: boolean } = {}): void {
    const candidates = remember ? browserStorages() : browserStorages().slice(-1);
    sessionStorageArea.remove(key);
    for (const storage of candidates) {
      try {
        storage.setItem(key, value);
        return;
      } catch {
        // Full or forbidden: try the next one.
      }
    }
  },

  remove(key: string): void {
    for (const storage of browserStorages()) {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing to remove from a storage that cannot be used.
      }
    }
  },
};

export function getAuthToken(): string | null {
  return sessionStorageArea.get(AUTH_TOKEN_KEY);
}

/** `remember: false` keeps the token for this tab only (sessionStorage). */
export function setAuthToken(token: string, { remember = true }: { remember?: boolean } = {}): void {
  sessionStorageArea.set(AUTH_TOKEN_KEY, token, { remember });
}

export function clearAuthToken(): void {
  sessionStorageArea.remove(AUTH_TOKEN_KEY);
}

/**
 * Query strings as docs/product/api.md#conventions wants them: null and undefined values are dropped, arrays are
 * comma-joined
 * (`statuses=pending,approved`; an empty array is dropped), everything else is sent as text.
 */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      const items = value.filter((item) => item !== null && item !== undefined);
      if (items.length === 0) continue;
      parts.push(
        `${encodeURIComponent(name)}=${items.map((item) => encodeURIComponent(String(item))).join(',')}`,
      );
    } else {
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}

/** Adds `Authorization: Bearer <token>` when a token is stored and the caller did not set one. */
export const authMiddleware: Middleware = {
  onRequest({ request }) {
    const token = getAuthToken();
    if (token && !request.headers.has('authorization'))
      request.headers.set('authorization', `Bearer ${token}`);
    return request;
  },
};

/** Turns every non-2xx answer into a thrown ApiError and every failed request into 'Không thể kết nối…'. */
export const errorMiddleware: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const raw = await response.clone().text();
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      // Not JSON (e.g. a proxy's HTML error page): keep the text.
    }
    throw fromResponse(response.status, body, response.statusText, response.headers);
  },
  onError({ error }) {
    return error instanceof ApiError ? error : fromNoResponse(error);
  },
};

/**
 * Calls `onUnauthorized` when an answer is 401 to a request that carried the token still stored: that session
 * has expired or was revoked. Add it with `client.use(…)` after the others: middleware sees responses in reverse
 * order, so it notices the 401 before the error middleware throws. A 401 to an older token (a request sent before signing in again) is ignored, so
 * it cannot end the new session, and so is a 401 without a token (wrong credentials at sign-in).
 */
export function unauthorizedMiddleware(onUnauthorized: () => void): Middleware {
  return {
    onResponse({ request, response }) {
      if (response.status !== 401) return undefined;
      const sent = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
      if (sent && sent === getAuthToken()) onUnauthorized();
      return undefined;
    },
  };
}

export interface ApiClientOptions {
  /** Origin of the API; the paths already start with /api. Defaults to the page's own origin. */
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
}

/** fetch with a deadline: the request is aborted after `timeoutMs` (and still honours the caller's signal). */
export function withTimeout(
  fetchImpl: (request: Request) => Promise<Response>,
  timeoutMs: number,
): (request: Request) => Promise<Response> {
  return (request) => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException('Request timed out', 'TimeoutError')),
      timeoutMs,
    );
    const onAbort = () => controller.abort(request.signal.reason);
    request.signal.addEventListener('abort', onAbort, { once: true });
    return fetchImpl(new Request(request, { signal: controller.signal })).finally(() => {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', onAbort);
    });
  };
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    fetch: withTimeout(baseFetch, options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    querySerializer: (query) => serializeQuery(query as Record<string, unknown>),
    headers: { accept: 'application/json' },
  });
  client.use(authMiddleware, errorMiddleware);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The body of a successful call. With the error middleware installed failures throw, so `data` is present;
 * a 2xx without a body resolves to undefined.
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const { data } = await call;
  return data as T;
}
