import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { loginAttempts, pharmacies, sessions, users } from '../src/db/schema';
import { ACCOUNT_POLICY } from '../src/domain/login-throttle';
import { registerPharmacy } from '../src/modules/auth/registration';
import {
  anotherProcess,
  client,
  createTestContext,
  expectEnvelope,
  type Fixtures,
  seedFixtures,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let fx: Fixtures;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await seedFixtures(ctx.deps);
});
afterAll(() => ctx?.close());

describe('POST /api/v1/auth/pharmacies/login', () => {
  it('signs in with a username (trimmed, any case) and answers the user and a token', async () => {
    const api = client(ctx.app);
    const res = await api.post('/api/v1/auth/pharmacies/login', {
      username: '  Alice ',
      password: fx.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toEqual({
      id: fx.userA.id,
      username: 'alice',
      name: 'Alice Nguyễn',
      email: 'alice@a.vn',
      gender: 'Nữ',
      pharmacies: [{ id: fx.pharmacyA.id, name: 'Nhà thuốc A' }],
      staff: { role: 'owner' },
    });
    // ≥ 128 bits of randomness, base64url.
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts an email in the username field and { email, password }', async () => {
    const api = client(ctx.app);
    expect(
      (await api.post('/api/v1/auth/pharmacies/login', { username: 'ALICE@a.vn', password: fx.password }))
        .status,
    ).toBe(200);
    expect(
      (await api.post('/api/v1/auth/pharmacies/login', { email: 'alice@a.vn', password: fx.password }))
        .status,
    ).toBe(200);
  });

  it('stores only a hash of the token and an argon2id password hash', async () => {
    const api = client(ctx.app);
    const { token } = await api.login('bob', fx.password);
    const stored = await ctx.deps.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);
    const [user] = await ctx.deps.db.select().from(users).limit(1);
    expect(user?.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('answers 400 with field messages for a missing username or password', async () => {
    const api = client(ctx.app);
    const res = await api.post('/api/v1/auth/pharmacies/login', { username: ' ', password: '' });
    expect(res.status).toBe(400);
    expectEnvelope(res.body);
    expect(res.body.error).toBe('VALIDATION_ERROR');
    expect(res.body.details).toEqual({ password: 'Password is required', username: 'Username is required' });
  });

  it('answers 401 with the product message for a wrong password or unknown user', async () => {
    const api = client(ctx.app);
    for (const body of [
      { username: 'alice', password: 'wrong' },
      { username: 'nobody', password: 'wrong' },
    ]) {
      const res = await api.post('/api/v1/auth/pharmacies/login', body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        message: 'Username or password is incorrect',
        error: 'INVALID_CREDENTIALS',
        details: null,
      });
    }
  });

  it('slows an account down after 5 failures and locks it after 15, for the clients that failed', async () => {
    const from = (n: number) => client(ctx.app, { ip: `192.0.2.${n}` });
    const attempt = (api: ReturnType<typeof client>) =>
      api.post('/api/v1/auth/pharmacies/login', { username: 'mallory', password: 'x' });
    const guesser = from(1);
    for (let i = 0; i < 5; i++) expect((await attempt(guesser)).status).toBe(401);
    const slowed = await attempt(guesser);
    expect(slowed.status).toBe(429);
    expect(slowed.body.error).toBe('TOO_MANY_ATTEMPTS');
    expect(slowed.headers.get('retry-after')).toBe('1');
    // Ten more guesses from ten more addresses: each may try once, while it has no failures.
    for (let n = 2; n <= 11; n++) expect((await attempt(from(n))).status).toBe(401);
    const locked = await attempt(guesser);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('ACCOUNT_LOCKED');
    expect(Number(locked.headers.get('retry-after'))).toBe(15 * 60);
    expect((await attempt(from(2))).body.error).toBe('ACCOUNT_LOCKED');
    // Other identifiers are unaffected.
    expect(
      (await guesser.post('/api/v1/auth/pharmacies/login', { username: 'alice', password: fx.password }))
        .status,
    ).toBe(200);
  });

  it('a stranger who knows a username cannot lock its owner out', async () => {
    const stranger = client(ctx.app, { ip: '198.51.100.7' });
    const start = ctx.clock.now;
    try {
      let last = await stranger.post('/api/v1/auth/pharmacies/login', {
        username: 'alice',
        password: 'guess',
      });
      for (let i = 1; i < 20; i++) {
        ctx.clock.now = new Date(ctx.clock.now.getTime() + 61_000);
        last = await stranger.post('/api/v1/auth/pharmacies/login', {
          username: 'alice',
          password: `guess${i}`,
        });
      }
      expect(last.status).toBe(429);
      expect(last.body.error).toBe('ACCOUNT_LOCKED');
      // The right password from the stranger's address is held back too …
      const fromStranger = await stranger.post('/api/v1/auth/pharmacies/login', {
        username: 'alice',
        password: fx.password,
      });
      expect(fromStranger.status).toBe(429);
      // … but Alice, from a device that has not failed, signs in.
      const alice = client(ctx.app, { ip: '203.0.113.20' });
      expect((await alice.login('alice', fx.password)).user.id).toBe(fx.userA.id);
      // A wrong password from a clean device is still a guess: that device then waits like the others.
      const typo = client(ctx.app, { ip: '203.0.113.21' });
      ctx.clock.now = new Date(ctx.clock.now.getTime() + 1000);
      for (let i = 0; i < 5; i++) {
        await stranger.post('/api/v1/auth/pharmacies/login', { username: 'alice', password: 'again' });
        ctx.clock.now = new Date(ctx.clock.now.getTime() + 61_000);
      }
      expect(
        (await typo.post('/api/v1/auth/pharmacies/login', { username: 'alice', password: 'x' })).status,
      ).toBe(401);
      expect(
        (await typo.post('/api/v1/auth/pharmacies/login', { username: 'alice', password: fx.password }))
          .status,
      ).toBe(429);
    } finally {
      ctx.clock.now = start;
    }
  });

  it('slows down one address that guesses across many usernames (a budget per client)', async () => {
    const sprayer = client(ctx.app, { ip: '198.51.100.9' });
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) {
      const res = await sprayer.post('/api/v1/auth/pharmacies/login', {
        username: `staff${i}`,
        password: 'x',
      });
      statuses.push(res.status);
      if (i === 10) {
        expect(res.body.error).toBe('TOO_MANY_ATTEMPTS');
        expect(res.body.message).toContain('from this network');
      }
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(110);
    // The address waits even with the right password; another address is not affected.
    expect(
      (await sprayer.post('/api/v1/auth/pharmacies/login', { username: 'alice', password: fx.password }))
        .status,
    ).toBe(429);
    expect((await client(ctx.app).login('alice', fx.password)).user.id).toBe(fx.userA.id);
  });

  it('takes the client from X-Forwarded-For only behind a trusted proxy (TRUST_PROXY)', async () => {
    let guesses = 0;
    const attempt = (app: typeof ctx.app, forwardedFor: string) => {
      guesses += 1;
      return client(app, { ip: '10.200.0.1' }).call(
        'POST',
        '/api/v1/auth/pharmacies/login',
        { username: `proxied-${guesses}`, password: 'x' },
        { 'x-forwarded-for': forwardedFor },
      );
    };
    // Not trusted: every request is the proxy's address, whatever the header claims.
    for (let i = 0; i < 10; i++) expect((await attempt(ctx.app, `203.0.113.${i}`)).status).toBe(401);
    expect((await attempt(ctx.app, '203.0.113.99')).status).toBe(429);
    // Trusted (one hop): the proxy's entry is the client; an entry the client wrote before it is ignored.
    const behindProxy = createApp({ ...ctx.deps, config: { ...ctx.deps.config, trustProxyHops: 1 } });
    for (let i = 0; i < 10; i++)
      expect((await attempt(behindProxy, `1.1.1.${i}, 203.0.114.5`)).status).toBe(401);
    expect((await attempt(behindProxy, '1.1.1.99, 203.0.114.5')).status).toBe(429);
    expect((await attempt(behindProxy, '1.1.1.1, 203.0.114.6')).status).toBe(401);
  });

  it('counts the failures of one account once, named by username or by email', async () => {
    const api = client(ctx.app);
    const start = ctx.clock.now;
    for (let i = 0; i < 5; i++) {
      const identifier = i % 2 === 0 ? 'bob' : 'BOB@b.vn';
      expect(
        (await api.post('/api/v1/auth/pharmacies/login', { username: identifier, password: 'x' })).status,
      ).toBe(401);
    }
    const byEmail = await api.post('/api/v1/auth/pharmacies/login', {
      email: 'bob@b.vn',
      password: fx.password,
    });
    expect(byEmail.status).toBe(429);
    // Once the wait is over, the right password signs in and clears the count.
    ctx.clock.now = new Date(start.getTime() + 10 * 60_000);
    expect(
      (await api.post('/api/v1/auth/pharmacies/login', { username: 'bob', password: fx.password })).status,
    ).toBe(200);
    ctx.clock.now = start;
    expect(
      (await api.post('/api/v1/auth/pharmacies/login', { username: 'bob', password: fx.password })).status,
    ).toBe(200);
  });

  it('keeps counts of typed identifiers apart from accounts (typing "user:<id>" reaches no account)', async () => {
    const api = client(ctx.app);
    const attempt = (username: string, password: string) =>
      api.post('/api/v1/auth/pharmacies/login', { username, password });
    for (let i = 0; i < 6; i++) await attempt(`user:${fx.userA.id}`, 'x');
    expect((await attempt(`user:${fx.userA.id}`, 'x')).status).toBe(429);
    expect((await attempt('alice', fx.password)).status).toBe(200);
  });

  it('counts parallel guesses one after another, so a burst cannot skip the throttle', async () => {
    const api = client(ctx.app);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.post('/api/v1/auth/pharmacies/login', { username: 'eve', password: 'guess' }),
      ),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('holds one budget whichever process serves the attempts of a burst', async () => {
    const processes = [ctx.app, anotherProcess(ctx), anotherProcess(ctx)];
    // One address, 30 usernames, spread over three processes at once: the client's 10 free failures, no more.
    const spray = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        client(processes[i % 3] as typeof ctx.app, { ip: '198.51.100.77' }).post(
          '/api/v1/auth/pharmacies/login',
          { username: `burst${i}`, password: 'x' },
        ),
      ),
    );
    expect(spray.filter((res) => res.status === 401)).toHaveLength(10);
    expect(spray.filter((res) => res.status === 429)).toHaveLength(20);
    // One account from one address: its 5 free failures.
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        client(processes[i % 3] as typeof ctx.app, { ip: '198.51.100.78' }).post(
          '/api/v1/auth/pharmacies/login',
          { username: 'carol', password: `guess${i}` },
        ),
      ),
    );
    expect(guesses.filter((res) => res.status === 401)).toHaveLength(5);
  });

  it('a right password gives back the failure its attempt reserved: the address keeps its budget', async () => {
    const processes = [ctx.app, anotherProcess(ctx)];
    const ip = '198.51.100.79';
    // As many at once as the account has free failures: each is counted as one until its password is checked.
    const burst = await Promise.all(
      Array.from({ length: ACCOUNT_POLICY.freeFailures }, (_, i) =>
        client(processes[i % 2] as typeof ctx.app, { ip }).post('/api/v1/auth/pharmacies/login', {
          username: 'alice',
          password: fx.password,
        }),
      ),
    );
    expect(burst.map((res) => res.status)).toEqual(Array(ACCOUNT_POLICY.freeFailures).fill(200));
    const [counted] = await ctx.deps.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.identifier, `client:${ip}`));
    expect(counted).toBeUndefined();
  });
});

