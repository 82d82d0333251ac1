import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { posConnections } from '../src/db/schema';
import { HEALTH_CHECK_MS } from '../src/domain/connection-rules';
import { createSecretBox, loadSecretBox, POS_SECRET_KEY_FILE } from '../src/sync/secrets';
import { syncStore } from '../src/sync/store';
import { client, expectEnvelope } from './helpers';
import { createStoreContext, type StoreContext } from './kiotviet';

let store: StoreContext;
let connectionId: string;

beforeAll(async () => {
  store = await createStoreContext();
}, 90_000);
afterAll(() => store?.close());

/** Waits (in real time, a few ms a step) until the pharmacy's runs under way are over. */
async function syncsSettle(api: StoreContext['api']) {
  for (;;) {
    const status = await api.get('/api/pos-settings/status');
    if (status.body.data.running.length === 0) return status.body.data;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type FullSyncKind = {
  data_type: string;
  running: boolean;
  last_full_sync: { status: string; at: string; store_name: string | null } | null;
};

type Status = {
  connected: boolean;
  is_active: boolean;
  last_test: { ok: boolean; message: string | null } | null;
};

/** Asks for the status (a few ms apart, real time) until it says what is awaited; fails after 10 s. */
async function statusWhen(api: StoreContext['api'], awaited: (status: Status) => boolean): Promise<Status> {
  for (let asked = 0; asked < 500; asked++) {
    const status = (await api.get('/api/pos-settings/status')).body.data as Status;
    if (awaited(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the status never said it');
}

describe('the connection (docs/product/api.md#connection)', () => {
  it('starts without one', async () => {
    expect((await store.api.get('/api/pos-settings')).body).toEqual({ data: null });
    const status = await store.api.get('/api/pos-settings/status');
    expect(status.body.data).toMatchObject({ configured: false, is_active: false, connected: false });
  });

  it('refuses a form with empty fields, with the form’s messages, and saves nothing', async () => {
    const res = await store.api.post('/api/pos-settings', { username: ' ', password: '' });
    expect(res.status).toBe(400);
    expectEnvelope(res.body);
    expect(res.body.details).toEqual({
      username: 'Vui lòng nhập tên đăng nhập',
      password: 'Vui lòng nhập mật khẩu',
      store_name: 'Vui lòng nhập tên kết nối',
    });
    expect((await store.api.get('/api/pos-settings')).body.data).toBeNull();
  });

  it('creates it with the secret encrypted at rest and masked in every answer', async () => {
    connectionId = await store.connect();
    const { clientSecret } = store.simulator.credentials;
    const got = await store.api.get('/api/pos-settings');
    expect(got.body.data).toMatchObject({
      id: connectionId,
      username: store.simulator.credentials.clientId,
      password: '********',
      store_name: store.simulator.credentials.retailer,
      connection_type: 'user_password',
      is_active: true,
    });
    expect(got.text).not.toContain(clientSecret);
    const [row] = await store.ctx.deps.db
      .select()
      .from(posConnections)
      .where(eq(posConnections.id, connectionId));
    expect(row?.clientSecretEncrypted).toMatch(/^v1\./);
    expect(row?.clientSecretEncrypted).not.toContain(clientSecret);
    expect(store.ctx.deps.posSecrets.open(row?.clientSecretEncrypted ?? '')).toBe(clientSecret);
    const again = await store.api.post('/api/pos-settings', {
      username: 'a',
      password: 'b',
      store_name: 'c',
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('POS_ALREADY_CONFIGURED');
  });

  it('keeps the stored secret when the form sends the mask back, and tests what is saved', async () => {
    const updated = await store.api.call('PUT', `/api/pos-settings/${connectionId}`, {
      username: store.simulator.credentials.clientId,
      password: '********',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.settings.password).toBe('********');
    const test = await store.api.post('/api/kiotviet2/test-connection', { id: connectionId });
    expect(test.body).toEqual({ data: true, message: 'Connection test successful!' });
    const status = await store.api.get('/api/pos-settings/status');
    expect(status.body.data.last_test).toMatchObject({ ok: true, message: 'Connection test successful!' });
  });

  it('tests the form’s values: a wrong secret or store answers data false, with the reason', async () => {
    const { clientId, clientSecret, retailer } = store.simulator.credentials;
    const wrongSecret = await store.api.post('/api/kiotviet2/test-connection', {
      id: connectionId,
      password: 'not-the-secret',
    });
    expect(wrongSecret.body).toEqual({
      data: false,
      message: 'Connection test failed. Please check your credentials.',
    });
    const wrongStore = await store.api.post('/api/kiotviet2/test-connection', {
      username: clientId,
      password: clientSecret,
      store_name: 'cua-hang-khac',
    });
    expect(wrongStore.body.data).toBe(false);
    const unsaved = await store.api.post('/api/kiotviet2/test-connection', {
      username: clientId,
      password: clientSecret,
      store_name: retailer,
    });
    expect(unsaved.body.data).toBe(true);
    // An override is not what is saved: the indicator keeps the saved connection's last result.
    const status = await store.api.get('/api/pos-settings/status');
    expect(status.body.data.last_test.ok).toBe(true);
  });

  it('needs an id or a whole config to test, and an id to connect', async () => {
    const neither = await store.api.post('/api/kiotviet2/test-connection', { username: 'x' });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe('Please provide either id or config');
    const noId = await store.api.post('/api/kiotviet2/connect-to-kiotviet', {});
    expect(noId.status).toBe(400);
    expect(noId.body.details).toEqual({ id: 'Connecting needs an id' });
  });

  it('connects: records the outcome and runs the first sync, then the header says connected', {
    timeout: 90_000,
  }, async () => {
    const res = await store.api.post('/api/kiotviet2/connect-to-kiotviet', { id: connectionId });
    expect(res.body).toEqual({ success: true, message: 'Connected to POS successfully' });
    const status = await syncsSettle(store.api);
    expect(status).toMatchObject({ configured: true, is_active: true, connected: true });
    expect(status.last_sync).toMatchObject({ status: 'SUCCESS', sync_type: 'SYSTEM_SYNC' });
    const logs = await store.api.get('/api/sync-history/by-user?limit=10');
    expect(logs.status).toBe(200);
    expect(logs.body.data.map((row: { data_type: string }) => row.data_type).sort()).toEqual(
      ['BRANCH', 'CATEGORY', 'CUSTOMER', 'ORDER', 'PRODUCT'].sort(),
    );
  });

  it('lists every kind a full re-sync reads with its newest full run; refuses one while a run of it goes on', {
    timeout: 90_000,
  }, async () => {
    const { retailer } = store.simulator.credentials;
    const kinds = async () =>
      (await store.api.get('/api/pos-settings/full-sync')).body.data as FullSyncKind[];
    const first = await kinds();
    expect(first.map((kind) => kind.data_type)).toEqual([
      'BRANCH',
      'CATEGORY',
      'PRODUCT',
      'CUSTOMER',
      'ORDER',
      'SUPPLIER',
    ]);
    // The first pass read every kind but the suppliers (imported on request) in full.
    for (const kind of first) {
      expect(kind.running, kind.data_type).toBe(false);
      if (kind.data_type === 'SUPPLIER') expect(kind.last_full_sync).toBeNull();
      else
        expect(kind.last_full_sync, kind.data_type).toMatchObject({
          status: 'SUCCESS',
          store_name: retailer,
        });
    }

    // Another process holds the branches' lease: nothing starts, and the list says it runs.
    const lease = { pharmacyId: store.fx.pharmacyA.id, dataType: 'BRANCH' as const, holder: 'elsewhere' };
    await syncStore.acquireLease(store.ctx.deps.db, { ...lease, now: store.ctx.deps.now(), ttlMs: 120_000 });
    const runsBefore = (await store.api.get('/api/sync-history/by-user')).body.total;
    try {
      const refused = await store.api.post('/api/pos-settings/full-sync', {
        data_types: ['CUSTOMER', 'BRANCH'],
      });
      expect(refused.status).toBe(409);
      expectEnvelope(refused.body);
      expect(refused.body).toMatchObject({
        error: 'SYNC_IN_PROGRESS',
        message: 'Đang đồng bộ chi nhánh, vui lòng đợi lần đồng bộ này kết thúc.',
      });
      expect((await kinds()).find((kind) => kind.data_type === 'BRANCH')?.running).toBe(true);
      expect((await store.api.get('/api/sync-history/by-user')).body.total).toBe(runsBefore);
    } finally {
      await syncStore.releaseLease(store.ctx.deps.db, lease);
    }

    store.clock.advance(60_000);
    const full = await store.api.post('/api/pos-settings/full-sync', { data_types: ['BRANCH'] });
    expect(full.status, full.text).toBe(200);
    await syncsSettle(store.api);
    const branch = (await kinds()).find((kind) => kind.data_type === 'BRANCH');
    const before = first.find((kind) => kind.data_type === 'BRANCH');
    expect(branch?.last_full_sync?.at).toBe(full.body.sync_time);
    expect(Date.parse(branch?.last_full_sync?.at ?? '')).toBeGreaterThan(
      Date.parse(before?.last_full_sync?.at ?? ''),
    );
    const [newest] = (await store.api.get('/api/sync-history/by-user?limit=1')).body.data;
    expect(newest).toMatchObject({ data_type: 'BRANCH', sync_type: 'MANUAL_SYNC', store_name: retailer });
    expect(newest.raw_json.mode).toBe('FULL');

    // Another pharmacy: no run of its own; and nobody without a session.
    const bob = client(store.ctx.app);
    await bob.login('bob', store.fx.password);
    const theirs = (await bob.get('/api/pos-settings/full-sync')).body.data as FullSyncKind[];
    expect(theirs.every((kind) => kind.last_full_sync === null && !kind.running)).toBe(true);
    expect((await client(store.ctx.app).get('/api/pos-settings/full-sync')).status).toBe(401);
  });

  it('is tested again when the header asks a minute later: a store that stopped answering shows, then its return', {
    timeout: 90_000,
  }, async () => {
    const { simulator, clock } = store;
    const before = (await store.api.get('/api/pos-settings/status')).body.data as Status;
    expect(before.connected).toBe(true);
    // Asked again within the minute: no new test.
    const requests = simulator.getsInLastHour();
    await store.api.get('/api/pos-settings/status');
    expect(simulator.getsInLastHour()).toBe(requests);

    simulator.fault({ match: { path: '/branches' }, times: 1000, effect: { type: 'status', status: 503 } });
    try {
      clock.advance(HEALTH_CHECK_MS);
      const down = await statusWhen(store.api, (status) => status.last_test?.ok === false);
      expect(down).toMatchObject({ is_active: true, connected: false });
      expect(down.last_test?.message).toBeTruthy();
    } finally {
      simulator.faults.clear();
    }
    clock.advance(HEALTH_CHECK_MS);
    const back = await statusWhen(store.api, (status) => status.last_test?.ok === true);
    expect(back).toMatchObject({ is_active: true, connected: true });
  });

  it('is switched off and on; off refuses to sync (409)', async () => {
    const off = await store.api.call('PUT', `/api/pos-settings/is-active/${connectionId}`, {
      is_active: false,
    });
    expect(off.body.settings.is_active).toBe(false);
    const refused = await store.api.post('/api/pos-settings/sync-inventory');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('POS_INACTIVE');
    const bad = await store.api.call('PUT', `/api/pos-settings/is-active/${connectionId}`, {
      is_active: 'yes',
    });
    expect(bad.status).toBe(400);
    const on = await store.api.call('PUT', `/api/pos-settings/is-active/${connectionId}`, {
      is_active: true,
    });
    expect(on.body.settings.is_active).toBe(true);
  });

  it('hides another pharmacy’s connection (404) and gives it none', async () => {
    const bob = client(store.ctx.app);
    await bob.login('bob', store.fx.password);
    expect((await bob.get('/api/pos-settings')).body.data).toBeNull();
    for (const [method, path, body] of [
      ['PUT', `/api/pos-settings/${connectionId}`, { store_name: 'x' }],
      ['PUT', `/api/pos-settings/is-active/${connectionId}`, { is_active: false }],
      ['POST', '/api/kiotviet2/test-connection', { id: connectionId }],
      ['POST', '/api/kiotviet2/connect-to-kiotviet', { id: connectionId }],
    ] as const) {
      const res = await bob.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await bob.post('/api/pos-settings/sync-inventory')).body.error).toBe('POS_NOT_CONFIGURED');
  });

  it('writes the client secret into no answer and no log line', async () => {
    const { clientSecret } = store.simulator.credentials;
    expect(store.logs.length).toBeGreaterThan(10);
    expect(store.logs.filter((line) => line.includes(clientSecret))).toEqual([]);
  });
});

describe('the key that encrypts POS secrets', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pos-key-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('is generated once into DATA_DIR, readable by its owner only, and reused', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const first = await loadSecretBox(config, store.ctx.deps.db).catch((error: Error) => error);
    // The test database holds a connection sealed with the test key: a generated key must refuse to start.
    expect(first).toBeInstanceOf(Error);
    expect((first as Error).message).toContain('is missing');
    expect(await readFile(join(dataDir, POS_SECRET_KEY_FILE), 'utf8').catch(() => null)).toBeNull();
  });

  it('refuses a malformed POS_SECRET_KEY and a key that did not seal the stored secrets', async () => {
    const malformed = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, POS_SECRET_KEY: 'short' });
    await expect(loadSecretBox(malformed, store.ctx.deps.db)).rejects.toThrow('64 hex digits');
    const wrong = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, POS_SECRET_KEY: 'ab'.repeat(32) });
    await expect(loadSecretBox(wrong, store.ctx.deps.db)).rejects.toThrow(
      'is not the key the stored POS secrets',
    );
  });

  it('on an empty database creates the key file with 0600 rights and opens what it sealed', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'pos-key-empty-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: empty });
      const noSecrets = { execute: async () => ({ rows: [] }) } as unknown as typeof store.ctx.deps.db;
      const box = await loadSecretBox(config, noSecrets);
      const file = join(empty, POS_SECRET_KEY_FILE);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const again = await loadSecretBox(config, noSecrets);
      expect(again.open(box.seal('bí mật'))).toBe('bí mật');
      await writeFile(file, 'not a key');
      await expect(loadSecretBox(config, noSecrets)).rejects.toThrow(file);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('detects tampering and another key', () => {
    const box = createSecretBox(Buffer.alloc(32, 1));
    const sealed = box.seal('client-secret');
    expect(sealed).not.toContain('client-secret');
    expect(box.seal('client-secret')).not.toBe(sealed);
    const parts = sealed.split('.');
    parts[4] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 2)).open(sealed)).toThrow('another key');
  });
});
