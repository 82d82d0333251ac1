import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const portalVersion = (
  JSON.parse(readFileSync(new URL('./apps/portal/package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/**
 * Story tests run in Debian's chromium (no tool here may download a browser).
 * CHROMIUM_PATH overrides the default location.
 */
function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it (Debian: 'sudo apt-get install -y chromium') ` +
        'or point CHROMIUM_PATH at a Chromium/Chrome binary. `npm test` installs it when run as root.',
    );
  }
  return path;
}

const wantsStories = !process.argv.some((arg, i) => {
  const value = arg.startsWith('--project=')
    ? arg.slice('--project='.length)
    : process.argv[i - 1] === '--project'
      ? arg
      : null;
  return value !== null && value !== 'storybook';
});

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        // The portal reads its version from Vite's define (apps/portal/vite.config.ts); unit tests get the same.
        define: { __APP_VERSION__: JSON.stringify(portalVersion) },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/portal/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.unit.ts'],
        },
      },
      'apps/*/vitest.config.ts',
      ...(wantsStories
        ? [
            {
              plugins: [storybookTest({ configDir: `${root}.storybook` })],
              test: {
                name: 'storybook',
                browser: {
                  enabled: true,
                  headless: true,
                  provider: playwright({
                    launchOptions: {
                      executablePath: chromiumPath(),
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
                  }),
                  instances: [{ browser: 'chromium' as const }],
                },
              },
            },
          ]
        : []),
    ],
  },
});
