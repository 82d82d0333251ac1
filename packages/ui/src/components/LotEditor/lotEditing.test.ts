import { describe, expect, it } from 'vitest';
import { addExistingLot, addNewLot, chooseInventoryLot, removeLot, updateLot } from './lotEditing';
import type { LotProduct } from './lotRules';

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
