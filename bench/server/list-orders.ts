/**
 * How the API holds up: N concurrent clients list purchase orders (the portal's busiest call) through
 * `app.request()` for a few seconds while the event loop's delay is sampled, on the demo data. On the embedded
 * database by default (shows that PGlite in its worker thread keeps the server responsive); on PostgreSQL when
 * DATABASE_URL is set (`bash scripts/with-postgres.sh pnpm bench:server`). `pnpm bench:api` measures every endpoint
 * over real HTTP.
 *
 *   pnpm bench:server [concurrency=8] [seconds=5]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { createLogger } from '../../apps/server/src/logger';
import { openDatabase } from '../../apps/server/src/runtime';
import { DEMO_LOGIN, seedDemoIfEmpty } from '../../apps/server/src/seed/demo';
import { createSecretBox } from '../../apps/server/src/sync/secrets';

const concurrency = Number(process.argv[2] ?? 8);
const seconds = Number(process.argv[3] ?? 5);

const dataDir = await mkdtemp(join(tmpdir(), 'pharmacy-bench-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL });
const database = await openDatabase(config);
const deps = {
  db: database.db,
  config,
  logger: createLogger('silent'),
  now: () => new Date(),
  fileSigningKey: Buffer.alloc(32),
  posSecrets: createSecretBox(Buffer.alloc(32)),
};
await seedDemoIfEmpty(deps);
const app = createApp(deps);

const login = await app.request('/api/v1/auth/pharmacies/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(DEMO_LOGIN),
});
const { data } = (await login.json()) as { data: { token: string } };
const headers = { authorization: `Bearer ${data.token}` };

const latencies: number[] = [];
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const deadline = performance.now() + seconds * 1000;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const res = await app.request(
        '/api/import-orders?statuses=pending,approved,shipped,delivered&limit=10',
        { headers },
      );
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
      latencies.push(performance.now() - started);
    }
  }),
);
delay.disable();
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1);
console.log(
  JSON.stringify({
    engine: database.kind,
    concurrency,
    seconds,
    requests: latencies.length,
    req_per_s: Math.round(latencies.length / seconds),
    latency_ms: { p50: pct(50), p95: pct(95), p99: pct(99) },
    event_loop_delay_ms: { p50: (delay.percentile(50) / 1e6).toFixed(1), max: (delay.max / 1e6).toFixed(1) },
  }),
);
await database.close();
await rm(dataDir, { recursive: true, force: true });
