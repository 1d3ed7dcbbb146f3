/**
 * The saves screen (issue #7) in Chromium by real touch: "Saved games" in a lobby seat opens a
 * panel facing that seat; with no saves it says so; two Transglobal games played a little are both
 * listed newest first with their map and whose turn it is; Resume brings back the older one at its
 * last action; Delete needs a confirm placed elsewhere and the save is gone after a reload; a
 * corrupt save shows its quarantine reason; a long list scrolls with one finger. Screenshots at
 * 1920×1080 and 1280×800 from a bottom and a top seat with 0, 2 and 8 saves.
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMatch, submitAction } from '../../shared-rules/core/match';
import { matchSeatSchema } from '../../shared-rules/core/match-schema';
import { createRandom } from '../../shared-rules/core/random';
import type { MatchRecord, MatchSeat, SeatId } from '../../shared-rules/core/types';
import { getGameDefinition } from '../../shared-rules/games/registry';
import { centreOf, drag, openTable, readSaves, tap, writeSave, SCREENSHOT_DIR, type Table } from './table-browser';
import { greedyChoice, registerMapsInNode, snapshot, touchAction, waitForEntries } from './transglobal-driver';

const shots = SCREENSHOT_DIR;
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
] as const;

/** A played game: its match id, map, log length and whose turn it is after the last action. */
type Played = { readonly matchId: string; readonly mapId: string; readonly entries: number; readonly toAct: readonly SeatId[] };

/** The match ids saved in the browser store (keys `match:<id>:current`). */
async function savedIds(page: Page): Promise<string[]> {
  return (await readSaves(page)).flatMap(({ key }) => {
    const m = /^match:([^:]+):current$/.exec(key);
    return m?.[1] === undefined ? [] : [m[1]];
  });
}

/** Join `seats` in the lobby, choose `mapId`, start, and make `moves` greedy moves by touch. */
async function playGame(page: Page, seats: readonly SeatId[], mapId: string, moves: number): Promise<Played> {
  const before = new Set(await savedIds(page));
  for (const s of seats) {
    await tap(page, page.getByTestId(`join-${s}`));
    await page.getByTestId(`leave-${s}`).waitFor();
  }
  const first = seats[0] ?? 0;
  await tap(page, page.getByTestId(`map-${mapId}-${first}`));
  await page.locator(`[data-testid="board-canvas"][data-map="${mapId}"]`).waitFor();
  await tap(page, page.getByTestId(`start-${first}`));
  await page.waitForFunction(() => (window.__railtable?.toAct().length ?? 0) > 0);
  for (let i = 0; i < moves; i++) {
    const snap = await snapshot(page, seats);
    const seat = snap.toAct[0];
    const action = seat === undefined ? undefined : greedyChoice(snap, seat);
    if (action === undefined) throw new Error(`no move for seat ${String(seat)}`);
    await touchAction(page, action);
    await waitForEntries(page, snap.entries);
  }
  const end = await snapshot(page, seats);
  await expect.poll(async () => (await savedIds(page)).filter((id) => !before.has(id)), { timeout: 5000 }).toHaveLength(1);
  const matchId = (await savedIds(page)).find((id) => !before.has(id)) ?? '';
  return { matchId, mapId, entries: end.entries, toAct: end.toAct };
}

/**
 * A real Transglobal record on `mapId` (the saves are replay-checked, so a copy with other options
 * would be quarantined): `seats` as in a game played here, `moves` random legal actions.
 */
function realRecord(matchId: string, mapId: string, seats: readonly MatchSeat[], moves: number): MatchRecord {
  const definition = getGameDefinition('transglobal');
  const bot = definition?.bots.random;
  if (definition === undefined || bot === undefined) throw new Error('no transglobal');
  const started = startMatch(definition.module, { matchId, seats, options: { mapId, startingBank: 20, taxFloor: null }, seed: `eight-${matchId}`, createdAt: '2026-11-24T10:00:00.000Z' });
  if (!started.ok) throw new Error(started.error.message);
  let match = started.match;
  const random = createRandom(matchId);
  for (let i = 0; i < moves; i++) {
    const { module, state } = match;
    const seat = module.toAct(state)[0] ?? -1;
    const action = bot.decide(module.seatView(state, seat), module.tableView(state), module.legalActions(state, seat), random, {});
    const next = submitAction(match, action, 'human');
    if (!next.ok) throw new Error(next.error.message);
    match = next.match;
  }
  return match.record;
}

