import { describe, expect, it } from 'vitest';
import { productCodeKey, productOwnership } from './product-rules';

describe('productOwnership', () => {
  it.each([
    [{ pharmacyId: null, kiotvietId: null }, 'partner'],
    [{ pharmacyId: 'other', kiotvietId: null }, 'partner'],
    [{ pharmacyId: 'mine', kiotvietId: 21_000_001 }, 'synced'],
    [{ pharmacyId: 'mine', kiotvietId: null }, 'own'],
  ] as const)('%j → %s', (product, expected) => {
    expect(productOwnership(product, 'mine')).toBe(expected);
  });
});

describe('productCodeKey', () => {
  it.each([
    ['SP01', 'SP01'],
    [' sp01 ', 'SP01'],
  ])('%s → %s', (code, expected) => {
    expect(productCodeKey(code)).toBe(expected);
  });
});
