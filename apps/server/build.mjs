/**
 * Compiles the server ahead of time (`pnpm --filter @pharmacy/server build`): production and `npm start` run plain
 * JavaScript with node instead of compiling TypeScript through tsx on every start: dist/main.mjs and the chunk it
 * loads once it has started the embedded database (src/main.ts). Packages stay in node_modules, except the
 * workspace's own (@pharmacy/kiotviet), which export TypeScript source and are compiled in.
 */
import { copyFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

/** Every bare import stays external (node_modules), except the workspace's TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pharmacy/') ? undefined : { path: args.path, external: true },
    );
  },
};

// SERVER_OUTDIR: another folder beside dist (same depth: paths stay relative), for a test that builds the server
// while another test runs the one in dist (scripts/test-multiprocess.sh beside the journeys in .ci/run).
const outdir = process.env.SERVER_OUTDIR ?? 'dist';
if (!/^dist[\w-]*$/.test(outdir))
  throw new Error(`SERVER_OUTDIR must be a folder beside dist, not ${outdir}`);
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outdir,
  // Chunks stay beside the entry point: paths are found relative to a module's own URL (src/config.ts).
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  plugins: [externalPackages],
  sourcemap: true,
  logLevel: 'warning',
});
// The worker is plain JavaScript, started by URL beside the module that starts it.
await copyFile('src/db/pglite-worker.mjs', `${outdir}/pglite-worker.mjs`);
