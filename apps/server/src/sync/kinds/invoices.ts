import type { Invoice } from '@pharmacy/kiotviet';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { SalesOrderPayment } from '../../db/schema';
import { businessDate } from '../../domain/dates';
import { foldForSearch } from '../../domain/text';
import { type Column, markSeen, rowsOf, upsert } from '../bulk';
import { amount, percent, saleQuantity, vietnamDay } from '../mapping';
import { lockSales, recountOrders, sharesOf, uncountOrders } from '../sales-daily';
import { lastPerId, type SyncKind, type WriteContext } from './types';

const ORDERS: Column[] = [
  { name: 'pharmacy_id', type: 'uuid' },
  { name: 'kiotviet_id', type: 'bigint' },
  { name: 'code', type: 'text' },
  { name: 'purchase_date', type: 'timestamptz' },
  { name: 'branch_kiotviet_id', type: 'bigint' },
  { name: 'branch_name', type: 'text' },
  { name: 'sold_by_name', type: 'text' },
  { name: 'customer_kiotviet_id', type: 'bigint' },
  { name: 'customer_code', type: 'text' },
  { name: 'customer_name', type: 'text' },
  { name: 'total', type: 'bigint' },
  { name: 'total_payment', type: 'bigint' },
  { name: 'discount', type: 'bigint' },
  { name: 'discount_ratio', type: 'double precision' },
  { name: 'payments', type: 'jsonb' },
  { name: 'status', type: 'integer' },
  { name: 'status_value', type: 'text' },
  { name: 'description', type: 'text' },
  { name: 'search_text', type: 'text' },
  { name: 'kiotviet_modified_at', type: 'timestamptz' },
  { name: 'synced_at', type: 'timestamptz' },
];

const LINES: Column[] = [
  { name: 'order_kiotviet_id', type: 'bigint' },
  { name: 'position', type: 'integer' },
  { name: 'product_kiotviet_id', type: 'bigint' },
  { name: 'product_code', type: 'text' },
  { name: 'product_name', type: 'text' },
  { name: 'quantity', type: 'double precision' },
  { name: 'price', type: 'bigint' },
  { name: 'discount', type: 'bigint' },
  { name: 'discount_ratio', type: 'double precision' },
  { name: 'sub_total', type: 'bigint' },
  { name: 'batch_number', type: 'text' },
  { name: 'expiry_date', type: 'date' },
];

/**
 * Between two customer syncs, a customer's total revenue follows the invoices synced: the sum of their completed
 * invoices (status 1), as KiotViet counts it; KiotViet does not mark a customer changed when they buy. An
 * incremental run refreshes the customers of each page; a full run, all of them once at its end.
 */
async function refreshCustomerTotals(
  tx: Executor,
  pharmacyId: string,
  customerIds: number[] | 'all',
  now: Date,
) {
  if (customerIds !== 'all' && customerIds.length === 0) return;
  const some =
    customerIds === 'all'
      ? sql``
      : sql`and o.customer_kiotviet_id = any(${sql.param(customerIds)}::bigint[])`;
  await tx.execute(sql`update customers c set total_revenue = t.total, updated_at = ${now}
    from (select o.customer_kiotviet_id as kid, coalesce(sum(o.total) filter (where o.status = 1), 0) as total
          from sales_orders o
          where o.pharmacy_id = ${pharmacyId} and o.customer_kiotviet_id is not null ${some}
          group by o.customer_kiotviet_id) t
    where c.pharmacy_id = ${pharmacyId} and c.kiotviet_id = t.kid and c.total_revenue <> t.total`);
}

/** An invoice's payments as the order keeps them (`sales_orders.payments`): whole đồng, in KiotViet's order. */
function paymentsOf(invoice: Invoice): SalesOrderPayment[] {
  return invoice.payments.map((payment) => ({
    kiotviet_id: payment.id,
    code: payment.code,
    method: payment.method,
    amount: amount(payment.amount),
    paid_at: payment.transDate?.toISOString() ?? null,
  }));
}

/** Deletes the pharmacy's orders matching `condition` (over `sales_orders o`), taking back what they sold. */
async function removeOrders(tx: Executor, { pharmacyId, now }: WriteContext, condition: SQL) {
  await lockSales(tx, pharmacyId);
  await uncountOrders(tx, { pharmacyId, today: businessDate(now) }, condition);
  const { rows } = await tx.execute(
    sql`delete from sales_orders o where o.pharmacy_id = ${pharmacyId} and ${condition} returning o.id`,
  );
  return rows.length;
}

