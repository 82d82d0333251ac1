import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openEmbedded, runMigrations, withStartupLock } from '../src/db/client';
import { pharmacies, users } from '../src/db/schema';
import { createLogger } from '../src/logger';
import { openDatabase, persistentSecret } from '../src/runtime';
import { seedDemoIfEmpty } from '../src/seed/demo';
import { createSecretBox } from '../src/sync/secrets';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('embedded database in DATA_DIR', () => {
  it('persists across restarts (PGlite in a worker behind a unix socket)', { timeout: 180_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pharmacy-runtime-'));
    dirs.push(dataDir);
    // No DATABASE_URL here on purpose: this is the embedded path even when the suite runs on PostgreSQL.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const first = await openDatabase(config);
    expect(first.kind).toBe('pglite');
    await first.db.insert(pharmacies).values({ name: 'Nhà thuốc Bền Vững' });
    await first.close();

    const second = await openDatabase(config);
    const rows = await second.db.select({ name: pharmacies.name }).from(pharmacies);
    await second.close();
    expect(rows).toEqual([{ name: 'Nhà thuốc Bền Vững' }]);
    expect((await stat(join(dataDir, 'pglite'))).isDirectory()).toBe(true);
  });

  // Opening PGlite (WASM start-up) alone can take tens of seconds on a loaded 2-core machine.
  it('answers the next query after one fails (pg replaces the failed connection)', {
    timeout: 90_000,
  }, async () => {
    const handle = await openEmbedded(undefined);
    try {
      for (let round = 0; round < 3; round++) {
        await expect(handle.pool.query('select $1::uuid', ['not-a-uuid'])).rejects.toMatchObject({
          code: '22P02',
        });
        const { rows } = await handle.pool.query('select $1::int as n', [round]);
        expect(rows).toEqual([{ n: round }]);
      }
    } finally {
      await handle.close();
    }
  });

  it('keeps generated secrets in DATA_DIR, readable by the owner only', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pharmacy-secret-'));
    dirs.push(dataDir);
    const key = await persistentSecret(dataDir, 'test.key');
    expect(key).toHaveLength(32);
    expect(await persistentSecret(dataDir, 'test.key')).toEqual(key);
    expect((await stat(join(dataDir, 'test.key'))).mode & 0o777).toBe(0o600);
  });
});

describe('migrations at start-up', () => {
  it('applies what the database has not seen, and nothing on the next start', {
    timeout: 90_000,
  }, async () => {
    const folder = await mkdtemp(join(tmpdir(), 'pharmacy-migrations-'));
    dirs.push(folder);
    await mkdir(join(folder, 'meta'));
    const entries: { idx: number; when: number; tag: string; breakpoints: boolean; version: string }[] = [];
    const add = async (tag: string, statement: string) => {
      entries.push({
        idx: entries.length,
        when: 1_000 + entries.length,
        tag,
        breakpoints: true,
        version: '7',
      });
      await writeFile(join(folder, `${tag}.sql`), statement);
      await writeFile(
        join(folder, 'meta/_journal.json'),
        JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
      );
    };
    const handle = await openEmbedded(undefined);
    try {
      const tables = async () =>
        (
          await handle.pool.query<{ name: string }>(
            "select table_name as name from information_schema.tables where table_name like 'm_%' order by 1",
          )
        ).rows.map((row) => row.name);
      await add('0000_first', 'create table m_first (id int)');
      await runMigrations(handle.db, folder);
      expect(await tables()).toEqual(['m_first']);
      // A later release adds a migration: the start after it applies that one only.
      await add('0001_second', 'create table m_second (id int)');
      await runMigrations(handle.db, folder);
      expect(await tables()).toEqual(['m_first', 'm_second']);
      // Up to date: nothing is run again (a second `create table` would fail).
      await runMigrations(handle.db, folder);
      const applied = await handle.pool.query('select hash from drizzle.__drizzle_migrations');
      expect(applied.rowCount).toBe(2);
    } finally {
      await handle.close();
    }
  });
});

describe('processes that start at the same moment', () => {
  // Only PostgreSQL lets two processes open one database; an embedded data directory has one process at a time.
  it.skipIf(!process.env.DATABASE_URL)(
    'take turns on an empty database: one migrates and seeds, the others wait and find it done',
    { timeout: 90_000 },
    async () => {
      const url = new URL(process.env.DATABASE_URL as string);
      const name = `startup_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      await admin.query(`create database ${name}`);
      url.pathname = `/${name}`;
      const dataDir = await mkdtemp(join(tmpdir(), 'pharmacy-startup-'));
      dirs.push(dataDir);
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url.toString() });
      const start = async () => {
        const database = await openDatabase(config);
        const seeded = await withStartupLock(database, (db) =>
          seedDemoIfEmpty({
            db,
            config,
            logger: createLogger('silent'),
            now: () => new Date(),
            fileSigningKey: randomBytes(32),
            posSecrets: createSecretBox(randomBytes(32)),
          }),
        );
        return { database, seeded };
      };
      const started = await Promise.all([start(), start(), start()]);
      try {
        expect(started.map((process) => process.seeded).sort()).toEqual([false, false, true]);
        const db = started[0]?.database.db;
        expect((await db?.select({ n: count() }).from(pharmacies))?.[0]?.n).toBe(2);
        expect((await db?.select({ n: count() }).from(users))?.[0]?.n).toBe(2);
      } finally {
        for (const process of started) await process.database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
