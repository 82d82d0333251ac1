import type { Product } from '@pharmacy/kiotviet';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { foldForSearch } from '../../domain/text';
import { CONVERSION_MAX } from '../../domain/units';
import { type Column, markSeen, rowsOf, upsert } from '../bulk';
import { branchStockRows, stockRows } from '../mapping';
import { lastPerId, type SyncKind } from './types';

/** The rows sent; the category's id is found by its KiotViet id in the insert itself. */
const SENT: Column[] = [
  { name: 'pharmacy_id', type: 'uuid' },
  { name: 'kiotviet_id', type: 'bigint' },
  { name: 'category_kiotviet_id', type: 'bigint' },
  { name: 'code', type: 'text' },
  { name: 'name', type: 'text' },
  { name: 'search_text', type: 'text' },
  { name: 'unit', type: 'text' },
  { name: 'base_price', type: 'bigint' },
  { name: 'is_active', type: 'boolean' },
  { name: 'synced_at', type: 'timestamptz' },
];
const WRITTEN: Column[] = [
  ...SENT.filter((column) => column.name !== 'category_kiotviet_id'),
  { name: 'category_id', type: 'uuid' },
];

const LOTS: Column[] = [
  { name: 'pharmacy_id', type: 'uuid' },
  { name: 'product_id', type: 'uuid' },
  { name: 'kiotviet_key', type: 'text' },
  { name: 'batch_number', type: 'text' },
  { name: 'batch_key', type: 'text' },
  { name: 'expiry_date', type: 'date' },
  { name: 'on_hand', type: 'integer' },
  { name: 'cost', type: 'bigint' },
  { name: 'branch_kiotviet_id', type: 'bigint' },
];

const BRANCH_STOCKS: Column[] = [
  { name: 'pharmacy_id', type: 'uuid' },
  { name: 'product_id', type: 'uuid' },
  { name: 'branch_kiotviet_id', type: 'bigint' },
  { name: 'on_hand', type: 'double precision' },
  { name: 'reserved', type: 'double precision' },
  { name: 'on_order', type: 'double precision' },
  { name: 'min_quantity', type: 'double precision' },
  { name: 'max_quantity', type: 'double precision' },
  { name: 'synced_at', type: 'timestamptz' },
];

/**
 * Products KiotViet no longer has. One that purchase orders refer to stays, inactive and no longer synced (the
 * orders keep their lines); any other is deleted. Their stock goes either way.
 */
export async function removeProducts(tx: Executor, condition: SQL, now: Date): Promise<number> {
  const target = sql`select id from products where ${condition}`;
  await tx.execute(sql`delete from inventory_lots where product_id in (${target})`);
  await tx.execute(sql`delete from product_branch_stocks where product_id in (${target})`);
  const kept =
    await tx.execute(sql`update products set kiotviet_id = null, is_active = false, updated_at = ${now}
    where id in (${target}) and exists (select 1 from purchase_order_items i where i.product_id = products.id)
    returning id`);
  const deleted = await tx.execute(sql`delete from products where ${condition} returning id`);
  return kept.rows.length + deleted.rows.length;
}

/**
 * A product the pharmacy entered in the portal before connecting KiotViet, with the code of a KiotViet product,
 * becomes that product (its orders and suggestion days stay with it) instead of a second product with one code. A
 * product that was KiotViet's once (synced, then gone: deleted there, or left by a previous store) is history kept
 * for its orders, never adopted: another store's product with the same code is another product.
 */
async function adoptByCode(tx: Executor, pharmacyId: string, records: readonly Product[]): Promise<void> {
  if (records.length === 0) return;
  await tx.execute(sql`update products p set kiotviet_id = v.kid
    from unnest(${sql.param(records.map((record) => String(record.id)))}::bigint[],
                ${sql.param(records.map((record) => record.code))}::text[]) as v(kid, code)
    where p.pharmacy_id = ${pharmacyId} and p.kiotviet_id is null and p.synced_at is null and p.code = v.code
      and p.id = (select q.id from products q where q.pharmacy_id = ${pharmacyId} and q.kiotviet_id is null
                  and q.synced_at is null and q.code = v.code order by q.created_at, q.id limit 1)
      and not exists (select 1 from products r where r.pharmacy_id = ${pharmacyId} and r.kiotviet_id = v.kid)`);
}

/**
 * The products' figures per branch (stock, reserved, on order, minimum and maximum): KiotViet's branches of these
 * products replace the ones kept, and a branch KiotViet no longer lists for a product goes. Returns the rows
 * written and removed.
 */
