import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The libraries the login screen and the shell run on. */
const framework =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|swr|use-sync-external-store|wouter|regexparam|openapi-fetch|html-parse-stringify|void-elements|dequal)[\\/]/;
/** Parts of them that only screens use (the product picker's pages), which stay with those screens. */
const onlyScreens = /[\\/]swr[\\/]dist[\\/]infinite[\\/]/;

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  // In development the API runs separately (`pnpm --filter @pharmacy/server dev`); the built portal is served by it.
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
  preview: { host: '127.0.0.1' },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries every page runs on, in one chunk: split by which screens share them, they became
              // five small chunks that each compress alone (1.6 KB more for the login screen), and a chunk of
              // their own stays cached from one release of the portal to the next.
              name: 'framework',
              test: (id) => framework.test(id) && !onlyScreens.test(id),
              priority: 10,
            },
          ],
        },
      },
      onwarn(warning, warn) {
        // Ariakit ships "use client" directives, which are meaningless in this bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
