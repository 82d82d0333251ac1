import { describe, expect, it } from 'vitest';
import { readUrlState } from '../../shared/useUrlState';
import { listState, toLotsQuery } from './listState';

const view = (query: string) => readUrlState(listState, new URLSearchParams(query));
const base = { page: 1, limit: 10, window: '90', sales_window: '28' };

describe('the near-expiry view in the address', () => {
  it.each([
    ['', 'expiring', { ...base, section: 'expiring' }],
    ['', 'expired', { ...base, section: 'expired' }],
    [
      'window=30&sales=56&page=3&expiredPage=2',
      'expiring',
      { ...base, section: 'expiring', window: '30', sales_window: '56', page: 3 },
    ],
    ['window=30&page=3&expiredPage=2', 'expired', { ...base, section: 'expired', window: '30', page: 2 }],
    [
      'sort=product&direction=desc',
      'expiring',
      { ...base, section: 'expiring', sort: 'product', direction: 'desc' },
    ],
    ['window=45&sales=7&sort=value&direction=up&page=0', 'expiring', { ...base, section: 'expiring' }],
  ] as const)('?%s (%s) → %j', (query, section, expected) => {
    expect(toLotsQuery(view(query), section)).toEqual(expected);
  });
});