async function writeBranchStocks(
  tx: Executor,
  pharmacyId: string,
  records: readonly Product[],
  uuidOf: ReadonlyMap<number, string>,
  now: Date,
): Promise<{ written: number; removed: number }> {
  const rows = records.flatMap((product) => {
    const productId = uuidOf.get(product.id);
    return productId === undefined
      ? []
      : branchStockRows(product).map((row) => [
          pharmacyId,
          productId,
          row.branchId,
          row.onHand,
          row.reserved,
          row.onOrder,
          row.minQuantity,
          row.maxQuantity,
          now,
        ]);
  });
  const written = await upsert(tx, {
    table: 'product_branch_stocks',
    columns: BRANCH_STOCKS,
    key: ['pharmacy_id', 'product_id', 'branch_kiotviet_id'],
    owned: ['on_hand', 'reserved', 'on_order', 'min_quantity', 'max_quantity'],
    touched: ['synced_at'],
    source: rowsOf(BRANCH_STOCKS, rows),
  });
  const removed = await tx.execute(sql`delete from product_branch_stocks s
    where s.pharmacy_id = ${pharmacyId} and s.product_id = any(${sql.param([...uuidOf.values()])}::uuid[])
      and not exists (select 1 from unnest(${sql.param(rows.map((row) => row[1] as string))}::uuid[],
                                           ${sql.param(rows.map((row) => String(row[2])))}::bigint[]) as v(product_id, branch)
                      where v.product_id = s.product_id and v.branch = s.branch_kiotviet_id)
    returning 1`);
  return { written: written.rows.length, removed: removed.rows.length };
}

/** A product KiotViet answers as another unit of a base product (its `masterUnitId` names that product). */
function isOtherUnit(product: Product): boolean {
  return product.masterUnitId !== null && product.masterUnitId !== product.id;
}

/**
 * The units the portal keeps of a product's `units`: larger units whose conversion is a whole number of base units
 * (1 to 10,000), so that stock, which the portal counts in whole base units, moves by whole numbers. A unit smaller
 * than the base or a fraction of it is left out (it cannot be ordered); the same code twice is kept once.
 */
function keptUnits(product: Product): Product['units'] {
  const seen = new Set<string>([product.code]);
  return product.units.filter((unit) => {
    const code = unit.code.trim();
    const whole =
      Number.isInteger(unit.conversionValue) &&
      unit.conversionValue >= 1 &&
      unit.conversionValue <= CONVERSION_MAX;
    if (!whole || unit.id === product.id || code === '' || seen.has(code)) return false;
    seen.add(code);
    return true;
  });
}

const UNITS: Column[] = [
  { name: 'product_id', type: 'uuid' },
  { name: 'unit', type: 'text' },
  { name: 'code', type: 'text' },
  { name: 'kiotviet_id', type: 'bigint' },
  { name: 'conversion', type: 'integer' },
  { name: 'base_price', type: 'bigint' },
];

/** The products' units: KiotViet's answer replaces the units kept. Returns the rows written and removed. */
async function writeUnits(
  tx: Executor,
  records: readonly Product[],
  uuidOf: ReadonlyMap<number, string>,
): Promise<{ written: number; removed: number }> {
  const rows = records.flatMap((product) => {
    const productId = uuidOf.get(product.id);
    return productId === undefined
      ? []
      : keptUnits(product).map((unit) => [
          productId,
          (unit.unit ?? unit.code).trim(),
          unit.code.trim(),
          unit.id,
          unit.conversionValue,
          Math.max(0, unit.basePrice ?? 0),
        ]);
  });
  const written = await upsert(tx, {
    table: 'product_units',
    columns: UNITS,
    key: ['product_id', 'code'],
    owned: ['unit', 'kiotviet_id', 'conversion', 'base_price'],
    source: rowsOf(UNITS, rows),
  });
  const removed = await tx.execute(sql`delete from product_units u
    where u.product_id = any(${sql.param([...uuidOf.values()])}::uuid[])
      and not exists (select 1 from unnest(${sql.param(rows.map((row) => row[0] as string))}::uuid[],
                                           ${sql.param(rows.map((row) => row[2] as string))}::text[]) as v(product_id, code)
                      where v.product_id = u.product_id and v.code = u.code)
    returning 1`);
  return { written: written.rows.length, removed: removed.rows.length };
}

