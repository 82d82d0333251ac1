import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  distributors,
  files,
  inventoryLots,
  pharmacies,
  products,
  purchaseOrderItems,
  purchaseOrderStatusHistory,
  purchaseOrders,
  shippedBatches,
  users,
} from '../../db/schema';
import { addDays, startOfBusinessDay } from '../../domain/dates';
import { INT4_MAX } from '../../domain/limits';
import type { PurchaseOrderStatus } from '../../domain/purchase-order-status';

export type OrderRow = typeof purchaseOrders.$inferSelect;
export type ItemRow = typeof purchaseOrderItems.$inferSelect;
export type ShippedBatchRow = typeof shippedBatches.$inferSelect;

export interface OrderFilter {
  distributorIds?: string[] | undefined;
  statuses?: PurchaseOrderStatus[] | undefined;
  /** yyyy-MM-dd, order date (created_at) in Asia/Ho_Chi_Minh, inclusive. */
  fromDate?: string | undefined;
  toDate?: string | undefined;
  actualDeliveryFrom?: string | undefined;
  actualDeliveryTo?: string | undefined;
  search?: string | undefined;
  page: number;
  limit: number;
}

const orderWithDistributor = {
  order: purchaseOrders,
  distributor: {
    id: distributors.id,
    name: distributors.name,
    type: distributors.type,
    code: distributors.code,
  },
};

export type OrderWithDistributor = {
  order: OrderRow;
  distributor: { id: string; name: string; type: 'PARTNER' | 'INTERNAL'; code: string };
};

