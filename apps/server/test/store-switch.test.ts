import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SyncDataType } from '../src/db/schema';
import * as schema from '../src/db/schema';
import type { RunResult } from '../src/sync/engine';
import { createStoreContext, type StoreContext } from './kiotviet';
import { expectSameAsStore, fromDatabase, type Kind } from './store-checksums';

/**
 * Another store is another store: pharmacy A connects to store 1 and syncs, then its connection is changed to store
 * 2 (another store name, client id and secret). Store 1's records go at once, in the change's transaction; the next
 * sync of every kind is full and leaves exactly store 2's records; the sync log says which store each run read. On
 * PGlite and, in .ci/run, on PostgreSQL.
 */

const ALL: SyncDataType[] = ['BRANCH', 'CATEGORY', 'PRODUCT', 'CUSTOMER', 'ORDER', 'SUPPLIER'];
const KINDS: Kind[] = ['branches', 'categories', 'products', 'customers', 'invoices', 'suppliers'];
const SYNCED_TABLES = ['branches', 'categories', 'products', 'customers', 'sales_orders', 'distributors'];

const storeTwo = {
  seed: 8,
  retailer: 'nhathuocbinhan',
  clientId: 'client-binh-an',
  clientSecret: 'secret-binh-an',
};

async function runAll(store: StoreContext): Promise<RunResult[]> {
  const results: RunResult[] = [];
  for (const dataType of ALL) {
    results.push(
      await store.ctx.sync.run({ pharmacyId: store.fx.pharmacyA.id, dataType, syncType: 'MANUAL_SYNC' }),
    );
  }
  return results;
}

const expectStore = (store: StoreContext, simulator: StoreContext['simulator'], kinds = KINDS) =>
  expectSameAsStore(store.ctx.deps.db, store.fx.pharmacyA.id, simulator, kinds);

