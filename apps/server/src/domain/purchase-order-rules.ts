import type { FieldErrors } from '../errors';
import { isExpired, isIsoDate } from './dates';
import type { DistributorType } from './purchase-order-status';

/**
 * Messages of the create-order forms and the batch-lot editor, keyed by field on the server too
 * (docs/product/purchase-orders.md#partner-order-rules, docs/product/purchase-orders.md#lot-rules).
 */
export const ORDER_MESSAGES = {
  distributorRequired: 'Vui lòng chọn nhà cung cấp',
  deliveryDateRequired: 'Vui lòng chọn ngày giao hàng',
  deliveryDateInvalid: 'Ngày giao hàng không hợp lệ',
  deliveryDateInPast: 'Ngày giao hàng không được trước ngày hôm nay',
  itemsRequired: 'Bạn cần chọn ít nhất một sản phẩm cho đơn hàng',
  productUnknown: 'Sản phẩm không tồn tại hoặc không thuộc nhà cung cấp đã chọn',
  productInactive: 'Sản phẩm đã ngừng kinh doanh, không thể đặt hàng',
  quantityMin: 'Số lượng phải lớn hơn hoặc bằng 1',
  unitPricePositive: 'Giá nhập phải lớn hơn 0',
  batchRequired: 'Vui lòng nhập số lô',
  expiryRequired: 'Vui lòng nhập ngày hết hạn',
  expiryInvalid: 'Ngày hết hạn không hợp lệ',
  lotExpired: (lot: string) => `Số lô "${lot}" đã hết hạn. Không thể tạo đơn hàng với lô đã hết hạn.`,
  lotDuplicate: (lot: string) => `Số lô "${lot}" đã tồn tại trong kho. Vui lòng nhập số lô khác.`,
  quantityAboveOnHand: (onHand: number) => `Số lượng không được vượt quá tồn kho (${onHand})`,
  totalTooLarge: 'Tổng tiền đơn hàng vượt quá giới hạn cho phép',
  unknownUnit: 'Đơn vị tính không thuộc sản phẩm này',
  baseQuantityTooLarge: (unit: string | null) =>
    `Số lượng quy đổi ra ${unit ?? 'đơn vị cơ bản'} tối đa 1.000.000`,
  shipmentLineUnknown: 'Dòng hàng không thuộc đơn hàng này',
  shipmentNotEditable: 'Chỉ có thể sửa lô giao hàng khi đơn hàng đang giao.',
  cancelReasonRequired: 'Vui lòng nhập lý do huỷ đơn hàng',
  lotOnHandLimit: (lot: string) => `Tồn kho của số lô "${lot}" sẽ vượt quá giới hạn cho phép.`,
  shippedAboveOrdered: (ordered: number) =>
    `Tổng số lượng giao của dòng hàng vượt quá số lượng đặt (${ordered})`,
  lotExpiryRepeated: (lot: string) => `Số lô "${lot}" được khai báo nhiều lần với hạn dùng khác nhau.`,
  lotExpiryMismatch: (lot: string, expiry: string) =>
    `Số lô "${lot}" đã có trong kho với hạn dùng ${formatDisplayDate(expiry)}. Vui lòng nhập đúng hạn dùng.`,
} as const;

/** dd/MM/yyyy, how dates are shown to staff. */
function formatDisplayDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}

/** Lot numbers are compared trimmed and case-insensitively (docs/product/purchase-orders.md#lot-rules). */
export function batchKey(batchNumber: string): string {
  return batchNumber.trim().toLowerCase();
}

export interface DraftLine {
  product_id: string;
  quantity_ordered: number;
  unit_price?: number | null | undefined;
  batch_number?: string | null | undefined;
  expiry_date?: string | null | undefined;
}

export interface DraftOrder {
  distributorType: DistributorType;
  expectedDeliveryDate: string | null | undefined;
  lines: readonly DraftLine[];
}

/** A lot as stored: what `lotsByBatchKey` reads. */
interface StockedLot {
  productId: string;
  batchNumber: string | null;
  batchKey: string | null;
  expiryDate: string | null;
  onHand: number;
}

/** One product's numbered lots in stock, by batch key: what the lot rules compare new lots against. */
export function lotsByBatchKey(lots: readonly StockedLot[], productId: string): KnownProduct['lots'] {
  return new Map(
    lots.flatMap((lot) =>
      lot.productId === productId && lot.batchKey && lot.batchNumber
        ? [[lot.batchKey, { batchNumber: lot.batchNumber, expiryDate: lot.expiryDate, onHand: lot.onHand }]]
        : [],
    ),
  );
}

