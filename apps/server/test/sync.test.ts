import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SyncDataType, syncHistory, syncLeases } from '../src/db/schema';
import { AppError } from '../src/errors';
import { createSyncEngine, type RunResult, type SyncEngine } from '../src/sync/engine';
import { createScheduler } from '../src/sync/scheduler';
import { createStoreContext, type StoreContext } from './kiotviet';
import { changedIds, expectSameAsStore, fromDatabase, fromKiotViet, type Kind } from './store-checksums';

/**
 * The sync engine against the KiotViet simulator (demo size: 3 branches, 240 products with ~700 lots, 180
 * customers, ~2,900 invoices, 16 suppliers), on PGlite and, in .ci/run, on PostgreSQL. Time is the simulator's
 * virtual clock, shared by the server: backoffs, Retry-After and the 12-hour schedule take no real time.
 */

const ALL: SyncDataType[] = ['BRANCH', 'CATEGORY', 'PRODUCT', 'CUSTOMER', 'ORDER', 'SUPPLIER'];
const KINDS: Kind[] = ['branches', 'categories', 'products', 'customers', 'invoices', 'suppliers'];

async function runAll(store: StoreContext, engine: SyncEngine = store.ctx.sync, types = ALL) {
  const results: RunResult[] = [];
  for (const dataType of types) {
    results.push(await engine.run({ pharmacyId: store.fx.pharmacyA.id, dataType, syncType: 'MANUAL_SYNC' }));
  }
  return results;
}

function expectSucceeded(results: RunResult[]) {
  for (const result of results) {
    expect(result.status, `${result.history.dataType}: ${JSON.stringify(result.history.rawJson.error)}`).toBe(
      'SUCCESS',
    );
  }
}

/** Both sides of every kind, summarised: equal when the database holds exactly KiotViet's records. */
const expectSameAsKiotViet = (store: StoreContext, kinds: readonly Kind[] = KINDS) =>
  expectSameAsStore(store.ctx.deps.db, store.fx.pharmacyA.id, store.simulator, kinds);

/** `updated_at` of each synced row, by KiotViet id. */
async function updatedAt(store: StoreContext, table: 'products' | 'customers' | 'sales_orders') {
  const { rows } = await store.ctx.deps.db.execute<{ id: string; at: string }>(
    sql`select kiotviet_id::text as id, updated_at::text as at from ${sql.raw(table)}
      where pharmacy_id = ${store.fx.pharmacyA.id} and kiotviet_id is not null`,
  );
  return new Map(rows.map((row) => [Number(row.id), row.at]));
}

function touched(before: Map<number, string>, after: Map<number, string>) {
  const ids = new Set([...before.keys(), ...after.keys()]);
  return [...ids].filter((id) => before.get(id) !== after.get(id)).sort((a, b) => a - b);
}

