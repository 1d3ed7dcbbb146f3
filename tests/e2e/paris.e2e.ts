/**
 * A whole 4-player game of Paris Connection, by touch alone, in Chromium at 1920×1080 (issue #15
 * "Done when"): four people join at both long edges, choose Paris Connection in the lobby and
 * start; every build is a touch on a company in the seat's panel and then on a glowing hex of the
 * WebGL board (screen points from the board's probe behind `?test`), every trade is made in the
 * panel, every turn ends with OK. Which move to make is chosen in Node by the medium bot from the
 * seat's own view and legal list. On the way: a hex touched before choosing a company, and one the
 * company may not reach, are refused with a reason and change nothing; a placement is undone;
 * MY SHARES shows the portfolio and the score only while held; a reload resumes at the same action.
 * The game ends in the results
 * (every portfolio revealed, the replay). Screenshots at 1920×1080 and 3840×2160 (and at 1280×800
 * early and with a third of the hexes taken) go to docs/screenshots.
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRandom } from '../../shared-rules/core/random';
import type { SeatId } from '../../shared-rules/core/types';
import type { ParisAction, ParisSeatView, ParisTableView } from '../../shared-rules/games/paris';
import { boardOf } from '../../shared-rules/games/paris/board';
import { mediumBot } from '../../shared-rules/games/paris/bots';
import { readLegal, readSeatView, readTableView } from '../../renderer/games/paris/view';
import { centreOf, openTable, tap, type Table, SCREENSHOT_DIR } from './table-browser';

const SEATS = [0, 1, 3, 4] as const;

type Snapshot = { readonly entries: number; readonly table: ParisTableView | undefined; readonly seatView: ParisSeatView | undefined; readonly legal: readonly ParisAction[] };

/** The hooks' view of the match, for the seat to act. */
async function snapshot(page: Page): Promise<Snapshot & { readonly seat: SeatId }> {
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

/** Tap hex `hex` of the board with a real touch (once the board is up: a game started from a busy lobby builds it at Start). */
async function tapHex(page: Page, hex: number): Promise<void> {
  const read = () => page.evaluate((id) => window.__railtable?.screenOf('hex', id) ?? null, hex);
  let point = await read();
  for (let waited = 0; point === null && waited < 15_000; waited += 100) {
    await page.waitForTimeout(100);
    point = await read();
  }
  if (point === null) throw new Error(`hex ${hex} is not on screen`);
  await page.touchscreen.tap(point.x, point.y);
}

/** Make `action` by touch, the way a player would. */
async function touch(page: Page, s: Snapshot, action: ParisAction): Promise<void> {
  const seat = action.seat;
  switch (action.type) {
    case 'place':
      if (s.table?.turn.company === null) await tap(page, page.getByTestId(`company-${seat}-${action.company}`));
      await tapHex(page, action.hex);
      return;
    case 'trade':
      await tap(page, page.getByTestId(`trade-${seat}`));
      await tap(page, page.getByTestId(`company-${seat}-${action.give}`));
      await tap(page, page.getByTestId(`company-${seat}-${action.take}`));
      if (action.count === 1) await tap(page, page.getByTestId(`trade-count-${seat}`));
      await tap(page, page.getByTestId(`trade-confirm-${seat}`));
      return;
    case 'ok':
      await tap(page, page.getByTestId(`ok-${seat}`));
  }
}

/** City names (their DOM boxes) that lie under a company display or over another name, by test id; boxes that only touch (less than 2 px deep either way) do not count. */
async function namesInTheWay(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covers = (a: DOMRect, b: DOMRect): boolean => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    const names = [...document.querySelectorAll('[data-testid^="city-label-"]')].map((el) => ({ id: el.getAttribute('data-testid') ?? '', box: el.getBoundingClientRect() }));
    const displays = [...document.querySelectorAll('.paris-display')].map((el) => el.getBoundingClientRect());
    const out: string[] = [];
    for (const n of names) if (displays.some((d) => covers(n.box, d))) out.push(`${n.id} under a display`);
    names.forEach((a, i) => {
      for (const b of names.slice(i + 1)) if (covers(a.box, b.box)) out.push(`${a.id}/${b.id}`);
    });
    return out;
  });
}

