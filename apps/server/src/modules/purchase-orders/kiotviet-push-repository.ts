/*
 * The push of a delivered order to KiotViet as a purchase receipt: the claim on the order row that lets one push
 * through at a time, the note taken before the receipt is sent, and the end of the push.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { purchaseOrders } from '../../db/schema';

export const kiotvietPushRepository = {
  /**
   * Claims the push of a delivered, unsynced order to KiotViet: one statement, so of two clicks at once (two
   * processes, two connections) exactly one gets the row; a claim older than `staleBefore` (a process that died
   * mid-push) may be taken again.
   */
  async claimKiotvietPush(db: Executor, pharmacyId: string, id: string, now: Date, staleBefore: Date) {
    const [row] = await db
      .update(purchaseOrders)
      .set({ kiotvietSyncStartedAt: now })
      .where(
        and(
          eq(purchaseOrders.id, id),
          eq(purchaseOrders.pharmacyId, pharmacyId),
          eq(purchaseOrders.status, 'delivered'),
          eq(purchaseOrders.isSyncedToKiotviet, false),
          sql`(${purchaseOrders.kiotvietSyncStartedAt} is null or ${purchaseOrders.kiotvietSyncStartedAt} < ${staleBefore})`,
        ),
      )
      .returning();
    return row;
  },

  /** The end of a push: the receipt (when one was made) stored and the order marked synced, the claim released. */
  async finishKiotvietPush(
    db: Executor,
    id: string,
    outcome: { receipt: { id: number; code: string }; at: Date } | { receipt: null; sent: 'keep' | 'clear' },
  ): Promise<void> {
    await db
      .update(purchaseOrders)
      .set(
        outcome.receipt
          ? {
              isSyncedToKiotviet: true,
              kiotvietReceiptId: String(outcome.receipt.id),
              kiotvietReceiptCode: outcome.receipt.code,
              kiotvietSyncedAt: outcome.at,
              kiotvietSyncStartedAt: null,
              kiotvietReceiptSentAt: null,
              updatedAt: outcome.at,
            }
          : {
              kiotvietSyncStartedAt: null,
              ...(outcome.sent === 'clear' ? { kiotvietReceiptSentAt: null } : {}),
            },
      )
      .where(eq(purchaseOrders.id, id));
  },

  /** Noted (and committed) before the receipt is sent: if its answer is lost, the next push looks it up first. */
  async markReceiptSent(db: Executor, id: string, at: Date): Promise<void> {
    await db.update(purchaseOrders).set({ kiotvietReceiptSentAt: at }).where(eq(purchaseOrders.id, id));
  },
};
