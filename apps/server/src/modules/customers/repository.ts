import { and, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { Ordering, PageRequest, Pager } from '../../db/paging';
import { customers } from '../../db/schema';
import { contains, rankedSearch, SEARCH_CANDIDATES, startsWith, textArms } from '../../db/search';
import { foldForSearch, phoneSearch } from '../../domain/text';

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

/** The stored phone as phone_digits (the migration's SQL function) makes it, for the search's own indexes. */
const phoneDigits = sql`phone_digits(${customers.phone})`;

/**
 * A search in the order staff expect (src/db/search.ts): the code starting with the text, then the name, then a
 * word of it, then the text anywhere in code, name, phone or email (search_text is foldForSearch("code name phone
 * email")). A search typed as a phone number ('0912 345 678', '+84 912…') is matched as digits, from the start of
 * the number or anywhere in it (its last digits).
 */
async function customerSearch(db: Executor, filter: SQL, search: string) {
  const text = foldForSearch(search);
  const digits = phoneSearch(search);
  const ranks = [
    startsWith(customers.searchText, text),
    startsWith(phoneDigits, digits ?? ''),
    contains(phoneDigits, digits ?? ''),
    contains(customers.searchText, text),
  ].filter((arm) => arm !== undefined);
  const ranked = await rankedSearch(
    db,
    sql`${customers}`,
    customers.id,
    filter,
    digits ? { candidates: ranks, ranks } : textArms(customers.searchText, customers.code, text),
  );
  const ordering: Ordering = {
    keys: [{ column: ranked.rank, kind: 'integer' }, ...BY_NAME.keys],
    direction: 'asc',
  };
  return { where: and(filter, ranked.where) as SQL, ordering };
}

export const customerListScope = (pharmacyId: string) => `customers:${pharmacyId}`;

export const customerRepository = {
  async list(db: Executor, pager: Pager, pharmacyId: string, filter: CustomerFilter, request: PageRequest) {
    const conditions: SQL[] = [eq(customers.pharmacyId, pharmacyId)];
    if (filter.gender === 'Khác') conditions.push(isNull(customers.gender));
    else if (filter.gender) conditions.push(eq(customers.gender, filter.gender));
    if (filter.revenueFrom !== undefined) conditions.push(gte(customers.totalRevenue, filter.revenueFrom));
    if (filter.revenueTo !== undefined) conditions.push(lt(customers.totalRevenue, filter.revenueTo));
    const search = filter.search && foldForSearch(filter.search) ? filter.search : undefined;
    const { where, ordering } = search
      ? await customerSearch(db, and(...conditions) as SQL, search)
      : { where: and(...conditions) as SQL, ordering: BY_NAME };
    return pager.list({
      db,
      scope: customerListScope(pharmacyId),
      filter,
      ordering,
      request,
      from: sql`${customers}`,
      where,
      searchCountLimit: search ? SEARCH_CANDIDATES : undefined,
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
