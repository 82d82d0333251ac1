import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';

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
  // A journey took up to 72 s on a 2-core machine with a load average of 18: room to spare, never a time check.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // A failed journey keeps its trace (every action with the DOM before and after it, the network, the console)
    // and a screenshot of the end. Without the trace's screencast: its frames cost a quarter of the journeys' CPU
    // on every passing run, and the DOM snapshots show the same states.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
});
