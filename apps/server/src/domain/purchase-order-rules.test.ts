import { describe, expect, it } from 'vitest';
import {
  checkDraftOrder,
  checkShippedBatches,
  type DraftLine,
  type KnownProduct,
  ORDER_MESSAGES,
  orderDocuments,
  orderTotal,
} from './purchase-order-rules';

const TODAY = '2025-06-15';
const products = new Map<string, KnownProduct>([
  [
    'p1',
    {
      name: 'Paracetamol 500mg',
      lots: new Map([['l001', { batchNumber: 'L001', expiryDate: '2026-01-31', onHand: 12 }]]),
    },
  ],
  ['p2', { name: 'Amoxicillin 500mg', lots: new Map() }],
  ['p3', { name: 'Klamentin 625mg', isActive: false, lots: new Map() }],
]);

function internal(lines: DraftLine[]) {
  return checkDraftOrder({ distributorType: 'INTERNAL', expectedDeliveryDate: null, lines }, products, TODAY);
}

const lot = (overrides: Partial<DraftLine> = {}): DraftLine => ({
  product_id: 'p2',
  quantity_ordered: 10,
  unit_price: 12_000,
  batch_number: 'A1',
  expiry_date: '2026-12-31',
  ...overrides,
});

describe('checkDraftOrder — partner orders', () => {
  it('accepts a dated order of catalogue products', () => {
    const result = checkDraftOrder(
      {
        distributorType: 'PARTNER',
        expectedDeliveryDate: '2025-06-20',
        lines: [{ product_id: 'p1', quantity_ordered: 2 }],
      },
      products,
      TODAY,
    );
    expect(result).toEqual({ details: {}, summary: null });
  });

  it.each([
    [undefined, ORDER_MESSAGES.deliveryDateRequired],
    ['20-06-2025', ORDER_MESSAGES.deliveryDateInvalid],
    ['2025-02-30', ORDER_MESSAGES.deliveryDateInvalid],
    ['2025-06-14', ORDER_MESSAGES.deliveryDateInPast],
  ])('rejects delivery date %s', (date, message) => {
    const result = checkDraftOrder(
      {
        distributorType: 'PARTNER',
        expectedDeliveryDate: date,
        lines: [{ product_id: 'p1', quantity_ordered: 1 }],
      },
      products,
      TODAY,
    );
    expect(result.details).toEqual({ expected_delivery_date: message });
  });

  it('requires at least one product and known products with quantity ≥ 1', () => {
    const empty = checkDraftOrder(
      { distributorType: 'PARTNER', expectedDeliveryDate: TODAY, lines: [] },
      products,
      TODAY,
    );
    expect(empty.details).toEqual({ items: ORDER_MESSAGES.itemsRequired });
    const bad = checkDraftOrder(
      {
        distributorType: 'PARTNER',
        expectedDeliveryDate: TODAY,
        lines: [
          { product_id: 'nope', quantity_ordered: 1 },
          { product_id: 'p1', quantity_ordered: 0 },
        ],
      },
      products,
      TODAY,
    );
    expect(bad.details).toEqual({
      'items.0.product_id': ORDER_MESSAGES.productUnknown,
      'items.1.quantity_ordered': ORDER_MESSAGES.quantityMin,
    });
    expect(bad.summary).toBe(ORDER_MESSAGES.productUnknown);
  });

  it('refuses a catalogue product the partner no longer sells', () => {
    const result = checkDraftOrder(
      {
        distributorType: 'PARTNER',
        expectedDeliveryDate: TODAY,
        lines: [
          { product_id: 'p1', quantity_ordered: 1 },
          { product_id: 'p3', quantity_ordered: 1 },
        ],
      },
      products,
      TODAY,
    );
    expect(result.details).toEqual({ 'items.1.product_id': ORDER_MESSAGES.productInactive });
    expect(result.summary).toBe(`Klamentin 625mg: ${ORDER_MESSAGES.productInactive}`);
  });
});

