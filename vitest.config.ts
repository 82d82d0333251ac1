import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const portalVersion = (
  JSON.parse(readFileSync(new URL('./apps/portal/package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/** The browser projects need chromium; a run limited to other projects (e.g. `--project unit`) does not. */
const browserProjects = ['storybook', 'visual'];
const selectedProjects = process.argv.flatMap((arg, i) => {
  if (arg.startsWith('--project=')) return [arg.slice('--project='.length)];
  return process.argv[i - 1] === '--project' ? [arg] : [];
});
const wantsBrowser =
  selectedProjects.length === 0 || selectedProjects.some((name) => browserProjects.includes(name));

function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: {
        executablePath: chromiumPath(),
        args: chromiumArgs,
      },
    }),
    instances: [{ browser: 'chromium' as const }],
  };
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, where the server's
    // files spend most of their time starting PGlite and waiting on it. Two overlap that (196 s → 143 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        // The portal reads its version from Vite's define (apps/portal/vite.config.ts); unit tests get the same.
        define: { __APP_VERSION__: JSON.stringify(portalVersion) },
        test: {
          name: 'unit',
          environment: 'jsdom',
          // A worker runs its files one after another in one jsdom window and module graph, instead of a fresh
          // pair per file, which cost four fifths of the project's CPU (93 s → 21 s); vitest.setup.unit.ts puts the
          // window back after each file.
          isolate: false,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/portal/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          // packages/kiotviet runs in node, as its own project.
          exclude: ['**/node_modules/**', '**/*.visual.test.tsx', 'packages/kiotviet/**'],
          setupFiles: ['./vitest.setup.unit.ts'],
        },
      },
      'apps/*/vitest.config.ts',
      'packages/kiotviet/vitest.config.ts',
      ...(wantsBrowser
        ? [
            {
              plugins: [storybookTest({ configDir: `${root}.storybook` })],
              test: { name: 'storybook', browser: chromiumBrowser() },
            },
            {
              // A few purposeful visual baselines, rendered from the stories themselves.
              plugins: [react(), vanillaExtractPlugin()],
              optimizeDeps: {
                // Everything the stories pull in, bundled up front: a mid-run optimizer reload breaks the suite.
                include: [
                  '@pharmacy/ui > @vanilla-extract/recipes/createRuntimeFn',
                  '@pharmacy/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
                  '@pharmacy/ui > @ariakit/react',
                  '@pharmacy/ui > downshift',
                  '@pharmacy/ui > react-number-format',
                  '@pharmacy/ui > date-fns',
                  '@pharmacy/ui > date-fns/locale',
                  '@storybook/react-vite',
                  'storybook/test',
                  'react-dom/client',
                  'react/jsx-dev-runtime',
                  'i18next',
                  'react-i18next',
                  '@testing-library/react',
                ],
              },
              test: {
                name: 'visual',
                include: ['packages/ui/src/**/*.visual.test.tsx'],
                setupFiles: ['./.storybook/visual.setup.ts'],
                browser: {
                  ...chromiumBrowser(),
                  viewport: { width: 1024, height: 768 },
                  expect: {
                    toMatchScreenshot: {
                      comparatorName: 'pixelmatch' as const,
                      // Tolerates anti-aliasing noise, not a changed colour, size or layout.
                      comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
                    },
                  },
                },
              },
            },
          ]
        : []),
    ],
  },
});
