import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'kiotviet',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Tests drive time with a virtual clock; these limits only catch a hung test on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
