import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { createSessionCache, SESSION_CACHE_SECONDS } from '../src/modules/auth/session-cache';
import { client, createTestContext, type Fixtures, seedFixtures, type TestContext } from './helpers';

const alice = { sessionId: 's1', userId: 'u1', userName: 'Alice', pharmacyId: 'p1' };
const aliceOther = { ...alice, sessionId: 's2' };
const bob = { sessionId: 's3', userId: 'u2', userName: 'Bob', pharmacyId: 'p1' };

describe('createSessionCache', () => {
  it('answers a session until its own expiry or the cache lifetime, whichever comes first', () => {
    const cache = createSessionCache({ ttlMs: 30_000 });
    cache.put('h1', alice, 10_000, 0, cache.generation());
    cache.put('h2', bob, 100_000, 0, cache.generation());
    expect(cache.get('h1', 9_999)).toEqual(alice);
    expect(cache.get('h1', 10_000)).toBeUndefined();
    expect(cache.get('h2', 29_999)).toEqual(bob);
    expect(cache.get('h2', 30_000)).toBeUndefined();
    // A clock set back does not stretch the lifetime either.
    cache.put('h2', bob, 100_000, 50_000, cache.generation());
    expect(cache.get('h2', 49_999)).toBeUndefined();
  });

  it('revokes the sessions named, and keeps the others', () => {
    const cache = createSessionCache();
    for (const [hash, auth] of [
      ['h1', alice],
      ['h2', aliceOther],
      ['h3', bob],
    ] as const) {
      cache.put(hash, auth, 100_000, 0, cache.generation());
    }
    // A password change: Alice's other sessions go, the one that changed it stays.
    cache.revoke((auth) => auth.userId === alice.userId && auth.sessionId !== alice.sessionId);
    expect(cache.get('h1', 1)).toEqual(alice);
    expect(cache.get('h2', 1)).toBeUndefined();
    expect(cache.get('h3', 1)).toEqual(bob);
  });

  it('does not cache a lookup that was under way when something was revoked', () => {
    const cache = createSessionCache();
    const generation = cache.generation();
    cache.revoke((auth) => auth.sessionId === alice.sessionId);
    cache.put('h1', alice, 100_000, 0, generation);
    expect(cache.get('h1', 1)).toBeUndefined();
  });

  it('holds at most `max` sessions, dropping the oldest', () => {
    const cache = createSessionCache({ max: 2 });
    cache.put('h1', alice, 100_000, 0, cache.generation());
    cache.put('h2', aliceOther, 100_000, 0, cache.generation());
    cache.put('h3', bob, 100_000, 0, cache.generation());
    expect(cache.get('h1', 1)).toBeUndefined();
    expect(cache.get('h2', 1)).toEqual(aliceOther);
    expect(cache.get('h3', 1)).toEqual(bob);
  });
});

describe('the session cache behind every authenticated request', () => {
  let ctx: TestContext;
  let fx: Fixtures;

  beforeAll(async () => {
    ctx = await createTestContext();
    fx = await seedFixtures(ctx.deps);
  });
  afterAll(() => ctx?.close());

  it('answers from the cache for its lifetime, then asks the database again', async () => {
    const api = client(ctx.app);
    await api.login('alice', fx.password);
    expect((await api.get('/api/v1/auth/me')).status).toBe(200);
    // Revoked behind the API's back (another tool, another process): the cache does not know yet…
    await ctx.deps.db
      .update(sessions)
      .set({ revokedAt: ctx.clock.now })
      .where(eq(sessions.userId, fx.userA.id));
    expect((await api.get('/api/v1/auth/me')).status).toBe(200);
    // …and stops answering once its lifetime has passed.
    const start = ctx.clock.now;
    ctx.clock.now = new Date(start.getTime() + SESSION_CACHE_SECONDS * 1000);
    try {
      expect((await api.get('/api/v1/auth/me')).status).toBe(401);
    } finally {
      ctx.clock.now = start;
    }
  });

  it('ends a cached session exactly at its expiry', async () => {
    const api = client(ctx.app);
    await api.login('bob', fx.password);
    expect((await api.get('/api/v1/auth/me')).status).toBe(200);
    const [session] = await ctx.deps.db.select().from(sessions).where(eq(sessions.userId, fx.userB.id));
    const start = ctx.clock.now;
    ctx.clock.now = new Date((session?.expiresAt ?? start).getTime());
    try {
      expect((await api.get('/api/v1/auth/me')).status).toBe(401);
    } finally {
      ctx.clock.now = start;
    }
  });

  it('a password change signs the other (cached) sessions out at once', async () => {
    const first = client(ctx.app);
    const second = client(ctx.app);
    await first.login('bob', fx.password);
    await second.login('bob', fx.password);
    expect((await second.get('/api/v1/auth/me')).status).toBe(200);
    const changed = await first.post('/api/v1/auth/pharmacies/change-password', {
      current_password: fx.password,
      new_password: 'newsecret1',
      confirm_password: 'newsecret1',
    });
    expect(changed.status).toBe(200);
    expect((await second.get('/api/v1/auth/me')).status).toBe(401);
    expect((await first.get('/api/v1/auth/me')).status).toBe(200);
  });
});
