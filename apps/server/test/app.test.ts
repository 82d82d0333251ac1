import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { distributors, inventoryLots, pharmacies, products, purchaseOrders } from '../src/db/schema';
import { DEMO_LOGIN, demoLoginWorks, OTHER_LOGIN, seedDemoIfEmpty } from '../src/seed/demo';
import { client, createTestContext, expectEnvelope, type TestContext } from './helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('health and readiness', () => {
  it('answers liveness and readiness without a session; readiness 503 once the process is stopping', async () => {
    const anyone = client(ctx.app);
    expect(await anyone.get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await anyone.get('/api/health/ready')).toMatchObject({ status: 200, body: { status: 'ready' } });
    let stopping = false;
    const app = createApp(ctx.deps, { stopping: () => stopping });
    stopping = true;
    const draining = await client(app).get('/api/health/ready');
    expect(draining.status).toBe(503);
    expectEnvelope(draining.body);
    expect(draining.body.error).toBe('STOPPING');
    expect((await client(app).get('/api/health')).status).toBe(200);
  });

  it('readiness answers 503 when the database does not answer', async () => {
    const broken = createApp({
      ...ctx.deps,
      db: {
        execute: () => Promise.reject(new Error('connection refused')),
      } as unknown as typeof ctx.deps.db,
    });
    const res = await client(broken).get('/api/health/ready');
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('DATABASE_UNAVAILABLE');
  });
});

