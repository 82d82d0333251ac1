import { createHash } from 'node:crypto';
import { KiotVietClient } from '@pharmacy/kiotviet';
import type { KiotVietSimulator } from '@pharmacy/kiotviet/simulator';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '../src/db/client';
import { amount, branchAddress, customerGender, stockRows } from '../src/sync/mapping';

/**
 * Each kind of a store as one canonical line per record, from KiotViet (read afresh with a client of its own) and
 * from the portal's database, so a test can say "the database holds exactly what KiotViet holds": same records,
 * same fields, no duplicate, nothing stale. `count` and a sha256 `checksum` summarise each side.
 */

export type Kind = 'branches' | 'categories' | 'products' | 'customers' | 'invoices' | 'suppliers';

export type Lines = Map<number, string>;

export interface Summary {
  count: number;
  checksum: string;
}

function summarise(lines: Lines): Summary {
  const hash = createHash('sha256');
  for (const id of [...lines.keys()].sort((a, b) => a - b)) hash.update(`${id}\t${lines.get(id)}\n`);
  return { count: lines.size, checksum: hash.digest('hex').slice(0, 16) };
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function stockLine(
  rows: { key: string; batchNumber: string | null; expiryDate: string | null; onHand: number }[],
) {
  return rows
    .map((row) => `${row.key}:${text(row.batchNumber)}:${text(row.expiryDate)}:${row.onHand}`)
    .sort()
    .join(',');
}

/** KiotViet's side, read in full (no budget) at the simulator's current time. */
export async function fromKiotViet(simulator: KiotVietSimulator, kinds: readonly Kind[]) {
  const client = new KiotVietClient({
    ...simulator.credentials,
    apiUrl: simulator.url,
    identityUrl: simulator.url,
    clock: simulator.clock,
    budget: false,
  });
  const result: Partial<Record<Kind, Lines>> = {};
  for (const kind of kinds) {
    const lines: Lines = new Map();
    if (kind === 'branches') {
      for (const branch of await client.branches().toArray()) {
        lines.set(
          branch.id,
          [branch.branchName.trim(), text(branchAddress(branch)), text(branch.contactNumber)].join('|'),
        );
      }
    } else if (kind === 'categories') {
      for (const category of await client.categories().toArray()) {
        lines.set(category.categoryId, [category.categoryName.trim(), text(category.parentId)].join('|'));
      }
    } else if (kind === 'products') {
      for await (const product of client.products()) {
        lines.set(
          product.id,
          [
            product.code,
            product.name.trim(),
            product.basePrice ?? 0,
            product.isActive,
            text(product.categoryId),
            stockLine(stockRows(product)),
          ].join('|'),
        );
      }
    } else if (kind === 'customers') {
      for await (const customer of client.customers()) {
        lines.set(
          customer.id,
          [
            customer.code,
            customer.name.trim(),
            text(customerGender(customer.gender)),
            text(customer.contactNumber),
            text(customer.email),
            customer.totalRevenue ?? 0,
            (customer.modifiedDate ?? customer.createdDate).getTime(),
            customer.groups.join('/'),
          ].join('|'),
        );
      }
    } else if (kind === 'invoices') {
      for await (const invoice of client.invoices()) {
        const details = invoice.invoiceDetails
          .map((line) =>
            [
              line.productId,
              line.quantity,
              line.price,
              line.subTotal ?? '',
              text(line.productBatchExpire?.batchName),
            ].join(':'),
          )
          .join(',');
        lines.set(
          invoice.id,
          [
            invoice.code,
            invoice.purchaseDate.getTime(),
            (invoice.modifiedDate ?? invoice.createdDate).getTime(),
            invoice.status,
            invoice.total,
            text(invoice.customerId),
            details,
            amount(invoice.discount),
            text(invoice.discountRatio),
            invoice.payments
              .map((payment) =>
                [
                  payment.method,
                  amount(payment.amount),
                  text(payment.code),
                  text(payment.transDate?.getTime()),
                ].join(':'),
              )
              .join(','),
          ].join('|'),
        );
      }
    } else {
      for (const supplier of await client.suppliers().toArray()) {
        lines.set(
          supplier.id,
          [
            supplier.code,
            supplier.name.trim(),
            supplier.isActive ? 'ACTIVE' : 'INACTIVE',
            amount(supplier.debt),
            amount(supplier.totalInvoiced),
          ].join('|'),
        );
      }
    }
    result[kind] = lines;
  }
  return result;
}

/** The portal's side: the synced rows of one pharmacy. */
export async function fromDatabase(db: Executor, pharmacyId: string, kinds: readonly Kind[]) {
  const result: Partial<Record<Kind, Lines>> = {};
  const rows = async <R>(query: ReturnType<typeof sql>) =>
    (await db.execute<R & Record<string, unknown>>(query)).rows;
  for (const kind of kinds) {
    const lines: Lines = new Map();
    if (kind === 'branches') {
      for (const row of await rows<{ id: string; line: string }>(
        sql`select kiotviet_id::text as id, concat_ws('|', name, coalesce(address, ''), coalesce(contact_number, '')) as line
          from branches where pharmacy_id = ${pharmacyId} and kiotviet_id is not null`,
      ))
        lines.set(Number(row.id), row.line);
    } else if (kind === 'categories') {
      for (const row of await rows<{ id: string; line: string }>(
        sql`select kiotviet_id::text as id, concat_ws('|', category_name, coalesce(parent_kiotviet_id::text, '')) as line
          from categories where pharmacy_id = ${pharmacyId} and kiotviet_id is not null`,
      ))
        lines.set(Number(row.id), row.line);
    } else if (kind === 'products') {
      const products = await rows<{
        id: string;
        uuid: string;
        code: string;
        name: string;
        base_price: string;
        is_active: boolean;
        category: string | null;
      }>(sql`select p.kiotviet_id::text as id, p.id as uuid, p.code, p.name, p.base_price::text, p.is_active,
          c.kiotviet_id::text as category
        from products p left join categories c on c.id = p.category_id
        where p.pharmacy_id = ${pharmacyId} and p.kiotviet_id is not null`);
      const lots = await rows<{
        product_id: string;
        kiotviet_key: string | null;
        batch_number: string | null;
        expiry_date: string | null;
        on_hand: number;
      }>(sql`select product_id, kiotviet_key, batch_number, expiry_date::text, on_hand from inventory_lots
        where pharmacy_id = ${pharmacyId}`);
      const byProduct = new Map<string, typeof lots>();
      for (const lot of lots) byProduct.set(lot.product_id, [...(byProduct.get(lot.product_id) ?? []), lot]);
      for (const product of products) {
        const stock = (byProduct.get(product.uuid) ?? []).map((lot) => ({
          key: lot.kiotviet_key ?? '(received)',
          batchNumber: lot.batch_number,
          expiryDate: lot.expiry_date,
          onHand: lot.on_hand,
        }));
        lines.set(
          Number(product.id),
          [
            product.code,
            product.name,
            Number(product.base_price),
            product.is_active,
            text(product.category),
            stockLine(stock),
          ].join('|'),
        );
      }
    } else if (kind === 'customers') {
      for (const row of await rows<{ id: string; line: string }>(
        sql`select kiotviet_id::text as id, concat_ws('|', code, name, coalesce(gender, ''), coalesce(phone, ''),
            coalesce(email, ''), total_revenue::text,
            (extract(epoch from kiotviet_modified_at) * 1000)::bigint::text, array_to_string(groups, '/')) as line
          from customers where pharmacy_id = ${pharmacyId}`,
      ))
        lines.set(Number(row.id), row.line);
    } else if (kind === 'invoices') {
      const orders = await rows<{
        id: string;
        code: string;
        purchase_ms: string;
        modified_ms: string;
        status: number;
        total: string;
        customer: string | null;
        details: string | null;
        discount: string;
        discount_ratio: string | null;
        payments: string | null;
      }>(sql`select o.kiotviet_id::text as id, o.code, (extract(epoch from o.purchase_date) * 1000)::bigint::text as purchase_ms,
          (extract(epoch from o.kiotviet_modified_at) * 1000)::bigint::text as modified_ms,
          o.status, o.total::text, o.customer_kiotviet_id::text as customer,
          (select string_agg(concat_ws(':', l.product_kiotviet_id, l.quantity, l.price, l.sub_total, coalesce(l.batch_number, '')), ','
            order by l.position) from sales_order_lines l where l.order_id = o.id) as details,
          o.discount::text, o.discount_ratio::text,
          (select string_agg(concat_ws(':', p.value->>'method', p.value->>'amount', coalesce(p.value->>'code', ''),
              coalesce((extract(epoch from (p.value->>'paid_at')::timestamptz) * 1000)::bigint::text, '')), ','
            order by p.position) from jsonb_array_elements(o.payments) with ordinality as p(value, position)) as payments
        from sales_orders o where o.pharmacy_id = ${pharmacyId}`);
      for (const row of orders) {
        lines.set(
          Number(row.id),
          [
            row.code,
            Number(row.purchase_ms),
            Number(row.modified_ms),
            row.status,
            Number(row.total),
            text(row.customer),
            text(row.details),
            Number(row.discount),
            text(row.discount_ratio),
            text(row.payments),
          ].join('|'),
        );
      }
    } else {
      for (const row of await rows<{ id: string; line: string }>(
        sql`select kiotviet_id::text as id, concat_ws('|', code, name, status, kiotviet_debt, kiotviet_total_invoiced) as line
          from distributors where pharmacy_id = ${pharmacyId} and kiotviet_id is not null`,
      ))
        lines.set(Number(row.id), row.line);
    }
    result[kind] = lines;
  }
  return result;
}

/** Records whose line differs between two readings (new, changed or gone). */
export function changedIds(before: Lines, after: Lines): number[] {
  const ids = new Set([...before.keys(), ...after.keys()]);
  return [...ids].filter((id) => before.get(id) !== after.get(id)).sort((a, b) => a - b);
}

/**
 * Expects the pharmacy's synced rows of each kind to be exactly the store's (the first differing records make a
 * readable failure; the summaries are the verdict), and returns the store's side.
 */
export async function expectSameAsStore(
  db: Executor,
  pharmacyId: string,
  simulator: KiotVietSimulator,
  kinds: readonly Kind[],
) {
  const kiotviet = await fromKiotViet(simulator, kinds);
  const database = await fromDatabase(db, pharmacyId, kinds);
  for (const kind of kinds) {
    const expected = kiotviet[kind] as Lines;
    const actual = database[kind] as Lines;
    const differing = changedIds(expected, actual).slice(0, 3);
    expect(
      differing.map((id) => ({ id, kiotviet: expected.get(id), database: actual.get(id) })),
      kind,
    ).toEqual([]);
    expect(summarise(actual), kind).toEqual(summarise(expected));
  }
  return kiotviet;
}
