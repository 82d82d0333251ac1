import type { PurchaseOrderItem } from '@pharmacy/api-client';
import { describe, expect, it } from 'vitest';
import { lotsOf } from './orderLots';
import { storyNothingShipped } from './storyOrders';

const line = (patch: Partial<PurchaseOrderItem> = {}): PurchaseOrderItem => ({
  id: 'line-1',
  product_id: 'product-1',
  product_code: 'SP000001',
  product_name: 'Paracetamol 500mg',
  unit: 'Viên',
  unit_code: null,
  conversion: 1,
  quantity_ordered: 50,
  unit_price: 24_500,
  total_price: 1_225_000,
  batch_number: null,
  expiry_date: null,
  notes: null,
  kiotviet_product: null,
  ...storyNothingShipped,
  ...patch,
});

const shipped = [
  { id: 's1', batch_number_snapshot: 'PA2509', quantity_shipped: 30, expiry_date_snapshot: '2027-11-30' },
  { id: 's2', batch_number_snapshot: 'PA2510', quantity_shipped: 20, expiry_date_snapshot: '2028-01-31' },
];

describe('the lots of an order line', () => {
  it.each([
    ['asked for no lot', line(), [{ key: 'line-1', number: null, quantity: null, expiry: null }]],
    [
      'asked for a lot',
      line({ batch_number: 'AM1108', expiry_date: '2027-09-15' }),
      [{ key: 'line-1', number: 'AM1108', quantity: null, expiry: '2027-09-15' }],
    ],
    [
      'shipped in two lots',
      line({ batch_number: 'AM1108', shippedBatches: shipped, quantity_shipped: 50 }),
      [
        { key: 's1', number: 'PA2509', quantity: 30, expiry: '2027-11-30' },
        { key: 's2', number: 'PA2510', quantity: 20, expiry: '2028-01-31' },
      ],
    ],
    [
      'received, less than shipped',
      line({
        shippedBatches: shipped,
        quantity_shipped: 50,
        quantity_received: 45,
        received_batches: [
          { id: 'r1', batch_number: 'PA2509', expiry_date: '2027-11-30', quantity_received: 45 },
        ],
      }),
      [{ key: 'r1', number: 'PA2509', quantity: 45, expiry: '2027-11-30' }],
    ],
    ['received nothing', line({ quantity_received: 0 }), []],
  ])('%s', (_case, item, expected) => {
    expect(lotsOf(item)).toEqual(expected);
  });
});
