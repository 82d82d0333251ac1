import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { purchaseOrders } from '../src/db/schema';
import {
  anotherProcess,
  client,
  createTestContext,
  expectEnvelope,
  type Fixtures,
  seedFixtures,
  type TestContext,
} from './helpers';

/**
 * The pager (src/db/paging.ts) through the lists that use it: cursors, page numbers answered from remembered
 * boundaries, totals, and what a client may not do with a cursor. Large lists and the estimate are in
 * ci-data.test.ts.
 */

let ctx: TestContext;
let fx: Fixtures;
let api: ReturnType<typeof client>;

/** 24 orders of pharmacy A a few days before the test clock; three share one millisecond. */
async function insertOrders() {
  const rows = Array.from({ length: 21 }, (_, i) => ({
    number: `DH-20250610-${String(i + 10).padStart(4, '0')}`,
    at: `2025-06-10 ${String(1 + (i % 20)).padStart(2, '0')}:${String(i).padStart(2, '0')}:00+00`,
  }));
  // Within one millisecond, and in an order the order numbers contradict: a cursor that kept only milliseconds
  // would skip or repeat these.
  rows.push(
    { number: 'DH-20250611-0001', at: '2025-06-11 09:00:00.123900+00' },
    { number: 'DH-20250611-0003', at: '2025-06-11 09:00:00.123500+00' },
    { number: 'DH-20250611-0002', at: '2025-06-11 09:00:00.123100+00' },
  );
  for (const row of rows) {
    await ctx.deps.db.execute(sql`insert into ${purchaseOrders}
      (pharmacy_id, order_number, distributor_id, status, total_amount, created_at, updated_at)
      values (${fx.pharmacyA.id}, ${row.number}, ${fx.internalA.id}, 'pending', 1000, ${row.at}, ${row.at})`);
  }
}

/** The order every list page must agree with. */
async function truth(): Promise<string[]> {
  const result = await ctx.deps.db.execute<{ id: string }>(
    sql`select id from ${purchaseOrders} where pharmacy_id = ${fx.pharmacyA.id} order by created_at desc, order_number desc`,
  );
  return result.rows.map((row) => row.id);
}

const ids = (body: { data: { id: string }[] }) => body.data.map((row) => row.id);

/** An order of one line through the API, by the caller `as`. */
const newOrder = (as: ReturnType<typeof client>, batch: string) =>
  as.post('/api/import-orders', {
    distributor_id: fx.internalA.id,
    items: [
      {
        product_id: fx.ownA.id,
        quantity_ordered: 1,
        unit_price: 1_000,
        batch_number: batch,
        expiry_date: '2027-01-31',
      },
    ],
  });

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await seedFixtures(ctx.deps);
  await insertOrders();
  api = client(ctx.app);
  await api.login('alice', fx.password);
});
afterAll(() => ctx?.close());

