/**
 * Kiosk behaviour at the table (KIOSK.md 4–6), in Chromium with touch at 1920×1080: the
 * out-of-order screen (`#out-of-order`) faces every edge; attract mode plays a bot-vs-bot demo
 * with "Touch to play" at every edge, saves nothing, and a touch goes to the lobby; with short
 * idle times (`idle=`/`countdown=` flags) an untouched game shows a countdown at every edge, a
 * touch cancels it, and when it runs out the table returns to attract mode with the game saved:
 * Resume in the lobby brings it back at the same action. Screenshots go to docs/screenshots.
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTable, readSaves, tap, type Table, SCREENSHOT_DIR } from './table-browser';
import { greedyChoice, registerMapsInNode, snapshot, touchAction, waitForEntries } from './transglobal-driver';

const shots = SCREENSHOT_DIR;
const EDGES = [0, 90, 180, -90] as const;

async function cardsOnEveryEdge(page: Page, testId: string): Promise<void> {
  for (const r of EDGES) await page.getByTestId(`${testId}-${r}`).waitFor({ state: 'visible', timeout: 5000 });
}

/** The save-store keys that belong to a match id starting with `prefix`. */
async function savedKeys(page: Page, prefix: string): Promise<string[]> {
  return (await readSaves(page)).map((s) => s.key).filter((k) => k.includes(prefix));
}

describe('kiosk: out of order, attract mode, idle reset', () => {
  let table: Table | undefined;
  beforeAll(() => registerMapsInNode());
  afterEach(async () => {
    await table?.close();
    table = undefined;
  });

  it('#out-of-order shows a calm out-of-order screen facing every edge, and no game', async () => {
    table = await openTable(`${inject('baseUrl')}#out-of-order`);
    const page = table.page;
    await page.getByTestId('out-of-order').waitFor();
    await cardsOnEveryEdge(page, 'out-of-order-card');
    for (const r of EDGES) expect(await page.getByTestId(`out-of-order-card-${r}`).textContent()).toContain('Out of order');
    expect(await page.getByTestId('out-of-order-card-0').textContent()).toContain('Staff have been notified');
    expect(await page.getByTestId('board-canvas').count()).toBe(0);
    expect(await page.getByTestId('join-0').count()).toBe(0);
    await page.waitForTimeout(200);
    await page.screenshot({ path: resolve(shots, 'out-of-order-1920x1080.png') });
    expect(table.errors).toEqual([]);
  });

  it('attract mode plays a 4-bot demo with "Touch to play" at every edge, saves nothing, and a touch goes to the lobby', async () => {
    table = await openTable(`${inject('baseUrl')}?test&attract&botDelay=250&drop=0`);
    const page = table.page;
    await page.getByTestId('attract').waitFor();
    await cardsOnEveryEdge(page, 'attract-card');
    for (const r of EDGES) expect(await page.getByTestId(`attract-card-${r}`).textContent()).toContain('Touch to play');
    await page.locator('[data-testid="board-canvas"][data-map="usa"]').waitFor();
    // The demo plays by itself: four bot seats, entries growing without a touch.
    await waitForEntries(page, 8, 20_000);
    const s = await snapshot(page, []);
    expect(s.table?.seats.length).toBe(4);
    await page.waitForTimeout(300);
    await page.screenshot({ path: resolve(shots, 'attract-1920x1080.png') });
    expect(await savedKeys(page, 'demo-')).toEqual([]);
    // A touch anywhere: the lobby, no Resume offered (the demo is not a game in progress).
    await page.touchscreen.tap(960, 540);
    await page.getByTestId('join-0').waitFor({ timeout: 5000 });
    expect(await page.getByTestId('attract').count()).toBe(0);
    expect(await page.getByTestId('resume-0').count()).toBe(0);
    // Bots stopped: the lobby shows no game.
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => window.__railtable?.entries() ?? -1)).toBe(0);
    expect(await savedKeys(page, 'demo-')).toEqual([]);
    expect(table.errors).toEqual([]);
  });

  it('idle: a countdown at every edge, a touch cancels it; run out, the table goes to attract and Resume brings the game back at the same action', async () => {
    table = await openTable(`${inject('baseUrl')}?test&botDelay=0&drop=0&idle=4&countdown=4`);
    // idle=4 (not less): on a loaded CI machine the set-up taps below must land before idle + countdown (8 s) runs out.
    const page = table.page;
    await tap(page, page.getByTestId('join-0'));
    await tap(page, page.getByTestId('join-2'));
    await tap(page, page.getByTestId('start-0'));
    await page.getByTestId('turn-marker').waitFor();
    // One move by touch, so the game in progress has a saved action.
    const before = await snapshot(page, [0, 2]);
    const seat = before.toAct[0] ?? 0;
    const move = greedyChoice(before, seat);
    if (move === undefined) throw new Error('no move for the first seat');
    await touchAction(page, move);
    await waitForEntries(page, before.entries);
    const played = await snapshot(page, [0, 2]);
    // Untouched: the countdown shows at every edge.
    await page.getByTestId('idle-countdown').waitFor({ timeout: 10_000 });
    await cardsOnEveryEdge(page, 'idle-card');
    for (const r of EDGES) expect(await page.getByTestId(`idle-card-${r}`).textContent()).toContain('Still playing?');
    await page.screenshot({ path: resolve(shots, 'idle-countdown-1920x1080.png') });
    // A touch anywhere cancels it; the game is still on.
    await page.touchscreen.tap(960, 540);
    await page.getByTestId('idle-countdown').waitFor({ state: 'detached', timeout: 2000 });
    expect(await page.evaluate(() => window.__railtable?.entries() ?? -1)).toBe(played.entries);
    expect(await page.getByTestId('attract').count()).toBe(0);
    // Untouched again: countdown, then attract mode (the demo on a new game).
    await page.getByTestId('idle-countdown').waitFor({ timeout: 10_000 });
    await page.getByTestId('attract').waitFor({ timeout: 10_000 });
    await cardsOnEveryEdge(page, 'attract-card');
    expect(await page.getByTestId('idle-countdown').count()).toBe(0);
    // The saved game is untouched by the demo.
    expect(await savedKeys(page, 'demo-')).toEqual([]);
    // Touch: the lobby offers Resume; it resumes at the same action.
    await page.touchscreen.tap(960, 540);
    await page.getByTestId('resume-0').waitFor({ timeout: 5000 });
    await tap(page, page.getByTestId('resume-2'));
    await page.getByTestId('turn-marker').waitFor();
    await expect.poll(() => page.evaluate(() => window.__railtable?.entries() ?? -1)).toBe(played.entries);
    const resumed = await snapshot(page, [0, 2]);
    expect(resumed.toAct).toEqual(played.toAct);
    expect(resumed.table?.seats.map((x) => x.hub)).toEqual(played.table?.seats.map((x) => x.hub));
    expect(table.errors).toEqual([]);
  });
});
