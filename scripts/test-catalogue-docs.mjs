#!/usr/bin/env node
/*
 * Tests the docs pages of the built catalogue (`storybook build`), which the story run does not open:
 *
 * - every component of packages/ui has a page of its own (an MDX file beside the component) with a usage section:
 *   when to use it, when not, do and don't, keyboard and screen readers;
 * - every prop in a component's props table has a description and a type the reader can use (no `unknown`, which
 *   is what a union built from a const array read as before the docgen read types through TypeScript);
 * - every docs page (foundations, components, patterns, screens) renders in each theme with that theme on the
 *   document, and axe finds nothing on it: the docs surface follows the theme, so dark text on the dark surface
 *   is checked as much as the components are. A page is opened in the first theme and switched to the others in
 *   place, as the docs container follows a change of theme (switchTheme).
 *
 *   node scripts/test-catalogue-docs.mjs [dir=storybook-static] [--themes light,dark] [--only text]
 *                                        [--concurrency N=cores+1]
 *
 * Prints one line per failure and a closing 'N passed, N failed'; exits non-zero on any failure.
 */
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright';
import { colourRules, headlessChromiumPath, serveCatalogue, takeOption } from './catalogue-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => takeOption(args, name, fallback);
const themes = option('themes', 'light,dark').split(',');
const only = option('only', '');
const concurrency = Math.max(1, Number(option('concurrency', String(availableParallelism() + 1))));
const dir = resolve(args[0] ?? 'storybook-static');
const root = resolve(import.meta.dirname, '..');
const chromiumPath = headlessChromiumPath();
/** Generous: a loaded 2-core machine can take seconds to render a page of twenty stories. */
const pageTimeoutMs = 60_000;

/** The headings of a component page's usage section, in its MDX source (a page without one fails). */
const usageHeadings = [
  '## Usage',
  '### When to use',
  '### When not to use',
  "### Do and don't",
  '### Keyboard and screen readers',
];

if (!existsSync(join(dir, 'index.json'))) {
  console.error(`No built catalogue in ${dir}: run 'pnpm build-storybook' first.`);
  process.exit(2);
}

const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
const entries = Object.values(index.entries);
const docsPages = entries.filter((entry) => entry.type === 'docs');
const failures = [];
const fail = (id, theme, message) => {
  failures.push(`${id}${theme ? ` (${theme})` : ''}: ${message}`);
  console.log(`FAIL ${id}${theme ? ` (${theme})` : ''}: ${message}`);
};

/** The CSF file a docs page documents: its own file (autodocs) or the one its MDX attaches with `<Meta of>`. */
const csfOf = (page) => (page.importPath.endsWith('.mdx') ? page.storiesImports?.[0] : page.importPath);
const isLibrary = (path) => path?.startsWith('./packages/ui/src/');

// Every story file of the library is a component's: each needs its own written page.
const libraryCsfs = [
  ...new Set(entries.filter((e) => e.type === 'story' && isLibrary(e.importPath)).map((e) => e.importPath)),
];
const componentPages = [];
for (const csf of libraryCsfs) {
  const pages = docsPages.filter((page) => csfOf(page) === csf);
  const written = pages.find((page) => page.importPath.endsWith('.mdx'));
  const primary = entries.find((e) => e.type === 'story' && e.importPath === csf);
  if (written) {
    const source = readFileSync(join(root, written.importPath), 'utf8').split('\n');
    const missing = usageHeadings.filter((heading) => !source.includes(heading));
    if (missing.length > 0) fail(written.id, '', `the usage section lacks ${missing.join(', ')}`);
  } else {
    fail(csf, '', 'no MDX page of its own (a page with a usage section)');
  }
  // Without its own page the generated one is still opened, so its props table is checked all the same.
  const shown = written ?? pages[0];
  if (shown) componentPages.push({ page: shown.id, primaryStory: primary?.id, written: Boolean(written) });
}
const componentPageIds = new Map(componentPages.map((c) => [c.page, c]));

