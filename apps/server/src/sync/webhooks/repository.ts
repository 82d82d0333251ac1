import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { kiotvietWebhookEvents, kiotvietWebhooks, posConnections } from '../../db/schema';

export type WebhookRow = typeof kiotvietWebhooks.$inferSelect;
export type WebhookEventRow = typeof kiotvietWebhookEvents.$inferSelect;

/** The webhook registrations of pharmacies and the notifications received through them. */
export const webhookRepository = {
  async ofPharmacy(db: Executor, pharmacyId: string): Promise<WebhookRow | undefined> {
    const [row] = await db.select().from(kiotvietWebhooks).where(eq(kiotvietWebhooks.pharmacyId, pharmacyId));
    return row;
  },

  /** The registration an address's key names, when its pharmacy's connection is switched on. */
  async byKey(db: Executor, key: string): Promise<WebhookRow | undefined> {
    const [row] = await db
      .select({ webhook: kiotvietWebhooks })
      .from(kiotvietWebhooks)
      .innerJoin(posConnections, eq(posConnections.pharmacyId, kiotvietWebhooks.pharmacyId))
      .where(and(eq(kiotvietWebhooks.key, key), eq(posConnections.isActive, true)));
    return row?.webhook;
  },

  /** Creates the pharmacy's registration unless it has one (two processes asking at once: one row). */
  async ensure(db: Executor, values: typeof kiotvietWebhooks.$inferInsert): Promise<WebhookRow> {
    await db
      .insert(kiotvietWebhooks)
      .values(values)
      .onConflictDoNothing({ target: kiotvietWebhooks.pharmacyId });
    const row = await webhookRepository.ofPharmacy(db, values.pharmacyId);
    if (!row) throw new Error('webhook registration vanished');
    return row;
  },

  /** Takes the registration for one process (registering or removing at KiotViet) unless another holds it. */
  async claim(
    db: Executor,
    pharmacyId: string,
    now: Date,
    staleBefore: Date,
  ): Promise<WebhookRow | undefined> {
    const [row] = await db
      .update(kiotvietWebhooks)
      .set({ claimedAt: now })
      .where(
        and(
          eq(kiotvietWebhooks.pharmacyId, pharmacyId),
          or(isNull(kiotvietWebhooks.claimedAt), lt(kiotvietWebhooks.claimedAt, staleBefore)),
        ),
      )
      .returning();
    return row;
  },

  async update(db: Executor, pharmacyId: string, values: Partial<typeof kiotvietWebhooks.$inferInsert>) {
    await db.update(kiotvietWebhooks).set(values).where(eq(kiotvietWebhooks.pharmacyId, pharmacyId));
  },

  /** Removes the registration and what it received that is not applied yet; returns the registration removed. */
  async remove(db: Executor, pharmacyId: string): Promise<WebhookRow | undefined> {
    await db.delete(kiotvietWebhookEvents).where(eq(kiotvietWebhookEvents.pharmacyId, pharmacyId));
    const [row] = await db
      .delete(kiotvietWebhooks)
      .where(eq(kiotvietWebhooks.pharmacyId, pharmacyId))
      .returning();
    return row;
  },

  /**
   * Switched-on connections whose webhooks are not registered at `url` (one that failed is tried again once its last
   * attempt is older than `retryBefore`).
   */
  async unregistered(db: Executor, url: string, retryBefore: Date, limit: number): Promise<string[]> {
    const rows = await db.execute<{ pharmacy_id: string }>(sql`select c.pharmacy_id from pos_connections c
      left join kiotviet_webhooks w on w.pharmacy_id = c.pharmacy_id
      where c.is_active and (w.pharmacy_id is null or w.registered_at is null
          or w.url is distinct from ${url} || '/api/kiotviet/webhooks/' || w.key)
        and (w.last_error is null or w.updated_at < ${retryBefore})
      order by w.registered_at nulls first, c.pharmacy_id limit ${limit}`);
    return rows.rows.map((row) => row.pharmacy_id);
  },

  /** Stores a notification once: false when this notification id was received already. */
  async receive(
    db: Executor,
    values: {
      pharmacyId: string;
      notificationId: string;
      events: WebhookEventRow['events'];
      receivedAt: Date;
    },
  ): Promise<boolean> {
    const rows = await db
      .insert(kiotvietWebhookEvents)
      .values(values)
      .onConflictDoNothing({
        target: [kiotvietWebhookEvents.pharmacyId, kiotvietWebhookEvents.notificationId],
      })
      .returning({ id: kiotvietWebhookEvents.id });
    if (rows.length > 0) {
      await db
        .update(kiotvietWebhooks)
        .set({ lastReceivedAt: values.receivedAt })
        .where(eq(kiotvietWebhooks.pharmacyId, values.pharmacyId));
    }
    return rows.length > 0;
  },

  /**
   * Claims up to `limit` notifications not applied yet (or claimed by a process that stopped before applying them),
   * oldest first; SKIP LOCKED lets several processes claim at once without taking the same ones.
   */
  async claimPending(db: Executor, now: Date, staleBefore: Date, limit: number): Promise<WebhookEventRow[]> {
    const result = await db.execute<{ id: string }>(sql`update kiotviet_webhook_events
      set claimed_at = ${now}, attempts = attempts + 1
      where id in (select id from kiotviet_webhook_events
        where processed_at is null and (claimed_at is null or claimed_at < ${staleBefore})
        order by received_at limit ${limit} for update skip locked)
      returning id`);
    const ids = result.rows.map((row) => row.id);
    if (ids.length === 0) return [];
    return db
      .select()
      .from(kiotvietWebhookEvents)
      .where(sql`${kiotvietWebhookEvents.id} = any(${sql.param(ids)}::uuid[])`);
  },

  /** Applied (or given up on, with the reason). */
  async done(db: Executor, id: string, now: Date, error: string | null) {
    await db
      .update(kiotvietWebhookEvents)
      .set({ processedAt: now, error })
      .where(eq(kiotvietWebhookEvents.id, id));
  },

  /** Not applied this time: another attempt after the claim has expired. */
  async retryLater(db: Executor, id: string, error: string) {
    await db.update(kiotvietWebhookEvents).set({ error }).where(eq(kiotvietWebhookEvents.id, id));
  },

  /** Forgets notifications applied before `before` (they only served to refuse a second delivery). */
  async prune(db: Executor, before: Date) {
    await db.delete(kiotvietWebhookEvents).where(and(lt(kiotvietWebhookEvents.processedAt, before)));
  },
};
