/**
 * From a sale in KiotViet to the portal through webhooks, as `npm start` runs it: the simulator (demo size, system
 * clock) and the server in this process, the server on a free port of the loopback with its webhooks registered,
 * the demo pharmacy synced once. Then sales are made one after another in the store, and for each the time until
 * its order is in the portal's database, with the stock it took, is measured. Prints the times; nothing is
 * asserted (issue 21's target: within 10 s, without a sync).
 *
 *   pnpm bench:webhooks [--sales 20]
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import type { AppDeps } from '../../apps/server/src/http/env';
import { createHttpServer } from '../../apps/server/src/http/server';
import { createLogger } from '../../apps/server/src/logger';
import { connectionRepository } from '../../apps/server/src/modules/connection/repository';
import { openDatabase } from '../../apps/server/src/runtime';
import { seedDemoIfEmpty } from '../../apps/server/src/seed/demo';
import { createSyncEngine } from '../../apps/server/src/sync/engine';
import { createSecretBox } from '../../apps/server/src/sync/secrets';
import { KiotVietSimulator } from '../../packages/kiotviet/src/simulator/index';

const { values } = parseArgs({ options: { sales: { type: 'string', default: '20' } } });
const sales = Number(values.sales);
if (!(Number.isInteger(sales) && sales >= 1 && sales <= 1000)) throw new Error('--sales must be 1 to 1000');

const dataDir = await mkdtemp(join(tmpdir(), 'pharmacy-bench-webhooks-'));
const simulator = await KiotVietSimulator.start({ size: 'demo', seed: 1, getLimitPerHour: 0 });
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' });
const database = await openDatabase(config);
let server: ReturnType<typeof createHttpServer> | undefined;
try {
  const deps: AppDeps = {
    db: database.db,
    config: { ...config, kiotvietApiUrl: simulator.url, kiotvietIdentityUrl: simulator.url },
    logger: createLogger('warn'),
    now: () => new Date(),
    fileSigningKey: Buffer.alloc(32),
    posSecrets: createSecretBox(randomBytes(32)),
    kiotviet: { budget: false },
  };
  await seedDemoIfEmpty(deps);
  const engine = createSyncEngine(deps);
  const listening = createHttpServer(createApp(deps, { sync: engine }).fetch);
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  deps.config = {
    ...deps.config,
    kiotvietWebhookUrl: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`,
  };

  const [pharmacy] = (
    await database.pool.query('select pharmacy_id from users where username = $1', ['demo'])
  ).rows as { pharmacy_id: string }[];
  if (!pharmacy) throw new Error('no demo pharmacy');
  const now = new Date();
  await connectionRepository.insert(database.db, {
    pharmacyId: pharmacy.pharmacy_id,
    clientId: simulator.credentials.clientId,
    clientSecretEncrypted: deps.posSecrets.seal(simulator.credentials.clientSecret),
    storeName: simulator.credentials.retailer,
    createdAt: now,
    updatedAt: now,
  });
  for (const result of await engine.runPass(pharmacy.pharmacy_id, 'SYSTEM_SYNC')) {
    if (result.status !== 'SUCCESS') throw new Error(`first sync: ${result.history.dataType} failed`);
  }
  if ((await engine.webhooks.registration.register(pharmacy.pharmacy_id)) !== 'registered') {
    throw new Error('the webhooks were not registered');
  }

  const applied = async (invoiceId: number) => {
    const rows = await database.pool.query(
      `select 1 from sales_orders o where o.pharmacy_id = $1 and o.kiotviet_id = $2
         and not exists (select 1 from kiotviet_webhook_events e where e.pharmacy_id = $1 and e.processed_at is null)`,
      [pharmacy.pharmacy_id, invoiceId],
    );
    return rows.rows.length > 0;
  };
  const times: number[] = [];
  for (let sale = 0; sale < sales; sale += 1) {
    const started = performance.now();
    const [invoiceId] = simulator.churn({ newInvoices: 1 }).invoices.created;
    while (!(await applied(invoiceId as number))) await new Promise((resolve) => setTimeout(resolve, 10));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    (times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0) / 1000;
  console.log(
    `A sale in the store until its order and its stock are in the portal (${sales} sales, PGlite):`,
  );
  console.log(
    `  median ${at(0.5).toFixed(2)} s, p95 ${at(0.95).toFixed(2)} s, slowest ${at(1).toFixed(2)} s`,
  );
  console.log(
    `  webhook deliveries: ${simulator.webhooks.deliveries.length}, syncs run: none after the first`,
  );
} finally {
  server?.close();
  await simulator.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
