/**
 * Drives Transglobal Rail at the table by touch for the e2e tests. The page exposes, behind
 * `?test`, only read hooks (`window.__railtable`: views, legal lists, where a link or an
 * intersection is on screen, sounds); every move is a real touch (Playwright's touchscreen,
 * i.e. CDP touch events) on the WebGL canvas or on a seat panel's button. Which move to make is
 * chosen in Node by the greedy bot (shared-rules) from the seat's own view and legal list.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { createRandom } from '../../shared-rules/core/random';
import type { SeatId } from '../../shared-rules/core/types';
import type { TransglobalAction, TransglobalSeatView, TransglobalTableView } from '../../shared-rules/games/transglobal';
import { greedyBot } from '../../shared-rules/games/transglobal/bots/greedy';
import { registerTransglobalMapJson } from '../../shared-rules/maps/transglobal-registry';
import { readLegal, readSeatView, readTableView } from '../../renderer/games/transglobal/view-schema';
import type { RailtableTestHooks } from '../../renderer/app/test-hooks';
import { tap } from './table-browser';

/** The page's test hooks (`window.__railtable`, declared by renderer/app/test-hooks.ts). */
export type Hooks = RailtableTestHooks;

const repo = resolve(import.meta.dirname, '..', '..');

/** Register the bundled maps in this (Node) process, for the greedy bot's route finding. */
export function registerMapsInNode(): void {
  for (const id of ['usa', 'europe', 'asia']) {
    const loaded = registerTransglobalMapJson(JSON.parse(readFileSync(resolve(repo, 'assets', 'maps', 'transglobal', `${id}.json`), 'utf8')));
    if (!loaded.ok) throw new Error(`map ${id}: ${loaded.error}`);
  }
}

/** What the page's hooks say now. */
export type Snapshot = {
  readonly entries: number;
  readonly toAct: readonly SeatId[];
  readonly table: TransglobalTableView | undefined;
  readonly seatViews: Readonly<Record<number, TransglobalSeatView | undefined>>;
  readonly legal: Readonly<Record<number, readonly TransglobalAction[]>>;
};

/** Read the hooks (`window.__railtable`) for `seats`. */
export async function snapshot(page: Page, seats: readonly SeatId[]): Promise<Snapshot> {
  const raw = await page.evaluate((list) => {
    const hooks = window.__railtable;
    if (hooks === undefined) throw new Error('no test hooks: open the page with ?test');
    return {
      entries: hooks.entries(),
      toAct: [...hooks.toAct()],
      table: hooks.tableView() ?? null,
      seats: list.map((s) => ({ seat: s, view: hooks.seatView(s) ?? null, legal: [...hooks.legal(s)] })),
    };
  }, [...seats]);
  const seatViews: Record<number, TransglobalSeatView | undefined> = {};
  const legal: Record<number, readonly TransglobalAction[]> = {};
  for (const s of raw.seats) {
    seatViews[s.seat] = readSeatView(s.view);
    legal[s.seat] = readLegal(s.legal);
  }
  return { entries: raw.entries, toAct: raw.toAct, table: readTableView(raw.table), seatViews, legal };
}

/**
 * The screen point of a link's midpoint or an intersection, from the board's projection. A board
 * still being built has none yet (a game started from a busy lobby builds its board at Start: the
 * lobby builds it only once the table is quiet, renderer/app/quiet-board.ts): waited for, up to
 * 15 s, as a player waits to see the board before touching it.
 */
export async function screenOf(page: Page, kind: 'link' | 'intersection', id: number): Promise<{ x: number; y: number }> {
  const read = () => page.evaluate(([k, i]) => window.__railtable?.screenOf(k, i) ?? null, [kind, id] as const);
  let point = await read();
  for (let waited = 0; point === null && waited < 15_000; waited += 100) {
    await page.waitForTimeout(100);
    point = await read();
  }
  if (point === null) throw new Error(`${kind} ${id} is not on screen`);
  return point;
}

/** Tap a link or an intersection on the canvas with a real touch. */
export async function tapBoard(page: Page, kind: 'link' | 'intersection', id: number): Promise<void> {
  // The board may still be settling (the lobby's deeper panels give way to the play panels when a
  // game starts, and the camera refits): tap only once the point stays put for 100 ms.
  let p = await screenOf(page, kind, id);
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(100);
    const q = await screenOf(page, kind, id);
    const still = Math.abs(q.x - p.x) < 1 && Math.abs(q.y - p.y) < 1;
    p = q;
    if (still) break;
  }
  await page.touchscreen.tap(p.x, p.y);
}

/** Wait until the match has more than `entries` log entries. */
export async function waitForEntries(page: Page, entries: number, timeout = 10_000): Promise<void> {
  await page.waitForFunction((n) => (window.__railtable?.entries() ?? 0) > n, entries, { timeout });
}

/** The greedy bot's choice for `seat` now (Node side), seeded by the log length. */
export function greedyChoice(s: Snapshot, seat: SeatId): TransglobalAction | undefined {
  const view = s.seatViews[seat];
  const legal = s.legal[seat] ?? [];
  if (view === undefined || s.table === undefined || legal.length === 0) return undefined;
  return greedyBot(view, s.table, legal, createRandom(`e2e:${s.entries}`));
}

/** Perform `action` by touch: a board tap for links and hubs, the panel's button otherwise. */
export async function touchAction(page: Page, action: TransglobalAction): Promise<void> {
  switch (action.type) {
    case 'build':
      return tapBoard(page, 'link', action.link);
    case 'place-hub':
      return tapBoard(page, 'intersection', action.intersection);
    case 'ok':
      return tap(page, page.getByTestId(`ok-${action.seat}`));
    case 'discard':
      return tap(page, page.getByTestId(`discard-${action.seat}`));
    case 'pass':
      return tap(page, page.getByTestId(`pass-${action.seat}`));
    case 'build-cheapest':
      return tap(page, page.getByTestId(`suggested-${action.seat}`));
  }
}
