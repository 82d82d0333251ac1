import {
  type InventoryLot,
  isoToLotExpiry,
  type Lot,
  type LotProduct,
  namedInventoryLots,
  sortLotsByExpiry,
} from './lotRules';

/*
 * Immutable edits of one product's lots, as the LotEditor makes them. Lists are re-sorted by expiry after each
 * change that can move a lot (docs/product/purchase-orders.md#lot-editor): expired first, then by expiry, lots
 * without expiry last.
 */

let sequence = 0;
/** A key unique within the page, for lots created in the browser. */
function newLotKey(prefix = 'lot'): string {
  sequence += 1;
  return `${prefix}-${sequence}`;
}

/**
 * Orders the product in another of its units: new lots default to that unit's price, and a lot still at the
 * previous unit's price takes the new one (a price typed by hand stays).
 */
export function chooseUnit(product: LotProduct, code: string | null): LotProduct {
  const unit = product.units?.find((candidate) => candidate.code === code);
  if (!unit) return product;
  const reprice = (lot: Lot): Lot => (lot.price === product.basePrice ? { ...lot, price: unit.price } : lot);
  return {
    ...product,
    unitCode: unit.code,
    basePrice: unit.price,
    existingLots: product.existingLots.map(reprice),
    newLots: product.newLots.map(reprice),
  };
}

/** '+ Thêm số lô mới': an empty new lot at the product's base price and quantity 0. */
export function addNewLot(product: LotProduct, today: string, key = newLotKey()): LotProduct {
  const lot: Lot = {
    key,
    lotNumber: '',
    quantity: 0,
    price: product.basePrice,
    expiryDate: '',
    isFromServer: false,
  };
  return { ...product, newLots: sortLotsByExpiry([...product.newLots, lot], today) };
}

/** '+ Số lô hiện tại': an existing-lot row whose batch is still to be chosen from the inventory lots. */
export function addExistingLot(product: LotProduct, today: string, key = newLotKey('existing')): LotProduct {
  const lot: Lot = {
    key,
    lotNumber: '',
    quantity: 0,
    price: product.basePrice,
    expiryDate: '',
    isFromServer: true,
  };
  return { ...product, existingLots: sortLotsByExpiry([...product.existingLots, lot], today) };
}

/**
 * Choosing an inventory batch for an existing-lot row: its number (then locked), on-hand maximum, expiry and
 * cost; the quantity starts at 0 (docs/product/purchase-orders.md#lot-editor).
 */
export function chooseInventoryLot(
  product: LotProduct,
  lotKey: string,
  batchNumber: string,
  today: string,
): LotProduct {
  const inventory = namedInventoryLots(product).find((lot) => lot.batchNumber === batchNumber);
  if (!inventory) return product;
  return updateLot(product, lotKey, fromInventory(inventory), today);
}

function fromInventory(inventory: InventoryLot): Partial<Lot> {
  return {
    lotNumber: inventory.batchNumber ?? '',
    onHand: inventory.onHand,
    cost: inventory.cost ?? undefined,
    expiryDate: isoToLotExpiry(inventory.expiryDate),
    quantity: 0,
    isFromServer: true,
  };
}

export function updateLot(
  product: LotProduct,
  lotKey: string,
  patch: Partial<Lot>,
  today: string,
): LotProduct {
  const apply = (lots: Lot[]) => {
    if (!lots.some((lot) => lot.key === lotKey)) return lots;
    const next = lots.map((lot) => (lot.key === lotKey ? { ...lot, ...patch, key: lot.key } : lot));
    return 'expiryDate' in patch ? sortLotsByExpiry(next, today) : next;
  };
  return { ...product, existingLots: apply(product.existingLots), newLots: apply(product.newLots) };
}

export function removeLot(product: LotProduct, lotKey: string): LotProduct {
  return {
    ...product,
    existingLots: product.existingLots.filter((lot) => lot.key !== lotKey),
    newLots: product.newLots.filter((lot) => lot.key !== lotKey),
  };
}
