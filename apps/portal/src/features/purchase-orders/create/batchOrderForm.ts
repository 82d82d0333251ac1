import type { Product, ProductUnit, PurchaseOrderCreate } from '@pharmacy/api-client';
import {
  addNewLot,
  chooseUnit,
  type LotIssue,
  type LotIssueCode,
  type LotProduct,
  toOrderLines,
  validateProducts,
} from '@pharmacy/ui';
import type { SentLine } from './createOrderErrors';
import { ORDER_LIMITS } from './partnerOrderForm';

/** What the unit choice shows for a unit; the unit's name (or its code) by default. */
export type UnitLabel = (unit: ProductUnit, baseUnit: string | null) => string;
const unitName: UnitLabel = (unit) => unit.unit ?? unit.code;

/**
 * A product chosen for a batch order, with the pharmacy's lots of it (GET /api/products answers them) and the units
 * it may be ordered in, its base unit chosen.
 */
export function toLotProduct(product: Product, labelOf: UnitLabel = unitName): LotProduct {
  const base = product.units.find((unit) => unit.is_base)?.unit ?? product.unit;
  return {
    id: product.id,
    code: product.code,
    name: product.name,
    basePrice: product.base_price,
    units: product.units.map((unit) => ({
      code: unit.is_base ? null : unit.code,
      label: labelOf(unit, base),
      conversion: unit.conversion,
      price: unit.base_price,
    })),
    unitCode: null,
    inventoryLots: product.productInventories.map((lot) => ({
      batchNumber: lot.batch_number,
      expiryDate: lot.expiry_date,
      onHand: lot.on_hand,
      cost: lot.cost,
    })),
    existingLots: [],
    newLots: [],
  };
}

/**
 * A product of a drafted order (a reorder suggestion, or a product picked that has one): one new lot at the
 * quantity, its number and expiry left for staff to fill in, in the unit of `unitCode` (a box; the base unit when
 * missing or not one of the product's), priced at that unit's price.
 */
export function toDraftedLotProduct(
  product: Product,
  quantity: number,
  today: string,
  labelOf: UnitLabel = unitName,
  unitCode: string | null = null,
): LotProduct {
  const inUnit = chooseUnit(toLotProduct(product, labelOf), unitCode);
  const withLot = addNewLot(inUnit, today, `draft-${product.id}`);
  return { ...withLot, newLots: withLot.newLots.map((lot) => ({ ...lot, quantity })) };
}

type BatchProblemCode = Exclude<LotIssueCode, 'expired'> | 'noLots' | 'quantityMax' | 'priceMax';

/** One reason the order cannot be sent, named by its product and lot for the toast. */
export interface BatchProblem {
  code: BatchProblemCode;
  productName: string;
  lotNumber: string;
  onHand?: number;
}

export interface BatchCheck {
  /** What the lot editor shows beside the fields. */
  issues: LotIssue[];
  /** Everything else that is wrong, in the form's order: 'Dữ liệu không hợp lệ' lists the first 5. */
  problems: BatchProblem[];
  /** Lots past their expiry: they block the order ('Không thể tạo đơn hàng'). */
  expiredLots: number;
  /** Order-level limits of the API: more lines than an order holds, or a total past what is exact. */
  orderProblem: 'tooManyLines' | 'totalTooLarge' | null;
}

/**
 * Every rule of docs/product/purchase-orders.md#lot-rules for a batch order, before anything is sent: the lot
 * editor's (`validateProducts`: lot
 * number, uniqueness, price, quantity, on hand, expiry), a product without any lot, and the API's bounds (quantity
 * ≤ 1,000,000, price ≤ 1,000,000,000 đồng, 200 lines, an exact total). An expired lot is reported once, as expired:
 * its frozen fields cannot be corrected, only the lot removed.
 */
export function checkBatchOrder(products: readonly LotProduct[], today: string): BatchCheck {
  const all = validateProducts(products, today);
  const expiredKeys = new Set(all.filter((issue) => issue.code === 'expired').map((issue) => issue.lotKey));
  const issues = all.filter((issue) => !expiredKeys.has(issue.lotKey) || issue.code === 'expired');
  const problems: BatchProblem[] = [];
  for (const product of products) {
    const lots = [...product.existingLots, ...product.newLots];
    if (lots.length === 0) {
      problems.push({ code: 'noLots', productName: product.name, lotNumber: '' });
      continue;
    }
    for (const lot of lots) {
      if (expiredKeys.has(lot.key)) continue;
      const own = issues.filter((issue) => issue.lotKey === lot.key);
      for (const issue of own) {
        if (issue.code === 'expired') continue;
        problems.push({
          code: issue.code,
          productName: issue.params.productName,
          lotNumber: issue.params.lotNumber,
          ...(issue.params.onHand === undefined ? {} : { onHand: issue.params.onHand }),
        });
      }
      const named = { productName: product.name, lotNumber: lot.lotNumber.trim() };
      if (!own.some((issue) => issue.field === 'quantity') && (lot.quantity ?? 0) > ORDER_LIMITS.quantity) {
        problems.push({ code: 'quantityMax', ...named });
      }
      if (!own.some((issue) => issue.field === 'price') && (lot.price ?? 0) > ORDER_LIMITS.unitPrice) {
        problems.push({ code: 'priceMax', ...named });
      }
    }
  }
  const lines = toOrderLines(products);
  const total = lines.reduce((sum, line) => sum + line.quantity_ordered * line.unit_price, 0);
  const orderProblem =
    lines.length > ORDER_LIMITS.lines ? 'tooManyLines' : total > ORDER_LIMITS.total ? 'totalTooLarge' : null;
  return { issues, problems, expiredLots: expiredKeys.size, orderProblem };
}

/**
 * The create request of a batch order: one line per lot (lot number trimmed, expiry `yyyy-MM-dd`), and today in
 * Asia/Ho_Chi_Minh as the expected delivery date (docs/product/purchase-orders.md#batch-order; the server sets it so
 * too).
 */
export function toBatchOrder(
  supplierId: string,
  notes: string,
  products: readonly LotProduct[],
  today: string,
): PurchaseOrderCreate {
  return {
    distributor_id: supplierId,
    expected_delivery_date: today,
    notes: notes.trim() || null,
    items: toOrderLines(products),
  };
}

/** The lines as sent, for naming the server's refusals (`items.N.…`) by product and lot. */
export function sentBatchLines(products: readonly LotProduct[]): SentLine[] {
  return toOrderLines(products).map((line) => ({
    productName: line.product_name,
    lotNumber: line.batch_number,
  }));
}
