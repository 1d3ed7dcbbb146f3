/**
 * A whole 4-player game of Trick of the Rails, by touch alone, in Chromium at 1920×1080 (issue
 * #16): four people join at both long edges, choose Trick of the Rails in the lobby and start;
 * every card is played by touching it in the seat's own hand (face down: the hand is private) and
 * then Play, every City, locomotive and played card is placed with the seat panel's railway and
 * end buttons and Place. Which move to make is chosen in Node from the seat's own legal list (the
 * probe behind `?test`); every input is a touch. On the way: no seat panel ever shows a card face
 * unless its owner holds "my cards" (and then only its own), a card that does not follow the led
 * company is refused with the reason, and the game ends in the results facing every edge. The
 * start is dealt: the shuffle plays and the cards fly round the table to the hands.
 * Screenshots (lobby, mid-trick, a placement, results) at 1920×1080 go to the screenshot folder
 * (docs/screenshots with RAILTABLE_SCREENSHOTS=1, which also adds 1280×800 and 3840×2160).
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRandom } from '../../shared-rules/core/random';
import type { SeatId } from '../../shared-rules/core/types';
import type { TrickAction, TrickSeatView, TrickTableView } from '../../shared-rules/games/trick';
import { readLegal, readSeatView, readTableView } from '../../renderer/games/trick/view';
import { centreOf, openTable, tap, type Table, SCREENSHOT_DIR } from './table-browser';

const SEATS = [0, 1, 3, 4] as const;
/** Screenshots at every size only when the pictures are being refreshed (they cost seconds). */
const ALL_SIZES = process.env.RAILTABLE_SCREENSHOTS === '1' || process.env.TRICK_ALL_SIZES === '1';

type Snapshot = { readonly seat: SeatId; readonly entries: number; readonly table: TrickTableView | undefined; readonly seatView: TrickSeatView | undefined; readonly legal: readonly TrickAction[] };

/** The hooks' view of the match, for the seat to act. */
async function snapshot(page: Page): Promise<Snapshot> {
  const raw = await page.evaluate(() => {
    const hooks = window.__railtable;
    if (hooks === undefined) throw new Error('no test hooks: open the page with ?test');
    const seat = hooks.toAct()[0] ?? -1;
    return { seat, entries: hooks.entries(), table: hooks.tableView() ?? null, view: hooks.seatView(seat) ?? null, legal: [...hooks.legal(seat)] };
  });
  return { seat: raw.seat, entries: raw.entries, table: readTableView(raw.table), seatView: readSeatView(raw.view), legal: readLegal(raw.legal) };
}

async function waitForEntries(page: Page, entries: number, timeout = 10_000): Promise<void> {
  await page.waitForFunction((n) => (window.__railtable?.entries() ?? 0) > n, entries, { timeout });
}

/**
 * How many faces of its hand each seat panel shows now: a hand card (`card-<seat>-<index>`) with
 * a face carries `data-card`, a back carries nothing. (A card already played to the trick is
 * public; the placement row may show it.) The hand's cards are named by index, never by card.
 */
