import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The layers of the two apps, held by one test over their import graphs (the rules are in CONTRIBUTING.md).
 *
 * The portal (`apps/portal/src`): a feature (`features/<area>/`) imports its own files, `shared/`, the story kit
 * (`stories/`) and packages — never another feature, never `app/` (which assembles the features); `shared/` imports
 * neither features nor `app/`. What two features need moves to `shared/`.
 *
 * The server (`apps/server/src`): a module (`modules/<name>/`) never imports another module's `repository` (or a
 * `<part>-repository`, where a module splits its repository by aggregate) or `routes`: it calls that module's
 * service, or what both need moves to `shared/`. Only `app.ts` mounts a module's
 * routes. `domain/` (pure rules) and `shared/` import no module. `sync/` and `seed/` are not modules: they sit beneath
 * the services (which are built on the sync engine) and may use a module's repository, never its routes.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The relative modules a source imports: `import … from`, `export … from`, `import('…')`. */
function relativeImports(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm);
  return [...found].map((match) => match[1] as string);
}

/** Why `file` may not import `target` (both relative to the app's `src/`, with '/'), or null when it may. */
type Rule = (file: string, target: string) => string | null;

/** Where a portal file sits: its layer, and for a feature its area. */
function portalPlace(path: string): { layer: string; area?: string } {
  const [layer = '', area] = path.split('/');
  return layer === 'features' ? { layer, area } : { layer };
}

const portalRule: Rule = (file, target) => {
  const from = portalPlace(file);
  const to = portalPlace(target);
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
};

/**
 * Where a server file sits: its layer, and for a module file its module and its file's name (no extension), a
 * `<part>-repository` named `repository` like the whole one.
 */
function serverPlace(path: string): { layer: string; module?: string; name?: string } {
  const parts = path.split('/');
  const layer = parts.length === 1 ? '' : (parts[0] as string);
  if (layer !== 'modules') return { layer };
  const name = (parts.at(-1) as string).replace(/\.tsx?$/, '').replace(/^.+-repository$/, 'repository');
  return { layer, module: parts[1], name };
}

const serverRule: Rule = (file, target) => {
  const from = serverPlace(file);
  const to = serverPlace(target);
  if (to.layer !== 'modules' || from.module === to.module) return null;
  if ((from.layer === 'domain' || from.layer === 'shared') && to.layer === 'modules') {
    return `${file} imports ${target}: ${from.layer}/ imports no module`;
  }
  if (from.layer === 'modules' && (to.name === 'repository' || to.name === 'routes')) {
    return `${file} imports ${target}: a module never imports another module's ${to.name} (call its service, or move what both need to shared/)`;
  }
  if (to.name === 'routes' && file !== 'app.ts')
    return `${file} imports ${target}: only app.ts mounts routes`;
  return null;
};

/** Every broken rule in the sources (path relative to the app's `src/` → text). */
function violations(rule: Rule, sources: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [file, source] of sources) {
    for (const specifier of relativeImports(source)) {
      const target = posix.normalize(posix.join(posix.dirname(file), specifier)).replace(/\.tsx?$/, '');
      const problem = rule(file, target);
      if (problem) found.push(problem);
    }
  }
  return found;
}

function sourcesOf(app: string): Map<string, string> {
  const src = join(ROOT, 'apps', app, 'src');
  const sources = new Map<string, string>();
  for (const entry of readdirSync(src, { recursive: true })) {
    const path = String(entry);
    if (!/\.tsx?$/.test(path)) continue;
    sources.set(relative(src, join(src, path)).split(sep).join('/'), readFileSync(join(src, path), 'utf8'));
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
    expect(violations(portalRule, new Map([[file, line]]))).toHaveLength(count);
  });

  it('holds in every file of the portal', () => {
    const sources = sourcesOf('portal');
    expect(sources.size).toBeGreaterThan(100);
    expect(violations(portalRule, sources)).toEqual([]);
  });
});

describe('the import rules of the server', () => {
  it.each([
    ['modules/products/service.ts', "import { branchRepository } from '../branches/repository';", 1],
    ['modules/customers/routes.ts', "import { SalesOrderSchema } from '../sales-orders/routes';", 1],
    ['modules/products/repository.ts', "import { x } from '../kiotviet-products/repository.ts';", 1],
    [
      'modules/products/service.ts',
      "import { receivingRepository } from '../purchase-orders/receiving-repository';",
      1,
    ],
    [
      'modules/purchase-orders/receive.ts',
      "import { receivingRepository } from './receiving-repository';",
      0,
    ],
    ['sync/engine.ts', "import { connectionRoutes } from '../modules/connection/routes';", 1],
    ['seed/demo.ts', "const r = await import('../modules/auth/routes');", 1],
    ['domain/lots.ts', "import { x } from '../modules/products/service';", 1],
    ['shared/schemas.ts', "export { y } from '../modules/files/signing';", 1],
    ['modules/products/service.ts', "import { findBranch } from '../branches/service';", 0],
    ['modules/products/service.ts', "import { productRepository } from './repository';", 0],
    [
      'modules/kiotviet-products/routes.ts',
      "import { storeOf } from '../../shared/kiotviet-counterpart';",
      0,
    ],
    ['sync/scheduler.ts', "import { connectionRepository } from '../modules/connection/repository';", 0],
    ['seed/demo.ts', "import { authRepository } from '../modules/auth/repository';", 0],
    ['app.ts', "import { productRoutes } from './modules/products/routes';", 0],
  ])('%s with %s breaks %i rule', (file, line, count) => {
    expect(violations(serverRule, new Map([[file, line]]))).toHaveLength(count);
  });

  it('holds in every file of the server', () => {
    const sources = sourcesOf('server');
    expect(sources.size).toBeGreaterThan(100);
    expect(violations(serverRule, sources)).toEqual([]);
  });
});
