import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * Keeps `sales_daily` (units of each product sold a day per branch on completed invoices) in step with the invoices,
 * in the transaction that writes them. Every change is a difference added to the rows it touches (`quantity =
 * quantity + change`), never a row recomputed from what the transaction sees: two transactions adding to one day
 * both count. What an invoice counted before it is rewritten is read before the rewrite, so every writer of one
 * pharmacy's invoices first takes that pharmacy's lock (lockSales), held until its transaction ends: another process
 * cannot rewrite the same invoice between that read and the write.
 */

/**
 * The version of a pharmacy's sales before today (in list_versions), raised by every write that changes a past day's
 * units: a reader may keep what it summed over whole past days while the version stays the same. Today's invoices
 * (the many a day brings) change no past day, so they leave it.
 */
export const pastSalesScope = (pharmacyId: string) => `sales-daily:${pharmacyId}`;

/** The first key of the advisory locks of invoice writes (the second is the pharmacy's hash). */
const SALES_LOCK = 0x5a1e5;

/** The day (Vietnam) an order counts on. */
const soldOn = sql`(o.purchase_date at time zone 'Asia/Ho_Chi_Minh')::date`;

/** What the completed orders matching `condition` (over `sales_orders o`) count, per day, product and branch. */
function counted(condition: SQL): SQL {
  return sql`select o.pharmacy_id, ${soldOn} as sold_on, l.product_id, o.branch_kiotviet_id,
      sum(l.quantity::numeric) as quantity
    from sales_orders o join sales_order_lines l on l.order_id = o.id
    where ${condition} and o.status = 1 and l.product_id is not null
    group by 1, 2, 3, 4`;
}

/** One order's share of a day: what it counts, to be taken back when it is rewritten. */
interface OrderShare {
  orderId: string;
  soldOn: string;
  productId: string;
  branchKiotvietId: number | null;
  quantity: string;
}

