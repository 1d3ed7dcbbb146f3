/**
 * Resourceful Rails at the table, by touch, in Chromium at 1920×1080 (the table side of the
 * game): a person and a bot join, choose Resourceful Rails in the lobby (Pacific Northwest, its
 * first map) and start. In the first build turn the person touches a major city's milepost (the
 * build anchor), then a neighbour: a track section is built — in the table view, in the board's
 * DOM (`data-sections`) and in the seat panel, whose budget drops from $20 by the section's cost;
 * the next touch builds on from there. Touching two mileposts of one major city is refused with
 * the reason on the seat's line. Touching a city the track does not reach shows the route
 * planner's cheapest track there, and "Build this" builds it section by section. Then a table of
 * three bots (easy, medium, hard) with the round limit set to 10 in the settings plays a whole
 * game through the table's own bot path to the results facing every edge, which replay the game.
 * Which milepost to touch is chosen in Node from the map and the seat's legal list (the probe
 * behind `?test`); every input is a touch. Screenshots (start, building, the planner, results) go
 * to the screenshot folder; with RESOURCEFUL_ALL_SIZES=1 also at 1280×800.
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SeatId } from '../../shared-rules/core/types';
import type { ResourcefulAction, ResourcefulTableView } from '../../shared-rules/games/resourceful';
import { boardFor } from '../../shared-rules/games/resourceful/board';
import { getResourcefulMap } from '../../shared-rules/maps/resourceful-maps';
import { readLegal, readTableView } from '../../renderer/games/resourceful/view';
import { openTable, tap, type Table, SCREENSHOT_DIR } from './table-browser';

const ALL_SIZES = process.env.RAILTABLE_SCREENSHOTS === '1' || process.env.RESOURCEFUL_ALL_SIZES === '1';
const MAP_ID = 'pacific-northwest';

function mapBoard() {
  const map = getResourcefulMap(MAP_ID);
  if (map === undefined) throw new Error(`no map ${MAP_ID}`);
  return boardFor(map);
}

/** The table view and the legal list of `seat` the page holds now. */
async function snapshot(page: Page, seat: SeatId): Promise<{ readonly view: ResourcefulTableView; readonly legal: readonly ResourcefulAction[]; readonly entries: number }> {
  const raw = await page.evaluate((s) => {
    const hooks = window.__railtable;
    if (hooks === undefined) throw new Error('no test hooks: open the page with ?test');
    return { view: hooks.tableView() ?? null, legal: [...hooks.legal(s)], entries: hooks.entries() };
  }, seat);
  const view = readTableView(raw.view);
  if (view === undefined) throw new Error('no Resourceful Rails table view');
  return { view, legal: readLegal(raw.legal), entries: raw.entries };
}

/** Touch milepost `m` on the board with a real touch, where the board's projection puts it (stable for 100 ms). */
async function touchMilepost(page: Page, m: number): Promise<void> {
  let point: { x: number; y: number } | undefined;
  for (let i = 0; i < 40; i++) {
    const next = await page.evaluate((id) => window.__railtable?.screenOf('milepost', id), m);
    if (next !== undefined && point !== undefined && Math.abs(next.x - point.x) < 0.5 && Math.abs(next.y - point.y) < 0.5) break;
    point = next;
    await page.waitForTimeout(50);
  }
  if (point === undefined) throw new Error(`milepost ${m} is not on the board`);
  await page.touchscreen.tap(point.x, point.y);
}

async function waitForEntries(page: Page, entries: number, timeout = 10_000): Promise<void> {
  await page.waitForFunction((n) => (window.__railtable?.entries() ?? 0) > n, entries, { timeout });
}