export interface KnownProduct {
  name: string;
  /** False for a product the partner no longer sells (its picker lists active products only). */
  isActive?: boolean;
  /** The pharmacy's existing lots of this product, by batch key. */
  lots: ReadonlyMap<string, { batchNumber: string; expiryDate: string | null; onHand: number }>;
}

export interface DraftCheck {
  details: FieldErrors;
  /** The first problem, prefixed with the product (and lot) it concerns, for a toast. */
  summary: string | null;
}

/**
 * The rules for a new purchase order (docs/product/purchase-orders.md#partner-order-rules,
 * docs/product/purchase-orders.md#lot-rules). Partner orders need a delivery date and catalogue products;
 * orders to an internal supplier are batch orders: every line names a lot (unique per product within the order,
 * and, for a lot already in stock, matching its expiry and at most its on-hand quantity) with an expiry that is not in the past and a purchase price.
 */
export function checkDraftOrder(
  draft: DraftOrder,
  products: ReadonlyMap<string, KnownProduct>,
  today: string,
): DraftCheck {
  const details: FieldErrors = {};
  let summary: string | null = null;
  const fail = (field: string, message: string, prefix?: string) => {
    if (details[field]) return;
    details[field] = message;
    summary ??= prefix ? `${prefix}: ${message}` : message;
  };

  if (draft.distributorType === 'PARTNER') {
    const date = draft.expectedDeliveryDate;
    if (!date) fail('expected_delivery_date', ORDER_MESSAGES.deliveryDateRequired);
    else if (!isIsoDate(date)) fail('expected_delivery_date', ORDER_MESSAGES.deliveryDateInvalid);
    else if (date < today) fail('expected_delivery_date', ORDER_MESSAGES.deliveryDateInPast);
  }
  if (draft.lines.length === 0) fail('items', ORDER_MESSAGES.itemsRequired);

  const seenLots = new Map<string, Set<string>>();
  draft.lines.forEach((line, index) => {
    const field = (name: string) => `items.${index}.${name}`;
    const product = products.get(line.product_id);
    if (!product) {
      fail(field('product_id'), ORDER_MESSAGES.productUnknown);
      return;
    }
    const lotLabel = line.batch_number?.trim();
    const prefix = lotLabel ? `${product.name} - Lô ${lotLabel}` : product.name;
    if (!Number.isInteger(line.quantity_ordered) || line.quantity_ordered < 1) {
      fail(field('quantity_ordered'), ORDER_MESSAGES.quantityMin, prefix);
    }
    if (draft.distributorType === 'PARTNER') {
      if (product.isActive === false) fail(field('product_id'), ORDER_MESSAGES.productInactive, prefix);
      return;
    }

    if (line.unit_price === null || line.unit_price === undefined || line.unit_price <= 0) {
      fail(field('unit_price'), ORDER_MESSAGES.unitPricePositive, prefix);
    }
    const expiry = line.expiry_date?.trim();
    if (!expiry) fail(field('expiry_date'), ORDER_MESSAGES.expiryRequired, prefix);
    else if (!isIsoDate(expiry)) fail(field('expiry_date'), ORDER_MESSAGES.expiryInvalid, prefix);

    if (!lotLabel) {
      fail(field('batch_number'), ORDER_MESSAGES.batchRequired, prefix);
      return;
    }
    const key = batchKey(lotLabel);
    const seen = seenLots.get(line.product_id) ?? new Set<string>();
    seenLots.set(line.product_id, seen);
    if (seen.has(key)) {
      fail(field('batch_number'), ORDER_MESSAGES.lotDuplicate(lotLabel), prefix);
      return;
    }
    seen.add(key);
    const existing = product.lots.get(key);
    // A line naming a lot already in stock is that lot picked in the lot editor: at most its on-hand quantity.
    if (existing && Number.isInteger(line.quantity_ordered) && line.quantity_ordered > existing.onHand) {
      fail(field('quantity_ordered'), ORDER_MESSAGES.quantityAboveOnHand(existing.onHand), prefix);
    }
    if (expiry && isIsoDate(expiry)) {
      if (isExpired(expiry, today)) fail(field('expiry_date'), ORDER_MESSAGES.lotExpired(lotLabel), prefix);
      if (existing?.expiryDate && existing.expiryDate !== expiry) {
        fail(field('expiry_date'), ORDER_MESSAGES.lotExpiryMismatch(lotLabel, existing.expiryDate), prefix);
      }
    }
  });
  return { details, summary };
}

export interface ShippedBatchLine {
  item_id: string;
  batch_number: string;
  quantity_shipped: number;
  expiry_date?: string | null | undefined;
}

