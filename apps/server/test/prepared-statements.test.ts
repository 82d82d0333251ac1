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
