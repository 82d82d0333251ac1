import { and, eq, inArray, isNull, like, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { Ordering, PageRequest, Pager } from '../../db/paging';
import { categories, inventoryLots, products, purchaseOrderItems } from '../../db/schema';
import { rankedSearch, SEARCH_CANDIDATES, textArms } from '../../db/search';
import { escapeLike, foldForSearch } from '../../domain/text';
import { kiotvietProductOf } from '../kiotviet-products/repository';

export interface ProductFilter {
  distributorId?: string | undefined;
  /** The activity values to keep (is_active and the status checkboxes combined); undefined keeps all. */
  isActive?: boolean[] | undefined;
  search?: string | undefined;
  /** Only the pharmacy's own products (its inventory), not partner catalogues. */
  ownOnly?: boolean | undefined;
  productIds?: string[] | undefined;
  categoryIds?: string[] | undefined;
}

/**
 * The pharmacy's own products and the catalogues of partner distributors, which are the products without a pharmacy
 * (schema.ts). On the table alone, without a join: the planner then estimates it from the column's statistics, and
 * the estimate is what a large list answers as its total.
 */
function visibleTo(pharmacyId: string | Placeholder): SQL {
  return or(eq(products.pharmacyId, pharmacyId), isNull(products.pharmacyId)) as SQL;
}

/** A product's lots in the pharmacy, as one JSON array beside the product: no second query per page. */
function lotsOf(pharmacyId: string | Placeholder) {
  return sql<ProductLot[]>`(select coalesce(json_agg(json_build_object(
      'id', l.id, 'batchNumber', l.batch_number, 'expiryDate', l.expiry_date, 'onHand', l.on_hand, 'cost', l.cost
    )), '[]'::json) from ${inventoryLots} l where l.pharmacy_id = ${pharmacyId} and l.product_id = ${products.id})`;
}

const BY_NAME: Ordering = {
  keys: [
    { column: products.name, kind: 'text' },
    { column: products.id, kind: 'uuid' },
  ],
  direction: 'asc',
};

/**
 * A search in the order staff expect: the code starting with the text, then the name, then a word of the name,
 * then the text anywhere (src/db/search.ts); search_text is foldForSearch("code name"), folded once when written.
 */
async function productSearch(db: Executor, filter: SQL, text: string) {
  const ranked = await rankedSearch(
    db,
    sql`${products}`,
    products.id,
    filter,
    textArms(products.searchText, products.code, text),
  );
  const ordering: Ordering = {
    keys: [{ column: ranked.rank, kind: 'integer' }, ...BY_NAME.keys],
    direction: 'asc',
  };
  return { where: and(filter, ranked.where) as SQL, ordering };
}

interface ProductLot {
  id: string;
  batchNumber: string | null;
  expiryDate: string | null;
  onHand: number;
  cost: number;
}

export type ProductWithLots = {
  product: typeof products.$inferSelect;
  categoryName: string | null;
  lots: ProductLot[];
  kiotvietProduct: { code: string; name: string } | null;
};

export const productRepository = {
  async list(db: Executor, pager: Pager, pharmacyId: string, filter: ProductFilter, request: PageRequest) {
    const conditions: SQL[] = [filter.ownOnly ? eq(products.pharmacyId, pharmacyId) : visibleTo(pharmacyId)];
    if (filter.distributorId) conditions.push(eq(products.distributorId, filter.distributorId));
    if (filter.isActive) {
      conditions.push(filter.isActive.length > 0 ? inArray(products.isActive, filter.isActive) : sql`false`);
    }
    if (filter.productIds) conditions.push(inArray(products.id, filter.productIds));
    if (filter.categoryIds) conditions.push(inArray(products.categoryId, filter.categoryIds));
    const search = filter.search ? foldForSearch(filter.search) : '';
    const { where, ordering } = search
      ? await productSearch(db, and(...conditions) as SQL, search)
      : { where: and(...conditions) as SQL, ordering: BY_NAME };
    return pager.list({
      db,
      scope: `products:${pharmacyId}`,
      filter,
      ordering,
      request,
      from: sql`${products}`,
      where,
      searchCountLimit: search ? SEARCH_CANDIDATES : undefined,
      rows: (page) =>
        db
          .select({
            product: products,
            categoryName: categories.categoryName,
            lots: lotsOf(pharmacyId),
            kiotvietProduct: kiotvietProductOf(pharmacyId),
            keys: page.keys,
            total: page.total,
          })
          .from(products)
          .leftJoin(categories, eq(categories.id, products.categoryId))
          .where(and(where, page.seek))
          .orderBy(...page.orderBy)
          .limit(page.limit),
    });
  },

  /** One product with the pharmacy's lots, as a named prepared statement (the detail and every edit read it). */
  prepareFindVisible(db: Database) {
    const pharmacyId = sql.placeholder('pharmacyId');
    return db
      .select({
        product: products,
        categoryName: categories.categoryName,
        lots: lotsOf(pharmacyId),
        kiotvietProduct: kiotvietProductOf(pharmacyId),
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.id, sql.placeholder('id')), visibleTo(pharmacyId)))
      .prepare('product_detail');
  },

  async setSuggestionDays(db: Executor, id: string, days: number, now: Date): Promise<void> {
    await db.update(products).set({ suggestionDays: days, updatedAt: now }).where(eq(products.id, id));
  },

  /** Another of the pharmacy's products (own or synced) with this code, compared without case. */
  async codeTaken(db: Executor, pharmacyId: string, code: string, exceptId?: string): Promise<boolean> {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.pharmacyId, pharmacyId), sql`upper(${products.code}) = ${code}`));
    return rows.some((row) => row.id !== exceptId);
  },

  /** A category the pharmacy may use: its own or a platform one. */
  async categoryVisible(db: Executor, pharmacyId: string, categoryId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.id, categoryId),
          or(isNull(categories.pharmacyId), eq(categories.pharmacyId, pharmacyId)) as SQL,
        ),
      );
    return row !== undefined;
  },

  /** A product the pharmacy sees, locked for the rest of the transaction (edits read, check and write it). */
  async findForEdit(db: Executor, pharmacyId: string, id: string) {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.id, id), visibleTo(pharmacyId)))
      .for('update');
    return row;
  },

  async insert(db: Executor, values: typeof products.$inferInsert) {
    const [row] = await db.insert(products).values(values).returning({ id: products.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  },

  async update(db: Executor, id: string, values: Partial<typeof products.$inferInsert>): Promise<void> {
    await db.update(products).set(values).where(eq(products.id, id));
  },

  /** Whether purchase orders refer to the product, and how much of it the pharmacy holds. */
  async usage(db: Executor, pharmacyId: string, id: string) {
    const [row] = await db
      .execute<{ ordered: boolean; stock: string }>(sql`select
        exists (select 1 from ${purchaseOrderItems} i where i.product_id = ${id}) as ordered,
        (select coalesce(sum(l.on_hand), 0) from ${inventoryLots} l
          where l.pharmacy_id = ${pharmacyId} and l.product_id = ${id})::text as stock`)
      .then((result) => result.rows);
    return { ordered: row?.ordered ?? false, stock: Number(row?.stock ?? 0) };
  },

  /** Deletes a product and its (empty) lots. */
  async delete(db: Executor, pharmacyId: string, id: string): Promise<void> {
    await db
      .delete(inventoryLots)
      .where(and(eq(inventoryLots.pharmacyId, pharmacyId), eq(inventoryLots.productId, id)));
    await db.delete(products).where(eq(products.id, id));
  },

  categories(
    db: Executor,
    pager: Pager,
    pharmacyId: string,
    filter: { search?: string | undefined; ids?: string[] | undefined },
    request: PageRequest,
  ) {
    const conditions: SQL[] = [
      or(isNull(categories.pharmacyId), eq(categories.pharmacyId, pharmacyId)) as SQL,
    ];
    const search = filter.search ? foldForSearch(filter.search) : '';
    if (search) conditions.push(like(categories.nameSearch, `%${escapeLike(search)}%`));
    if (filter.ids) conditions.push(inArray(categories.id, filter.ids));
    const where = and(...conditions) as SQL;
    return pager.list({
      db,
      scope: `categories:${pharmacyId}`,
      filter,
      ordering: {
        keys: [
          { column: categories.categoryName, kind: 'text' },
          { column: categories.id, kind: 'uuid' },
        ],
        direction: 'asc',
      },
      request,
      from: sql`${categories}`,
      where,
      rows: (page) =>
        db
          .select({
            id: categories.id,
            category_name: categories.categoryName,
            keys: page.keys,
            total: page.total,
          })
          .from(categories)
          .where(and(where, page.seek))
          .orderBy(...page.orderBy)
          .limit(page.limit),
    });
  },
};
