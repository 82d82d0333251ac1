import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import {
  ApiClientProvider,
  swrDefaults,
  useCreatePurchaseOrder,
  useLogin,
  useProductPages,
  usePurchaseOrder,
  usePurchaseOrders,
} from './swr';

function setup(answer: (request: Request) => Response) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return answer(request);
  });
  const client = createApiClient({ baseUrl: 'http://api.test', fetch });
  // A fresh cache per test, so one test's data never answers another's.
  const wrapper = ({ children }: { children?: ReactNode }) =>
    createElement(
      SWRConfig,
      { value: { provider: () => new Map(), dedupingInterval: 0 } },
      createElement(ApiClientProvider, { client }, children),
    );
  return { requests, wrapper };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('SWR hooks', () => {
  it('usePurchaseOrders fetches with the query and resolves to the body', async () => {
    const { requests, wrapper } = setup(() => json({ data: [], total: 0, page: 1, limit: 10 }));
    const { result } = renderHook(() => usePurchaseOrders({ statuses: ['shipped'], limit: 10 }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ data: [], total: 0, page: 1, limit: 10 }));
    expect(requests[0]?.url).toBe('http://api.test/api/import-orders?statuses=shipped&limit=10');
  });

  it('usePurchaseOrder skips the request without an id and exposes ApiError on failure', async () => {
    const { requests, wrapper } = setup(() =>
      json({ message: 'Không tìm thấy đơn đặt hàng', error: 'NOT_FOUND', details: null }, 404),
    );
    const idle = renderHook(() => usePurchaseOrder(null), { wrapper });
    expect(idle.result.current.data).toBeUndefined();
    expect(requests).toHaveLength(0);
    const { result } = renderHook(() => usePurchaseOrder('00000000-0000-4000-8000-000000000000'), {
      wrapper,
    });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.error).toMatchObject({ status: 404, message: 'Không tìm thấy đơn đặt hàng' });
  });

  it('useCreatePurchaseOrder posts the body', async () => {
    const { requests, wrapper } = setup(() => json({ data: { id: 'x' } }, 201));
    const { result } = renderHook(() => useCreatePurchaseOrder(), { wrapper });
    const created = await result.current.trigger({ distributor_id: 'd', items: [] });
    expect(created).toEqual({ data: { id: 'x' } });
    expect(requests[0]?.method).toBe('POST');
    expect(await requests[0]?.json()).toEqual({ distributor_id: 'd', items: [] });
  });

  it('useProductPages follows next_cursor, stops after the last page and starts again for a new query', async () => {
    const page = (ids: string[], next: string | null) => ({
      data: ids.map((id) => ({ id })),
      total: 3,
      page: 1,
      limit: 2,
      total_exact: true,
      next_cursor: next,
    });
    const { requests, wrapper } = setup((request) => {
      const url = new URL(request.url);
      if (url.searchParams.get('cursor') === 'c2') return json(page(['p3'], null));
      return json(page(url.searchParams.get('search') === 'x' ? ['x1'] : ['p1', 'p2'], 'c2'));
    });
    const { result, rerender } = renderHook(
      ({ query }: { query: { distributor_id: string; limit: number; search?: string } | null }) =>
        useProductPages(query),
      {
        wrapper,
        initialProps: { query: null } as { query: null | { distributor_id: string; limit: number } },
      },
    );
    expect(requests).toHaveLength(0);

    rerender({ query: { distributor_id: 'd1', limit: 2 } });
    await waitFor(() =>
      expect(result.current.data?.flatMap((p) => p.data.map((x) => x.id))).toEqual(['p1', 'p2']),
    );
    await act(() => result.current.setSize(2));
    await waitFor(() =>
      expect(result.current.data?.flatMap((p) => p.data.map((x) => x.id))).toEqual(['p1', 'p2', 'p3']),
    );
    expect(requests.map((r) => new URL(r.url).search)).toEqual([
      '?distributor_id=d1&limit=2',
      '?distributor_id=d1&limit=2&cursor=c2',
    ]);
    // No page after the last: asking for a third makes no request.
    const before = requests.length;
    await act(() => result.current.setSize(3));
    expect(requests.length).toBe(before);

    rerender({ query: { distributor_id: 'd1', limit: 2, search: 'x' } as never });
    await waitFor(() => expect(result.current.data?.flatMap((p) => p.data.map((x) => x.id))).toEqual(['x1']));
    expect(result.current.size).toBe(1);
  });

  it('useLogin posts the credentials and resolves to the body', async () => {
    const { requests, wrapper } = setup(() => json({ data: { token: 't' } }));
    const { result } = renderHook(() => useLogin(), { wrapper });
    await expect(result.current.trigger({ username: 'demo', password: 'demo1234' })).resolves.toEqual({
      data: { token: 't' },
    });
    expect(requests[0]?.url).toBe('http://api.test/api/v1/auth/pharmacies/login');
    expect(await requests[0]?.json()).toEqual({ username: 'demo', password: 'demo1234' });
  });
});

describe('swrDefaults.onErrorRetry', () => {
  const retry = (error: unknown, retryCount: number) => {
    vi.useFakeTimers();
    const revalidate = vi.fn();
    swrDefaults.onErrorRetry(error, 'key', { errorRetryCount: 3 } as never, revalidate, {
      retryCount,
      dedupe: false,
    });
    vi.runAllTimers();
    vi.useRealTimers();
    return revalidate.mock.calls.length;
  };

  it.each([
    ['no answer', new ApiError('x', { status: null }), 1, 1],
    ['a 500', new ApiError('x', { status: 500 }), 1, 1],
    ['a 404', new ApiError('x', { status: 404 }), 1, 0],
    ['a 401', new ApiError('x', { status: 401 }), 1, 0],
    ['no answer after three retries', new ApiError('x', { status: null }), 4, 0],
  ])('%s: %i retry → %i revalidation', (_name, error, retryCount, expected) => {
    expect(retry(error, retryCount)).toBe(expected);
  });
});
