import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the order detail URL with the id encoded', () => {
    expect(paths.order('42')).toBe('/order/42');
    expect(paths.order('a/b c')).toBe('/order/a%2Fb%20c');
  });

  it('builds a purchase order’s drawer and print URLs with the id encoded', () => {
    expect(paths.purchaseOrder('a/b')).toBe('/purchase-orders?order=a%2Fb');
    expect(paths.purchaseOrderPrint('a/b')).toBe('/purchase-orders/a%2Fb/print');
  });
});