describe('checkDraftOrder — batch orders to internal suppliers', () => {
  it('accepts valid new lots and a reorder of an existing lot with its expiry', () => {
    const result = internal([
      lot(),
      lot({ product_id: 'p1', batch_number: ' l001 ', expiry_date: '2026-01-31' }),
    ]);
    expect(result.details).toEqual({});
  });

  it.each([
    [{ quantity_ordered: 0 }, 'quantity_ordered', ORDER_MESSAGES.quantityMin],
    [{ unit_price: 0 }, 'unit_price', ORDER_MESSAGES.unitPricePositive],
    [{ unit_price: undefined }, 'unit_price', ORDER_MESSAGES.unitPricePositive],
    [{ batch_number: '  ' }, 'batch_number', ORDER_MESSAGES.batchRequired],
    [{ expiry_date: '' }, 'expiry_date', ORDER_MESSAGES.expiryRequired],
    [{ expiry_date: '31-12-2026' }, 'expiry_date', ORDER_MESSAGES.expiryInvalid],
    [{ expiry_date: '2025-06-14' }, 'expiry_date', ORDER_MESSAGES.lotExpired('A1')],
  ] as const)('rejects %j on %s', (overrides, field, message) => {
    expect(internal([lot(overrides)]).details).toEqual({ [`items.0.${field}`]: message });
  });

  it('treats a lot expiring today as still valid', () => {
    expect(internal([lot({ expiry_date: TODAY })]).details).toEqual({});
  });

  it('rejects the same lot twice for one product, compared trimmed and case-insensitively', () => {
    const result = internal([lot({ batch_number: 'A1' }), lot({ batch_number: ' a1 ' })]);
    expect(result.details).toEqual({ 'items.1.batch_number': ORDER_MESSAGES.lotDuplicate('a1') });
    expect(result.summary).toBe(`Amoxicillin 500mg - Lô a1: ${ORDER_MESSAGES.lotDuplicate('a1')}`);
  });

  it('allows the same lot number on different products', () => {
    expect(
      internal([
        lot({ product_id: 'p1', batch_number: 'X', expiry_date: '2027-01-01' }),
        lot({ batch_number: 'X' }),
      ]).details,
    ).toEqual({});
  });

  it('orders at most the on-hand of a lot in stock (docs/product/purchase-orders.md#lot-rules)', () => {
    const stocked = (quantity: number) =>
      internal([
        lot({
          product_id: 'p1',
          batch_number: 'L001',
          expiry_date: '2026-01-31',
          quantity_ordered: quantity,
        }),
      ]);
    expect(stocked(12).details).toEqual({});
    expect(stocked(13).details).toEqual({
      'items.0.quantity_ordered': ORDER_MESSAGES.quantityAboveOnHand(12),
    });
    expect(stocked(13).summary).toBe(
      'Paracetamol 500mg - Lô L001: Số lượng không được vượt quá tồn kho (12)',
    );
  });

  it('rejects a lot already in stock under another expiry', () => {
    const result = internal([lot({ product_id: 'p1', batch_number: 'L001', expiry_date: '2026-02-01' })]);
    expect(result.details).toEqual({
      'items.0.expiry_date': ORDER_MESSAGES.lotExpiryMismatch('L001', '2026-01-31'),
    });
    expect(result.details['items.0.expiry_date']).toContain('31/01/2026');
  });
});

