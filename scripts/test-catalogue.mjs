#!/usr/bin/env node
/*
 * Tests the built catalogue (`storybook build`) the way a designer or QA engineer opens it: every story in
 * Debian's chromium, with its play function and the axe check run by the catalogue itself, not by the test
 * runner. The story tests (`pnpm test:stories`) run the same plays in Vite's dev mode; this run catches what
 * only the production bundle does — a stylesheet tree-shaken away, animations that the test runner pauses, a
 * chunk that fails to load.
 *
 * Every story is checked in every configuration (by default light and dark at 1280 px, light at 375 px), one story
 * after another in one browser pass: the runner sets the theme and the viewport, remounts the story, and checks
 * the document's `data-theme` and the window's size when the play starts (or, for a story without a play, when
 * it has rendered). A theme is nothing but colours, so a story runs (render, play, axe) once per size; each further
 * theme at that size is checked on the run's final state: the document switches to it and axe runs again (see
 * runsOf). A story that fixes its own viewport or theme (its `globals`) runs once per size that is still distinct.
 *
 *   node scripts/test-catalogue.mjs [dir=storybook-static] [--configs light@1280,dark@1280,light@375]
 *                                   [--only text] [--concurrency N=cores+1] [--timeout seconds=60]
 *
 * A story that has not finished after the timeout fails alone: its page is replaced and the run goes on. Every
 * failure is retried once, alone, at the end: one that passes then is reported as flaky (printed, not failing
 * the run: it failed only beside other stories), one that fails again fails the run.
 * Prints one line per failure and flaky run and a closing 'N passed, N flaky, N failed' with the run's time;
 * exits non-zero on any failure.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { colourRules, headlessChromiumPath, serveCatalogue } from './catalogue-server.mjs';

const startedAt = performance.now();
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args.splice(index, 2)[1];
};
/** Height of a configuration's window: the catalogue's canvas as a laptop or a phone shows it. */
const WINDOW_HEIGHT = 900;
const configs = option('configs', 'light@1280,dark@1280,light@375')
  .split(',')
  .map((text) => {
    const [theme, width] = text.split('@');
    if (!theme || !/^\d+$/.test(width ?? '')) {
      console.error(`--configs takes theme@width, comma-separated (e.g. dark@1280), not '${text}'.`);
      process.exit(2);
    }
    return { theme, width: Number(width), height: WINDOW_HEIGHT };
  });
const only = option('only', '');
/**
 * Stories at once, each in its own page: a play spends much of its time waiting (animations, debounces, the
 * mocked network), so one more than the cores keeps them busy (2 cores: 3 pages, 217 s → 163 s a pass).
 */
const concurrency = Math.max(1, Number(option('concurrency', String(availableParallelism() + 1))));
/** Generous: a loaded 2-core machine can take seconds to load a story and run its play. */
const storyTimeoutMs = Number(option('timeout', '60')) * 1000;
const dir = resolve(args[0] ?? 'storybook-static');
const chromiumPath = headlessChromiumPath();

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

/**
 * Storybook's minimal viewports and the preview's own phone (375 × 812), as the story tests resolve
 * `globals.viewport` (addon-vitest).
 */
const viewports = {
  mobile1: [320, 568],
  mobile2: [414, 896],
  tablet: [834, 1112],
  desktop: [1280, 1024],
  phone: [375, 812],
};

/**
 * Installed in every page before the preview loads. Collects what the preview reports about the story being run,
 * resolves the run when it is over, and notes the document's theme and the window's size when the play starts —
 * or, for a story without a play, when its render completes — so that a configuration the story did not really
 * run in fails it.
 */