/** Rows of pharmacy A that KiotViet owns, per table. */
async function syncedRows(store: StoreContext) {
  const counts: Record<string, number> = {};
  for (const table of SYNCED_TABLES) {
    const { rows } = await store.ctx.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.raw(table)}
        where pharmacy_id = ${store.fx.pharmacyA.id} and kiotviet_id is not null`,
    );
    counts[table] = rows[0]?.n ?? -1;
  }
  return counts;
}

/** Pharmacy A's figures per product and branch, as `product code|branch id|on hand|reserved|on order|min|max`. */
async function branchStocks(store: StoreContext): Promise<string[]> {
  const { rows } = await store.ctx.deps.db.execute<{ line: string }>(
    sql`select concat_ws('|', p.code, s.branch_kiotviet_id, s.on_hand, s.reserved, s.on_order, s.min_quantity,
        s.max_quantity) as line
      from product_branch_stocks s join products p on p.id = s.product_id
      where s.pharmacy_id = ${store.fx.pharmacyA.id}`,
  );
  return rows.map((row) => row.line).sort();
}

/** The same lines from a simulated store's live products. */
function simulatedBranchStocks(simulator: StoreContext['simulator']): string[] {
  const lines: string[] = [];
  const products = simulator.data.products;
  for (let index = 0; index < products.size; index++) {
    const product = products.get(index);
    if (!product) continue;
    for (const inventory of product.inventories) {
      lines.push(
        [
          product.code,
          inventory.branchId,
          Math.max(0, inventory.onHand),
          inventory.reserved,
          inventory.onOrder,
          inventory.minQuantity,
          inventory.maxQuantity,
        ].join('|'),
      );
    }
  }
  return lines.sort();
}

describe('moving the connection to another KiotViet store', () => {
  let store: StoreContext;
  let connectionId: string;
  let one: StoreContext['simulator'];
  let two: StoreContext['simulator'];
  /** A product of store 1 that one of the pharmacy's purchase orders names. */
  let ordered: { id: string; kiotvietId: number };

  beforeAll(async () => {
    store = await createStoreContext({ otherStores: [storeTwo] });
    [one, two] = store.stores as [StoreContext['simulator'], StoreContext['simulator']];
    connectionId = await store.connect(one);
    const results = await runAll(store);
    for (const result of results) expect(result.status, result.history.dataType).toBe('SUCCESS');
    await expectStore(store, one);
    const [product] = await store.ctx.deps.db
      .select({ id: schema.products.id, kiotvietId: schema.products.kiotvietId })
      .from(schema.products)
      .where(
        and(eq(schema.products.pharmacyId, store.fx.pharmacyA.id), isNotNull(schema.products.kiotvietId)),
      )
      .limit(1);
    if (!product?.kiotvietId) throw new Error('no synced product');
    ordered = { id: product.id, kiotvietId: product.kiotvietId };
    const [order] = await store.ctx.deps.db
      .insert(schema.purchaseOrders)
      .values({
        pharmacyId: store.fx.pharmacyA.id,
        orderNumber: 'DH-20260316-0001',
        distributorId: store.fx.internalA.id,
        totalAmount: 36_000,
      })
      .returning();
    await store.ctx.deps.db.insert(schema.purchaseOrderItems).values({
      orderId: order?.id as string,
      position: 0,
      productId: product.id,
      productCode: 'SP',
      productName: 'Thuốc của cửa hàng 1',
      quantityOrdered: 3,
      unitPrice: 12_000,
      totalPrice: 36_000,
    });
    // The pharmacy's own product, linked by staff to one of store 1's products.
    await store.ctx.deps.db.insert(schema.kiotvietProductLinks).values({
      pharmacyId: store.fx.pharmacyA.id,
      store: one.credentials.retailer,
      productId: store.fx.ownA.id,
      kiotvietProductId: product.kiotvietId,
      kiotvietCode: 'SP-CUA-HANG-1',
      kiotvietName: 'Thuốc của cửa hàng 1',
      method: 'chosen',
    });
  }, 180_000);
  afterAll(() => store?.close());

  it('removes store 1’s records in the change itself, keeping an ordered product as history', async () => {
    const before = await syncedRows(store);
    for (const table of SYNCED_TABLES) expect(before[table], table).toBeGreaterThan(0);
    expect(await branchStocks(store)).toEqual(simulatedBranchStocks(one));
    store.clock.advance(60_000);

    const changed = await store.api.call('PUT', `/api/pos-settings/${connectionId}`, {
      username: two.credentials.clientId,
      password: two.credentials.clientSecret,
      store_name: two.credentials.retailer,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.settings).toMatchObject({ store_name: storeTwo.retailer, last_test_ok: null });

    expect(await syncedRows(store)).toEqual(Object.fromEntries(SYNCED_TABLES.map((table) => [table, 0])));
    expect(await branchStocks(store)).toEqual([]);
    const cursors = await store.ctx.deps.db
      .select()
      .from(schema.syncCursors)
      .where(eq(schema.syncCursors.pharmacyId, store.fx.pharmacyA.id));
    expect(cursors).toEqual([]);
    // A link to one of store 1's products names an id that means nothing in store 2.
    const links = await store.ctx.deps.db
      .select()
      .from(schema.kiotvietProductLinks)
      .where(eq(schema.kiotvietProductLinks.pharmacyId, store.fx.pharmacyA.id));
    expect(links).toEqual([]);
    // The purchase order keeps its product: no longer KiotViet's, switched off, without store 1's stock.
    const [kept] = await store.ctx.deps.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.id, ordered.id));
    expect(kept).toMatchObject({ kiotvietId: null, isActive: false });
    const lots = await store.ctx.deps.db
      .select()
      .from(schema.inventoryLots)
      .where(eq(schema.inventoryLots.productId, ordered.id));
    expect(lots).toEqual([]);
    // Pharmacy B and its own rows are untouched.
    const ownA = await store.ctx.deps.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.id, store.fx.ownA.id));
    expect(ownA).toHaveLength(1);
  });

  it('syncs store 2 in full next: the portal then holds exactly store 2’s records', async () => {
    const results = await runAll(store);
    for (const result of results) {
      expect(
        result.status,
        `${result.history.dataType}: ${JSON.stringify(result.history.rawJson.error)}`,
      ).toBe('SUCCESS');
      expect(result.history.rawJson.mode, result.history.dataType).toBe('FULL');
      expect(result.history).toMatchObject({
        storeName: storeTwo.retailer,
        storeClientId: storeTwo.clientId,
      });
    }
    await expectStore(store, two);
    expect(await branchStocks(store)).toEqual(simulatedBranchStocks(two));
    // Store 2's product with the code of the ordered one is another product, not the kept history.
    const sameCode = await store.ctx.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from products where id = ${ordered.id} and kiotviet_id is not null`,
    );
    expect(sameCode.rows[0]?.n).toBe(0);
  }, 180_000);

  it('tells in the sync log which store each run read', async () => {
    const log = await store.api.get('/api/sync-history/by-user?limit=50');
    expect(log.status).toBe(200);
    const stores = (
      log.body.data as { store_name: string; store_client_id: string; data_type: string }[]
    ).map((run) => `${run.data_type}:${run.store_name}:${run.store_client_id}`);
    for (const dataType of ALL) {
      expect(stores).toContain(`${dataType}:${one.credentials.retailer}:${one.credentials.clientId}`);
      expect(stores).toContain(`${dataType}:${storeTwo.retailer}:${storeTwo.clientId}`);
    }
    // Newest first: store 2's runs come before store 1's.
    expect(stores[0]).toContain(storeTwo.retailer);
  });

  it('stops a run of the previous store midway: it writes nothing after the change', async () => {
    // Back to store 1, then to store 2 again while store 1's invoices are being read.
    const back = await store.api.call('PUT', `/api/pos-settings/${connectionId}`, {
      username: one.credentials.clientId,
      password: one.credentials.clientSecret,
      store_name: one.credentials.retailer,
    });
    expect(back.status).toBe(200);
    let switching: Promise<unknown> | undefined;
    one.fault({
      match: { path: '/invoices' },
      skip: 3,
      times: 1,
      effect: {
        type: 'beforeAnswer',
        run: () => {
          switching = store.api.call('PUT', `/api/pos-settings/${connectionId}`, {
            username: two.credentials.clientId,
            password: two.credentials.clientSecret,
            store_name: two.credentials.retailer,
          });
        },
      },
    });
    const run = await store.ctx.sync.run({
      pharmacyId: store.fx.pharmacyA.id,
      dataType: 'ORDER',
      syncType: 'MANUAL_SYNC',
    });
    await switching;
    expect(run.status).toBe('FAILED');
    expect(run.history.rawJson.error).toMatchObject({ type: 'StoreChanged' });
    expect((await syncedRows(store)).sales_orders).toBe(0);
    const invoices = await fromDatabase(store.ctx.deps.db, store.fx.pharmacyA.id, ['invoices']);
    expect(invoices.invoices?.size).toBe(0);
  }, 120_000);

  it('refuses a full re-sync of unknown kinds, and runs the chosen ones in full', async () => {
    const bad = await store.api.post('/api/pos-settings/full-sync', { data_types: ['PRODUCT', 'PRODUCT'] });
    expect(bad.status).toBe(400);
    const unknown = await store.api.post('/api/pos-settings/full-sync', { data_types: ['STOCK'] });
    expect(unknown.status).toBe(400);
    expect((await store.api.post('/api/pos-settings/full-sync', { data_types: [] })).status).toBe(400);
    store.clock.advance(60_000);
    const asked = new Date(store.clock.now());
    const requestsBefore = two.requests.length;
    const full = await store.api.post('/api/pos-settings/full-sync', { data_types: ['ORDER', 'CUSTOMER'] });
    // Within the 20 s the request waits, or still running after them (202): the history says when it is done.
    expect([200, 202], full.text).toContain(full.status);
    expect(full.body.status).toBe(full.status === 200 ? 'SUCCESS' : 'RUNNING');
    const runs = async () =>
      (
        await store.ctx.deps.db
          .select()
          .from(schema.syncHistory)
          .where(
            and(
              eq(schema.syncHistory.pharmacyId, store.fx.pharmacyA.id),
              gte(schema.syncHistory.startedAt, asked),
            ),
          )
      ).map((row) => [row.dataType, row.rawJson.mode, row.syncType, row.status]);
    await vi.waitFor(async () => expect(await runs()).toHaveLength(2), { timeout: 120_000, interval: 250 });
    expect((await runs()).sort()).toEqual([
      ['CUSTOMER', 'FULL', 'MANUAL_SYNC', 'SUCCESS'],
      ['ORDER', 'FULL', 'MANUAL_SYNC', 'SUCCESS'],
    ]);
    // Customers first (orders refresh their totals), whatever order they were asked in.
    const paths = two.requests.slice(requestsBefore).map((request) => request.path);
    expect(paths.indexOf('/customers')).toBeLessThan(paths.indexOf('/invoices'));
    await expectStore(store, two, ['customers', 'invoices']);
  }, 120_000);
});