describe('checkShippedBatches', () => {
  const items = new Map([
    [
      'i1',
      {
        productId: 'p1',
        quantityOrdered: 10,
        lots: new Map([['l001', { batchNumber: 'L001', expiryDate: '2026-01-31', onHand: 12 }]]),
      },
    ],
    ['i2', { productId: 'p2', quantityOrdered: 10, lots: new Map() }],
    ['i3', { productId: 'p1', quantityOrdered: 10, lots: new Map() }],
  ]);
  const batch = (overrides = {}) => ({
    item_id: 'i1',
    batch_number: 'L002',
    quantity_shipped: 3,
    expiry_date: '2027-01-31',
    ...overrides,
  });

  it('accepts new lots, a lot in stock with its expiry, and batches without expiry', () => {
    expect(
      checkShippedBatches(
        [batch(), batch({ batch_number: ' l001 ', expiry_date: '2026-01-31' }), batch({ expiry_date: null })],
        items,
      ),
    ).toEqual({});
  });

  it.each([
    [{ item_id: 'other' }, 'item_id', ORDER_MESSAGES.shipmentLineUnknown],
    [{ batch_number: ' ' }, 'batch_number', ORDER_MESSAGES.batchRequired],
    [{ quantity_shipped: 0 }, 'quantity_shipped', ORDER_MESSAGES.quantityMin],
    [{ quantity_shipped: 1.5 }, 'quantity_shipped', ORDER_MESSAGES.quantityMin],
    [{ quantity_shipped: 11 }, 'quantity_shipped', ORDER_MESSAGES.shippedAboveOrdered(10)],
    [{ quantity_shipped: 2 ** 31 }, 'quantity_shipped', ORDER_MESSAGES.shippedAboveOrdered(10)],
    [{ expiry_date: '2027-02-30' }, 'expiry_date', ORDER_MESSAGES.expiryInvalid],
    [
      { batch_number: 'L001', expiry_date: '2026-02-28' },
      'expiry_date',
      ORDER_MESSAGES.lotExpiryMismatch('L001', '2026-01-31'),
    ],
  ] as const)('rejects %j on %s', (overrides, field, message) => {
    expect(checkShippedBatches([batch(overrides)], items)).toEqual({
      [`shipped_batches.0.${field}`]: message,
    });
  });

  it('counts every batch of a line against the quantity ordered (3 + 3 of 5 is too many)', () => {
    const split = (first: number, second: number) =>
      checkShippedBatches(
        [
          batch({ quantity_shipped: first }),
          batch({ batch_number: 'L003', quantity_shipped: second }),
          batch({ item_id: 'i2', quantity_shipped: 10 }),
        ],
        new Map([...items, ['i1', { productId: 'p1', quantityOrdered: 5, lots: new Map() }]]),
      );
    expect(split(2, 3)).toEqual({});
    expect(split(3, 3)).toEqual({
      'shipped_batches.1.quantity_shipped': ORDER_MESSAGES.shippedAboveOrdered(5),
    });
  });

  it('refuses one lot of one product reported twice with different expiries, on one line or two', () => {
    const twice = (second: Partial<ReturnType<typeof batch>>) =>
      checkShippedBatches(
        [batch({ batch_number: 'L009' }), batch({ batch_number: 'l009 ', ...second })],
        items,
      );
    const repeated = { 'shipped_batches.1.expiry_date': ORDER_MESSAGES.lotExpiryRepeated('l009') };
    expect(twice({ expiry_date: '2027-06-30' })).toEqual(repeated);
    expect(twice({ item_id: 'i3', expiry_date: '2027-06-30' })).toEqual(repeated);
    expect(twice({})).toEqual({});
    expect(twice({ item_id: 'i2', expiry_date: '2027-06-30' })).toEqual({});
  });

  it('compares lots per product: the same number on another line is a new lot', () => {
    expect(
      checkShippedBatches([batch({ item_id: 'i2', batch_number: 'L001', expiry_date: '2030-01-01' })], items),
    ).toEqual({});
  });
});

describe('orderTotal', () => {
  it.each([
    [[], 0],
    [[124_000], 124_000],
    [[31_000, 62_000, 7], 93_007],
    // Nine lines at the caps (10^6 × 10^9 đồng) still fit; ten do not.
    [Array.from({ length: 9 }, () => 1e15), 9e15],
    [Array.from({ length: 10 }, () => 1e15), null],
    [[Number.MAX_SAFE_INTEGER], Number.MAX_SAFE_INTEGER],
    [[Number.MAX_SAFE_INTEGER, 1], null],
  ] as const)('sums %j to %s', (lines, expected) => {
    expect(orderTotal(lines)).toBe(expected);
  });
});

describe('orderDocuments', () => {
  const limit = 'Đã đạt giới hạn 2 chứng từ cho phép';
  it.each<[string[], string[], string | null]>([
    [[], [], null],
    [['file:a'], ['file:a'], null],
    [['file:a', 'file:b'], ['file:a', 'file:b'], null],
    [['file:a', 'file:a', 'file:b'], ['file:a', 'file:b'], null],
    [['file:a', 'file:b', 'file:c'], ['file:a', 'file:b', 'file:c'], limit],
  ])('%j → %j', (urls, documents, error) => {
    expect(orderDocuments(urls)).toEqual({ documents, error });
  });
});
