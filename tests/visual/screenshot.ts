/**
 * Screenshots and measurements of the Transglobal board (`npx tsx tests/visual/screenshot.ts
 * [--maps usa,europe] [--no-build]`): builds the harness (`vite.config.ts`, into
 * /tmp/board-harness), serves it with `serveRenderer`, opens it in /usr/bin/chromium
 * (SwiftShader WebGL, DESIGN.md "Toolchain facts"), and
 * - writes `docs/screenshots/board-<map>-<w>x<h>.png` at 1920×1080 and 3840×2160 for every real
 *   map in assets/maps/transglobal (mid-game "demo" scenario);
 * - measures, at 1920×1080, draw calls and triangles of one frame with an empty board and with
 *   every link built, frames rendered in 5 s of idle (target 0), that a touch tap on a link's
 *   midpoint comes back as that link (and two simultaneous touches as their two links), the frames a rail drop-in takes (then none), and that a
 *   re-render with an equal state renders no frame;
 * - prints the figures and writes them to /tmp/board-harness-stats.json.
 */
import { copyFileSync, readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../build/chromium';
import { HARNESS_OUT_DIR } from './vite.config';

const repo = resolve(import.meta.dirname, '../..');

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
] as const;
const IDLE_MS = 5000;

type Served = { url: string; close: () => Promise<void> };
type Serve = (options: { root: string }) => Promise<Served>;
type Stats = { frames: number; calls: number; triangles: number; labelsReady: boolean; drawn: string[] };

function hasServe(m: unknown): m is { serveRenderer: Serve } {
  return typeof m === 'object' && m !== null && 'serveRenderer' in m && typeof m.serveRenderer === 'function';
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function openBoard(browser: Browser, url: string, size: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1, hasTouch: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(url);
  try {
    await page.waitForFunction(() => {
      const s = window.__boardStats;
      return s !== undefined && s.labelsReady && s.frames > 0;
    }, undefined, { timeout: 120_000 });
  } catch (e) {
    throw new Error(`board did not come up at ${url}: ${errors.join(' | ') || String(e)}`);
  }
  // Let the last invalidated frame land.
  await page.waitForTimeout(500);
  return page;
}

async function readStats(page: Page): Promise<Stats> {
  const s = await page.evaluate(() => window.__boardStats);
  if (!s) throw new Error('no __boardStats');
  return { frames: s.frames, calls: s.calls, triangles: s.triangles, labelsReady: s.labelsReady, drawn: s.drawn };
}

async function main(): Promise<void> {
  const mapsDir = resolve(repo, 'assets/maps/transglobal');
  const available = readdirSync(mapsDir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
  const maps = (arg('--maps')?.split(',') ?? available).filter((m) => available.includes(m) || m === 'fixture-grid');
  if (!process.argv.includes('--no-build')) await build({ configFile: resolve(import.meta.dirname, 'vite.config.ts') });
  copyFileSync(resolve(HARNESS_OUT_DIR, 'board-harness.html'), resolve(HARNESS_OUT_DIR, 'index.html'));
  const serveModule: unknown = await import(new URL('../../build/serve.mjs', import.meta.url).href);
  if (!hasServe(serveModule)) throw new Error('build/serve.mjs has no serveRenderer');
  const server = await serveModule.serveRenderer({ root: HARNESS_OUT_DIR });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const report: Record<string, unknown> = {};
  try {
    for (const map of maps) {
      const figures: Record<string, unknown> = {};
      for (const size of SIZES) {
        const page = await openBoard(browser, `${server.url}?map=${map}&scenario=demo`, size);
        const file = resolve(repo, `docs/screenshots/board-${map}-${size.width}x${size.height}.png`);
        if (map !== 'fixture-grid') await page.screenshot({ path: file });
        figures[`demo ${size.width}x${size.height}`] = await readStats(page);
        await page.context().close();
      }
      for (const scenario of ['empty', 'full'] as const) {
        const page = await openBoard(browser, `${server.url}?map=${map}&scenario=${scenario}`, SIZES[0]);
        figures[scenario] = await readStats(page);
        if (scenario === 'full') await page.screenshot({ path: `/tmp/board-${map}-full.png` });
        await page.context().close();
      }
      const idle = await openBoard(browser, `${server.url}?map=${map}&scenario=demo`, SIZES[0]);
      const before = await readStats(idle);
      await idle.waitForTimeout(IDLE_MS);
      const after = await readStats(idle);
      figures.idleFrames = after.frames - before.frames;
      await idle.evaluate(() => window.__boardRerender?.());
      await idle.waitForTimeout(1000);
      figures.framesAfterEqualRerender = (await readStats(idle)).frames - after.frames;
      // A tap on the midpoint of a glowing link comes back as that link.
      const target = await idle.evaluate(() => {
        const screen = window.__boardScreen;
        for (let id = 0; id < 5000 && screen; id++) {
          const p = screen('link', id);
          if (p && p.x > 200 && p.y > 200 && p.x < 1700 && p.y < 900) return { id, ...p };
        }
        return undefined;
      });
      if (target) {
        await idle.touchscreen.tap(target.x, target.y);
        await idle.waitForTimeout(200);
        const taps = await idle.evaluate(() => window.__boardTaps ?? []);
        figures.tap = { wanted: target.id, got: taps.map((t) => `${t.kind} ${t.id}`) };
        // Two fingers at once on two far-apart links: each comes back with its own pointer id.
        const second = await idle.evaluate((first) => {
          const screen = window.__boardScreen;
          for (let id = 0; id < 5000 && screen; id++) {
            const p = screen('link', id);
            if (p && Math.hypot(p.x - first.x, p.y - first.y) > 400 && p.x > 200 && p.y > 200 && p.x < 1700 && p.y < 900) return { id, ...p };
          }
          return undefined;
        }, target);
        if (second) {
          await idle.evaluate(() => window.__boardTaps?.splice(0));
          const cdp = await idle.context().newCDPSession(idle);
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: target.x, y: target.y, id: 1 }, { x: second.x, y: second.y, id: 2 }] });
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
          await idle.waitForTimeout(300);
          const both = await idle.evaluate(() => window.__boardTaps ?? []);
          figures.twoFingers = { wanted: [target.id, second.id], got: both.map((t) => `${t.kind} ${t.id} (pointer ${t.pointerId})`) };
        }
        // Building it drops a rail in: frames while it falls, then none.
        const beforeDrop = (await readStats(idle)).frames;
        await idle.evaluate((id) => window.__boardBuild?.(id), target.id);
        await idle.waitForTimeout(1000);
        const afterDrop = await readStats(idle);
        await idle.waitForTimeout(2000);
        const settled = await readStats(idle);
        figures.drop = { framesInFirstSecond: afterDrop.frames - beforeDrop, framesInNext2s: settled.frames - afterDrop.frames, callsAfter: settled.calls };
      }
      await idle.context().close();
      report[map] = figures;
      console.log(map, JSON.stringify(figures));
    }
  } finally {
    await browser.close();
    await server.close();
  }
  writeFileSync('/tmp/board-harness-stats.json', `${JSON.stringify(report, null, 2)}\n`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
