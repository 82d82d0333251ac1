#!/usr/bin/env node
/*
 * Tests the built catalogue (`storybook build`) the way a designer or QA engineer opens it: every story in
 * Debian's chromium, with its play function and the axe check run by the catalogue itself, not by the test
 * runner. The story tests (`pnpm test:stories`) run the same plays in Vite's dev mode; this run catches what
 * only the production bundle does — a stylesheet tree-shaken away, animations that the test runner pauses, a
 * chunk that fails to load.
 *
 *   node scripts/test-catalogue.mjs [dir=storybook-static] [--themes light,dark] [--width N] [--only text]
 *                                   [--concurrency N=cores+1]
 *
 * Prints one line per failure and a closing 'N passed, N failed'; exits non-zero on any failure.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args.splice(index, 2)[1];
};
const themes = option('themes', 'light,dark').split(',');
const width = Number(option('width', '1280'));
const only = option('only', '');
/**
 * Stories at once, each in its own page: a play spends much of its time waiting (animations, debounces, the
 * mocked network), so one more than the cores keeps them busy (2 cores: 3 pages, 217 s → 163 s a pass).
 */
const concurrency = Math.max(1, Number(option('concurrency', String(availableParallelism() + 1))));
const dir = resolve(args[0] ?? 'storybook-static');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Generous: a loaded 2-core machine can take seconds to load a story and run its play. */
const storyTimeoutMs = 60_000;

if (!existsSync(join(dir, 'index.json'))) {
  console.error(`No built catalogue in ${dir}: run 'pnpm build-storybook' first.`);
  process.exit(2);
}

/** The built CSS must carry the theme's global rules: a bundler once dropped them (issue 8, item 9). */
function checkGlobalStyles() {
  const assets = join(dir, 'assets');
  const css = readdirSync(assets)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(join(assets, name), 'utf8'))
    .join('\n');
  const problems = [];
  if (!/(^|[}\s])body\{[^}]*font-family:var\(--fontFamily-body\)/.test(css)) {
    problems.push(
      'the body rule of packages/ui/src/theme/global.css.ts (font, background, reset) is missing',
    );
  }
  if (!/--color-background-body:/.test(css)) problems.push('the theme variables are missing');
  if (!/@font-face\{[^}]*Be Vietnam Pro/.test(css))
    problems.push('the Be Vietnam Pro font faces are missing');
  return problems;
}

/**
 * Texts the Vietnamese locale of packages/i18n holds on purpose: the product keeps a few screens English (sign-in,
 * change password), so 'Cancel' there is product copy passed as a label, not a forgotten default.
 */
function vietnameseLocaleTexts() {
  const locales = join(dirname(fileURLToPath(import.meta.url)), '../packages/i18n/src/locales/vi');
  const texts = new Set();
  for (const file of readdirSync(locales)) {
    if (!file.endsWith('.ts')) continue;
    const source = readFileSync(join(locales, file), 'utf8');
    for (const [, text] of source.matchAll(/:\s*'((?:[^'\\]|\\.)*)'/g)) texts.add(text);
  }
  return texts;
}

/**
 * The English defaults of packages/ui (secondary labels such as 'Close' or 'Loading…', read from the
 * components' source): the catalogue is Vietnamese, so a story that shows one forgot to pass its label.
 * The portal's screens take their labels from the locale, so for them a text the Vietnamese locale holds is
 * deliberate (see vietnameseLocaleTexts); the library's own stories get no such allowance.
 */
function englishDefaults() {
  const components = join(dirname(fileURLToPath(import.meta.url)), '../packages/ui/src/components');
  const found = new Set();
  for (const entry of readdirSync(components, { recursive: true })) {
    const file = String(entry);
    if (!file.endsWith('.tsx') || file.endsWith('.stories.tsx')) continue;
    const source = readFileSync(join(components, file), 'utf8');
    for (const [, text] of source.matchAll(/\b[a-zA-Z]+\s*[=:]\s*'([A-Z][A-Za-z …?.,-]*)'/g)) {
      // Codes such as 'VND' are not copy.
      if (!/^[A-Z]{2,}$/.test(text)) found.add(text);
    }
  }
  return [...found];
}

/** Which of `words` the rendered page shows as a whole text or as an accessible name, title or placeholder. */
function findWords(words) {
  const hits = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (words.includes(text)) hits.add(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
    for (const name of ['aria-label', 'title', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value && words.includes(value)) hits.add(value);
    }
  }
  return [...hits];
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** A static server on a free loopback port (the OS picks it), like any static host of the catalogue. */
function serve(root) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** Storybook's minimal viewports, as the story tests resolve `globals.viewport` (addon-vitest). */
const viewports = { mobile1: [320, 568], mobile2: [414, 896], tablet: [834, 1112], desktop: [1280, 1024] };

/** Collects what the preview reports about the story it renders, from the first event on. */
function listenToPreview() {
  const events = [];
  window.__catalogueEvents = events;
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value) => {
      channel = value;
      for (const name of [
        'storyFinished',
        'playFunctionThrewException',
        'storyThrewException',
        'storyErrored',
        'storyMissing',
        'unhandledErrorsWhilePlaying',
      ]) {
        value.on(name, (payload) => events.push({ name, payload }));
      }
    },
  });
}

