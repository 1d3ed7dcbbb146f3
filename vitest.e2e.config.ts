import { defineConfig } from 'vitest/config';

/**
 * Browser end-to-end tests: the built renderer (`out/renderer`) served on localhost and
 * driven by playwright-core in Debian's Chromium with touch enabled. `tests/e2e/global-setup.ts`
 * builds the app if needed and starts the server.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