export const productKind: SyncKind<Product> = {
  dataType: 'PRODUCT',
  tables: {
    records: 'products',
    lots: 'inventory_lots',
    branch_stocks: 'product_branch_stocks',
    units: 'product_units',
  },
  list: (client, options) => client.products(options),
  idOf: (product) => product.id,

  async write(tx, { pharmacyId, now, full }, page) {
    // A product that is another unit of a product (a box of the tablets) is that product's unit, kept with it from
    // its `units`, never a product of its own: its stock is the base product's.
    const listed = lastPerId(page.records, (product) => product.id);
    const records = listed.filter((product) => !isOtherUnit(product));
    const otherUnits = listed.filter(isOtherUnit).map((product) => product.id);
    await adoptByCode(tx, pharmacyId, records);
    const sent = rowsOf(
      SENT,
      records.map((product) => [
        pharmacyId,
        product.id,
        product.categoryId,
        product.code.trim(),
        product.name.trim(),
        foldForSearch(`${product.code} ${product.name}`),
        product.unit,
        Math.max(0, product.basePrice ?? 0),
        product.isActive,
        now,
      ]),
    );
    const written = await upsert<{ id: string; kiotviet_id: string }>(
      tx,
      {
        table: 'products',
        columns: WRITTEN,
        key: ['pharmacy_id', 'kiotviet_id'],
        owned: ['code', 'name', 'search_text', 'unit', 'base_price', 'is_active', 'category_id'],
        touched: ['synced_at'],
        updatedAt: now,
        source: sql`select s.pharmacy_id, s.kiotviet_id, s.code, s.name, s.search_text, s.unit, s.base_price,
            s.is_active, s.synced_at, c.id as category_id
          from (${sent}) s left join categories c on c.pharmacy_id = s.pharmacy_id and c.kiotviet_id = s.category_kiotviet_id`,
      },
      ['id', 'kiotviet_id'],
    );
    const ids = records.map((product) => product.id);
    if (full) await markSeen(tx, 'products', 'synced_at', pharmacyId, ids, now, written.rows);

    // Their stock: KiotViet's lots and branch stock replace what the portal held for these products.
    const products = await tx.execute<{ id: string; kiotviet_id: string }>(
      sql`select id, kiotviet_id::text from products
        where pharmacy_id = ${pharmacyId} and kiotviet_id = any(${sql.param(ids)}::bigint[])`,
    );
    const uuidOf = new Map(products.rows.map((row) => [Number(row.kiotviet_id), row.id]));
    const units = await writeUnits(tx, records, uuidOf);
    const lots = records.flatMap((product) => {
      const productId = uuidOf.get(product.id);
      return productId === undefined
        ? []
        : stockRows(product).map((row) => [
            pharmacyId,
            productId,
            row.key,
            row.batchNumber,
            row.batchKey,
            row.expiryDate,
            row.onHand,
            row.cost,
            row.branchId,
          ]);
    });
    const lotWrites = await upsert<{ product_id: string }>(
      tx,
      {
        table: 'inventory_lots',
        columns: LOTS,
        key: ['pharmacy_id', 'kiotviet_key'],
        owned: [
          'product_id',
          'batch_number',
          'batch_key',
          'expiry_date',
          'on_hand',
          'cost',
          'branch_kiotviet_id',
        ],
        updatedAt: now,
        source: rowsOf(LOTS, lots),
      },
      ['product_id'],
    );
    const vanished = await tx.execute<{ product_id: string }>(sql`delete from inventory_lots
      where pharmacy_id = ${pharmacyId} and product_id = any(${sql.param([...uuidOf.values()])}::uuid[])
        and (kiotviet_key is null or kiotviet_key <> all(${sql.param(lots.map((lot) => lot[2] as string))}::text[]))
      returning product_id`);
    const branchStocks = await writeBranchStocks(tx, pharmacyId, records, uuidOf, now);

    const inserted = new Set(written.rows.filter((row) => row.inserted).map((row) => row.id));
    const updated = new Set(written.rows.filter((row) => !row.inserted).map((row) => row.id));
    // A product whose stock changed is a changed product (its updated_at says so), whether or not its own fields did.
    const restocked = new Set<string>();
    for (const row of [...lotWrites.rows, ...vanished.rows]) {
      if (!inserted.has(row.product_id) && !updated.has(row.product_id)) restocked.add(row.product_id);
    }
    if (restocked.size > 0) {
      await tx.execute(
        sql`update products set updated_at = ${now} where id = any(${sql.param([...restocked])}::uuid[])`,
      );
      for (const id of restocked) updated.add(id);
    }
    // A product the portal once kept on its own that KiotViet now answers as another product's unit goes as a
    // removed one does.
    const gone = [...page.removedIds, ...otherUnits];
    const removed =
      gone.length > 0
        ? await removeProducts(
            tx,
            sql`pharmacy_id = ${pharmacyId} and kiotviet_id = any(${sql.param(gone)}::bigint[])`,
            now,
          )
        : 0;
    return {
      inserted: inserted.size,
      updated: updated.size,
      removed,
      children: {
        lots: { written: lotWrites.rows.length, removed: vanished.rows.length },
        branch_stocks: branchStocks,
        units,
      },
    };
  },

  sweep: (tx, { pharmacyId, now }, seenSince) =>
    removeProducts(
      tx,
      sql`pharmacy_id = ${pharmacyId} and kiotviet_id is not null and synced_at < ${seenSince}`,
      now,
    ),
};
