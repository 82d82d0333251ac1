import { describe, expect, it } from 'vitest';
import { readUrlState } from '../../shared/useUrlState';
import { deliveryDay, reorderState, toSuggestionQuery } from './reorderState';

const view = (query: string) => readUrlState(reorderState, new URLSearchParams(query));
const base = { page: 1, limit: 20, sales_window: '28' };
const BRANCH = '0b3f2a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('the reorder suggestions in the address', () => {
  it.each([
    ['', base],
    ['sales=91&reorderPage=3', { ...base, sales_window: '91', page: 3 }],
    [
      `branch=${BRANCH}&supplier=none&all=1`,
      { ...base, branch_id: BRANCH, supplier_id: 'none', needs_order: false },
    ],
    [`supplier=${BRANCH.toUpperCase()}`, { ...base, supplier_id: BRANCH }],
    ['sales=30&branch=x&supplier=someone&all=yes&reorderPage=0', base],
  ] as const)('?%s → %j', (query, expected) => {
    expect(toSuggestionQuery(view(query))).toEqual(expected);
  });
});

describe('deliveryDay', () => {
  it.each([
    ['2026-11-28', 0, '2026-11-28'],
    ['2026-11-28', 5, '2026-12-03'],
    ['2026-12-30', 7, '2027-01-06'],
    ['2028-02-27', 2, '2028-02-29'],
  ] as const)('%s + %i days → %s', (today, days, expected) => {
    expect(deliveryDay(today, days)).toBe(expected);
  });
});
