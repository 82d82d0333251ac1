import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openEmbedded, openPostgres, runMigrations } from '../src/db/client';
import { startPgliteWorker } from '../src/db/pglite-start';
import * as schema from '../src/db/schema';
import { foldForSearch } from '../src/domain/text';
import type { AppDeps } from '../src/http/env';
import { createLogger } from '../src/logger';
import { hashPassword } from '../src/modules/auth/passwords';
import { createSyncEngine, type SyncEngine } from '../src/sync/engine';
import { createSecretBox } from '../src/sync/secrets';

let template: Promise<Uint8Array | undefined> | undefined;
/** The migrated data directory test/global-setup.ts dumped, read once per file; undefined when there is none. */
function pgliteTemplate(): Promise<Uint8Array | undefined> {
  const file = inject('pgliteTemplate');
  template ??= file ? readFile(file).then((bytes) => new Uint8Array(bytes)) : Promise.resolve(undefined);
  return template;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (the embedded path, worker and socket
 * included), or a new database on the PostgreSQL server of DATABASE_URL, dropped afterwards.
 */
async function freshDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openEmbedded(undefined, startPgliteWorker(undefined, await pgliteTemplate()));
    await runMigrations(handle.db);
    return handle;
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = openPostgres(target.toString(), 4);
  await runMigrations(handle.db);
  return {
    ...handle,
    url: target.toString(),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  /** The app's sync engine (runs started by tests share its state with the routes). */
  sync: SyncEngine;
  clock: { now: Date };
  dataDir: string;
  /** The test file's own PostgreSQL database (other connections to it, e.g. to hold a lock); unset on PGlite. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

export interface TestContextOptions {
  /** Environment read by loadConfig (KIOTVIET_API_URL …). */
  env?: NodeJS.ProcessEnv;
  /** The app's clock; default: the context's own (`clock.now`). */
  now?: () => Date;
  kiotviet?: AppDeps['kiotviet'];
  logger?: AppDeps['logger'];
}

export async function createTestContext(
  start = new Date('2025-06-15T03:00:00Z'),
  options: TestContextOptions = {},
): Promise<TestContext> {
  const handle = await freshDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'pharmacy-test-'));
  const clock = { now: start };
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...options.env }),
    portalDist: join(dataDir, 'no-portal'),
  };
  const deps: AppDeps = {
    db: handle.db,
    config,
    logger: options.logger ?? createLogger('silent'),
    now: options.now ?? (() => clock.now),
    fileSigningKey: randomBytes(32),
    posSecrets: createSecretBox(randomBytes(32)),
    ...(options.kiotviet ? { kiotviet: options.kiotviet } : {}),
  };
  const sync = createSyncEngine(deps);
  return {
    app: createApp(deps, { sync }),
    deps,
    sync,
    clock,
    dataDir,
    databaseUrl: handle.url,
    async close() {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second server process on the test's database: the same database and configuration, and nothing of the first
 * app's memory (its pagers, its sync engine, its sign-in handling), as when a chain runs several processes.
 */
export function anotherProcess(ctx: TestContext): TestContext['app'] {
  return createApp(ctx.deps, { sync: createSyncEngine(ctx.deps) });
}

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

/** Two pharmacies with a user each, a partner with a catalogue, internal suppliers and own products with lots. */
export async function seedFixtures(deps: AppDeps) {
  const { db } = deps;
  const password = 'secret123';
  const passwordHash = await hashPassword(password);
  const [a, b] = await db
    .insert(schema.pharmacies)
    .values([{ name: 'Nhà thuốc A' }, { name: 'Nhà thuốc B' }])
    .returning();
  if (!a || !b) throw new Error('fixtures');
  const [userA, userB] = await db
    .insert(schema.users)
    .values([
      {
        pharmacyId: a.id,
        username: 'alice',
        email: 'alice@a.vn',
        name: 'Alice Nguyễn',
        gender: 'Nữ',
        role: 'owner',
        passwordHash,
      },
      {
        pharmacyId: b.id,
        username: 'bob',
        email: 'bob@b.vn',
        name: 'Bob Trần',
        gender: 'Nam',
        role: 'staff',
        passwordHash,
      },
    ])
    .returning();
  const distributor = (
    values: Partial<typeof schema.distributors.$inferInsert> & { name: string; code: string },
  ) => ({
    type: 'INTERNAL' as const,
    nameSearch: foldForSearch(values.name),
    ...values,
  });
  const [partner, internalA, internalB, inactivePartner] = await db
    .insert(schema.distributors)
    .values([
      distributor({ name: 'Dược Hậu Giang', code: 'DHG', type: 'PARTNER', brandName: 'DHG Pharma' }),
      distributor({ name: 'Công ty Dược Minh Châu', code: 'NCC101', pharmacyId: a.id }),
      distributor({ name: 'Công ty Dược Bình Minh', code: 'NCC101', pharmacyId: b.id }),
      distributor({ name: 'Traphaco', code: 'TRA', type: 'PARTNER', status: 'INACTIVE' }),
    ])
    .returning();
  const [category] = await db
    .insert(schema.categories)
    .values({ categoryName: 'Giảm đau, hạ sốt', nameSearch: foldForSearch('Giảm đau, hạ sốt') })
    .returning();
  const product = (
    values: Partial<typeof schema.products.$inferInsert> & { code: string; name: string },
  ) => ({
    searchText: foldForSearch(`${values.code} ${values.name}`),
    ...values,
  });
  const [partnerProduct, partnerProduct2, ownA, ownB] = await db
    .insert(schema.products)
    .values([
      product({
        code: 'DHG-001',
        name: 'Hapacol 500mg',
        distributorId: partner?.id,
        basePrice: 45_000,
        categoryId: category?.id,
      }),
      product({
        code: 'DHG-002',
        name: 'Klamentin 625mg',
        distributorId: partner?.id,
        basePrice: 120_000,
        isActive: false,
      }),
      product({ code: 'SP001', name: 'Thuốc ho Bảo Thanh', pharmacyId: a.id, basePrice: 38_000 }),
      product({ code: 'SP001', name: 'Đường Glucose', pharmacyId: b.id, basePrice: 10_000 }),
    ])
    .returning();
  await db.insert(schema.inventoryLots).values([
    {
      pharmacyId: a.id,
      productId: must(ownA).id,
      batchNumber: 'BT001',
      batchKey: 'bt001',
      expiryDate: '2026-01-31',
      onHand: 12,
      cost: 30_000,
    },
    {
      pharmacyId: a.id,
      productId: must(ownA).id,
      batchNumber: 'BT000',
      batchKey: 'bt000',
      expiryDate: '2025-01-31',
      onHand: 3,
      cost: 28_000,
    },
    {
      pharmacyId: b.id,
      productId: must(ownB).id,
      batchNumber: 'GL01',
      batchKey: 'gl01',
      expiryDate: '2027-01-31',
      onHand: 5,
      cost: 8_000,
    },
  ]);
  return {
    password,
    pharmacyA: a,
    pharmacyB: b,
    userA: must(userA),
    userB: must(userB),
    partner: must(partner),
    inactivePartner: must(inactivePartner),
    internalA: must(internalA),
    internalB: must(internalB),
    category: must(category),
    partnerProduct: must(partnerProduct),
    partnerProduct2: must(partnerProduct2),
    ownA: must(ownA),
    ownB: must(ownB),
  };
}

export type Fixtures = Awaited<ReturnType<typeof seedFixtures>>;

let clientsMade = 0;

/**
 * A small client over `app.request` that signs in and sends JSON, from its own network address (a fresh one per
 * client unless given), passed the way @hono/node-server passes the socket: sign-in failures are counted per address.
 */
export function client(app: TestContext['app'], options: { ip?: string } = {}) {
  clientsMade += 1;
  const ip = options.ip ?? `10.${(clientsMade >> 16) & 255}.${(clientsMade >> 8) & 255}.${clientsMade & 255}`;
  const env = { incoming: { socket: { remoteAddress: ip } } };
  let token: string | undefined;
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (token) (init.headers as Record<string, string>).authorization = `Bearer ${token}`;
    if (body !== undefined) {
      if (body instanceof FormData) {
        init.body = body;
      } else {
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
        init.body = JSON.stringify(body);
      }
    }
    const response = await app.request(path, init, env);
    const text = await response.text();
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies and assert on their shape.
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, body: json, headers: response.headers, text };
  };
  return {
    call,
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body),
    patch: (path: string, body?: unknown) => call('PATCH', path, body),
    put: (path: string, body?: unknown) => call('PUT', path, body),
    delete: (path: string) => call('DELETE', path),
    setToken(value: string | undefined) {
      token = value;
    },
    /** The token this client signs its calls with (to use the same session through another process). */
    get token() {
      return token;
    },
    async login(username: string, password: string) {
      const result = await call('POST', '/api/v1/auth/pharmacies/login', { username, password });
      if (result.status !== 200) throw new Error(`login failed: ${result.status} ${result.text}`);
      token = result.body.data.token;
      return result.body.data;
    },
  };
}

/** Asserts the error envelope of every failure. */
export function expectEnvelope(
  body: unknown,
): asserts body is { message: string; error: string; details: unknown } {
  if (
    typeof body !== 'object' ||
    body === null ||
    typeof (body as { message?: unknown }).message !== 'string' ||
    typeof (body as { error?: unknown }).error !== 'string' ||
    !('details' in body)
  ) {
    throw new Error(`not an error envelope: ${JSON.stringify(body)}`);
  }
}
