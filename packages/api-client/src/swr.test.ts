import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import {
  ApiClientProvider,
  swrDefaults,
  useCreateDistributor,
  useCreatePurchaseOrder,
  useDeleteDistributor,
  useDistributors,
  useLogin,
  usePurchaseOrder,
  usePurchaseOrders,
  useSyncDistributorToKiotViet,
  useUploadFile,
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

describe('supplier mutations', () => {
  const page = (names: string[]) => ({
    data: names.map((name) => ({ name })),
    total: names.length,
    page: 1,
    limit: 12,
    total_exact: true,
    next_cursor: null,
  });

  it('refresh every cached page of the supplier lists once the server accepted them', async () => {
    let names = ['Minh Châu'];
    const { requests, wrapper } = setup((request) => {
      if (request.method === 'POST') {
        names = [...names, 'Thiên Phúc'];
        return json({ data: { id: 'new' } }, 201);
      }
      return json(page(names));
    });
    const { result } = renderHook(
      () => ({
        list: useDistributors({ type: 'INTERNAL', page: 1, limit: 12 }),
        create: useCreateDistributor(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.total).toBe(1));
    await result.current.create.trigger({ name: 'Thiên Phúc' });
    await waitFor(() => expect(result.current.list.data?.total).toBe(2));
    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST', 'GET']);
  });

  it('leave the lists alone when the server refuses (a supplier in use cannot be deleted)', async () => {
    const { requests, wrapper } = setup((request) =>
      request.method === 'DELETE'
        ? json(
            { message: 'Không thể xoá nhà cung cấp đã có đơn đặt hàng.', error: 'DISTRIBUTOR_IN_USE' },
            409,
          )
        : json(page(['Minh Châu'])),
    );
    const { result } = renderHook(
      () => ({ list: useDistributors({ type: 'INTERNAL' }), remove: useDeleteDistributor('d1') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.total).toBe(1));
    const error = await result.current.remove.trigger().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, code: 'DISTRIBUTOR_IN_USE' });
    expect(requests.map((request) => request.method)).toEqual(['GET', 'DELETE']);
  });

  it('sync one supplier with a bodiless POST to its KiotViet route', async () => {
    const { requests, wrapper } = setup(() => json({ data: { id: 'd1' } }));
    const { result } = renderHook(() => useSyncDistributorToKiotViet('d1'), { wrapper });
    await result.current.trigger();
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('http://api.test/api/v1/distributors/sync-to-kiotviet/d1');
  });
});

describe('useUploadFile', () => {
  it('sends the file and its purpose as multipart form data', async () => {
    const { requests, wrapper } = setup(() => json({ id: 'f', url: '/api/v1/files/f' }, 201));
    const { result } = renderHook(() => useUploadFile(), { wrapper });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await expect(result.current.trigger({ file, purpose: 'logo' })).resolves.toMatchObject({
      url: '/api/v1/files/f',
    });
    expect(requests[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const body = (await requests[0]?.text()) ?? '';
    expect(body).toMatch(/name="purpose"\r\n\r\nlogo\r\n/);
    expect(body).toContain('name="file"');
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
