import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openEmbedded, runMigrations } from '../src/db/client';
import { pharmacies } from '../src/db/schema';
import { openDatabase, persistentSecret } from '../src/runtime';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('embedded database in DATA_DIR', () => {
  it('persists across restarts (PGlite in a worker behind a unix socket)', { timeout: 90_000 }, async () => {
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
