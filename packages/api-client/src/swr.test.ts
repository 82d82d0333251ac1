import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import {
  ApiClientProvider,
  swrDefaults,
  useCreatePurchaseOrder,
  useCustomerPurchaseHistory,
  useCustomers,
  useLatestSync,
  useLogin,
  usePurchaseOrder,
  usePurchaseOrders,
  useSyncCustomers,
  useTestPosConnection,
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

describe('SWR hooks of the synced data', () => {
  it('useCustomers sends the filters; the purchase history waits for an id', async () => {
    const { requests, wrapper } = setup(() => json({ data: [], total: 0, page: 1, limit: 10 }));
    const list = renderHook(() => useCustomers({ gender: 'Khác', revenue_from: 100_000, search: 'an' }), {
      wrapper,
    });
    await waitFor(() => expect(list.result.current.data).toBeDefined());
    expect(requests[0]?.url).toBe(
      'http://api.test/api/customers?gender=Kh%C3%A1c&revenue_from=100000&search=an',
    );
    renderHook(() => useCustomerPurchaseHistory(null), { wrapper });
    expect(requests).toHaveLength(1);
  });

  it('useLatestSync asks for one data type', async () => {
    const { requests, wrapper } = setup(() => json({ data: null }));
    const { result } = renderHook(() => useLatestSync('PRODUCT'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ data: null }));
    expect(requests[0]?.url).toBe('http://api.test/api/sync-history/by-user/latest?dataType=PRODUCT');
  });

  it('useSyncCustomers posts to the incremental or the full sync; a connection test posts the form', async () => {
    const { requests, wrapper } = setup((request) =>
      request.url.endsWith('test-connection')
        ? json({ data: false, message: 'Connection test failed. Please check your credentials.' })
        : json({ status: 'SUCCESS', synced_count: 1 }),
    );
    await renderHook(() => useSyncCustomers(), { wrapper }).result.current.trigger();
    await renderHook(() => useSyncCustomers(true), { wrapper }).result.current.trigger();
    expect(requests.map((request) => request.url)).toEqual([
      'http://api.test/api/customers/sync',
      'http://api.test/api/customers/manual-sync',
    ]);
    const test = renderHook(() => useTestPosConnection(), { wrapper });
    await expect(test.result.current.trigger({ id: 'c' })).resolves.toEqual({
      data: false,
      message: 'Connection test failed. Please check your credentials.',
    });
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
