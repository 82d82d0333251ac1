/**
 * The KiotViet sync end to end: the simulator in its own process (GET limit off), the server's sync engine with the
 * GET budget off, writing into PGlite (default) or the PostgreSQL of DATABASE_URL (a fresh database, dropped after).
 *   1. a full sync of the store: records per second per kind and in all, and the process's peak memory;
 *   2. an incremental sync after about 1% of the records changed (products, customers, invoices): its duration.
 * Prints numbers; nothing is asserted (issue 14's targets: ≥ 5,000 records/s, incremental ≤ 10 s at `scale`).
 *
 *   pnpm bench:sync [--size demo|ci|scale]                                  (PGlite)
 *   bash scripts/with-postgres.sh pnpm bench:sync [--size demo|ci|scale]    (PostgreSQL 15)
 *
 * `demo` is the demo store (3,000 invoices): what `.ci/run` runs, to show that the benchmark still runs end to end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../apps/server/src/config';
import { openPostgres } from '../../apps/server/src/db/client';
import type { SyncDataType } from '../../apps/server/src/db/schema';
import type { AppDeps } from '../../apps/server/src/http/env';
import { createLogger } from '../../apps/server/src/logger';
import { connectionRepository } from '../../apps/server/src/modules/connection/repository';
import { openDatabase } from '../../apps/server/src/runtime';
import { seedDemoIfEmpty } from '../../apps/server/src/seed/demo';
import { createSyncEngine, type RunResult } from '../../apps/server/src/sync/engine';
import { createSecretBox } from '../../apps/server/src/sync/secrets';
import { storeSizes } from '../../packages/kiotviet/src/simulator/sizes';
import { startSimulatorProcess } from '../kiotviet/simulator-process';

const { values } = parseArgs({ options: { size: { type: 'string', default: 'ci' } } });
const size = values.size as 'demo' | 'ci' | 'scale';
if (size !== 'demo' && size !== 'ci' && size !== 'scale') throw new Error('--size must be demo, ci or scale');

/** A fresh database: a PGlite directory, or a new database on DATABASE_URL's server. */
async function freshDatabase(dataDir: string) {
  const server = process.env.DATABASE_URL;
  if (!server) {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' });
    return { config, database: await openDatabase(config), drop: async () => {} };
  }
  const name = `bench_sync_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres(server, 1);
  await admin.pool.query(`create database ${name}`);
  await admin.close();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url.toString() });
  return {
    config,
    database: await openDatabase(config),
    async drop() {
      const cleanup = openPostgres(server, 1);
      await cleanup.pool.query(`drop database if exists ${name} with (force)`);
      await cleanup.close();
    },
  };
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const rate = (records: number, ms: number) => Math.round(records / (ms / 1000));

const dataDir = await mkdtemp(join(tmpdir(), 'pharmacy-bench-sync-'));
const { url, child } = await startSimulatorProcess(size, 0);
const { config, database, drop } = await freshDatabase(dataDir);
try {
  const deps: AppDeps = {
    db: database.db,
    config: { ...config, kiotvietApiUrl: url, kiotvietIdentityUrl: url },
    logger: createLogger('warn'),
    now: () => new Date(),
    fileSigningKey: Buffer.alloc(32),
    posSecrets: createSecretBox(randomBytes(32)),
    kiotviet: { budget: false },
  };
  await seedDemoIfEmpty(deps);
  const [pharmacy] = (
    await database.pool.query('select pharmacy_id from users where username = $1', ['demo'])
  ).rows as { pharmacy_id: string }[];
  if (!pharmacy) throw new Error('no demo pharmacy');
  const now = new Date();
  await connectionRepository.insert(database.db, {
    pharmacyId: pharmacy.pharmacy_id,
    clientId: 'sim-client-id',
    clientSecretEncrypted: deps.posSecrets.seal('sim-client-secret'),
    storeName: 'nhathuocminhchau',
    createdAt: now,
    updatedAt: now,
  });
  const engine = createSyncEngine(deps);
  const kinds: SyncDataType[] = ['BRANCH', 'CATEGORY', 'PRODUCT', 'CUSTOMER', 'ORDER'];

  let peakRss = 0;
  let peakHeap = 0;
  const sampler = setInterval(() => {
    const memory = process.memoryUsage();
    peakRss = Math.max(peakRss, memory.rss);
    peakHeap = Math.max(peakHeap, memory.heapUsed);
  }, 100);

  async function pass(label: string) {
    console.log(`${label} (${database.kind}, store size ${size}):`);
    let records = 0;
    const started = performance.now();
    for (const dataType of kinds) {
      const result: RunResult = await engine.run({
        pharmacyId: pharmacy?.pharmacy_id as string,
        dataType,
        syncType: 'MANUAL_SYNC',
      });
      if (result.status !== 'SUCCESS')
        throw new Error(`${dataType}: ${JSON.stringify(result.history.rawJson.error)}`);
      const read = result.history.rawJson.records_read as number;
      const ms = result.history.rawJson.duration_ms as number;
      const counts = result.counts;
      const children = Object.entries(counts.children ?? {})
        .map(([name, child]) => `, ${child.written} ${name}`)
        .join('');
      records += read;
      console.log(
        `  ${dataType.padEnd(9)} ${String(read).padStart(8)} read in ${(ms / 1000).toFixed(1).padStart(6)} s` +
          ` = ${String(rate(read, ms)).padStart(6)} records/s  (${counts.inserted} new, ${counts.updated} changed,` +
          ` ${counts.removed} removed${children}; ${result.history.rawJson.pages} pages)`,
      );
    }
    const ms = performance.now() - started;
    console.log(
      `  ${'all'.padEnd(9)} ${String(records).padStart(8)} read in ${(ms / 1000).toFixed(1).padStart(6)} s = ${String(rate(records, ms)).padStart(6)} records/s`,
    );
    return ms;
  }

  await pass('Full sync');
  console.log(
    `  peak memory of the server process (with PGlite, its database too): rss ${mb(peakRss)}, heap ${mb(peakHeap)}`,
  );

  // About 1% of the store changes: price, stock and status edits, new and deleted products, customers edited and
  // added, new sales (which take stock) and invoices moved along.
  const plan = storeSizes[size];
  const percent = (count: number) => Math.max(1, Math.round(count / 100));
  const churn = {
    editProducts: percent(plan.products),
    newProducts: Math.ceil(percent(plan.products) / 10),
    deleteProducts: Math.ceil(percent(plan.products) / 20),
    editCustomers: percent(plan.customers),
    newCustomers: Math.ceil(percent(plan.customers) / 10),
    newInvoices: Math.ceil(percent(plan.invoices) / 2),
    editInvoices: Math.ceil(percent(plan.invoices) / 2),
  };
  const changed = await fetch(`${url}/_simulator/churn`, { method: 'POST', body: JSON.stringify(churn) });
  if (!changed.ok) throw new Error(`churn: ${changed.status}`);
  console.log(`KiotViet changed about 1% of the store: ${JSON.stringify(churn)}`);
  const incremental = await pass('Incremental sync');
  console.log(`  the incremental sync took ${(incremental / 1000).toFixed(1)} s`);
  clearInterval(sampler);
} finally {
  child.kill('SIGTERM');
  await database.close();
  await drop();
  await rm(dataDir, { recursive: true, force: true });
}
