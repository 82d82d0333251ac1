import type { Product } from '@pharmacy/api-client';
import type { Lot, LotProduct } from '@pharmacy/ui';
import { describe, expect, it } from 'vitest';
import {
  checkBatchOrder,
  sentBatchLines,
  toBatchOrder,
  toDraftedLotProduct,
  toLotProduct,
} from './batchOrderForm';

const TODAY = '2026-03-15';

const lot = (patch: Partial<Lot> & { key: string }): Lot => ({
  lotNumber: 'L1',
  quantity: 5,
  price: 20_000,
  expiryDate: '01-01-2028',
  isFromServer: false,
  ...patch,
});

const product = (name: string, lots: { existing?: Lot[]; fresh?: Lot[] } = {}): LotProduct => ({
  id: name,
  code: `SP-${name}`,
  name,
  basePrice: 20_000,
  inventoryLots: [{ batchNumber: 'PA2401', expiryDate: '2026-03-03', onHand: 4, cost: 24_000 }],
  existingLots: lots.existing ?? [],
  newLots: lots.fresh ?? [],
});

describe('checkBatchOrder (docs/product/purchase-orders.md#lot-rules)', () => {
  it('passes a complete order', () => {
    const check = checkBatchOrder([product('Paracetamol', { fresh: [lot({ key: 'a' })] })], TODAY);
    expect(check).toEqual({ issues: [], problems: [], expiredLots: 0, orderProblem: null });
  });

  it.each<[string, LotProduct[], { codes: string[]; expired: number; inline: string[] }]>([
    [
      'an empty new lot: number, price, quantity and expiry, in that order',
      [
        product('Paracetamol', {
          fresh: [lot({ key: 'a', lotNumber: '', price: null, quantity: 0, expiryDate: '' })],
        }),
      ],
      {
        codes: ['lotNumberRequired', 'priceMin', 'quantityMin', 'expiryRequired'],
        expired: 0,
        inline: ['lotNumberRequired', 'priceMin', 'quantityMin', 'expiryRequired'],
      },
    ],
    [
      'a new lot repeating an inventory lot’s number (trimmed, any case)',
      [product('Paracetamol', { fresh: [lot({ key: 'a', lotNumber: ' pa2401 ' })] })],
      { codes: ['lotNumberDuplicate'], expired: 0, inline: ['lotNumberDuplicate'] },
    ],
    [
      'an expired inventory lot: reported once, as expired, whatever its frozen fields hold',
      [
        product('Paracetamol', {
          existing: [
            lot({
              key: 'e',
              lotNumber: 'PA2401',
              quantity: 0,
              expiryDate: '03-03-2026',
              isFromServer: true,
              onHand: 4,
            }),
          ],
        }),
      ],
      { codes: [], expired: 1, inline: ['expired'] },
    ],
    [
      'a new lot typed with a past expiry',
      [product('Paracetamol', { fresh: [lot({ key: 'a', expiryDate: '14-03-2026' })] })],
      { codes: [], expired: 1, inline: ['expired'] },
    ],
    [
      'a badly typed and an impossible expiry',
      [
        product('Paracetamol', {
          fresh: [
            lot({ key: 'a', expiryDate: '1-2-2027' }),
            lot({ key: 'b', lotNumber: 'L2', expiryDate: '31-02-2027' }),
          ],
        }),
      ],
      { codes: ['expiryFormat', 'expiryInvalid'], expired: 0, inline: ['expiryFormat', 'expiryInvalid'] },
    ],
    [
      'more than on hand of an inventory lot',
      [
        product('Paracetamol', {
          existing: [lot({ key: 'e', lotNumber: 'PA2405', quantity: 31, onHand: 30, isFromServer: true })],
        }),
      ],
      { codes: ['quantityAboveOnHand'], expired: 0, inline: ['quantityAboveOnHand'] },
    ],
    ['a product without any lot', [product('Paracetamol')], { codes: ['noLots'], expired: 0, inline: [] }],
    [
      'numbers past the API’s bounds',
      [product('Paracetamol', { fresh: [lot({ key: 'a', quantity: 1_000_001, price: 1_000_000_001 })] })],
      { codes: ['quantityMax', 'priceMax'], expired: 0, inline: [] },
    ],
  ])('%s', (_case, products, expected) => {
    const check = checkBatchOrder(products, TODAY);
    expect(check.problems.map((p) => p.code)).toEqual(expected.codes);
    expect(check.expiredLots).toBe(expected.expired);
    expect(check.issues.map((issue) => issue.code)).toEqual(expected.inline);
  });

  it('names each problem by its product and lot, on hand included', () => {
    const check = checkBatchOrder(
      [
        product('Augmentin 625mg', {
          existing: [lot({ key: 'e', lotNumber: 'AG8120', quantity: 10, onHand: 9, isFromServer: true })],
        }),
      ],
      TODAY,
    );
    expect(check.problems).toEqual([
      { code: 'quantityAboveOnHand', productName: 'Augmentin 625mg', lotNumber: 'AG8120', onHand: 9 },
    ]);
  });

  it('counts lines and the total against the order’s limits', () => {
    const many = Array.from({ length: 201 }, (_, i) => lot({ key: `k${i}`, lotNumber: `L${i}` }));
    expect(checkBatchOrder([product('A', { fresh: many })], TODAY).orderProblem).toBe('tooManyLines');
    const dear = Array.from({ length: 10 }, (_, i) =>
      lot({ key: `k${i}`, lotNumber: `L${i}`, quantity: 1_000_000, price: 1_000_000_000 }),
    );
    expect(checkBatchOrder([product('A', { fresh: dear })], TODAY).orderProblem).toBe('totalTooLarge');
  });
});