function describeFailure(events) {
  const lines = [];
  for (const { name, payload } of events) {
    if (name === 'storyFinished') {
      for (const report of payload.reporters ?? []) {
        if (report.status !== 'failed') continue;
        const violations = report.result?.violations ?? [];
        lines.push(
          `${report.type}: ${violations.map((v) => `${v.id} (${v.nodes?.length ?? 0})`).join(', ')}`,
        );
      }
    } else if (name === 'unhandledErrorsWhilePlaying') {
      // With where it was thrown (the first frames of the minified stack name the chunk), so a failure seen once in CI
      // can be traced without reproducing it.
      lines.push(
        ...payload.map((error) => {
          const frames = String(error.stack ?? '')
            .split('\n')
            .filter((line) => line.trim().startsWith('at '))
            .slice(0, 3)
            .map((line) => line.trim());
          return `unhandled: ${error.message ?? error}${frames.length > 0 ? ` (${frames.join(' ← ')})` : ''}`;
        }),
      );
    } else {
      lines.push(`${name}: ${payload?.message ?? payload?.title ?? JSON.stringify(payload)}`.split('\n')[0]);
    }
  }
  return lines.join('; ') || 'no result reported';
}

/** Opens the preview once; later stories are switched in place, as the catalogue's sidebar does. */
async function openPreview(page, base, theme) {
  await page.goto(`${base}/iframe.html?globals=theme:${theme}`);
  await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue, undefined, {
    timeout: storyTimeoutMs,
  });
}

async function runStory(page, base, theme, story) {
  const [w, h] = viewports[story.viewport] ?? [width, 900];
  const size = page.viewportSize();
  if (size?.width !== w || size?.height !== h) await page.setViewportSize({ width: w, height: h });
  await page.evaluate((storyId) => {
    window.__catalogueEvents.length = 0;
    window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, story.id);
  const events = await page
    .waitForFunction(
      (storyId) => {
        const events = window.__catalogueEvents;
        const done = events.some(
          (e) =>
            (e.name === 'storyFinished' && e.payload.storyId === storyId) ||
            ['storyErrored', 'storyMissing', 'storyThrewException'].includes(e.name),
        );
        return done && events;
      },
      story.id,
      { timeout: storyTimeoutMs, polling: 50 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  if (events === null) {
    // A play that never ends leaves the preview busy: start the next story on a fresh one.
    await openPreview(page, base, theme);
    return `no result after ${storyTimeoutMs / 1000} s`;
  }
  const finished = events.find((e) => e.name === 'storyFinished');
  const ok = finished?.payload.status === 'success' && !events.some((e) => e.name !== 'storyFinished');
  if (!ok) return describeFailure(events);
  const words = story.id.startsWith('screens-') ? screenEnglishWords : englishWords;
  const english = await page.evaluate(findWords, words);
  return english.length > 0 ? `English in the Vietnamese catalogue: ${english.join(', ')}` : null;
}

const englishWords = englishDefaults();
const deliberateTexts = vietnameseLocaleTexts();
const screenEnglishWords = englishWords.filter((text) => !deliberateTexts.has(text));
const cssProblems = checkGlobalStyles();
if (cssProblems.length > 0) {
  for (const problem of cssProblems) console.error(`Built catalogue CSS: ${problem}.`);
  console.log(`0 passed, ${cssProblems.length} failed`);
  process.exit(1);
}

const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (only === '' || entry.id.includes(only)),
);
const server = await serve(dir);
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none'],
});

try {
  // Which stories ask for a mobile viewport is known only to the preview: ask it once.
  const probe = await browser.newPage();
  await probe.goto(`${base}/iframe.html`);
  await probe.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue, undefined, {
    timeout: storyTimeoutMs,
  });
  const viewportOf = await probe.evaluate(
    async (ids) => {
      const store = window.__STORYBOOK_PREVIEW__.storyStoreValue;
      const result = {};
      for (const storyId of ids) {
        const story = await store.loadStory({ storyId });
        result[storyId] = story.storyGlobals?.viewport?.value ?? story.globals?.viewport?.value ?? null;
      }
      return result;
    },
    stories.map((story) => story.id),
  );
  await probe.close();
  for (const story of stories) story.viewport = viewportOf[story.id];

  let failed = 0;
  for (const theme of themes) {
    const queue = [...stories];
    const workers = Array.from({ length: concurrency }, async () => {
      const context = await browser.newContext({ reducedMotion: 'no-preference' });
      await context.addInitScript(listenToPreview);
      const page = await context.newPage();
      await openPreview(page, base, theme);
      for (let story = queue.shift(); story; story = queue.shift()) {
        const failure = await runStory(page, base, theme, story);
        if (failure) {
          failed += 1;
          console.log(`FAIL ${story.id} (${theme}): ${failure}`);
        }
      }
      await context.close();
    });
    await Promise.all(workers);
  }
  const total = stories.length * themes.length;
  console.log(`Built catalogue: ${stories.length} stories × ${themes.join(' and ')} theme at ${width} px`);
  console.log(`${total - failed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
} finally {
  await browser.close();
  server.close();
}
