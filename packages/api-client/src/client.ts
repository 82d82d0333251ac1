import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError, fromNoResponse, fromResponse } from './errors';
import type { paths } from './generated/schema';

/** Where the portal keeps the bearer token (spec 1 §3): localStorage, falling back to sessionStorage. */
export const AUTH_TOKEN_KEY = 'app.auth.token';
export const REQUEST_TIMEOUT_MS = 30_000;

function storages(): Storage[] {
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

export function getAuthToken(): string | null {
  for (const storage of storages()) {
    const token = storage.getItem(AUTH_TOKEN_KEY);
    if (token) return token;
  }
  return null;
}

/** `remember: false` keeps the token for this tab only (sessionStorage). */
export function setAuthToken(token: string, { remember = true }: { remember?: boolean } = {}): void {
  clearAuthToken();
  const [local, session] = [globalThis.localStorage, globalThis.sessionStorage];
  (remember ? local : session)?.setItem(AUTH_TOKEN_KEY, token);
}

export function clearAuthToken(): void {
  for (const storage of storages()) storage.removeItem(AUTH_TOKEN_KEY);
}

/**
 * Query strings as spec 1 §7 wants them: null and undefined values are dropped, arrays are comma-joined
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
    throw fromResponse(response.status, body, response.statusText);
  },
  onError({ error }) {
    return error instanceof ApiError ? error : fromNoResponse(error);
  },
};

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
