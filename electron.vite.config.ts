import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { rendererViteOptions } from './build/renderer-build';

/**
 * One build for the three bundles: main (ESM), preload (CommonJS `.cjs`, so the sandbox stays
 * on) and the renderer (with its engine Web Worker as an ES module; its options are
 * build/renderer-build.ts, shared with the benchmark's build). Output goes to `out/`.
 */
const renderer = rendererViteOptions(__dirname);

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
    ...renderer,
    build: { ...renderer.build, outDir: 'out/renderer' },
  },
});
