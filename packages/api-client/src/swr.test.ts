import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { ApiClientProvider, useCreatePurchaseOrder, usePurchaseOrder, usePurchaseOrders } from './swr';

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
});
