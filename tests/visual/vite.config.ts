/**
 * Builds the board's visual harness (`tests/visual/board-harness.html`) into /tmp/board-harness,
 * outside the repo. `screenshot.ts` builds with this config and serves the result.
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The harness build's output folder (outside the repo). */
export const HARNESS_OUT_DIR = '/tmp/board-harness';

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: HARNESS_OUT_DIR,
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rollupOptions: { input: resolve(import.meta.dirname, 'board-harness.html') },
  },
});
