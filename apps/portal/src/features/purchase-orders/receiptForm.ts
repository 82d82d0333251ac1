import type { PurchaseOrder, PurchaseOrderReceive, ShortfallReason } from '@pharmacy/api-client';

/** One lot row of the receipt form: as shipped at first, then as staff correct it from the boxes. */
export interface LotDraft {
  /** Stable key for React (the shipped batch's id, or one made for an added row). */
  key: string;
  batch: string;
  expiry: string | null;
  /** What arrived of it; null while the field is empty (counts as 0). */
  quantity: number | null;
  /** The expiry field holds text that is not a day: nothing is sent until it is corrected. */
  expiryUnreadable?: boolean;
  /** Added by staff (a lot the shipment did not name): it can be removed again. */
  added?: boolean;
}

/** One order line in the receipt form. */
export interface LineDraft {
  itemId: string;
  product: string;
  code: string;
  ordered: number;
  shipped: number;
  lots: LotDraft[];
  reason: ShortfallReason | null;
}

/**
 * The form's lines, from the order: each line's shipped batches as shipped. An internal order received before it was
 * shipped ships each line's own lot in full on the way (`receipt_skipped_steps`), so that is what the form starts
 * from (docs/product/purchase-orders.md#receiving).
 */
export function draftFromOrder(order: PurchaseOrder): LineDraft[] {
  const shipsOnTheWay = order.receipt_skipped_steps.includes('shipped');
  return order.items.map((item) => {
    const lots: LotDraft[] = shipsOnTheWay
      ? [
          {
            key: item.id,
            batch: item.batch_number ?? '',
            expiry: item.expiry_date,
            quantity: item.quantity_ordered,
          },
        ]
      : item.shippedBatches.map((batch) => ({
          key: batch.id,
          batch: batch.batch_number_snapshot,
          expiry: batch.expiry_date_snapshot,
          quantity: batch.quantity_shipped,
        }));
    return {
      itemId: item.id,
      product: item.product_name,
      code: item.product_code,
      ordered: item.quantity_ordered,
      shipped: shipsOnTheWay ? item.quantity_ordered : item.quantity_shipped,
      lots,
      reason: null,
    };
  });
}

/** What a line's lots bring together (an empty field is 0). */
export const receivedOf = (line: LineDraft) => line.lots.reduce((sum, lot) => sum + (lot.quantity ?? 0), 0);

/** Short of what was shipped: the line needs a reason. */
export const isShort = (line: LineDraft) => receivedOf(line) < line.shipped;

export interface ReceiptMessages {
  aboveShipped: (shipped: number) => string;
  reasonRequired: string;
  batchRequired: string;
  expiryInvalid: string;
}

/** Field key → message, keyed as the server keys its details (`lines.N.lots.M.field`, `lines.N.shortfall_reason`). */
export type ReceiptErrors = Record<string, string>;

/**
 * The receipt rules the form checks before sending (the server checks them again): a line's lots together at most
 * what was shipped, a lot that brings anything has a number and a readable expiry, and a line short of what was
 * shipped says why.
 */
export function checkReceipt(lines: readonly LineDraft[], messages: ReceiptMessages): ReceiptErrors {
  const errors: ReceiptErrors = {};
  lines.forEach((line, index) => {
    let received = 0;
    line.lots.forEach((lot, lotIndex) => {
      const field = (name: string) => `lines.${index}.lots.${lotIndex}.${name}`;
      if (lot.expiryUnreadable) errors[field('expiry_date')] = messages.expiryInvalid;
      const quantity = lot.quantity ?? 0;
      if (quantity === 0) return;
      received += quantity;
      if (received > line.shipped) errors[field('quantity_received')] = messages.aboveShipped(line.shipped);
      if (!lot.batch.trim()) errors[field('batch_number')] = messages.batchRequired;
    });
    if (received < line.shipped && !line.reason) {
      errors[`lines.${index}.shortfall_reason`] = messages.reasonRequired;
    }
  });
  return errors;
}

/** The receipt as sent: every line with its lots; a reason only for a line that is short. */
export function receiptBody(lines: readonly LineDraft[], date: string): PurchaseOrderReceive {
  return {
    actual_delivery_date: date,
    lines: lines.map((line) => ({
      item_id: line.itemId,
      lots: line.lots.map((lot) => ({
        batch_number: lot.batch.trim(),
        expiry_date: lot.expiry,
        quantity_received: lot.quantity ?? 0,
      })),
      shortfall_reason: isShort(line) ? line.reason : null,
    })),
  };
}

/**
 * The first field in error, in the order the form shows them (line by line; within a lot its number, expiry, then
 * quantity; the reason under the lots), so focus goes where the eye starts.
 */
export function firstErrorField(lines: readonly LineDraft[], errors: ReceiptErrors): string | undefined {
  const order = lines.flatMap((line, index) => [
    `lines.${index}.item_id`,
    ...line.lots.flatMap((_lot, lotIndex) =>
      ['batch_number', 'expiry_date', 'quantity_received'].map(
        (name) => `lines.${index}.lots.${lotIndex}.${name}`,
      ),
    ),
    `lines.${index}.shortfall_reason`,
  ]);
  return order.find((field) => errors[field] !== undefined);
}

/** Whether staff changed anything of the receipt as it started: closing it then asks first. */
export function receiptChanged(initial: readonly LineDraft[], current: readonly LineDraft[]): boolean {
  const lot = (draft: LotDraft) => [
    draft.batch,
    draft.expiry,
    draft.quantity ?? 0,
    Boolean(draft.expiryUnreadable),
  ];
  const line = (draft: LineDraft) => [draft.reason, draft.lots.map(lot)];
  return JSON.stringify(initial.map(line)) !== JSON.stringify(current.map(line));
}
