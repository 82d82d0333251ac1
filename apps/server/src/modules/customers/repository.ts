import { and, eq, gte, isNull, like, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { Ordering, PageRequest, Pager } from '../../db/paging';
import { customers } from '../../db/schema';
import { escapeLike, foldForSearch } from '../../domain/text';

export type CustomerRow = typeof customers.$inferSelect;

export interface CustomerFilter {
  /** 'Khác' keeps the customers whose gender KiotViet does not know. */
  gender?: 'Nam' | 'Nữ' | 'Khác' | undefined;
  /** Total revenue in [from, to), đồng. */
  revenueFrom?: number | undefined;
  revenueTo?: number | undefined;
  /** Code, name, phone or email, ignoring accents. */
  search?: string | undefined;
}

const BY_NAME: Ordering = {
  keys: [
    { column: customers.name, kind: 'text' },
    { column: customers.id, kind: 'uuid' },
  ],
  direction: 'asc',
};

export const customerListScope = (pharmacyId: string) => `customers:${pharmacyId}`;

export const customerRepository = {
  list(db: Executor, pager: Pager, pharmacyId: string, filter: CustomerFilter, request: PageRequest) {
    const conditions: SQL[] = [eq(customers.pharmacyId, pharmacyId)];
    if (filter.gender === 'Khác') conditions.push(isNull(customers.gender));
    else if (filter.gender) conditions.push(eq(customers.gender, filter.gender));
    if (filter.revenueFrom !== undefined) conditions.push(gte(customers.totalRevenue, filter.revenueFrom));
    if (filter.revenueTo !== undefined) conditions.push(lt(customers.totalRevenue, filter.revenueTo));
    const search = filter.search ? foldForSearch(filter.search) : '';
    if (search) conditions.push(like(customers.searchText, `%${escapeLike(search)}%`));
    const where = and(...conditions) as SQL;
    return pager.list({
      db,
      scope: customerListScope(pharmacyId),
      filter,
      ordering: BY_NAME,
      request,
      from: sql`${customers}`,
      where,
      rows: (page) =>
        db
          .select({ customer: customers, keys: page.keys, total: page.total })
          .from(customers)
          .where(and(where, page.seek))
          .orderBy(...page.orderBy)
          .limit(page.limit),
    });
  },

  /** One customer of the pharmacy, as a named prepared statement (the dialog and its tabs read it). */
  prepareFind(db: Database) {
    return db
      .select()
      .from(customers)
      .where(
        and(eq(customers.id, sql.placeholder('id')), eq(customers.pharmacyId, sql.placeholder('pharmacyId'))),
      )
      .prepare('customer_detail');
  },
};