/** Until the transaction ends, no other transaction writes this pharmacy's invoices. */
export async function lockSales(tx: Executor, pharmacyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SALES_LOCK}, hashtext(${pharmacyId}))`);
}

/** What each of these orders (by KiotViet id) counts now: read before they are rewritten. */
export async function sharesOf(
  tx: Executor,
  pharmacyId: string,
  kiotvietIds: readonly number[],
): Promise<OrderShare[]> {
  if (kiotvietIds.length === 0) return [];
  const { rows } = await tx.execute<{
    order_id: string;
    sold_on: string;
    product_id: string;
    branch_kiotviet_id: string | null;
    quantity: string;
  }>(sql`select o.id as order_id, ${soldOn}::text as sold_on, l.product_id, o.branch_kiotviet_id,
      sum(l.quantity::numeric)::text as quantity
    from sales_orders o join sales_order_lines l on l.order_id = o.id
    where o.pharmacy_id = ${pharmacyId} and o.kiotviet_id = any(${sql.param(kiotvietIds)}::bigint[])
      and o.status = 1 and l.product_id is not null
    group by 1, 2, 3, 4`);
  return rows.map((row) => ({
    orderId: row.order_id,
    soldOn: row.sold_on,
    productId: row.product_id,
    branchKiotvietId: row.branch_kiotviet_id === null ? null : Number(row.branch_kiotviet_id),
    quantity: row.quantity,
  }));
}

/**
 * Adds `change` (rows of pharmacy_id, sold_on, product_id, branch_kiotviet_id, quantity) to the summary, and removes
 * the days that come to nothing.
 */
async function add(tx: Executor, pharmacyId: string, today: string, change: SQL): Promise<void> {
  const { rows } = await tx.execute<{
    sold_on: string;
    product_id: string;
    branch_kiotviet_id: string | null;
    gone: boolean;
  }>(
    sql`insert into sales_daily (pharmacy_id, sold_on, product_id, branch_kiotviet_id, quantity)
      select pharmacy_id, sold_on, product_id, branch_kiotviet_id, sum(quantity)
      from (${change}) c
      group by 1, 2, 3, 4
      having sum(quantity) <> 0
      order by 2, 3, 4
      on conflict (pharmacy_id, sold_on, product_id, branch_kiotviet_id) do update
        set quantity = sales_daily.quantity + excluded.quantity
      returning sold_on::text, product_id, branch_kiotviet_id::text, quantity = 0 as gone`,
  );
  if (rows.some((row) => row.sold_on < today)) await pastSalesChanged(tx, pharmacyId);
  const gone = rows.filter((row) => row.gone);
  if (gone.length === 0) return;
  await tx.execute(sql`delete from sales_daily s
    using unnest(${sql.param(gone.map((row) => row.sold_on))}::date[],
      ${sql.param(gone.map((row) => row.product_id))}::uuid[],
      ${sql.param(gone.map((row) => row.branch_kiotviet_id))}::bigint[]) as g(sold_on, product_id, branch)
    where s.pharmacy_id = ${pharmacyId} and s.sold_on = g.sold_on and s.product_id = g.product_id
      and s.branch_kiotviet_id is not distinct from g.branch and s.quantity = 0`);
}

/** Raises the version of the pharmacy's past sales (pastSalesScope). */
async function pastSalesChanged(tx: Executor, pharmacyId: string): Promise<void> {
  await tx.execute(sql`insert into list_versions (scope, version) values (${pastSalesScope(pharmacyId)}, 1)
    on conflict (scope) do update set version = list_versions.version + 1`);
}

/**
 * After these orders were rewritten (order and lines): takes back what they counted before (`before`, from
 * sharesOf) and adds what they count now.
 */
export async function recountOrders(
  tx: Executor,
  { pharmacyId, today }: { pharmacyId: string; today: string },
  orderIds: readonly string[],
  before: readonly OrderShare[],
): Promise<void> {
  if (orderIds.length === 0) return;
  const rewritten = new Set(orderIds);
  const taken = before.filter((share) => rewritten.has(share.orderId));
  const takenBack = sql`select ${pharmacyId}::uuid as pharmacy_id, t.sold_on, t.product_id, t.branch_kiotviet_id,
      -t.quantity as quantity
    from unnest(${sql.param(taken.map((share) => share.soldOn))}::date[],
      ${sql.param(taken.map((share) => share.productId))}::uuid[],
      ${sql.param(taken.map((share) => share.branchKiotvietId))}::bigint[],
      ${sql.param(taken.map((share) => share.quantity))}::numeric[]) as t(sold_on, product_id, branch_kiotviet_id, quantity)`;
  await add(
    tx,
    pharmacyId,
    today,
    sql`${counted(sql`o.pharmacy_id = ${pharmacyId} and o.id = any(${sql.param([...orderIds])}::uuid[])`)}
      union all ${takenBack}`,
  );
}

/** Before the orders matching `condition` (over `sales_orders o`, of this pharmacy) are deleted: takes them back. */
export async function uncountOrders(
  tx: Executor,
  { pharmacyId, today }: { pharmacyId: string; today: string },
  condition: SQL,
): Promise<void> {
  await add(
    tx,
    pharmacyId,
    today,
    sql`select pharmacy_id, sold_on, product_id, branch_kiotviet_id, -quantity as quantity
      from (${counted(sql`o.pharmacy_id = ${pharmacyId} and ${condition}`)}) c`,
  );
}

/** Forgets the pharmacy's summary with its invoices (the store they came from is no longer the pharmacy's). */
export async function forgetSalesDaily(tx: Executor, pharmacyId: string): Promise<number> {
  await lockSales(tx, pharmacyId);
  await pastSalesChanged(tx, pharmacyId);
  const { rows } = await tx.execute(
    sql`delete from sales_daily where pharmacy_id = ${pharmacyId} returning 1`,
  );
  return rows.length;
}

/**
 * The pharmacy's summary made anew from its invoices (the migration that made the table ran the same statement for
 * every pharmacy): for data written without the sync, as the benchmark's generator does.
 */
export async function rebuildSalesDaily(tx: Executor, pharmacyId: string): Promise<void> {
  await lockSales(tx, pharmacyId);
  await tx.execute(sql`delete from sales_daily where pharmacy_id = ${pharmacyId}`);
  await pastSalesChanged(tx, pharmacyId);
  await tx.execute(sql`insert into sales_daily (pharmacy_id, sold_on, product_id, branch_kiotviet_id, quantity)
    select pharmacy_id, sold_on, product_id, branch_kiotviet_id, quantity
    from (${counted(sql`o.pharmacy_id = ${pharmacyId}`)}) c where quantity <> 0`);
}
