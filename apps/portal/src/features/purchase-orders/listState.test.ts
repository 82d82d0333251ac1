import { describe, expect, it } from 'vitest';
import { filtersIn } from '../../shared/list';
import { readUrlState } from '../../shared/useUrlState';
import { activeFilterCount, listState, NO_FILTERS, toListQuery } from './listState';

const SUPPLIER = '3f1c2a52-8d2b-4f7e-9c1a-0b4de5f6a701';
const ORDER = '9b2e4c10-1d3f-4a5b-8c6d-7e8f9a0b1c2d';

const view = (query: string) => readUrlState(listState, new URLSearchParams(query));

describe('the list view in the address', () => {
  it.each([
    ['', { page: 1, limit: 10 }],
    ['page=3&statuses=shipped,pending', { page: 3, limit: 10, statuses: ['shipped', 'pending'] }],
    [`suppliers=${SUPPLIER},not-an-id`, { page: 1, limit: 10, distributor_ids: [SUPPLIER] }],
    ['search=%20%20duoc%20hau%20', { page: 1, limit: 10, search: 'duoc hau' }],
    [`search=${'a'.repeat(80)}`, { page: 1, limit: 10, search: 'a'.repeat(50) }],
    ['search=%20%20', { page: 1, limit: 10 }],
    [
      'orderedFrom=2026-05-01&orderedTo=2026-05-31&deliveredFrom=2026-05-02',
      {
        page: 1,
        limit: 10,
        from_date: '2026-05-01',
        to_date: '2026-05-31',
        actual_delivery_from: '2026-05-02',
      },
    ],
    // A range typed the wrong way round means the same days.
    [
      'orderedFrom=2026-05-31&orderedTo=2026-05-01',
      { page: 1, limit: 10, from_date: '2026-05-01', to_date: '2026-05-31' },
    ],
    ['orderedFrom=2026-02-30&statuses=lost&page=0', { page: 1, limit: 10 }],
  ])('?%s → %j', (query, expected) => {
    expect(toListQuery(view(query))).toEqual(expected);
  });

  it('keeps the open drawer’s order id only when it is an id', () => {
    expect(view(`order=${ORDER.toUpperCase()}`).order).toBe(ORDER);
    expect(view('order=DH-20260512-0001').order).toBeNull();
    expect(view('').order).toBeNull();
  });

  it.each([
    ['', 0],
    [`suppliers=${SUPPLIER}`, 1],
    ['statuses=shipped,delivered', 1],
    ['orderedTo=2026-05-31', 1],
    ['orderedFrom=2026-05-01&orderedTo=2026-05-31&deliveredFrom=2026-05-02', 2],
    [`suppliers=${SUPPLIER}&statuses=shipped&orderedFrom=2026-05-01&deliveredTo=2026-05-02&search=x`, 4],
  ])('?%s counts %i active filter groups (the search is not one)', (query, count) => {
    expect(activeFilterCount(filtersIn(view(query), NO_FILTERS))).toBe(count);
  });

  it('no filters count none', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
  });
});
