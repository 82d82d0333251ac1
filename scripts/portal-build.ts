/**
 * Whether the built portal (apps/portal/dist) is still what its sources would build, so that `npm start` can skip
 * a build that takes most of a minute on a busy machine. The sources are everything the portal's build reads: the
 * portal itself, the workspace packages it bundles, the lockfile and the root configuration. Their contents (not
 * their dates: a fresh clone or a checkout rewrites those) are hashed and compared with the hash recorded after the
 * last successful build.
 *
 *   tsx scripts/portal-build.ts hash                  prints the sources' hash
 *   tsx scripts/portal-build.ts fresh <hash>          exit 0 when dist/index.html was built from <hash>
 *   tsx scripts/portal-build.ts record <hash>         records <hash> after a successful build
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SOURCES = [
  'apps/portal',
  'packages/ui',
  'packages/i18n',
  'packages/api-client',
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'tsconfig.base.json',
];

/** Output and tool state, never sources. */
const SKIPPED = new Set(['node_modules', 'dist', 'storybook-static', '.vitest-attachments', 'coverage']);

/** Kept beside the portal's dependencies rather than in dist/, which the server publishes as it is. */
const RECORD = 'apps/portal/node_modules/.cache/portal-build-sources.sha256';

async function filesUnder(root: string, path: string, found: string[]): Promise<void> {
  const full = join(root, path);
  if (!existsSync(full)) return;
  const entries = await readdir(full, { withFileTypes: true }).catch(() => null);
  if (!entries) {
    found.push(path);
    return;
  }
  for (const entry of entries) {
    if (SKIPPED.has(entry.name)) continue;
    const child = join(path, entry.name);
    if (entry.isDirectory()) await filesUnder(root, child, found);
    else if (entry.isFile()) found.push(child);
  }
}

export async function sourcesHash(root: string): Promise<string> {
  const files: string[] = [];
  for (const source of SOURCES) await filesUnder(root, source, files);
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(relative(root, join(root, file)).split(sep).join('/'));
    hash.update('\0');
    hash.update(await readFile(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export async function isFresh(root: string, hash: string): Promise<boolean> {
  if (!existsSync(join(root, 'apps/portal/dist/index.html'))) return false;
  const recorded = await readFile(join(root, RECORD), 'utf8').catch(() => '');
  return recorded.trim() === hash;
}

export async function recordBuild(root: string, hash: string): Promise<void> {
  await mkdir(join(root, RECORD, '..'), { recursive: true });
  await writeFile(join(root, RECORD), `${hash}\n`);
}

async function main(): Promise<number> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const [command, hash] = process.argv.slice(2);
  if (command === 'hash') {
    process.stdout.write(`${await sourcesHash(root)}\n`);
    return 0;
  }
  if (command === 'fresh' && hash) return (await isFresh(root, hash)) ? 0 : 1;
  if (command === 'record' && hash) {
    await recordBuild(root, hash);
    return 0;
  }
  process.stderr.write('usage: portal-build.ts hash | fresh <hash> | record <hash>\n');
  return 2;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(2);
    },
  );
}
