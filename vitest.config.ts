import { defineConfig } from 'vitest/config';

/** Unit, property and main-process tests (Node). Browser e2e tests: vitest.e2e.config.ts. */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 60_000,
    server: { deps: { inline: ['electron-store'] } },
  },
});
