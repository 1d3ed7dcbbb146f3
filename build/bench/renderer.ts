/**
 * The renderer benchmarks, in /usr/bin/chromium headless (playwright-core, SwiftShader WebGL2):
 *
 * The board harness (tests/bench/harness/board-bench.tsx: a game's board on its default map in
 * the app's board canvas, TableCanvas, with the antialiasing and pixel ratio it picks here; the
 * page names it), at 1920×1080 and 3840×2160 (the quick run: 1920×1080 only):
 * - draw calls and triangles of one frame, empty board and every link built (target ≤ 12 calls full);
 * - mean frame time while re-rendering every frame for 3 s, full board / empty board (target
 *   ≤ 1.2), and the full board's own (ms; target ≤ 50 at 1920×1080, issue #14); a frame's time runs from the start of its render to a 1×1 `readPixels` that waits for
 *   SwiftShader to finish it (the 60 Hz frame cap would otherwise hide the difference);
 * - frames rendered during 5 s of idle with the full board up (target 0; 1920×1080).
 *
 * The app (its renderer built with Vite into a temp folder, served by build/serve.mjs), at
 * 1920×1080 with a touch context, one fresh context per run:
 * - navigation → lobby interactive (ms; target ≤ 2,000): a touch tap is sent on the first Join
 *   button as soon as it is in the page, laid out and enabled (a MutationObserver in an init
 *   script calls a binding with its centre); the figure is when the page starts handling it
 *   (Event Timing `processingStart`, page clock), and the tap must join the seat; beside it, when
 *   Join was enabled (the lobby's start-up alone);
 * - that first tap's event-to-paint time, and a second Join tap's 2 s later on the settled lobby
 *   (ms; target ≤ 50), and touches on the board in play, each a legal move (ms; target ≤ 100,
 *   issue #14): the longest Event Timing entry of the tap (PerformanceObserver type
 *   `event`, durationThreshold 16, or the `first-input` entry);
 * - initial JavaScript (gzip KB; target ≤ 400): every .js file the page loaded until the lobby
 *   was interactive, gzipped (level 9) from the build; the note lists every JS chunk;
 * - the app's own board (`window.__railtable.stats` with `?test`): draw calls and triangles of a
 *   started game (the lobby's first), and frames in 5 s of idle, when the lobby can start one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { BENCH_TMP, buildApp, buildBenchPages, launchChromium, serve, type Served } from './browser';
import { errorMessage, measured, unmeasured, type BenchRow } from './row';
import { single, summarize } from './stats';

/** Options of {@link runRendererBenchmarks}: `quick` runs fewer repetitions and one screen size. */
export type RendererOptions = { readonly quick: boolean; readonly log: (line: string) => void };

type Size = { readonly width: number; readonly height: number };
const FULL_HD: Size = { width: 1920, height: 1080 };
const UHD: Size = { width: 3840, height: 2160 };
const label = (s: Size) => `${s.width}×${s.height}`;
const ANIMATION_MS = 3000;
const IDLE_MS = 5000;

type BoardStats = { frames: number; calls: number; triangles: number };
/** The harness board's statistics, with the renderer's name and whether its canvas multisamples. */
type HarnessStats = BoardStats & { renderer: string; antialias: boolean };

/** Stored settings of a table past its first start, so the app opens at the lobby, not at the calibration prompt. */
const CALIBRATED = `if (localStorage.getItem('railtable.settings') === null) localStorage.setItem('railtable.settings', '{"calibrated":true}');`;

async function openBoard(browser: Browser, url: string, size: Size): Promise<Page> {
  const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  try {
    await page.waitForFunction(() => {
      const s = window.__benchBoard?.stats;
      return s !== undefined && s.ready && s.frames > 0;
    }, undefined, { timeout: 120_000 });
  } catch (error) {
    throw new Error(`board did not come up at ${url}: ${errors.join(' | ') || errorMessage(error)}`);
  }
  await page.waitForTimeout(500);
  return page;
}

async function boardStats(page: Page): Promise<HarnessStats> {
  const s = await page.evaluate(() => window.__benchBoard?.stats);
  if (s === undefined) throw new Error('no __benchBoard.stats');
  return { frames: s.frames, calls: s.calls, triangles: s.triangles, renderer: s.renderer, antialias: s.antialias };
}

