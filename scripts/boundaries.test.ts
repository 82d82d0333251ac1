import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The portal's layers, held by a test over its import graph: a feature (`features/<area>/`) imports its own files,
 * `shared/`, the story kit (`stories/`) and packages — never another feature, never `app/` (which assembles the
 * features); `shared/` imports neither features nor `app/`. What two features need moves to `shared/`.
 */

const SRC = dirname(fileURLToPath(import.meta.url));

/** The relative modules a source imports: `import … from`, `export … from`, `import('…')`. */
function relativeImports(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm);
  return [...found].map((match) => match[1] as string);
}

/** Where a file sits: its layer, and for a feature its area. */
function placeOf(path: string): { layer: string; area?: string } {
  const [layer = '', area] = path.split('/');
  return layer === 'features' ? { layer, area } : { layer };
}

/**
 * Why `file` may not import `target` (both relative to `src/`, with '/'), or null when it may: a feature imports
 * no other feature and nothing of `app/`; `shared/` imports no feature and nothing of `app/`.
 */
function violation(file: string, target: string): string | null {
  const from = placeOf(file);
  const to = placeOf(target);
  if (from.layer === 'features') {
    if (to.layer === 'app') return `${file} imports ${target}: a feature never imports app/`;
    if (to.layer === 'features' && to.area !== from.area) {
      return `${file} imports ${target}: a feature never imports another feature (move what both need to shared/)`;
    }
  }
  if (from.layer === 'shared' && (to.layer === 'features' || to.layer === 'app')) {
    return `${file} imports ${target}: shared/ never imports a feature or app/`;
  }
  return null;
}

/** Every broken rule in the sources (path relative to `src/` → text). */
function violations(sources: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [file, source] of sources) {
    for (const specifier of relativeImports(source)) {
      const target = posix.normalize(posix.join(posix.dirname(file), specifier));
      const problem = violation(file, target);
      if (problem) found.push(problem);
    }
  }
  return found;
}

function portalSources(): Map<string, string> {
  const sources = new Map<string, string>();
  for (const entry of readdirSync(SRC, { recursive: true })) {
    const path = String(entry);
    if (!/\.tsx?$/.test(path)) continue;
    sources.set(relative(SRC, join(SRC, path)).split(sep).join('/'), readFileSync(join(SRC, path), 'utf8'));
  }
  return sources;
}

describe('the import rules of the portal', () => {
  it.each([
    ['features/inventory/InventoryScreen.tsx', "import { paths } from '../../app/paths';", 1],
    ['features/inventory/InventoryScreen.tsx', "import { useSession } from '../auth/session';", 1],
    ['features/purchase-orders/create/Flow.tsx', "export { x } from '../../customers/x';", 1],
    [
      'features/purchase-orders/create/Flow.tsx',
      "const Lazy = lazy(() => import('../../../app/routes'));",
      1,
    ],
    ['shared/list/ListTable.tsx', "import { y } from '../../features/branches/y';", 1],
    ['features/purchase-orders/create/Flow.tsx', "import { orderPage } from '../storyOrders';", 0],
    ['features/inventory/InventoryScreen.tsx', "import { paths } from '../../shared/paths';", 0],
    ['features/inventory/InventoryScreen.stories.tsx', "import { me } from '../../stories/storyApi';", 0],
    ['app/routes.tsx', "const S = lazy(() => import('../features/inventory/InventoryScreen'));", 0],
    ['features/inventory/InventoryScreen.tsx', "import { Button } from '@pharmacy/ui';", 0],
  ])('%s with %s breaks %i rule', (file, line, count) => {
    expect(violations(new Map([[file, line]]))).toHaveLength(count);
  });

  it('holds in every file of the portal', () => {
    const sources = portalSources();
    expect(sources.size).toBeGreaterThan(100);
    expect(violations(sources)).toEqual([]);
  });
});