export const purchaseOrderRepository = {
  async list(db: Executor, pharmacyId: string, filter: OrderFilter) {
    const conditions: SQL[] = [eq(purchaseOrders.pharmacyId, pharmacyId)];
    if (filter.distributorIds?.length)
      conditions.push(inArray(purchaseOrders.distributorId, filter.distributorIds));
    if (filter.statuses?.length) conditions.push(inArray(purchaseOrders.status, filter.statuses));
    if (filter.fromDate) conditions.push(gte(purchaseOrders.createdAt, startOfBusinessDay(filter.fromDate)));
    if (filter.toDate)
      conditions.push(lt(purchaseOrders.createdAt, startOfBusinessDay(addDays(filter.toDate, 1))));
    if (filter.actualDeliveryFrom)
      conditions.push(gte(purchaseOrders.actualDeliveryDate, filter.actualDeliveryFrom));
    if (filter.actualDeliveryTo)
      conditions.push(lte(purchaseOrders.actualDeliveryDate, filter.actualDeliveryTo));
    if (filter.search) {
      conditions.push(
        sql`${purchaseOrders.orderNumber} ilike ${`%${filter.search.replace(/[\\%_]/g, '\\$&')}%`}`,
      );
    }
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select(orderWithDistributor)
        .from(purchaseOrders)
        .innerJoin(distributors, eq(distributors.id, purchaseOrders.distributorId))
        .where(where)
        .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.orderNumber))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      db.select({ value: count() }).from(purchaseOrders).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  /** `forUpdate` locks the order row: status changes read-check-write inside one transaction. */
  async find(
    db: Executor,
    pharmacyId: string,
    id: string,
    forUpdate = false,
  ): Promise<OrderWithDistributor | undefined> {
    const query = db
      .select(orderWithDistributor)
      .from(purchaseOrders)
      .innerJoin(distributors, eq(distributors.id, purchaseOrders.distributorId))
      .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.pharmacyId, pharmacyId)));
    const [row] = forUpdate ? await query.for('update', { of: purchaseOrders }) : await query;
    return row;
  },

  async findByNumber(db: Executor, orderNumber: string) {
    return db
      .select({ id: purchaseOrders.id, pharmacyId: purchaseOrders.pharmacyId })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.orderNumber, orderNumber));
  },

  async items(db: Executor, orderId: string): Promise<ItemRow[]> {
    return db
      .select()
      .from(purchaseOrderItems)
      .where(eq(purchaseOrderItems.orderId, orderId))
      .orderBy(asc(purchaseOrderItems.position));
  },

  async shippedBatches(db: Executor, itemIds: string[]): Promise<ShippedBatchRow[]> {
    if (itemIds.length === 0) return [];
    return db
      .select()
      .from(shippedBatches)
      .where(inArray(shippedBatches.orderItemId, itemIds))
      .orderBy(asc(shippedBatches.batchNumberSnapshot));
  },

  async history(db: Executor, orderId: string) {
    return db
      .select()
      .from(purchaseOrderStatusHistory)
      .where(eq(purchaseOrderStatusHistory.orderId, orderId))
      .orderBy(asc(purchaseOrderStatusHistory.createdAt), asc(purchaseOrderStatusHistory.seq));
  },

  async files(db: Executor, pharmacyId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(files)
      .where(and(eq(files.pharmacyId, pharmacyId), inArray(files.id, ids)));
  },

  /** Serialises order creation per pharmacy so order numbers are drawn without gaps or collisions. */
  async lockPharmacy(db: Executor, pharmacyId: string): Promise<void> {
    await db
      .select({ id: pharmacies.id })
      .from(pharmacies)
      .where(eq(pharmacies.id, pharmacyId))
      .for('update');
  },

  async countNumbersWithPrefix(db: Executor, pharmacyId: string, prefix: string): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(purchaseOrders)
      .where(
        and(
          eq(purchaseOrders.pharmacyId, pharmacyId),
          sql`${purchaseOrders.orderNumber} like ${`${prefix}%`}`,
        ),
      );
    return row?.value ?? 0;
  },

  async insertOrder(db: Executor, values: typeof purchaseOrders.$inferInsert): Promise<OrderRow> {
    const [row] = await db.insert(purchaseOrders).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async insertItems(db: Executor, values: (typeof purchaseOrderItems.$inferInsert)[]): Promise<void> {
    if (values.length > 0) await db.insert(purchaseOrderItems).values(values);
  },

  async insertShippedBatches(db: Executor, values: (typeof shippedBatches.$inferInsert)[]): Promise<void> {
    if (values.length > 0) await db.insert(shippedBatches).values(values);
  },

  async addHistory(db: Executor, values: typeof purchaseOrderStatusHistory.$inferInsert): Promise<void> {
    await db.insert(purchaseOrderStatusHistory).values(values);
  },

  async updateOrder(
    db: Executor,
    id: string,
    values: Partial<typeof purchaseOrders.$inferInsert>,
  ): Promise<void> {
    await db.update(purchaseOrders).set(values).where(eq(purchaseOrders.id, id));
  },

  async userName(db: Executor, userId: string): Promise<string> {
    const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return row?.name ?? '';
  },

  /** Products a line may order: the partner's catalogue, or the pharmacy's own products for internal suppliers. */
  async orderableProducts(
    db: Executor,
    pharmacyId: string,
    distributor: { id: string; type: 'PARTNER' | 'INTERNAL' },
    productIds: string[],
  ) {
    if (productIds.length === 0) return [];
    // A partner's catalogue is its platform-wide products (never a pharmacy's own product that names it).
    const scope =
      distributor.type === 'PARTNER'
        ? and(eq(products.distributorId, distributor.id), isNull(products.pharmacyId))
        : eq(products.pharmacyId, pharmacyId);
    return db
      .select()
      .from(products)
      .where(and(inArray(products.id, productIds), scope));
  },

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
        targetWhere: sql`${inventoryLots.batchKey} is not null`,
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
        ),
      );
    return row;
  },

  /** A corrected shipment replaces the batches reported before. */
  async deleteShippedBatches(db: Executor, itemIds: string[]): Promise<void> {
    if (itemIds.length > 0)
      await db.delete(shippedBatches).where(inArray(shippedBatches.orderItemId, itemIds));
  },
};