/** Mean frame cost (render start → GPU finished, ms; the first frame left out), mean interval between frames (ms) and frames of one 3 s animation (at least 6 frames: it runs on until then). */
async function animate(page: Page): Promise<{ meanMs: number; intervalMs: number; frames: number }> {
  const run = await page.evaluate((ms) => window.__benchBoard?.animate(ms, 6), ANIMATION_MS);
  if (run === undefined || run.renderMs.length < 2) throw new Error('the animation rendered no frames');
  // The first frame of a run is left out (it follows an idle page).
  return { meanMs: summarize(run.renderMs.slice(1)).mean, intervalMs: summarize(run.intervals).mean, frames: run.renderMs.length };
}

async function boardRows(options: RendererOptions): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const pagesDir = join(BENCH_TMP, 'pages');
  options.log('renderer: building the board benchmark page');
  await buildBenchPages(pagesDir);
  const server = await serve(pagesDir);
  const browser = await launchChromium();
  try {
    const sizes = options.quick ? [FULL_HD] : [FULL_HD, UHD];
    for (const size of sizes) {
      options.log(`renderer: board ${label(size)}`);
      const empty = await openBoard(browser, `${server.url}board-bench.html?scenario=empty`, size);
      const full = await openBoard(browser, `${server.url}board-bench.html?scenario=full`, size);
      options.log(`renderer: board ${label(size)} up`);
      const e = await boardStats(empty);
      const f = await boardStats(full);
      const where = `the harness board, ${label(size)}`;
      rows.push(measured('renderer', `draw calls, empty board (${label(size)})`, 'calls', single(e.calls), undefined, `${where}; one frame`));
      rows.push(measured('renderer', `draw calls, full board (${label(size)})`, 'calls', single(f.calls), { kind: 'max', value: 12 }, `${where}; every link built`));
      rows.push(measured('renderer', `triangles, empty board (${label(size)})`, 'triangles', single(e.triangles)));
      rows.push(measured('renderer', `triangles, full board (${label(size)})`, 'triangles', single(f.triangles)));

      if (size === FULL_HD) {
        const before = await boardStats(full);
        await full.waitForTimeout(IDLE_MS);
        const after = await boardStats(full);
        rows.push(measured('renderer', `frames during 5 s idle, full board (${label(size)})`, 'frames', single(after.frames - before.frames), { kind: 'equal', value: 0 }, 'frameloop="demand": nothing should render while nothing changes'));
      }

      options.log(`renderer: board ${label(size)} animation`);
      const ratios: number[] = [];
      const emptyMs: number[] = [];
      const fullMs: number[] = [];
      const intervalsFull: number[] = [];
      const frames: number[] = [];
      const animationRuns = options.quick ? 1 : size === FULL_HD ? 5 : 3;
      for (let run = 0; run < animationRuns; run++) {
        const a = await animate(empty);
        const b = await animate(full);
        ratios.push(b.meanMs / a.meanMs);
        emptyMs.push(a.meanMs);
        fullMs.push(b.meanMs);
        intervalsFull.push(b.intervalMs);
        frames.push(a.frames, b.frames);
      }
      const note = `mean frame time (render → GPU done) empty ${summarize(emptyMs).median.toFixed(1)} ms, full ${summarize(fullMs).median.toFixed(1)} ms; full board ${summarize(intervalsFull).median.toFixed(1)} ms between frames; ${summarize(frames).median} frames a run; re-rendered every frame for 3 s; the app's board canvas on ${f.renderer || 'an unnamed renderer'}, antialiasing ${f.antialias ? 'on' : 'off'}`;
      rows.push(measured('renderer', `frame time full/empty during 3 s animation (${label(size)})`, 'ratio', summarize(ratios), { kind: 'max', value: 1.2 }, note));
      rows.push(measured('renderer', `full-board frame (${label(size)})`, 'ms', summarize(fullMs), size === FULL_HD ? { kind: 'max', value: 50 } : undefined, `mean frame time of each run, render start → GPU done (a 1×1 readPixels), every link built; empty board ${summarize(emptyMs).median.toFixed(0)} ms; the app's board canvas on ${f.renderer || 'an unnamed renderer'}`));
      await empty.context().close();
      await full.context().close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return rows;
}

/**
 * What one lobby load measured (ms, page clock): Join enabled, the first tap's handling start
 * (the lobby responding), the first tap's longest Event Timing entry, a tap on the settled lobby
 * (`settledUnder`: no entry reached the 16 ms threshold, so it took under 16 ms), the long tasks
 * in the 3 s after Join was enabled, and the JS files loaded until then.
 */
type LobbyRun = { enabledMs: number; respondingMs: number; firstTap: EventTiming; settledTapMs: number; settledUnder: boolean; longTaskMs: number; scripts: string[] };

/** The longest of some Event Timing entries. */
function longestOf(entries: readonly EventTiming[]): EventTiming | undefined {
  return entries.reduce<EventTiming | undefined>((a, b) => (a === undefined || b.duration > a.duration ? b : a), undefined);
}

/** Touch-taps the centre of the element with `testId` and waits until it is gone (the tap was handled). */
async function tapAway(page: Page, testId: string): Promise<void> {
  const box = await page.getByTestId(testId).boundingBox({ timeout: 10_000 });
  if (box === null) throw new Error(`${testId} has no box`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.getByTestId(testId).waitFor({ state: 'detached', timeout: 10_000 });
}

/**
 * One Event Timing entry, ms: `start` and `processingStart` on the page clock (0 = navigation
 * start); `duration` (input → next paint) split into input delay, handler processing and
 * presentation (processing end → paint).
 */
type EventTiming = { name: string; start: number; processingStart: number; duration: number; inputDelay: number; processing: number; presentation: number };

/** A long task (main thread busy over 50 ms): start on the page clock and duration, ms. */
type LongTask = { start: number; duration: number };

/** What the lobby probe records: when the first Join button was enabled (page ms), Event Timing entries, the `first-input` entry (null until it comes), long tasks. */
type LobbyProbe = { ready: number; events: EventTiming[]; firstInput: EventTiming | null; longTasks: LongTask[] };

/**
 * The lobby probe, installed as an init script (a string: tsx would wrap named inner functions of
 * a serialised function in a `__name` helper the page does not have). It records in
 * `window.__benchLobby` a {@link LobbyProbe}, and the moment the first Join button is enabled and
 * laid out it calls the binding `__benchJoinReady` with the button's centre (CSS px), so the tap
 * is sent from there at once: no polling and no Playwright locator (whose injected script would
 * be compiled on the page's main thread just then) stand between the button and the tap.
 */
const LOBBY_PROBE = `(() => {
  const probe = { ready: -1, events: [], firstInput: null, longTasks: [] };
  const timing = (e) => ({ name: e.name, start: e.startTime, processingStart: e.processingStart, duration: e.duration, inputDelay: e.processingStart - e.startTime, processing: e.processingEnd - e.processingStart, presentation: e.startTime + e.duration - e.processingEnd });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  Object.defineProperty(window, '__benchLobby', { value: probe });
  const check = () => {
    if (probe.ready >= 0) return;
    const button = document.querySelector('[data-testid="join-0"]');
    if (!(button instanceof HTMLButtonElement) || button.disabled) return;
    const box = button.getBoundingClientRect();
    if (box.width <= 0) return;
    probe.ready = performance.now();
    if (typeof window.__benchJoinReady === 'function') void window.__benchJoinReady({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.events.push(timing(e));
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.firstInput = timing(e);
  }).observe({ type: 'first-input', buffered: true });
})();`;

function isEventTiming(x: unknown): x is EventTiming {
  return typeof x === 'object' && x !== null && 'name' in x && typeof x.name === 'string' && 'duration' in x && typeof x.duration === 'number' &&
    'start' in x && typeof x.start === 'number' && 'processingStart' in x && typeof x.processingStart === 'number' &&
    'inputDelay' in x && typeof x.inputDelay === 'number' && 'processing' in x && typeof x.processing === 'number' && 'presentation' in x && typeof x.presentation === 'number';
}

function isLongTask(x: unknown): x is LongTask {
  return typeof x === 'object' && x !== null && 'start' in x && typeof x.start === 'number' && 'duration' in x && typeof x.duration === 'number';
}

function isLobbyProbe(x: unknown): x is LobbyProbe {
  return typeof x === 'object' && x !== null && 'ready' in x && typeof x.ready === 'number' && 'events' in x && Array.isArray(x.events) && x.events.every(isEventTiming) &&
    'firstInput' in x && (x.firstInput === null || isEventTiming(x.firstInput)) && 'longTasks' in x && Array.isArray(x.longTasks) && x.longTasks.every(isLongTask);
}

async function readProbe(page: Page): Promise<LobbyProbe> {
  const probe: unknown = await page.evaluate(() => Reflect.get(window, '__benchLobby'));
  if (!isLobbyProbe(probe)) throw new Error('the lobby probe is missing');
  return probe;
}

/** A point on the page, CSS px from the viewport's top left. */
type Point = { readonly x: number; readonly y: number };

function isPoint(x: unknown): x is Point {
  return typeof x === 'object' && x !== null && 'x' in x && typeof x.x === 'number' && 'y' in x && typeof x.y === 'number';
}

async function lobbyRun(browser: Browser, server: Served): Promise<LobbyRun> {
  const context = await browser.newContext({ viewport: FULL_HD, deviceScaleFactor: 1, hasTouch: true });
  try {
    await context.addInitScript({ content: CALIBRATED });
    let joinReady: (point: Point) => void = () => undefined;
    const ready = new Promise<Point>((resolve) => (joinReady = resolve));
    await context.exposeBinding('__benchJoinReady', (_source, point: unknown) => {
      if (isPoint(point)) joinReady(point);
    });
    await context.addInitScript({ content: LOBBY_PROBE });
    const scripts: string[] = [];
    let lobbyUp = false;
    context.on('response', (response) => {
      const url = new URL(response.url());
      if (!lobbyUp && url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    const page = await context.newPage();
    const opened = page.goto(server.url, { waitUntil: 'commit' });
    let timer: NodeJS.Timeout | undefined;
    const point = await Promise.race([
      ready,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('Join was not enabled within 30 s')), 30_000))),
    ]).finally(() => clearTimeout(timer));
    // The tap goes out the moment Join is enabled (a CDP touch at the button's centre).
    await page.touchscreen.tap(point.x, point.y);
    lobbyUp = true;
    await opened;
    await page.getByTestId('join-0').waitFor({ state: 'detached', timeout: 10_000 });
    const enabled = (await readProbe(page)).ready;
    // The entries arrive after the paint that ends them; a software-rendered paint can take a second.
    await page.waitForFunction(() => {
      const p: unknown = Reflect.get(window, '__benchLobby');
      return typeof p === 'object' && p !== null && 'firstInput' in p && p.firstInput !== null;
    }, undefined, { timeout: 10_000 });
    await page.waitForTimeout(2000);
    const first = await readProbe(page);
    if (first.firstInput === null) throw new Error('no first-input entry for the tap');
    const firstTap = longestOf([first.firstInput, ...first.events]) ?? first.firstInput;
    const longTaskMs = first.longTasks.filter((t) => t.start >= enabled && t.start < enabled + 3000).reduce((sum, t) => sum + t.duration, 0);
    // A second tap on the settled lobby.
    const seen = first.events.length;
    await tapAway(page, 'join-3');
    await page.waitForTimeout(1500);
    const settled = longestOf((await readProbe(page)).events.slice(seen));
    return {
      enabledMs: enabled,
      respondingMs: first.firstInput.processingStart,
      firstTap,
      settledTapMs: settled?.duration ?? 16,
      settledUnder: settled === undefined,
      longTaskMs,
      scripts,
    };
  } finally {
    await context.close();
  }
}

/** gzip size (level 9) of a file, KB (1 KB = 1,024 bytes). */
function gzipKB(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length / 1024;
}

/** The app's board statistics (`window.__railtable.stats`, installed with `?test`) once it has drawn a frame, else undefined. */
const APP_STATS = (): BoardStats | undefined => {
  const hooks: unknown = Reflect.get(window, '__railtable');
  const stats: unknown = typeof hooks === 'object' && hooks !== null && 'stats' in hooks ? hooks.stats : undefined;
  if (typeof stats !== 'object' || stats === null || !('frames' in stats) || !('calls' in stats) || !('triangles' in stats)) return undefined;
  const { frames, calls, triangles } = stats;
  if (typeof frames !== 'number' || typeof calls !== 'number' || typeof triangles !== 'number' || frames === 0) return undefined;
  return { frames, calls, triangles };
};

async function appBoardRows(browser: Browser, server: Served, log: (line: string) => void): Promise<BenchRow[]> {
  const context = await browser.newContext({ viewport: FULL_HD, deviceScaleFactor: 1, hasTouch: true });
  try {
    await context.addInitScript({ content: CALIBRATED });
    await context.addInitScript({ content: LOBBY_PROBE });
    const page = await context.newPage();
    await page.goto(`${server.url}?test&botDelay=0&drop=0`);
    const tapOn = async (testId: string) => {
      const box = await page.getByTestId(testId).boundingBox({ timeout: 10_000 });
      if (box === null) throw new Error(`${testId} has no box`);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    };
    await tapOn('join-0');
    await tapOn('join-3');
    await tapOn('start-0');
    await page.waitForFunction(APP_STATS, undefined, { timeout: 60_000 });
    await page.waitForTimeout(1500);
    const stats = await page.evaluate(APP_STATS);
    if (stats === undefined) throw new Error('no window.__railtable.stats');
    const before = stats.frames;
    await page.waitForTimeout(IDLE_MS);
    const after = (await page.evaluate(APP_STATS))?.frames ?? before;
    log('renderer: app board measured');
    const rows: BenchRow[] = [
      measured('renderer', 'app: draw calls, game start (1920×1080)', 'calls', single(stats.calls), { kind: 'max', value: 12 }, 'the app play screen (2 players, the lobby game on its default options), window.__railtable.stats'),
      measured('renderer', 'app: triangles, game start (1920×1080)', 'triangles', single(stats.triangles)),
      measured('renderer', 'app: frames during 5 s idle (1920×1080)', 'frames', single(after - before), { kind: 'equal', value: 0 }, 'the play screen with two human seats, nobody touching'),
    ];
    rows.push(await boardTapRow(page, log));
    return rows;
  } catch (error) {
    return [unmeasured('n/a', 'renderer', 'app: board stats', 'calls', `the app's play screen could not be measured: ${errorMessage(error)}`)];
  } finally {
    await context.close();
  }
}

/** Board taps measured in play (each a legal move of the seat to act, so each draws the board again). */
const BOARD_TAPS = 5;

/**
 * Tap → paint on the board in play (issue #14: a touch draws its feedback in the next frame):
 * the seat to act touches a point where its board offers a legal move (`window.__railtable.tapTarget`),
 * BOARD_TAPS times, 1.5 s apart; each tap's figure is its longest Event Timing entry (type event,
 * durationThreshold 16), from the touch to the paint after its handlers. Unmeasured when the
 * lobby's game offers no board target.
 */
async function boardTapRow(page: Page, log: (line: string) => void): Promise<BenchRow> {
  const durations: number[] = [];
  let moves = 0;
  for (let i = 0; i < BOARD_TAPS; i++) {
    const target = await page.evaluate(() => {
      const hooks = window.__railtable;
      const seat = hooks?.toAct()[0];
      return hooks === undefined || seat === undefined ? undefined : hooks.tapTarget(seat);
    });
    if (target === undefined) break;
    const seen = (await readProbe(page)).events.length;
    const entries = await page.evaluate(() => window.__railtable?.entries() ?? 0);
    await page.touchscreen.tap(target.x, target.y);
    await page.waitForTimeout(1500);
    const longest = longestOf((await readProbe(page)).events.slice(seen));
    durations.push(longest?.duration ?? 16);
    if ((await page.evaluate(() => window.__railtable?.entries() ?? 0)) > entries) moves += 1;
  }
  log('renderer: board taps measured');
  if (durations.length === 0) return unmeasured('n/a', 'renderer', 'tap event-to-paint, board tap in play (1920×1080)', 'ms', 'the lobby\'s game offers no board target to touch (window.__railtable.tapTarget)');
  return measured('renderer', 'tap event-to-paint, board tap in play (1920×1080)', 'ms', summarize(durations), { kind: 'max', value: 100 },
    `${durations.length} touches on legal board targets of the seat to act in the app's play screen (two human seats), 1.5 s apart, ${moves} of them made a move at once; longest Event Timing entry of each (type event, durationThreshold 16; under 16 ms counted as 16)`);
}

async function appRows(options: RendererOptions): Promise<BenchRow[]> {
  const appDir = join(BENCH_TMP, 'app');
  options.log('renderer: building the app renderer');
  await buildApp(appDir);
  const server = await serve(appDir);
  const browser = await launchChromium();
  const rows: BenchRow[] = [];
  try {
    const runs: LobbyRun[] = [];
    const failures: string[] = [];
    // Five loads in the quick run too (about 6 s each): with two, the median was noise (CI: 1.98 and 3.74 s).
    const attempts = 5;
    for (let i = 0; i < attempts; i++) {
      options.log(`renderer: lobby load ${i + 1}`);
      try {
        runs.push(await lobbyRun(browser, server));
      } catch (error) {
        failures.push(errorMessage(error));
      }
    }
    if (runs.length === 0) throw new Error(`every lobby run failed: ${failures.join(' | ')}`);
    const failed = failures.length === 0 ? '' : `; ${failures.length} of ${attempts} runs failed: ${failures.join(' | ')}`;
    const med = (values: readonly number[]) => summarize(values).median.toFixed(0);
    const part = (key: 'inputDelay' | 'processing' | 'presentation') => med(runs.map((r) => r.firstTap[key]));
    const under = runs.filter((r) => r.settledUnder).length;
    rows.push(measured('renderer', 'navigation → lobby interactive (1920×1080)', 'ms', summarize(runs.map((r) => r.respondingMs)), { kind: 'max', value: 2000 },
      `when a touch tap on the first Join button, sent from a binding the moment it is enabled, starts being handled (Event Timing processingStart); Join enabled at ${med(runs.map((r) => r.enabledMs))} ms; long tasks in the 3 s after: ${med(runs.map((r) => r.longTaskMs))} ms; fresh context each run${failed}`));
    rows.push(measured('renderer', 'navigation → Join enabled (1920×1080)', 'ms', summarize(runs.map((r) => r.enabledMs)), undefined,
      'when the first Join button is in the page, laid out and enabled (MutationObserver in an init script, page clock): the lobby\'s start-up alone, before the tap'));
    rows.push(measured('renderer', 'tap event-to-paint, first Join tap (1920×1080)', 'ms', summarize(runs.map((r) => r.firstTap.duration)), { kind: 'max', value: 50 },
      `the tap above, sent as soon as Join is enabled: longest Event Timing entry (type event, threshold 16 ms, or first-input) = input delay ${part('inputDelay')} + handlers ${part('processing')} + presentation ${part('presentation')} ms (medians)`));
    rows.push(measured('renderer', 'tap event-to-paint, settled lobby (1920×1080)', 'ms', summarize(runs.map((r) => r.settledTapMs)), { kind: 'max', value: 50 },
      `a second seat's Join tapped 2 s later: longest Event Timing entry (type event, durationThreshold 16)${under > 0 ? `; in ${under} of ${runs.length} runs no entry reached 16 ms, counted as 16` : ''}`));
    const initial = [...new Set(runs[0]?.scripts ?? [])].sort();
    const assets = readdirSync(join(appDir, 'assets')).filter((f) => f.endsWith('.js')).sort();
    const initialKB = initial.reduce((sum, p) => sum + gzipKB(resolve(appDir, `.${p}`)), 0);
    const chunks = assets.map((f) => `${f} ${gzipKB(join(appDir, 'assets', f)).toFixed(0)} KB${initial.some((p) => p.endsWith(`/${f}`)) ? ' (at start)' : ' (later)'}`);
    const perGame = assets.length > 2 ? '' : '; no per-game chunks (one page bundle and the engine worker)';
    rows.push(measured('renderer', 'initial JavaScript transferred (gzip)', 'KB', single(initialKB), { kind: 'max', value: 400 }, `${initial.length} files loaded before the lobby was interactive; JS chunks: ${chunks.join(', ')}${perGame}`));
    rows.push(...(await appBoardRows(browser, server, options.log)));
  } finally {
    await browser.close();
    await server.close();
  }
  return rows;
}

/** Runs the renderer benchmarks; a part that throws becomes an `error` row and the other part still runs. */
export async function runRendererBenchmarks(options: RendererOptions): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  try {
    rows.push(...(await boardRows(options)));
  } catch (error) {
    rows.push(unmeasured('error', 'renderer', 'board harness benchmarks', '', errorMessage(error)));
  }
  try {
    rows.push(...(await appRows(options)));
  } catch (error) {
    rows.push(unmeasured('error', 'renderer', 'app benchmarks', '', errorMessage(error)));
  }
  return rows;
}
