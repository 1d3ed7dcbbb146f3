/**
 * Browser plumbing of the renderer and memory benchmarks: builds the app's renderer and the
 * benchmark pages with Vite into a temp folder of this checkout (never `out/`, which other builds
 * use), serves a folder with `build/serve.mjs` (the app's CSP included), and launches Debian's
 * Chromium through playwright-core with the SwiftShader flags of DESIGN.md "Toolchain facts".
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { rendererViteOptions } from '../renderer-build';
import { CHROMIUM_PATH } from './machine';

/** The repository root. */
export const REPO = resolve(import.meta.dirname, '..', '..');

import { CHROMIUM_ARGS } from '../chromium';

export { CHROMIUM_ARGS };

/**
 * The benchmark's build folder for the checkout at `repo`: `<tmpdir>/railtable-bench-<12 hex
 * digits of the SHA-256 of the path>`, so two checkouts benching at once never overwrite each
 * other's builds, and one checkout reuses its own folder run after run.
 */
export function benchTmpOf(repo: string): string {
  return join(tmpdir(), `railtable-bench-${createHash('sha256').update(repo).digest('hex').slice(0, 12)}`);
}

/** Where this checkout's benchmark builds go (outside the repo): {@link benchTmpOf} of {@link REPO}. */
export const BENCH_TMP = benchTmpOf(REPO);

/** Builds the app's renderer with the app's own Vite options (build/renderer-build.ts, as electron.vite.config.ts builds it) into `outDir`. */
export async function buildApp(outDir: string): Promise<void> {
  const options = rendererViteOptions(REPO);
  await build({ ...options, configFile: false, logLevel: 'warn', build: { ...options.build, outDir, emptyOutDir: true } });
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

/**
 * The features playwright-core 1.65 disables in every Chromium it launches (its
 * `chromiumSwitches.ts`), checked against the installed playwright-core by
 * tests/bench/browser.test.ts. Chromium keeps only the last `--disable-features` switch, so a
 * launch that disables more must repeat these.
 */
export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[] = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable', 'LensOverlay',
  'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin',
  'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch', 'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Browser UI the benchmarks turn off: Chromium 151 and later pre-render the address bar's popup
 * (a WebUI page, `chrome://omnibox-popup.top-chrome/`) in its own renderer for every new window,
 * headless too — a new context is a new window. Measured here it took 0.6–0.8 s of CPU during
 * each lobby load, on the same two cores as the page; the app (Electron) has no address bar.
 */
export const BENCH_DISABLED_FEATURES: readonly string[] = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Launches /usr/bin/chromium headless with {@link CHROMIUM_ARGS}, Playwright's and {@link BENCH_DISABLED_FEATURES} disabled, plus `extra`. */
export async function launchChromium(extra: readonly string[] = []): Promise<Browser> {
  const disabled = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BENCH_DISABLED_FEATURES].join(',')}`;
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, disabled, ...extra] });
}