describe('demo data', () => {
  it('fills an empty database once, with orders in every status and lots near and past expiry', async () => {
    expect(await demoLoginWorks(ctx.deps)).toBe(false);
    expect(await seedDemoIfEmpty(ctx.deps)).toBe(true);
    expect(await demoLoginWorks(ctx.deps)).toBe(true);
    expect(await seedDemoIfEmpty(ctx.deps)).toBe(false);
    const db = ctx.deps.db;
    expect((await db.select({ value: count() }).from(pharmacies))[0]?.value).toBe(2);
    const statuses = new Set(
      (await db.select({ status: purchaseOrders.status }).from(purchaseOrders)).map((r) => r.status),
    );
    expect([...statuses].sort()).toEqual(['approved', 'cancelled', 'delivered', 'pending', 'shipped']);
    // One delivered order was received in part, so the portal's 'Nhận thiếu' shows in the demo; the others in full
    // (among them Minh Châu's second delivery, which gives the reorder suggestions a lead time from history).
    const receipts = (
      await db
        .select({ full: purchaseOrders.receivedInFull })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.status, 'delivered'))
    ).map((r) => r.full);
    expect(receipts.sort()).toEqual([false, true, true, true]);
    const types = new Set(
      (await db.select({ type: distributors.type }).from(distributors)).map((r) => r.type),
    );
    expect(types).toEqual(new Set(['PARTNER', 'INTERNAL']));
    const expiries = (await db.select({ expiry: inventoryLots.expiryDate }).from(inventoryLots)).map(
      (r) => r.expiry,
    );
    expect(expiries.some((e) => e !== null && e < '2025-06-15')).toBe(true);
    expect(expiries.some((e) => e !== null && e >= '2025-06-15' && e <= '2025-07-15')).toBe(true);
  });

  it('signs in with the printed demo login and lists purchase orders; the other pharmacy sees none of them', async () => {
    const demo = client(ctx.app);
    const { user } = await demo.login(DEMO_LOGIN.username, DEMO_LOGIN.password);
    expect(user.pharmacies[0].name).toBe('Nhà thuốc An Khang Demo');
    const orders = await demo.get('/api/import-orders');
    expect(orders.body.total).toBe(14);
    const other = client(ctx.app);
    await other.login(OTHER_LOGIN.username, OTHER_LOGIN.password);
    expect((await other.get('/api/import-orders')).body.total).toBe(0);
    expect((await other.get(`/api/import-orders/${orders.body.data[0].id}`)).status).toBe(404);
  });

  it('holds no duplicates, and every screen counts the same products', async () => {
    for (const login of [DEMO_LOGIN, OTHER_LOGIN]) {
      const api = client(ctx.app);
      const { user } = await api.login(login.username, login.password);
      const pharmacyId = user.pharmacies[0].id as string;
      const list = await api.get(`/api/products?retailer_id=${pharmacyId}&limit=200`);
      const rows = list.body.data as { code: string; name: string }[];
      const owned = await ctx.deps.db
        .select({ value: count() })
        .from(products)
        .where(eq(products.pharmacyId, pharmacyId));
      // The inventory's total is every product of the pharmacy, each once, by code and by name.
      expect(list.body.total, login.username).toBe(owned[0]?.value);
      expect(rows).toHaveLength(list.body.total);
      expect(new Set(rows.map((row) => row.code)).size, 'product codes').toBe(rows.length);
      expect(new Set(rows.map((row) => row.name.toLowerCase())).size, 'product names').toBe(rows.length);
      // Each product is found by its code, and only it (its search text names its own code).
      for (const row of rows) {
        const found = await api.get(`/api/products?retailer_id=${pharmacyId}&search=${row.code}`);
        expect(
          (found.body.data as { code: string }[]).map((hit) => hit.code),
          row.code,
        ).toEqual([row.code]);
      }
      // A branch's view lists the same products (only its stock figures differ).
      const branches = (await api.get('/api/branches')).body.branches as { id: string; name: string }[];
      expect(new Set(branches.map((branch) => branch.name)).size, 'branch names').toBe(branches.length);
      for (const branch of branches) {
        const inBranch = await api.get(
          `/api/products?retailer_id=${pharmacyId}&branch_id=${branch.id}&limit=1`,
        );
        expect(inBranch.body.total, branch.name).toBe(list.body.total);
      }
      const suppliers = (await api.get('/api/v1/distributors?limit=200')).body.data as {
        code: string;
        name: string;
      }[];
      expect(new Set(suppliers.map((supplier) => supplier.code)).size, 'supplier codes').toBe(
        suppliers.length,
      );
      expect(new Set(suppliers.map((supplier) => supplier.name)).size, 'supplier names').toBe(
        suppliers.length,
      );
    }
  });

  // A database of its own, opened inside the test: PGlite's start alone can take tens of seconds on a loaded machine.
  it('seeds all or nothing: a failure halfway leaves an empty database, and the next start seeds it', {
    timeout: 90_000,
  }, async () => {
    const fresh = await createTestContext();
    try {
      const db = fresh.deps.db;
      // The database refuses the first purchase order, long after pharmacies, suppliers and lots were written.
      await db.execute(sql`
        CREATE FUNCTION refuse_order() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'orders refused'; END $$;
        CREATE TRIGGER refuse_order BEFORE INSERT ON purchase_orders FOR EACH ROW EXECUTE FUNCTION refuse_order();
      `);
      await expect(seedDemoIfEmpty(fresh.deps)).rejects.toThrow();
      expect((await db.select({ value: count() }).from(pharmacies))[0]?.value).toBe(0);
      expect((await db.select({ value: count() }).from(inventoryLots))[0]?.value).toBe(0);
      await db.execute(sql`DROP TRIGGER refuse_order ON purchase_orders`);
      expect(await seedDemoIfEmpty(fresh.deps)).toBe(true);
      expect(await demoLoginWorks(fresh.deps)).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it('prints the demo login only while it still signs in (not after the demo password was changed)', async () => {
    const demo = client(ctx.app);
    await demo.login(DEMO_LOGIN.username, DEMO_LOGIN.password);
    const change = (from: string, to: string) =>
      demo.post('/api/v1/auth/pharmacies/change-password', {
        current_password: from,
        new_password: to,
        confirm_password: to,
      });
    expect((await change(DEMO_LOGIN.password, 'nha-thuoc-2026')).status).toBe(200);
    expect(await demoLoginWorks(ctx.deps)).toBe(false);
    expect((await change('nha-thuoc-2026', DEMO_LOGIN.password)).status).toBe(200);
    expect(await demoLoginWorks(ctx.deps)).toBe(true);
  });
});

describe('contract', () => {
  it('serves the OpenAPI 3.1 document with every product path and the bearer scheme', async () => {
    const res = await ctx.app.request('/api/openapi.json');
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/pharmacies/login',
        '/api/v1/auth/pharmacies/change-password',
        '/api/v1/auth/me',
        '/api/v1/auth/logout',
        '/api/v1/distributors',
        '/api/v1/distributors/active',
        '/api/v1/distributors/{id}',
        '/api/v1/distributors/{id}/distributor-only',
        '/api/v1/distributors/{id}/status',
        '/api/v1/distributors/sync-to-kiotviet/{id}',
        '/api/v1/distributors/sync-from-kiotviet',
        '/api/products',
        '/api/products/{id}/suggestion-days',
        '/api/categories',
        '/api/import-orders',
        '/api/import-orders/{id}',
        '/api/import-orders/{id}/status',
        '/api/import-orders/{id}/receive',
        '/api/import-orders/{id}/document-urls',
        '/api/import-orders/{id}/sync-to-kiotviet',
        '/api/v1/files/upload/single',
      ]),
    );
    expect(JSON.stringify(doc)).not.toContain('/internal/');
  });

  it('serves a self-contained reference page', async () => {
    const res = await ctx.app.request('/api/docs');
    const html = await res.text();
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('/api/openapi.json');
    expect(html).not.toMatch(/(src|href)="https?:/);
  });

  it('refuses JSON bodies over 1 MB with 413', async () => {
    const res = await ctx.app.request('/api/v1/auth/pharmacies/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(1024 * 1024), password: 'y' }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      message: 'Dữ liệu gửi lên quá lớn (tối đa 1 MB)',
      error: 'PAYLOAD_TOO_LARGE',
      details: null,
    });
  });

  it('answers unknown API paths and malformed JSON with the envelope', async () => {
    const unknown = await ctx.app.request('/api/nope');
    expect(unknown.status).toBe(404);
    expectEnvelope(await unknown.json());
    const malformed = await ctx.app.request('/api/v1/auth/pharmacies/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{bad',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      message: 'Dữ liệu gửi lên không đúng định dạng',
      error: 'BAD_REQUEST',
      details: null,
    });
    const wrongType = await ctx.app.request('/api/v1/auth/pharmacies/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'demo',
    });
    expect(wrongType.status).toBe(415);
    expectEnvelope(await wrongType.json());
  });

  it('reads a bodiless call that still declares JSON as {} (docs/product/api.md#conventions)', async () => {
    const api = client(ctx.app);
    const { token } = await api.login(DEMO_LOGIN.username, DEMO_LOGIN.password);
    const shipped = (await api.get('/api/import-orders?statuses=shipped&limit=1')).body.data[0];
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const receive = (extra: Record<string, string>) =>
      ctx.app.request(`/api/import-orders/${shipped.id}/receive`, {
        method: 'POST',
        headers: { ...headers, ...extra },
      });
    const first = await receive({});
    expect(first.status).toBe(200);
    expect(((await first.json()) as { data: { status: string } }).data.status).toBe('delivered');
    // Read as {} again (not malformed JSON): the order is already received, so the state machine answers.
    expect((await receive({ 'content-length': '0' })).status).toBe(409);
    const missing = await ctx.app.request('/api/v1/distributors', { method: 'POST', headers });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { details: unknown }).details).toEqual({
      name: 'Tên nhà cung cấp không được để trống.',
    });
  });

  it('answers 400, not 500, for text the database cannot store (NUL characters), and stores nothing', async () => {
    const api = client(ctx.app);
    await api.login(DEMO_LOGIN.username, DEMO_LOGIN.password);
    const [before] = await ctx.deps.db.select({ value: count() }).from(distributors);
    const created = await api.post('/api/v1/distributors', { name: 'Nhà cung cấp\u0000lạ' });
    expect(created.status).toBe(400);
    expect(created.body).toEqual({
      message: 'Dữ liệu chứa ký tự không hợp lệ',
      error: 'BAD_REQUEST',
      details: null,
    });
    expect((await api.get('/api/products?search=%00para')).status).toBe(400);
    const [after] = await ctx.deps.db.select({ value: count() }).from(distributors);
    expect(after).toEqual(before);
  });
});

