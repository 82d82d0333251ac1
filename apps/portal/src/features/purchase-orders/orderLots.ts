import type { PurchaseOrderItem } from '@pharmacy/api-client';
import { formatNumber } from '@pharmacy/i18n';
import type { TFunction } from 'i18next';

/** One lot of an order line as the order's paper and its drawer show it. */
export interface LineLot {
  key: string;
  /** The lot number; null when the line names none yet (a supplier's order before shipping). */
  number: string | null;
  /** How many of the line this lot carries (shipped or received); null when only asked for. */
  quantity: number | null;
  /** ISO day; null when unknown. */
  expiry: string | null;
}

/**
 * A line's lots: once received, the lots as they arrived; once shipped, the shipped lots; before that the lot the
 * order asked for (or none).
 */
export function lotsOf(item: PurchaseOrderItem): LineLot[] {
  if (item.quantity_received !== null) {
    return item.received_batches.map((batch) => ({
      key: batch.id,
      number: batch.batch_number,
      quantity: batch.quantity_received,
      expiry: batch.expiry_date,
    }));
  }
  if (item.shippedBatches.length > 0) {
    return item.shippedBatches.map((batch) => ({
      key: batch.id,
      number: batch.batch_number_snapshot,
      quantity: batch.quantity_shipped,
      expiry: batch.expiry_date_snapshot,
    }));
  }
  return [{ key: item.id, number: item.batch_number, quantity: null, expiry: item.expiry_date }];
}

/** How a lot reads: 'PA2509 (30)' once shipped or received, its number alone when asked for, 'Chưa có lô' without. */
export function lotLabel(lot: LineLot, t: TFunction<'purchaseOrders'>): string {
  if (lot.number === null) return t('detail.noBatch');
  if (lot.quantity === null) return lot.number;
  return t('detail.batchShipped', { batch: lot.number, quantity: formatNumber(lot.quantity) });
}
