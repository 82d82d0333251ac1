/*
 * Serving the built catalogue (`storybook build`) to the scripts that test it, as any static host would: on a
 * free loopback port (the OS picks it), with the content types the catalogue's files need.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

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

/** Serves `root`; resolves with the listening server (`server.address().port`). */
export function serveCatalogue(root) {
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

/**
 * The browser the catalogue's runs drive: as `headlessChromiumPath()` in scripts/chromium.ts picks it (the headless
 * shell when installed, else CHROMIUM_PATH or Debian's chromium).
 */
export function headlessChromiumPath() {
  const shell = process.env.CHROMIUM_HEADLESS_PATH ?? '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
}

/** Takes `--name value` out of `args` (so what is left are the positional arguments), or gives `fallback`. */
export function takeOption(args, name, fallback) {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args.splice(index, 2)[1];
}

/**
 * The axe rules a theme can change the outcome of: text contrast and links told apart by colour. A theme changes
 * only colours (CSS variables under `data-theme`), so a document that passed the full check in one theme is checked
 * in a further one with these alone (the story run's `axeInTheme`, the docs pages' `checkTheme`).
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];