export const invoiceKind: SyncKind<Invoice> = {
  dataType: 'ORDER',
  tables: { records: 'sales_orders', lines: 'sales_order_lines' },
  list: (client, options) => client.invoices(options),
  idOf: (invoice) => invoice.id,

  async write(tx, { pharmacyId, now, full }, page) {
    const records = lastPerId(page.records, (invoice) => invoice.id);
    // What the page's orders sold until now, read under the lock so that no other writer changes them meanwhile:
    // the daily summary takes it back from the orders rewritten.
    await lockSales(tx, pharmacyId);
    const before = await sharesOf(
      tx,
      pharmacyId,
      records.map((invoice) => invoice.id),
    );
    const written = await upsert<{ id: string; kiotviet_id: string }>(
      tx,
      {
        table: 'sales_orders',
        columns: ORDERS,
        key: ['pharmacy_id', 'kiotviet_id'],
        owned: ORDERS.map((column) => column.name).filter(
          (name) => !['pharmacy_id', 'kiotviet_id', 'synced_at'].includes(name),
        ),
        touched: ['synced_at'],
        updatedAt: now,
        source: rowsOf(
          ORDERS,
          records.map((invoice) => [
            pharmacyId,
            invoice.id,
            invoice.code.trim(),
            invoice.purchaseDate,
            invoice.branchId,
            invoice.branchName,
            invoice.soldByName,
            invoice.customerId,
            invoice.customerCode,
            invoice.customerName,
            amount(invoice.total),
            amount(invoice.totalPayment),
            amount(invoice.discount),
            invoice.discountRatio === null ? null : percent(invoice.discountRatio),
            JSON.stringify(paymentsOf(invoice)),
            invoice.status,
            invoice.statusValue,
            invoice.description,
            foldForSearch(
              [invoice.code, ...invoice.invoiceDetails.map((line) => line.productName)].join(' '),
            ),
            invoice.modifiedDate ?? invoice.createdDate,
            now,
          ]),
        ),
      },
      ['id', 'kiotviet_id'],
    );
    if (full)
      await markSeen(
        tx,
        'sales_orders',
        'synced_at',
        pharmacyId,
        records.map((invoice) => invoice.id),
        now,
        written.rows,
      );

    // The lines of the orders written (new or changed) replace what was there: KiotViet's lines have no ids.
    const rewritten = new Set(written.rows.map((row) => Number(row.kiotviet_id)));
    const changed = records.filter((invoice) => rewritten.has(invoice.id));
    let lines = 0;
    if (changed.length > 0) {
      const orderIds = written.rows.map((row) => row.id);
      await tx.execute(
        sql`delete from sales_order_lines where order_id = any(${sql.param(orderIds)}::uuid[])`,
      );
      const sent = rowsOf(
        LINES,
        changed.flatMap((invoice) =>
          invoice.invoiceDetails.map((line, position) => [
            invoice.id,
            position,
            line.productId,
            line.productCode,
            line.productName,
            saleQuantity(line.quantity),
            amount(line.price),
            amount(line.discount),
            line.discountRatio === null ? null : percent(line.discountRatio),
            amount(line.subTotal ?? Math.round((line.price - (line.discount ?? 0)) * line.quantity)),
            line.productBatchExpire?.batchName.trim() || null,
            vietnamDay(line.productBatchExpire?.expireDate ?? null),
          ]),
        ),
      );
      const inserted = await tx.execute(sql`insert into sales_order_lines (order_id, pharmacy_id, position,
          product_kiotviet_id, product_id, category_id, product_code, product_name, quantity, price, discount,
          discount_ratio, sub_total, batch_number, expiry_date)
        select o.id, o.pharmacy_id, s.position, s.product_kiotviet_id, p.id, p.category_id, s.product_code,
          s.product_name, s.quantity, s.price, s.discount, s.discount_ratio, s.sub_total, s.batch_number, s.expiry_date
        from (${sent}) s
        join sales_orders o on o.pharmacy_id = ${pharmacyId} and o.kiotviet_id = s.order_kiotviet_id
        left join products p on p.pharmacy_id = ${pharmacyId} and p.kiotviet_id = s.product_kiotviet_id
        returning id`);
      lines = inserted.rows.length;
      await recountOrders(tx, { pharmacyId, today: businessDate(now) }, orderIds, before);
      const customers = [
        ...new Set(changed.flatMap((invoice) => (invoice.customerId === null ? [] : [invoice.customerId]))),
      ];
      if (!full) await refreshCustomerTotals(tx, pharmacyId, customers, now);
    }
    return {
      inserted: written.inserted,
      updated: written.updated,
      removed: 0,
      children: { lines: { written: lines, removed: 0 } },
    };
  },

  sweep: (tx, context, seenSince) => removeOrders(tx, context, sql`o.synced_at < ${seenSince}`),

  async finish(tx, { pharmacyId, now, full }) {
    if (full) await refreshCustomerTotals(tx, pharmacyId, 'all', now);
  },
};