describe('toBatchOrder and sentBatchLines', () => {
  const products = [
    product('Paracetamol 500mg Stada', {
      existing: [
        lot({ key: 'e', lotNumber: 'PA2405', quantity: 3, isFromServer: true, expiryDate: '05-04-2026' }),
      ],
      fresh: [
        lot({ key: 'a', lotNumber: ' PA2609 ', quantity: 10, price: 24_500, expiryDate: '30-06-2028' }),
      ],
    }),
  ];

  it('sends one line per lot with yyyy-MM-dd expiry, and today as the delivery date', () => {
    expect(toBatchOrder('d1', '  ', products, TODAY)).toEqual({
      distributor_id: 'd1',
      expected_delivery_date: TODAY,
      notes: null,
      items: [
        {
          product_id: 'Paracetamol 500mg Stada',
          product_code: 'SP-Paracetamol 500mg Stada',
          product_name: 'Paracetamol 500mg Stada',
          quantity_ordered: 3,
          unit_price: 20_000,
          batch_number: 'PA2405',
          expiry_date: '2026-04-05',
        },
        {
          product_id: 'Paracetamol 500mg Stada',
          product_code: 'SP-Paracetamol 500mg Stada',
          product_name: 'Paracetamol 500mg Stada',
          quantity_ordered: 10,
          unit_price: 24_500,
          batch_number: 'PA2609',
          expiry_date: '2028-06-30',
        },
      ],
    });
    expect(sentBatchLines(products)).toEqual([
      { productName: 'Paracetamol 500mg Stada', lotNumber: 'PA2405' },
      { productName: 'Paracetamol 500mg Stada', lotNumber: 'PA2609' },
    ]);
  });
});

describe('toLotProduct', () => {
  it('takes the pharmacy’s lots of the product as its inventory lots', () => {
    const fromApi = {
      id: 'p1',
      code: 'SP000001',
      name: 'Paracetamol 500mg Stada',
      base_price: 35_000,
      productInventories: [
        {
          id: 'l1',
          batch_number: 'PA2401',
          expiry_date: '2026-03-03',
          on_hand: 4,
          cost: 24_000,
          is_expired: true,
        },
        { id: 'l2', batch_number: null, expiry_date: null, on_hand: 40, cost: 8_000, is_expired: false },
      ],
      units: [
        { unit: 'viên', code: 'SP000001', conversion: 1, base_price: 35_000, is_base: true },
        { unit: 'hộp', code: 'SP000001-3', conversion: 100, base_price: 3_300_000, is_base: false },
      ],
    } as Product;
    expect(toLotProduct(fromApi, (unit, base) => `${unit.unit}/${base}`)).toEqual({
      id: 'p1',
      code: 'SP000001',
      name: 'Paracetamol 500mg Stada',
      basePrice: 35_000,
      // The base unit first, chosen; a larger unit by its own code.
      units: [
        { code: null, label: 'viên/viên', conversion: 1, price: 35_000 },
        { code: 'SP000001-3', label: 'hộp/viên', conversion: 100, price: 3_300_000 },
      ],
      unitCode: null,
      inventoryLots: [
        { batchNumber: 'PA2401', expiryDate: '2026-03-03', onHand: 4, cost: 24_000 },
        { batchNumber: null, expiryDate: null, onHand: 40, cost: 8_000 },
      ],
      existingLots: [],
      newLots: [],
    });
  });
});

describe('toDraftedLotProduct', () => {
  it('brings the product with one new lot at the quantity, its number and expiry to fill in', () => {
    const fromApi = {
      id: 'p1',
      code: 'SP000024',
      name: 'Amlodipin 5mg',
      base_price: 24_000,
      productInventories: [],
      units: [{ unit: 'viên', code: 'SP000024', conversion: 1, base_price: 24_000, is_base: true }],
    };
    const drafted = toDraftedLotProduct(fromApi as unknown as Product, 26, '2026-03-15');
    expect(drafted.existingLots).toEqual([]);
    expect(drafted.newLots).toEqual([
      { key: 'draft-p1', lotNumber: '', quantity: 26, price: 24_000, expiryDate: '', isFromServer: false },
    ]);
  });

  it('orders in the unit drafted, at its price; an unknown unit leaves the base unit', () => {
    const fromApi = {
      id: 'p2',
      code: 'SP000031',
      name: 'Vitamin C 500mg',
      base_price: 1_000,
      productInventories: [],
      units: [
        { unit: 'Viên', code: 'SP000031', conversion: 1, base_price: 1_000, is_base: true },
        { unit: 'Hộp', code: 'SP000031-H', conversion: 100, base_price: 95_000, is_base: false },
      ],
    };
    const boxed = toDraftedLotProduct(fromApi as unknown as Product, 3, TODAY, undefined, 'SP000031-H');
    expect(boxed.unitCode).toBe('SP000031-H');
    expect(boxed.newLots).toMatchObject([{ quantity: 3, price: 95_000 }]);
    const unknown = toDraftedLotProduct(fromApi as unknown as Product, 3, TODAY, undefined, 'GONE');
    expect(unknown.unitCode).toBeNull();
    expect(unknown.newLots).toMatchObject([{ quantity: 3, price: 1_000 }]);
  });
});
