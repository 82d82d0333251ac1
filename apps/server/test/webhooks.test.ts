import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SyncDataType } from '../src/db/schema';
import * as schema from '../src/db/schema';
import { client } from './helpers';
import { createStoreContext, type StoreContext } from './kiotviet';
import { expectSameAsStore, fromDatabase } from './store-checksums';

/**
 * KiotViet's webhooks, end to end on a real socket: the server registers them with the store when the connection is
 * connected, the simulated store POSTs its changes, and they reach the portal without a sync. Refused: a wrong
 * signature, an unknown address, a malformed body, another store's records; a notification sent twice is applied
 * once; a pharmacy's address never changes another pharmacy's data.
 */

const ALL: SyncDataType[] = ['BRANCH', 'CATEGORY', 'PRODUCT', 'CUSTOMER', 'ORDER'];

// Each test waits for work the server does in the background (settled: up to 60 s), which a loaded 2-core machine
// has taken more than the suite's 20 s per test to finish (CI, on PostgreSQL at load 11).
describe('KiotViet webhooks', { timeout: 90_000 }, () => {
  let store: StoreContext;
  let other: ReturnType<typeof client>;
  let address: string;

  /** A pharmacy's webhook key and secret, as registered. */
  async function registration(pharmacyId: string) {
    const [row] = await store.ctx.deps.db
      .select()
      .from(schema.kiotvietWebhooks)
      .where(eq(schema.kiotvietWebhooks.pharmacyId, pharmacyId));
    if (!row) throw new Error('not registered');
    return { ...row, secret: store.ctx.deps.posSecrets.open(row.secretEncrypted) };
  }

  /** POSTs a body to an address, signed with `secret` as KiotViet signs (undefined: no signature). */
  async function post(path: string, body: string, secret: string | undefined) {
    const answer = await fetch(`${address}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(secret
          ? { 'X-Hub-Signature': `sha1=${createHmac('sha256', secret).update(body).digest('hex')}` }
          : {}),
      },
      body,
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  }

  const pending = async () =>
    (
      await store.ctx.deps.db.execute<{ n: number }>(
        sql`select count(*)::int as n from kiotviet_webhook_events where processed_at is null`,
      )
    ).rows[0]?.n;

  /** Waits until every notification the stores sent has been received and applied. */
  async function settled() {
    await Promise.all(store.stores.map((simulator) => simulator.webhooks.idle()));
    await vi.waitFor(async () => expect(await pending()).toBe(0), { timeout: 60_000, interval: 100 });
  }

  /** Waits for the pass connecting starts: every kind of it ran, and succeeded. */
  async function firstPass(pharmacyId: string) {
    const runs = async () =>
      await store.ctx.deps.db
        .select()
        .from(schema.syncHistory)
        .where(eq(schema.syncHistory.pharmacyId, pharmacyId));
    await vi.waitFor(
      async () => expect((await runs()).map((run) => run.dataType).sort()).toEqual([...ALL].sort()),
      {
        timeout: 180_000,
        interval: 250,
      },
    );
    for (const run of await runs()) expect(run.status, run.dataType).toBe('SUCCESS');
  }

  beforeAll(async () => {
    store = await createStoreContext({
      otherStores: [
        { seed: 8, retailer: 'nhathuockhac', clientId: 'client-khac', clientSecret: 'secret-khac' },
      ],
    });
    address = await store.listen();
    // Connecting registers the webhooks and starts the first pass in the background.
    const id = await store.connect();
    const connected = await store.api.post('/api/kiotviet2/connect-to-kiotviet', { id });
    expect(connected.status, connected.text).toBe(200);
    await firstPass(store.fx.pharmacyA.id);
    // Pharmacy B connects to the other store.
    const [, second] = store.stores;
    other = client(store.ctx.app);
    await other.login('bob', store.fx.password);
    const created = await other.post('/api/pos-settings', {
      username: second?.credentials.clientId,
      password: second?.credentials.clientSecret,
      store_name: second?.credentials.retailer,
    });
    expect(created.status, created.text).toBe(201);
    const otherConnected = await other.post('/api/kiotviet2/connect-to-kiotviet', {
      id: created.body.settings.id,
    });
    expect(otherConnected.status, otherConnected.text).toBe(200);
    await firstPass(store.fx.pharmacyB.id);
  }, 240_000);
  afterAll(() => store?.close());

  it('registers one webhook per event with the store when the connection is connected', async () => {
    const mine = await registration(store.fx.pharmacyA.id);
    const prefix = `${address}/api/kiotviet/webhooks/${mine.key}`;
    expect(
      store.simulator.webhooks.registered.map((hook) => [hook.type, hook.url, hook.isActive]).sort(),
    ).toEqual(
      [
        'customer.delete',
        'customer.update',
        'invoice.update',
        'product.delete',
        'product.update',
        'stock.update',
      ]
        .map((type) => [type, `${prefix}/${type}`, true])
        .sort(),
    );
    expect(mine).toMatchObject({ url: prefix, retailerId: store.simulator.retailerId, lastError: null });
    expect(mine.hookIds).toHaveLength(6);
    expect(mine.secret).toMatch(/^[A-Za-z0-9+/]{8,}={0,2}$/);
  });

  it('brings a sale made in the store to the inventory, the order list and the customer without a sync', async () => {
    const runsBefore = (await store.ctx.deps.db.select().from(schema.syncHistory)).length;
    store.clock.advance(60_000);
    const sale = store.simulator.churn({
      newInvoices: 2,
      editCustomers: 1,
      deleteProducts: 1,
      newProducts: 1,
    });
    await settled();
    await expectSameAsStore(store.ctx.deps.db, store.fx.pharmacyA.id, store.simulator, [
      'products',
      'invoices',
      'customers',
    ]);
    const orders = await fromDatabase(store.ctx.deps.db, store.fx.pharmacyA.id, ['invoices']);
    for (const id of sale.invoices.created) expect(orders.invoices?.has(id)).toBe(true);
    // No sync ran: the notifications did it.
    expect((await store.ctx.deps.db.select().from(schema.syncHistory)).length).toBe(runsBefore);
  });

  it('applies a notification KiotViet sends twice once, and answers the second as a duplicate', async () => {
    const mine = await registration(store.fx.pharmacyA.id);
    const product = store.simulator.data.products.get(5);
    const body = JSON.stringify({
      Id: 'same-notification-1',
      Attempt: 1,
      Notifications: [{ Action: 'product.update.1', Data: [{ Id: product?.id, Code: product?.code }] }],
    });
    const path = `/api/kiotviet/webhooks/${mine.key}/product.update`;
    expect(await post(path, body, mine.secret)).toEqual({ status: 200, body: { status: 'accepted' } });
    expect(await post(path, body, mine.secret)).toEqual({ status: 200, body: { status: 'duplicate' } });
    await settled();
    const stored = await store.ctx.deps.db
      .select()
      .from(schema.kiotvietWebhookEvents)
      .where(eq(schema.kiotvietWebhookEvents.notificationId, 'same-notification-1'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ attempts: 1, error: null });
  });

  it('refuses a wrong or missing signature, an unknown address and a malformed body, storing nothing', async () => {
    const mine = await registration(store.fx.pharmacyA.id);
    const path = `/api/kiotviet/webhooks/${mine.key}/product.delete`;
    const body = JSON.stringify({ RemoveId: [store.simulator.data.products.idOf(7)] });
    const count = async () => (await store.ctx.deps.db.select().from(schema.kiotvietWebhookEvents)).length;
    const before = await count();
    expect(await post(path, body, 'not the secret')).toMatchObject({
      status: 401,
      body: { error: 'WEBHOOK_SIGNATURE' },
    });
    expect(await post(path, body, undefined)).toMatchObject({ status: 401 });
    expect(
      await post(`/api/kiotviet/webhooks/${'x'.repeat(32)}/product.delete`, body, mine.secret),
    ).toMatchObject({
      status: 404,
      body: { error: 'WEBHOOK_UNKNOWN' },
    });
    expect((await post(`/api/kiotviet/webhooks/${mine.key}/sale.happened`, body, mine.secret)).status).toBe(
      400,
    );
    expect(await post(path, '{"RemoveId": [1,', mine.secret)).toMatchObject({ status: 400 });
    expect(await post(path, '{"Something":"else"}', mine.secret)).toMatchObject({
      status: 400,
      body: { error: 'WEBHOOK_MALFORMED' },
    });
    expect(await post(path, '[1,2,3]', mine.secret)).toMatchObject({ status: 400 });
    expect(await count()).toBe(before);
    // Nothing was deleted.
    const products = await fromDatabase(store.ctx.deps.db, store.fx.pharmacyA.id, ['products']);
    expect(products.products?.has(store.simulator.data.products.idOf(7))).toBe(true);
  });

  it('refuses records of another store (their RetailerId), with 403', async () => {
    const mine = await registration(store.fx.pharmacyA.id);
    const body = JSON.stringify({
      Id: 'other-retailer-1',
      Attempt: 1,
      Notifications: [{ Action: 'customer.update', Data: [{ Id: 4_000_001, RetailerId: 999_999 }] }],
    });
    expect(await post(`/api/kiotviet/webhooks/${mine.key}/customer.update`, body, mine.secret)).toMatchObject(
      {
        status: 403,
        body: { error: 'WEBHOOK_OTHER_STORE' },
      },
    );
  });

  it('changes only the pharmacy whose address it reached: another pharmacy’s secret or address changes nothing', async () => {
    const mine = await registration(store.fx.pharmacyA.id);
    const theirs = await registration(store.fx.pharmacyB.id);
    // Both stores number their products alike: the same id is a product of each pharmacy.
    const id = store.simulator.data.products.idOf(11);
    const has = async (pharmacyId: string) =>
      (await fromDatabase(store.ctx.deps.db, pharmacyId, ['products'])).products?.has(id);
    expect(await has(store.fx.pharmacyA.id)).toBe(true);
    expect(await has(store.fx.pharmacyB.id)).toBe(true);
    const body = JSON.stringify({ RemoveId: [id] });
    // B's address with A's secret: refused.
    expect(
      (await post(`/api/kiotviet/webhooks/${theirs.key}/product.delete`, body, mine.secret)).status,
    ).toBe(401);
    // B's address, B's secret: B's product goes, A's stays.
    expect(
      (await post(`/api/kiotviet/webhooks/${theirs.key}/product.delete`, body, theirs.secret)).status,
    ).toBe(200);
    await settled();
    expect(await has(store.fx.pharmacyB.id)).toBe(false);
    expect(await has(store.fx.pharmacyA.id)).toBe(true);
  });

  it('answers at once and applies later when KiotViet cannot be read meanwhile', async () => {
    const mine = await registration(store.fx.pharmacyA.id);
    const product = store.simulator.data.products.get(20);
    store.simulator.fault({
      match: { path: `/products/${product?.id}` },
      times: 50,
      effect: { type: 'status', status: 503 },
    });
    const body = JSON.stringify({
      Id: 'while-down-1',
      Attempt: 1,
      Notifications: [{ Action: 'stock.update', Data: [{ ProductId: product?.id, OnHand: 1 }] }],
    });
    expect((await post(`/api/kiotviet/webhooks/${mine.key}/stock.update`, body, mine.secret)).status).toBe(
      200,
    );
    const event = async () =>
      (
        await store.ctx.deps.db
          .select()
          .from(schema.kiotvietWebhookEvents)
          .where(eq(schema.kiotvietWebhookEvents.notificationId, 'while-down-1'))
      )[0];
    await vi.waitFor(async () => expect((await event())?.error).toContain('503'), {
      timeout: 60_000,
      interval: 100,
    });
    expect((await event())?.processedAt).toBeNull();
    // KiotViet answers again; once the claim has expired, the scheduler's round applies it.
    store.simulator.faults.clear();
    store.clock.advance(3 * 60_000);
    await store.ctx.sync.webhooks.maintain();
    expect(await event()).toMatchObject({ attempts: 2 });
    expect((await event())?.processedAt).not.toBeNull();
  });

  it('removes the webhooks when the connection is switched off: the address is refused from then on', async () => {
    const mine = await registration(store.fx.pharmacyA.id);
    const [connection] = await store.ctx.deps.db
      .select()
      .from(schema.posConnections)
      .where(eq(schema.posConnections.pharmacyId, store.fx.pharmacyA.id));
    const off = await store.api.call('PUT', `/api/pos-settings/is-active/${connection?.id}`, {
      is_active: false,
    });
    expect(off.status, off.text).toBe(200);
    expect(store.simulator.webhooks.registered).toEqual([]);
    const body = JSON.stringify({ RemoveId: [1] });
    expect((await post(`/api/kiotviet/webhooks/${mine.key}/product.delete`, body, mine.secret)).status).toBe(
      404,
    );
    const on = await store.api.call('PUT', `/api/pos-settings/is-active/${connection?.id}`, {
      is_active: true,
    });
    expect(on.status).toBe(200);
    const again = await registration(store.fx.pharmacyA.id);
    expect(again.key).not.toBe(mine.key);
    expect(store.simulator.webhooks.registered).toHaveLength(6);
  });
});