function listenToPreview() {
  const state = { storyId: null, events: [], observed: null, finish: null };
  window.__catalogue = state;
  // Read by .storybook/preview.tsx: axe reports only the violations in this run.
  window.__catalogueRun = true;
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value) => {
      channel = value;
      // Without a manager around the preview its transport only serialises every event (the axe results, each
      // call the interactions panel would show) into a buffer nobody reads: about a tenth of the run's CPU.
      // The preview's own listeners and these are called directly, without it.
      value.transports = [];
      const ending = ['storyErrored', 'storyMissing', 'storyThrewException'];
      // What the run reads of a finished story: its status and each report's status with the ids of the
      // violations and their node counts. The whole of axe's result (every node's markup) would be copied out of
      // the page for every run.
      const briefly = ({ storyId, status, reporters }) => ({
        storyId,
        status,
        reporters: (reporters ?? []).map(({ type, status: reportStatus, result }) => ({
          type,
          status: reportStatus,
          result: {
            violations: (result?.violations ?? []).map((v) => ({ id: v.id, nodes: v.nodes?.length ?? 0 })),
            error: result?.error ? String(result.error.message ?? result.error) : undefined,
          },
        })),
      });
      for (const name of [
        'storyFinished',
        'playFunctionThrewException',
        'unhandledErrorsWhilePlaying',
        ...ending,
      ]) {
        value.on(name, (payload) => {
          if (state.storyId === null) return;
          state.events.push({ name, payload: name === 'storyFinished' ? briefly(payload) : payload });
          if ((name === 'storyFinished' && payload.storyId === state.storyId) || ending.includes(name)) {
            state.finish?.({ events: state.events, observed: state.observed });
          }
        });
      }
      value.on('storyRenderPhaseChanged', ({ newPhase, storyId }) => {
        if (storyId !== state.storyId || state.observed !== null) return;
        if (newPhase === 'playing' || newPhase === 'completing') {
          state.observed = {
            theme: document.documentElement.dataset.theme ?? null,
            width: window.innerWidth,
            height: window.innerHeight,
          };
        }
      });
    },
  });
}

/**
 * Runs a story once in the page, in the given globals, and resolves with what the preview reported. The globals
 * go straight into the preview's store: the channel's `updateGlobals` would first re-render the story on screen
 * (its loaders and axe check once more, for nothing). A story already on screen is remounted, which reruns its
 * loaders, render and play as a fresh selection does.
 */
function startRun({ storyId, globals, remount }) {
  const state = window.__catalogue;
  state.storyId = storyId;
  state.events = [];
  state.observed = null;
  const finished = new Promise((resolve) => {
    state.finish = resolve;
  });
  window.__STORYBOOK_PREVIEW__.storyStoreValue.userGlobals.update(globals);
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  if (remount) channel.emit('forceRemount', { storyId });
  else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  return finished;
}

