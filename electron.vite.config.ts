import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

/**
 * One build for the three bundles: main (ESM), preload (CommonJS `.cjs`, so the sandbox stays
 * on) and the renderer (with its engine Web Worker as an ES module). Output goes to `out/`.
 */
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: { input: { index: resolve(__dirname, 'main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rollupOptions: {
        input: { index: resolve(__dirname, 'preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'renderer',
    base: './',
    plugins: [react()],
    worker: { format: 'es' },
    build: {
      outDir: 'out/renderer',
      rollupOptions: {
        input: { index: resolve(__dirname, 'renderer/index.html') },
        // zod and the module that puts it in jitless mode share one chunk, so the mode is set the
        // moment zod is first evaluated: a schema built at the top of any other chunk (settings,
        // a game's views) never probes new Function, which the page's CSP forbids.
        output: { manualChunks: (id: string) => (/[\\/]node_modules[\\/]zod[\\/]|[\\/]renderer[\\/]platform[\\/]zod-setup\.ts$/.test(id) ? 'zod' : undefined) },
      },
    },
  },
});