/** Reload the page and wait for the lobby. */
async function reloadLobby(page: Page): Promise<void> {
  await page.reload();
  await page.getByTestId('join-0').waitFor();
}

/** Open the saves screen from `seat`'s panel and wait for the list (or its empty text). */
async function openSaves(page: Page, seat: SeatId): Promise<void> {
  await tap(page, page.getByTestId(`saves-${seat}`));
  await page.getByTestId('saves-panel').waitFor();
  await page.locator('[data-testid="saves-list"] :is(.save-row, [data-testid="saves-empty"], [data-testid="quarantine-row"])').first().waitFor();
}

async function closeSaves(page: Page): Promise<void> {
  await tap(page, page.getByTestId('saves-close'));
  await page.getByTestId('saves-panel').waitFor({ state: 'detached' });
}

/** Resize the page and wait until the table has laid its seats out for the new size. */
async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction((w) => document.querySelector<HTMLElement>('.table')?.style.width === `${w}px`, size.width);
  await page.waitForTimeout(300);
}

/** Screenshots of the panel opened from a bottom seat (0) and a top seat (3), at both sizes. */
async function shootBoth(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await resize(page, size);
    for (const seat of [0, 3] as const) {
      await openSaves(page, seat);
      await page.waitForTimeout(200);
      await page.screenshot({ path: resolve(shots, `saves-${name}-seat${seat}-${size.width}x${size.height}.png`) });
      await closeSaves(page);
    }
  }
  await resize(page, SIZES[0]);
}