/** What the shipment rules know of one order line. */
export interface ShipmentItem {
  productId: string;
  quantityOrdered: number;
  /** The product's lots in stock, by batch key. */
  lots: KnownProduct['lots'];
}

/**
 * The batches a supplier reports for → shipped (or a correction of them), checked again at receipt against the
 * stock as it is then. Each batch names a line of the order, a lot number, a quantity of at least 1 and, when
 * given, a real expiry date; a line's batches together may not exceed the quantity ordered (a shipment cannot put
 * more into stock than the order pays for). A lot the pharmacy already stocks must carry that lot's expiry:
 * receiving adds to the existing lot, so another date would silently be lost. For the same reason one lot of one
 * product may not be reported twice with different expiries.
 */
export function checkShippedBatches(
  lines: readonly ShippedBatchLine[],
  items: ReadonlyMap<string, ShipmentItem>,
): FieldErrors {
  const details: FieldErrors = {};
  const expiryClash = lotExpiryChecker();
  const shippedPerItem = new Map<string, number>();
  lines.forEach((line, index) => {
    const field = (name: string) => `shipped_batches.${index}.${name}`;
    const item = items.get(line.item_id);
    if (!item) details[field('item_id')] = ORDER_MESSAGES.shipmentLineUnknown;
    const lot = line.batch_number.trim();
    if (!lot) details[field('batch_number')] = ORDER_MESSAGES.batchRequired;
    if (!Number.isInteger(line.quantity_shipped) || line.quantity_shipped < 1) {
      details[field('quantity_shipped')] = ORDER_MESSAGES.quantityMin;
    } else if (item) {
      const shipped = (shippedPerItem.get(line.item_id) ?? 0) + line.quantity_shipped;
      shippedPerItem.set(line.item_id, shipped);
      if (shipped > item.quantityOrdered) {
        details[field('quantity_shipped')] = ORDER_MESSAGES.shippedAboveOrdered(item.quantityOrdered);
      }
    }
    const expiry = line.expiry_date;
    if (expiry && !isIsoDate(expiry)) {
      details[field('expiry_date')] = ORDER_MESSAGES.expiryInvalid;
    } else if (expiry && lot) {
      const clash = expiryClash(item?.productId ?? line.item_id, item?.lots, lot, expiry);
      if (clash) details[field('expiry_date')] = clash;
    }
  });
  return details;
}

/**
 * Checks each lot a shipment or a receipt brings against the stock and against the lots before it: a lot the
 * pharmacy already stocks must carry that lot's expiry (receiving adds to the existing lot, so another date would
 * silently be lost), and one lot of one product may not come twice with different expiries. Returns the message of
 * a clash, or null; remembers the first expiry of each product's lot.
 */
export function lotExpiryChecker() {
  const reported = new Map<string, string>();
  return (
    productId: string,
    stock: KnownProduct['lots'] | undefined,
    lot: string,
    expiry: string,
  ): string | null => {
    const key = `${productId}\u0000${batchKey(lot)}`;
    const earlier = reported.get(key);
    if (earlier === undefined) reported.set(key, expiry);
    const existing = stock?.get(batchKey(lot));
    if (existing?.expiryDate && existing.expiryDate !== expiry) {
      return ORDER_MESSAGES.lotExpiryMismatch(lot, existing.expiryDate);
    }
    if (earlier !== undefined && earlier !== expiry) return ORDER_MESSAGES.lotExpiryRepeated(lot);
    return null;
  };
}

/** Line total and order total in integer đồng. */
export function lineTotal(quantity: number, unitPrice: number): number {
  return quantity * unitPrice;
}

/**
 * The order's total in integer đồng, or null when it would pass 2^53 − 1 đồng: beyond that neither JavaScript nor
 * JSON numbers hold it exactly (each line is capped, but 200 lines at the caps would pass it).
 */
export function orderTotal(lineTotals: readonly number[]): number | null {
  const total = lineTotals.reduce((sum, value) => sum + value, 0);
  return Number.isSafeInteger(total) && lineTotals.every((value) => Number.isSafeInteger(value))
    ? total
    : null;
}

const MAX_DOCUMENTS = 2;

/**
 * The documents an order keeps: each file once, at most two (docs/product/purchase-orders.md#documents); the error
 * is the field's message when there are more.
 */
export function orderDocuments(urls: readonly string[]): { documents: string[]; error: string | null } {
  const documents = [...new Set(urls)];
  return {
    documents,
    error: documents.length > MAX_DOCUMENTS ? 'Đã đạt giới hạn 2 chứng từ cho phép' : null,
  };
}