describe('cursors', () => {
  it('walks every order once, newest first, down to the microsecond', async () => {
    const expected = await truth();
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await api.get(`/api/import-orders?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      pages += 1;
      expect(res.body.page).toBe(pages);
      expect(res.body.total).toBe(expected.length);
      expect(res.body.total_exact).toBe(true);
      seen.push(...ids(res.body));
      cursor = res.body.next_cursor;
    } while (cursor && pages < 100);
    expect(seen).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 2));
  });

  it('pages suppliers, categories and products the same way', async () => {
    for (const path of ['/api/v1/distributors?limit=1', '/api/categories?limit=1', '/api/products?limit=1']) {
      const all = await api.get(`${path.replace('limit=1', 'limit=100')}`);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await api.get(`${path}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.status).toBe(200);
        seen.push(...ids(res.body));
        cursor = res.body.next_cursor;
      } while (cursor && seen.length < 100);
      expect(seen).toEqual(ids(all.body));
      expect(seen.length).toBe(all.body.total);
    }
  });

  it('answers 400 (never 500) for a cursor that is not one of ours, or belongs to other filters', async () => {
    const first = await api.get('/api/import-orders?limit=2');
    const cursor: string = first.body.next_cursor;
    const [page, tag, micros, number] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const bad of [
      'not-base64-json',
      forged({ page, tag }),
      forged([page, tag, micros]),
      forged([page, tag, '2025-06-10T10:00:00Z', number]),
      forged([page, tag, micros, 'DH\u0000']),
      forged([1, tag, micros, number]),
      forged([page, tag, 1_750_000_000_000_000, number]),
      forged([page, tag, '123456789012345678901', number]),
      forged([page, tag, micros, { number }]),
    ]) {
      const res = await api.get(`/api/import-orders?limit=2&cursor=${bad}`);
      expect(res.status).toBe(400);
      expectEnvelope(res.body);
      expect(res.body.details).toEqual({ cursor: 'Con trỏ trang không hợp lệ' });
    }
    const otherFilter = await api.get(`/api/import-orders?limit=2&statuses=pending&cursor=${cursor}`);
    expect(otherFilter.status).toBe(400);
    expect(otherFilter.body.details.cursor).toMatch(/bộ lọc khác/);
    const otherList = await api.get(`/api/products?limit=2&cursor=${cursor}`);
    expect(otherList.status).toBe(400);
  });
});

describe('page numbers', () => {
  it('answer the rows an offset would, whichever page comes first', async () => {
    const expected = await truth();
    // 5 and 9 have no boundary yet, 6 continues from 5, 4 lies before every known one, 8 seeks from 7.
    for (const page of [5, 6, 4, 9, 1, 8, 3]) {
      const res = await api.get(`/api/import-orders?limit=3&page=${page}`);
      expect(res.status).toBe(200);
      expect(res.body.page).toBe(page);
      expect(ids(res.body), `page ${page}`).toEqual(expected.slice((page - 1) * 3, page * 3));
      expect(res.body.next_cursor === null).toBe(page * 3 >= expected.length);
    }
    const past = await api.get('/api/import-orders?limit=3&page=40');
    expect(past.body.data).toEqual([]);
    expect(past.body.total).toBe(expected.length);
    expect(past.body.next_cursor).toBeNull();
  });

  it('re-align after a new order', async () => {
    for (const page of [1, 2, 3]) await api.get(`/api/import-orders?limit=3&page=${page}`);
    const created = await api.post('/api/import-orders', {
      distributor_id: fx.internalA.id,
      items: [
        {
          product_id: fx.ownA.id,
          quantity_ordered: 1,
          unit_price: 1_000,
          batch_number: 'PG-NEW',
          expiry_date: '2027-01-31',
        },
      ],
    });
    expect(created.status).toBe(201);
    const expected = await truth();
    expect(expected[0]).toBe(created.body.data.id);
    for (const page of [2, 3]) {
      const res = await api.get(`/api/import-orders?limit=3&page=${page}`);
      expect(ids(res.body), `page ${page}`).toEqual(expected.slice((page - 1) * 3, page * 3));
    }
  });
});

