/*
 * The orders of the purchase-order module: list, detail, numbering, lines, status history and documents. Receiving
 * (shipped and received batches, lots) is in receiving-repository.ts, the push to KiotViet in
 * kiotviet-push-repository.ts.
 */
import {
  and,
  asc,
  count,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  like,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { Ordering, PageRequest, Pager } from '../../db/paging';
import {
  distributors,
  files,
  kiotvietProductLinks,
  posConnections,
  products,
  purchaseOrderItems,
  purchaseOrderStatusHistory,
  purchaseOrders,
  receivedBatches,
  shippedBatches,
} from '../../db/schema';
import { addDays, startOfBusinessDay } from '../../domain/dates';
import type { PurchaseOrderStatus } from '../../domain/purchase-order-status';
import type { ShortfallReason } from '../../domain/receipt-rules';
import { escapeLike, foldForSearch } from '../../domain/text';

export type OrderRow = typeof purchaseOrders.$inferSelect;
export type ItemRow = typeof purchaseOrderItems.$inferSelect;

export interface OrderFilter {
  distributorIds?: string[] | undefined;
  statuses?: PurchaseOrderStatus[] | undefined;
  /** yyyy-MM-dd, order date (created_at) in Asia/Ho_Chi_Minh, inclusive. */
  fromDate?: string | undefined;
  toDate?: string | undefined;
  actualDeliveryFrom?: string | undefined;
  actualDeliveryTo?: string | undefined;
  search?: string | undefined;
}

/** Newest first; order numbers are unique per pharmacy, so the order is total. */
const LIST_ORDER: Ordering = {
  keys: [
    { column: purchaseOrders.createdAt, kind: 'timestamp' },
    { column: purchaseOrders.orderNumber, kind: 'text' },
  ],
  direction: 'desc',
};

/** The pager's scope of a pharmacy's order list: forgotten after an order is created or moved. */
export const orderListScope = (pharmacyId: string) => `purchase_orders:${pharmacyId}`;

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

/** A line of an order with its shipped batches, as the detail statement returns it (JSON). */
interface DetailItem {
  id: string;
  productId: string;
  productCode: string;
  productName: string;
  unit: string | null;
  unitCode: string | null;
  conversion: number;
  quantityOrdered: number;
  unitPrice: number;
  totalPrice: number;
  batchNumber: string | null;
  expiryDate: string | null;
  notes: string | null;
  /** The product's counterpart in the pharmacy's KiotViet store (shared/kiotviet-counterpart.ts), or null. */
  kiotvietProduct: { code: string; name: string } | null;
  batches: {
    id: string;
    batchNumberSnapshot: string;
    quantityShipped: number;
    expiryDateSnapshot: string | null;
  }[];
  quantityReceived: number | null;
  shortfallReason: ShortfallReason | null;
  received: { id: string; batchNumber: string; expiryDate: string | null; quantityReceived: number }[];
}

interface DetailHistory {
  fromStatus: PurchaseOrderStatus | null;
  toStatus: PurchaseOrderStatus;
  changedByName: string;
  /** timestamptz as JSON text (ISO 8601 with an offset). */
  createdAt: string;
  reason: string | null;
  skipped: boolean;
}

interface DetailDocument {
  id: string;
  originalName: string;
  contentType: string;
  size: number;
}

/** An uploaded file's id in a stored reference ('/api/v1/files/<uuid>'), only when it is one (the cast is safe). */
const FILE_REFERENCE_SQL = "'^/api/v1/files/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'";

/**
 * The drawer's whole order in one statement — lines with their batches, the status history and the documents as
 * JSON beside the order row — instead of five queries one after another.
 */
function detailSelect(ex: Executor) {
  return ex
    .select({
      ...orderWithDistributor,
      items: sql<DetailItem[]>`(select coalesce(json_agg(json_build_object(
          'id', i.id, 'productId', i.product_id, 'productCode', i.product_code, 'productName', i.product_name,
          'unit', i.unit, 'unitCode', i.unit_code, 'conversion', i.conversion,
          'quantityOrdered', i.quantity_ordered, 'unitPrice', i.unit_price, 'totalPrice', i.total_price,
          'batchNumber', i.batch_number, 'expiryDate', i.expiry_date, 'notes', i.notes,
          'kiotvietProduct', (select case
              when p.kiotviet_id is not null and p.pharmacy_id = ${purchaseOrders.pharmacyId}
                then json_build_object('code', p.code, 'name', p.name)
              else (select json_build_object('code', k.kiotviet_code, 'name', k.kiotviet_name)
                from ${kiotvietProductLinks} k
                join ${posConnections} c on c.pharmacy_id = k.pharmacy_id and k.store = lower(trim(c.store_name))
                where k.pharmacy_id = ${purchaseOrders.pharmacyId} and k.product_id = p.id)
            end from ${products} p where p.id = i.product_id),
          'batches', (select coalesce(json_agg(json_build_object(
              'id', b.id, 'batchNumberSnapshot', b.batch_number_snapshot, 'quantityShipped', b.quantity_shipped,
              'expiryDateSnapshot', b.expiry_date_snapshot) order by b.batch_number_snapshot), '[]'::json)
            from ${shippedBatches} b where b.order_item_id = i.id),
          'quantityReceived', i.quantity_received, 'shortfallReason', i.shortfall_reason,
          'received', (select coalesce(json_agg(json_build_object(
              'id', r.id, 'batchNumber', r.batch_number, 'expiryDate', r.expiry_date,
              'quantityReceived', r.quantity_received) order by r.batch_number, r.expiry_date), '[]'::json)
            from ${receivedBatches} r where r.order_item_id = i.id)
        ) order by i.position), '[]'::json)
        from ${purchaseOrderItems} i where i.order_id = ${purchaseOrders.id})`,
      history: sql<DetailHistory[]>`(select coalesce(json_agg(json_build_object(
          'fromStatus', h.from_status, 'toStatus', h.to_status, 'changedByName', h.changed_by_name,
          'createdAt', h.created_at, 'reason', h.reason, 'skipped', h.skipped) order by h.created_at, h.seq),
          '[]'::json)
        from ${purchaseOrderStatusHistory} h where h.order_id = ${purchaseOrders.id})`,
      documents: sql<DetailDocument[]>`(select coalesce(json_agg(json_build_object(
          'id', f.id, 'originalName', f.original_name, 'contentType', f.content_type, 'size', f.size)), '[]'::json)
        from ${files} f where f.pharmacy_id = ${purchaseOrders.pharmacyId} and f.id = any(array(
          select substring(u from 15)::uuid from jsonb_array_elements_text(${purchaseOrders.documentUrls}) u
          where u ~ ${sql.raw(FILE_REFERENCE_SQL)})))`,
    })
    .from(purchaseOrders)
    .innerJoin(distributors, eq(distributors.id, purchaseOrders.distributorId));
}

/** Order numbers are 'DH-yyyyMMdd-NNNN' (service.ts): a search with any other character is no part of one. */
const ORDER_NUMBER_PART = /^[A-Za-z0-9-]+$/;

/**
 * The list's search box: part of the order number, or part of the supplier's name without accents or case
 * ('duoc hau' finds 'Công ty Cổ phần Dược Hậu Giang'). Order numbers are upper-case ASCII, so ILIKE on their
 * trigram index finds any part of one; a search that cannot be part of one (a space, an accent) does not ask.
 * The suppliers whose folded name matches are looked up first, among those the pharmacy can see (its own and the
 * partners: a small table with a trigram index on the folded name), and the orders are then filtered by their
 * ids like the supplier filter is: the planner sees the ids, so a rare supplier's orders come from the
 * `distributor_id` index and a common one's from walking the list's order, where one statement with a subquery
 * left it guessing and walking every order of the pharmacy. Reading names at query time, rather than copying
 * them into each order, finds a renamed supplier by its new name at once.
 */
async function orderSearch(db: Executor, pharmacyId: string, search: string): Promise<SQL> {
  const arms: SQL[] = [];
  if (ORDER_NUMBER_PART.test(search)) {
    arms.push(ilike(purchaseOrders.orderNumber, `%${escapeLike(search)}%`));
  }
  const folded = foldForSearch(search);
  if (folded) {
    const suppliers = await db
      .select({ id: distributors.id })
      .from(distributors)
      .where(
        and(
          like(distributors.nameSearch, `%${escapeLike(folded)}%`),
          or(eq(distributors.pharmacyId, pharmacyId), isNull(distributors.pharmacyId)),
        ),
      );
    if (suppliers.length > 0) {
      arms.push(
        inArray(
          purchaseOrders.distributorId,
          suppliers.map((supplier) => supplier.id),
        ),
      );
    }
  }
  return or(...arms) ?? sql`false`;
}

export type OrderDetailRow = OrderWithDistributor & {
  items: DetailItem[];
  history: DetailHistory[];
  documents: DetailDocument[];
};

export const orderRepository = {
  async list(db: Executor, pager: Pager, pharmacyId: string, filter: OrderFilter, request: PageRequest) {
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
    const search = filter.search?.trim();
    if (search) conditions.push(await orderSearch(db, pharmacyId, search));
    const where = and(...conditions) as SQL;
    return pager.list({
      db,
      scope: orderListScope(pharmacyId),
      filter,
      ordering: LIST_ORDER,
      request,
      from: sql`${purchaseOrders}`,
      where,
      rows: (page) =>
        db
          .select({ ...orderWithDistributor, keys: page.keys, total: page.total })
          .from(purchaseOrders)
          .innerJoin(distributors, eq(distributors.id, purchaseOrders.distributorId))
          .where(and(where, page.seek))
          .orderBy(...page.orderBy)
          .limit(page.limit),
    });
  },

  async detail(ex: Executor, pharmacyId: string, id: string): Promise<OrderDetailRow | undefined> {
    const [row] = await detailSelect(ex).where(
      and(eq(purchaseOrders.id, id), eq(purchaseOrders.pharmacyId, pharmacyId)),
    );
    return row;
  },

  /** The detail as a named prepared statement (parsed once per connection): the drawer opens it on every click. */
  prepareDetail(db: Database) {
    return detailSelect(db)
      .where(
        and(
          eq(purchaseOrders.id, sql.placeholder('id')),
          eq(purchaseOrders.pharmacyId, sql.placeholder('pharmacyId')),
        ),
      )
      .prepare('purchase_order_detail');
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

  async files(db: Executor, pharmacyId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(files)
      .where(and(eq(files.pharmacyId, pharmacyId), inArray(files.id, ids)));
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
};
