import type { Branch } from '@pharmacy/kiotviet';
import { type SQL, sql } from 'drizzle-orm';
import { foldForSearch } from '../../domain/text';
import { type Column, markSeen, rowsOf, upsert } from '../bulk';
import { branchAddress } from '../mapping';
import { lastPerId, type SyncKind } from './types';

const COLUMNS: Column[] = [
  { name: 'pharmacy_id', type: 'uuid' },
  { name: 'kiotviet_id', type: 'bigint' },
  { name: 'external_id', type: 'text' },
  { name: 'code', type: 'text' },
  { name: 'name', type: 'text' },
  { name: 'address', type: 'text' },
  { name: 'contact_number', type: 'text' },
  { name: 'email', type: 'text' },
  { name: 'is_active', type: 'boolean' },
  { name: 'source', type: 'text' },
  { name: 'search_text', type: 'text' },
  { name: 'last_sync_at', type: 'timestamptz' },
];

/** The branches that KiotViet no longer has: removed (nothing refers to a branch by key; sales keep its name). */
function removeBranches(condition: SQL) {
  return sql`delete from branches where ${condition} returning id`;
}

export const branchKind: SyncKind<Branch> = {
  dataType: 'BRANCH',
  tables: { records: 'branches' },
  list: (client, options) => client.branches(options),
  idOf: (branch) => branch.id,

  async write(tx, { pharmacyId, now, full }, page) {
    const records = lastPerId(page.records, (branch) => branch.id);
    const result = await upsert<{ kiotviet_id: string }>(tx, {
      table: 'branches',
      columns: COLUMNS,
      key: ['pharmacy_id', 'kiotviet_id'],
      owned: [
        'external_id',
        'code',
        'name',
        'address',
        'contact_number',
        'email',
        'is_active',
        'source',
        'search_text',
      ],
      touched: ['last_sync_at'],
      updatedAt: now,
      source: rowsOf(
        COLUMNS,
        records.map((branch) => {
          const address = branchAddress(branch);
          return [
            pharmacyId,
            branch.id,
            String(branch.id),
            branch.branchCode,
            branch.branchName.trim(),
            address,
            branch.contactNumber,
            branch.email,
            true,
            'KIOTVIET',
            foldForSearch([branch.branchName, address, branch.contactNumber].filter(Boolean).join(' ')),
            now,
          ];
        }),
      ),
    });
    if (full)
      await markSeen(
        tx,
        'branches',
        'last_sync_at',
        pharmacyId,
        records.map((branch) => branch.id),
        now,
        result.rows,
      );
    let removed = 0;
    if (page.removedIds.length > 0) {
      const deleted = await tx.execute(
        removeBranches(
          sql`pharmacy_id = ${pharmacyId} and kiotviet_id = any(${sql.param(page.removedIds)}::bigint[])`,
        ),
      );
      removed = deleted.rows.length;
    }
    return { inserted: result.inserted, updated: result.updated, removed };
  },

  async sweep(tx, { pharmacyId }, seenSince) {
    const deleted = await tx.execute(
      removeBranches(
        sql`pharmacy_id = ${pharmacyId} and kiotviet_id is not null and last_sync_at < ${seenSince}`,
      ),
    );
    return deleted.rows.length;
  },

  /** "Last sync" of every KiotViet branch is this run, whether or not KiotViet changed it. */
  async finish(tx, { pharmacyId, now }) {
    await tx.execute(
      sql`update branches set last_sync_at = ${now} where pharmacy_id = ${pharmacyId} and kiotviet_id is not null`,
    );
  },
};
