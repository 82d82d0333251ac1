import { describe, expect, it } from 'vitest';
import { filtersIn } from '../../shared/list';
import { readUrlState } from '../../shared/useUrlState';
import { activeFilterCount, listState, NO_FILTERS, toProductQuery } from './listState';

const PHARMACY = '00000000-0000-4000-8000-000000000002';
const PRODUCT = '3f1c2a52-8d2b-4f7e-9c1a-0b4de5f6a701';
const CATEGORY = '9b2e4c10-1d3f-4a5b-8c6d-7e8f9a0b1c2d';

const view = (query: string) => readUrlState(listState, new URLSearchParams(query));
// The table asks each product's summary (its drawer reads the lots).
const base = { page: 1, limit: 10, retailer_id: PHARMACY, view: 'summary' };

describe('the inventory view in the address', () => {
  it.each([
    ['', base],
    ['page=4&active=INACTIVE', { ...base, page: 4, is_active: false }],
    ['active=ACTIVE&statuses=ACTIVE,INACTIVE', { ...base, is_active: true, status: ['ACTIVE', 'INACTIVE'] }],
    ['active=maybe&statuses=LOST', base],
    [
      `products=${PRODUCT},junk&categories=${CATEGORY}`,
      { ...base, product_ids: [PRODUCT], category_ids: [CATEGORY] },
    ],
    ['search=%20%20para%20', { ...base, search: 'para' }],
    [`search=${'x'.repeat(150)}`, { ...base, search: 'x'.repeat(100) }],
    ['page=0', base],
    [
      'expiry=90&sort=nearest_expiry&direction=desc',
      { ...base, expiry: '90', sort: 'nearest_expiry', direction: 'desc' },
    ],
    ['expiry=expired', { ...base, expiry: 'expired' }],
    ['expiry=365&sort=price&direction=up', base],
  ])('?%s → %j', (query, expected) => {
    expect(toProductQuery(view(query), PHARMACY)).toEqual(expected);
  });

  it('keeps the open panel’s product only when it is an id', () => {
    expect(view(`product=${PRODUCT.toUpperCase()}`).product).toBe(PRODUCT);
    expect(view('product=SP000123').product).toBeNull();
  });

  it('counts each filter group in use once', () => {
    expect(activeFilterCount(filtersIn(view(''), NO_FILTERS))).toBe(0);
    expect(
      activeFilterCount(filtersIn(view(`products=${PRODUCT},${CATEGORY}&statuses=ACTIVE`), NO_FILTERS)),
    ).toBe(2);
    expect(
      activeFilterCount(
        filtersIn(view(`products=${PRODUCT}&categories=${CATEGORY}&statuses=ACTIVE`), NO_FILTERS),
      ),
    ).toBe(3);
  });
});