describe('a full sync, then an incremental one', () => {
  let store: StoreContext;
  beforeAll(async () => {
    store = await createStoreContext();
    await store.connect();
  }, 90_000);
  afterAll(() => store?.close());

  it('brings over exactly what KiotViet holds: the same count and checksum for every kind', async () => {
    const results = await runAll(store);
    expectSucceeded(results);
    const kiotviet = await expectSameAsKiotViet(store);
    expect(kiotviet.products?.size).toBe(240);
    expect(kiotviet.invoices?.size).toBeGreaterThan(2_500);
    for (const result of results) {
      expect(result.history.rawJson).toMatchObject({ mode: 'FULL', resumed: false });
      expect(result.history.recordCount).toBe(
        result.counts.inserted + result.counts.updated + result.counts.removed,
      );
      expect(result.counts.inserted).toBeGreaterThan(0);
    }
    const [products] = results.filter((result) => result.history.dataType === 'PRODUCT');
    expect(products?.history.rawJson.counts).toMatchObject({ inserted: 240, updated: 0, removed: 0 });
  }, 120_000);

  it('an incremental sync after edits, new records and deletions writes exactly the records that changed', async () => {
    const before = await fromKiotViet(store.simulator, KINDS);
    const rowsBefore = {
      products: await updatedAt(store, 'products'),
      customers: await updatedAt(store, 'customers'),
      invoices: await updatedAt(store, 'sales_orders'),
    };
    store.clock.advance(3 * 3_600_000);
    const churn = store.simulator.churn({
      editProducts: 6,
      newProducts: 2,
      deleteProducts: 2,
      editCustomers: 4,
      newCustomers: 2,
      deleteCustomers: 1,
      newInvoices: 12,
      editInvoices: 4,
      editSuppliers: 2,
      deleteSuppliers: 1,
    });
    store.clock.advance(60_000);
    const results = await runAll(store);
    expectSucceeded(results);
    const after = await expectSameAsKiotViet(store);

    for (const result of results) expect(result.history.rawJson.mode).toBe('INCREMENTAL');
    const byType = Object.fromEntries(results.map((result) => [result.history.dataType, result.counts]));
    expect(byType.PRODUCT).toMatchObject({ inserted: 2, removed: 2 });
    expect(byType.CUSTOMER).toMatchObject({ inserted: 2, removed: 1 });
    expect(byType.ORDER).toMatchObject({ inserted: 12 });
    // Deleted in KiotViet, then removed here too.
    const gone = await fromDatabase(store.ctx.deps.db, store.fx.pharmacyA.id, ['products', 'customers']);
    for (const id of churn.products.deleted) expect(gone.products?.has(id)).toBe(false);
    for (const id of churn.customers.deleted) expect(gone.customers?.has(id)).toBe(false);

    // Only the records whose content changed were written (an unchanged record read again in the overlap is not).
    const kinds = [
      ['products', 'products'],
      ['customers', 'customers'],
      ['invoices', 'sales_orders'],
    ] as const;
    for (const [kind, table] of kinds) {
      const written = touched(rowsBefore[kind], await updatedAt(store, table));
      const changed = changedIds(before[kind] as Map<number, string>, after[kind] as Map<number, string>);
      expect(written, kind).toEqual(changed);
      expect(written.length, kind).toBeGreaterThan(0);
    }
    const invoices = results.find((result) => result.history.dataType === 'ORDER');
    // A few pages, not the ~30 of the full history.
    expect(invoices?.history.rawJson.pages).toBeLessThanOrEqual(2);
  }, 120_000);

  it('a second incremental sync with nothing changed in KiotViet writes nothing', async () => {
    store.clock.advance(60_000);
    const results = await runAll(store);
    expectSucceeded(results);
    for (const result of results) expect(result.history.recordCount, result.history.dataType).toBe(0);
  }, 60_000);
});

describe('a full sync while KiotViet misbehaves', () => {
  let store: StoreContext;
  beforeAll(async () => {
    // HTTP answers later than 800 ms (real time) are given up on and retried.
    store = await createStoreContext({ timeoutMs: 800 });
    await store.connect();
  }, 90_000);
  afterAll(() => store?.close());

  it('ends exact despite 429 storms, 5xx, dropped and hung connections, expired tokens and records moving', async () => {
    const { simulator } = store;
    simulator.fault({
      match: { path: '/products' },
      times: 4,
      effect: { type: 'rateLimit', retryAfterSeconds: 30 },
    });
    simulator.fault({
      match: { path: '/invoices' },
      skip: 3,
      times: 3,
      effect: { type: 'status', status: 503 },
    });
    simulator.fault({ match: { path: '/customers' }, skip: 1, times: 1, effect: { type: 'drop' } });
    simulator.fault({ match: { path: '/invoices' }, skip: 8, times: 1, effect: { type: 'hang' } });
    simulator.fault({
      match: { path: '/products' },
      skip: 6,
      times: 1,
      effect: { type: 'beforeAnswer', run: () => simulator.expireTokens() },
    });
    // Records edited and sold while the listing runs: they come again at the end, in their final state.
    simulator.fault({
      match: { path: '/products' },
      skip: 7,
      times: 1,
      effect: { type: 'beforeAnswer', run: () => simulator.churn({ editProducts: 4, newInvoices: 3 }) },
    });
    simulator.fault({
      match: { path: '/invoices' },
      skip: 12,
      times: 1,
      // Invoices moved along (their customers' totals with them); new sales would move stock already synced.
      effect: { type: 'beforeAnswer', run: () => simulator.churn({ editInvoices: 3 }) },
    });
    const results = await runAll(store);
    expectSucceeded(results);
    await expectSameAsKiotViet(store);
    const http = (type: SyncDataType) =>
      results.find((result) => result.history.dataType === type)?.history.rawJson.http as Record<
        string,
        number
      >;
    expect(http('PRODUCT').rate_limited).toBeGreaterThanOrEqual(4);
    expect(http('ORDER').server_errors).toBeGreaterThanOrEqual(3);
    expect(http('ORDER').failed).toBeGreaterThanOrEqual(1);
    expect(http('CUSTOMER').failed).toBeGreaterThanOrEqual(1);
    expect(http('ORDER').retries).toBeGreaterThanOrEqual(4);
  }, 180_000);
});

