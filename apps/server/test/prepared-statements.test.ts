import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, createTestContext, type Fixtures, seedFixtures, type TestContext } from './helpers';

/**
 * Hot paths run as named prepared statements (the session lookup, the order drawer, the product detail). On PGlite
 * every connection reaches one session, and `pg` replaces its connection after any failed statement: the statements
 * must still work after one.
 */

let ctx: TestContext;
let fx: Fixtures;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await seedFixtures(ctx.deps);
});
afterAll(() => ctx?.close());

it('keeps answering through prepared statements after a statement failed in the database', async () => {
  const api = client(ctx.app);
  await api.login('alice', fx.password);
  const product = `/api/products/${fx.ownA.id}`;
  expect((await api.get(product)).status).toBe(200);

  // The database refuses the NUL character (the API answers 400): that statement fails on the pool's connection.
  const refused = await api.get('/api/products?search=a%00b');
  expect(refused.status).toBe(400);

  expect((await api.get(product)).status).toBe(200);
  // A new sign-in: its first request looks the session up through the prepared session query.
  const second = client(ctx.app);
  await second.login('alice', fx.password);
  expect((await second.get('/api/v1/auth/me')).status).toBe(200);
  expect((await second.get(product)).status).toBe(200);
});

it('names every statement with parameters after its text, and leaves those without (migrations) unnamed', async () => {
  // drizzle's handle on the pool it runs on.
  const pool = (ctx.deps.db as unknown as { $client: import('pg').Pool }).$client;
  const connection = await pool.connect();
  try {
    const text = 'select $1::int + 1 as next /* prepared-statements.test */';
    for (const n of [1, 2]) {
      // As drizzle sends it: a query config, then the values.
      const { rows } = await connection.query({ text }, [n]);
      expect(rows[0]?.next).toBe(n + 1);
    }
    // Two commands in one text, without parameters: only an unnamed simple query may hold them.
    await connection.query('select 1; select 2');
    const { rows } = await connection.query<{ name: string; statement: string }>(
      `select name, statement from pg_prepared_statements where statement like '%prepared-statements.test%'
        and statement not like '%pg_prepared_statements%'`,
    );
    expect(rows).toEqual([{ name: expect.stringMatching(/^s[\w-]{24}$/), statement: text }]);
  } finally {
    connection.release();
  }
});
