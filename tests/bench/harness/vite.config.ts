/**
 * Builds the benchmark pages (`board-bench.html`, `engine-bench.html`) with the renderer's Vite
 * options (React plugin, relative base). build/bench/browser.ts passes the output folder (a temp
 * folder outside the repo) as `build.outDir`.
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      input: {
        board: resolve(import.meta.dirname, 'board-bench.html'),
        engine: resolve(import.meta.dirname, 'engine-bench.html'),
      },
    },
  },
});
