import { describe, expect, it } from 'vitest';
import {
  addExistingLot,
  addNewLot,
  chooseInventoryLot,
  chooseUnit,
  removeLot,
  updateLot,
} from './lotEditing';
import { type LotProduct, toOrderLines, validateProducts } from './lotRules';

const TODAY = '2026-11-22';
const product: LotProduct = {
  id: 'p1',
  code: 'SP001',
  name: 'Amoxicillin 500mg',
  basePrice: 45_000,
  inventoryLots: [
    { batchNumber: 'A1', expiryDate: '2027-03-01', onHand: 12, cost: 40_000 },
    { batchNumber: 'B2', expiryDate: '2026-01-01', onHand: 3, cost: null },
  ],
  existingLots: [],
  newLots: [],
};

describe('lot editing', () => {
  it('adds a new lot at the base price and quantity 0', () => {
    const next = addNewLot(product, TODAY, 'n1');
    expect(next.newLots).toEqual([
      { key: 'n1', lotNumber: '', quantity: 0, price: 45_000, expiryDate: '', isFromServer: false },
    ]);
    expect(product.newLots).toEqual([]);
  });

  it('adds an existing-lot row, then fills it from the chosen inventory batch', () => {
    const withRow = addExistingLot(product, TODAY, 'e1');
    expect(withRow.existingLots[0]).toMatchObject({ key: 'e1', lotNumber: '', isFromServer: true });
    const chosen = chooseInventoryLot(withRow, 'e1', 'A1', TODAY);
    expect(chosen.existingLots[0]).toEqual({
      key: 'e1',
      lotNumber: 'A1',
      quantity: 0,
      price: 45_000,
      expiryDate: '01-03-2027',
      onHand: 12,
      cost: 40_000,
      isFromServer: true,
    });
  });

  it('ignores an unknown batch', () => {
    const withRow = addExistingLot(product, TODAY, 'e1');
    expect(chooseInventoryLot(withRow, 'e1', 'ZZ', TODAY)).toBe(withRow);
  });

  it.each([
    { name: 'an expiry change re-sorts', patch: { expiryDate: '01-01-2027' }, expected: ['n2', 'n1'] },
    { name: 'a quantity change keeps the order', patch: { quantity: 4 }, expected: ['n1', 'n2'] },
  ])('$name', ({ patch, expected }) => {
    let p = addNewLot(product, TODAY, 'n1');
    p = updateLot(p, 'n1', { expiryDate: '01-06-2027' }, TODAY);
    p = addNewLot(p, TODAY, 'n2');
    p = updateLot(p, 'n2', { expiryDate: '01-12-2027' }, TODAY);
    expect(p.newLots.map((l) => l.key)).toEqual(['n1', 'n2']);
    p = updateLot(p, 'n2', patch, TODAY);
    expect(p.newLots.map((l) => l.key)).toEqual(expected);
  });

  it('removes a lot from either list', () => {
    let p = addNewLot(product, TODAY, 'n1');
    p = addExistingLot(p, TODAY, 'e1');
    p = removeLot(removeLot(p, 'n1'), 'e1');
    expect(p.newLots).toEqual([]);
    expect(p.existingLots).toEqual([]);
  });
});

describe('ordering in a unit', () => {
  const boxed: LotProduct = {
    ...product,
    basePrice: 4_500,
    units: [
      { code: null, label: 'viên', conversion: 1, price: 4_500 },
      { code: 'SP001-3', label: 'hộp (= 10 viên)', conversion: 10, price: 44_000 },
    ],
  };

  it('reprices the lots still at the previous unit’s price, keeps a typed one, and sends the unit’s code', () => {
    const withLots = addNewLot(addNewLot(boxed, TODAY, 'n1'), TODAY, 'n2');
    const typed = updateLot(withLots, 'n2', { price: 40_000, quantity: 2 }, TODAY);
    const byBox = chooseUnit(typed, 'SP001-3');
    expect(byBox).toMatchObject({ unitCode: 'SP001-3', basePrice: 44_000 });
    expect(byBox.newLots.map((lot) => lot.price)).toEqual([44_000, 40_000]);
    expect(toOrderLines([byBox]).map((line) => line.unit_code)).toEqual(['SP001-3', 'SP001-3']);
    const back = chooseUnit(byBox, null);
    expect(back.unitCode).toBeNull();
    expect(toOrderLines([back])[0]).not.toHaveProperty('unit_code');
    expect(chooseUnit(byBox, 'unknown')).toBe(byBox);
  });

  it('counts a lot from stock in base units: 2 boxes of 10 are more than the 12 on hand', () => {
    const picked = chooseInventoryLot(
      addExistingLot(chooseUnit(boxed, 'SP001-3'), TODAY, 'e1'),
      'e1',
      'A1',
      TODAY,
    );
    const twoBoxes = updateLot(picked, 'e1', { quantity: 2 }, TODAY);
    const codes = validateProducts([twoBoxes], TODAY).map((issue) => issue.code);
    expect(codes).toContain('quantityAboveOnHand');
    const oneBox = updateLot(picked, 'e1', { quantity: 1 }, TODAY);
    expect(validateProducts([oneBox], TODAY).map((issue) => issue.code)).not.toContain('quantityAboveOnHand');
  });
});
