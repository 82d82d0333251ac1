import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Config, pgliteDir } from './config';
import { type DatabaseHandle, openEmbedded, openPostgres, runMigrations, withStartupLock } from './db/client';
import type { PgliteWorker } from './db/pglite-start';

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite persisted in DATA_DIR/pglite; migrated either way, under the
 * start-up lock (a second process starting at the same moment waits, then finds the schema current). `pglite`: the
 * embedded database's worker when main already started it; `phases` receives the milliseconds of each step.
 */
export async function openDatabase(
  config: Config,
  options: { pglite?: Promise<PgliteWorker> | undefined; phases?: Record<string, number> } = {},
): Promise<DatabaseHandle> {
  let mark = performance.now();
  const lap = (phase: string) => {
    const now = performance.now();
    if (options.phases) options.phases[phase] = Math.round(now - mark);
    mark = now;
  };
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const handle = config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePoolMax)
    : await openEmbedded(pgliteDir(config), options.pglite);
  lap('database');
  try {
    await withStartupLock(handle, (db) => runMigrations(db));
  } catch (error) {
    await handle.close();
    throw error;
  }
  lap('migrations');
  return handle;
}

/**
 * A random secret kept in DATA_DIR (created on first use, readable by the owner only), so that it survives
 * restarts without any configuration.
 */
export async function persistentSecret(dataDir: string, name: string): Promise<Buffer> {
  const path = join(dataDir, name);
  try {
    return Buffer.from((await readFile(path, 'utf8')).trim(), 'hex');
  } catch {
    const secret = randomBytes(32);
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await writeFile(path, secret.toString('hex'), { mode: 0o600, flag: 'wx' }).catch(async () => {
      // Another process created it first: use theirs.
    });
    return Buffer.from((await readFile(path, 'utf8')).trim(), 'hex');
  }
}

export async function fileSigningKey(config: Config): Promise<Buffer> {
  return config.fileSigningSecret
    ? Buffer.from(config.fileSigningSecret, 'utf8')
    : persistentSecret(config.dataDir, 'file-signing.key');
}
