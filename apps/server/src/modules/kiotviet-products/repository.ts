import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, inventoryLots, kiotvietProductLinks, posConnections, products } from '../../db/schema';

/** The key links are stored under: the store (retailer) name as KiotViet matches it, case-insensitively. */
export const storeOf = (storeName: string) => storeName.trim().toLowerCase();

/** What a receipt line (or a link being made) needs to know of a product the portal has. */
export interface LinkableProduct {
  id: string;
  code: string;
  name: string;
  unit: string | null;
  /** The GTIN on the pack, when staff entered it. */
  barcode: string | null;
  basePrice: number;
  pharmacyId: string | null;
  kiotvietId: number | null;
  categoryName: string | null;
  categoryKiotvietId: number | null;
  /** The pharmacy keeps it by lot: some of its stock has a batch number (the portal has no flag of its own). */
  lotTracked: boolean;
}

/** How a product came to have its KiotViet counterpart: the sync brought it, or its link's method. */
type KiotVietLinkMethod = 'synced' | (typeof kiotvietProductLinks.$inferSelect)['method'];
export interface KiotVietProductRef {
  code: string;
  name: string;
  method: KiotVietLinkMethod;
}

/**
 * A product's KiotViet counterpart in the pharmacy's current store, as one JSON value beside a product row: the
 * product itself when the sync brought it from KiotViet, else its link for the store the pharmacy is connected to,
 * else null. For the product lists and the order lines (`products` must be in the query).
 */
export function kiotvietProductOf(pharmacyId: unknown) {
  return sql<KiotVietProductRef | null>`(case
      when ${products.kiotvietId} is not null and ${products.pharmacyId} = ${pharmacyId}
        then json_build_object('code', ${products.code}, 'name', ${products.name}, 'method', 'synced')
      else (select json_build_object('code', k.kiotviet_code, 'name', k.kiotviet_name, 'method', k.method)
        from ${kiotvietProductLinks} k
        join ${posConnections} c on c.pharmacy_id = k.pharmacy_id and k.store = lower(trim(c.store_name))
        where k.pharmacy_id = ${pharmacyId} and k.product_id = ${products.id})
    end)`;
}

export const productLinkRepository = {
  /**
   * The products (visible to the pharmacy) with what creating or matching them in KiotViet needs. A product is lot
   * tracked when the pharmacy has any lot of it with a batch number (stock received without one is not).
   */
  async products(db: Executor, pharmacyId: string, ids: string[]): Promise<LinkableProduct[]> {
    if (ids.length === 0) return [];
    return db
      .select({
        id: products.id,
        code: products.code,
        name: products.name,
        unit: products.unit,
        barcode: products.barcode,
        basePrice: products.basePrice,
        pharmacyId: products.pharmacyId,
        kiotvietId: products.kiotvietId,
        categoryName: categories.categoryName,
        categoryKiotvietId: categories.kiotvietId,
        lotTracked: sql<boolean>`exists (select 1 from ${inventoryLots}
          where ${inventoryLots.productId} = ${products.id} and ${inventoryLots.pharmacyId} = ${pharmacyId}
            and ${inventoryLots.batchNumber} is not null)`.mapWith(Boolean),
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(
        and(
          inArray(products.id, ids),
          sql`(${products.pharmacyId} = ${pharmacyId} or ${products.pharmacyId} is null)`,
        ),
      );
  },

  async linksOf(db: Executor, pharmacyId: string, store: string, productIds: string[]) {
    if (productIds.length === 0) return [];
    return db
      .select()
      .from(kiotvietProductLinks)
      .where(
        and(
          eq(kiotvietProductLinks.pharmacyId, pharmacyId),
          eq(kiotvietProductLinks.store, store),
          inArray(kiotvietProductLinks.productId, productIds),
        ),
      );
  },

  /** Makes or replaces the product's link in this store (one statement: safe when two pushes link at once). */
  async link(
    db: Executor,
    values: Omit<typeof kiotvietProductLinks.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & { at: Date },
  ): Promise<void> {
    const { at, ...link } = values;
    await db
      .insert(kiotvietProductLinks)
      .values({ ...link, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: [kiotvietProductLinks.pharmacyId, kiotvietProductLinks.store, kiotvietProductLinks.productId],
        set: {
          kiotvietProductId: link.kiotvietProductId,
          kiotvietCode: link.kiotvietCode,
          kiotvietName: link.kiotvietName,
          method: link.method,
          updatedAt: at,
        },
      });
  },

  async unlink(db: Executor, pharmacyId: string, store: string, productId: string): Promise<void> {
    await db
      .delete(kiotvietProductLinks)
      .where(
        and(
          eq(kiotvietProductLinks.pharmacyId, pharmacyId),
          eq(kiotvietProductLinks.store, store),
          eq(kiotvietProductLinks.productId, productId),
        ),
      );
  },

  /**
   * Every link of a pharmacy, whatever store it was made against: what switching the connection to another store
   * clears (in that switch's transaction), with the rest of the previous store's data.
   */
  async deleteForPharmacy(db: Executor, pharmacyId: string): Promise<number> {
    const deleted = await db
      .delete(kiotvietProductLinks)
      .where(eq(kiotvietProductLinks.pharmacyId, pharmacyId))
      .returning({ id: kiotvietProductLinks.id });
    return deleted.length;
  },
};
