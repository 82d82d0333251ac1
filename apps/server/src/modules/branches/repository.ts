import { and, eq, like, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Ordering, PageRequest, Pager } from '../../db/paging';
import { branches } from '../../db/schema';
import { escapeLike, foldForSearch } from '../../domain/text';

export type BranchRow = typeof branches.$inferSelect;

export interface BranchFilter {
  source?: 'KIOTVIET' | 'Custom' | undefined;
  search?: string | undefined;
}

const BY_NAME: Ordering = {
  keys: [
    { column: branches.name, kind: 'text' },
    { column: branches.id, kind: 'uuid' },
  ],
  direction: 'asc',
};

export const branchListScope = (pharmacyId: string) => `branches:${pharmacyId}`;

/**
 * The pharmacy's default branch (docs/product/branches.md#default-branch), the one rule: a KiotViet branch before any
 * other; among them the one
 * configured as default (is_default), else the lowest KiotViet id; a pharmacy without KiotViet branches has its
 * own branch marked default.
 */
function defaultBranchId(pharmacyId: string | SQL): SQL<string | null> {
  return sql<string | null>`(select d.id from ${branches} d where d.pharmacy_id = ${pharmacyId}
    and (d.kiotviet_id is not null or d.is_default)
    order by (d.kiotviet_id is null), d.is_default desc, d.kiotviet_id, d.created_at, d.id limit 1)`;
}

export const branchRepository = {
  list(db: Executor, pager: Pager, pharmacyId: string, filter: BranchFilter, request: PageRequest) {
    const conditions: SQL[] = [eq(branches.pharmacyId, pharmacyId)];
    if (filter.source) conditions.push(eq(branches.source, filter.source));
    const search = filter.search ? foldForSearch(filter.search) : '';
    if (search) conditions.push(like(branches.searchText, `%${escapeLike(search)}%`));
    const where = and(...conditions) as SQL;
    return pager.list({
      db,
      scope: branchListScope(pharmacyId),
      filter,
      ordering: BY_NAME,
      request,
      from: sql`${branches}`,
      where,
      rows: (page) =>
        db
          .select({
            branch: branches,
            isDefault: sql<boolean>`${branches.id} = ${defaultBranchId(pharmacyId)}`,
            keys: page.keys,
            total: page.total,
          })
          .from(branches)
          .where(and(where, page.seek))
          .orderBy(...page.orderBy)
          .limit(page.limit),
    });
  },

  async find(db: Executor, pharmacyId: string, id: string) {
    const [row] = await db
      .select({ branch: branches, isDefault: sql<boolean>`${branches.id} = ${defaultBranchId(pharmacyId)}` })
      .from(branches)
      .where(and(eq(branches.id, id), eq(branches.pharmacyId, pharmacyId)));
    return row;
  },

  /** The default branch's row (for a KiotViet purchase receipt: its kiotviet_id), when the pharmacy has one. */
  async defaultBranch(db: Executor, pharmacyId: string): Promise<BranchRow | undefined> {
    const [row] = await db
      .select()
      .from(branches)
      .where(sql`${branches.id} = ${defaultBranchId(pharmacyId)}`);
    return row;
  },

  async stats(db: Executor, pharmacyId: string, source: BranchFilter['source']) {
    const conditions: SQL[] = [eq(branches.pharmacyId, pharmacyId)];
    if (source) conditions.push(eq(branches.source, source));
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`(count(*) filter (where ${branches.isActive}))::int`,
        kiotviet: sql<number>`(count(*) filter (where ${branches.kiotvietId} is not null))::int`,
      })
      .from(branches)
      .where(and(...conditions));
    return row ?? { total: 0, active: 0, kiotviet: 0 };
  },
};