describe('statements per page', () => {
  /** The statements sent through the app's pool while `work` runs. */
  async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    const texts: string[] = [];
    // drizzle's handle on the pool it was made with (not in its declared type).
    const pool = (ctx.deps.db as unknown as { $client: Pool }).$client;
    const query = pool.query;
    const spy = vi.spyOn(pool, 'query').mockImplementation(function (this: typeof pool, ...args: unknown[]) {
      const first = args[0] as string | { text?: string };
      texts.push(typeof first === 'string' ? first : (first.text ?? ''));
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query);
    try {
      await work();
    } finally {
      spy.mockRestore();
    }
    return texts;
  }

  it('a page is the session check and one statement, which reads the count and the list state with the rows', async () => {
    await api.get('/api/import-orders?limit=4&page=1');
    for (const page of [1, 2]) {
      const texts = await statementsOf(() => api.get(`/api/import-orders?limit=4&page=${page}`));
      expect(texts, `page ${page}`).toHaveLength(2);
      expect(texts[1]).toContain('list_versions');
    }
  });

  it('a remembered boundary moved by a write is not used: the page is read again from the database', async () => {
    for (const page of [1, 2, 3]) await api.get(`/api/import-orders?limit=4&page=${page}`);
    // Another process's write: only the scope's version says so.
    const b = client(anotherProcess(ctx));
    b.setToken(api.token);
    expect((await newOrder(b, 'SP-1')).status).toBe(201);
    const expected = await truth();
    let res: Awaited<ReturnType<typeof api.get>> | undefined;
    const texts = await statementsOf(async () => {
      res = await api.get('/api/import-orders?limit=4&page=3');
    });
    expect(ids(res?.body)).toEqual(expected.slice(8, 12));
    // The session, the page from the stale boundary, then the boundary found afresh and the page from it.
    expect(texts).toHaveLength(4);
  });
});

describe('several server processes on one database', () => {
  it('a page from one process, orders added on another, the next page from a third: no order skipped', async () => {
    const [b, c] = [client(anotherProcess(ctx)), client(anotherProcess(ctx))];
    // The same sign-in works on every process: sessions live in the database.
    for (const other of [b, c]) other.setToken(api.token);
    // Each has learnt where pages 2 to 4 begin.
    for (const process of [api, b, c]) {
      for (const page of [1, 2, 3, 4]) await process.get(`/api/import-orders?limit=3&page=${page}`);
    }
    const first = await api.get('/api/import-orders?limit=3&page=1');
    for (const batch of ['MP-1', 'MP-2', 'MP-3']) expect((await newOrder(b, batch)).status).toBe(201);
    const expected = await truth();
    const second = await c.get('/api/import-orders?limit=3&page=2');
    const third = await api.get('/api/import-orders?limit=3&page=3');
    expect(ids(second.body)).toEqual(expected.slice(3, 6));
    expect(ids(third.body)).toEqual(expected.slice(6, 9));
    // Page 1 as it was, then pages 2 and 3 as they are: the three new orders pushed page 1's rows down.
    expect(ids(second.body)).toEqual(ids(first.body));
  });

  it('every process answers the same estimated total for a large list', async () => {
    const b = client(anotherProcess(ctx));
    b.setToken(api.token);
    const insert = (count: number, day: string) =>
      ctx.deps.db.execute(sql`insert into ${purchaseOrders}
        (pharmacy_id, order_number, distributor_id, status, total_amount, created_at, updated_at)
        select ${fx.pharmacyA.id}, ${`DH-${day}-`} || lpad(n::text, 4, '0'), ${fx.internalA.id}, 'pending', 1000,
          ${`2025-05-${day.slice(-2)} 08:00:00+00`}::timestamptz + n * interval '1 second',
          ${`2025-05-${day.slice(-2)} 08:00:00+00`}::timestamptz
        from generate_series(1, ${count}) as n`);
    await insert(1_200, '20250501');
    await ctx.deps.db.execute(sql`analyze ${purchaseOrders}`);
    const estimated = await api.get('/api/import-orders?limit=20&page=1');
    expect(estimated.body.total_exact).toBe(false);
    // The table grows behind the planner's back: a new plan would now say otherwise.
    await insert(3_000, '20250502');
    await ctx.deps.db.execute(sql`analyze ${purchaseOrders}`);
    const elsewhere = await b.get('/api/import-orders?limit=20&page=2');
    expect(elsewhere.body.total).toBe(estimated.body.total);
    // A write through the API retires it on every process: both answer the new estimate.
    expect((await newOrder(api, 'MP-4')).status).toBe(201);
    const renewed = await b.get('/api/import-orders?limit=20&page=1');
    expect(renewed.body.total).toBeGreaterThan(estimated.body.total + 2_000);
    expect((await api.get('/api/import-orders?limit=20&page=3')).body.total).toBe(renewed.body.total);
  });
});