function describeFailure(events) {
  const lines = [];
  for (const { name, payload } of events) {
    if (name === 'storyFinished') {
      for (const report of payload.reporters ?? []) {
        if (report.status !== 'failed') continue;
        const { violations = [], error } = report.result ?? {};
        lines.push(`${report.type}: ${error ?? violations.map((v) => `${v.id} (${v.nodes})`).join(', ')}`);
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

const TIMED_OUT = Symbol('timed out');
/** The promise's value, or TIMED_OUT after `ms`: a page that hangs must not hold the run. */
function within(ms, promise) {
  let timer;
  const timeout = new Promise((done) => {
    timer = setTimeout(() => done(TIMED_OUT), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
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
if (stories.length === 0) {
  console.error(`No story in ${dir}${only === '' ? '' : ` whose id contains '${only}'`}.`);
  process.exit(2);
}
const server = await serveCatalogue(dir);
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none'],
});

/** A page with the preview loaded and nothing selected; `current` is the story on screen. */
async function openTab() {
  const context = await browser.newContext({ reducedMotion: 'no-preference' });
  const tab = { context, page: null, current: null };
  try {
    await context.addInitScript(listenToPreview);
    tab.page = await context.newPage();
    await tab.page.goto(`${base}/iframe.html`, { timeout: storyTimeoutMs });
    await tab.page.waitForFunction(
      () => window.__STORYBOOK_PREVIEW__?.storyStoreValue && window.__STORYBOOK_ADDONS_CHANNEL__,
      undefined,
      { timeout: storyTimeoutMs },
    );
    return tab;
  } catch (error) {
    await closeTab(tab);
    throw error;
  }
}

async function closeTab(tab) {
  // A renderer stuck in a play's loop may not answer: give up on it rather than wait.
  await within(
    10_000,
    tab.context.close().catch(() => undefined),
  );
}

/**
 * What the configurations mean for one story: its own viewport or theme, when its globals fix one, win. A theme
 * changes nothing but colours (CSS variables under `data-theme`), so of the configurations at one size only the
 * first runs the story (render, play, axe); each further theme at that size switches the document's theme on the
 * play's final state and runs axe again (`themes`). A story that fixes its own theme runs once per distinct size.
 */
function runsOf(story) {
  const runs = new Map();
  for (const config of configs) {
    const [width, height] = viewports[story.viewport] ?? [config.width, config.height];
    const theme = story.theme ?? config.theme;
    const size = `${width}×${height}`;
    const run = runs.get(size);
    if (!run) runs.set(size, { theme, width, height, label: `${theme} ${size}`, themes: [] });
    else if (theme !== run.theme && !run.themes.includes(theme)) run.themes.push(theme);
  }
  return [...runs.values()];
}

/**
 * On the story as its play left it: switches the document to `theme`, waits for the paint, and runs the catalogue's
 * own axe check again (the a11y addon's manual run, with the story's a11y parameters). Resolves with the violations,
 * or with why the check could not run. The document's theme is put back afterwards.
 */
async function axeInTheme({ theme, colourRules }) {
  const preview = window.__STORYBOOK_PREVIEW__;
  const story = preview.currentRender?.story;
  if (!story) return { error: 'no story on screen' };
  const a11y = story.parameters?.a11y ?? {};
  if (a11y.disable === true || a11y.test === 'off') return { skipped: true };
  /**
   * The story's a11y parameters with axe limited to `colourRules` (scripts/catalogue-server.mjs). The document is
   * the one the full check passed in the first theme, and only the colours differ (which is checked below), so
   * every other rule would find the same. A rule the story turned off stays off (axe's `runOnly` would run it); a
   * story that picks its own rules keeps the full check.
   */
  function colourRulesOnly(params) {
    if (params.options?.runOnly) return params;
    const off = (id) =>
      params.options?.rules?.[id]?.enabled === false ||
      (params.config?.rules ?? []).some((rule) => rule.id === id && rule.enabled === false);
    const values = colourRules.filter((id) => !off(id));
    return { ...params, options: { ...params.options, runOnly: { type: 'rule', values } } };
  }
  const root = document.documentElement;
  const before = root.dataset.theme;
  const paint = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const background = () => getComputedStyle(document.body).backgroundColor;
  const backgroundBefore = background();
  root.dataset.theme = theme;
  try {
    await document.fonts.ready;
    await paint();
    if (background() === backgroundBefore) return { error: `the page's colours did not change in ${theme}` };
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    const result = await new Promise((resolve) => {
      const onResult = (value, storyId) => {
        if (storyId === story.id) finish({ violations: value.violations ?? [] });
      };
      const onError = (error) => finish({ error: String(error?.message ?? error) });
      function finish(value) {
        channel.off('storybook/a11y/result', onResult);
        channel.off('storybook/a11y/error', onError);
        resolve(value);
      }
      channel.on('storybook/a11y/result', onResult);
      channel.on('storybook/a11y/error', onError);
      channel.emit('storybook/a11y/manual', story.id, colourRulesOnly(a11y));
    });
    if (result.error) return result;
    return {
      // 'todo' makes violations warnings, as in the story's own check.
      warnOnly: a11y.test === 'todo',
      violations: result.violations.map((v) => ({ id: v.id, nodes: v.nodes?.length ?? 0 })),
    };
  } finally {
    root.dataset.theme = before;
  }
}

/** Runs the further themes of `run` on the story `runStory` has just passed; null when all passed. */
async function checkThemes(tab, run) {
  for (const theme of run.themes) {
    const result = await within(storyTimeoutMs, tab.page.evaluate(axeInTheme, { theme, colourRules })).catch(
      (error) => ({
        error: String(error.message).split('\n')[0],
      }),
    );
    const where = `in ${theme} (the final state, axe)`;
    if (result === TIMED_OUT) {
      tab.broken = true;
      return `${where}: no answer after ${storyTimeoutMs / 1000} s`;
    }
    if (result.error) {
      tab.broken = true;
      return `${where}: ${result.error}`;
    }
    if (!result.skipped && !result.warnOnly && result.violations.length > 0) {
      tab.broken = true;
      return `${where}: a11y: ${result.violations.map((v) => `${v.id} (${v.nodes})`).join(', ')}`;
    }
  }
  return null;
}

/** Runs one story in one configuration on `tab`; null when it passed, else why not. Marks a tab to replace. */
async function runStory(tab, story, run) {
  const size = tab.page.viewportSize();
  if (size?.width !== run.width || size?.height !== run.height) {
    await tab.page.setViewportSize({ width: run.width, height: run.height });
  }
  const result = await within(
    storyTimeoutMs,
    tab.page.evaluate(startRun, {
      storyId: story.id,
      globals: { theme: run.theme },
      remount: tab.current === story.id,
    }),
  ).catch((error) => ({ error }));
  if (result === TIMED_OUT || result.error) {
    tab.broken = true;
    return result === TIMED_OUT
      ? `no result after ${storyTimeoutMs / 1000} s`
      : `the page failed: ${String(result.error.message).split('\n')[0]}`;
  }
  tab.current = story.id;
  const problems = [];
  const { events, observed } = result;
  if (observed && observed.theme !== run.theme) {
    problems.push(`data-theme was '${observed.theme}' when the play started, not '${run.theme}'`);
  }
  if (observed && (observed.width !== run.width || observed.height !== run.height)) {
    problems.push(`the window was ${observed.width}×${observed.height} when the play started`);
  }
  const finished = events.find((e) => e.name === 'storyFinished');
  const ok = finished?.payload.status === 'success' && !events.some((e) => e.name !== 'storyFinished');
  if (!ok) problems.push(describeFailure(events));
  else if (!observed) problems.push('the story finished without a play or a completed render');
  if (problems.length > 0) {
    // A failed render may still report: the next run starts on a fresh page.
    tab.broken = true;
    return problems.join('; ');
  }
  const words = story.id.startsWith('screens-') ? screenEnglishWords : englishWords;
  const english = await within(storyTimeoutMs, tab.page.evaluate(findWords, words)).catch(() => []);
  if (english === TIMED_OUT) {
    tab.broken = true;
    return `no answer after ${storyTimeoutMs / 1000} s`;
  }
  if (english.length > 0) return `English in the Vietnamese catalogue: ${english.join(', ')}`;
  return checkThemes(tab, run);
}

/**
 * Runs the jobs (a story with its configurations) on `pages` pages at once. A page is replaced after a failure; a
 * page that cannot be opened fails the run it was opened for, and the next run tries again.
 */
async function runAll(jobs, pages) {
  const failures = [];
  let passed = 0;
  const queue = [...jobs];
  const worker = async () => {
    let tab = null;
    for (let job = queue.shift(); job; job = queue.shift()) {
      for (const run of job.runs) {
        let failure;
        try {
          tab ??= await openTab();
          failure = await runStory(tab, job.story, run);
        } catch (error) {
          failure = `the preview did not load: ${String(error.message).split('\n')[0]}`;
        }
        if (failure === null) passed += 1 + run.themes.length;
        else failures.push({ story: job.story, run, failure });
        if (tab?.broken) {
          await closeTab(tab);
          tab = null;
        }
      }
    }
    if (tab) await closeTab(tab);
  };
  await Promise.all(Array.from({ length: pages }, worker));
  return { passed, failures };
}

try {
  // Which stories fix a viewport or a theme is known only to the preview: ask it once.
  const probe = await openTab();
  const fixed = await probe.page.evaluate(
    async (ids) => {
      const store = window.__STORYBOOK_PREVIEW__.storyStoreValue;
      const result = {};
      for (const storyId of ids) {
        const story = await store.loadStory({ storyId });
        result[storyId] = {
          viewport: story.storyGlobals?.viewport?.value ?? null,
          theme: story.storyGlobals?.theme ?? null,
        };
      }
      return result;
    },
    stories.map((story) => story.id),
  );
  await closeTab(probe);
  for (const story of stories) Object.assign(story, fixed[story.id]);

  const jobs = stories.map((story) => ({ story, runs: runsOf(story) }));
  const runCount = jobs.reduce((sum, job) => sum + job.runs.length, 0);
  const themeChecks = jobs.reduce(
    (sum, job) => sum + job.runs.reduce((n, run) => n + run.themes.length, 0),
    0,
  );
  const { passed, failures } = await runAll(jobs, concurrency);

  // Each failure once more, alone: what passes then failed only beside other stories, which is worth knowing
  // (printed as flaky) but is not the story's fault.
  let flaky = 0;
  for (const first of failures) {
    const again = await runAll([{ story: first.story, runs: [first.run] }], 1);
    const where = `${first.story.id} (${first.run.label})`;
    if (again.failures.length === 0) {
      flaky += 1;
      console.log(`FLAKY ${where}: failed beside other stories (${first.failure}); passed alone`);
    } else {
      const failure = again.failures[0].failure;
      console.log(
        `FAIL ${where}: ${failure}${failure === first.failure ? '' : ` (first: ${first.failure})`}`,
      );
    }
  }
  const failed = failures.length - flaky;
  const seconds = Math.round((performance.now() - startedAt) / 1000);
  console.log(
    `Built catalogue: ${stories.length} stories in ${configs.map((c) => `${c.theme} ${c.width} px`).join(', ')} ` +
      `(${runCount} runs, one per distinct size, and ${themeChecks} checks of a further theme on a run's final ` +
      'state), ' +
      `${concurrency} pages at once, ${seconds} s`,
  );
  console.log(`${passed} passed, ${flaky} flaky, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
} finally {
  await browser.close();
  server.close();
}
