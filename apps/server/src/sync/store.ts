import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { type SyncDataType, syncCursors, syncHistory, syncLeases } from '../db/schema';

/** The sync's own rows: leases (one run at a time), cursors (where each kind stands) and the history. */

export type Cursor = typeof syncCursors.$inferSelect;
export type HistoryRow = typeof syncHistory.$inferSelect;

export const syncStore = {
  /**
   * Takes the lease of a pharmacy's data type for `holder` when it is free, expired (its holder crashed or hung) or
   * already this holder's; true when taken. One statement, so two processes asking at once cannot both win.
   */
  async acquireLease(
    db: Executor,
    lease: { pharmacyId: string; dataType: SyncDataType; holder: string; now: Date; ttlMs: number },
  ): Promise<{ acquired: boolean; tookOverFrom: string | null }> {
    const expiresAt = new Date(lease.now.getTime() + lease.ttlMs);
    const previous = await db
      .select({ holder: syncLeases.holder, expiresAt: syncLeases.expiresAt })
      .from(syncLeases)
      .where(and(eq(syncLeases.pharmacyId, lease.pharmacyId), eq(syncLeases.dataType, lease.dataType)));
    const rows = await db
      .insert(syncLeases)
      .values({
        pharmacyId: lease.pharmacyId,
        dataType: lease.dataType,
        holder: lease.holder,
        acquiredAt: lease.now,
        expiresAt,
      })
      .onConflictDoUpdate({
        target: [syncLeases.pharmacyId, syncLeases.dataType],
        set: { holder: lease.holder, acquiredAt: lease.now, expiresAt },
        setWhere: sql`${syncLeases.expiresAt} <= ${lease.now} or ${syncLeases.holder} = ${lease.holder}`,
      })
      .returning({ holder: syncLeases.holder });
    const acquired = rows.length > 0;
    const before = previous[0];
    return {
      acquired,
      tookOverFrom: acquired && before && before.holder !== lease.holder ? before.holder : null,
    };
  },

  /** Extends the lease while its holder still has it; false when another process took it over. */
  async renewLease(
    db: Executor,
    lease: { pharmacyId: string; dataType: SyncDataType; holder: string; now: Date; ttlMs: number },
  ): Promise<boolean> {
    const rows = await db
      .update(syncLeases)
      .set({ expiresAt: new Date(lease.now.getTime() + lease.ttlMs) })
      .where(
        and(
          eq(syncLeases.pharmacyId, lease.pharmacyId),
          eq(syncLeases.dataType, lease.dataType),
          eq(syncLeases.holder, lease.holder),
        ),
      )
      .returning({ holder: syncLeases.holder });
    return rows.length > 0;
  },

  async releaseLease(db: Executor, lease: { pharmacyId: string; dataType: SyncDataType; holder: string }) {
    await db
      .delete(syncLeases)
      .where(
        and(
          eq(syncLeases.pharmacyId, lease.pharmacyId),
          eq(syncLeases.dataType, lease.dataType),
          eq(syncLeases.holder, lease.holder),
        ),
      );
  },

  /** Data types of a pharmacy with a run in progress (an unexpired lease). */
  async running(db: Executor, pharmacyId: string, now: Date): Promise<SyncDataType[]> {
    const rows = await db
      .select({ dataType: syncLeases.dataType })
      .from(syncLeases)
      .where(and(eq(syncLeases.pharmacyId, pharmacyId), sql`${syncLeases.expiresAt} > ${now}`));
    return rows.map((row) => row.dataType);
  },

  async cursor(db: Executor, pharmacyId: string, dataType: SyncDataType): Promise<Cursor | undefined> {
    const [row] = await db
      .select()
      .from(syncCursors)
      .where(and(eq(syncCursors.pharmacyId, pharmacyId), eq(syncCursors.dataType, dataType)));
    return row;
  },

  async saveCursor(
    db: Executor,
    values: Pick<Cursor, 'pharmacyId' | 'dataType'> &
      Partial<
        Pick<Cursor, 'modifiedSince' | 'runKind' | 'runStartedAt' | 'resumeOffset' | 'resumeAnchors'>
      > & {
        now: Date;
      },
  ): Promise<void> {
    const { now, pharmacyId, dataType, ...fields } = values;
    await db
      .insert(syncCursors)
      .values({ pharmacyId, dataType, ...fields, updatedAt: now })
      .onConflictDoUpdate({
        target: [syncCursors.pharmacyId, syncCursors.dataType],
        set: { ...fields, updatedAt: now },
      });
  },

  /** The newest history records of a pharmacy (of one data type when given). */
  async latest(db: Executor, pharmacyId: string, dataType?: SyncDataType, limit = 1): Promise<HistoryRow[]> {
    const conditions: SQL[] = [eq(syncHistory.pharmacyId, pharmacyId)];
    if (dataType) conditions.push(eq(syncHistory.dataType, dataType));
    return db
      .select()
      .from(syncHistory)
      .where(and(...conditions))
      .orderBy(desc(syncHistory.createdAt), desc(syncHistory.id))
      .limit(limit);
  },

  /**
   * Each kind's newest full run (one that read every record of the kind: a first sync, a full re-sync staff asked
   * for, the first sync after a change of store), whatever its outcome; kinds without one are absent.
   */
  async latestFull(db: Executor, pharmacyId: string): Promise<HistoryRow[]> {
    return db
      .selectDistinctOn([syncHistory.dataType])
      .from(syncHistory)
      .where(and(eq(syncHistory.pharmacyId, pharmacyId), sql`${syncHistory.rawJson}->>'mode' = 'FULL'`))
      .orderBy(syncHistory.dataType, desc(syncHistory.createdAt), desc(syncHistory.id));
  },

  async record(db: Executor, values: typeof syncHistory.$inferInsert): Promise<HistoryRow> {
    const [row] = await db.insert(syncHistory).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },
};
