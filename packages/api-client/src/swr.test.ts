import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { ApiClientProvider, swrDefaults, useDistributors, useLogin } from './swr';
import { useRevalidate } from './swr/core';
import { useCustomerPurchaseHistory, useCustomers, useSyncCustomers } from './swr/customers';
import {
  useCreateDistributor,
  useDeleteDistributor,
  useDistributorsByIds,
  useSyncDistributorToKiotViet,
} from './swr/distributors';
import { useUploadFile } from './swr/files';
import { useFullSync, useFullSyncKinds, useTestPosConnection } from './swr/posSettings';
import { usePosConnectionStatus } from './swr/posStatus';
import { useProductPages } from './swr/products';
import {
  useCreatePurchaseOrder,
  usePurchaseOrder,
  usePurchaseOrders,
  useReceivePurchaseOrder,
  useUpdateDocuments,
} from './swr/purchaseOrders';
import { useLatestSync } from './swr/syncHistory';

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

  it('useCreatePurchaseOrder posts the body, then fetches the order list again', async () => {
    const { requests, wrapper } = setup((request) =>
      request.method === 'POST'
        ? json({ data: { id: 'x' } }, 201)
        : json({ data: [], total: 0, page: 1, limit: 10 }),
    );
    const { result } = renderHook(
      () => ({ list: usePurchaseOrders({ limit: 10 }), create: useCreatePurchaseOrder() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    const lists = () => requests.filter((r) => r.method === 'GET').length;
    expect(lists()).toBe(1);
    const created = await act(() => result.current.create.trigger({ distributor_id: 'd', items: [] }));
    expect(created).toEqual({ data: { id: 'x' } });
    const post = requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({ distributor_id: 'd', items: [] });
    await waitFor(() => expect(lists()).toBe(2));
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

describe('purchase-order mutations', () => {
  const ORDER = '00000000-0000-4000-8000-00000000000a';
  const order = (changes: Record<string, unknown>) => ({
    data: { id: ORDER, status: 'shipped', document_urls: ['/api/v1/files/a', '/api/v1/files/b'], ...changes },
  });
  const doc = (id: string) => ({ id, url: `/api/v1/files/${id}`, name: `${id}.pdf` });

  /** The drawer's order and one page of the list, as the screen holds them while a mutation runs. */
  function renderScreen<T>(answer: (request: Request) => Response, mutation: () => T) {
    const setup1 = setup(answer);
    const view = renderHook(
      () => ({
        order: usePurchaseOrder(ORDER),
        list: usePurchaseOrders({ limit: 10 }),
        mutation: mutation(),
      }),
      { wrapper: setup1.wrapper },
    );
    return { ...setup1, view };
  }
  const gets = (requests: Request[], path: string) =>
    requests.filter((request) => request.method === 'GET' && new URL(request.url).pathname === path).length;

  it('receiving posts the date, shows the answer in the drawer without asking again, and refreshes the list', async () => {
    const { requests, view } = renderScreen(
      (request) => {
        const path = new URL(request.url).pathname;
        if (path === '/api/import-orders') return json({ data: [], total: 0, page: 1, limit: 10 });
        if (request.method === 'POST')
          return json(order({ status: 'delivered', actual_delivery_date: '2026-05-02' }));
        return json(order({}));
      },
      () => useReceivePurchaseOrder(ORDER),
    );
    await waitFor(() => expect(view.result.current.order.data?.data.status).toBe('shipped'));
    await waitFor(() => expect(view.result.current.list.data).toBeDefined());
    await act(() => view.result.current.mutation.trigger({ actual_delivery_date: '2026-05-02' }));

    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toBe(`http://api.test/api/import-orders/${ORDER}/receive`);
    expect(await post?.json()).toEqual({ actual_delivery_date: '2026-05-02' });
    await waitFor(() => expect(view.result.current.order.data?.data.status).toBe('delivered'));
    await waitFor(() => expect(gets(requests, '/api/import-orders')).toBe(2));
    expect(gets(requests, `/api/import-orders/${ORDER}`)).toBe(1);
  });

  it('documents: an optimistic change shows at once and is rolled back when the server refuses', async () => {
    let refuse = true;
    const { view } = renderScreen(
      (request) => {
        const path = new URL(request.url).pathname;
        if (path === '/api/import-orders') return json({ data: [], total: 0, page: 1, limit: 10 });
        if (request.method === 'PATCH') {
          return refuse
            ? json({ message: 'Lỗi máy chủ', error: 'INTERNAL', details: null }, 500)
            : json({ data: { id: ORDER, document_urls: ['/api/v1/files/b'], documents: [doc('b')] } });
        }
        return json(order({ documents: [doc('a'), doc('b')] }));
      },
      () => useUpdateDocuments(ORDER),
    );
    await waitFor(() => expect(view.result.current.order.data?.data).toBeDefined());
    const withoutA = (current?: { data: Record<string, unknown> }) =>
      current && { data: { ...current.data, documents: [doc('b')] } };

    let pending: Promise<unknown> | undefined;
    act(() => {
      pending = view.result.current.mutation
        .trigger(['/api/v1/files/b'], { optimisticData: withoutA as never, rollbackOnError: true })
        .catch((error: unknown) => error);
    });
    await waitFor(() => expect(view.result.current.order.data?.data.documents).toEqual([doc('b')]));
    await expect(pending).resolves.toBeInstanceOf(ApiError);
    await waitFor(() => expect(view.result.current.order.data?.data.documents).toEqual([doc('a'), doc('b')]));

    refuse = false;
    await act(() => view.result.current.mutation.trigger(['/api/v1/files/b']));
    // The answer's documents replace the drawer's, the rest of the order stays.
    expect(view.result.current.order.data?.data).toMatchObject({
      status: 'shipped',
      document_urls: ['/api/v1/files/b'],
      documents: [doc('b')],
    });
  });

  it('useUploadFile sends the file as multipart with its purpose', async () => {
    const { requests, wrapper } = setup(() => json({ id: 'f', url: '/api/v1/files/f' }, 201));
    const { result } = renderHook(() => useUploadFile(), { wrapper });
    const file = new File(['%PDF-1.4'], 'hoá đơn.pdf', { type: 'application/pdf' });
    // What goes into the form: jsdom's File cannot be read back by the fetch these tests run on.
    const append = vi.spyOn(FormData.prototype, 'append');
    await expect(result.current.trigger({ file })).resolves.toEqual({ id: 'f', url: '/api/v1/files/f' });
    const sent = requests[0];
    expect(sent?.url).toBe('http://api.test/api/v1/files/upload/single');
    expect(sent?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(append.mock.calls).toEqual([
      ['file', file, 'hoá đơn.pdf'],
      ['purpose', 'document'],
    ]);
    append.mockRestore();
  });

  it('useDistributorsByIds leaves out the ids that answer 404 and asks nothing for none', async () => {
    const { requests, wrapper } = setup((request) =>
      request.url.endsWith('/gone')
        ? json({ message: 'Không tìm thấy', error: 'NOT_FOUND', details: null }, 404)
        : json({ data: { id: 'a', name: 'Dược Hậu Giang' } }),
    );
    const none = renderHook(() => useDistributorsByIds([]), { wrapper });
    expect(none.result.current.data).toBeUndefined();
    expect(requests).toHaveLength(0);
    const { result } = renderHook(() => useDistributorsByIds(['a', 'gone']), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([{ id: 'a', name: 'Dược Hậu Giang' }]));
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

  it('useFullSync posts the chosen kinds, resolves to the sync result and asks for the kinds again', async () => {
    const { requests, wrapper } = setup((request) =>
      request.method === 'GET' ? json({ data: [] }) : json({ status: 'RUNNING', count: 0 }, 202),
    );
    const { result } = renderHook(() => ({ kinds: useFullSyncKinds(), full: useFullSync() }), { wrapper });
    await waitFor(() => expect(result.current.kinds.data).toEqual({ data: [] }));
    await expect(result.current.full.trigger(['PRODUCT', 'CATEGORY'])).resolves.toMatchObject({
      status: 'RUNNING',
    });
    const sent = requests.filter((request) => request.url.endsWith('/api/pos-settings/full-sync'));
    expect(sent.map((request) => request.method).slice(0, 2)).toEqual(['GET', 'POST']);
    expect(await sent[1]?.clone().json()).toEqual({ data_types: ['PRODUCT', 'CATEGORY'] });
    await waitFor(() =>
      expect(requests.filter((request) => request.url.endsWith('/api/pos-settings/full-sync'))).toHaveLength(
        3,
      ),
    );
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

describe('the connection status after a sync or a test', () => {
  const status = (running: boolean) => ({
    data: {
      configured: true,
      is_active: true,
      connected: !running,
      store_name: 'nhathuoc',
      last_test: null,
      last_sync: null,
      running: running ? [{ data_type: 'CUSTOMER', label: 'Khách hàng' }] : [],
      next_sync_at: null,
    },
  });

  it.each([
    ['a sync that succeeds', 200],
    ['a sync that fails', 409],
  ])('is asked again once %s has settled', async (_name, syncStatus) => {
    let syncing = false;
    const { requests, wrapper } = setup((request) => {
      if (request.url.endsWith('/api/pos-settings/status')) return json(status(syncing));
      syncing = false;
      return syncStatus === 200
        ? json({ status: 'SUCCESS', synced_count: 1 })
        : json({ message: 'Kết nối KiotViet đang tắt', error: 'POS_INACTIVE', details: null }, 409);
    });
    syncing = true;
    const { result } = renderHook(() => ({ status: usePosConnectionStatus(), sync: useSyncCustomers() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.status.data?.data.running).toHaveLength(1));
    await act(async () => {
      await result.current.sync.trigger().catch(() => undefined);
    });
    await waitFor(() => expect(result.current.status.data?.data.running).toEqual([]));
    const statusCalls = requests.filter((request) => request.url.endsWith('/status'));
    expect(statusCalls).toHaveLength(2);
  });

  it('is not asked for when nobody shows it', async () => {
    const { requests, wrapper } = setup(() => json({ data: true, message: 'Connection test successful!' }));
    await renderHook(() => useTestPosConnection(), { wrapper }).result.current.trigger({ id: 'c' });
    expect(requests.map((request) => request.url)).toEqual(['http://api.test/api/kiotviet2/test-connection']);
  });
});

describe('useRevalidate', () => {
  it('fetches again the cached answers of the paths given, and no other', async () => {
    const { requests, wrapper } = setup(() => json({ data: [], total: 0, page: 1, limit: 10 }));
    const { result } = renderHook(
      () => ({
        orders: usePurchaseOrders({}),
        latest: useLatestSync('PRODUCT'),
        revalidate: useRevalidate(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(requests).toHaveLength(2));
    act(() => result.current.revalidate('/api/import-orders'));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]?.url).toContain('/api/import-orders');
  });

  it('does nothing, and rejects nothing, once the cache is gone (signed out, or the next story shown)', async () => {
    const { requests, wrapper } = setup(() => json({ data: [], total: 0, page: 1, limit: 10 }));
    const hooks = renderHook(
      () => ({ orders: usePurchaseOrders({}), revalidate: useRevalidate(), mutate: useSWRConfig().mutate }),
      { wrapper },
    );
    await waitFor(() => expect(hooks.result.current.orders.data).toBeDefined());
    const { revalidate, mutate } = hooks.result.current;
    hooks.unmount();
    // What SWR itself does on a dropped cache: the rejection useRevalidate keeps from going unhandled.
    await expect(mutate(() => true)).rejects.toThrow(TypeError);
    const asked = requests.length;
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      revalidate('/api/import-orders', '/api/products');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).not.toHaveBeenCalled();
      expect(requests).toHaveLength(asked);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
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