describe('portal and admin', () => {
  it('serves the built portal with SPA fallback, but never for /api', async () => {
    const dist = join(ctx.dataDir, 'dist');
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const app = createApp({ ...ctx.deps, config: { ...ctx.deps.config, portalDist: dist } });
    expect(await (await app.request('/')).text()).toContain('id="root"');
    expect(await (await app.request('/purchase-orders?page=2')).text()).toContain('id="root"');
    expect(await (await app.request('/assets/app.js')).text()).toBe('console.log(1)');
    expect((await app.request('/api/unknown')).status).toBe(404);
    expect((await app.request('/assets/missing.js')).status).toBe(404);
  });

  it('moves a partner order through the token-guarded admin route', async () => {
    const token = Buffer.alloc(32, 7);
    const app = createApp(ctx.deps, { adminToken: token });
    const demo = client(app);
    await demo.login(DEMO_LOGIN.username, DEMO_LOGIN.password);
    const pending = (await demo.get('/api/import-orders?statuses=pending')).body.data.find(
      (o: { distributor: { type: string } }) => o.distributor.type === 'PARTNER',
    );
    const path = `/api/internal/partner/orders/${pending.order_number}/status`;
    const denied = await demo.call('POST', path, { status: 'approved' }, { 'x-admin-token': 'wrong' });
    expect(denied.status).toBe(403);
    const moved = await demo.call(
      'POST',
      path,
      { status: 'approved' },
      { 'x-admin-token': token.toString('hex') },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data.status).toBe('approved');
    const illegal = await demo.call(
      'POST',
      path,
      { status: 'delivered' },
      { 'x-admin-token': token.toString('hex') },
    );
    expect(illegal.status).toBe(409);
    const admin = { 'x-admin-token': token.toString('hex') };
    // Once it has confirmed the order, the partner too must say why it cancels.
    expect((await demo.call('POST', path, { status: 'cancelled' }, admin)).status).toBe(400);
    const cancelled = await demo.call('POST', path, { status: 'cancelled', reason: 'Hết hàng' }, admin);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status_history.at(-1)).toMatchObject({
      to_status: 'cancelled',
      reason: 'Hết hàng',
    });
    expect((await client(ctx.app).call('POST', path, { status: 'shipped' })).status).toBe(404);
  });
});
