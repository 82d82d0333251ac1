/** A push that started longer ago than this died with its process: another click may take it over. */
export const CLAIM_STALE_MS = 2 * 60_000;

/**
 * How long a receipt sent without a readable answer stays in doubt: KiotViet may still store it this long after
 * it arrived (its answers have come later than the client's 30 s timeout). Only a look-up made after this proves
 * that no receipt was made, and only then is another one sent.
 */
export const IN_DOUBT_MS = 5 * 60_000;

/**
 * Where an order stands with KiotViet: `synced` (its receipt is known), `in_doubt` (a receipt was sent and its
 * outcome is not known yet: no new receipt is sent until a look-up settles it), `syncing` (a push is under way)
 * or `not_synced`.
 */
export type ReceiptState = 'synced' | 'in_doubt' | 'syncing' | 'not_synced';

export function receiptState(
  order: {
    isSyncedToKiotviet: boolean;
    kiotvietReceiptSentAt: Date | null;
    kiotvietSyncStartedAt: Date | null;
  },
  now: Date,
): { state: ReceiptState; checkAfter: Date | null } {
  if (order.isSyncedToKiotviet) return { state: 'synced', checkAfter: null };
  if (order.kiotvietReceiptSentAt) {
    return {
      state: 'in_doubt',
      checkAfter: new Date(order.kiotvietReceiptSentAt.getTime() + IN_DOUBT_MS),
    };
  }
  if (order.kiotvietSyncStartedAt && now.getTime() - order.kiotvietSyncStartedAt.getTime() < CLAIM_STALE_MS) {
    return { state: 'syncing', checkAfter: null };
  }
  return { state: 'not_synced', checkAfter: null };
}

/** The receipt's description in KiotViet: staff find the portal's order by its number there. */
export const receiptDescription = (orderNumber: string) => `Đơn đặt hàng ${orderNumber} (Pharmacy Portal)`;

/** Whether a receipt's description is the one written for this order (never a longer order number's). */
export const describesOrder = (description: string | null, orderNumber: string) =>
  description?.trim() === receiptDescription(orderNumber);