describe('a sync interrupted midway', () => {
  let store: StoreContext;
  beforeAll(async () => {
    store = await createStoreContext();
    await store.connect();
    expectSucceeded(await runAll(store, store.ctx.sync, ['CATEGORY']));
  }, 90_000);
  afterAll(() => store?.close());

  it('resumes from its last page after the process died, taking the lease over once it expired', async () => {
    const { simulator, fx, ctx } = store;
    const stop = new AbortController();
    // The process "dies" while KiotViet answers the third page of products.
    simulator.fault({
      match: { path: '/products' },
      skip: 2,
      times: 1,
      effect: { type: 'beforeAnswer', run: () => stop.abort(new Error('killed')) },
    });
    const interrupted = await ctx.sync.run({
      pharmacyId: fx.pharmacyA.id,
      dataType: 'PRODUCT',
      syncType: 'SYSTEM_SYNC',
      signal: stop.signal,
    });
    expect(interrupted.status).toBe('FAILED');
    expect(interrupted.history.rawJson.error).toMatchObject({ message: 'killed' });
    const written = await fromDatabase(ctx.deps.db, fx.pharmacyA.id, ['products']);
    // Two pages: 100 records, then 95 more (each page asks again for the last 5 of the one before).
    expect(written.products?.size).toBe(195);

    // A dead process leaves its lease behind: nobody may run until it expires.
    const leaseExpires = new Date(store.clock.now() + 60_000);
    await ctx.deps.db.insert(syncLeases).values({
      pharmacyId: fx.pharmacyA.id,
      dataType: 'PRODUCT',
      holder: 'dead-process',
      acquiredAt: new Date(store.clock.now()),
      expiresAt: leaseExpires,
    });
    const restarted = createSyncEngine(ctx.deps);
    const early = await restarted
      .run({ pharmacyId: fx.pharmacyA.id, dataType: 'PRODUCT', syncType: 'SYSTEM_SYNC' })
      .catch((error: unknown) => error);
    expect(early).toBeInstanceOf(AppError);
    expect((early as AppError).code).toBe('SYNC_IN_PROGRESS');

    store.clock.advance(61_000);
    simulator.churn({ editProducts: 3, deleteProducts: 1 });
    const resumed = await restarted.run({
      pharmacyId: fx.pharmacyA.id,
      dataType: 'PRODUCT',
      syncType: 'SYSTEM_SYNC',
    });
    expect(resumed.status).toBe('SUCCESS');
    expect(resumed.history.rawJson).toMatchObject({ mode: 'FULL', resumed: true });
    // It read from where the interrupted run stopped, not from the start.
    expect(resumed.history.rawJson.records_read).toBeLessThan(240 - 100);
    await expectSameAsKiotViet(store, ['products']);
    const leases = await ctx.deps.db
      .select()
      .from(syncLeases)
      .where(eq(syncLeases.pharmacyId, fx.pharmacyA.id));
    expect(leases).toEqual([]);
  }, 120_000);
});

describe('a sync killed at any page', () => {
  let store: StoreContext;
  beforeAll(async () => {
    store = await createStoreContext();
    await store.connect();
    expectSucceeded(await runAll(store, store.ctx.sync, ['BRANCH', 'CATEGORY', 'PRODUCT']));
  }, 90_000);
  afterAll(() => store?.close());

  it.each([
    ['ORDER', '/invoices', 0],
    ['ORDER', '/invoices', 17],
    ['CUSTOMER', '/customers', 1],
  ] as const)(
    '%s killed reading %s at page %i, then restarted, ends exact with no duplicate',
    async (dataType, path, page) => {
      const { simulator, fx, ctx } = store;
      const stop = new AbortController();
      simulator.fault({
        match: { path },
        skip: page,
        times: 1,
        effect: { type: 'beforeAnswer', run: () => stop.abort(new Error('killed')) },
      });
      const request = { pharmacyId: fx.pharmacyA.id, dataType, syncType: 'SYSTEM_SYNC' as const };
      // A full read, so that every page number exists (an incremental one has a page or two).
      const killed = await createSyncEngine(ctx.deps).run({ ...request, full: true, signal: stop.signal });
      expect(killed.status).toBe('FAILED');
      // Meanwhile the store lives on.
      store.clock.advance(30_000);
      simulator.churn(
        dataType === 'ORDER'
          ? { newInvoices: 4, editInvoices: 2 }
          : { newCustomers: 1, editCustomers: 2, deleteCustomers: 1 },
      );
      const restarted = await createSyncEngine(ctx.deps).run(request);
      expect(restarted.status).toBe('SUCCESS');
      expect(restarted.history.rawJson.resumed).toBe(true);
      const kind = dataType === 'ORDER' ? 'invoices' : 'customers';
      await expectSameAsKiotViet(store, [kind]);
      // The unique keys hold every record once; the counts say the same.
      const { rows } = await ctx.deps.db.execute<{ n: number; distinct_ids: number }>(
        sql`select count(*)::int as n, count(distinct kiotviet_id)::int as distinct_ids
        from ${sql.raw(dataType === 'ORDER' ? 'sales_orders' : 'customers')} where pharmacy_id = ${fx.pharmacyA.id}`,
      );
      expect(rows[0]?.n).toBe(rows[0]?.distinct_ids);
    },
    120_000,
  );
});

