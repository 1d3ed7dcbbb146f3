/**
 * Railways of the World's display preferences at the table, by touch, in Chromium (issue #19,
 * display part). A match on the rules' test map `fixture-hexes` is played by easy bots through
 * its first turn (so links and cubes lie on the board) into the second turn's action rounds and
 * planted in the browser's save store with seat 0 a person to act; the table resumes it. Then, by
 * real touch events:
 * - the near centre strip's Display button opens its chooser; a cube style is chosen: the board
 *   says so (`data-cube-style` on `rw-board`) and its picture changes;
 * - seat 0 starts a build and lays two tiles: the build aid (on by default) marks exactly those
 *   two tiles (`data-build-new`) while the running cost stays in the seat panel;
 * - the far strip's chooser (turned to the far edge) chooses a track style: the board changes;
 * - the build aid is switched off and on again in the chooser.
 * Screenshots at 1920×1080 (and with RAILWAYS_ALL_SIZES=1 at 1280×800 and 3840×2160) go to the
 * screenshot folder.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMatch, submitAction } from '../../shared-rules/core/match';
import { createRandom } from '../../shared-rules/core/random';
import type { MatchRecord, MatchSeat, SeatId } from '../../shared-rules/core/types';
import { railways } from '../../shared-rules/games/railways';
import { getGameDefinition } from '../../shared-rules/games/registry';
import { plansFrom } from '../../shared-rules/games/railways/routes';
import { stateFromView } from '../../shared-rules/games/railways/view-state';
import { getRailwaysBoard } from '../../shared-rules/maps/railways-maps';
import { readTableView } from '../../renderer/games/railways/view';
import { openTable, shootAtSizes, type Table, tap, writeSave } from './table-browser';

const ALL_SIZES = process.env.RAILTABLE_SCREENSHOTS === '1' || process.env.RAILWAYS_ALL_SIZES === '1';
const ME: SeatId = 0;
const fixtureBoard = getRailwaysBoard('fixture-hexes');
if (fixtureBoard === undefined) throw new Error('no fixture map');
const board = fixtureBoard;
const OPTIONS = { ...railways.meta.defaultOptions, mapId: 'fixture-hexes' };
const SEATS: readonly MatchSeat[] = [
  { seat: 0, color: '#0072B2', symbol: 'circle', controller: 'human' },
  { seat: 1, color: '#D55E00', symbol: 'triangle', controller: 'bot', botLevel: 'medium' },
  { seat: 2, color: '#009E73', symbol: 'square', controller: 'bot', botLevel: 'medium' },
];

/** A real record: easy bots play every seat until seat 0 is to act in the second turn's action rounds. */
function plantedRecord(matchId: string): MatchRecord {
  const definition = getGameDefinition('railways');
  const bot = definition?.bots.easy;
  if (definition === undefined || bot === undefined) throw new Error('no railways');
  const { module } = definition;
  const started = startMatch(module, { matchId, seats: SEATS, options: OPTIONS, seed: 'railways-display-e2e', createdAt: new Date().toISOString() });
  if (!started.ok) throw new Error(started.error.message);
  let match = started.match;
  const random = createRandom('railways-display-bots');
  for (let i = 0; i < 600; i++) {
    const { state } = match;
    const seat = module.toAct(state)[0] ?? -1;
    const view = readTableView(module.tableView(state));
    if (view !== undefined && view.turn >= 2 && view.phase === 'actions' && view.build === null && seat === ME) return match.record;
    const action = bot.decide(module.seatView(state, seat), module.tableView(state), module.legalActions(state, seat), random, {});
    if (action === undefined) throw new Error(`no move for seat ${seat}`);
    const next = submitAction(match, action, 'human');
    if (!next.ok) throw new Error(next.error.message);
    match = next.match;
  }
  throw new Error('seat 0 never came to act in turn 2');
}

/** The table view the page holds now, and its log length. */
async function snapshot(page: Page) {
  const raw = await page.evaluate(() => ({ view: window.__railtable?.tableView() ?? null, entries: window.__railtable?.entries() ?? 0 }));
  const view = readTableView(raw.view);
  if (view === undefined) throw new Error('no Railways of the World table view');
  return { view, entries: raw.entries };
}

