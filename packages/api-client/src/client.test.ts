import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_TOKEN_KEY,
  clearAuthToken,
  createApiClient,
  getAuthToken,
  serializeQuery,
  sessionStorageArea,
  setAuthToken,
  unauthorizedMiddleware,
  unwrap,
} from './client';
import {
  ApiError,
  errorMessage,
  FALLBACK_MESSAGE,
  NO_RESPONSE_MESSAGE,
  parseRetryAfter,
  toUserMessage,
} from './errors';

/** A fake fetch that records requests and answers what the test says. */
function fakeFetch(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return answer(request);
  });
  return { fetch, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('serializeQuery', () => {
  it('comma-joins arrays and drops null, undefined and empty arrays', () => {
    expect(
      serializeQuery({
        page: 1,
        statuses: ['pending', 'approved'],
        distributor_ids: [],
        from_date: '',
        to_date: null,
        search: undefined,
        is_active: true,
        q: 'Bảo Thanh & co',
      }),
    ).toBe('page=1&statuses=pending,approved&from_date=&is_active=true&q=B%E1%BA%A3o%20Thanh%20%26%20co');
    expect(serializeQuery(undefined)).toBe('');
  });
});

describe('auth token', () => {
  it('reads localStorage first, then sessionStorage', () => {
    expect(getAuthToken()).toBeNull();
    sessionStorage.setItem(AUTH_TOKEN_KEY, 'session-token');
    expect(getAuthToken()).toBe('session-token');
    localStorage.setItem(AUTH_TOKEN_KEY, 'local-token');
    expect(getAuthToken()).toBe('local-token');
  });

  it('stores in one place and clears both', () => {
    setAuthToken('t1', { remember: false });
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBe('t1');
    setAuthToken('t2');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('t2');
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    clearAuthToken();
    expect(getAuthToken()).toBeNull();
  });
});

describe('sessionStorageArea', () => {
  it('falls back to sessionStorage when localStorage refuses to store', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    sessionStorageArea.set('k', 'v');
    expect(setItem).toHaveBeenCalledTimes(2);
    setItem.mockRestore();
    expect(localStorage.getItem('k')).toBeNull();
    expect(sessionStorage.getItem('k')).toBe('v');
    expect(sessionStorageArea.get('k')).toBe('v');
  });

  it('removes the other copy on write, so an old value cannot shadow the new one', () => {
    sessionStorage.setItem('k', 'old');
    sessionStorageArea.set('k', 'new');
    expect(sessionStorage.getItem('k')).toBeNull();
    expect(sessionStorageArea.get('k')).toBe('new');
    sessionStorageArea.remove('k');
    expect(sessionStorageArea.get('k')).toBeNull();
  });
});

