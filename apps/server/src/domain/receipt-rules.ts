import type { FieldErrors } from '../errors';
import { isIsoDate } from './dates';
import { type KnownProduct, lotExpiryChecker, ORDER_MESSAGES } from './purchase-order-rules';

/** Why a line was received short of what was shipped: fewer arrived, some arrived damaged, some were handed back. */
export type ShortfallReason = 'short' | 'damaged' | 'returned';

export const RECEIPT_MESSAGES = {
  lineRepeated: 'Dòng hàng được khai báo nhiều lần trong phiếu nhận',
  quantityInvalid: 'Số lượng nhận phải là số nguyên không âm',
  receivedAboveShipped: (shipped: number) => `Số lượng nhận vượt quá số lượng giao (${shipped})`,
  reasonRequired: 'Vui lòng chọn lý do nhận thiếu',
  reasonNotNeeded: 'Dòng hàng đã nhận đủ số lượng giao, không cần lý do',
} as const;

/** One lot as it arrived: its number and expiry as printed on the boxes, and how many were accepted. */
interface ReceivedLot {
  batch_number: string;
  expiry_date?: string | null | undefined;
  quantity_received: number;
}

/** What arrived of one order line. */
export interface ReceivedLine {
  item_id: string;
  lots: readonly ReceivedLot[];
  shortfall_reason?: ShortfallReason | null | undefined;
}

/** What the receipt rules know of one order line. */
export interface ReceiptItem {
  productId: string;
  /** Its shipped batches together. */
  quantityShipped: number;
  /** The product's lots in stock, by batch key. */
  lots: KnownProduct['lots'];
}

/**
 * The receipt staff report (docs/product/purchase-orders.md#receiving), line by line: each names a line of the
 * order, once; its lots together are at most what was shipped of it (never more than the order pays for); a lot
 * that brings anything has a number and, when given, a real expiry that agrees with the same lot in stock and
 * elsewhere in the receipt; a line short of what was shipped says why, and a line that is not short gives no
 * reason. Lots of 0 bring nothing and are not checked further (a lot that did not arrive at all).
 */
export function checkReceivedLines(
  lines: readonly ReceivedLine[],
  items: ReadonlyMap<string, ReceiptItem>,
): FieldErrors {
  const details: FieldErrors = {};
  const expiryClash = lotExpiryChecker();
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    const field = (name: string) => `lines.${index}.${name}`;
    const item = items.get(line.item_id);
    if (!item) {
      details[field('item_id')] = ORDER_MESSAGES.shipmentLineUnknown;
      return;
    }
    if (seen.has(line.item_id)) {
      details[field('item_id')] = RECEIPT_MESSAGES.lineRepeated;
      return;
    }
    seen.add(line.item_id);
    let received = 0;
    line.lots.forEach((lot, lotIndex) => {
      const lotField = (name: string) => field(`lots.${lotIndex}.${name}`);
      const quantity = lot.quantity_received;
      if (!Number.isInteger(quantity) || quantity < 0) {
        details[lotField('quantity_received')] = RECEIPT_MESSAGES.quantityInvalid;
        return;
      }
      if (quantity === 0) return;
      received += quantity;
      if (received > item.quantityShipped) {
        details[lotField('quantity_received')] = RECEIPT_MESSAGES.receivedAboveShipped(item.quantityShipped);
      }
      const number = lot.batch_number.trim();
      if (!number) details[lotField('batch_number')] = ORDER_MESSAGES.batchRequired;
      const expiry = lot.expiry_date;
      if (expiry && !isIsoDate(expiry)) {
        details[lotField('expiry_date')] = ORDER_MESSAGES.expiryInvalid;
      } else if (expiry && number) {
        const clash = expiryClash(item.productId, item.lots, number, expiry);
        if (clash) details[lotField('expiry_date')] = clash;
      }
    });
    if (received < item.quantityShipped && !line.shortfall_reason) {
      details[field('shortfall_reason')] = RECEIPT_MESSAGES.reasonRequired;
    } else if (received >= item.quantityShipped && line.shortfall_reason) {
      details[field('shortfall_reason')] = RECEIPT_MESSAGES.reasonNotNeeded;
    }
  });
  return details;
}

/** A shipped batch as the receipt reads it. */
export interface ShippedLot {
  batchNumber: string;
  expiryDate: string | null;
  quantity: number;
}

/** One lot the receipt puts into stock, with the field of the request (or of the shipment) it came from. */
interface PlannedLot {
  batchNumber: string;
  expiryDate: string | null;
  quantity: number;
  field: string;
}

export interface PlannedLine {
  itemId: string;
  quantityReceived: number;
  shortfallReason: ShortfallReason | null;
  lots: PlannedLot[];
}

/**
 * What a receipt stocks, line by line: the lots staff reported for a line they named, else the line's shipped
 * batches in full (a receipt that names no lines receives everything as shipped). Lots of 0 are left out; numbers
 * are trimmed and an empty expiry is none. `shipped` lists each line's batches with their index in the stored
 * shipment, which names the field of a batch the stock refuses.
 */
export function planReceipt(
  items: readonly { id: string; shipped: readonly (ShippedLot & { index: number })[] }[],
  given: readonly ReceivedLine[] | undefined,
): PlannedLine[] {
  const byItem = new Map((given ?? []).map((line, index) => [line.item_id, { line, index }]));
  return items.map((item) => {
    const reported = byItem.get(item.id);
    const lots: PlannedLot[] = reported
      ? reported.line.lots.flatMap((lot, lotIndex) =>
          lot.quantity_received > 0
            ? [
                {
                  batchNumber: lot.batch_number.trim(),
                  expiryDate: lot.expiry_date || null,
                  quantity: lot.quantity_received,
                  field: `lines.${reported.index}.lots.${lotIndex}`,
                },
              ]
            : [],
        )
      : item.shipped.map((batch) => ({
          batchNumber: batch.batchNumber,
          expiryDate: batch.expiryDate,
          quantity: batch.quantity,
          field: `shipped_batches.${batch.index}`,
        }));
    return {
      itemId: item.id,
      quantityReceived: lots.reduce((sum, lot) => sum + lot.quantity, 0),
      shortfallReason: reported?.line.shortfall_reason ?? null,
      lots,
    };
  });
}

/** Received in full: every line got all it ordered (short shipping counts, whoever's doing it was). */
export function receivedInFull(
  lines: readonly { quantityReceived: number; quantityOrdered: number }[],
): boolean {
  return lines.every((line) => line.quantityReceived >= line.quantityOrdered);
}
