/*
 * A product's KiotViet counterpart, which the products, the purchase orders and the KiotViet links all read: shared
 * here so that none of them reads another's repository.
 */
import { sql } from 'drizzle-orm';
import { kiotvietProductLinks, posConnections, products } from '../db/schema';

/** The key links are stored under: the store (retailer) name as KiotViet matches it, case-insensitively. */
export const storeOf = (storeName: string) => storeName.trim().toLowerCase();

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
