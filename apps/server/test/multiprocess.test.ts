import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KiotVietSimulator } from '@pharmacy/kiotviet/simulator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, OTHER_LOGIN } from '../src/seed/demo';

/*
 * Several server processes on one PostgreSQL, as a chain deploys them behind a load balancer: two processes of the
 * built server (`node dist/main.mjs`) started at the same moment on an empty database, then every request of a
 * check sent to one or the other. Run by scripts/test-multiprocess.sh (which builds the server and starts a
 * throwaway PostgreSQL); skipped in the ordinary suites.
 */

const enabled = process.env.MULTIPROCESS_TEST === '1' && Boolean(process.env.DATABASE_URL);
const serverDir = fileURLToPath(new URL('..', import.meta.url));
// scripts/test-multiprocess.sh builds into its own folder: the journeys may be running the server in dist.
const entry = join(serverDir, process.env.SERVER_OUTDIR ?? 'dist', 'main.mjs');

interface ServerProcess {
  name: string;
  child: ChildProcess;
  /** Every line the process wrote (JSON log lines and the start banner). */
  lines: string[];
  exit: Promise<number | null>;
  url: string;
}

let dataDir: string;
let simulator: KiotVietSimulator;
let database: pg.Pool;
let servers: [ServerProcess, ServerProcess] | undefined;

/** The two processes of the current start (in the order of the checks that use them: A, then B). */
function running(): [ServerProcess, ServerProcess] {
  if (!servers) throw new Error('the processes did not start');
  return servers;
}

function launch(name: string, env: Record<string, string>): Omit<ServerProcess, 'url'> {
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: process.env.DATABASE_URL,
      DATABASE_POOL_MAX: '8',
      DATA_DIR: dataDir,
      PORTAL_DIST: join(dataDir, 'no-portal'),
      // The load balancer in front sets X-Forwarded-For: each check's client sends its own.
      TRUST_PROXY: '1',
      KIOTVIET_SIMULATOR: 'false',
      KIOTVIET_API_URL: simulator.url,
      KIOTVIET_IDENTITY_URL: simulator.url,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    });
  }
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, lines, exit };
}

const tail = (server: Pick<ServerProcess, 'name' | 'lines'>) =>
  `${server.name} wrote:\n${server.lines.slice(-15).join('\n')}`;

/** Resolves with the process once it listens (its 'listening' log line); fails if it exits first. */
async function ready(server: Omit<ServerProcess, 'url'>): Promise<ServerProcess> {
  let exited: number | null | undefined;
  void server.exit.then((code) => {
    exited = code;
  });
  for (;;) {
    if (exited !== undefined)
      throw new Error(`${server.name} exited (${exited}) during start-up. ${tail(server)}`);
    const listening = server.lines
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; url?: string })
      .find((entry) => entry.msg === 'listening');
    if (listening?.url) return { ...server, url: listening.url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Both processes started at the same moment. */
async function startBoth(env: Record<string, string> = {}): Promise<void> {
  const launched = [launch('process A', env), launch('process B', env)];
  // A process that fails is reported, and the other one is not left running.
  const started = await Promise.allSettled(launched.map(ready));
  const failed = started.flatMap((result) => (result.status === 'rejected' ? [result.reason as Error] : []));
  if (failed.length > 0) {
    for (const server of launched) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    throw new Error(failed.map((error) => error.message).join('\n\n'));
  }
  servers = started.map((result) => (result as PromiseFulfilledResult<ServerProcess>).value) as [
    ServerProcess,
    ServerProcess,
  ];
}

async function stop(server: ServerProcess): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exit;
}

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the checks read arbitrary JSON answers.
  body: any;
}

