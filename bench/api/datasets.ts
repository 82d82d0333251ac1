/**
 * Generated data sets for the API benchmark, made once and reused: a PGlite data directory under bench/.cache, and a
 * database on the PostgreSQL server of DATABASE_URL. Each is named after the size and a hash of the generator and
 * the migrations, so a change to either makes a new one; a set is renamed into place only once complete.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../apps/server/src/config';
import { openPostgres } from '../../apps/server/src/db/client';
import { businessDate } from '../../apps/server/src/domain/dates';
import { openDatabase } from '../../apps/server/src/runtime';
import { generate, type SizeName } from '../data/generate';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const cacheRoot = join(repoRoot, 'bench/.cache');

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The last day of the generated history: today (in Vietnam), as the server sees it, so that the windows the
 * reorder suggestions and the near-expiry view read (the last 28–91 days of sales, the lots expiring soon) hold what
 * a pharmacy's would. A set is therefore made again on another day.
 */
const today = businessDate(new Date());

/** What the generated rows depend on: the generator, the schema's migrations, the demo seed and the day. */
async function datasetKey(size: SizeName): Promise<string> {
  const hash = createHash('sha256').update(size).update(today);
  const sources = [
    ...(await filesIn(join(repoRoot, 'bench/data'))),
    ...(await filesIn(join(repoRoot, 'apps/server/drizzle'))),
    join(repoRoot, 'apps/server/src/seed/demo.ts'),
  ];
  for (const file of sources) hash.update(file.slice(repoRoot.length)).update(await readFile(file));
  return `${size}_${hash.digest('hex').slice(0, 12)}`;
}

const log = (line: string) => process.stderr.write(`  ${line}\n`);

/** A PGlite DATA_DIR holding the generated `size` (its `pglite/` folder). */
export async function pgliteDataset(size: SizeName): Promise<string> {
  const key = await datasetKey(size);
  const dir = join(cacheRoot, `pglite_${key}`);
  if (existsSync(join(dir, 'complete'))) return dir;
  await mkdir(cacheRoot, { recursive: true });
  // Sets of older generators or schemas are never used again.
  for (const entry of await readdir(cacheRoot)) {
    if (entry.startsWith(`pglite_${size}_`))
      await rm(join(cacheRoot, entry), { recursive: true, force: true });
  }
  const building = `${dir}.tmp`;
  process.stderr.write(`Generating the '${size}' data on PGlite (once; kept in ${dir})…\n`);
  const database = await openDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: building, DATABASE_URL: '' }));
  try {
    await generate(database, size, { log, today });
  } finally {
    await database.close();
  }
  await writeFile(join(building, 'complete'), `${new Date().toISOString()}\n`);
  await rename(building, dir);
  return dir;
}

/** The URL of a database on `serverUrl`'s server holding the generated `size`. */
export async function postgresDataset(serverUrl: string, size: SizeName): Promise<string> {
  const name = `bench_${await datasetKey(size)}`;
  const urlOf = (database: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const admin = openPostgres(serverUrl, 1);
  try {
    const { rows } = await admin.pool.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length > 0) return urlOf(name);
    process.stderr.write(`Generating the '${size}' data on PostgreSQL (once; kept as database ${name})…\n`);
    await admin.pool.query(`drop database if exists "${name}_tmp"`);
    await admin.pool.query(`create database "${name}_tmp"`);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: join(cacheRoot, 'postgres'),
      DATABASE_URL: urlOf(`${name}_tmp`),
    });
    const database = await openDatabase(config);
    try {
      await generate(database, size, { log, today });
    } finally {
      await database.close();
    }
    await admin.pool.query(`alter database "${name}_tmp" rename to "${name}"`);
    return urlOf(name);
  } finally {
    await admin.close();
  }
}
