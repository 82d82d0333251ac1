import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkProductDocLinks,
  citationsIn,
  headingAnchors,
  headingSlug,
  oldCitationsIn,
} from './product-doc-links';

describe('headingSlug: the anchor GitHub gives a heading', () => {
  it.each([
    ['Lot rules', 'lot-rules'],
    ['Who moves an order', 'who-moves-an-order'],
    ['Not-found page', 'not-found-page'],
    ['`GET /api/orders` and paging', 'get-apiorders-and-paging'],
    ['Sync to [KiotViet](https://kiotviet.vn)', 'sync-to-kiotviet'],
    ['Đồng bộ kho', 'đồng-bộ-kho'],
    ['Partner prices (2 cases)', 'partner-prices-2-cases'],
  ])('%s → #%s', (heading, slug) => {
    expect(headingSlug(heading)).toBe(slug);
  });
});

describe('headingAnchors', () => {
  it('numbers repeated headings and ignores code blocks', () => {
    const page = [
      '# Title',
      '## Filters',
      '```',
      '## Not a heading',
      '```',
      '## Filters',
      '### Filters',
    ].join('\n');
    expect(headingAnchors(page)).toEqual(['title', 'filters', 'filters-1', 'filters-2']);
  });
});

describe('citationsIn', () => {
  it('finds each citation with its line, relative forms included', () => {
    const text = [
      '/** Ten a page (docs/product/purchase-orders.md#order-list). */',
      'See [the page](../../docs/product/connection.md#credentials) and docs/product/api.md.',
    ].join('\n');
    expect(citationsIn(text)).toEqual([
      { page: 'purchase-orders.md', anchor: 'order-list', line: 1 },
      { page: 'connection.md', anchor: 'credentials', line: 2 },
      { page: 'api.md', anchor: null, line: 2 },
    ]);
  });
});

describe('oldCitationsIn: references to documents outside the repository', () => {
  it.each([
    ['// Spec 2 §9: ten a page.', true],
    ['/** The rules of spec 1 for lots. */', true],
    // Split so that a plain grep for the old citations does not find this line.
    [`/** Labels (DECISION${'S'}). */`, true],
    ['/** With its reasons (§8). */', true],
    ['/** Signed links only (docs/SECURITY.md §6). */', false],
    ['refuses to start ([docs/SECURITY.md](../../docs/SECURITY.md) §8).', false],
    ['/** The spec of a bulk upsert. */', false],
    ['/** Lot rules (docs/product/purchase-orders.md#lot-rules). */', false],
  ])('%s → %s', (line, cited) => {
    expect(oldCitationsIn(line).length > 0).toBe(cited);
  });
});

describe('checkProductDocLinks on a small repository', () => {
  let root: string;
  const write = async (path: string, text: string) => {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), text);
  };
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'product-docs-'));
    await write(
      'docs/product/orders.md',
      '# Orders\n\n## Lot rules\n\nSee [statuses](#statuses) and [api](api.md#paging).\n',
    );
    await write('docs/product/api.md', '# API\n\n## Paging\n');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('accepts citations of pages and headings that exist', async () => {
    await write('apps/server/src/rules.ts', '/** Lots (docs/product/orders.md#lot-rules). */\n');
    const problems = checkProductDocLinks(root);
    // The only problem is the page's own link to a heading it lacks.
    expect(problems).toEqual([
      { file: 'docs/product/orders.md', line: 5, message: 'link to #statuses: no such heading' },
    ]);
  });

  it('reports a missing page, a missing heading and an old citation, each with its line', async () => {
    await write('docs/product/orders.md', '# Orders\n\n## Lot rules\n');
    await write(
      'packages/ui/src/lots.ts',
      [
        '/** (docs/product/lots.md#rules) */',
        '/** (docs/product/orders.md#lot-order) */',
        '// Spec 1 §5',
      ].join('\n'),
    );
    expect(checkProductDocLinks(root)).toEqual([
      { file: 'packages/ui/src/lots.ts', line: 1, message: 'docs/product/lots.md#rules: no such page' },
      {
        file: 'packages/ui/src/lots.ts',
        line: 2,
        message: 'docs/product/orders.md#lot-order: no such heading',
      },
      {
        file: 'packages/ui/src/lots.ts',
        line: 3,
        message: 'cites the specification documents outside the repository: cite docs/product/ instead',
      },
    ]);
  });

  it('skips dependencies', async () => {
    await write('docs/product/orders.md', '# Orders\n');
    await write('packages/ui/node_modules/x/index.js', '// docs/product/gone.md and Spec 1 §5');
    expect(checkProductDocLinks(root)).toEqual([]);
  });
});

describe('this repository', () => {
  it('cites only sections docs/product has, and never the documents outside it', () => {
    // A path, not `new URL('..', …)`: under jsdom the global URL is not the one node:url accepts.
    const root = join(dirname(fileURLToPath(import.meta.url)), '..');
    expect(checkProductDocLinks(root)).toEqual([]);
  });
});