/** Screenshot at 1920×1080, then at 3840×2160 with a 4K table's calibration (80 ppi), then back. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}-1920x1080.png`) });
  await page.setViewportSize({ width: 3840, height: 2160 });
  await page.evaluate(() => window.__railtable?.patchPxPerMm(80 / 25.4));
  await page.waitForTimeout(1200);
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}-3840x2160.png`) });
  await page.evaluate(() => window.__railtable?.patchPxPerMm(40 / 25.4));
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.waitForTimeout(600);
}

describe('a whole 4-player game of Paris Connection, by touch', () => {
  let table: Table;
  let page: Page;
  beforeAll(async () => {
    table = await openTable(`${inject('baseUrl')}?test`);
    page = table.page;
    await page.getByTestId('join-0').waitFor();
  });
  afterAll(async () => table.close());

  it('four seats join, choose Paris Connection and start', async () => {
    for (const seat of SEATS) await tap(page, page.getByTestId(`join-${seat}`));
    await tap(page, page.getByTestId('game-paris-3'));
    await expect.poll(() => page.getByTestId('game-paris-0').getAttribute('aria-pressed')).toBe('true');
    await page.waitForTimeout(1200);
    await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'paris-lobby-1920x1080.png') });
    // Every game card's title is shown whole at every joined seat (none cut or hidden), and the
    // chosen game's players and minutes are in each seat's info row.
    // (A title is clamped to two lines: it is whole when its words take at most two lines and none
    // is wider than the card.)
    const titles = await page.locator('.game-title').evaluateAll((els) =>
      els.map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        return { text: el.textContent, whole: lines <= 2 && el.scrollWidth <= el.clientWidth + 1 };
      }),
    );
    expect(titles.length).toBe(5 * SEATS.length);
    for (const title of titles) expect(title.whole, String(title.text)).toBe(true);
    for (const seat of SEATS) expect(await page.getByTestId(`lobby-game-${seat}`).textContent()).toMatch(/^Paris Connection · 3–6 players/);
    await tap(page, page.getByTestId('start-4'));
    await page.getByTestId('paris-display').waitFor();
    const s = await snapshot(page);
    expect(s.table?.seats).toEqual([...SEATS]);
    expect(s.table?.held).toEqual([8, 8, 8, 8]);
    expect(SEATS).toContain(s.seat);
  });

  it('refuses a hex touched before choosing a company, and one the company cannot reach, with a reason; nothing changes', async () => {
    const s = await snapshot(page);
    const board = boardOf('france');
    await tapHex(page, board.map.hexes.findIndex((h) => h.city?.id === 'brest'));
    await expect.poll(() => page.getByTestId(`seat-${s.seat}`).textContent()).toContain('Touch a company in your panel first');
    await tap(page, page.getByTestId(`company-${s.seat}-0`));
    // Marseille: far from every start hex, so no company can reach it yet.
    await tapHex(page, board.marseille);
    await expect.poll(() => page.getByTestId(`seat-${s.seat}`).textContent()).toMatch(/next to one of its own company|checkered|full|Nothing is built/);
    expect((await snapshot(page)).entries).toBe(s.entries);
  });

  it('MY SHARES shows the portfolio and the score now only while held', async () => {
    const s = await snapshot(page);
    const button = page.getByTestId(`show-shares-${s.seat}`);
    const { x, y } = await centreOf(button);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 1 }] });
    await page.getByTestId(`shares-${s.seat}`).waitFor();
    expect(await page.getByTestId(`score-now-${s.seat}`).textContent()).toContain(`My score now: ${s.seatView?.score?.total ?? 0}`);
    const counts = await Promise.all([0, 1, 2, 3, 4, 5].map((c) => page.getByTestId(`share-${s.seat}-${c}`).textContent()));
    expect(counts.map((text) => Number((text ?? '').replace(/\D/g, '')))).toEqual(s.seatView?.portfolio);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.getByTestId(`shares-${s.seat}`).waitFor({ state: 'detached' });
  });

  it('takes back a placement with Undo: the board is as it was', async () => {
    const s = await snapshot(page);
    const place = s.legal.find((a) => a.type === 'place');
    if (place?.type !== 'place') throw new Error('no placement to make');
    await touch(page, s, place);
    await waitForEntries(page, s.entries);
    const placed = await snapshot(page);
    expect(placed.table?.turn.placed).toEqual([place.hex]);
    await tap(page, page.getByTestId(`undo-${s.seat}`));
    await waitForEntries(page, placed.entries);
    const undone = await snapshot(page);
    expect(undone.table?.occupied).toEqual(s.table?.occupied);
    expect(undone.table?.turn.placed).toEqual([]);
  });

  it('survives a reload: the lobby offers Resume, and the game goes on at the same action', async () => {
    const s = await snapshot(page);
    await page.reload();
    await page.getByTestId('resume-0').waitFor();
    await tap(page, page.getByTestId('resume-0'));
    await page.getByTestId('paris-display').waitFor();
    const back = await snapshot(page);
    expect(back.entries).toBe(s.entries);
    expect(back.table).toEqual(s.table);
    expect(back.legal).toEqual(s.legal);
  });

  it('plays the game to its end by touch: builds, trades and OK', async () => {
    const random = createRandom('paris-e2e');
    let shot = false;
    let crowded = false;
    let trades = 0;
    for (let step = 0; step < 2_000; step++) {
      const s = await snapshot(page);
      if (s.table === undefined || s.table.end !== null || s.seatView === undefined) break;
      const action = mediumBot.decide(s.seatView, s.table, s.legal, random, {});
      if (action === undefined) throw new Error(`no move for seat ${s.seat}`);
      if (action.type === 'trade') trades++;
      await touch(page, s, action);
      await waitForEntries(page, s.entries);
      if (!shot && s.entries > 60) {
        shot = true;
        await shoot(page, 'paris-game');
        // The names keep out from under the company displays and off each other, here and on a
        // small table (1280×800: a board area of about 1,020 × 540 px with 14 px names).
        expect(await namesInTheWay(page)).toEqual([]);
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.waitForTimeout(800);
        await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'paris-game-1280x800.png') });
        expect(await namesInTheWay(page)).toEqual([]);
        await page.setViewportSize({ width: 1920, height: 1080 });
        await page.waitForTimeout(600);
      }
      // Mid-game, a third of the hexes taken: the same on the small table, from both long edges.
      if (!crowded && s.table.occupied.filter((m) => m !== 0).length * 3 >= s.table.occupied.length) {
        crowded = true;
        await page.waitForTimeout(300);
        expect(await namesInTheWay(page)).toEqual([]);
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.waitForTimeout(800);
        await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'paris-midgame-1280x800.png') });
        expect(await namesInTheWay(page)).toEqual([]);
        await page.setViewportSize({ width: 1920, height: 1080 });
        await page.waitForTimeout(600);
      }
    }
    const end = await snapshot(page);
    expect(end.table?.end).toMatch(/marseille-reached|one-supply-left/);
    expect(trades).toBeGreaterThan(0);
    expect(crowded).toBe(true);
    expect(table.errors).toEqual([]);
  }, 600_000);

  it('shows the results facing every edge with every portfolio revealed, and replays the game', async () => {
    const s = await snapshot(page);
    await page.getByTestId('results-0').waitFor();
    const results = s.table?.results ?? [];
    expect(results.length).toBe(4);
    for (const r of results) expect(await page.getByTestId(`score-0-${r.seat}`).textContent()).toContain(String(r.score.total));
    await shoot(page, 'paris-results');
    await tap(page, page.getByTestId('replay-0'));
    await page.getByTestId('replay-step-0').waitFor();
    expect(await page.getByTestId('replay-step-0').textContent()).toMatch(/\d+/);
  });
});
