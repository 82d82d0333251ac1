import type { Branch, Customer, Product } from '@pharmacy/kiotviet';
import { businessDate } from '../domain/dates';
import { INT4_MAX, QUANTITY_MAX } from '../domain/limits';
import { batchKey } from '../domain/purchase-order-rules';

/**
 * KiotViet's records as the portal keeps them: pure functions, so the rules are tested without a database. Money
 * and instants arrive already converted by the client (integer đồng, Date).
 */

/** A branch's address as staff read it: street, ward, then city and district; null when KiotViet has no street. */
export function branchAddress(branch: Pick<Branch, 'address' | 'wardName' | 'locationName'>): string | null {
  if (!branch.address) return null;
  return [branch.address, branch.wardName, branch.locationName].filter(Boolean).join(', ');
}

/** KiotViet's gender: true male, false female, null not given (shown 'Chưa xác định'). */
export function customerGender(gender: Customer['gender']): 'Nam' | 'Nữ' | null {
  return gender === true ? 'Nam' : gender === false ? 'Nữ' : null;
}

/** A quantity the `integer` on-hand column holds: KiotViet allows negative stock and fractions; we keep 0 … INT4. */
export function stockQuantity(onHand: number): number {
  return Math.min(INT4_MAX, Math.max(0, Math.round(onHand)));
}

/**
 * Sales money as the API answers it (0 … 2^53 − 1 đồng): KiotViet's sales amounts are not negative (a return is a
 * document of its own), so a negative amount is taken as none rather than shown.
 */
export const amount = (value: number | null | undefined): number => Math.max(0, value ?? 0);

/** A sales line's quantity: fractions allowed, 0 … 1,000,000 (what an order line may hold). */
export const saleQuantity = (value: number): number => Math.min(QUANTITY_MAX, Math.max(0, value));

/** A discount's percentage, 0 … 100. */
export const percent = (value: number): number => Math.min(100, Math.max(0, value));

/** The calendar day (Asia/Ho_Chi_Minh) of an instant, as the lot tables keep expiry dates. */
export const vietnamDay = (instant: Date | null): string | null => (instant ? businessDate(instant) : null);

export interface StockRow {
  /**
   * Unique per pharmacy: `lot:<lot id>:<branch id>` (KiotViet lists a lot once per branch holding it, under one id),
   * `lot:<product id>:<branch id>:<lot number>` for a lot without an id, or `stock:<product id>:<branch id>` for
   * stock outside lots.
   */
  key: string;
  /** The KiotViet branch holding it. */
  branchId: number;
  batchNumber: string | null;
  batchKey: string | null;
  expiryDate: string | null;
  onHand: number;
  cost: number;
}

/**
 * A synced product's stock as lots: each KiotViet lot (batch and expiry) of each branch, priced at its branch's
 * average cost; and what a branch holds beyond its lots (products without lot tracking, or stock not yet put in a
 * lot) as one unnumbered row per branch, so the product's total on hand is the branches' stock.
 */
export function stockRows(product: Pick<Product, 'id' | 'inventories' | 'productBatchExpires'>): StockRow[] {
  const costOf = new Map(product.inventories.map((inventory) => [inventory.branchId, inventory.cost ?? 0]));
  // One row per lot, the last one winning (KiotViet has been seen to repeat a lot in one answer).
  const lots = new Map<string, StockRow>();
  for (const lot of product.productBatchExpires) {
    const name = lot.batchName.trim();
    const key =
      lot.id === null
        ? `lot:${product.id}:${lot.branchId}:${batchKey(name)}`
        : `lot:${lot.id}:${lot.branchId}`;
    lots.set(key, {
      key,
      batchNumber: name || null,
      batchKey: name ? batchKey(name) : null,
      expiryDate: vietnamDay(lot.expireDate),
      onHand: stockQuantity(lot.onHand),
      cost: Math.max(0, costOf.get(lot.branchId) ?? 0),
      branchId: lot.branchId,
    });
  }
  const inLots = new Map<number, number>();
  const rows: StockRow[] = [];
  for (const row of lots.values()) {
    inLots.set(row.branchId, (inLots.get(row.branchId) ?? 0) + row.onHand);
    rows.push(row);
  }
  for (const inventory of product.inventories) {
    const outside = stockQuantity(inventory.onHand) - (inLots.get(inventory.branchId) ?? 0);
    if (outside <= 0) continue;
    rows.push({
      key: `stock:${product.id}:${inventory.branchId}`,
      branchId: inventory.branchId,
      batchNumber: null,
      batchKey: null,
      expiryDate: null,
      onHand: outside,
      cost: Math.max(0, inventory.cost ?? 0),
    });
  }
  return rows;
}

/** A branch's stock figure as kept: KiotViet's quantity (fractions allowed), 0 … INT4 (a negative one is none). */
const branchQuantity = (value: number | null): number => Math.min(INT4_MAX, Math.max(0, value ?? 0));

export interface BranchStockRow {
  branchId: number;
  onHand: number;
  reserved: number;
  onOrder: number;
  minQuantity: number;
  maxQuantity: number;
}

/**
 * A synced product's figures per branch, one row per branch (the last listed winning): what reorder suggestions
 * read. A maximum KiotViet does not give is 0 (none set), as KiotViet shows it.
 */
export function branchStockRows(product: Pick<Product, 'inventories'>): BranchStockRow[] {
  const rows = new Map<number, BranchStockRow>();
  for (const inventory of product.inventories) {
    rows.set(inventory.branchId, {
      branchId: inventory.branchId,
      onHand: branchQuantity(inventory.onHand),
      reserved: branchQuantity(inventory.reserved),
      onOrder: branchQuantity(inventory.onOrder),
      minQuantity: branchQuantity(inventory.minQuantity),
      maxQuantity: branchQuantity(inventory.maxQuantity),
    });
  }
  return [...rows.values()];
}
