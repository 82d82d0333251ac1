import type { Product } from '@pharmacy/api-client';
import { describe, expect, it } from 'vitest';
import {
  emptyPartnerDraft,
  ORDER_LIMITS,
  type PartnerDraft,
  type PartnerLine,
  partnerDraftFrom,
  partnerTotals,
  settleQuantity,
  toggleProduct,
  toPartnerOrder,
  validatePartnerOrder,
} from './partnerOrderForm';

const TODAY = '2026-03-15';
const line = (id: string, price: number, quantity: number | null): PartnerLine => ({
  productId: id,
  code: `C-${id}`,
  name: `Sản phẩm ${id}`,
  price,
  quantity,
});
const filled: PartnerDraft = {
  supplierId: 'd1',
  deliveryDate: TODAY,
  deliveryDateInput: null,
  notes: '  Giao buổi sáng ',
  lines: [line('a', 45_000, 2), line('b', 138_000, 1)],
};

describe('validatePartnerOrder (docs/product/purchase-orders.md#partner-order-rules)', () => {
  it.each<[string, Partial<PartnerDraft>, ReturnType<typeof validatePartnerOrder>]>([
    ['a complete order', {}, {}],
    [
      'an empty form',
      emptyPartnerDraft(),
      { supplier: 'supplierRequired', deliveryDate: 'deliveryDateRequired', products: 'productsRequired' },
    ],
    ['a delivery date before today', { deliveryDate: '2026-03-14' }, { deliveryDate: 'deliveryDateInPast' }],
    ['today as the delivery date', { deliveryDate: TODAY }, {}],
    [
      'typed text that is not a day',
      { deliveryDate: null, deliveryDateInput: 'invalidDate' },
      { deliveryDate: 'deliveryDateInvalid' },
    ],
    [
      'a typed day before today',
      { deliveryDate: null, deliveryDateInput: 'beforeMinDate' },
      { deliveryDate: 'deliveryDateInPast' },
    ],
    [
      'more lines than an order holds',
      { lines: Array.from({ length: ORDER_LIMITS.lines + 1 }, (_, i) => line(String(i), 1, 1)) },
      { products: 'tooManyLines' },
    ],
    [
      'a total past what is exact',
      {
        lines: Array.from({ length: 10 }, (_, i) =>
          line(String(i), ORDER_LIMITS.unitPrice, ORDER_LIMITS.quantity),
        ),
      },
      { products: 'totalTooLarge' },
    ],
  ])('%s', (_case, patch, errors) => {
    expect(validatePartnerOrder({ ...filled, ...patch }, TODAY)).toEqual(errors);
  });
});

describe('partnerTotals', () => {
  it('sums quantities and price × quantity in đồng; an emptied quantity counts 0', () => {
    expect(partnerTotals([])).toEqual({ quantity: 0, amount: 0 });
    expect(partnerTotals([line('a', 45_000, 2), line('b', 138_000, 1), line('c', 9_000, null)])).toEqual({
      quantity: 3,
      amount: 228_000,
    });
  });
});

describe('settleQuantity (a quantity of 0 or less becomes 1 on blur)', () => {
  it.each([
    [null, 1],
    [0, 1],
    [-4, 1],
    [1, 1],
    [12, 12],
    [ORDER_LIMITS.quantity + 1, ORDER_LIMITS.quantity],
    [Number.NaN, 1],
  ])('%s → %s', (quantity, settled) => {
    expect(settleQuantity(quantity)).toBe(settled);
  });
});

describe('toggleProduct', () => {
  const product = { id: 'p', code: 'DHG-HAP500', name: 'Hapacol 500mg', base_price: 45_000 } as Product;
  it('adds a ticked product at quantity 1, once, and removes an unticked one', () => {
    const added = toggleProduct([], product, true);
    expect(added).toEqual([
      { productId: 'p', code: 'DHG-HAP500', name: 'Hapacol 500mg', price: 45_000, quantity: 1 },
    ]);
    expect(toggleProduct(added, product, true)).toEqual(added);
    expect(toggleProduct(added, product, false)).toEqual([]);
  });

  it.each([
    ['a suggestion', 91, 91],
    ['no suggestion: 1', 0, 1],
    ['a suggestion past the bound: the bound', 5_000_000, ORDER_LIMITS.quantity],
  ] as const)('starts a new line at the reorder suggestion: %s', (_name, suggested, quantity) => {
    expect(toggleProduct([], product, true, suggested)[0]?.quantity).toBe(quantity);
  });
});

describe('partnerDraftFrom (an order drafted from the reorder suggestions)', () => {
  const drafted = {
    supplier: { id: 'd1', type: 'PARTNER' as const },
    lines: [{ productId: 'a', code: 'C-a', name: 'Sản phẩm a', price: 45_000, quantity: 12 }],
  };
  it.each([
    ['nothing drafted: an empty form', undefined, emptyPartnerDraft()],
    [
      'its lines, and a delivery day from today on',
      { ...drafted, deliveryDate: '2026-03-18' },
      { ...emptyPartnerDraft('d1'), deliveryDate: '2026-03-18', lines: [line('a', 45_000, 12)] },
    ],
    [
      'a delivery day already past is left for staff to choose',
      { ...drafted, deliveryDate: '2026-03-14' },
      { ...emptyPartnerDraft('d1'), lines: [line('a', 45_000, 12)] },
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(partnerDraftFrom(input, TODAY)).toEqual(expected);
  });

  it('brings a line drafted in boxes in base units: the form orders a catalogue product in its base unit', () => {
    const boxed = {
      productId: 'a',
      code: 'C-a',
      name: 'Sản phẩm a',
      price: 45_000,
      quantity: 3,
      unitCode: 'C-a-H',
      conversion: 100,
    };
    expect(partnerDraftFrom({ ...drafted, lines: [boxed] }, TODAY).lines).toEqual([line('a', 45_000, 300)]);
  });
});

describe('toPartnerOrder', () => {
  it('sends the supplier, the date, trimmed notes and the lines', () => {
    expect(toPartnerOrder({ ...filled, lines: [line('a', 45_000, 0)] })).toEqual({
      distributor_id: 'd1',
      expected_delivery_date: TODAY,
      notes: 'Giao buổi sáng',
      items: [
        {
          product_id: 'a',
          product_code: 'C-a',
          product_name: 'Sản phẩm a',
          quantity_ordered: 1,
          unit_price: 45_000,
        },
      ],
    });
    expect(toPartnerOrder({ ...filled, notes: '   ' }).notes).toBeNull();
  });
});
