import { describe, expect, it } from 'vitest';
import {
  canAddExistingLot,
  grandTotals,
  inlineIssues,
  isDuplicateLotNumber,
  isLotExpired,
  isLotNumberLocked,
  isoToLotExpiry,
  type Lot,
  type LotProduct,
  lotTotal,
  parseLotExpiry,
  productTotals,
  sortLotsByExpiry,
  toOrderLines,
  validateProducts,
} from './lotRules';

const TODAY = '2026-11-22';

const lot = (overrides: Partial<Lot> & { key: string }): Lot => ({
  lotNumber: '',
  quantity: 1,
  price: 10_000,
  expiryDate: '01-01-2028',
  isFromServer: false,
  ...overrides,
});

const product = (overrides: Partial<LotProduct> = {}): LotProduct => ({
  id: 'p1',
  code: 'SP001',
  name: 'Paracetamol 500mg',
  basePrice: 12_000,
  inventoryLots: [
    { batchNumber: 'LOT-A', expiryDate: '2027-05-01', onHand: 30 },
    { batchNumber: 'LOT-B', expiryDate: '2026-10-01', onHand: 5 },
    { batchNumber: null, expiryDate: null, onHand: 7 },
  ],
  existingLots: [],
  newLots: [],
  ...overrides,
});

describe('parseLotExpiry', () => {
  it.each([
    { text: '15-01-2027', expected: { status: 'ok', iso: '2027-01-15' } },
    { text: ' 29-02-2028 ', expected: { status: 'ok', iso: '2028-02-29' } },
    { text: '29-02-2027', expected: { status: 'invalidDate' } },
    { text: '31-04-2027', expected: { status: 'invalidDate' } },
    { text: '00-01-2027', expected: { status: 'invalidDate' } },
    { text: '15-13-2027', expected: { status: 'invalidDate' } },
    { text: '15/01/2027', expected: { status: 'badFormat' } },
    { text: '2027-01-15', expected: { status: 'badFormat' } },
    { text: '5-1-2027', expected: { status: 'badFormat' } },
    { text: '15-01-27', expected: { status: 'badFormat' } },
    { text: '', expected: { status: 'empty' } },
    { text: '   ', expected: { status: 'empty' } },
  ])('"$text"', ({ text, expected }) => {
    expect(parseLotExpiry(text)).toEqual(expected);
  });

  it.each([
    { iso: '2027-01-15', expected: '15-01-2027' },
    { iso: '2027-01-15T00:00:00.000Z', expected: '15-01-2027' },
    { iso: null, expected: '' },
    { iso: 'garbage', expected: '' },
  ])('isoToLotExpiry($iso)', ({ iso, expected }) => {
    expect(isoToLotExpiry(iso)).toBe(expected);
  });
});

describe('isLotExpired', () => {
  it.each([
    { expiry: '21-11-2026', expected: true, why: 'yesterday' },
    { expiry: '22-11-2026', expected: false, why: 'today is still usable' },
    { expiry: '23-11-2026', expected: false, why: 'tomorrow' },
    { expiry: '01-01-2020', expected: true, why: 'long ago' },
    { expiry: '2020-01-01', expected: false, why: 'wrong format is not expired' },
    { expiry: '', expected: false, why: 'missing' },
  ])('$expiry → $expected ($why)', ({ expiry, expected }) => {
    expect(isLotExpired(expiry, TODAY)).toBe(expected);
  });
});

describe('sortLotsByExpiry', () => {
  it.each([
    {
      name: 'expired first, then ascending, no expiry last',
      input: ['01-01-2028', '', '01-06-2026', '01-01-2027', '01-01-2020', 'bad'],
      expected: ['01-01-2020', '01-06-2026', '01-01-2027', '01-01-2028', '', 'bad'],
    },
    {
      name: 'already sorted stays',
      input: ['01-01-2027', '02-01-2027'],
      expected: ['01-01-2027', '02-01-2027'],
    },
    { name: 'ties keep their order', input: ['', 'x', ''], expected: ['', 'x', ''] },
    { name: 'empty list', input: [], expected: [] },
  ])('$name', ({ input, expected }) => {
    const lots = input.map((expiryDate, i) => ({ key: String(i), expiryDate }));
    expect(sortLotsByExpiry(lots, TODAY).map((l) => l.expiryDate)).toEqual(expected);
  });

  it('keeps ties in insertion order (stable)', () => {
    const lots = [
      { key: 'a', expiryDate: '' },
      { key: 'b', expiryDate: '' },
    ];
    expect(sortLotsByExpiry(lots, TODAY).map((l) => l.key)).toEqual(['a', 'b']);
  });
});

