/**
 * The memory benchmark: JS heap after 1 and after 20 all-bot games (the quick run: 1 and 5), and
 * its growth (%; target ≤ 10).
 *
 * The app has no attract mode yet, and playing 20 games back to back in it needs the game-over →
 * lobby flow another engineer is building now, so the games run in the engine-session page
 * (tests/bench/harness/engine-bench.ts): `createEngineSession` from renderer/engine/session.ts
 * on the page's main thread (no Worker), with the bundled maps and the lobby's bots, in Chromium.
 * Each game: 4 seats, bot level `easy`, the harness game's default options. The heap is read with CDP
 * `Runtime.getHeapUsage` (used bytes) after two `HeapProfiler.collectGarbage` calls; each reading
 * is the median of 3.
 */
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { BENCH_TMP, buildBenchPages, launchChromium, serve } from './browser';
import { errorMessage, measured, unmeasured, type BenchRow } from './row';
import { single, summarize } from './stats';

/** Options of {@link runMemoryBenchmarks}: `quick` plays 5 games instead of 20. */
export type MemoryOptions = { readonly quick: boolean; readonly log: (line: string) => void };

/** Used JS heap (MB) after forcing garbage collection; the median of 3 readings. */
async function heapMB(cdp: CDPSession): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < 3; i++) {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = await cdp.send('Runtime.getHeapUsage');
    readings.push(usage.usedSize / 2 ** 20);
  }
  return summarize(readings).median;
}

async function playOne(page: Page, game: number): Promise<number> {
  const actions = await page.evaluate((seed) => window.__benchEngine?.play(seed, 4, 'easy'), `memory-${game}`);
  if (actions === undefined) throw new Error('the engine page has no __benchEngine');
  return actions;
}

/** Runs the memory benchmark; if it throws, one `error` row says why. */
export async function runMemoryBenchmarks(options: MemoryOptions): Promise<BenchRow[]> {
  const games = options.quick ? 5 : 20;
  const pagesDir = join(BENCH_TMP, 'pages-memory');
  try {
    options.log('memory: building the engine page');
    await buildBenchPages(pagesDir);
    const server = await serve(pagesDir);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${server.url}engine-bench.html`);
      await page.waitForFunction(() => window.__benchEngine !== undefined, undefined, { timeout: 60_000 }).catch((error: unknown) => {
        throw new Error(`the engine page did not start: ${errors.join(' | ') || errorMessage(error)}`);
      });
      const cdp = await page.context().newCDPSession(page);
      const baseline = await heapMB(cdp);
      const actions: number[] = [];
      actions.push(await playOne(page, 0));
      const afterOne = await heapMB(cdp);
      for (let game = 1; game < games; game++) {
        if (game % 5 === 0) options.log(`memory: game ${game + 1} of ${games}`);
        actions.push(await playOne(page, game));
      }
      const afterAll = await heapMB(cdp);
      const growth = ((afterAll - afterOne) / afterOne) * 100;
      const how = `engine session on the page's main thread (no Worker; the app has no attract mode yet), 4 easy bots on the game's default options (tests/bench/harness/engine-bench.ts), median ${summarize(actions).median} actions a game; CDP Runtime.getHeapUsage after GC; page before any game ${baseline.toFixed(1)} MB`;
      return [
        measured('memory', 'JS heap after 1 bot game', 'MB', single(afterOne), undefined, how),
        measured('memory', `JS heap after ${games} bot games`, 'MB', single(afterAll)),
        measured('memory', `JS heap growth, 1 → ${games} games`, '%', single(growth), { kind: 'max', value: 10 }),
      ];
    } finally {
      await browser.close();
      await server.close();
    }
  } catch (error) {
    return [unmeasured('error', 'memory', 'JS heap growth over bot games', '%', errorMessage(error), { kind: 'max', value: 10 })];
  }
}