/** Touch hex `hex` on the board where the probe puts it (once it stays put). */
async function touchHex(page: Page, hex: number): Promise<void> {
  let point: { x: number; y: number } | undefined;
  for (let i = 0; i < 60; i++) {
    const next = await page.evaluate((h) => window.__railtable?.screenOf('hex', h), hex);
    if (next !== undefined && point !== undefined && Math.abs(next.x - point.x) < 0.5 && Math.abs(next.y - point.y) < 0.5) break;
    point = next;
    await page.waitForTimeout(50);
  }
  if (point === undefined) throw new Error(`hex ${hex} is not on the board`);
  await page.touchscreen.tap(point.x, point.y);
}

/** Opens the display chooser of the near strip (or the far one) unless it is open (it closes by itself when left alone). */
async function openChooser(page: Page, far = false): Promise<void> {
  const panel = page.getByTestId(far ? 'rw-display-panel-far' : 'rw-display-panel');
  if ((await panel.count()) === 0) await tap(page, page.getByTestId(far ? 'rw-display-far' : 'rw-display'));
  await panel.waitFor();
}

/** A picture of the map (its canvas), to see that a style changed what is drawn. */
async function mapPicture(page: Page): Promise<Buffer> {
  await page.waitForTimeout(250);
  return page.locator('.rw-map').screenshot();
}

/** Waits until the map's picture differs from `before`. */
async function mapChanged(page: Page, before: Buffer): Promise<void> {
  await expect.poll(async () => (await mapPicture(page)).equals(before), { timeout: 5000 }).toBe(false);
}

/** A screenshot at 1920×1080 (and with ALL_SIZES at 1280×800 and 3840×2160). */
const shoot = (page: Page, name: string): Promise<void> => shootAtSizes(page, name, ALL_SIZES, 300);

