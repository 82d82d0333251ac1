// Bundle budgets of the portal (`pnpm check:bundle`): builds it as `pnpm build` does (apps/portal/dist), then
// prints the gzip size of the JavaScript each part needs and fails when one is over its budget. The build is
// recorded as `npm start` records its own (scripts/portal-build.ts), so a start after this check (the journeys of
// `npm test`) serves it instead of building the portal a second time.
//
// - login + shell: what a first visit downloads before the login screen shows (the entry and its static
//   imports), plus what the signed-in frame adds (the SignedInApp chunk and its imports): budget LOGIN_AND_SHELL.
// - each lazily loaded chunk (a screen, the avatar menu): its chunk and the imports it does not share with the
//   above: budget SCREEN. A chunk that only screens load (the create-order forms, loaded by the order list) is
//   counted without what those screens already brought: that is what its first use downloads.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const LOGIN_AND_SHELL = Number(process.env.BUDGET_LOGIN_AND_SHELL_KB ?? 150) * KB;
// 60 KB since the phone cards, expiry and per-branch stock landed: the customers screen (list, dialog, history
// and suggestions in one chunk) came to 55.4 KB, suppliers to 50.7 KB. Splitting their dialogs into chunks of their
// own is the way back to 50.
const SCREEN = Number(process.env.BUDGET_SCREEN_KB ?? 60) * KB;
const SHELL_MODULE = 'src/app/SignedInApp.tsx';

const root = fileURLToPath(new URL('..', import.meta.url));
const portal = join(root, 'apps/portal');
const outDir = join(portal, 'dist');
const tsx = join(root, 'apps/server/node_modules/.bin/tsx');
const portalBuild = (...args) =>
  execFileSync(tsx, ['scripts/portal-build.ts', ...args], { cwd: root, encoding: 'utf8' }).trim();

// Hashed before the build, as scripts/start.sh does: a source edited during the build makes the record stale.
const sources = portalBuild('hash');
execFileSync('pnpm', ['exec', 'vite', 'build', '--manifest', '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: portal,
  stdio: 'inherit',
});
/** @type {Record<string, { file: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], src?: string }>} */
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
// The manifest is this check's, not something the server should publish: what remains is `pnpm build`'s output.
rmSync(join(outDir, '.vite'), { recursive: true, force: true });
portalBuild('record', sources);

const gzipped = new Map();
const sizeOf = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(outDir, file))).length);
  return gzipped.get(file);
};
/** The JS files a manifest entry needs: its own and its static imports, transitively. */
const closure = (key, into = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  if (chunk.file.endsWith('.js')) into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
};
const total = (files) => [...files].reduce((sum, file) => sum + sizeOf(file), 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry in the build manifest');
const login = closure(entryKey);
const shell = new Set([...closure(SHELL_MODULE)].filter((file) => !login.has(file)));
const before = new Set([...login, ...shell]);
const loginAndShell = total(before);

const rows = [
  ['login screen (entry and its imports)', total(login), null],
  ['+ shell (SignedInApp chunk and its imports)', total(shell), null],
  ['= login + shell', loginAndShell, LOGIN_AND_SHELL],
];
// Texts are one small chunk per language and area: checked one by one, printed as one line.
const texts = [];
/** What is loaded before `key` can be: the entry and shell, and what every lazy chunk that loads it needs. */
const loadedBefore = (key) => {
  const importers = Object.keys(manifest).filter((other) => manifest[other].dynamicImports?.includes(key));
  const fromScreens = importers.length > 0 && importers.every((other) => !before.has(manifest[other].file));
  if (!fromScreens) return before;
  // Whichever screen loads it, these are there already.
  const [first, ...others] = importers.map((other) => closure(other));
  const shared = [...(first ?? [])].filter((file) => others.every((files) => files.has(file)));
  return new Set([...before, ...shared]);
};
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || key === SHELL_MODULE) continue;
  const already = loadedBefore(key);
  const own = total([...closure(key)].filter((file) => !already.has(file)));
  if (key.includes('/i18n/src/locales/')) texts.push(own);
  else rows.push([`lazy ${key.replace(/^src\//, '')}`, own, SCREEN]);
}
if (texts.length > 0) {
  rows.push([`lazy texts: ${texts.length} chunks (language × area), largest`, Math.max(...texts), SCREEN]);
}

const failures = [];
console.log('\nPortal JavaScript, gzip:');
for (const [name, bytes, budget] of rows) {
  const over = budget !== null && bytes > budget;
  if (over) failures.push(name);
  const limit = budget === null ? '' : ` (budget ${kb(budget)}${over ? ', OVER' : ''})`;
  console.log(`  ${kb(bytes).padStart(9)}  ${name}${limit}`);
}
if (failures.length > 0) {
  console.error(`\nOver budget: ${failures.join('; ')}`);
  process.exitCode = 1;
}
