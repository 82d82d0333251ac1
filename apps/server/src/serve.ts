import type { AddressInfo } from 'node:net';
import type { KiotVietSimulator } from '@pharmacy/kiotviet/simulator';
import { ADMIN_TOKEN_FILE } from './admin-routes';
import { createApp } from './app';
import type { Config } from './config';
import { type Database, withStartupLock } from './db/client';
import type { PgliteWorker } from './db/pglite-start';
import { createHttpServer } from './http/server';
import type { Logger } from './logger';
import { fileSigningKey, openDatabase, persistentSecret } from './runtime';
import { DEMO_LOGIN, demoLoginWorks, seedDemoIfEmpty } from './seed/demo';
import { createSyncEngine } from './sync/engine';
import { createScheduler } from './sync/scheduler';
import { loadSecretBox } from './sync/secrets';

/**
 * Keys kept in DATA_DIR (the POS secret key, checked against the stored secrets; the file-signing key; the admin
 * token), then, with the demo, its data and its pharmacy's connection to the simulator. `db` is the start-up lock's
 * connection.
 */
async function sharedState(start: {
  config: Config;
  logger: Logger;
  db: Database;
  demo: { store: KiotVietSimulator; module: typeof import('./seed/kiotviet-demo') } | undefined;
}) {
  const { config, logger, db } = start;
  const posSecrets = await loadSecretBox(config, db);
  const deps = {
    db,
    config,
    logger,
    now: () => new Date(),
    fileSigningKey: await fileSigningKey(config),
    posSecrets,
  };
  const adminToken = await persistentSecret(config.dataDir, ADMIN_TOKEN_FILE);
  if (config.seedDemo && (await seedDemoIfEmpty(deps))) logger.info('demo data created');
  const printDemoLogin = config.seedDemo && (await demoLoginWorks(deps));
  const firstSync =
    start.demo && printDemoLogin
      ? await start.demo.module.connectDemoPharmacy(deps, start.demo.store.credentials)
      : undefined;
  return { posSecrets, fileSigningKey: deps.fileSigningKey, adminToken, printDemoLogin, firstSync };
}

/**
 * The server's start after main.ts: database (+ migrations) → demo data → app → HTTP server, each phase timed and
 * logged with the 'listening' line (`phases_ms`, from the process's start); graceful shutdown.
 */
export async function serve(
  startConfig: Config,
  logger: Logger,
  pglite: Promise<PgliteWorker> | undefined,
  phases: Record<string, number>,
) {
  let mark = performance.now();
  const lap = (phase: string) => {
    const now = performance.now();
    phases[phase] = Math.round(now - mark);
    mark = now;
  };
  let config = startConfig;
  const database = await openDatabase(config, { pglite, phases });
  mark = performance.now();
  logger.info('database ready', {
    kind: database.kind,
    location: database.kind === 'pglite' ? `${config.dataDir}/pglite` : 'DATABASE_URL',
  });
  // The demo's KiotViet (never in production): the simulator on the loopback.
  let simulator: KiotVietSimulator | undefined;
  let demoStore: typeof import('./seed/kiotviet-demo') | undefined;
  if (config.kiotvietSimulator) {
    demoStore = await import('./seed/kiotviet-demo');
    simulator = await demoStore.startDemoStore(config, logger);
    config = {
      ...config,
      kiotvietApiUrl: simulator.url,
      kiotvietIdentityUrl: simulator.url,
      // The simulator is on this machine: it posts its webhooks to this server (registered by the scheduler).
      kiotvietWebhookUrl: config.kiotvietWebhookUrl ?? demoWebhookUrl(config),
    };
    logger.info('KiotViet simulator started', { url: simulator.url, store: simulator.credentials.retailer });
    lap('kiotviet_simulator');
  }

  // What every process shares and the first one to start creates (keys kept in DATA_DIR, the demo data and the demo
  // pharmacy's connection), under the start-up lock: a process starting at the same moment waits, then finds them.
  let shared: Awaited<ReturnType<typeof sharedState>>;
  try {
    shared = await withStartupLock(database, (db) =>
      sharedState({
        config,
        logger,
        db,
        demo: simulator && demoStore && { store: simulator, module: demoStore },
      }),
    );
  } catch (error) {
    await simulator?.close();
    await database.close();
    throw error;
  }
  const deps = {
    db: database.db,
    config,
    logger,
    now: () => new Date(),
    fileSigningKey: shared.fileSigningKey,
    posSecrets: shared.posSecrets,
  };
  const { printDemoLogin, firstSync } = shared;
  lap('demo_data');

  if (simulator) {
    try {
      await demoStore?.stockDemoStore(deps, simulator);
    } catch (error) {
      logger.warn('the demo store could not be given its carried products', { error });
    }
    lap('demo_store_stock');
  }

  const sync = createSyncEngine(deps);
  const scheduler = createScheduler(deps, sync, { intervalHours: config.syncIntervalHours });
  if (firstSync) {
    // The demo's first sync, before the server answers: every synced screen has data from the first page view.
    try {
      const results = await sync.runPass(firstSync, 'SYSTEM_SYNC');
      logger.info('demo store synced', { results: results.map((r) => `${r.history.dataType}:${r.status}`) });
    } catch (error) {
      logger.warn('the demo store’s first sync failed; the scheduler tries again', { error });
    }
    lap('demo_sync');
  }
  let stopping = false;
  const app = createApp(deps, { adminToken: shared.adminToken, sync, stopping: () => stopping });
  lap('app');
  const server = createHttpServer(app.fetch);
  server.listen(config.port, config.host, () => {
    lap('listen');
    const info = server.address() as AddressInfo;
    const url = `http://${info.address.includes(':') ? `[${info.address}]` : info.address}:${info.port}`;
    logger.info('listening', { url, startup_ms: Math.round(performance.now()), phases_ms: phases });
    const lines = [
      '',
      `  Pharmacy Portal is running at ${url}/`,
      `  API reference: ${url}/api/docs`,
      ...(printDemoLogin
        ? [`  Demo login: username '${DEMO_LOGIN.username}', password '${DEMO_LOGIN.password}'`]
        : []),
      ...(simulator ? [`  KiotViet simulator (demo store): ${simulator.url}`] : []),
      '',
    ];
    process.stderr.write(`${lines.join('\n')}\n`);
    scheduler.start();
  });

  server.once('error', (error: NodeJS.ErrnoException) => {
    logger.error('cannot listen', {
      host: config.host,
      port: config.port,
      code: error.code,
      message: error.message,
    });
    if (error.code === 'EADDRINUSE') {
      process.stderr.write(
        `\n  Port ${config.port} on ${config.host} is already in use. Stop the program using it, or choose another port:\n  PORT=${config.port + 1} npm start\n\n`,
      );
    }
    void database.close().finally(() => process.exit(1));
  });

  const shutdown = async (signal: string) => {
    if (stopping) return;
    // Readiness answers 503 from now on.
    stopping = true;
    logger.info('shutting down', { signal });
    const force = setTimeout(() => {
      logger.warn('forced exit after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    // Stop accepting connections; the requests in flight finish.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Syncs under way (scheduled, or asked for by staff and answered 202) stop between two pages: each records its
    // run, keeps its cursor's place and releases its lease, so another process may take the kind at once. A request
    // still waiting for its sync then answers.
    await scheduler.stop();
    await sync.stop();
    await closed;
    await simulator?.close();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** This server as the simulator reaches it: its port on the loopback (unknown when the port is picked at random). */
function demoWebhookUrl(config: Config): string | undefined {
  if (config.port === 0) return undefined;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}