describe('existing lots', () => {
  it.each([
    { name: 'none added', existing: [], expected: true },
    { name: 'one of two added', existing: ['LOT-A'], expected: true },
    {
      name: 'all named lots added (case/space-insensitive)',
      existing: [' lot-a ', 'LOT-B'],
      expected: false,
    },
    { name: 'one added, one row still choosing', existing: ['LOT-A', ''], expected: false },
    { name: 'one row still choosing of two', existing: [''], expected: true },
  ])('canAddExistingLot: $name', ({ existing, expected }) => {
    const p = product({
      existingLots: existing.map((n, i) => lot({ key: `e${i}`, lotNumber: n, isFromServer: true })),
    });
    expect(canAddExistingLot(p)).toBe(expected);
  });

  it('cannot add existing lots when the product has no named batches', () => {
    expect(
      canAddExistingLot(product({ inventoryLots: [{ batchNumber: '  ', expiryDate: null, onHand: 3 }] })),
    ).toBe(false);
    expect(canAddExistingLot(product({ inventoryLots: [] }))).toBe(false);
  });

  it.each([
    { lot: lot({ key: 'a', lotNumber: 'LOT-A', isFromServer: true }), expected: true },
    { lot: lot({ key: 'b', lotNumber: '', isFromServer: true }), expected: false },
    { lot: lot({ key: 'c', lotNumber: 'NEW-1' }), expected: false },
  ])(
    'isLotNumberLocked($lot.lotNumber, fromServer=$lot.isFromServer) → $expected',
    ({ lot: l, expected }) => {
      expect(isLotNumberLocked(l)).toBe(expected);
    },
  );
});

describe('isDuplicateLotNumber', () => {
  const p = product({
    existingLots: [lot({ key: 'e1', lotNumber: 'LOT-A', isFromServer: true, onHand: 30 })],
    newLots: [lot({ key: 'n1', lotNumber: 'NEW-1' }), lot({ key: 'n2', lotNumber: '' })],
  });
  it.each([
    { key: 'n2', value: 'new-1', expected: true, why: 'another form lot, case-insensitive' },
    { key: 'n2', value: '  NEW-1  ', expected: true, why: 'trimmed' },
    { key: 'n2', value: 'lot-b', expected: true, why: 'an inventory batch number not in the form' },
    { key: 'n2', value: 'LOT-A', expected: true, why: 'an existing lot in the form' },
    { key: 'n2', value: 'NEW-2', expected: false, why: 'unique' },
    { key: 'n2', value: '', expected: false, why: 'empty is "required", not duplicate' },
    { key: 'n1', value: 'NEW-1', expected: false, why: 'its own value' },
    { key: 'e1', value: 'LOT-A', expected: false, why: 'an existing lot is its own inventory batch' },
    { key: 'e1', value: 'NEW-1', expected: false, why: 'the new lot that repeats it carries the message' },
  ])('$value on $key → $expected ($why)', ({ key, value, expected }) => {
    expect(isDuplicateLotNumber(p, key, value)).toBe(expected);
  });
});

describe('totals', () => {
  it.each([
    { price: 10_000, quantity: 3, expected: 30_000 },
    { price: null, quantity: 3, expected: 0 },
    { price: 12_500, quantity: null, expected: 0 },
    { price: 1_250_000, quantity: 1_000, expected: 1_250_000_000 },
  ])('lotTotal($price × $quantity) = $expected', ({ price, quantity, expected }) => {
    expect(lotTotal({ price, quantity })).toBe(expected);
  });

  it('sums products and the grand total', () => {
    const a = product({
      existingLots: [lot({ key: 'e', quantity: 2, price: 10_000, isFromServer: true, lotNumber: 'LOT-A' })],
      newLots: [lot({ key: 'n', quantity: 3, price: 5_000, lotNumber: 'X' })],
    });
    const b = product({ id: 'p2', newLots: [lot({ key: 'm', quantity: 1, price: 99_000, lotNumber: 'Y' })] });
    expect(productTotals(a)).toEqual({ quantity: 5, amount: 35_000 });
    expect(grandTotals([a, b])).toEqual({ quantity: 6, amount: 134_000 });
    expect(grandTotals([])).toEqual({ quantity: 0, amount: 0 });
  });
});

