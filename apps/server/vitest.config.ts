import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    // On PostgreSQL (DATABASE_URL, .ci/run's second pass) only the suites that open a database: the ones beside the
    // sources (src/**) are pure (domain rules, configuration, HTTP helpers) and find the same on either engine.
    include: process.env.DATABASE_URL ? ['test/**/*.test.ts'] : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A migrated PGlite template that each file's database starts from (unless DATABASE_URL is set).
    globalSetup: ['test/global-setup.ts'],
    // Each test file opens its own database (in-memory PGlite, or a fresh PostgreSQL database); PGlite's WASM
    // start-up takes a few seconds on a busy machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
