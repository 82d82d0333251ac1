import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryLots } from '../src/db/schema';
import { client, createTestContext, type Fixtures, seedFixtures, type TestContext } from './helpers';

/*
 * Two orders bring the same new lot with different expiries and are received at the same moment. Exactly one may
 * stock the lot; the other must be refused (409) and stay shipped, whatever the engine. PGlite serialises every
 * query, so only PostgreSQL (a pool of several connections) can really interleave the two transactions.
 */

let ctx: TestContext;
let fx: Fixtures;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await seedFixtures(ctx.deps);
  api = client(ctx.app);
  await api.login('alice', fx.password);
});
afterAll(() => ctx?.close());

/** A shipped batch order of one new lot of the pharmacy's own product. */
async function shippedOrder(batch: string, expiry: string, quantity: number): Promise<string> {
  const created = await api.post('/api/import-orders', {
    distributor_id: fx.internalA.id,
    items: [
      {
        product_id: fx.ownA.id,
        quantity_ordered: quantity,
        unit_price: 30_000,
        batch_number: batch,
        expiry_date: expiry,
      },
    ],
  });
  expect(created.status).toBe(201);
  const path = `/api/import-orders/${created.body.data.id}/status`;
  expect((await api.patch(path, { status: 'approved' })).status).toBe(200);
  expect((await api.patch(path, { status: 'shipped' })).status).toBe(200);
  return created.body.data.id;
}

async function lotRows(batchKey: string) {
  return ctx.deps.db
    .select()
    .from(inventoryLots)
    .where(and(eq(inventoryLots.pharmacyId, fx.pharmacyA.id), eq(inventoryLots.batchKey, batchKey)));
}

/** One receive wins and stocks its own expiry and quantity; the other is a 409 and its order stays shipped. */
async function expectOneWinner(
  orders: { id: string; expiry: string; quantity: number }[],
  results: { status: number; body: { error?: string } }[],
  batchKey: string,
) {
  expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  const loser = results.findIndex((r) => r.status === 409);
  expect(results[loser]?.body.error).toBe('LOT_EXPIRY_CONFLICT');
  const winner = orders[1 - loser];
  const lots = await lotRows(batchKey);
  expect(lots.map((lot) => [lot.onHand, lot.expiryDate])).toEqual([[winner?.quantity, winner?.expiry]]);
  const loserOrder = await api.get(`/api/import-orders/${orders[loser]?.id}`);
  expect(loserOrder.body.data.status).toBe('shipped');
  expect(loserOrder.body.data.allowed_transitions).toContain('cancelled');
}

describe('receiving one new lot with two expiries at the same moment', () => {
  it('stocks it once, under one expiry, and refuses the other receipt (any engine)', async () => {
    const orders = [
      { id: await shippedOrder('RACE-ANY', '2027-01-31', 4), expiry: '2027-01-31', quantity: 4 },
      { id: await shippedOrder('RACE-ANY', '2027-06-30', 6), expiry: '2027-06-30', quantity: 6 },
    ];
    const results = await Promise.all(orders.map((o) => api.post(`/api/import-orders/${o.id}/receive`)));
    await expectOneWinner(orders, results, 'race-any');
  });

  // Deterministic interleaving: a third connection inserts the same lot and holds it uncommitted, so both receipts
  // pass every check (the lot is not visible yet) and then wait on the lot's unique index. Once both wait, the
  // blocker rolls back and the two transactions proceed against each other.
  it.runIf(process.env.DATABASE_URL)(
    'on PostgreSQL, two transactions that both passed the lot check cannot merge the expiries',
    async () => {
      const url = ctx.databaseUrl;
      if (!url) throw new Error('PostgreSQL test without a database URL');
      const orders = [
        { id: await shippedOrder('RACE-PG', '2027-01-31', 4), expiry: '2027-01-31', quantity: 4 },
        { id: await shippedOrder('RACE-PG', '2027-06-30', 6), expiry: '2027-06-30', quantity: 6 },
      ];
      const blocker = new pg.Client({ connectionString: url });
      const watcher = new pg.Client({ connectionString: url });
      await blocker.connect();
      await watcher.connect();
      try {
        await blocker.query('begin');
        await blocker.query(
          `insert into inventory_lots (pharmacy_id, product_id, batch_number, batch_key, expiry_date, on_hand)
           values ($1, $2, 'RACE-PG', 'race-pg', '2030-01-01', 1)`,
          [fx.pharmacyA.id, fx.ownA.id],
        );
        const receipts = Promise.all(orders.map((o) => api.post(`/api/import-orders/${o.id}/receive`)));
        // Both receipts are inside their transactions, past the check, waiting on the blocker's row.
        const deadline = Date.now() + 30_000;
        for (;;) {
          const { rows } = await watcher.query<{ waiting: number }>(
            `select count(*)::int as waiting from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
          );
          if (rows[0]?.waiting === 2) break;
          if (Date.now() > deadline) throw new Error(`receipts never both waited (${rows[0]?.waiting})`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await blocker.query('rollback');
        await expectOneWinner(orders, await receipts, 'race-pg');
      } finally {
        await blocker.end();
        await watcher.end();
      }
    },
  );
});