describe('onUnauthorized', () => {
  const unauthorized = () => json({ message: 'Phiên đăng nhập đã hết hạn', error: 'UNAUTHORIZED' }, 401);

  it('fires on a 401 to the stored token, and the call still throws ApiError', async () => {
    setAuthToken('live');
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: fakeFetch(unauthorized).fetch });
    client.use(unauthorizedMiddleware(onUnauthorized));
    const error = await client.GET('/api/v1/auth/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('ignores a 401 without a token (wrong credentials) and one to a token replaced since', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: fakeFetch(unauthorized).fetch });
    client.use(unauthorizedMiddleware(onUnauthorized));
    await client
      .POST('/api/v1/auth/pharmacies/login', { body: { username: 'a', password: 'b' } })
      .catch(() => null);
    setAuthToken('old');
    const slow = createApiClient({
      baseUrl: 'http://api.test',
      fetch: fakeFetch(async () => {
        setAuthToken('new');
        return unauthorized();
      }).fetch,
    });
    slow.use(unauthorizedMiddleware(onUnauthorized));
    await slow.GET('/api/v1/auth/me').catch(() => null);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('createApiClient', () => {
  it('sends the bearer token and the comma-joined query, and resolves to the body', async () => {
    setAuthToken('abc');
    const { fetch, requests } = fakeFetch(() => json({ data: [], total: 0, page: 1, limit: 10 }));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    const body = await unwrap(
      client.GET('/api/import-orders', {
        params: { query: { statuses: ['pending', 'shipped'], page: 2, from_date: undefined } },
      }),
    );
    expect(body).toEqual({ data: [], total: 0, page: 1, limit: 10 });
    const [request] = requests;
    expect(request?.url).toBe('http://api.test/api/import-orders?statuses=pending,shipped&page=2');
    expect(request?.headers.get('authorization')).toBe('Bearer abc');
  });

  it('sends no Authorization header without a stored token', async () => {
    const { fetch, requests } = fakeFetch(() => json({ data: { user: {} } }));
    await createApiClient({ baseUrl: 'http://api.test', fetch }).GET('/api/v1/auth/me');
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('throws ApiError with the envelope’s message, code and field details', async () => {
    const { fetch } = fakeFetch(() =>
      json(
        {
          message: 'Số lượng phải lớn hơn hoặc bằng 1',
          error: 'VALIDATION_ERROR',
          details: { 'items.0.quantity_ordered': 'Số lượng phải lớn hơn hoặc bằng 1' },
        },
        400,
      ),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    const error = await client.POST('/api/import-orders', { body: { items: [] } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Số lượng phải lớn hơn hoặc bằng 1',
      details: { 'items.0.quantity_ordered': 'Số lượng phải lớn hơn hoặc bằng 1' },
    });
  });

  it('reads how long a 429 asks to wait from Retry-After', async () => {
    const { fetch } = fakeFetch(
      () =>
        new Response(
          JSON.stringify({ message: 'Vui lòng thử lại sau 23 giây.', error: 'SYNC_COOLDOWN', details: null }),
          { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '23' } },
        ),
    );
    const error = await createApiClient({ baseUrl: 'http://api.test', fetch })
      .POST('/api/v1/distributors/sync-from-kiotviet')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 23, code: 'SYNC_COOLDOWN' });
    const plain = await createApiClient({
      baseUrl: 'http://api.test',
      fetch: fakeFetch(() => json({}, 409)).fetch,
    })
      .POST('/api/v1/distributors/sync-from-kiotviet')
      .catch((e: unknown) => e);
    expect(plain).toMatchObject({ status: 409, retryAfterSeconds: null });
  });

  it('falls back to the status text, then the generic message, for bodies without text', async () => {
    const client = (answer: () => Response) =>
      createApiClient({ baseUrl: 'http://api.test', fetch: fakeFetch(answer).fetch });
    const withStatusText = await client(() => new Response('', { status: 502, statusText: 'Bad Gateway' }))
      .GET('/api/v1/auth/me')
      .catch((e: unknown) => e);
    expect(withStatusText).toMatchObject({ status: 502, message: 'Bad Gateway' });
    const bare = await client(() => json({}, 500))
      .GET('/api/v1/auth/me')
      .catch((e: unknown) => e);
    expect(bare).toMatchObject({ status: 500, message: FALLBACK_MESSAGE });
  });

  it('reports a network failure as "Không thể kết nối đến server"', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await createApiClient({ baseUrl: 'http://api.test', fetch })
      .GET('/api/v1/auth/me')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: null, message: NO_RESPONSE_MESSAGE });
  });

  it('aborts after the timeout and reports no response', async () => {
    const { fetch } = fakeFetch(
      (request) =>
        new Promise((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const pending = createApiClient({ baseUrl: 'http://api.test', fetch, timeoutMs: 20 })
      .GET('/api/v1/auth/me')
      .catch((e: unknown) => e);
    const error = await pending;
    expect(error).toMatchObject({ status: null, message: NO_RESPONSE_MESSAGE });
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-06-15T03:00:00Z');
  it.each([
    ['30', 30],
    [' 7 ', 7],
    ['0', 0],
    ['Sun, 15 Jun 2025 03:00:12 GMT', 12],
    ['Sun, 15 Jun 2025 02:59:00 GMT', 0],
    ['999999999', 86_400],
    ['-5', null],
    ['1.5', null],
    ['soon', null],
    ['', null],
    [null, null],
  ])('%j → %j', (header, seconds) => {
    expect(parseRetryAfter(header, now)).toBe(seconds);
  });
});

describe('errorMessage (docs/product/conventions.md#error-texts)', () => {
  it.each([
    [{ message: 'm', error: 'e', details: 'd' }, 'own', 'm'],
    [{ message: '', error: 'e', details: 'd' }, 'own', 'e'],
    [{ details: 'd' }, 'own', 'd'],
    [
      { details: { name: 'Tên nhà cung cấp không được để trống.' } },
      'own',
      'Tên nhà cung cấp không được để trống.',
    ],
    [{ details: ['first', 'second'] }, 'own', 'first'],
    [{}, 'own', 'own'],
    [null, undefined, FALLBACK_MESSAGE],
  ])('%j with own message %s → %s', (body, own, expected) => {
    expect(errorMessage(body, own)).toBe(expected);
  });

  it('toUserMessage keeps ApiError messages and falls back for others', () => {
    expect(toUserMessage(new ApiError('x'))).toBe('x');
    expect(toUserMessage(new Error('boom'))).toBe('boom');
    expect(toUserMessage('weird')).toBe(FALLBACK_MESSAGE);
  });
});
