import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { productLinkRepository } from '../modules/kiotviet-products/repository';
import { removeCategories } from './kinds/categories';
import { removeProducts } from './kinds/products';
import { removeSuppliers } from './kinds/suppliers';
import { forgetSalesDaily } from './sales-daily';

/**
 * Forgets everything the pharmacy synced from its KiotViet store, in the caller's transaction: the connection now
 * reads another store, and the previous store's records (other people's customers, prices, stock and sales) must not
 * read as this one's. Cursors go, so the next sync of every kind is full; leases go, so a run of the previous store
 * still under way loses its lease and writes nothing more; pending webhook notifications go with the registration.
 * Records the portal's own data refers to (products and suppliers on purchase orders) stay as unlinked history, like
 * records KiotViet deleted. Returns what was removed, per table.
 *
 * Everything synced per store is removed here, in one place: a new table of synced data adds its line.
 */
export async function forgetStore(
  tx: Executor,
  pharmacyId: string,
  now: Date,
): Promise<Record<string, number>> {
  const count = async (statement: ReturnType<typeof sql>) => (await tx.execute(statement)).rows.length;
  const removed: Record<string, number> = {};
  removed.sync_cursors = await count(
    sql`delete from sync_cursors where pharmacy_id = ${pharmacyId} returning 1`,
  );
  removed.sync_leases = await count(
    sql`delete from sync_leases where pharmacy_id = ${pharmacyId} returning 1`,
  );
  removed.webhook_events = await count(
    sql`delete from kiotviet_webhook_events where pharmacy_id = ${pharmacyId} returning 1`,
  );
  removed.webhooks = await count(
    sql`delete from kiotviet_webhooks where pharmacy_id = ${pharmacyId} returning 1`,
  );
  // Links of the portal's products to the previous store's products name ids that mean nothing in this one.
  removed.product_links = await productLinkRepository.deleteForPharmacy(tx, pharmacyId);
  // Sales orders' lines go with them (on delete cascade), and their daily summary.
  removed.sales_daily = await forgetSalesDaily(tx, pharmacyId);
  removed.sales_orders = await count(
    sql`delete from sales_orders where pharmacy_id = ${pharmacyId} returning 1`,
  );
  removed.customers = await count(sql`delete from customers where pharmacy_id = ${pharmacyId} returning 1`);
  removed.product_branch_stocks = await count(
    sql`delete from product_branch_stocks where pharmacy_id = ${pharmacyId} returning 1`,
  );
  removed.products = await removeProducts(
    tx,
    sql`pharmacy_id = ${pharmacyId} and kiotviet_id is not null`,
    now,
  );
  removed.categories = await removeCategories(
    tx,
    sql`pharmacy_id = ${pharmacyId} and kiotviet_id is not null`,
  );
  removed.branches = await count(
    sql`delete from branches where pharmacy_id = ${pharmacyId} and kiotviet_id is not null returning 1`,
  );
  removed.suppliers = await removeSuppliers(
    tx,
    sql`d.pharmacy_id = ${pharmacyId} and d.kiotviet_id is not null`,
    now,
  );
  return removed;
}