async function call(
  server: ServerProcess,
  method: string,
  path: string,
  options: { token?: string | undefined; body?: unknown; client?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.client) headers['x-forwarded-for'] = options.client;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function signIn(server: ServerProcess, login: { username: string; password: string }) {
  const answer = await call(server, 'POST', '/api/v1/auth/pharmacies/login', { body: login });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { token: string; user: { pharmacies: { id: string }[] } };
}

/** Polls the database until `check` holds (a state, never a fixed wait). */
async function until<T>(what: string, read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const count = async (query: string, values: unknown[] = []) =>
  Number((await database.query<{ n: string }>(query, values)).rows[0]?.n ?? 0);

describe.skipIf(!enabled)('two server processes on one PostgreSQL', () => {
  let token: string;
  let pharmacyId: string;
  let supplierId: string;
  let productId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pharmacy-multiprocess-'));
    if (!existsSync(entry)) throw new Error(`${entry} is missing: build the server first`);
    simulator = await KiotVietSimulator.start({ size: 'demo', seed: 1 });
    database = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  }, 60_000);

  afterAll(async () => {
    for (const server of servers ?? []) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.end();
    await simulator?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('start together on an empty database: one migrates and seeds, the other waits and finds it done', async () => {
    expect(await count("select count(*) as n from pg_tables where schemaname = 'public'")).toBe(0);
    // No scheduler in this first life of the processes: the scheduler's own check restarts them with it.
    await startBoth({ SYNC_INTERVAL_HOURS: '0' });
    const [a, b] = running();
    expect(await count('select count(*) as n from pharmacies')).toBe(2);
    expect(await count('select count(*) as n from drizzle.__drizzle_migrations')).toBeGreaterThan(0);
    for (const server of [a, b]) {
      expect(server.lines.join('\n')).not.toMatch(/start-up failed/);
      expect((await call(server, 'GET', '/api/health/ready')).status, `${server.name} ready`).toBe(200);
    }
    const session = await signIn(b, DEMO_LOGIN);
    token = session.token;
    pharmacyId = session.user.pharmacies[0]?.id ?? '';
    // The demo's internal supplier whose orders staff move themselves, and one of the pharmacy's own products.
    const suppliers = await call(a, 'GET', '/api/v1/distributors?type=INTERNAL&search=NCC245', { token });
    supplierId = suppliers.body.data[0].id;
    const products = await call(b, 'GET', `/api/products?retailer_id=${pharmacyId}&search=NT000012`, {
      token,
    });
    productId = products.body.data[0].id;
  }, 120_000);

  const newOrder = (server: ServerProcess, batch: string) =>
    call(server, 'POST', '/api/import-orders', {
      token,
      body: {
        distributor_id: supplierId,
        items: [
          {
            product_id: productId,
            quantity_ordered: 2,
            unit_price: 10_000,
            batch_number: batch,
            expiry_date: '2029-01-31',
          },
        ],
      },
    });

  it('pages: page 1 from one process, three new orders, pages 2 and 3 from the other skip nothing', async () => {
    const [a, b] = running();
    const truth = async () =>
      (
        await database.query<{ id: string }>(
          'select id from purchase_orders where pharmacy_id = $1 order by created_at desc, order_number desc',
          [pharmacyId],
        )
      ).rows.map((row) => row.id);
    const page = async (server: ServerProcess, n: number) =>
      (await call(server, 'GET', `/api/import-orders?limit=3&page=${n}`, { token })).body.data.map(
        (row: { id: string }) => row.id,
      );
    // Both processes have served (and learnt the boundaries of) every page.
    for (const server of [a, b]) for (const n of [1, 2, 3, 4]) await page(server, n);
    const first = await page(a, 1);
    for (const batch of ['MP-A', 'MP-B', 'MP-C']) expect((await newOrder(a, batch)).status).toBe(201);
    const expected = await truth();
    const [second, third] = [await page(b, 2), await page(b, 3)];
    expect(second, 'page 2 from the other process').toEqual(expected.slice(3, 6));
    expect(third, 'page 3 from the other process').toEqual(expected.slice(6, 9));
    // The three new orders pushed page 1's rows down onto page 2: repeated, never skipped.
    expect(second).toEqual(first);
  });

  it('throttles sign-in bursts once, across both processes', async () => {
    const [a, b] = running();
    /**
     * Sends a burst and bounds how many were checked against a password: the free ones, plus those a burst that
     * lasts T seconds lets through after the waits of 1, 2, 4… s (floor(log2(T + 1)), none on an idle machine).
     * Two processes counting alone would check twice the free ones.
     */
    const burst = async (requests: (() => Promise<{ status: number }>)[], free: number, what: string) => {
      const started = Date.now();
      const answers = await Promise.all(requests.map((send) => send()));
      const waited = Math.floor(Math.log2((Date.now() - started) / 1000 + 1));
      const checked = answers.filter((answer) => answer.status === 401).length;
      expect(checked, what).toBeGreaterThanOrEqual(free);
      expect(checked, what).toBeLessThanOrEqual(free + waited);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(requests.length - checked);
    };
    await burst(
      Array.from(
        { length: 30 },
        (_, i) => () =>
          call(i % 2 ? b : a, 'POST', '/api/v1/auth/pharmacies/login', {
            client: '203.0.113.10',
            body: { username: `nhanvien${i}`, password: 'doan-mo' },
          }),
      ),
      10,
      'guesses checked against a password, one client over 30 usernames',
    );
    await burst(
      Array.from(
        { length: 12 },
        (_, i) => () =>
          call(i % 2 ? b : a, 'POST', '/api/v1/auth/pharmacies/login', {
            client: '203.0.113.11',
            body: { username: 'khong-ton-tai', password: `doan-${i}` },
          }),
      ),
      5,
      'guesses at one account',
    );
  });

  it('receives a shipped order once when ten receipts race on both processes', async () => {
    const [a, b] = running();
    const created = await newOrder(a, 'MP-RECEIPT');
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    for (const status of ['approved', 'shipped'])
      expect(
        (await call(b, 'PATCH', `/api/import-orders/${id}/status`, { token, body: { status } })).status,
      ).toBe(200);
    const receipts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(i % 2 ? a : b, 'POST', `/api/import-orders/${id}/receive`, { token, body: {} }),
      ),
    );
    expect(receipts.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(
      await count(
        "select count(*) as n from purchase_order_status_history where order_id = $1 and to_status = 'delivered'",
        [id],
      ),
    ).toBe(1);
    expect(
      await count("select sum(on_hand) as n from inventory_lots where batch_number = 'MP-RECEIPT'"),
    ).toBe(2);
  });

  it('revokes at once on the other process: a logout, a password change', async () => {
    const [a, b] = running();
    const session = await signIn(a, DEMO_LOGIN);
    expect((await call(b, 'GET', '/api/v1/auth/me', { token: session.token })).status).toBe(200);
    expect((await call(a, 'POST', '/api/v1/auth/logout', { token: session.token })).status).toBe(200);
    expect((await call(b, 'GET', '/api/v1/auth/me', { token: session.token })).status, 'after logout').toBe(
      401,
    );

    const kept = await signIn(a, OTHER_LOGIN);
    const other = await signIn(b, OTHER_LOGIN);
    expect((await call(a, 'GET', '/api/v1/auth/me', { token: other.token })).status).toBe(200);
    const changed = await call(b, 'POST', '/api/v1/auth/pharmacies/change-password', {
      token: kept.token,
      body: {
        current_password: OTHER_LOGIN.password,
        new_password: 'mat-khau-moi',
        confirm_password: 'mat-khau-moi',
      },
    });
    expect(changed.status).toBe(200);
    expect(
      (await call(a, 'GET', '/api/v1/auth/me', { token: other.token })).status,
      'after a password change',
    ).toBe(401);
    expect((await call(a, 'GET', '/api/v1/auth/me', { token: kept.token })).status).toBe(200);
  });

  it('a stopping process ends its sync and releases the lease: the other takes the kind at once', async () => {
    const [a, b] = running();
    const connected = await call(a, 'POST', '/api/pos-settings', {
      token,
      body: {
        username: simulator.credentials.clientId,
        password: simulator.credentials.clientSecret,
        store_name: simulator.credentials.retailer,
      },
    });
    expect(connected.status).toBe(201);
    // KiotViet stops answering the customer list: A's sync hangs on it, holding the lease.
    simulator.fault({ match: { method: 'GET', path: '/customers' }, effect: { type: 'hang' } });
    const waiting = call(a, 'POST', '/api/customers/sync', { token });
    await until(
      'the lease of A’s customer sync',
      () => count("select count(*) as n from sync_leases where data_type = 'CUSTOMER'"),
      (n) => n === 1,
    );
    const meanwhile = await call(b, 'POST', '/api/customers/sync', { token });
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.body.error).toBe('SYNC_IN_PROGRESS');

    expect(await stop(a), 'A’s exit code').toBe(0);
    const answered = await waiting;
    expect(answered.status).toBe(409);
    expect(answered.body.error).toBe('SERVER_STOPPING');
    expect(await count("select count(*) as n from sync_leases where data_type = 'CUSTOMER'")).toBe(0);
    const taken = await call(b, 'POST', '/api/customers/sync', { token });
    // B takes the kind at once (no 409). On a loaded machine its run may outlast the button's 20 s wait: 202
    // RUNNING, and it goes on; either way it ends, succeeds and gives the lease back before B stops.
    expect([200, 202], JSON.stringify(taken.body)).toContain(taken.status);
    await until(
      'the end of B’s customer sync',
      () => count("select count(*) as n from sync_leases where data_type = 'CUSTOMER'"),
      (n) => n === 0,
    );
    const last = await database.query<{ status: string }>(
      "select status from sync_history where data_type = 'CUSTOMER' order by started_at desc limit 1",
    );
    expect(last.rows[0]?.status).toBe('SUCCESS');
    expect(await stop(b), 'B’s exit code').toBe(0);
  }, 150_000);

  it('runs a due pass once, whichever process claims it, when both start together', async () => {
    await database.query("update pos_connections set last_scheduled_at = now() - interval '13 hours'");
    const restarted = new Date();
    await startBoth();
    const [a, b] = running();
    const runs = async () =>
      (
        await database.query<{ data_type: string; status: string }>(
          "select data_type, status from sync_history where sync_type = 'SYSTEM_SYNC' and started_at >= $1",
          [restarted],
        )
      ).rows;
    const passes = () =>
      [a, b].flatMap((server) => server.lines.filter((line) => line.includes('"scheduled sync pass"')));
    // The pass's line is written after its last run: by then both processes have looked for due passes.
    await until(
      'the end of a pass',
      async () => passes(),
      (lines) => lines.length > 0,
    );
    expect(passes(), 'passes run').toHaveLength(1);
    const kinds = await runs();
    expect(kinds.map((row) => row.data_type).sort()).toEqual([
      'BRANCH',
      'CATEGORY',
      'CUSTOMER',
      'ORDER',
      'PRODUCT',
    ]);
    expect(kinds.every((row) => row.status === 'SUCCESS')).toBe(true);
    expect(await Promise.all([stop(a), stop(b)])).toEqual([0, 0]);
  }, 120_000);
});
