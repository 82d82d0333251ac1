import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, distributors, inventoryLots, products } from '../../db/schema';
import { escapeLike, foldForSearch } from '../../domain/text';

export interface ProductFilter {
  page: number;
  limit: number;
  distributorId?: string | undefined;
  /** The activity values to keep (is_active and the status checkboxes combined); undefined keeps all. */
  isActive?: boolean[] | undefined;
  search?: string | undefined;
  /** Only the pharmacy's own products (its inventory), not partner catalogues. */
  ownOnly?: boolean | undefined;
  productIds?: string[] | undefined;
  categoryIds?: string[] | undefined;
}

/** The pharmacy's own products and the catalogues of partner distributors. */
function visibleTo(pharmacyId: string): SQL {
  return or(
    eq(products.pharmacyId, pharmacyId),
    and(isNull(products.pharmacyId), eq(distributors.type, 'PARTNER')),
  ) as SQL;
}

const productColumns = {
  product: products,
  categoryName: categories.categoryName,
};

export type ProductWithCategory = { product: typeof products.$inferSelect; categoryName: string | null };
export type LotRow = typeof inventoryLots.$inferSelect;

export const productRepository = {
  async list(db: Executor, pharmacyId: string, filter: ProductFilter) {
    const conditions: SQL[] = [filter.ownOnly ? eq(products.pharmacyId, pharmacyId) : visibleTo(pharmacyId)];
    if (filter.distributorId) conditions.push(eq(products.distributorId, filter.distributorId));
    if (filter.isActive) {
      conditions.push(filter.isActive.length > 0 ? inArray(products.isActive, filter.isActive) : sql`false`);
    }
    if (filter.productIds) conditions.push(inArray(products.id, filter.productIds));
    if (filter.categoryIds) conditions.push(inArray(products.categoryId, filter.categoryIds));
    const search = filter.search ? foldForSearch(filter.search) : '';
    if (search) conditions.push(ilike(products.searchText, `%${escapeLike(search)}%`));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select(productColumns)
        .from(products)
        .leftJoin(distributors, eq(distributors.id, products.distributorId))
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .where(where)
        .orderBy(asc(products.name), asc(products.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      db
        .select({ value: count() })
        .from(products)
        .leftJoin(distributors, eq(distributors.id, products.distributorId))
        .where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  async findVisible(db: Executor, pharmacyId: string, id: string): Promise<ProductWithCategory | undefined> {
    const [row] = await db
      .select(productColumns)
      .from(products)
      .leftJoin(distributors, eq(distributors.id, products.distributorId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.id, id), visibleTo(pharmacyId)));
    return row;
  },

  /** The pharmacy's lots of the given products. */
  async lotsOf(db: Executor, pharmacyId: string, productIds: string[]): Promise<LotRow[]> {
    if (productIds.length === 0) return [];
    return db
      .select()
      .from(inventoryLots)
      .where(and(eq(inventoryLots.pharmacyId, pharmacyId), inArray(inventoryLots.productId, productIds)));
  },

  async setSuggestionDays(db: Executor, id: string, days: number, now: Date): Promise<void> {
    await db.update(products).set({ suggestionDays: days, updatedAt: now }).where(eq(products.id, id));
  },

  async categories(
    db: Executor,
    pharmacyId: string,
    filter: { search?: string | undefined; page: number; limit: number },
  ) {
    const conditions: SQL[] = [
      or(isNull(categories.pharmacyId), eq(categories.pharmacyId, pharmacyId)) as SQL,
    ];
    const search = filter.search ? foldForSearch(filter.search) : '';
    if (search) conditions.push(ilike(categories.nameSearch, `%${escapeLike(search)}%`));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: categories.id, category_name: categories.categoryName })
        .from(categories)
        .where(where)
        .orderBy(asc(categories.categoryName), asc(categories.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      db.select({ value: count() }).from(categories).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  },
};