/** Records the preview's docs events from the first one on. */
function listenToPreview() {
  const events = [];
  window.__docsEvents = events;
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value) => {
      channel = value;
      for (const name of [
        'docsRendered',
        'storyFinished',
        'storyErrored',
        'storyThrewException',
        'storyMissing',
      ]) {
        value.on(name, (payload) => events.push({ name, payload }));
      }
    },
  });
}

/** The rows of a component's props table: the primary story's arg types, as the Controls block lists them. */
async function undocumentedProps(page, storyId) {
  return page.evaluate(async (id) => {
    const store = window.__STORYBOOK_PREVIEW__.storyStoreValue;
    const story = await store.loadStory({ storyId: id });
    const problems = [];
    for (const [name, argType] of Object.entries(story.argTypes)) {
      if (argType.table?.disable) continue;
      if (!argType.description?.trim()) problems.push(`${name} has no description`);
      // What react-docgen made of a union built from a const array (`(typeof tones)[number]`).
      const summary = String(argType.table?.type?.summary ?? '');
      if (/unknown\[/.test(summary) || summary === 'unknown') problems.push(`${name} reads as ${summary}`);
    }
    return problems;
  }, storyId);
}

/**
 * Shows a docs page: the first one by URL (which sets the theme), later ones switched in place as the catalogue's
 * sidebar does, which keeps the theme and spares loading the preview again for every page.
 */
async function showPage(page, base, theme, docs) {
  const previewAlive = page.url().startsWith(base)
    ? await page.evaluate(() => Boolean(window.__STORYBOOK_ADDONS_CHANNEL__)).catch(() => false)
    : false;
  if (previewAlive) {
    await page.evaluate((id) => {
      window.__docsEvents.length = 0;
      window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
    }, docs.id);
  } else {
    await page.goto(`${base}/iframe.html?id=${docs.id}&viewMode=docs&globals=theme:${theme}`);
  }
  return page
    .waitForFunction(
      () => {
        const events = window.__docsEvents ?? [];
        const failed = events.find((e) => !['docsRendered', 'storyFinished'].includes(e.name));
        if (failed) return failed.name;
        if (!events.some((e) => e.name === 'docsRendered')) return false;
        // The page's own stories render after the page: done once each of them has finished (its render and
        // its animations), so axe never reads a story half drawn.
        const finished = new Set(
          events.filter((e) => e.name === 'storyFinished').map((e) => e.payload.storyId),
        );
        const inline = [...document.querySelectorAll('#storybook-docs [id^="story--"][id$="-inner"]')].map(
          (element) => element.id.replace(/^story--/, '').replace(/(--primary)?-inner$/, ''),
        );
        return inline.every((id) => finished.has(id)) && 'docsRendered';
      },
      undefined,
      { timeout: pageTimeoutMs, polling: 100 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => null);
}

/**
 * Rules about the structure of a whole page. A docs page shows many examples of one component side by side (three
 * breadcrumbs, two app shells), so the examples' landmarks and headings repeat by construction; the story run
 * checks every story alone with these rules. The page's own headings are checked by `proseHeadingJumps`.
 */
const pageStructureRules = [
  'heading-order',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'landmark-unique',
  'page-has-heading-one',
  'region',
];

/**
 * Headings of the page's own text (not of the examples in it) that skip a level on the way down, e.g. an h2
 * followed by an h4. axe's heading-order would count the examples' headings too (a screen's h1 inside a story).
 */
function proseHeadingJumps() {
  const headings = [...document.querySelectorAll('#storybook-docs :is(h1, h2, h3, h4, h5, h6)')].filter(
    (heading) => !heading.closest('.docs-story, .sb-unstyled'),
  );
  const jumps = [];
  let previous = 0;
  for (const heading of headings) {
    const level = Number(heading.tagName.slice(1));
    if (previous > 0 && level > previous + 1) jumps.push(`h${previous} → h${level} '${heading.textContent}'`);
    previous = level;
  }
  return jumps;
}

/**
 * The stories a docs page shows, inline or framed. Each is one of the catalogue's stories, which the story run
 * (scripts/test-catalogue.mjs) opens alone in each theme and checks with axe on the same background: the docs
 * preview's surface is the theme's body colour (.storybook/docs.tsx, `appPreviewBg`), the colour a story sits on
 * when opened alone. Checked here again they cost a tenth to a third of a page's axe time (its contrast rule over
 * every example) for nothing the story run does not see; the page's own text, tables and frames stay checked.
 */
const storiesOnThePage = ['#storybook-docs .docs-story .sb-story', '#storybook-docs .docs-story iframe'];

/**
 * A story framed on a docs page (`inline: false`: a modal shown open) is the preview again, in a frame, showing one
 * story: what the story run opens for that story in each theme. The checks leave it out (`storiesOnThePage`), so
 * loading it only cost CPU (the overlay pages were a third of this run's), and its start-up put the document's
 * theme back, so a page with one had to be opened afresh in each further theme. The frame gets an empty page
 * instead; the docs page around it is the page people read, and it is checked as before.
 */
const isFramedStory = (url) =>
  url.pathname.endsWith('/iframe.html') && url.searchParams.get('viewMode') === 'story';
const framedStand = '<!doctype html><html lang="vi"><title>Framed story</title><body></body></html>';

/**
 * Switches the page on screen to `theme` the way the docs container learns of a change (the store's globals, then
 * the `globalsUpdated` message it listens to), without the preview rendering the page's stories again: the docs
 * surface takes the theme's colours and the document its `data-theme`, as when the page is opened in that theme.
 * The stories keep what they rendered, which the checks leave out (`storiesOnThePage`; the story run checks each
 * story in each theme). Resolves with the docs surface's new background once it differs from `from` and the document
 * has the theme, or null when that has not happened within the page timeout.
 */
async function switchTheme(page, theme, from) {
  await page.evaluate((name) => {
    const store = window.__STORYBOOK_PREVIEW__.storyStoreValue;
    store.userGlobals.update({ theme: name });
    const globals = store.userGlobals.get();
    window.__STORYBOOK_ADDONS_CHANNEL__.emit('globalsUpdated', {
      globals,
      userGlobals: globals,
      storyGlobals: {},
      initialGlobals: store.userGlobals.initialGlobals ?? {},
    });
  }, theme);
  return page
    .waitForFunction(
      ([name, previous]) => {
        const now = getComputedStyle(
          document.querySelector('.sbdocs-wrapper') ?? document.body,
        ).backgroundColor;
        return document.documentElement.dataset.theme === name && now !== previous && now;
      },
      [theme, from],
      { timeout: pageTimeoutMs, polling: 50 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => null);
}

const surface = () =>
  getComputedStyle(document.querySelector('.sbdocs-wrapper') ?? document.body).backgroundColor;

/**
 * Checks a docs page in each theme: opened in the first, then switched in place to each further one (see
 * switchTheme). The page's structure checks (props, usage section) are the same in every theme: run once.
 * Resolves with [theme, problems] pairs.
 */
async function checkPageInThemes(page, base, docs) {
  const [first, ...others] = themes;
  const results = [[first, await checkPage(page, base, first, docs)]];
  if (
    results[0][1].some((problem) => problem.startsWith('not rendered') || problem.endsWith('while rendering'))
  ) {
    return results;
  }
  let shown = await page.evaluate(surface);
  for (const theme of others) {
    const switched = await switchTheme(page, theme, shown);
    if (switched === null) {
      results.push([
        theme,
        [`the docs surface kept its colour (${shown}) or the document its theme in ${theme}`],
      ]);
      continue;
    }
    shown = switched;
    results.push([theme, await checkTheme(page, theme, { colourOnly: true })]);
  }
  if (others.length > 0) await switchTheme(page, first, shown);
  return results;
}

async function checkPage(page, base, theme, docs) {
  const outcome = await showPage(page, base, theme, docs);
  if (outcome === null) {
    // A page that never finishes leaves the preview busy: the next page starts on a fresh one.
    await page.goto('about:blank');
    return [`not rendered after ${pageTimeoutMs / 1000} s`];
  }
  if (outcome !== 'docsRendered') return [`${outcome} while rendering`];
  const problems = await checkTheme(page, theme);
  const component = componentPageIds.get(docs.id);
  if (component?.primaryStory) problems.push(...(await undocumentedProps(page, component.primaryStory)));
  if (component?.written) {
    const usage = await page.locator('#storybook-docs h2', { hasText: /^Usage$/ }).count();
    if (usage === 0) problems.push('no rendered usage section');
  }
  return problems;
}

/**
 * The page on screen in `theme`: the document's theme, the prose's heading levels and axe. A page switched in place
 * to a further theme is the document the full check passed in the first one, with other colours (switchTheme waits
 * for them): `colourOnly` runs axe with the rules a theme can change (`colourRules`).
 */
async function checkTheme(page, theme, { colourOnly = false } = {}) {
  // Fonts and images first, then a frame: axe measures contrast on the text as it will be painted.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) => (image.complete ? null : image.decode().catch(() => null))),
    );
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  const problems = [];
  const documentTheme = await page.evaluate(() => document.documentElement.dataset.theme);
  if (documentTheme !== theme) problems.push(`the document's data-theme is '${documentTheme}'`);
  let axe = new AxeBuilder({ page }).include('#storybook-docs');
  for (const selector of storiesOnThePage) axe = axe.exclude(selector);
  // Legacy mode runs axe in the page's frames as they are (same origin here) instead of opening a blank page per
  // check to merge the frames' results, and only the violations come back: a page's check took 2–3 s, now under 1.
  // (`options` replaces what `disableRules` and `withRules` set: it goes first.)
  axe = axe.options({ resultTypes: ['violations'] }).disableRules(pageStructureRules);
  if (colourOnly) axe = axe.withRules(colourRules);
  const { violations } = await axe.setLegacyMode(true).analyze();
  for (const jump of await page.evaluate(proseHeadingJumps)) problems.push(`heading skips a level: ${jump}`);
  for (const violation of violations) {
    const targets = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(' | ');
    problems.push(`axe ${violation.id} (${violation.nodes.length}): ${targets}`);
  }
  return problems;
}

const pagesToOpen = docsPages.filter((page) => only === '' || page.id.includes(only));
const server = await serveCatalogue(dir);
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none'],
});
const started = Date.now();
try {
  const queue = [...pagesToOpen];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(listenToPreview);
      await context.route(isFramedStory, (route) =>
        route.fulfill({ contentType: 'text/html', body: framedStand }),
      );
      const page = await context.newPage();
      for (let docs = queue.shift(); docs; docs = queue.shift()) {
        const results = await checkPageInThemes(page, base, docs).catch(async (error) => {
          // The next page starts on a fresh preview.
          await page.goto('about:blank');
          return [[themes.join(', '), [String(error).split('\n')[0]]]];
        });
        for (const [theme, problems] of results)
          for (const problem of problems) fail(docs.id, theme, problem);
      }
      await context.close();
    }),
  );
} finally {
  await browser.close();
  server.close();
}
const checks = libraryCsfs.length + pagesToOpen.length * themes.length;
const failedChecks = new Set(failures.map((line) => line.split(': ')[0])).size;
console.log(
  `Built catalogue docs: ${componentPages.filter((c) => c.written).length} written component pages of ` +
    `${libraryCsfs.length} story files, ` +
    `${pagesToOpen.length} docs pages × ${themes.join(' and ')} in ${Math.round((Date.now() - started) / 1000)} s`,
);
console.log(`${checks - failedChecks} passed, ${failedChecks} failed`);
process.exitCode = failures.length > 0 ? 1 : 0;
