import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { posConnections } from '../../db/schema';

export type ConnectionRow = typeof posConnections.$inferSelect;
export type ConnectionInsert = typeof posConnections.$inferInsert;

export const connectionRepository = {
  async ofPharmacy(db: Executor, pharmacyId: string): Promise<ConnectionRow | undefined> {
    const [row] = await db.select().from(posConnections).where(eq(posConnections.pharmacyId, pharmacyId));
    return row;
  },

  /** `forUpdate` locks the row: edits read, check and write it inside one transaction. */
  async find(
    db: Executor,
    pharmacyId: string,
    id: string,
    forUpdate = false,
  ): Promise<ConnectionRow | undefined> {
    const query = db
      .select()
      .from(posConnections)
      .where(and(eq(posConnections.id, id), eq(posConnections.pharmacyId, pharmacyId)));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  /** undefined when the pharmacy has a connection already (the unique key decides, also under a race). */
  async insert(db: Executor, values: ConnectionInsert): Promise<ConnectionRow | undefined> {
    const [row] = await db
      .insert(posConnections)
      .values(values)
      .onConflictDoNothing({ target: posConnections.pharmacyId })
      .returning();
    return row;
  },

  async update(db: Executor, id: string, values: Partial<ConnectionInsert>): Promise<ConnectionRow> {
    const [row] = await db.update(posConnections).set(values).where(eq(posConnections.id, id)).returning();
    if (!row) throw new Error('update returned no row');
    return row;
  },

  /**
   * Claims the scheduler's pass of one active connection that is due (never run, or last started at or before
   * `dueBefore`), the longest waiting first. The conditional update (and SKIP LOCKED) lets each pass be claimed by
   * one process only, however many run the scheduler.
   */
  async claimNextDue(db: Executor, now: Date, dueBefore: Date): Promise<ConnectionRow | undefined> {
    const due = sql`(select ${posConnections.id} from ${posConnections}
      where ${posConnections.isActive} and (${posConnections.lastScheduledAt} is null or ${posConnections.lastScheduledAt} <= ${dueBefore})
      order by ${posConnections.lastScheduledAt} nulls first, ${posConnections.id} limit 1 for update skip locked)`;
    const [row] = await db
      .update(posConnections)
      .set({ lastScheduledAt: now })
      .where(
        and(
          sql`${posConnections.id} = ${due}`,
          or(isNull(posConnections.lastScheduledAt), lte(posConnections.lastScheduledAt, dueBefore)),
        ),
      )
      .returning();
    return row;
  },
};
