import { and, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { Ordering, PageRequest, Pager } from '../../db/paging';
import { categories, inventoryLots, products, salesOrderLines, salesOrders } from '../../db/schema';
import { contains, SEARCH_CANDIDATES, startsWith, wordStartsWith } from '../../db/search';
import { addDays, startOfBusinessDay } from '../../domain/dates';
import { escapeLike, foldForSearch } from '../../domain/text';

export type SalesOrderRow = typeof salesOrders.$inferSelect;

export interface SalesOrderFilter {
  /** Code or product name, ignoring accents. */
  search?: string | undefined;
  /** Part of the order code (the filter drawer's 'order code'). */
  code?: string | undefined;
  productIds?: string[] | undefined;
  categoryIds?: string[] | undefined;
  statuses?: number[] | undefined;
  /** yyyy-MM-dd, purchase date in Asia/Ho_Chi_Minh, inclusive. */
  fromDate?: string | undefined;
  toDate?: string | undefined;
  /** One customer's orders (purchase history). */
  customerKiotvietId?: number | undefined;
}

/** A line as the statements return it (JSON beside the order). */
export interface SalesLine {
  productId: string | null;
  productKiotvietId: number;
  productCode: string;
  productName: string;
  categoryName: string | null;
  quantity: number;
  price: number;
  discount: number;
  discountRatio: number | null;
  subTotal: number;
  batchNumber: string | null;
  expiryDate: string | null;
}

/** Newest first; the id makes the order total. */
const NEWEST: Ordering = {
  keys: [
    { column: salesOrders.purchaseDate, kind: 'timestamp' },
    { column: salesOrders.id, kind: 'uuid' },
  ],
  direction: 'desc',
};

export const salesOrderListScope = (pharmacyId: string) => `sales_orders:${pharmacyId}`;

/**
 * The order's lines, with their category's name now, as one JSON array beside it. The order's id is qualified by
 * hand: drizzle leaves the table out of a one-table select, which here would read the line's id.
 */
const lines = sql<SalesLine[]>`(select coalesce(json_agg(json_build_object(
    'productId', l.product_id, 'productKiotvietId', l.product_kiotviet_id, 'productCode', l.product_code,
    'productName', l.product_name, 'categoryName', c.category_name, 'quantity', l.quantity, 'price', l.price,
    'discount', l.discount, 'discountRatio', l.discount_ratio, 'subTotal', l.sub_total,
    'batchNumber', l.batch_number, 'expiryDate', l.expiry_date) order by l.position), '[]'::json)
  from ${salesOrderLines} l left join ${categories} c on c.id = l.category_id
  where l.order_id = "sales_orders"."id")`;

/** Orders with a line of these products (or categories): the lines' index gives the orders, then they are sorted. */
function withLines(pharmacyId: string, column: 'product_id' | 'category_id', ids: string[]): SQL {
  return sql`${salesOrders.id} in (select l.order_id from ${salesOrderLines} l
    where l.pharmacy_id = ${pharmacyId} and l.${sql.raw(column)} in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}))`;
}

export const salesOrderRepository = {
  list(db: Executor, pager: Pager, pharmacyId: string, filter: SalesOrderFilter, request: PageRequest) {
    const conditions: SQL[] = [eq(salesOrders.pharmacyId, pharmacyId)];
    // The code starting with the text, a word of a product name starting with it, or (from three characters) the
    // text anywhere, newest first like the list; the count stops at SEARCH_CANDIDATES (src/db/search.ts), so a
    // product in most orders costs no more to count than a rare one.
    const search = filter.search ? foldForSearch(filter.search) : '';
    if (search) {
      const arms = [
        startsWith(salesOrders.searchText, search),
        wordStartsWith(salesOrders.searchText, search),
        contains(salesOrders.searchText, search),
      ].filter((arm) => arm !== undefined);
      conditions.push(or(...arms) as SQL);
    }
    if (filter.code?.trim()) conditions.push(ilike(salesOrders.code, `%${escapeLike(filter.code.trim())}%`));
    if (filter.statuses?.length) conditions.push(inArray(salesOrders.status, filter.statuses));
    if (filter.fromDate) conditions.push(gte(salesOrders.purchaseDate, startOfBusinessDay(filter.fromDate)));
    if (filter.toDate) {
      conditions.push(lt(salesOrders.purchaseDate, startOfBusinessDay(addDays(filter.toDate, 1))));
    }
    if (filter.productIds?.length) conditions.push(withLines(pharmacyId, 'product_id', filter.productIds));
    if (filter.categoryIds?.length) conditions.push(withLines(pharmacyId, 'category_id', filter.categoryIds));
    if (filter.customerKiotvietId !== undefined) {
      conditions.push(eq(salesOrders.customerKiotvietId, filter.customerKiotvietId));
    }
    const where = and(...conditions) as SQL;
    return pager.list({
      db,
      scope: salesOrderListScope(pharmacyId),
      filter,
      ordering: NEWEST,
      request,
      from: sql`${salesOrders}`,
      where,
      searchCountLimit: search ? SEARCH_CANDIDATES : undefined,
      rows: (page) =>
        db
          .select({ order: salesOrders, lines, keys: page.keys, total: page.total })
          .from(salesOrders)
          .where(and(where, page.seek))
          .orderBy(...page.orderBy)
          .limit(page.limit),
    });
  },

  /** One order with its lines, as a named prepared statement (the order page opens it). */
  prepareDetail(db: Database) {
    return db
      .select({ order: salesOrders, lines })
      .from(salesOrders)
      .where(
        and(
          eq(salesOrders.id, sql.placeholder('id')),
          eq(salesOrders.pharmacyId, sql.placeholder('pharmacyId')),
        ),
      )
      .prepare('sales_order_detail');
  },

  /**
   * What a customer bought of each product in completed invoices (status 1), with the product's reminder days and
   * stock now: the facts behind repurchase suggestions.
   */
  async purchasesOf(db: Executor, pharmacyId: string, customerKiotvietId: number) {
    const result = await db.execute<{
      product_kiotviet_id: string;
      code: string;
      name: string;
      purchases: number;
      first_day: string;
      last_day: string;
      last_order_id: string;
      last_order_code: string;
      quantity: number;
      product_id: string | null;
      suggestion_days: number | null;
      stock: string | null;
    }>(sql`select b.product_kiotviet_id::text, b.code, b.name, b.purchases, b.first_day, b.last_day, b.quantity,
        b.last_order_id, b.last_order_code,
        p.id as product_id, p.suggestion_days,
        (select sum(i.on_hand) from ${inventoryLots} i where i.pharmacy_id = ${pharmacyId} and i.product_id = p.id)::text as stock
      from (
        select l.product_kiotviet_id, max(l.product_code) as code, max(l.product_name) as name,
          count(distinct o.id)::int as purchases,
          -- Calendar days in Vietnam (UTC+7 all year, so no time-zone data is needed).
          to_char((min(o.purchase_date) at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD') as first_day,
          to_char((max(o.purchase_date) at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD') as last_day,
          sum(l.quantity)::float8 as quantity,
          -- The newest invoice with the product (ties on the time go to the larger id), its id and its code.
          (array_agg(o.id order by o.purchase_date desc, o.id desc))[1] as last_order_id,
          (array_agg(o.code order by o.purchase_date desc, o.id desc))[1] as last_order_code
        from ${salesOrders} o join ${salesOrderLines} l on l.order_id = o.id
        where o.pharmacy_id = ${pharmacyId} and o.customer_kiotviet_id = ${customerKiotvietId} and o.status = 1
        group by l.product_kiotviet_id
        having count(distinct o.id) >= 2
      ) b
      left join ${products} p on p.pharmacy_id = ${pharmacyId} and p.kiotviet_id = b.product_kiotviet_id`);
    return result.rows.map((row) => ({
      productId: row.product_id,
      productKiotvietId: Number(row.product_kiotviet_id),
      code: row.code,
      name: row.name,
      purchaseCount: row.purchases,
      firstPurchaseDate: row.first_day,
      lastPurchaseDate: row.last_day,
      lastOrderId: row.last_order_id,
      lastOrderCode: row.last_order_code,
      totalQuantity: row.quantity,
      suggestionDays: row.suggestion_days ?? 0,
      currentStock: Number(row.stock ?? 0),
    }));
  },
};