describe('two server processes', () => {
  let store: StoreContext;
  beforeAll(async () => {
    store = await createStoreContext();
    await store.connect();
  }, 90_000);
  afterAll(() => store?.close());

  it('racing for one pharmacy’s customers: one runs, the other is told a sync is under way', async () => {
    const first = createSyncEngine(store.ctx.deps);
    const second = createSyncEngine(store.ctx.deps);
    const request = {
      pharmacyId: store.fx.pharmacyA.id,
      dataType: 'CUSTOMER' as const,
      syncType: 'SYSTEM_SYNC' as const,
    };
    const outcomes = await Promise.allSettled([first.run(request), second.run(request)]);
    const ran = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(ran).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(((refused[0] as PromiseRejectedResult).reason as AppError).code).toBe('SYNC_IN_PROGRESS');
    const history = await store.ctx.deps.db
      .select()
      .from(syncHistory)
      .where(eq(syncHistory.pharmacyId, store.fx.pharmacyA.id));
    expect(history.filter((row) => row.dataType === 'CUSTOMER')).toHaveLength(1);
    await expectSameAsKiotViet(store, ['customers']);
  }, 90_000);

  it('keep the store’s GET budget across a restart instead of starting a fresh hour', async () => {
    const budget = async () =>
      (await store.ctx.deps.db.execute<{ tokens: number }>(sql`select tokens from kiotviet_budgets`)).rows[0]
        ?.tokens;
    const request = {
      pharmacyId: store.fx.pharmacyA.id,
      dataType: 'BRANCH' as const,
      syncType: 'MANUAL_SYNC' as const,
    };
    const before = await budget();
    expect(before).toBeDefined();
    expect(before).toBeLessThan(100);
    // A new engine is a restarted process: it loads the saved state.
    const result = await createSyncEngine(store.ctx.deps).run(request);
    expect(result.status).toBe('SUCCESS');
    const gets = result.history.rawJson.requests as number;
    expect(gets).toBeGreaterThan(0);
    const after = await budget();
    // What the earlier runs spent stays spent (a fresh budget would be back at 100 minus this run's calls).
    expect(after).toBeCloseTo((before as number) - gets, 0);
  }, 60_000);
  it('share the schedule: each connection gets one pass per 12 hours, once after a downtime, never piled up', async () => {
    const pharmacyId = store.fx.pharmacyA.id;
    const schedulers = [createSyncEngine(store.ctx.deps), createSyncEngine(store.ctx.deps)].map((engine) =>
      createScheduler(store.ctx.deps, engine, { intervalHours: 12 }),
    );
    const passes = async () =>
      (await Promise.all(schedulers.map((scheduler) => scheduler.tick()))).reduce((a, b) => a + b);
    const systemRuns = async () =>
      (
        await store.ctx.deps.db.select().from(syncHistory).where(eq(syncHistory.pharmacyId, pharmacyId))
      ).filter((row) => row.syncType === 'SYSTEM_SYNC').length;

    const before = await systemRuns();
    expect(await passes()).toBe(1);
    const afterFirst = await systemRuns();
    expect(afterFirst - before).toBe(5);
    expect(await passes()).toBe(0);
    store.clock.advance(11 * 3_600_000);
    expect(await passes()).toBe(0);
    store.clock.advance(1 * 3_600_000);
    expect(await passes()).toBe(1);
    // Three days down: one pass on the way back, not six.
    store.clock.advance(72 * 3_600_000);
    expect(await passes()).toBe(1);
    expect(await passes()).toBe(0);
    expect(await systemRuns()).toBe(afterFirst + 10);
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
  }, 120_000);
});