describe('Railways of the World: display styles and the build aid, chosen by touch at the table', () => {
  let table: Table;
  let page: Page;
  const started = Date.now();
  beforeAll(async () => {
    table = await openTable(`${inject('baseUrl')}?test&botDelay=0&moment=400`);
    page = table.page;
    await page.getByTestId('join-0').waitFor();
    const record = plantedRecord(`m-railways-display-${Date.now().toString(36)}`);
    await writeSave(page, `match:${record.matchId}:current`, { format: 'railtable-save', version: 1, updatedAt: new Date().toISOString(), finished: false, record, toAct: [ME] });
    await page.reload();
    await tap(page, page.getByTestId('resume-0'));
    await page.getByTestId('rw-clock').waitFor();
    await page.getByTestId(`build-${ME}`).waitFor();
  });
  afterAll(async () => {
    console.log(`Railways display e2e: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await table?.close();
  });

  it('a cube style chosen in the near strip’s chooser changes the board; Standard and the aid are the defaults', async () => {
    const boardEl = page.getByTestId('rw-board');
    expect(await boardEl.getAttribute('data-cube-style')).toBe('standard');
    expect(await boardEl.getAttribute('data-track-style')).toBe('standard');
    expect(await boardEl.getAttribute('data-build-aid')).toBe('on');
    const { view } = await snapshot(page);
    expect(view.tracks.length).toBeGreaterThan(0);
    const before = await mapPicture(page);
    await openChooser(page);
    // The chooser names the current styles and marks them.
    expect(await page.getByTestId('rw-cube-standard').getAttribute('aria-pressed')).toBe('true');
    await tap(page, page.getByTestId('rw-cube-pale'));
    await expect.poll(() => boardEl.getAttribute('data-cube-style')).toBe('pale');
    expect(await page.getByTestId('rw-cube-pale').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('rw-display-panel').textContent()).toContain('Cubes: Pale');
    await mapChanged(page, before);
    // Both strips show the table's choice.
    await openChooser(page, true);
    expect(await page.getByTestId('rw-cube-pale-far').getAttribute('aria-pressed')).toBe('true');
    await shoot(page, 'railways-display-chooser');
    expect(table.errors).toEqual([]);
  });

  it('while seat 0 builds, the build aid marks exactly the tiles laid in this build; a track style from the far strip changes the board', async () => {
    let snap = await snapshot(page);
    await tap(page, page.getByTestId(`build-${ME}`));
    await page.waitForFunction((n) => (window.__railtable?.entries() ?? 0) > n, snap.entries);
    snap = await snapshot(page);
    expect(snap.view.build).not.toBeNull();
    // A city seat 0 can build two tiles from (the rules' planner on the state the table shows).
    const state = stateFromView({ seat: ME, dealt: [], baron: -1 }, snap.view);
    const plan = board.cities.flatMap((c) => plansFrom(board, state, c, 4).filter((p) => p.hexes.length >= 2).map((p) => ({ ...p, from: c })))[0];
    if (plan === undefined) throw new Error('no two tiles to lay');
    const boardEl = page.getByTestId('rw-board');
    await touchHex(page, plan.from);
    await expect.poll(() => boardEl.getAttribute('data-anchor')).toBe(String(plan.from));
    const laid = plan.hexes.slice(0, 2);
    for (const [k, hex] of laid.entries()) {
      const before = await snapshot(page);
      await touchHex(page, hex);
      await expect.poll(async () => (await snapshot(page)).view.build?.tiles, { timeout: 10_000 }).toBe(k + 1);
      expect(before.view.build?.tiles).toBe(k);
    }
    await expect.poll(() => boardEl.getAttribute('data-build-new')).toBe(laid.join(','));
    // The running cost stays in the seat's panel.
    await expect.poll(() => page.getByTestId(`build-status-${ME}`).textContent()).toMatch(/Tiles 2\/\d/);
    await shoot(page, 'railways-display-build-aid');
    const before = await mapPicture(page);
    await openChooser(page, true);
    await tap(page, page.getByTestId('rw-track-contrast-far'));
    await expect.poll(() => boardEl.getAttribute('data-track-style')).toBe('contrast');
    await mapChanged(page, before);
    await openChooser(page);
    expect(await page.getByTestId('rw-track-contrast').getAttribute('aria-pressed')).toBe('true');
    await tap(page, page.getByTestId('rw-cube-deep'));
    await expect.poll(() => boardEl.getAttribute('data-cube-style')).toBe('deep');
    await tap(page, page.getByTestId('rw-track-bright'));
    await expect.poll(() => boardEl.getAttribute('data-track-style')).toBe('bright');
    await tap(page, page.getByTestId('rw-display'));
    if ((await page.getByTestId('rw-display-panel-far').count()) > 0) await tap(page, page.getByTestId('rw-display-far'));
    await page.getByTestId('rw-display-panel').waitFor({ state: 'detached' });
    await page.getByTestId('rw-cards').waitFor();
    await shoot(page, 'railways-display-deep-bright');
    expect(table.errors).toEqual([]);
  });

  it('the build aid switches off and on from the chooser', async () => {
    const boardEl = page.getByTestId('rw-board');
    await openChooser(page);
    expect(await page.getByTestId('rw-build-aid').getAttribute('aria-pressed')).toBe('true');
    const before = await mapPicture(page);
    await tap(page, page.getByTestId('rw-build-aid'));
    await expect.poll(() => boardEl.getAttribute('data-build-aid')).toBe('off');
    expect(await boardEl.getAttribute('data-build-new')).toBeNull();
    await mapChanged(page, before);
    await tap(page, page.getByTestId('rw-build-aid'));
    await expect.poll(() => boardEl.getAttribute('data-build-new')).not.toBeNull();
    // Two more styles, for the pictures: High contrast tracks, Muted cubes.
    await tap(page, page.getByTestId('rw-track-contrast'));
    await tap(page, page.getByTestId('rw-cube-muted'));
    await expect.poll(() => boardEl.getAttribute('data-cube-style')).toBe('muted');
    await tap(page, page.getByTestId('rw-display'));
    await shoot(page, 'railways-display-contrast-muted');
    expect(table.errors).toEqual([]);
  });
});
