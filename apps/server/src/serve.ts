import type { AddressInfo } from 'node:net';
import { ADMIN_TOKEN_FILE } from './admin-routes';
import { createApp } from './app';
import type { Config } from './config';
import type { PgliteWorker } from './db/pglite-start';
import { createHttpServer } from './http/server';
import type { Logger } from './logger';
import { fileSigningKey, openDatabase, persistentSecret } from './runtime';
import { DEMO_LOGIN, demoLoginWorks, seedDemoIfEmpty } from './seed/demo';
import { createSyncEngine } from './sync/engine';
import { createScheduler } from './sync/scheduler';
import { loadSecretBox } from './sync/secrets';

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
  let posSecrets: Awaited<ReturnType<typeof loadSecretBox>>;
  try {
    posSecrets = await loadSecretBox(config, database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const deps = {
    db: database.db,
    config,
    logger,
    now: () => new Date(),
    fileSigningKey: await fileSigningKey(config),
    posSecrets,
  };
  if (config.seedDemo && (await seedDemoIfEmpty(deps))) logger.info('demo data created');
  const printDemoLogin = config.seedDemo && (await demoLoginWorks(deps));
  lap('demo_data');

  // The demo's KiotViet (never in production): the simulator on the loopback, the demo pharmacy connected to it.
  let simulator: { url: string; close(): Promise<void> } | undefined;
  let firstSync: string | undefined;
  if (config.kiotvietSimulator) {
    const demo = await import('./seed/kiotviet-demo');
    const store = await demo.startDemoStore(config, logger);
    simulator = store;
    config = {
      ...config,
      kiotvietApiUrl: store.url,
      kiotvietIdentityUrl: store.url,
      // The simulator is on this machine: it posts its webhooks to this server (registered by the scheduler).
      kiotvietWebhookUrl: config.kiotvietWebhookUrl ?? demoWebhookUrl(config),
    };
    deps.config = config;
    if (printDemoLogin) firstSync = await demo.connectDemoPharmacy(deps, store.credentials);
    try {
      await demo.stockDemoStore(deps, store);
    } catch (error) {
      logger.warn('the demo store could not be given its carried products', { error });
    }
    logger.info('KiotViet simulator started', { url: store.url, store: store.credentials.retailer });
    lap('kiotviet_simulator');
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
  const app = createApp(deps, { adminToken: await persistentSecret(config.dataDir, ADMIN_TOKEN_FILE), sync });
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

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    // Stop accepting connections, let in-flight requests finish, then close the database.
    const force = setTimeout(() => {
      logger.warn('forced exit after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // A sync under way stops between two pages; its cursor keeps its place for the next start.
    await scheduler.stop();
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