describe('inlineIssues', () => {
  it('flags an existing-lot quantity above on hand and a duplicate new lot', () => {
    const p = product({
      existingLots: [lot({ key: 'e1', lotNumber: 'LOT-B', isFromServer: true, onHand: 5, quantity: 6 })],
      newLots: [lot({ key: 'n1', lotNumber: 'lot-b ' })],
    });
    expect(inlineIssues(p).map((i) => [i.lotKey, i.field, i.code])).toEqual([
      ['e1', 'quantity', 'quantityAboveOnHand'],
      ['n1', 'lotNumber', 'lotNumberDuplicate'],
    ]);
    expect(inlineIssues(p)[0]?.params).toEqual({
      productName: 'Paracetamol 500mg',
      lotNumber: 'LOT-B',
      onHand: 5,
    });
  });

  it('accepts a quantity equal to on hand', () => {
    const p = product({
      existingLots: [lot({ key: 'e1', lotNumber: 'LOT-B', isFromServer: true, onHand: 5, quantity: 5 })],
    });
    expect(inlineIssues(p)).toEqual([]);
  });
});

describe('validateProducts', () => {
  it.each([
    { name: 'a valid lot', lot: {}, expected: [] },
    { name: 'missing lot number', lot: { lotNumber: '' }, expected: ['lotNumber:lotNumberRequired'] },
    { name: 'blank lot number', lot: { lotNumber: '   ' }, expected: ['lotNumber:lotNumberRequired'] },
    { name: 'price 0', lot: { price: 0 }, expected: ['price:priceMin'] },
    { name: 'price empty', lot: { price: null }, expected: ['price:priceMin'] },
    { name: 'quantity 0', lot: { quantity: 0 }, expected: ['quantity:quantityMin'] },
    { name: 'quantity empty', lot: { quantity: null }, expected: ['quantity:quantityMin'] },
    { name: 'expiry missing', lot: { expiryDate: '' }, expected: ['expiryDate:expiryRequired'] },
    { name: 'expiry format', lot: { expiryDate: '2027/01/01' }, expected: ['expiryDate:expiryFormat'] },
    { name: 'expiry not a date', lot: { expiryDate: '30-02-2027' }, expected: ['expiryDate:expiryInvalid'] },
    { name: 'expired', lot: { expiryDate: '21-11-2026' }, expected: ['expiryDate:expired'] },
    {
      name: 'several at once, in row order',
      lot: { lotNumber: '', price: 0, quantity: 0, expiryDate: '' },
      expected: [
        'lotNumber:lotNumberRequired',
        'price:priceMin',
        'quantity:quantityMin',
        'expiryDate:expiryRequired',
      ],
    },
  ])('$name', ({ lot: overrides, expected }) => {
    const p = product({ newLots: [lot({ key: 'n1', lotNumber: 'NEW-1', ...overrides })] });
    expect(validateProducts([p], TODAY).map((i) => `${i.field}:${i.code}`)).toEqual(expected);
  });

  it('prefixes every issue with the product name and lot for the message', () => {
    const p = product({ newLots: [lot({ key: 'n1', lotNumber: ' L9 ', quantity: 0 })] });
    expect(validateProducts([p], TODAY)[0]).toEqual({
      productId: 'p1',
      lotKey: 'n1',
      field: 'quantity',
      code: 'quantityMin',
      params: { productName: 'Paracetamol 500mg', lotNumber: 'L9' },
    });
  });

  it('includes duplicate numbers and quantities above on hand', () => {
    const p = product({
      existingLots: [lot({ key: 'e1', lotNumber: 'LOT-A', isFromServer: true, onHand: 30, quantity: 31 })],
      newLots: [lot({ key: 'n1', lotNumber: 'LOT-A' })],
    });
    expect(validateProducts([p], TODAY).map((i) => `${i.lotKey}:${i.code}`)).toEqual([
      'e1:quantityAboveOnHand',
      'n1:lotNumberDuplicate',
    ]);
  });
});

describe('toOrderLines', () => {
  it('sends one line per lot with a trimmed batch number and an ISO expiry', () => {
    const p = product({
      existingLots: [lot({ key: 'e1', lotNumber: 'LOT-A', isFromServer: true, quantity: 2, price: 11_000 })],
      newLots: [
        lot({ key: 'n1', lotNumber: ' NEW-1 ', quantity: 5, price: 9_000, expiryDate: '15-01-2027' }),
      ],
    });
    expect(toOrderLines([p])).toEqual([
      {
        product_id: 'p1',
        product_code: 'SP001',
        product_name: 'Paracetamol 500mg',
        quantity_ordered: 2,
        unit_price: 11_000,
        batch_number: 'LOT-A',
        expiry_date: '2028-01-01',
      },
      {
        product_id: 'p1',
        product_code: 'SP001',
        product_name: 'Paracetamol 500mg',
        quantity_ordered: 5,
        unit_price: 9_000,
        batch_number: 'NEW-1',
        expiry_date: '2027-01-15',
      },
    ]);
  });
});
