import { describe, expect, it } from 'vitest';
import { readUrlState } from '../../shared/useUrlState';
import { activeFilterCount, genderLabel, listState, revenueQuery, toListQuery } from './listState';

const view = (query: string) => readUrlState(listState, new URLSearchParams(query));

describe('revenue ranges (docs/product/customers.md#filters) as the API’s bounds', () => {
  it.each([
    [null, {}],
    ['upTo100k', { revenue_from: 0, revenue_to: 100_000 }],
    ['upTo500k', { revenue_from: 100_000, revenue_to: 500_000 }],
    ['upTo1m', { revenue_from: 500_000, revenue_to: 1_000_000 }],
    ['upTo5m', { revenue_from: 1_000_000, revenue_to: 5_000_000 }],
    ['over5m', { revenue_from: 5_000_000 }],
  ] as const)('%s → %j', (range, expected) => {
    expect(revenueQuery(range)).toEqual(expected);
  });
});

describe('the customer list in the address', () => {
  it.each([
    ['', { page: 1, limit: 10 }],
    [
      'gender=N%E1%BB%AF&revenue=over5m&page=2',
      { page: 2, limit: 10, gender: 'Nữ', revenue_from: 5_000_000 },
    ],
    ['gender=Kh%C3%A1c&revenue=lots', { page: 1, limit: 10 }],
    ['search=%20nguyen%20thi%20', { page: 1, limit: 10, search: 'nguyen thi' }],
    [`search=${'x'.repeat(150)}`, { page: 1, limit: 10, search: 'x'.repeat(100) }],
  ])('%j asks %j', (query, expected) => {
    expect(toListQuery(view(query))).toEqual(expected);
  });

  it.each([
    ['', 0],
    ['gender=Nam', 1],
    ['gender=Nam&revenue=upTo1m&search=a', 2],
  ])('%j counts %i filters', (query, count) => {
    expect(activeFilterCount(view(query))).toBe(count);
  });

  it.each([
    ['customer=5C214A52-B696-4315-B670-383F82892390', '5c214a52-b696-4315-b670-383f82892390'],
    ['customer=KH000001', null],
  ])('%j opens the dialog of %s', (query, id) => {
    expect(view(query).customer).toBe(id);
  });
});

describe('genderLabel', () => {
  it.each([
    ['Nam', 'male'],
    ['Nữ', 'female'],
    ['Khác', 'unknown'],
    ['', 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
  ])('%j → %s', (gender, label) => {
    expect(genderLabel(gender)).toBe(label);
  });
});
