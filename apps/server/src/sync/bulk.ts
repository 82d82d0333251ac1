import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * Bulk writes of the sync: a page of records is one `INSERT … SELECT … FROM unnest($1::text[], $2::text[], …)
 * ON CONFLICT … DO UPDATE` — one statement and one parameter per column whatever the page's size (a multi-row
 * VALUES list would need a parameter per cell), about three times faster than the query builder's inserts.
 */

/** A cell: a list of texts goes to a `text[]` column; a `jsonb` column takes its JSON text. */
export type Cell = string | number | boolean | Date | readonly string[] | null;

/** A column of the rows sent: its name in the table and the SQL type its text is cast to. */
export interface Column {
  name: string;
  type:
    | 'text'
    | 'uuid'
    | 'bigint'
    | 'integer'
    | 'boolean'
    | 'timestamptz'
    | 'date'
    | 'double precision'
    | 'text[]'
    | 'jsonb';
}

/** PostgreSQL's array literal of texts: every item quoted, its quotes and backslashes escaped. */
const arrayLiteral = (items: readonly string[]) =>
  `{${items.map((item) => `"${item.replace(/[\\"]/g, (character) => `\\${character}`)}"`).join(',')}}`;

function text(value: Cell): string | null {
  if (value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  return String(value);
}

/** `select u.c0::type as "name", … from unnest(…) as u(c0, …)`: the rows as a relation. */
export function rowsOf(columns: readonly Column[], rows: readonly (readonly Cell[])[]): SQL {
  const selected = columns.map((column, index) => `u.c${index}::${column.type} as "${column.name}"`);
  const arrays = columns.map(
    (_, index) => sql`${sql.param(rows.map((row) => text(row[index] ?? null)))}::text[]`,
  );
  const aliases = columns.map((_, index) => `c${index}`).join(', ');
  return sql`select ${sql.raw(selected.join(', '))} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(aliases)})`;
}

export interface UpsertSpec {
  table: string;
  columns: readonly Column[];
  /** The unique key the rows are matched on, e.g. ['pharmacy_id', 'kiotviet_id']. */
  key: readonly string[];
  /** Columns the source owns: a matched row is rewritten only when one of them differs. */
  owned: readonly string[];
  /** Written with the owned ones when a row is written, without deciding whether it changed (synced_at). */
  touched?: readonly string[];
  /** The relation's rows: `rowsOf(columns, rows)` unless the caller joins something in. */
  source: SQL;
  /** The table has `updated_at`: set to this on the rows written. */
  updatedAt?: Date;
}

export interface UpsertResult<R> {
  /** The rows inserted or changed (an unchanged row is left as it is and not returned). */
  rows: (R & { inserted: boolean })[];
  inserted: number;
  updated: number;
}

/**
 * Inserts new rows and rewrites the existing ones whose owned columns differ; `returning` names extra columns to
 * return (e.g. `id`). Rows that did not change are not written at all: an incremental run that reads a record
 * again (its overlap) changes nothing.
 */
export async function upsert<R extends Record<string, unknown>>(
  db: Executor,
  spec: UpsertSpec,
  returning: readonly string[] = [],
): Promise<UpsertResult<R>> {
  const table = `"${spec.table}"`;
  const names = spec.columns.map((column) => `"${column.name}"`).join(', ');
  const assignments = [...spec.owned, ...(spec.touched ?? [])].map(
    (name) => `"${name}" = excluded."${name}"`,
  );
  const changed = `(${spec.owned.map((name) => `${table}."${name}"`).join(', ')}) is distinct from (${spec.owned
    .map((name) => `excluded."${name}"`)
    .join(', ')})`;
  const updatedAt = spec.updatedAt ? sql`, "updated_at" = ${spec.updatedAt}` : sql``;
  const extra = returning.map((name) => `"${name}", `).join('');
  const result = await db.execute<R & { inserted: boolean }>(sql`
    insert into ${sql.raw(table)} (${sql.raw(names)}) ${spec.source}
    on conflict (${sql.raw(spec.key.map((name) => `"${name}"`).join(', '))}) do update
      set ${sql.raw(assignments.join(', '))}${updatedAt}
      where ${sql.raw(changed)}
    returning ${sql.raw(extra)}(xmax = 0) as inserted`);
  const inserted = result.rows.filter((row) => row.inserted).length;
  return {
    rows: result.rows as (R & { inserted: boolean })[],
    inserted,
    updated: result.rows.length - inserted,
  };
}

/**
 * A full run marks every synced row it sees, so that its end can remove those it did not see. The rows the upsert
 * just wrote (`written`, returning kiotviet_id) carry the mark already; only the unchanged ones are updated, so a
 * first sync writes each row once.
 */
export async function markSeen(
  db: Executor,
  table: string,
  column: string,
  pharmacyId: string,
  ids: readonly number[],
  now: Date,
  written: readonly { kiotviet_id: unknown }[],
): Promise<void> {
  const done = new Set(written.map((row) => Number(row.kiotviet_id)));
  const kiotvietIds = ids.filter((id) => !done.has(id));
  if (kiotvietIds.length === 0) return;
  await db.execute(
    sql`update ${sql.raw(`"${table}"`)} set ${sql.raw(`"${column}"`)} = ${now}
      where pharmacy_id = ${pharmacyId} and kiotviet_id = any(${sql.param(kiotvietIds)}::bigint[])`,
  );
}
