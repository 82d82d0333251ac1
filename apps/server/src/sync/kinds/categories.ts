import type { Category } from '@pharmacy/kiotviet';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { foldForSearch } from '../../domain/text';
import { type Column, markSeen, rowsOf, upsert } from '../bulk';
import { lastPerId, type SyncKind } from './types';

const COLUMNS: Column[] = [
  { name: 'pharmacy_id', type: 'uuid' },
  { name: 'kiotviet_id', type: 'bigint' },
  { name: 'parent_kiotviet_id', type: 'bigint' },
  { name: 'category_name', type: 'text' },
  { name: 'name_search', type: 'text' },
  { name: 'synced_at', type: 'timestamptz' },
];

/** Removes categories; their products keep existing, without a category, until KiotViet gives them another. */
export async function removeCategories(tx: Executor, condition: SQL): Promise<number> {
  const removed = sql`select id from categories where ${condition}`;
  await tx.execute(sql`update products set category_id = null where category_id in (${removed})`);
  const deleted = await tx.execute(sql`delete from categories where ${condition} returning id`);
  return deleted.rows.length;
}

export const categoryKind: SyncKind<Category> = {
  dataType: 'CATEGORY',
  tables: { records: 'categories' },
  list: (client, options) => client.categories(options),
  idOf: (category) => category.categoryId,

  async write(tx, { pharmacyId, now, full }, page) {
    const records = lastPerId(page.records, (category) => category.categoryId);
    const result = await upsert<{ kiotviet_id: string }>(tx, {
      table: 'categories',
      columns: COLUMNS,
      key: ['pharmacy_id', 'kiotviet_id'],
      owned: ['parent_kiotviet_id', 'category_name', 'name_search'],
      touched: ['synced_at'],
      source: rowsOf(
        COLUMNS,
        records.map((category) => [
          pharmacyId,
          category.categoryId,
          category.parentId,
          category.categoryName.trim(),
          foldForSearch(category.categoryName),
          now,
        ]),
      ),
    });
    if (full) {
      await markSeen(
        tx,
        'categories',
        'synced_at',
        pharmacyId,
        records.map((category) => category.categoryId),
        now,
        result.rows,
      );
    }
    const removed =
      page.removedIds.length > 0
        ? await removeCategories(
            tx,
            sql`pharmacy_id = ${pharmacyId} and kiotviet_id = any(${sql.param(page.removedIds)}::bigint[])`,
          )
        : 0;
    return { inserted: result.inserted, updated: result.updated, removed };
  },

  sweep: (tx, { pharmacyId }, seenSince) =>
    removeCategories(
      tx,
      sql`pharmacy_id = ${pharmacyId} and kiotviet_id is not null and synced_at < ${seenSince}`,
    ),
};
