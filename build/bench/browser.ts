/**
 * Browser plumbing of the renderer and memory benchmarks: builds the app's renderer and the
 * benchmark pages with Vite into a temp folder (never `out/`, which other builds use), serves a
 * folder with `build/serve.mjs` (the app's CSP included), and launches Debian's Chromium through
 * playwright-core with the SwiftShader flags of DESIGN.md "Toolchain facts".
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_PATH } from './machine';

/** The repository root. */
export const REPO = resolve(import.meta.dirname, '..', '..');

import { CHROMIUM_ARGS } from '../chromium';

export { CHROMIUM_ARGS };

/** Where the benchmark builds go (outside the repo). */
export const BENCH_TMP = '/tmp/railtable-bench';



/** Builds the app's renderer (the `renderer` part of electron.vite.config.ts: root renderer/, base ./, React, ES-module worker) into `outDir`. */
export async function buildApp(outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: resolve(REPO, 'renderer'),
    base: './',
    plugins: [react()],
    worker: { format: 'es' },
    build: { outDir, emptyOutDir: true, rollupOptions: { input: { index: resolve(REPO, 'renderer', 'index.html') } } },
  });
}

/** Builds the benchmark pages (tests/bench/harness: `board-bench.html`, `engine-bench.html`) into `outDir`, with an `index.html` so the server starts. */
export async function buildBenchPages(outDir: string): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  await build({ configFile: resolve(REPO, 'tests', 'bench', 'harness', 'vite.config.ts'), build: { outDir } });
  copyFileSync(resolve(outDir, 'board-bench.html'), resolve(outDir, 'index.html'));
}

/** A running static server: its base URL (ending in `/`) and how to stop it. */
export type Served = { readonly url: string; readonly close: () => Promise<void> };

/** Serves `root` with build/serve.mjs `serveRenderer` (plain JS, so its answer is checked). */
export async function serve(root: string): Promise<Served> {
  const mod: unknown = await import(resolve(REPO, 'build', 'serve.mjs'));
  if (typeof mod !== 'object' || mod === null || !('serveRenderer' in mod) || typeof mod.serveRenderer !== 'function') {
    throw new Error('build/serve.mjs does not export serveRenderer');
  }
  const server: unknown = await mod.serveRenderer({ root });
  if (typeof server !== 'object' || server === null || !('url' in server) || typeof server.url !== 'string' || !('close' in server) || typeof server.close !== 'function') {
    throw new Error('serveRenderer() did not return {url, close}');
  }
  const close = server.close.bind(server);
  return { url: server.url, close: async () => void (await close()) };
}

/** Launches /usr/bin/chromium headless with {@link CHROMIUM_ARGS} plus `extra`. */
export async function launchChromium(extra: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extra] });
}
