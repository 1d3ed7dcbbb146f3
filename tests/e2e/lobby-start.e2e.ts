/**
 * The lobby right after navigation (issue #12: interactive within 2 s), in Chromium with touch
 * at 1920×1080: a Join touched as soon as it is enabled joins the seat while the board area still
 * shows its placeholder (no board canvas yet: the tap never waits for the board's long tasks),
 * and the board canvas comes up once the table has been quiet (renderer/app/quiet-board.ts); the
 * table is first rendered at the window's size (one layout, not one at a default size and another).
 * Screenshots of the lobby just after the tap and settled go to the screenshot folder.
 */
import { resolve } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { BOARD_QUIET_MS } from '../../renderer/app/quiet-board';
import { openTable, SCREENSHOT_DIR, type Table } from './table-browser';

/**
 * Page times (ms since navigation), recorded by an init script: Join of seat 0 enabled, its first
 * pointerdown (the event's own time stamp), seat 0 joined (its Leave button), the first board
 * canvas; and whether, the moment seat 0 had joined, the board area still showed its placeholder
 * and no board canvas.
 */
const WATCH = `(() => {
  const seen = { enabled: -1, pressed: -1, joined: -1, canvas: -1, placeholderAtJoin: false, firstTableWidth: -1 };
  Object.defineProperty(window, '__lobbyStart', { value: seen });
  window.addEventListener('pointerdown', (e) => { if (seen.pressed < 0) seen.pressed = e.timeStamp; }, { capture: true });
  new MutationObserver(() => {
    const table = document.querySelector('.table');
    if (seen.firstTableWidth < 0 && table instanceof HTMLElement) seen.firstTableWidth = parseFloat(table.style.width);
    const join = document.querySelector('[data-testid="join-0"]');
    if (seen.enabled < 0 && join instanceof HTMLButtonElement && !join.disabled) seen.enabled = performance.now();
    const canvas = document.querySelector('[data-testid="board-canvas"]') !== null;
    if (seen.canvas < 0 && canvas) seen.canvas = performance.now();
    if (seen.joined < 0 && document.querySelector('[data-testid="leave-0"]') !== null) {
      seen.joined = performance.now();
      seen.placeholderAtJoin = !canvas && document.querySelector('[data-testid="board-placeholder"]') !== null;
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

type Seen = { enabled: number; pressed: number; joined: number; canvas: number; placeholderAtJoin: boolean; firstTableWidth: number };

function isSeen(x: unknown): x is Seen {
  return typeof x === 'object' && x !== null && 'enabled' in x && typeof x.enabled === 'number' && 'pressed' in x && typeof x.pressed === 'number' &&
    'joined' in x && typeof x.joined === 'number' && 'canvas' in x && typeof x.canvas === 'number' && 'placeholderAtJoin' in x && typeof x.placeholderAtJoin === 'boolean' && 'firstTableWidth' in x && typeof x.firstTableWidth === 'number';
}

describe('lobby start', () => {
  let table: Table | undefined;
  afterEach(async () => {
    await table?.close();
    table = undefined;
  });

  it('joins a seat tapped right after navigation before the board is built, and builds the board once the table is quiet', async () => {
    table = await openTable(inject('baseUrl'));
    const page = table.page;
    await table.context.addInitScript({ content: WATCH });
    // A fresh page load with the watcher in place, Join touched as soon as it is enabled. On a
    // busy machine the test's own round trips can take longer than the quiet time; such a load
    // proves nothing about a prompt tap and is made again (at most three loads).
    let prompt = false;
    for (let load = 0; load < 3 && !prompt; load++) {
      await page.reload();
      await page.waitForFunction(() => {
        const b = document.querySelector('[data-testid="join-0"]');
        return b instanceof HTMLButtonElement && !b.disabled;
      });
      const box = await page.getByTestId('join-0').boundingBox();
      if (box === null) throw new Error('join-0 has no box');
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.getByTestId('leave-0').waitFor({ timeout: 10_000 });
      const early: unknown = await page.evaluate(() => Reflect.get(window, '__lobbyStart'));
      if (!isSeen(early)) throw new Error('no lobby-start record');
      prompt = early.pressed - early.enabled < BOARD_QUIET_MS / 2;
    }
    expect(prompt).toBe(true);
    await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'lobby-just-loaded-1920x1080.png') });
    // Nobody touches any more: the board comes up on its own.
    const canvas = page.getByTestId('board-canvas');
    await canvas.waitFor({ timeout: 30_000 });
    expect(await canvas.getAttribute('data-map')).toBe('usa');
    expect(await page.getByTestId('board-placeholder').count()).toBe(0);
    const seen: unknown = await page.evaluate(() => Reflect.get(window, '__lobbyStart'));
    if (!isSeen(seen)) throw new Error('no lobby-start record');
    expect(seen.enabled).toBeGreaterThan(0);
    expect(seen.pressed).toBeGreaterThanOrEqual(seen.enabled);
    // The board waited for the table to be quiet: the quiet time from the Join press (handled first), so it came after the seat joined.
    expect(seen.canvas - seen.pressed).toBeGreaterThanOrEqual(BOARD_QUIET_MS);
    expect(seen.joined).toBeLessThan(seen.canvas);
    expect(seen.placeholderAtJoin).toBe(true);
    // The table was first rendered at the window's size (not at the store's default, then again).
    expect(seen.firstTableWidth).toBe(1920);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'lobby-settled-1920x1080.png') });
    expect(table.errors).toEqual([]);
  });
});
