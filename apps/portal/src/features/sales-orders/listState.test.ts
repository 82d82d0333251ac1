import { describe, expect, it } from 'vitest';
import { filtersIn, isFiltered } from '../../shared/list';
import { readUrlState } from '../../shared/useUrlState';
import { activeFilterCount, listState, NO_FILTERS, toListQuery } from './listState';

const ID = '11111111-1111-4111-8111-111111111111';
const view = (query: string) => readUrlState(listState, new URLSearchParams(query));

describe('the sales orders list in the address', () => {
  it.each([
    ['', { page: 1, limit: 10 }],
    ['page=3&search=%20para%20', { page: 3, limit: 10, search: 'para' }],
    ['statuses=3,1,9', { page: 1, limit: 10, statuses: ['3', '1'] }],
    [`products=${ID},nope&categories=bad`, { page: 1, limit: 10, product_ids: [ID] }],
    [
      'from=2026-05-10&to=2026-05-01',
      { page: 1, limit: 10, from_purchase_date: '2026-05-01', to_purchase_date: '2026-05-10' },
    ],
    ['from=2026-02-30', { page: 1, limit: 10 }],
    ['code=%20HD0001%20', { page: 1, limit: 10, order_id: 'HD0001' }],
    [`search=${'a'.repeat(150)}`, { page: 1, limit: 10, search: 'a'.repeat(100) }],
  ])('%j asks %j', (query, expected) => {
    expect(toListQuery(view(query))).toEqual(expected);
  });

  it.each([
    ['', 0],
    ['code=HD', 1],
    [`products=${ID}&categories=${ID}`, 2],
    ['statuses=1&from=2026-05-01&to=2026-05-02', 2],
    ['to=2026-05-02&search=para&page=4', 1],
  ])('%j counts %i filters', (query, count) => {
    expect(activeFilterCount(filtersIn(view(query), NO_FILTERS))).toBe(count);
  });

  it('has nothing filtered by default', () => {
    expect(filtersIn(view(''), NO_FILTERS)).toEqual(NO_FILTERS);
    expect(isFiltered(view('page=3'), NO_FILTERS)).toBe(false);
    expect(isFiltered(view('search=%20'), NO_FILTERS)).toBe(false);
    expect(isFiltered(view('search=para'), NO_FILTERS)).toBe(true);
    expect(isFiltered(view('statuses=1'), NO_FILTERS)).toBe(true);
  });
});