async function facesBySeat(page: Page): Promise<Record<number, number>> {
  const out: Record<number, number> = {};
  for (const seat of SEATS) {
    const panel = page.getByTestId(`seat-${seat}`);
    out[seat] = await panel.locator(`[data-testid^="card-${seat}-"] [data-card]`).count();
    const ids = await panel.locator('[data-testid^="card-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
    expect(ids.every((id) => /^card-\d-\d+$/.test(id))).toBe(true);
  }
  return out;
}

/** Wait until the control `testId` can be pressed (the previous action's answer is in). */
async function enabled(page: Page, testId: string): Promise<void> {
  await page.locator(`[data-testid="${testId}"]:enabled`).waitFor();
}

/**
 * Touch the controls `ids` one after the other with real touches, at their centres read in one
 * round trip (they do not move while a move is made: a raised card stays where it was touched).
 */
async function tapAll(page: Page, ids: readonly string[]): Promise<void> {
  const points = await page.evaluate((list) => {
    return list.map((id) => {
      const box = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
      return box === undefined ? null : { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
  }, ids);
  for (const [i, point] of points.entries()) {
    if (point === null) throw new Error(`${ids[i] ?? ''} is not on the page`);
    await page.touchscreen.tap(point.x, point.y);
  }
}

/** Make `action` by touch, the way a player would: the controls' ids of the seat panel, in order. */
async function touch(page: Page, s: Snapshot, action: TrickAction): Promise<void> {
  const seat = action.seat;
  switch (action.type) {
    case 'play': {
      const index = s.seatView?.hand.indexOf(action.card) ?? -1;
      await enabled(page, `card-${seat}-${index}`);
      return tapAll(page, [`card-${seat}-${index}`, `confirm-${seat}`]);
    }
    case 'place-city':
      await enabled(page, `railway-${seat}-${action.railway}`);
      return tapAll(page, [`railway-${seat}-${action.railway}`, `end-${seat}-${action.end}`, `place-${seat}`]);
    case 'place-locomotive':
      await enabled(page, `railway-${seat}-${action.railway}`);
      return tapAll(page, [`railway-${seat}-${action.railway}`, `place-${seat}`]);
    case 'place-card':
      await enabled(page, `end-${seat}-${action.end}`);
      return tapAll(page, [`end-${seat}-${action.end}`, `place-${seat}`]);
  }
}

/** Screenshots at 1920×1080, 1280×800 and 3840×2160 (a 4K table's calibration, 80 ppi), then back. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(250);
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}-1920x1080.png`) });
  if (!ALL_SIZES) return;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}-1280x800.png`) });
  await page.setViewportSize({ width: 3840, height: 2160 });
  await page.evaluate(() => window.__railtable?.patchPxPerMm(80 / 25.4));
  await page.waitForTimeout(700);
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}-3840x2160.png`) });
  await page.evaluate(() => window.__railtable?.patchPxPerMm(40 / 25.4));
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.waitForTimeout(400);
}

describe('a whole 4-player game of Trick of the Rails, by touch', () => {
  let table: Table;
  let page: Page;
  beforeAll(async () => {
    table = await openTable(`${inject('baseUrl')}?test&botDelay=0`);
    page = table.page;
    await page.getByTestId('join-0').waitFor();
  });
  afterAll(async () => table.close());

  it('four seats join, choose Trick of the Rails and start: 11 cards each, hidden', async () => {
    for (const seat of SEATS) await tap(page, page.getByTestId(`join-${seat}`));
    await tap(page, page.getByTestId('game-trick-3'));
    await expect.poll(() => page.getByTestId('game-trick-0').getAttribute('aria-pressed')).toBe('true');
    // The team variant is a toggle in the lobby (a boolean option), reachable by touch from any joined seat.
    await tap(page, page.getByTestId('teams-1'));
    await expect.poll(() => page.getByTestId('teams-0').getAttribute('aria-pressed')).toBe('true');
    await shoot(page, 'trick-lobby');
    // The deal, watched at a twentieth of its speed (CDP's animation playback rate), so a busy
    // machine still sees it under way: the shuffle sounds, 44 cards fly from the centre round the
    // table in turn order, the hands fill; then, at full speed again, it ends.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.05 });
    await tap(page, page.getByTestId('start-4'));
    await page.getByTestId('trick-board').waitFor();
    const deal = page.getByTestId('trick-deal');
    await deal.waitFor();
    expect(await deal.locator('.trick-deal-card').count()).toBe(44);
    expect(await deal.locator('.trick-deal-card').evaluateAll((els) => els.slice(0, 4).map((e) => Number(e.getAttribute('data-seat'))))).toEqual([...SEATS]);
    expect(await page.evaluate(() => [...(window.__railtable?.sounds ?? [])])).toEqual(['music-start', 'shuffle', 'turn']);
    // Under way: the last card still on the stack, the last hand card not yet in.
    expect(await deal.locator('.trick-deal-card').last().evaluate((e) => Number(getComputedStyle(e).opacity))).toBe(1);
    expect(await page.getByTestId('hand-4').locator('.trick-hand-card.dealt').last().evaluate((e) => Number(getComputedStyle(e).opacity))).toBe(0);
    await page.waitForTimeout(1_000);
    await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'trick-deal-1920x1080.png') });
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await cdp.detach();
    // Once dealt, every hand card is in view and every flying card gone.
    await expect.poll(() => page.getByTestId('hand-4').locator('.trick-hand-card.dealt').last().evaluate((e) => Number(getComputedStyle(e).opacity)), { timeout: 5_000 }).toBe(1);
    await expect.poll(() => deal.locator('.trick-deal-card').last().evaluate((e) => Number(getComputedStyle(e).opacity)), { timeout: 5_000 }).toBe(0);
    const s = await snapshot(page);
    expect(s.table?.seats).toEqual([...SEATS]);
    // Partners sit in opposite places of the turn order: seats 0 and 3, 1 and 4.
    expect(s.table?.teams).toEqual([
      [0, 3],
      [1, 4],
    ]);
    expect(s.table?.handSizes).toEqual([11, 11, 11, 11]);
    expect(await facesBySeat(page)).toEqual({ 0: 0, 1: 0, 3: 0, 4: 0 });
    for (const seat of SEATS) expect(await page.getByTestId(`hand-${seat}`).locator('.face-down').count()).toBe(11);
  });

  it('a held "my cards" shows that seat its own hand only, and hides it when the finger lifts', async () => {
    const s = await snapshot(page);
    const cdp = await page.context().newCDPSession(page);
    const { x, y } = await centreOf(page.getByTestId(`show-hand-${s.seat}`));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 1 }] });
    await expect.poll(() => facesBySeat(page)).toEqual({ 0: 0, 1: 0, 3: 0, 4: 0, [s.seat]: 11 });
    const shown = await page.getByTestId(`hand-${s.seat}`).locator('[data-card]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-card'))));
    expect(shown).toEqual(s.seatView?.hand);
    await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'trick-hand-held-1920x1080.png') });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => facesBySeat(page)).toEqual({ 0: 0, 1: 0, 3: 0, 4: 0 });
    await cdp.detach();
  });

  it('plays the game to its end by touch; a card that does not follow is refused with the reason', async () => {
    const random = createRandom('trick-e2e');
    let refused = false;
    let shotTrick = false;
    let shotPlace = false;
    for (let step = 0; step < 400; step++) {
      const s = await snapshot(page);
      if (s.table === undefined || s.table.end !== null || s.seatView === undefined) break;
      if (!refused && s.table.phase === 'play' && s.table.led >= 0 && s.seatView.playable.length > 0 && s.seatView.playable.length < s.seatView.hand.length) {
        const wrong = s.seatView.hand.findIndex((c) => !s.seatView?.playable.includes(c));
        await tap(page, page.getByTestId(`card-${s.seat}-${wrong}`));
        await expect.poll(() => page.getByTestId(`reason-${s.seat}`).textContent()).toMatch(/must follow (B&O|C&O|Erie|NYC|PRR)/);
        expect((await snapshot(page)).entries).toBe(s.entries);
        refused = true;
      }
      const action = s.legal[random.int(0, s.legal.length - 1)];
      if (action === undefined) throw new Error(`no move for seat ${s.seat}`);
      if (!shotTrick && s.table.phase === 'play' && s.table.trick.filter((c) => c >= 0).length === 2 && s.table.lane.length <= 8) {
        shotTrick = true;
        await shoot(page, 'trick-game');
      }
      if (!shotPlace && s.table.phase === 'place-city') {
        // Choose the railway and the end, and look before Place.
        if (action.type === 'place-city') {
          await tap(page, page.getByTestId(`railway-${action.seat}-${action.railway}`));
          await tap(page, page.getByTestId(`end-${action.seat}-${action.end}`));
          shotPlace = true;
          await shoot(page, 'trick-placement');
        }
      }
      await touch(page, s, action);
      await waitForEntries(page, s.entries);
      if (step % 9 === 0) expect(await facesBySeat(page)).toEqual({ 0: 0, 1: 0, 3: 0, 4: 0 });
    }
    const end = await snapshot(page);
    expect(end.table?.end).toBe('all-tricks-played');
    expect(end.table?.handSizes).toEqual([0, 0, 0, 0]);
    expect(refused).toBe(true);
    expect(table.errors).toEqual([]);
  }, 300_000);

  it('shows the results facing every edge, each score worked out, and replays the game', async () => {
    const s = await snapshot(page);
    await page.getByTestId('results-0').waitFor();
    const results = s.table?.results ?? [];
    expect(results.length).toBe(4);
    for (const r of results) expect(await page.getByTestId(`score-0-${r.seat}`).textContent()).toContain(String(r.score));
    await shoot(page, 'trick-results');
    await tap(page, page.getByTestId('replay-0'));
    await page.getByTestId('replay-step-0').waitFor();
    expect(await page.getByTestId('replay-step-0').textContent()).toMatch(/\d+/);
  });
});
