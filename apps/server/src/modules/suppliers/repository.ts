import { and, count, eq, ilike, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Ordering, PageRequest, Pager } from '../../db/paging';
import { distributors, files, products, purchaseOrders } from '../../db/schema';
import { rankOf, startsWith, wordStartsWith } from '../../db/search';
import { escapeLike, foldForSearch } from '../../domain/text';

export type DistributorRow = typeof distributors.$inferSelect;
export type DistributorInsert = typeof distributors.$inferInsert;

/** What a pharmacy sees: every PARTNER distributor (platform-wide) and its own INTERNAL ones. */
function visibleTo(pharmacyId: string): SQL {
  return or(
    and(eq(distributors.type, 'PARTNER'), isNull(distributors.pharmacyId)),
    eq(distributors.pharmacyId, pharmacyId),
  ) as SQL;
}

export interface SupplierFilter {
  status?: 'ACTIVE' | 'INACTIVE' | undefined;
  type?: 'PARTNER' | 'INTERNAL' | undefined;
  search?: string | undefined;
}

/** Partners first (as on the supplier page), then by name. */
const PARTNERS_FIRST: Ordering = {
  keys: [
    { column: sql`(case when ${distributors.type} = 'PARTNER' then 0 else 1 end)`, kind: 'integer' },
    { column: distributors.name, kind: 'text' },
    { column: distributors.id, kind: 'uuid' },
  ],
  direction: 'asc',
};

/** The pager's scope of a pharmacy's supplier list: forgotten after a supplier is added, renamed or removed. */
export const supplierListScope = (pharmacyId: string) => `distributors:${pharmacyId}`;

export const supplierRepository = {
  list(db: Executor, pager: Pager, pharmacyId: string, filter: SupplierFilter, request: PageRequest) {
    const conditions: SQL[] = [visibleTo(pharmacyId)];
    if (filter.status) conditions.push(eq(distributors.status, filter.status));
    if (filter.type) conditions.push(eq(distributors.type, filter.type));
    // A search ranks the code starting with the text first, then the name, a word of it, and the text anywhere in
    // either (src/db/search.ts). A pharmacy sees a few hundred suppliers: no candidate cap, no index needed.
    const search = filter.search ? foldForSearch(filter.search) : '';
    let ordering = PARTNERS_FIRST;
    if (search) {
      const pattern = `%${escapeLike(search)}%`;
      const arms = [
        startsWith(sql`lower(${distributors.code})`, search),
        startsWith(distributors.nameSearch, search),
        wordStartsWith(distributors.nameSearch, search),
        or(like(distributors.nameSearch, pattern), ilike(distributors.code, pattern)) as SQL,
      ];
      conditions.push(or(...arms) as SQL);
      ordering = {
        ...PARTNERS_FIRST,
        keys: [{ column: rankOf(arms), kind: 'integer' }, ...PARTNERS_FIRST.keys],
      };
    }
    const where = and(...conditions) as SQL;
    return pager.list({
      db,
      scope: supplierListScope(pharmacyId),
      filter,
      ordering,
      request,
      from: sql`${distributors}`,
      where,
      rows: (page) =>
        db
          .select({ distributor: distributors, keys: page.keys, total: page.total })
          .from(distributors)
          .where(and(where, page.seek))
          .orderBy(...page.orderBy)
          .limit(page.limit),
    });
  },

  /** `forUpdate` locks the row: edits read, check and write it inside one transaction. */
  async findVisible(
    db: Executor,
    pharmacyId: string,
    id: string,
    forUpdate = false,
  ): Promise<DistributorRow | undefined> {
    const query = db
      .select()
      .from(distributors)
      .where(and(eq(distributors.id, id), visibleTo(pharmacyId)));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  async codesOf(db: Executor, pharmacyId: string): Promise<Set<string>> {
    const rows = await db
      .select({ code: distributors.code })
      .from(distributors)
      .where(eq(distributors.pharmacyId, pharmacyId));
    return new Set(rows.map((row) => row.code));
  },

  async codeTaken(db: Executor, pharmacyId: string, code: string, exceptId?: string): Promise<boolean> {
    const rows = await db
      .select({ id: distributors.id })
      .from(distributors)
      .where(and(eq(distributors.pharmacyId, pharmacyId), sql`upper(${distributors.code}) = upper(${code})`));
    return rows.some((row) => row.id !== exceptId);
  },

  async insert(db: Executor, values: DistributorInsert): Promise<DistributorRow> {
    const [row] = await db.insert(distributors).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(db: Executor, id: string, values: Partial<DistributorInsert>): Promise<DistributorRow> {
    const [row] = await db.update(distributors).set(values).where(eq(distributors.id, id)).returning();
    if (!row) throw new Error('update returned no row');
    return row;
  },

  async delete(db: Executor, id: string): Promise<void> {
    await db.delete(distributors).where(eq(distributors.id, id));
  },

  /**
   * Claims 'Đồng bộ POS' of one supplier: nothing in the 30 s since the last click or the last sync
   * (docs/product/suppliers.md#sync-cooldown).
   * One statement, so two clicks at once cannot both pass. undefined when the cooldown holds it back.
   */
  async claimSync(db: Executor, pharmacyId: string, id: string, now: Date, cooldownMs: number) {
    const since = new Date(now.getTime() - cooldownMs);
    const [row] = await db
      .update(distributors)
      .set({ syncRequestedAt: now })
      .where(
        and(
          eq(distributors.id, id),
          eq(distributors.pharmacyId, pharmacyId),
          sql`(${distributors.syncRequestedAt} is null or ${distributors.syncRequestedAt} <= ${since})`,
          sql`(${distributors.syncedAt} is null or ${distributors.syncedAt} <= ${since})`,
        ),
      )
      .returning();
    return row;
  },

  /**
   * Gives back a claim that ended in failure: the supplier's last request goes back to what it was, so a failed
   * sync holds nothing. Only the claim made at `claimedAt`: a later press keeps its own.
   */
  async releaseSync(db: Executor, pharmacyId: string, id: string, claimedAt: Date, previous: Date | null) {
    await db
      .update(distributors)
      .set({ syncRequestedAt: previous })
      .where(
        and(
          eq(distributors.id, id),
          eq(distributors.pharmacyId, pharmacyId),
          eq(distributors.syncRequestedAt, claimedAt),
        ),
      );
  },

  async productCount(db: Executor, id: string): Promise<number> {
    const [row] = await db.select({ value: count() }).from(products).where(eq(products.distributorId, id));
    return row?.value ?? 0;
  },

  /** The content type of one of the pharmacy's uploaded files (a logo candidate), or undefined. */
  async fileType(db: Executor, pharmacyId: string, fileId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ contentType: files.contentType })
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.pharmacyId, pharmacyId)));
    return row?.contentType;
  },

  async orderCount(db: Executor, id: string): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.distributorId, id));
    return row?.value ?? 0;
  },
};
