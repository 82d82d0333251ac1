import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isFresh, recordBuild, sourcesHash } from './portal-build';

let root: string;

async function write(path: string, text: string) {
  await mkdir(join(root, path, '..'), { recursive: true });
  await writeFile(join(root, path), text);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'portal-build-'));
  await write('apps/portal/src/main.tsx', 'render()');
  await write('packages/ui/src/Button.tsx', 'button');
  await write('pnpm-lock.yaml', 'lock');
  await write('apps/portal/dist/index.html', '<div id="root"></div>');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the portal build is skipped only while nothing it is built from changed', () => {
  it('is fresh after a recorded build, until a source changes', async () => {
    const built = await sourcesHash(root);
    expect(await isFresh(root, built)).toBe(false);
    await recordBuild(root, built);
    expect(await isFresh(root, await sourcesHash(root))).toBe(true);
    await write('packages/ui/src/Button.tsx', 'button, restyled');
    expect(await isFresh(root, await sourcesHash(root))).toBe(false);
  });

  it('notices a new source file, a changed lockfile and a missing build', async () => {
    const built = await sourcesHash(root);
    await recordBuild(root, built);
    await write('apps/portal/src/new-screen.tsx', 'screen');
    expect(await sourcesHash(root)).not.toBe(built);
    await rm(join(root, 'apps/portal/src/new-screen.tsx'));
    expect(await sourcesHash(root)).toBe(built);
    await write('pnpm-lock.yaml', 'lock, upgraded');
    expect(await sourcesHash(root)).not.toBe(built);
    await write('pnpm-lock.yaml', 'lock');
    await rm(join(root, 'apps/portal/dist'), { recursive: true });
    expect(await isFresh(root, built)).toBe(false);
  });

  it('ignores the build output and installed packages', async () => {
    const built = await sourcesHash(root);
    await write('apps/portal/dist/assets/app.js', 'bundle');
    await write('packages/ui/node_modules/x/index.js', 'dependency');
    expect(await sourcesHash(root)).toBe(built);
  });
});