/** A screenshot at 1920×1080 (and at 1280×800 with ALL_SIZES), then back. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}-1920x1080.png`) });
  if (!ALL_SIZES) return;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(600);
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}-1280x800.png`) });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.waitForTimeout(600);
}

describe('Resourceful Rails: a person builds track by touch', () => {
  let table: Table;
  let page: Page;
  const board = mapBoard();
  const map = board.map;
  const city = (id: string) => {
    const found = map.cities.find((c) => c.id === id);
    if (found === undefined) throw new Error(`no city ${id}`);
    return found;
  };
  beforeAll(async () => {
    table = await openTable(`${inject('baseUrl')}?test&botDelay=0`);
    page = table.page;
    await page.getByTestId('join-0').waitFor();
  });
  afterAll(async () => table.close());

  it('a person and a bot choose Resourceful Rails in the lobby and start on the Pacific Northwest', async () => {
    await tap(page, page.getByTestId('join-0'));
    await tap(page, page.getByTestId('join-3'));
    await tap(page, page.getByTestId('bot-3'));
    await tap(page, page.getByTestId('game-resourceful-0'));
    await expect.poll(() => page.getByTestId('game-resourceful-3').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId(`map-${MAP_ID}-0`).getAttribute('aria-pressed')).toBe('true');
    await tap(page, page.getByTestId('start-0'));
    await page.getByTestId('rr-clock').waitFor();
    await expect.poll(() => page.getByTestId('rr-board').getAttribute('data-map')).toBe(MAP_ID);
    const { view } = await snapshot(page, 0);
    expect(view.players.map((p) => p.seat)).toEqual([0, 3]);
    expect(view.stage).toBe('build');
    expect(view.toAct).toEqual([0]);
    expect(view.turn.budget).toBe(20);
    expect(await page.getByTestId('cash-0').textContent()).toBe('$50');
    expect(await page.getByTestId('turn-0').textContent()).toContain('$20 left');
    await shoot(page, 'resourceful-start');
  });

  it('touching a major city milepost and then a neighbour builds a section; the budget drops; the next touch builds on', async () => {
    const seattle = city('seattle');
    const { legal, entries } = await snapshot(page, 0);
    // A $1 section out of Seattle onto clear land.
    const first = legal.find((a) => a.type === 'build' && seattle.mileposts.includes(a.from) && (board.cityAt[a.to] ?? -1) < 0 && map.mileposts[a.to]?.terrain === 'clear' && board.links[board.linkBetween(a.from, a.to)]?.extra === 0);
    if (first?.type !== 'build') throw new Error('no $1 section out of Seattle');
    await touchMilepost(page, first.from);
    await expect.poll(() => page.getByTestId('rr-board').getAttribute('data-anchor')).toBe(String(first.from));
    await expect.poll(() => page.getByTestId('hint-0').textContent()).toMatch(/ringed neighbour/);
    await touchMilepost(page, first.to);
    await waitForEntries(page, entries);
    const after = await snapshot(page, 0);
    expect(after.view.track[board.linkBetween(first.from, first.to)]).toBe(0);
    expect(after.view.turn.spent).toBe(1);
    expect(after.view.turn.budget).toBe(19);
    expect(after.view.players[0]?.cash).toBe(49);
    await expect.poll(() => page.getByTestId('rr-board').getAttribute('data-sections')).toBe('1');
    await expect.poll(() => page.getByTestId('turn-0').textContent()).toContain('built $1, $19 left');
    await expect.poll(() => page.getByTestId('cash-0').textContent()).toBe('$49');
    // The anchor moved on with the track: a touch on the next neighbour builds from there.
    await expect.poll(() => page.getByTestId('rr-board').getAttribute('data-anchor')).toBe(String(first.to));
    const second = after.legal.find((a) => a.type === 'build' && a.from === first.to && (board.cityAt[a.to] ?? -1) < 0 && !seattle.mileposts.includes(a.to));
    if (second?.type !== 'build') throw new Error('no section onward');
    const cost = (board.links[board.linkBetween(second.from, second.to)]?.extra ?? 0) + ({ clear: 1, mountain: 2, alpine: 5 } as const)[map.mileposts[second.to]?.terrain ?? 'clear'];
    await touchMilepost(page, second.to);
    await waitForEntries(page, after.entries);
    const again = await snapshot(page, 0);
    expect(again.view.track[board.linkBetween(second.from, second.to)]).toBe(0);
    expect(again.view.turn.budget).toBe(19 - cost);
    await expect.poll(() => page.getByTestId('rr-board').getAttribute('data-sections')).toBe('2');
    const sounds = await page.evaluate(() => [...(window.__railtable?.sounds ?? [])]);
    expect(sounds).toContain('build');
    await shoot(page, 'resourceful-building');
  });

  it('two mileposts of one major city are refused, with the reason on the seat’s line', async () => {
    const seattle = city('seattle');
    const { entries } = await snapshot(page, 0);
    const centre = seattle.mileposts[0] ?? -1;
    const inner = seattle.mileposts[1] ?? -1;
    await touchMilepost(page, centre);
    await expect.poll(() => page.getByTestId('rr-board').getAttribute('data-anchor')).toBe(String(centre));
    await touchMilepost(page, inner);
    await expect.poll(() => page.getByTestId('reason-0').textContent()).toMatch(/Nobody builds between the mileposts of Seattle/);
    expect((await snapshot(page, 0)).entries).toBe(entries);
    const sounds = await page.evaluate(() => [...(window.__railtable?.sounds ?? [])]);
    expect(sounds).toContain('illegal');
  });

  it('touching a city the track does not reach shows the planner’s cheapest track, and Build this builds it within the budget', async () => {
    const olympia = city('olympia');
    const before = await snapshot(page, 0);
    await touchMilepost(page, olympia.mileposts[0] ?? -1);
    await expect.poll(() => page.getByTestId('rr-board').getAttribute('data-target')).toBe('olympia');
    await expect.poll(() => page.getByTestId('plan-0').textContent()).toMatch(/To Olympia: build \$\d+ \(\d+ sections\)/);
    await shoot(page, 'resourceful-planner');
    await tap(page, page.getByTestId('build-plan-0'));
    await waitForEntries(page, before.entries);
    await page.locator('[data-testid="build-plan-0"]:enabled, [data-testid="plan-0"]:has-text("your track is there")').first().waitFor();
    const after = await snapshot(page, 0);
    expect(after.view.turn.spent).toBeGreaterThan(before.view.turn.spent);
    expect(after.view.turn.spent).toBeLessThanOrEqual(20);
    expect(after.view.track.filter((owner) => owner === 0).length).toBeGreaterThan(before.view.track.filter((owner) => owner === 0).length);
    await tap(page, page.getByTestId('end-turn-0'));
    await waitForEntries(page, after.entries);
    await expect.poll(() => page.getByTestId('status-0').textContent()).toMatch(/Waiting|Your turn/);
    expect(table.errors).toEqual([]);
  });
});

describe('Resourceful Rails: three bots play a whole game to the results', () => {
  let table: Table;
  let page: Page;
  beforeAll(async () => {
    // Moments show for 1.5 s, so the results are seen without the last one over them.
    table = await openTable(`${inject('baseUrl')}?test&botDelay=0&moment=1500`);
    page = table.page;
    await page.getByTestId('join-0').waitFor();
  });
  afterAll(async () => table.close());

  it('the round limit is set to 10 in the settings, by touch and the slider’s keys', async () => {
    for (const seat of [0, 1, 3]) await tap(page, page.getByTestId(`join-${seat}`));
    await tap(page, page.getByTestId('game-resourceful-0'));
    await tap(page, page.getByTestId('cog-0'));
    const slider = page.locator('#round-limit');
    await slider.waitFor();
    await slider.focus();
    // From the default (100) down by the step of 10.
    for (let i = 0; i < 9; i++) await slider.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('round-limit-value').textContent()).toBe('10');
    await tap(page, page.getByTestId('settings-close'));
  });

  it('easy, medium and hard bots play the game through the table to the results at every edge', async () => {
    // Bot levels cycle person → easy → medium → hard.
    const taps: Record<number, number> = { 0: 1, 1: 2, 3: 3 };
    for (const [seat, n] of Object.entries(taps)) for (let i = 0; i < n; i++) await tap(page, page.getByTestId(`bot-${seat}`));
    await expect.poll(() => page.getByTestId('bot-3').textContent()).toMatch(/hard/i);
    const started = Date.now();
    await tap(page, page.getByTestId('start-0'));
    await page.getByTestId('rr-clock').waitFor();
    const { view } = await snapshot(page, 0);
    expect(view.roundLimit).toBe(10);
    await page.getByTestId('results-0').waitFor({ timeout: 420_000 });
    const seconds = (Date.now() - started) / 1000;
    const end = await snapshot(page, 0);
    console.log(`Resourceful Rails: three bots (easy, medium, hard), round limit 10, ${MAP_ID}: ${end.entries} actions in ${seconds.toFixed(1)} s, ended by ${end.view.end ?? 'nothing'} after round ${end.view.round}`);
    expect(end.view.end === 'round-limit' || end.view.end === 'connected-and-rich').toBe(true);
    expect(end.view.results?.length).toBe(3);
    for (const r of end.view.results ?? []) expect(await page.getByTestId(`score-0-${r.seat}`).textContent()).toContain(`$${r.cash}`);
    expect(await page.getByTestId('end-reason-0').textContent()).toMatch(/round limit|major cities/);
    await page.waitForTimeout(1600);
    await shoot(page, 'resourceful-results');
    await tap(page, page.getByTestId('replay-0'));
    await page.getByTestId('replay-step-0').waitFor();
    expect(await page.getByTestId('replay-step-0').textContent()).toMatch(/\d+/);
    expect(table.errors).toEqual([]);
  }, 480_000);
});
