/**
 * Shared helpers of the browser e2e tests: launch Debian's Chromium with the flags from
 * shared/DESIGN.md "Toolchain facts", open the table with touch enabled (past the first-start
 * calibration prompt unless asked for a fresh browser), and collect console
 * errors, page errors and CSP violations; tap with real touch events; read IndexedDB.
 */
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../build/chromium';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Locator, type Page } from 'playwright-core';



/** An open table: the browser, a touch context, the page, and what went wrong on it. */
export type Table = {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors and uncaught page errors, in order. */
  readonly errors: string[];
  /** Console warnings, in order (not failures; the soak test reports them). */
  readonly warnings: string[];
  /** CSP violations reported on the page (`securitypolicyviolation` events and console reports). */
  readonly cspViolations: () => Promise<string[]>;
  readonly close: () => Promise<void>;
};

/** Options of {@link openTable}. */
export type OpenTableOptions = {
  /**
   * Seed the browser's settings (localStorage `railtable.settings`, only while it holds none) with
   * `calibrated: true`, so the table opens at the lobby, not at the first-start calibration
   * prompt (default true; false: a truly fresh browser, for the prompt's own test).
   */
  readonly calibrated?: boolean;
};

/** Launch Chromium and open the table at `url` in a touch context of `viewport` CSS px. */
export async function openTable(url: string, viewport: { width: number; height: number } = { width: 1920, height: 1080 }, options: OpenTableOptions = {}): Promise<Table> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const context = await browser.newContext({ hasTouch: true, viewport });
  if (options.calibrated ?? true) {
    await context.addInitScript(() => {
      // Every page load runs this first; once anything is stored (the test's own changes), it is left alone.
      if (window.localStorage.getItem('railtable.settings') === null) window.localStorage.setItem('railtable.settings', JSON.stringify({ calibrated: true }));
    });
  }
  await context.addInitScript(() => {
    const seen: string[] = [];
    const types: string[] = [];
    Object.defineProperty(window, '__csp', { value: seen });
    Object.defineProperty(window, '__pointerTypes', { value: types });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    window.addEventListener('pointerdown', (e) => types.push(e.pointerType), { capture: true });
    // Count animation frames requested, to prove the board renders on demand only.
    const frames = { count: 0 };
    Object.defineProperty(window, '__frames', { value: frames });
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      frames.count++;
      return raf(callback);
    };
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  const consoleCsp: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
    if (/Content Security Policy/i.test(message.text())) consoleCsp.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await page.goto(url);
  return {
    browser,
    context,
    page,
    errors,
    warnings,
    cspViolations: async () => [
      ...consoleCsp,
      ...(await page.evaluate(() => {
        const value: unknown = Reflect.get(window, '__csp');
        return Array.isArray(value) ? value.map(String) : [];
      })),
    ],
    close: () => browser.close(),
  };
}

/** One finger pressed at `from`, moved to `to` in steps, lifted (CDP touch events). */
export async function drag(cdp: CDPSession, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const point = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) });
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The pointer types seen by the page so far (`touch` for real touch input). */
export async function pointerTypes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const value: unknown = Reflect.get(window, '__pointerTypes');
    return Array.isArray(value) ? value.map(String) : [];
  });
}

/** How many animation frames the page has requested so far. */
export async function framesRequested(page: Page): Promise<number> {
  return page.evaluate(() => {
    const frames: unknown = Reflect.get(window, '__frames');
    return typeof frames === 'object' && frames !== null && 'count' in frames && typeof frames.count === 'number' ? frames.count : -1;
  });
}

/**
 * The centre of an element on screen (CSS px), after waiting for it to be visible and to stay put
 * for 50 ms (a game's start re-lays the panels from the lobby's depth to the play depth, and a
 * touch on a moving button would be lost).
 */
export async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  await locator.waitFor({ state: 'visible' });
  let box = await locator.boundingBox();
  for (let i = 0; i < 20 && box !== null; i++) {
    await new Promise((done) => setTimeout(done, 50));
    const next = await locator.boundingBox();
    const still = next !== null && Math.abs(next.x - box.x) < 0.5 && Math.abs(next.y - box.y) < 0.5 && Math.abs(next.width - box.width) < 0.5 && Math.abs(next.height - box.height) < 0.5;
    box = next;
    if (still) break;
  }
  if (box === null) throw new Error('element has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Tap an element with a real touch (CDP touchStart/touchEnd through Playwright's touchscreen). */
export async function tap(page: Page, locator: Locator): Promise<void> {
  const { x, y } = await centreOf(locator);
  await page.touchscreen.tap(x, y);
}

/** Press several points at the same moment with one CDP touch event (one finger per point), then lift all. */
export async function multiTap(cdp: CDPSession, points: readonly { x: number; y: number }[]): Promise<void> {
  const touchPoints = points.map((p, i) => ({ x: p.x, y: p.y, id: i + 1, radiusX: 4, radiusY: 4, force: 1 }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** All keys and values of the browser save store (IndexedDB `railtable` / `saves`), read in the page. */
export async function readSaves(page: Page): Promise<Array<{ key: string; value: unknown }>> {
  return page.evaluate(
    () =>
      new Promise<Array<{ key: string; value: unknown }>>((ok, fail) => {
        const open = indexedDB.open('railtable');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('saves', 'readonly');
          const store = tx.objectStore('saves');
          const keysReq = store.getAllKeys();
          const valuesReq = store.getAll();
          tx.oncomplete = () => {
            ok(keysReq.result.map((key, i) => ({ key: String(key), value: valuesReq.result[i] })));
            db.close();
          };
          tx.onerror = () => fail(tx.error);
        };
      }),
  );
}

/** Write one raw value into the browser save store (to plant a corrupt save). */
export async function writeSave(page: Page, key: string, value: unknown): Promise<void> {
  await page.evaluate(
    ([k, v]) =>
      new Promise<void>((ok, fail) => {
        const open = indexedDB.open('railtable');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('saves', 'readwrite');
          tx.objectStore('saves').put(v, k);
          tx.oncomplete = () => {
            db.close();
            ok();
          };
          tx.onerror = () => fail(tx.error);
        };
      }),
    [key, value] as const,
  );
}

/**
 * Where the e2e tests write their screenshots: `docs/screenshots/` when RAILTABLE_SCREENSHOTS=1
 * (`npm run screenshots`, to refresh the committed pictures), else a scratch folder, so an
 * ordinary test run leaves the work tree clean.
 */
export const SCREENSHOT_DIR =
  process.env.RAILTABLE_SCREENSHOTS === '1'
    ? resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots')
    : resolve(tmpdir(), 'railtable-screenshots');

/**
 * A screenshot named `<name>-1920x1080.png` in {@link SCREENSHOT_DIR}; with `allSizes` also at
 * 1280×800 and 3840×2160 (calibrated 40 and 80 ppi), then back to 1920×1080. `settleMs`: the wait
 * before each picture (layout and the board's frame).
 */
export async function shootAtSizes(page: Page, name: string, allSizes: boolean, settleMs = 400): Promise<void> {
  await page.waitForTimeout(settleMs);
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}-1920x1080.png`) });
  if (!allSizes) return;
  for (const [width, height, pxPerMm] of [
    [1280, 800, 40 / 25.4],
    [3840, 2160, 80 / 25.4],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate((px) => window.__railtable?.patchPxPerMm(px), pxPerMm);
    await page.waitForTimeout(2 * settleMs + 100);
    await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}-${width}x${height}.png`) });
  }
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.evaluate((px) => window.__railtable?.patchPxPerMm(px), 40 / 25.4);
  await page.waitForTimeout(2 * settleMs + 100);
}
