import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { Counts } from './kinds/types';

/**
 * A table is analysed after a run changed more than this many of its rows plus ANALYZE_FRACTION of it: PostgreSQL's
 * own autovacuum rule (autovacuum_analyze_threshold and _scale_factor), applied at once, because the lists answer a
 * large total with the planner's estimate, which is as good as the statistics: a sync that writes thousands of
 * sales orders must not leave the list saying "about 1,001". PGlite has no autovacuum at all, and PostgreSQL's
 * comes up to a minute later.
 */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_FRACTION = 0.1;

function changedRows(name: string, counts: Counts): number {
  if (name === 'records') return counts.inserted + counts.updated + counts.removed;
  const child = counts.children?.[name];
  return (child?.written ?? 0) + (child?.removed ?? 0);
}

/** Analyses the tables of `tables` (a kind's, by their name in Counts) that `counts` changed enough. */
export async function analyzeChanged(
  db: Executor,
  tables: Record<string, string>,
  counts: Counts,
): Promise<string[]> {
  const analysed: string[] = [];
  for (const [name, table] of Object.entries(tables)) {
    const changed = changedRows(name, counts);
    if (changed <= ANALYZE_THRESHOLD) continue;
    // reltuples is the row count of the last ANALYZE (or VACUUM); -1 when the table was never analysed.
    const result = await db.execute<{ rows: number }>(
      sql`select reltuples::float8 as rows from pg_class where oid = to_regclass(${table})`,
    );
    const known = Number(result.rows[0]?.rows ?? -1);
    if (known >= 0 && changed <= ANALYZE_THRESHOLD + ANALYZE_FRACTION * known) continue;
    await db.execute(sql`analyze ${sql.identifier(table)}`);
    analysed.push(table);
  }
  return analysed;
}
