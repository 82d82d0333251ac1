import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openEmbedded, openPostgres, runMigrations } from '../src/db/client';
import { startPgliteWorker } from '../src/db/pglite-start';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory as a tar (unset on PostgreSQL): see freshDatabase in helpers.ts. */
    pgliteTemplate: string | undefined;
    /** A migrated, empty database on the server of DATABASE_URL, which each file's database copies. */
    postgresTemplate: string | undefined;
  }
}

async function adminQuery(url: string, text: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * Once per run, an empty database, migrated, that each test file's database starts as a copy of. On PGlite it is
 * dumped to a file, and each file's in-memory database starts from it instead of running initdb and every migration,
 * which was about 4 of a file's 6 CPU seconds of start-up (the server suite: 515 CPU s before, 387 after). On
 * PostgreSQL it is a template database (`create database … template`). The migrations still run against each copy,
 * finding it current.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    project.provide('pgliteTemplate', undefined);
    const name = `test_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = openPostgres(target.toString(), 1);
    try {
      await runMigrations(handle.db);
    } finally {
      // A template may not be copied while anyone is connected to it.
      await handle.close();
    }
    project.provide('postgresTemplate', name);
    return async () => {
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    };
  }
  project.provide('postgresTemplate', undefined);
  const dir = await mkdtemp(join(tmpdir(), 'pharmacy-test-template-'));
  const worker = await startPgliteWorker(undefined);
  const handle = await openEmbedded(undefined, Promise.resolve(worker));
  try {
    await runMigrations(handle.db);
    const file = join(dir, 'migrated.tar');
    await writeFile(file, await worker.dump());
    project.provide('pgliteTemplate', file);
  } finally {
    await handle.close();
  }
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
