import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Debian's chromium; nothing here downloads a browser. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  throw new Error(
    `Chromium not found at ${executablePath}. Install it (Debian: 'sudo apt-get install -y chromium') or set CHROMIUM_PATH.`,
  );
}

/**
 * Browser journeys against the real server, started by global-setup.ts the way `npm start` starts it.
 * One worker and no retries: the journeys share one server, and a journey that passes only on a second try is
 * a defect to fix, not to hide. Timeouts are generous for a loaded 2-core machine; nothing asserts on time.
 */
export default defineConfig({
  testDir: './journeys',
  outputDir: './.results',
  globalSetup: './global-setup.ts',
  workers: 1,
  retries: 0,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
