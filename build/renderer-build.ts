/**
 * The renderer's Vite options, in one place for `electron.vite.config.ts` (the app's build into
 * `out/renderer`) and the benchmark's build of the app (build/bench/browser.ts), so the benchmark
 * measures the renderer exactly as the app ships it: root `renderer/`, base `./`, React, the engine
 * worker as an ES module, the single `index.html` entry and the chunking below.
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

/**
 * zod and the module that puts it in jitless mode share one chunk, so the mode is set the moment
 * zod is first evaluated: a schema built at the top of any other chunk (settings, a game's views)
 * never probes `new Function`, which the page's CSP forbids.
 *
 * @param id a module id (absolute path) as Rollup/Rolldown passes it to `manualChunks`
 * @returns `'zod'` for zod's modules and `renderer/platform/zod-setup.ts`, else `undefined` (default chunking)
 */
export function rendererChunkOf(id: string): string | undefined {
  return /[\\/]node_modules[\\/]zod[\\/]|[\\/]renderer[\\/]platform[\\/]zod-setup\.ts$/.test(id) ? 'zod' : undefined;
}

/**
 * The renderer's Vite options (no `outDir`: each caller picks its own).
 *
 * @param repo absolute path of the repository root
 * @returns Vite options with an absolute `root` (`<repo>/renderer`) and input (`<repo>/renderer/index.html`)
 */
export function rendererViteOptions(repo: string): UserConfig {
  return {
    root: resolve(repo, 'renderer'),
    base: './',
    plugins: [react()],
    worker: { format: 'es' },
    build: {
      rollupOptions: {
        input: { index: resolve(repo, 'renderer', 'index.html') },
        output: { manualChunks: rendererChunkOf },
      },
    },
  };
}
