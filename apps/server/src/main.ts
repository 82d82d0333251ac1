/**
 * The server's entry point. It loads only the configuration first and, for the embedded database, starts PGlite's
 * worker thread at once: the database opens on one core while this thread loads the rest of the server (serve.ts)
 * on the other. Start-up phases are logged with the 'listening' line (`phases_ms`).
 */
import { mkdirSync } from 'node:fs';
import { loadConfig, pgliteDir } from './config';
import { startPgliteWorker } from './db/pglite-start';
import { createLogger } from './logger';

const phases: Record<string, number> = { main_module: Math.round(performance.now()) };
const config = loadConfig();
const logger = createLogger(config.logLevel);
// DATA_DIR holds keys and uploads: it is created readable by its owner only, before PGlite creates its folder.
mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
const pglite = config.databaseUrl ? undefined : startPgliteWorker(pgliteDir(config));
// A start that fails before serve() awaits it would otherwise be an unhandled rejection.
pglite?.catch(() => {});

try {
  const loading = performance.now();
  const { serve } = await import('./serve');
  phases.app_modules = Math.round(performance.now() - loading);
  await serve(config, logger, pglite, phases);
} catch (error) {
  logger.error('start-up failed', { error });
  process.exit(1);
}
