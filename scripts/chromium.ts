import { existsSync } from 'node:fs';

/**
 * Debian's chromium, for every tool that drives a browser (story tests, visual baselines, journeys): nothing here
 * may download one. CHROMIUM_PATH overrides the default location.
 */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it (Debian: 'sudo apt-get install -y chromium') ` +
        'or point CHROMIUM_PATH at a Chromium/Chrome binary. `npm test` installs it when run as root.',
    );
  }
  return path;
}

/**
 * The browser for runs that take no screenshot to compare (the built catalogue, its docs pages, the journeys):
 * Debian's `chromium-headless-shell` when installed (CHROMIUM_HEADLESS_PATH overrides it), the same engine without
 * the full browser around it, a fifth less CPU for the same checks; else `chromiumPath()`. The visual baselines stay
 * on the full chromium: the shell draws text a few pixels differently, and the baselines were taken with it.
 */
export function headlessChromiumPath(): string {
  const shell = process.env.CHROMIUM_HEADLESS_PATH ?? '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : chromiumPath();
}

/** Flags for a headless chromium in a container or CI: no sandbox, GPU, background services or first-run UI. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];
