import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { readUrlState, urlParam, useUrlState, writeUrlState } from './useUrlState';

const schema = {
  page: urlParam.page(),
  search: urlParam.text(),
  statuses: urlParam.oneOfMany(['pending', 'shipped', 'delivered'] as const),
  distributors: urlParam.ids(),
  from: urlParam.date(),
  status: urlParam.oneOf(['ACTIVE', 'INACTIVE'] as const),
  order: urlParam.id(),
};

const read = (query: string) => readUrlState(schema, new URLSearchParams(query));

describe('readUrlState', () => {
  it('reads every value, and defaults for what is absent', () => {
    expect(read('page=3&search=Hapacol&statuses=shipped,pending&distributors=a,b&from=2026-01-31')).toEqual({
      page: 3,
      search: 'Hapacol',
      statuses: ['shipped', 'pending'],
      distributors: ['a', 'b'],
      from: '2026-01-31',
      status: null,
      order: null,
    });
    expect(read('status=INACTIVE')).toMatchObject({ status: 'INACTIVE' });
    expect(read('')).toEqual({
      page: 1,
      search: '',
      statuses: [],
      distributors: [],
      from: null,
      status: null,
      order: null,
    });
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=100001', { page: 1 }],
    ['page=99999999999999999999', { page: 1 }],
    ['statuses=shipped,bogus,shipped', { statuses: ['shipped'] }],
    ['from=2026-02-30', { from: null }],
    ['from=31/01/2026', { from: null }],
    ['status=active', { status: null }],
    ['status=', { status: null }],
    [`search=${'x'.repeat(300)}`, { search: 'x'.repeat(200) }],
    ['order=00000000-0000-4000-8000-00000000ABCD', { order: '00000000-0000-4000-8000-00000000abcd' }],
    ['order=not-an-id', { order: null }],
    ['order=00000000-0000-4000-8000-0000000000001', { order: null }],
  ])('a link with %s reads as %j', (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });
});

describe('writeUrlState', () => {
  it('drops defaults and keeps parameters it does not own', () => {
    const next = writeUrlState(
      schema,
      {
        page: 1,
        search: '',
        statuses: ['delivered'],
        distributors: [],
        from: null,
        status: 'ACTIVE',
        order: null,
      },
      new URLSearchParams('page=4&search=x&tab=docs&status=INACTIVE'),
    );
    expect(next.toString()).toBe('tab=docs&status=ACTIVE&statuses=delivered');
  });
});

describe('useUrlState', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));
  const wrapper = ({ children }: { children?: ReactNode }) => <Router>{children}</Router>;

  it('writes changes into the address, one history entry per change unless replaced', () => {
    // A push, not a replace: it drops the entries ahead of the current one (another test or file in this window may
    // have gone back), so that the current entry is the last and each further push adds exactly one.
    window.history.pushState(null, '', '/purchase-orders?page=2');
    const before = window.history.length;
    const { result } = renderHook(() => useUrlState(schema), { wrapper });
    expect(result.current[0].page).toBe(2);

    act(() => result.current[1]({ statuses: ['shipped'], page: 1 }));
    expect(window.location.pathname + window.location.search).toBe('/purchase-orders?statuses=shipped');
    expect(result.current[0]).toMatchObject({ page: 1, statuses: ['shipped'] });
    expect(window.history.length).toBe(before + 1);

    act(() => result.current[1]({ search: 'Hapacol' }, { replace: true }));
    expect(window.location.search).toBe('?statuses=shipped&search=Hapacol');
    expect(window.history.length).toBe(before + 1);
  });

  it('follows the address when the user goes back', async () => {
    window.history.replaceState(null, '', '/purchase-orders?page=5');
    const { result } = renderHook(() => useUrlState(schema), { wrapper });
    act(() => result.current[1]({ page: 6 }));
    expect(result.current[0].page).toBe(6);
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(result.current[0].page).toBe(5);
  });
});
