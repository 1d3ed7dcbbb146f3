/**
 * Global setup of the browser e2e tests (vitest.e2e.config.ts): builds the renderer when
 * `out/renderer/index.html` is missing or older than any renderer, shared-rules or preload
 * source, then serves it with `serveRenderer()` from build/serve.mjs and provides its URL to
 * the tests as `inject('baseUrl')`. The server is closed on teardown.
 *
 * The build is `electron-vite build`; when that fails (e.g. while main/ is being written), the
 * renderer alone is built with Vite's API and the same renderer options.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The URL of the served renderer, ending in `/`. */
    baseUrl: string;
  }
}

const repo = resolve(import.meta.dirname, '..', '..');
const builtIndex = resolve(repo, 'out', 'renderer', 'index.html');

/** The newest modification time (ms) of the files under `path`. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(path)) latest = Math.max(latest, newest(join(path, name)));
  return latest;
}

function needsBuild(): boolean {
  if (!existsSync(builtIndex)) return true;
  const sources = Math.max(newest(resolve(repo, 'renderer')), newest(resolve(repo, 'shared-rules')), newest(resolve(repo, 'assets')), newest(resolve(repo, 'preload', 'api.ts')));
  return statSync(builtIndex).mtimeMs < sources;
}

async function buildRendererOnly(): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: resolve(repo, 'renderer'),
    base: './',
    plugins: [react()],
    worker: { format: 'es' },
    build: {
      outDir: resolve(repo, 'out', 'renderer'),
      emptyOutDir: true,
      rollupOptions: { input: { index: resolve(repo, 'renderer', 'index.html') } },
    },
  });
}

type Server = { readonly url: string; readonly close: () => Promise<void> };

/** Load build/serve.mjs (plain JS, no type declarations) and check what it gives back. */
async function startServer(): Promise<Server> {
  const modulePath = resolve(repo, 'build', 'serve.mjs');
  const mod: unknown = await import(modulePath);
  if (typeof mod !== 'object' || mod === null || !('serveRenderer' in mod) || typeof mod.serveRenderer !== 'function') {
    throw new Error('build/serve.mjs does not export serveRenderer');
  }
  const server: unknown = await mod.serveRenderer({});
  if (
    typeof server !== 'object' || server === null ||
    !('url' in server) || typeof server.url !== 'string' ||
    !('close' in server) || typeof server.close !== 'function'
  ) {
    throw new Error('serveRenderer() did not return {url, close}');
  }
  const close = server.close.bind(server);
  return { url: server.url, close: async () => void (await close()) };
}

/** Vitest global setup: build if stale, serve, provide `baseUrl`; returns the teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (needsBuild()) {
    const result = spawnSync('npx', ['electron-vite', 'build'], { cwd: repo, encoding: 'utf8', stdio: 'pipe' });
    if (result.status !== 0) {
      process.stderr.write(`electron-vite build failed (status ${result.status}); building the renderer alone\n`);
      await buildRendererOnly();
    }
  }
  const server = await startServer();
  project.provide('baseUrl', server.url);
  return () => server.close();
}
