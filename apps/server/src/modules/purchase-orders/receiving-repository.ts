/*
 * Receiving an order: the batches the supplier shipped, what arrived, and the pharmacy's lots the received stock goes
 * into (the lots the products module shows).
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inventoryLots, purchaseOrderItems, receivedBatches, shippedBatches } from '../../db/schema';
import { INT4_MAX } from '../../domain/limits';
import type { ShortfallReason } from '../../domain/receipt-rules';

export type ShippedBatchRow = typeof shippedBatches.$inferSelect;

export const receivingRepository = {
  async lots(db: Executor, pharmacyId: string, productIds: string[]) {
    if (productIds.length === 0) return [];
    return db
      .select()
      .from(inventoryLots)
      .where(and(eq(inventoryLots.pharmacyId, pharmacyId), inArray(inventoryLots.productId, productIds)));
  },

  /**
   * Adds received stock to the lot with the same batch number, or opens a new lot; false, changing nothing, when
   * the lot is in stock under another expiry or its on-hand would pass what the column holds. The database decides
   * on the row as it is at that moment (ON CONFLICT locks it and reads its latest committed version), so two
   * receipts racing on PostgreSQL cannot both pass an earlier read and merge two expiries into one lot.
   */
  async receiveIntoLot(
    db: Executor,
    lot: {
      pharmacyId: string;
      productId: string;
      batchNumber: string;
      batchKey: string;
      expiryDate: string | null;
      quantity: number;
      cost: number;
      now: Date;
    },
  ): Promise<boolean> {
    const rows = await db
      .insert(inventoryLots)
      .values({
        pharmacyId: lot.pharmacyId,
        productId: lot.productId,
        batchNumber: lot.batchNumber,
        batchKey: lot.batchKey,
        expiryDate: lot.expiryDate,
        onHand: lot.quantity,
        cost: lot.cost,
      })
      .onConflictDoUpdate({
        target: [inventoryLots.pharmacyId, inventoryLots.productId, inventoryLots.batchKey],
        // The lots the portal receives itself (KiotViet's lots of a synced product are keyed by kiotviet_key).
        targetWhere: sql`${inventoryLots.batchKey} is not null and ${inventoryLots.kiotvietKey} is null`,
        set: {
          onHand: sql`${inventoryLots.onHand} + excluded.on_hand`,
          cost: lot.cost,
          expiryDate: sql`coalesce(${inventoryLots.expiryDate}, excluded.expiry_date)`,
          updatedAt: lot.now,
        },
        setWhere: sql`(${inventoryLots.expiryDate} is null or excluded.expiry_date is null
          or ${inventoryLots.expiryDate} = excluded.expiry_date)
          and ${inventoryLots.onHand} <= ${INT4_MAX} - excluded.on_hand`,
      })
      .returning({ id: inventoryLots.id });
    return rows.length > 0;
  },

  /** One numbered lot of a product, as committed now (to explain why a receipt was refused). */
  async lot(db: Executor, pharmacyId: string, productId: string, key: string) {
    const [row] = await db
      .select()
      .from(inventoryLots)
      .where(
        and(
          eq(inventoryLots.pharmacyId, pharmacyId),
          eq(inventoryLots.productId, productId),
          eq(inventoryLots.batchKey, key),
          isNull(inventoryLots.kiotvietKey),
        ),
      );
    return row;
  },

  async shippedBatches(db: Executor, itemIds: string[]): Promise<ShippedBatchRow[]> {
    if (itemIds.length === 0) return [];
    return db
      .select()
      .from(shippedBatches)
      .where(inArray(shippedBatches.orderItemId, itemIds))
      .orderBy(asc(shippedBatches.batchNumberSnapshot));
  },

  async insertShippedBatches(db: Executor, values: (typeof shippedBatches.$inferInsert)[]): Promise<void> {
    if (values.length > 0) await db.insert(shippedBatches).values(values);
  },

  /** A corrected shipment replaces the batches reported before. */
  async deleteShippedBatches(db: Executor, itemIds: string[]): Promise<void> {
    if (itemIds.length > 0)
      await db.delete(shippedBatches).where(inArray(shippedBatches.orderItemId, itemIds));
  },

  async insertReceivedBatches(db: Executor, values: (typeof receivedBatches.$inferInsert)[]): Promise<void> {
    if (values.length > 0) await db.insert(receivedBatches).values(values);
  },

  /** What a line received at receipt, and why it fell short of what was shipped. */
  async setReceived(
    db: Executor,
    itemId: string,
    received: { quantityReceived: number; shortfallReason: ShortfallReason | null },
  ): Promise<void> {
    await db.update(purchaseOrderItems).set(received).where(eq(purchaseOrderItems.id, itemId));
  },
};
