import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import remarkGfm from 'remark-gfm';
import { mergeConfig, type UserConfig } from 'vite';

const portalVersion = (
  JSON.parse(readFileSync(new URL('../apps/portal/package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/portal/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    // MDX 3 is CommonMark only: tables (the foundations' scales, do and don't) need GitHub's flavour.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  typescript: {
    // react-docgen reads one file at a time, so a prop typed from a const array (`tone?: ButtonTone` where
    // `ButtonTone = (typeof buttonTones)[number]`) read `unknown[number]`; the TypeScript checker resolves it to
    // its literals, which the props table lists and the controls offer.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The library's own project: the root tsconfig holds only tooling, so it would give the checker no component.
      // The portal's screens get no props table (their docs page says why), so they need no docgen.
      tsconfigPath: fileURLToPath(new URL('../packages/ui/tsconfig.json', import.meta.url)),
      include: [fileURLToPath(new URL('../packages/ui/src/**/*.tsx', import.meta.url))],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // The DOM attributes a component passes through (from @types/react) are not its API: document our own.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  // mockServiceWorker.js (msw init), which answers the portal screens' API calls in their stories.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(base) {
    const overrides: UserConfig = {
      plugins: [vanillaExtractPlugin()],
      // The portal's screens show its version, which its own build defines (apps/portal/vite.config.ts).
      define: { __APP_VERSION__: JSON.stringify(portalVersion) },
      optimizeDeps: {
        // Pre-bundled up front so Vite does not reload in the middle of a story-test run.
        include: [
          '@pharmacy/ui > @vanilla-extract/recipes/createRuntimeFn',
          '@pharmacy/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
          '@pharmacy/ui > @ariakit/react',
          '@pharmacy/ui > downshift',
          '@pharmacy/ui > react-number-format',
          '@pharmacy/ui > date-fns',
          '@pharmacy/ui > date-fns/locale',
          '@pharmacy/i18n > i18next',
          '@pharmacy/i18n > react-i18next',
          'react-dom/client',
          'storybook/test',
          // The portal's screens: their data layer and the stand-in API of their stories. The root package.json
          // depends on swr, wouter and @pharmacy/api-client only so that these resolve from here.
          '@pharmacy/api-client > openapi-fetch',
          'swr',
          'swr/mutation',
          'wouter',
          'wouter/memory-location',
          'msw',
          'msw/browser',
          'msw-storybook-addon/csf3',
        ],
      },
      build: {
        chunkSizeWarningLimit: 2000,
        rollupOptions: {
          onwarn(warning, warn) {
            // Ariakit ships "use client" directives, which are meaningless in this bundle.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    };
    return mergeConfig(base, overrides);
  },
};

export default config;