describe('sessions', () => {
  it('GET /api/v1/auth/me restores the user; logout revokes the token', async () => {
    const api = client(ctx.app);
    await api.login('alice', fx.password);
    const me = await api.get('/api/v1/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.data.user.id).toBe(fx.userA.id);
    expect((await api.post('/api/v1/auth/logout')).body).toEqual({ data: true });
    const after = await api.get('/api/v1/auth/me');
    expect(after.status).toBe(401);
    expectEnvelope(after.body);
  });

  it('a logout, a password change or an expiry holds at once on every process', async () => {
    const other = anotherProcess(ctx);
    const here = client(ctx.app);
    await here.login('alice', fx.password);
    const there = client(other);
    there.setToken(here.token);
    expect((await there.get('/api/v1/auth/me')).status).toBe(200);
    expect((await here.post('/api/v1/auth/logout')).status).toBe(200);
    expect((await there.get('/api/v1/auth/me')).status).toBe(401);

    // A password changed through one process signs the user's other sessions out of every process.
    await registerPharmacy(ctx.deps, {
      pharmacyName: 'Nhà thuốc D',
      username: 'dave',
      ownerName: 'Dave',
      password: fx.password,
    });
    const changer = client(ctx.app);
    await changer.login('dave', fx.password);
    const elsewhere = client(other);
    await elsewhere.login('dave', fx.password);
    expect((await elsewhere.get('/api/v1/auth/me')).status).toBe(200);
    const changed = await changer.post('/api/v1/auth/pharmacies/change-password', {
      current_password: fx.password,
      new_password: 'newsecret1',
      confirm_password: 'newsecret1',
    });
    expect(changed.status).toBe(200);
    expect((await elsewhere.get('/api/v1/auth/me')).status).toBe(401);
    const sameToken = client(other);
    sameToken.setToken(changer.token);
    expect((await sameToken.get('/api/v1/auth/me')).status).toBe(200);

    // Exactly at its expiry, on a process that has answered it a moment before.
    const [session] = await ctx.deps.db.select().from(sessions).where(eq(sessions.userId, fx.userA.id));
    const last = client(other);
    await last.login('alice', fx.password);
    expect((await last.get('/api/v1/auth/me')).status).toBe(200);
    const start = ctx.clock.now;
    try {
      ctx.clock.now = new Date(start.getTime() + ctx.deps.config.sessionTtlHours * 3600_000);
      expect((await last.get('/api/v1/auth/me')).status).toBe(401);
    } finally {
      ctx.clock.now = start;
    }
    expect(session).toBeDefined();
  });

  it('rejects missing, malformed and expired tokens with 401', async () => {
    const api = client(ctx.app);
    expect((await api.get('/api/v1/auth/me')).status).toBe(401);
    api.setToken('not-a-token');
    expect((await api.get('/api/v1/auth/me')).status).toBe(401);
    await api.login('alice', fx.password);
    const start = ctx.clock.now;
    ctx.clock.now = new Date(start.getTime() + (ctx.deps.config.sessionTtlHours * 3600 + 1) * 1000);
    expect((await api.get('/api/v1/auth/me')).status).toBe(401);
    ctx.clock.now = start;
  });
});

describe('POST /api/v1/auth/pharmacies/change-password', () => {
  it('checks the form rules with their messages', async () => {
    const api = client(ctx.app);
    await api.login('bob', fx.password);
    const res = await api.post('/api/v1/auth/pharmacies/change-password', {
      current_password: '',
      new_password: '12345',
      confirm_password: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      current_password: 'Current password is required',
      new_password: 'New password must be at least 6 characters',
      confirm_password: 'Confirm password is required',
    });
    const mismatch = await api.post('/api/v1/auth/pharmacies/change-password', {
      current_password: fx.password,
      new_password: 'newpass1',
      confirm_password: 'newpass2',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.details).toEqual({ confirm_password: 'Confirmation password does not match' });
  });

  it('refuses a wrong current password with a clear 400', async () => {
    const api = client(ctx.app);
    await api.login('bob', fx.password);
    const res = await api.post('/api/v1/auth/pharmacies/change-password', {
      current_password: 'wrong',
      new_password: 'newpass1',
      confirm_password: 'newpass1',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Current password is incorrect');
  });

  it('changes the password, keeps this session and signs out the others', async () => {
    const other = client(ctx.app);
    await other.login('bob', fx.password);
    const api = client(ctx.app);
    await api.login('bob', fx.password);
    const res = await api.post('/api/v1/auth/pharmacies/change-password', {
      current_password: fx.password,
      new_password: 'newpass1',
      confirm_password: 'newpass1',
    });
    expect(res.status).toBe(200);
    expect((await api.get('/api/v1/auth/me')).status).toBe(200);
    expect((await other.get('/api/v1/auth/me')).status).toBe(401);
    expect(
      (await api.post('/api/v1/auth/pharmacies/login', { username: 'bob', password: fx.password })).status,
    ).toBe(401);
    await api.login('bob', 'newpass1');
  });

  it('requires a session', async () => {
    const res = await client(ctx.app).post('/api/v1/auth/pharmacies/change-password', {
      current_password: 'a',
      new_password: 'bbbbbb',
      confirm_password: 'bbbbbb',
    });
    expect(res.status).toBe(401);
  });
});

describe('creating a pharmacy for a production database (admin create-pharmacy)', () => {
  it('creates the pharmacy and an owner who can sign in; refuses a taken username and a weak password', async () => {
    const created = await registerPharmacy(ctx.deps, {
      pharmacyName: ' Nhà thuốc Minh Châu ',
      username: 'MinhChau',
      ownerName: 'Lê Minh Châu',
      email: 'chau@minhchau.vn',
      password: 'mat-khau-1',
    });
    expect(created.username).toBe('minhchau');
    const { user } = await client(ctx.app).login('minhchau', 'mat-khau-1');
    expect(user).toMatchObject({
      id: created.userId,
      name: 'Lê Minh Châu',
      pharmacies: [{ id: created.pharmacyId, name: 'Nhà thuốc Minh Châu' }],
      staff: { role: 'owner' },
    });
    const before = await ctx.deps.db.select().from(pharmacies);
    for (const [input, message] of [
      [{ username: 'alice' }, 'That username or email is already taken.'],
      [{ username: 'new-owner', email: 'ALICE@a.vn' }, 'That username or email is already taken.'],
      [{ username: 'new-owner', password: '12345' }, 'The password needs at least 6 characters.'],
      [{ username: 'a b' }, 'The username needs 3 to 50 letters, digits, dots, dashes or underscores.'],
    ] as const) {
      await expect(
        registerPharmacy(ctx.deps, {
          pharmacyName: 'Nhà thuốc khác',
          ownerName: 'Ai đó',
          password: 'mat-khau-2',
          ...input,
        }),
      ).rejects.toThrow(message);
    }
    // A refused registration leaves no pharmacy behind.
    expect(await ctx.deps.db.select().from(pharmacies)).toHaveLength(before.length);
  });
});
