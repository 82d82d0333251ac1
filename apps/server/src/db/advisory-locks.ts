import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * PostgreSQL advisory locks the server takes, as (space, key) pairs of 32-bit integers: the spaces are listed here,
 * in one place, so that no two uses can collide.
 */
export const LOCK_SPACES = {
  /** Start-up: migrations, keys kept in DATA_DIR and the demo data, one process at a time. */
  startup: 1,
  /** The sign-in counts of one client address or one account (login_attempts). */
  signInCounts: 2,
} as const;

/** A text's key within a space: 32 bits of its SHA-256 (two texts that share one only wait for each other). */
function lockKey(text: string): number {
  return createHash('sha256').update(text).digest().readInt32BE(0);
}

/**
 * Takes the locks of `texts` in `space` until the transaction `tx` ends, in ascending key order whoever asks, so two
 * transactions taking overlapping sets never wait for each other in a circle.
 */
export async function lockForTransaction(
  tx: Executor,
  space: number,
  texts: readonly string[],
): Promise<void> {
  const keys = [...new Set(texts.map(lockKey))].sort((a, b) => a - b);
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${space}::int, ${key}::int)`);
}
