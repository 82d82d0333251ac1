import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { serverRoot } from '../config';
import { LOCK_SPACES } from './advisory-locks';
import { type PgliteWorker, SOCKET_PORT, startPgliteWorker } from './pglite-start';
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

const migrationsFolder = join(serverRoot, 'drizzle');

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

/**
 * Runs `work` while this process holds the start-up lock (a PostgreSQL advisory lock): processes started at the same
 * moment on one database take turns, and each finds what the one before created (the schema, the demo data). The
 * lock is held on a connection of its own, and `work` gets a database handle over that very connection: PGlite's
 * pool has a single connection, which the lock holds.
 */
export async function withStartupLock<T>(
  handle: DatabaseHandle,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const client = await handle.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1::int, 0)', [LOCK_SPACES.startup]);
    try {
      return await work(drizzle({ client, schema }));
    } finally {
      await client
        .query('select pg_advisory_unlock($1::int, 0)', [LOCK_SPACES.startup])
        .catch((error: Error) => {
          // The session ends with the connection, and its locks with it.
          broken = error;
        });
    }
  } finally {
    client.release(broken);
  }
}

/**
 * Applies the migrations the database has not seen. Every start after the first finds it up to date: that is
 * answered by two small queries on drizzle's migrations table, instead of drizzle's own check (two DDL statements
 * and a transaction).
 */
export async function runMigrations(db: Database, folder = migrationsFolder): Promise<void> {
  if (await migrationsApplied(db, folder)) return;
  await migrate(db, { migrationsFolder: folder });
}

/** True when the newest migration applied is the newest of the journal, or newer (drizzle would apply nothing). */
async function migrationsApplied(db: Database, folder: string): Promise<boolean> {
  const journal = JSON.parse(await readFile(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = journal.entries.at(-1)?.when;
  if (newest === undefined) return false;
  const { rows } = await db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!rows[0]?.present) return false;
  const applied = await db.execute<{ created_at: string | null }>(
    sql`select max(created_at)::text as created_at from drizzle.__drizzle_migrations`,
  );
  return Number(applied.rows[0]?.created_at ?? 0) >= newest;
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

/** Distinct statement texts given a name, at most: past it, new texts run unnamed (see nameStatements). */
const NAMED_STATEMENTS_MAX = 2000;
const statementNames = new Map<string, string>();

/**
 * A LIKE whose pattern is a parameter. Its plan must be made for each pattern: only with the pattern in hand can the
 * planner read a prefix as a b-tree range or weigh a trigram lookup, and a generic plan, made without it, walked
 * the whole products index in order for each search on PGlite (105 ms instead of 11).
 */
const PATTERN_PARAMETER = /\blike \$\d/i;

function statementName(text: string): string | undefined {
  if (PATTERN_PARAMETER.test(text)) return undefined;
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < NAMED_STATEMENTS_MAX) {
    name = `s${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown };

/**
 * Every statement with parameters is sent as a named prepared statement, named after its text: each connection
 * parses it once, and after a few runs PostgreSQL keeps a generic plan when it costs no more than planning each run
 * (the "auto" plan cache mode). Planning a list's page cost about as much as running it (0.8 ms of 1.6 ms on the
 * scale data), and on PGlite planning checks the size of every table and index it considers, each a file system
 * call through WebAssembly (docs/PERFORMANCE.md). Statements without parameters (migrations, which may hold several
 * commands) stay unnamed, as do searches (PATTERN_PARAMETER) and new texts past NAMED_STATEMENTS_MAX (a list of ids
 * of each length is a text of its own), which bounds what each connection keeps.
 */
function nameStatements(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
      if (
        typeof config === 'object' &&
        config !== null &&
        typeof (config as QueryConfig).text === 'string' &&
        (config as QueryConfig).name === undefined &&
        Array.isArray(values) &&
        values.length > 0
      ) {
        const name = statementName((config as { text: string }).text);
        if (name) return query({ ...config, name }, values, callback);
      }
      return query(config, values, callback);
    };
  });
  return pool;
}

/** PostgreSQL when DATABASE_URL is set. */
export function openPostgres(connectionString: string, poolMax: number): DatabaseHandle {
  const pool = nameStatements(survivesLostConnections(new pg.Pool({ connectionString, max: poolMax })));
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
 * pool holds exactly one client and requests queue for it. `started`: a worker already starting (see main.ts).
 */
export async function openEmbedded(
  dataDir: string | undefined,
  started: Promise<PgliteWorker> = startPgliteWorker(dataDir),
): Promise<DatabaseHandle> {
  const worker = await started;
  const pool = nameStatements(
    survivesLostConnections(
      new pg.Pool({
        host: worker.socketDir,
        port: SOCKET_PORT,
        user: 'postgres',
        database: 'postgres',
        max: 1,
        idleTimeoutMillis: 0,
        // Every socket reaches the same PGlite session, and `pg` replaces its connection after a failed query. The
        // new connection believes no statement is prepared while the session still holds them, so preparing one
        // again would fail ("already exists"): each new connection drops them before the pool hands it out.
        onConnect: async (client) => {
          await client.query('deallocate all');
        },
      }),
    ),
  );
  return {
    db: drizzle({ client: pool, schema }),
    pool,
    kind: 'pglite',
    async close() {
      await pool.end();
      await worker.stop();
    },
  };
}