describe('the saves screen, by touch', () => {
  let table: Table;
  let older: Played;
  let newer: Played;
  beforeAll(async () => {
    registerMapsInNode();
    table = await openTable(`${inject('baseUrl')}?test&botDelay=0&drop=0`);
    await table.page.getByTestId('join-0').waitFor();
  });
  afterAll(async () => table.close());

  it('opens from a seat, facing it, and says when there is nothing saved', async () => {
    const page = table.page;
    await openSaves(page, 0);
    expect(await page.getByTestId('saves-panel').getAttribute('data-rotation')).toBe('0');
    expect(await page.getByTestId('saves-empty').textContent()).toContain('No saved games yet');
    await closeSaves(page);
    await openSaves(page, 3);
    expect(await page.getByTestId('saves-panel').getAttribute('data-rotation')).toBe('180');
    await closeSaves(page);
    await shootBoth(page, 'empty');
    expect(table.errors).toEqual([]);
  });

  it('lists two games played a little, newest first, with their map and whose turn it is', async () => {
    const page = table.page;
    older = await playGame(page, [0, 3], 'europe', 3);
    await reloadLobby(page);
    newer = await playGame(page, [1, 4], 'asia', 4);
    await reloadLobby(page);
    await openSaves(page, 0);
    const rows = page.locator('.save-row');
    expect(await rows.evaluateAll((list) => list.map((r) => r.getAttribute('data-match')))).toEqual([newer.matchId, older.matchId]);
    expect(await page.getByTestId(`save-map-${older.matchId}`).textContent()).toBe('Map: Europe');
    expect(await page.getByTestId(`save-map-${newer.matchId}`).textContent()).toBe('Map: Asia');
    for (const game of [older, newer]) {
      const turn = (await page.getByTestId(`save-turn-${game.matchId}`).textContent()) ?? '';
      expect(turn).toContain('Whose turn');
      expect(turn).toContain(`Seat ${(game.toAct[0] ?? -1) + 1}`);
      expect(await page.getByTestId(`save-when-${game.matchId}`).textContent()).toMatch(/^Saved (now|\d+ seconds? ago|1 minute ago)$/);
      // Two people, each shown by their colour's symbol (named for screen readers).
      expect(await page.getByTestId(`save-${game.matchId}`).locator('.save-player').count()).toBe(2);
    }
    // Targets: Resume is a primary button (>= 15 mm), Delete >= 10 mm, at the default 40 ppi.
    const mm = 40 / 25.4;
    const resume = await page.getByTestId(`saves-resume-${older.matchId}`).boundingBox();
    const del = await page.getByTestId(`delete-${older.matchId}`).boundingBox();
    expect(Math.min(resume?.width ?? 0, resume?.height ?? 0)).toBeGreaterThanOrEqual(15 * mm - 0.5);
    expect(Math.min(del?.width ?? 0, del?.height ?? 0)).toBeGreaterThanOrEqual(10 * mm - 0.5);
    await closeSaves(page);
    await shootBoth(page, 'two');
    expect(table.errors).toEqual([]);
  });

  it('resumes the older game, chosen from a top seat, at its last action', async () => {
    const page = table.page;
    await openSaves(page, 3);
    await tap(page, page.getByTestId(`saves-resume-${older.matchId}`));
    await page.getByTestId('saves-panel').waitFor({ state: 'detached' });
    await page.waitForFunction((n) => window.__railtable?.entries() === n, older.entries);
    const snap = await snapshot(page, [0, 3]);
    expect(snap.table?.mapId).toBe('europe');
    expect(snap.toAct).toEqual(older.toAct);
    await reloadLobby(page);
    expect(table.errors).toEqual([]);
  });

  it('deletes a game only after a confirm placed away from Delete; it stays gone after a reload', async () => {
    const page = table.page;
    await openSaves(page, 0);
    const deleteBox = await page.getByTestId(`delete-${newer.matchId}`).boundingBox();
    await tap(page, page.getByTestId(`delete-${newer.matchId}`));
    await page.getByTestId(`confirm-delete-${newer.matchId}`).waitFor();
    // A second tap on the same spot lands on Keep, not on the confirm.
    const keepBox = await page.getByTestId(`keep-${newer.matchId}`).boundingBox();
    const confirmBox = await page.getByTestId(`confirm-delete-${newer.matchId}`).boundingBox();
    if (deleteBox === null || keepBox === null || confirmBox === null) throw new Error('no box');
    const inside = (b: typeof keepBox, x: number, y: number): boolean => x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height;
    const centre = { x: deleteBox.x + deleteBox.width / 2, y: deleteBox.y + deleteBox.height / 2 };
    expect(inside(keepBox, centre.x, centre.y)).toBe(true);
    expect(inside(confirmBox, centre.x, centre.y)).toBe(false);
    await page.screenshot({ path: resolve(shots, 'saves-confirm-delete-1920x1080.png') });
    // Keep: nothing is deleted.
    await tap(page, page.getByTestId(`keep-${newer.matchId}`));
    await page.getByTestId(`confirm-delete-${newer.matchId}`).waitFor({ state: 'detached' });
    expect(await savedIds(page)).toContain(newer.matchId);
    // Delete, then confirm.
    await tap(page, page.getByTestId(`delete-${newer.matchId}`));
    await tap(page, page.getByTestId(`confirm-delete-${newer.matchId}`));
    await page.getByTestId(`save-${newer.matchId}`).waitFor({ state: 'detached' });
    expect(await page.locator('.save-row').count()).toBe(1);
    await reloadLobby(page);
    expect(await savedIds(page)).toEqual([older.matchId]);
    await openSaves(page, 0);
    expect(await page.locator('.save-row').evaluateAll((list) => list.map((r) => r.getAttribute('data-match')))).toEqual([older.matchId]);
    await closeSaves(page);
    expect(table.errors).toEqual([]);
  });

  it('lists a corrupt save with its quarantine reason, and the good copy it fell back to', async () => {
    const page = table.page;
    await writeSave(page, `match:${older.matchId}:current`, { format: 'railtable-save', version: 1, record: 'garbage' });
    await reloadLobby(page);
    await openSaves(page, 3);
    const report = page.locator(`[data-testid="quarantine-row"][data-match="${older.matchId}"]`);
    await report.waitFor();
    const text = (await report.textContent()) ?? '';
    expect(text).toContain('Why: current:');
    expect(text).toContain(`corrupt:${older.matchId}:`);
    // Never deletable from here; the previous generation is still listed and resumable.
    expect(await report.locator('button').count()).toBe(0);
    expect(await page.getByTestId(`save-${older.matchId}`).textContent()).toContain(`Moves: ${older.entries - 1}`);
    await page.screenshot({ path: resolve(shots, 'saves-quarantined-1920x1080.png') });
    await closeSaves(page);
    expect(table.errors.filter((e) => !/quarantin|corrupt/i.test(e))).toEqual([]);
  });

  it('shows eight saves readably and scrolls the list with one finger', async () => {
    const page = table.page;
    const original = (await readSaves(page)).find(({ key }) => key === `match:${older.matchId}:bak`)?.value;
    if (typeof original !== 'object' || original === null || !('record' in original) || typeof original.record !== 'object' || original.record === null || !('seats' in original.record)) throw new Error('no bak envelope');
    const seats = matchSeatSchema.array().parse(original.record.seats);
    const maps = ['usa', 'europe', 'asia'];
    const base = Date.now();
    for (let i = 0; i < 7; i++) {
      const matchId = `m-copy-${i}`;
      const record = realRecord(matchId, maps[i % 3] ?? 'usa', seats, 4 + i);
      await writeSave(page, `match:${matchId}:current`, {
        ...original,
        record,
        updatedAt: new Date(base - (i + 1) * 5 * 3_600_000).toISOString(),
        finished: i === 4,
        toAct: i === 2 ? null : [3],
      });
    }
    await reloadLobby(page);
    await openSaves(page, 0);
    expect(await page.locator('.save-row').count()).toBe(8);
    await closeSaves(page);
    await shootBoth(page, 'eight');

    // One finger drags the list at 1280×800, from the bottom seat and from the top seat.
    await resize(page, SIZES[1]);
    const cdp = await table.context.newCDPSession(page);
    for (const seat of [0, 3] as const) {
      await openSaves(page, seat);
      const list = page.getByTestId('saves-list');
      expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      const c = await centreOf(list);
      // The top seat reads the list upside down: its "up" is the screen's down.
      const dy = seat === 0 ? -200 : 200;
      await drag(cdp, { x: c.x, y: c.y - dy / 2 }, { x: c.x, y: c.y + dy / 2 });
      await expect.poll(() => list.evaluate((el) => el.scrollTop), { timeout: 3000 }).toBeGreaterThan(50);
      // A drag that starts on a button scrolls too and presses nothing.
      // (Back the other way if the first drag, flung on a loaded machine, reached the end.)
      const top = await list.evaluate((el) => el.scrollTop);
      const atEnd = await list.evaluate((el) => el.scrollTop >= el.scrollHeight - el.clientHeight - 5);
      const button = page.locator('[data-testid^="delete-"]').nth(3);
      const b = await centreOf(button);
      await drag(cdp, b, { x: b.x, y: b.y + (atEnd ? -dy : dy) / 2 });
      await expect.poll(() => list.evaluate((el) => el.scrollTop), { timeout: 3000 }).not.toBe(top);
      expect(await page.locator('[data-testid^="confirm-delete-"]').count()).toBe(0);
      await closeSaves(page);
    }
    await cdp.detach();
    await resize(page, SIZES[0]);
    // From a short edge the panel turns a quarter and stays on screen.
    await openSaves(page, 2);
    expect(await page.getByTestId('saves-panel').getAttribute('data-rotation')).toBe('90');
    const box = await page.getByTestId('saves-panel').boundingBox();
    expect(box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= SIZES[0].width && box.y + box.height <= SIZES[0].height).toBe(true);
    await page.screenshot({ path: resolve(shots, 'saves-eight-seat2-1920x1080.png') });
    await closeSaves(page);
    expect(table.errors.filter((e) => !/quarantin|corrupt/i.test(e))).toEqual([]);
  });

  it('reads right-to-left in Arabic, with Arabic names and relative times', async () => {
    const page = table.page;
    await tap(page, page.getByTestId('cog-0'));
    await tap(page, page.getByTestId('language-ar'));
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await tap(page, page.getByTestId('settings-close'));
    await openSaves(page, 0);
    expect(await page.getByTestId('saves-panel').getAttribute('aria-label')).toBe('الألعاب المحفوظة');
    expect(await page.getByTestId(`save-when-${older.matchId}`).textContent()).toMatch(/^حُفظت /);
    await page.screenshot({ path: resolve(shots, 'saves-arabic-1920x1080.png') });
    await closeSaves(page);
    await tap(page, page.getByTestId('cog-0'));
    await tap(page, page.getByTestId('language-en'));
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await tap(page, page.getByTestId('settings-close'));
    expect(table.errors.filter((e) => !/quarantin|corrupt/i.test(e))).toEqual([]);
  });
});
