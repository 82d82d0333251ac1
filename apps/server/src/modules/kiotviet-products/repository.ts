import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, inventoryLots, kiotvietProductLinks, products } from '../../db/schema';

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
