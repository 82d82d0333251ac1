/**
 * The product's rules live in `docs/product/`, and code comments cite the section that holds a rule
 * (`docs/product/purchase-orders.md#lot-rules`). This checks, over the repository's sources, that every such citation
 * names a page and a heading that exist, that the pages' own links between each other resolve, and that no comment
 * still cites the specification documents the product was first built from, which a clone does not have.
 *
 *   apps/server/node_modules/.bin/tsx scripts/product-doc-links.ts
 *
 * prints each problem as `file:line: …` and exits 1 when there is one.
 *
 * `scripts/product-doc-links.test.ts` runs the same check in the unit tests.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const PRODUCT_DOCS = 'docs/product';

/** Where comments live: the sources and the top-level guides. */
const SCANNED = [
  'apps',
  'packages',
  'e2e',
  'bench',
  'scripts',
  '.storybook',
  'docs',
  'README.md',
  'CONTRIBUTING.md',
];
/** Where a citation of the old documents would point outside the repository (docs/product may name them). */
const CODE_ROOTS = SCANNED.filter((root) => root !== 'docs');
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', 'test-results']);
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|mdx|json|sh|css)$/;
/** This check's own files hold the patterns it looks for, and examples of wrong citations. */
const SELF = ['scripts/product-doc-links.ts', 'scripts/product-doc-links.test.ts'];

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/**
 * The anchor GitHub gives a heading: its text as rendered (links read as their text, code and emphasis marks
 * dropped), lower-cased, every character that is not a letter, digit, space, hyphen or underscore removed, and each
 * space turned into a hyphen.
 */
export function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown page's headings, outside code blocks; a repeated heading gets `-1`, `-2`, … */
export function headingAnchors(markdown: string): string[] {
  const anchors: string[] = [];
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(```|~~~)/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker;
      else if (fence === marker) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = headingSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.push(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

export interface Citation {
  /** The page, relative to docs/product (`purchase-orders.md`). */
  page: string;
  /** The heading's anchor, when the citation names one. */
  anchor: string | null;
  line: number;
}

/** Every `docs/product/<page>.md#<anchor>` in a text (relative forms like `../../docs/product/…` included). */
export function citationsIn(text: string): Citation[] {
  const found: Citation[] = [];
  text.split('\n').forEach((content, index) => {
    for (const match of content.matchAll(/docs\/product\/([\w.-]+\.md)(?:#([\p{L}\p{N}_-]+))?/gu)) {
      found.push({ page: match[1] as string, anchor: match[2] ?? null, line: index + 1 });
    }
  });
  return found;
}

/** Markdown links of a page to other files or to its own headings (`[x](decisions.md#toasts)`, `[x](#filters)`). */
export function relativeLinksIn(markdown: string): { target: string; anchor: string | null; line: number }[] {
  const found: { target: string; anchor: string | null; line: number }[] = [];
  markdown.split('\n').forEach((content, index) => {
    for (const match of content.matchAll(/\]\(([^)\s#]*)(?:#([^)\s]+))?\)/g)) {
      const target = match[1] as string;
      if (/^[a-z]+:/i.test(target)) continue;
      found.push({ target, anchor: match[2] ?? null, line: index + 1 });
    }
  });
  return found;
}

/**
 * Lines that cite the documents outside the repository: "spec 1", "Spec 2 §9", a bare section sign ("(§8)"), or
 * the decisions list by its name. A section of another Markdown file ("docs/SECURITY.md §6", or linked) is fine.
 */
export function oldCitationsIn(text: string): number[] {
  // `DECISION[S]` so that a plain grep for the old citations does not find this line.
  const pattern = /\b[Ss]pec [12]\b|\bDECISION[S]\b|(?<!\.md\)? )§ ?\d/;
  return text.split('\n').flatMap((content, index) => (pattern.test(content) ? [index + 1] : []));
}

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (TEXT_FILE.test(path) && !readdirSafe(full)) return [path];
  return (readdirSafe(full) ?? []).flatMap((entry) => {
    if (entry.isDirectory()) {
      if (
        SKIPPED_DIRECTORIES.has(entry.name) ||
        (entry.name.startsWith('.') && entry.name !== '.storybook')
      ) {
        return [];
      }
      return filesUnder(root, join(path, entry.name));
    }
    return entry.isFile() && TEXT_FILE.test(entry.name) ? [join(path, entry.name)] : [];
  });
}

function readdirSafe(path: string) {
  try {
    return readdirSync(path, { withFileTypes: true });
  } catch {
    return null;
  }
}

/** Every problem in the repository at `root`. */
export function checkProductDocLinks(root: string): Problem[] {
  const problems: Problem[] = [];
  const docsDirectory = join(root, PRODUCT_DOCS);
  const pages = new Map<string, Set<string>>();
  for (const entry of readdirSafe(docsDirectory) ?? []) {
    if (entry.isFile() && entry.name.endsWith('.md')) {
      pages.set(entry.name, new Set(headingAnchors(readFileSync(join(docsDirectory, entry.name), 'utf8'))));
    }
  }

  const posix = (path: string) => path.split(sep).join('/');
  for (const file of SCANNED.flatMap((path) => filesUnder(root, path)).map(posix)) {
    if (SELF.includes(file)) continue;
    const text = readFileSync(join(root, file), 'utf8');
    for (const citation of citationsIn(text)) {
      const anchors = pages.get(citation.page);
      const cited = `docs/product/${citation.page}${citation.anchor ? `#${citation.anchor}` : ''}`;
      if (!anchors) problems.push({ file, line: citation.line, message: `${cited}: no such page` });
      else if (citation.anchor !== null && !anchors.has(citation.anchor)) {
        problems.push({ file, line: citation.line, message: `${cited}: no such heading` });
      }
    }
    if (file.startsWith(`${PRODUCT_DOCS}/`) && file.endsWith('.md')) {
      for (const link of relativeLinksIn(text)) {
        const target =
          link.target === '' ? file : posix(relative(root, resolve(root, dirname(file), link.target)));
        if (!existsSync(join(root, target))) {
          problems.push({ file, line: link.line, message: `link to ${link.target}: no such file` });
          continue;
        }
        const anchors = target.startsWith(`${PRODUCT_DOCS}/`)
          ? pages.get(target.slice(PRODUCT_DOCS.length + 1))
          : null;
        if (link.anchor !== null && anchors && !anchors.has(link.anchor)) {
          problems.push({
            file,
            line: link.line,
            message: `link to ${link.target}#${link.anchor}: no such heading`,
          });
        }
      }
    }
    const inCode = CODE_ROOTS.some((path) => file === path || file.startsWith(`${path}/`));
    if (inCode) {
      for (const line of oldCitationsIn(text)) {
        problems.push({
          file,
          line,
          message: 'cites the specification documents outside the repository: cite docs/product/ instead',
        });
      }
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkProductDocLinks(root);
  for (const problem of problems) console.log(`${problem.file}:${problem.line}: ${problem.message}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
