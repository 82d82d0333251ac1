import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
/** A transaction handle: repositories accept either, so a service can compose them in one transaction. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** pglite-socket's server speaks the wire protocol on `<dir>/.s.PGSQL.<port>`, the name libpq and `pg` expect. */
const SOCKET_PORT = 5432;

/** The SQLSTATE of a database error, whether pg's own error or wrapped by drizzle (`cause`). */
function pgErrorCode(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True for a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23505';
}

/**
 * Text PostgreSQL cannot store (a NUL character: 22021 / 22P05): the input is at fault, not the server, and the
 * failed statement changed nothing.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === '22021' || code === '22P05';
}

export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
}

/**
 * An idle pooled connection can be closed by the server (a restart, an administrator, a dropped test database).
 * pg then emits 'error' on the pool, which would crash the process without a listener; the next query simply
 * opens a new connection, so a warning is enough.
 */
function survivesLostConnections(pool: pg.Pool): pg.Pool {
  pool.on('error', (error) => {
    process.stderr.write(
      `${JSON.stringify({ level: 'warn', time: new Date().toISOString(), msg: 'database connection lost', error: error.message })}\n`,
    );
  });
  return pool;
}

/** PostgreSQL when DATABASE_URL is set. */
export function openPostgres(connectionString: string, poolMax: number): DatabaseHandle {
  const pool = survivesLostConnections(new pg.Pool({ connectionString, max: poolMax }));
  return {
    db: drizzle({ client: pool, schema }),
    pool,
    kind: 'postgres',
    close: () => pool.end(),
  };
}

/**
 * Embedded PostgreSQL: PGlite persisted in `dataDir` (in memory when undefined), in a worker thread behind
 * pglite-socket on a unix socket in a fresh temporary directory. PGlite serves one connection at a time, so the
 * pool holds exactly one client and requests queue for it.
 */
export async function openEmbedded(dataDir: string | undefined): Promise<DatabaseHandle> {
  const socketDir = await mkdtemp(join(tmpdir(), 'pharmacy-pglite-'));
  const socketPath = join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, socketPath },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.on('message', (message: { type: string; message?: string }) => {
        if (message.type === 'ready') resolve();
        if (message.type === 'error') reject(new Error(`PGlite failed to start: ${message.message}`));
      });
    });
  } catch (error) {
    await worker.terminate();
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }
  const pool = survivesLostConnections(
    new pg.Pool({
      host: socketDir,
      port: SOCKET_PORT,
      user: 'postgres',
      database: 'postgres',
      max: 1,
      idleTimeoutMillis: 0,
    }),
  );
  // Every socket reaches the same PGlite session, and `pg` replaces its connection after a failed query. The new
  // connection believes no statement is prepared while the session still holds them, so preparing one again would
  // fail ("already exists"): each new connection starts by dropping them. Queued first, it runs before any query.
  pool.on('connect', (client) => {
    client.query('deallocate all').catch(() => {});
  });
  return {
    db: drizzle({ client: pool, schema }),
    pool,
    kind: 'pglite',
    async close() {
      await pool.end();
      const stopped = new Promise<void>((resolve) => {
        worker.on('message', (message: { type: string }) => {
          if (message.type === 'stopped') resolve();
        });
      });
      worker.postMessage('stop');
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5000))]);
      await worker.terminate();
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}
