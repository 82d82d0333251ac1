import type { Supplier } from '@pharmacy/kiotviet';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { foldForSearch } from '../../domain/text';
import { type Column, markSeen, rowsOf, upsert } from '../bulk';
import { amount } from '../mapping';
import { lastPerId, type SyncKind } from './types';

const COLUMNS: Column[] = [
  { name: 'pharmacy_id', type: 'uuid' },
  { name: 'kiotviet_id', type: 'bigint' },
  { name: 'type', type: 'text' },
  { name: 'code', type: 'text' },
  { name: 'name', type: 'text' },
  { name: 'name_search', type: 'text' },
  { name: 'phone', type: 'text' },
  { name: 'email', type: 'text' },
  { name: 'address', type: 'text' },
  { name: 'status', type: 'text' },
  { name: 'source_tag', type: 'text' },
  { name: 'kiotviet_debt', type: 'bigint' },
  { name: 'kiotviet_total_invoiced', type: 'bigint' },
  { name: 'synced_at', type: 'timestamptz' },
];

/** KiotViet's name of the supplier's source (docs/product/suppliers.md#import-from-kiotviet). */
const KIOTVIET_SOURCE_TAG = 'KiotViet';

/**
 * Suppliers KiotViet no longer has. One that orders or products refer to stays as a paused internal supplier, no
 * longer linked to KiotViet; any other is deleted.
 */
export async function removeSuppliers(tx: Executor, condition: SQL, now: Date): Promise<number> {
  const kept =
    await tx.execute(sql`update distributors d set kiotviet_id = null, status = 'INACTIVE', kiotviet_debt = null,
      kiotviet_total_invoiced = null, updated_at = ${now}
    where ${condition} and (exists (select 1 from purchase_orders o where o.distributor_id = d.id)
      or exists (select 1 from products p where p.distributor_id = d.id))
    returning id`);
  const deleted = await tx.execute(sql`delete from distributors d where ${condition} returning id`);
  return kept.rows.length + deleted.rows.length;
}

/**
 * An internal supplier entered in the portal with the code of a KiotViet supplier becomes that supplier
 * (docs/product/suppliers.md#sync-one-supplier:
 * 'Đồng bộ POS' pulls the supplier's KiotViet record by code), instead of a second supplier with one code.
 */
async function adoptSuppliersByCode(
  tx: Executor,
  pharmacyId: string,
  records: readonly Pick<Supplier, 'id' | 'code'>[],
): Promise<void> {
  if (records.length === 0) return;
  await tx.execute(sql`update distributors d set kiotviet_id = v.kid
    from unnest(${sql.param(records.map((record) => String(record.id)))}::bigint[],
                ${sql.param(records.map((record) => record.code.trim()))}::text[]) as v(kid, code)
    where d.pharmacy_id = ${pharmacyId} and d.kiotviet_id is null and upper(d.code) = upper(v.code)
      and not exists (select 1 from distributors e where e.pharmacy_id = ${pharmacyId} and e.kiotviet_id = v.kid)`);
}

export async function writeSuppliers(
  tx: Executor,
  pharmacyId: string,
  records: readonly Supplier[],
  now: Date,
) {
  await adoptSuppliersByCode(tx, pharmacyId, records);
  return upsert<{ id: string; kiotviet_id: string }>(
    tx,
    {
      table: 'distributors',
      columns: COLUMNS,
      key: ['pharmacy_id', 'kiotviet_id'],
      owned: [
        'type',
        'code',
        'name',
        'name_search',
        'phone',
        'email',
        'address',
        'status',
        'source_tag',
        'kiotviet_debt',
        'kiotviet_total_invoiced',
      ],
      touched: ['synced_at'],
      updatedAt: now,
      source: rowsOf(
        COLUMNS,
        records.map((supplier) => [
          pharmacyId,
          supplier.id,
          'INTERNAL',
          supplier.code.trim().toUpperCase(),
          supplier.name.trim(),
          foldForSearch(supplier.name),
          supplier.contactNumber,
          supplier.email,
          supplier.address,
          supplier.isActive ? 'ACTIVE' : 'INACTIVE',
          KIOTVIET_SOURCE_TAG,
          amount(supplier.debt),
          amount(supplier.totalInvoiced),
          now,
        ]),
      ),
    },
    ['id', 'kiotviet_id'],
  );
}

export const supplierKind: SyncKind<Supplier> = {
  dataType: 'SUPPLIER',
  tables: { records: 'distributors' },
  list: (client, options) => client.suppliers(options),
  idOf: (supplier) => supplier.id,

  async write(tx, { pharmacyId, now, full }, page) {
    const records = lastPerId(page.records, (supplier) => supplier.id);
    const result = await writeSuppliers(tx, pharmacyId, records, now);
    if (full)
      await markSeen(
        tx,
        'distributors',
        'synced_at',
        pharmacyId,
        records.map((supplier) => supplier.id),
        now,
        result.rows,
      );
    const removed =
      page.removedIds.length > 0
        ? await removeSuppliers(
            tx,
            sql`d.pharmacy_id = ${pharmacyId} and d.kiotviet_id = any(${sql.param(page.removedIds)}::bigint[])`,
            now,
          )
        : 0;
    return { inserted: result.inserted, updated: result.updated, removed };
  },

  sweep: (tx, { pharmacyId, now }, seenSince) =>
    removeSuppliers(
      tx,
      sql`d.pharmacy_id = ${pharmacyId} and d.kiotviet_id is not null and d.synced_at < ${seenSince}`,
      now,
    ),
};
