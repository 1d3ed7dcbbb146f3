/**
 * Railways of the World at the table, by touch, in Chromium (issue #18 "Done when": four players
 * play a whole game by touch in the browser build to the final scoring). The game is on the rules'
 * test map `fixture-hexes` (a 12 × 10 hex map whose data file has 3 Empty City markers: a game of
 * 4–9 turns), which the lobby does not offer: the test plants a new match of it in the browser's
 * save store (an empty log) and resumes it at the table — seat 0 a person, seats 1, 3 and 4 bots
 * (medium, medium, easy), with the mines option on (issue #19). Seat 0, always by real touch events:
 * - shows its two Rail Baron cards and keeps one;
 * - bids the least bid in the first auction with the Bid button, which issues the bonds its $0
 *   needs first, and passes when asked again;
 * - builds Ash → Birch by touching Ash and then each ringed hex (plains, plains, water, mountain,
 *   then Birch), each cost on the board and the build's running cost in its panel; the bonds each
 *   tile needs are issued first; the table's Undo takes the first tile back and it is laid again;
 *   the link is drawn and Done ends the build;
 * - mines a grey city once: the Mine button (its price and the mines left), a touch on a city
 *   that is not grey says why, a touch on a ringed grey city mines it; the cubes it drew lie on
 *   the city and a pick marks it;
 * - delivers a cube whenever it can (touching the cube on its city, then the ringed destination),
 *   and otherwise passes, to the end of the game;
 * then the results face every edge with the final scores (bond penalty and Rail Baron), and
 * replay. Screenshots at 1920×1080 (and with RAILWAYS_ALL_SIZES=1 at 1280×800 and 3840×2160) go to
 * the screenshot folder.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MatchRecord, SeatId } from '../../shared-rules/core/types';
import type { RailwaysAction, RailwaysTableView } from '../../shared-rules/games/railways';
import { railways } from '../../shared-rules/games/railways';
import { RAILWAYS_RULES_VERSION } from '../../shared-rules/games/railways/meta';
import { createRandom } from '../../shared-rules/core/random';
import { fixtureHex } from '../../shared-rules/maps/railways-fixture';
import { getRailwaysBoard } from '../../shared-rules/maps/railways-maps';
import { plansFrom } from '../../shared-rules/games/railways/routes';
import { stateFromView } from '../../shared-rules/games/railways/view-state';
import { readLegal, readSeatView, readTableView } from '../../renderer/games/railways/view';
import { openTable, shootAtSizes, type Table, tap, writeSave } from './table-browser';

const ALL_SIZES = process.env.RAILTABLE_SCREENSHOTS === '1' || process.env.RAILWAYS_ALL_SIZES === '1';
const ME: SeatId = 0;
const fixtureBoard = getRailwaysBoard('fixture-hexes');
if (fixtureBoard === undefined) throw new Error('no fixture map');
const board = fixtureBoard;
/** The match's options: the fixture map, with mines. */
const OPTIONS = { ...railways.meta.defaultOptions, mapId: 'fixture-hexes', mines: true };

/**
 * The first seed whose setup puts a yellow cube on Ash or a red one on Birch: the link seat 0
 * builds between them can then carry a cube at once (engine 1, one link).
 */
function deliverableSeed(): string {
  for (let n = 0; n < 200; n++) {
    const seed = `railways-e2e-${n}`;
    const state = railways.setup({ seats: [0, 1, 3, 4], options: OPTIONS, random: createRandom(seed) });
    if ((state.cubes[0] ?? []).includes(1) || (state.cubes[1] ?? []).includes(0)) return seed;
  }
  throw new Error('no seed puts a deliverable cube on Ash or Birch');
}

/** The match planted in the save store: seat 0 a person, three bots, on the fixture map. */
function plantedRecord(matchId: string): MatchRecord {
  return {
    matchId,
    gameId: 'railways',
    rulesVersion: RAILWAYS_RULES_VERSION,
    seats: [
      { seat: 0, color: '#0072B2', symbol: 'circle', controller: 'human' },
      { seat: 1, color: '#D55E00', symbol: 'triangle', controller: 'bot', botLevel: 'medium' },
      { seat: 3, color: '#009E73', symbol: 'square', controller: 'bot', botLevel: 'medium' },
      { seat: 4, color: '#F0E442', symbol: 'diamond', controller: 'bot', botLevel: 'easy' },
    ],
    options: OPTIONS,
    seed: deliverableSeed(),
    createdAt: new Date().toISOString(),
    hashVersion: 2,
    log: [],
  };
}

/** The table view, seat 0's legal list and seat view, and the log length the page holds now. */
async function snapshot(page: Page): Promise<{ readonly view: RailwaysTableView; readonly legal: readonly RailwaysAction[]; readonly baron: number; readonly entries: number; readonly toAct: readonly SeatId[] }> {
  const raw = await page.evaluate((s) => {
    const hooks = window.__railtable;
    if (hooks === undefined) throw new Error('no test hooks: open the page with ?test');
    return { view: hooks.tableView() ?? null, legal: [...hooks.legal(s)], seat: hooks.seatView(s) ?? null, entries: hooks.entries(), toAct: [...hooks.toAct()] };
  }, ME);
  const view = readTableView(raw.view);
  if (view === undefined) throw new Error('no Railways of the World table view');
  return { view, legal: readLegal(raw.legal), baron: readSeatView(raw.seat)?.baron ?? -1, entries: raw.entries, toAct: raw.toAct };
}

/** Where the board's probe puts a target (`hex` or `cube`), once it stays put for 100 ms. */
async function screenOf(page: Page, kind: 'hex' | 'cube', id: number): Promise<{ x: number; y: number }> {
  let point: { x: number; y: number } | undefined;
  for (let i = 0; i < 60; i++) {
    const next = await page.evaluate(([k, n]) => window.__railtable?.screenOf(k, n), [kind, id] as const);
    if (next !== undefined && point !== undefined && Math.abs(next.x - point.x) < 0.5 && Math.abs(next.y - point.y) < 0.5) return next;
    point = next;
    await page.waitForTimeout(50);
  }
  if (point === undefined) throw new Error(`${kind} ${id} is not on the board`);
  return point;
}

/** Touch a board target with a real touch. */
async function touch(page: Page, kind: 'hex' | 'cube', id: number): Promise<void> {
  const p = await screenOf(page, kind, id);
  await page.touchscreen.tap(p.x, p.y);
}

/** Waits until seat 0 is to act (or the game is over); true when it is to act. */
async function myTurn(page: Page, timeout = 60_000): Promise<boolean> {
  await page.waitForFunction(
    (s) => {
      const hooks = window.__railtable;
      const view = hooks?.tableView() as { end?: unknown } | undefined;
      return (view !== undefined && view.end !== null) || hooks?.toAct()[0] === s;
    },
    ME,
    { timeout },
  );
  // The seat's buttons wait while its last touch is in flight.
  await page.waitForTimeout(120);
  const { view, toAct } = await snapshot(page);
  return view.end === null && toAct[0] === ME;
}

async function waitForEntries(page: Page, entries: number, timeout = 15_000): Promise<void> {
  await page.waitForFunction((n) => (window.__railtable?.entries() ?? 0) > n, entries, { timeout });
}

/** A screenshot at 1920×1080 (and with ALL_SIZES at 1280×800 and 3840×2160). */
const shoot = (page: Page, name: string): Promise<void> => shootAtSizes(page, name, ALL_SIZES);

describe('Railways of the World: four players play a whole game by touch to the final scoring', () => {
  let table: Table;
  let page: Page;
  const started = Date.now();
  beforeAll(async () => {
    table = await openTable(`${inject('baseUrl')}?test&botDelay=0&moment=800`);
    page = table.page;
    await page.getByTestId('join-0').waitFor();
    const record = plantedRecord(`m-railways-e2e-${Date.now().toString(36)}`);
    await writeSave(page, `match:${record.matchId}:current`, { format: 'railtable-save', version: 1, updatedAt: new Date().toISOString(), finished: false, record, toAct: [0] });
    await page.reload();
    await tap(page, page.getByTestId('resume-0'));
    await page.getByTestId('rw-clock').waitFor();
  });
  afterAll(async () => {
    console.log(`Railways of the World e2e (fixture-hexes, 1 person + 3 bots): ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await table.close();
  });

  it('seat 0 shows its two Rail Baron cards and keeps one; the card then hides behind press-and-hold', async () => {
    expect(await myTurn(page)).toBe(true);
    const { view, entries } = await snapshot(page);
    expect(view.phase).toBe('barons');
    expect(view.mapId).toBe('fixture-hexes');
    await expect.poll(() => page.getByTestId('rw-board').getAttribute('data-map')).toBe('fixture-hexes');
    await tap(page, page.getByTestId(`show-cards-${ME}`));
    const keep = page.locator(`[data-testid^="keep-${ME}-"]`);
    await expect.poll(() => keep.count()).toBe(2);
    await shoot(page, 'railways-barons');
    // The cards hide again by themselves (8 s): show them again if the screenshots took longer.
    if ((await page.getByTestId(`show-cards-${ME}`).count()) > 0) await tap(page, page.getByTestId(`show-cards-${ME}`));
    const id = await keep.first().getAttribute('data-testid');
    const card = Number(id?.split('-').at(-1));
    await tap(page, keep.first());
    await waitForEntries(page, entries);
    await expect.poll(async () => (await snapshot(page)).baron).toBe(card);
    // Kept: the cards hide, and the goal shows only while its button is held.
    await page.getByTestId(`show-baron-${ME}`).waitFor();
    expect(await page.locator(`[data-testid^="keep-${ME}-"]`).count()).toBe(0);
    expect(await page.getByTestId(`show-baron-${ME}`).textContent()).toBe('Rail Baron (hold)');
    expect(table.errors).toEqual([]);
  });

  it('seat 0 bids the least bid with the bonds its $0 needs issued first, and passes when asked again', async () => {
    expect(await myTurn(page)).toBe(true);
    let snap = await snapshot(page);
    expect(snap.view.phase).toBe('auction');
    expect(snap.view.players[0]?.cash).toBe(0);
    const least = Math.max(1, (snap.view.auction?.high ?? 0) + 1);
    const bonds = Math.ceil(least / 5);
    await expect.poll(() => page.getByTestId(`bid-${ME}`).textContent()).toBe(`Bid $${least}k: ${bonds}× bond first`);
    await tap(page, page.getByTestId(`bid-${ME}`));
    await page.waitForFunction((n) => (window.__railtable?.entries() ?? 0) >= n, snap.entries + bonds + 1);
    snap = await snapshot(page);
    expect(snap.view.players[0]?.bonds).toBe(bonds);
    await shoot(page, 'railways-auction');
    while ((await myTurn(page)) && (await snapshot(page)).view.phase === 'auction') {
      const { entries } = await snapshot(page);
      await tap(page, page.getByTestId(`pass-${ME}`));
      await waitForEntries(page, entries);
    }
    const sounds = await page.evaluate(() => [...(window.__railtable?.sounds ?? [])]);
    expect(sounds).toContain('build');
    expect(table.errors).toEqual([]);
  });

  it('seat 0 builds Ash → Birch by touching hexes: each cost on the board, the running cost in its panel, bonds first, the link drawn', async () => {
    expect(await myTurn(page)).toBe(true);
    let snap = await snapshot(page);
    expect(snap.view.phase).toBe('actions');
    await tap(page, page.getByTestId(`build-${ME}`));
    await waitForEntries(page, snap.entries);
    await expect.poll(() => page.getByTestId(`build-status-${ME}`).textContent()).toMatch(/Tiles 0\/4/);
    const ash = fixtureHex(1, 1);
    const birch = fixtureHex(6, 1);
    await touch(page, 'hex', ash);
    await expect.poll(() => page.getByTestId('rw-board').getAttribute('data-anchor')).toBe(String(ash));
    // The ringed hexes carry their costs: east of Ash is plains, $2k.
    await expect.poll(() => page.getByTestId('rw-board').getAttribute('data-steps')).toContain(`${fixtureHex(2, 1)}:2`);
    await shoot(page, 'railways-build-start');
    // The cheapest way to Birch (the rules' planner on the state the table shows): on an empty board plains, plains, water, mountain.
    const plan = plansFrom(board, stateFromView({ seat: ME, dealt: [], baron: -1 }, snap.view), ash, 4).find((p) => p.to === birch);
    if (plan === undefined) throw new Error('no way from Ash to Birch');
    const path = [...plan.hexes, birch];
    let spent = 0;
    for (const [k, hex] of path.entries()) {
      snap = await snapshot(page);
      // The cost the board shows on the hex is what the tile costs.
      const shown = ((await page.getByTestId('rw-board').getAttribute('data-steps')) ?? '').split(',').find((e) => e.startsWith(`${hex}:`));
      const cost = Number(shown?.split(':')[1]);
      expect(Number.isFinite(cost)).toBe(true);
      const cash = snap.view.players[0]?.cash ?? 0;
      const bonds = Math.max(0, Math.ceil((cost - cash) / 5));
      await touch(page, 'hex', hex);
      await page.waitForFunction((n) => (window.__railtable?.entries() ?? 0) >= n, snap.entries + 1 + bonds);
      spent += cost;
      await expect.poll(async () => (await snapshot(page)).view.build?.spent).toBe(spent);
      if (k === 0) {
        // The table's Undo takes the tile back; the same touch lays it again.
        const laid = await snapshot(page);
        await tap(page, page.getByTestId(`undo-${ME}`));
        await waitForEntries(page, laid.entries);
        await expect.poll(async () => (await snapshot(page)).view.build?.tiles).toBe(0);
        await touch(page, 'hex', hex);
        await waitForEntries(page, laid.entries + 1);
        await expect.poll(async () => (await snapshot(page)).view.build?.spent).toBe(spent);
      }
      if (k === 2) await shoot(page, 'railways-building');
    }
    expect(spent).toBe(plan.cost);
    snap = await snapshot(page);
    const link = snap.view.tracks.find((tr) => tr.owner === 0 && tr.to >= 0);
    expect(link).toEqual(expect.objectContaining({ from: ash, hexes: plan.hexes, to: birch }));
    await expect.poll(() => page.getByTestId(`build-status-${ME}`).textContent()).toBe(`Tiles ${plan.hexes.length}/4 · spent $${plan.cost}k`);
    await expect.poll(() => page.getByTestId('rw-board').getAttribute('data-links')).toBe(String(snap.view.tracks.filter((tr) => tr.to >= 0).length));
    await tap(page, page.getByTestId(`done-${ME}`));
    await waitForEntries(page, snap.entries);
    // Seat 0's build is over (a bot may be building already).
    const after = await snapshot(page);
    expect(after.view.build === null || after.view.players[after.view.active]?.seat !== ME).toBe(true);
    expect(after.view.tracks.filter((tr) => tr.owner === 0 && tr.to < 0)).toEqual([]);
    expect(table.errors).toEqual([]);
  });

  it('seat 0 mines a ringed grey city by touch: a touch elsewhere says why; the cubes it drew lie on the city and a pick marks it', async () => {
    expect(await myTurn(page)).toBe(true);
    const snap = await snapshot(page);
    expect(snap.view.phase).toBe('actions');
    expect(snap.view.options.mines).toBe(true);
    const me = snap.view.players.find((p) => p.seat === ME);
    const bonds = Math.max(0, Math.ceil((10 - (me?.cash ?? 0)) / 5));
    const mineButton = page.getByTestId(`mine-${ME}`);
    await expect.poll(() => mineButton.textContent()).toBe(`Mine$10k${bonds > 0 ? `: ${bonds}× bond first` : ''} · 2 left`);
    await tap(page, mineButton);
    const boardEl = page.getByTestId('rw-board');
    await expect.poll(() => boardEl.getAttribute('data-mode')).toBe('mine');
    const targets = ((await boardEl.getAttribute('data-mine-targets')) ?? '').split(',').filter((x) => x !== '').map(Number);
    // The rules' own list: the grey cities not yet mined.
    const grey = board.cities.filter((_, c) => snap.view.cityColor[c] === 5 && snap.view.mined[c] !== true);
    expect([...targets].sort((a, b) => a - b)).toEqual([...grey].sort((a, b) => a - b));
    // Ash is red: the touch is refused with the reason.
    await touch(page, 'hex', fixtureHex(1, 1));
    await expect.poll(() => page.getByTestId(`reason-${ME}`).textContent()).toBe('Touch a ringed grey city to mine it.');
    // A city no link reaches yet, so no delivery takes its cubes before they are counted.
    const linked = (h: number) => snap.view.tracks.some((tr) => tr.to >= 0 && (tr.from === h || tr.to === h));
    const hex = targets.find((h) => !linked(h)) ?? targets[0] ?? -1;
    const c = board.cityOf[hex] ?? -1;
    const before = snap.view.cubes[c]?.length ?? 0;
    await touch(page, 'hex', hex);
    await page.waitForFunction((n) => (window.__railtable?.entries() ?? 0) >= n, snap.entries + bonds + 1);
    const after = await snapshot(page);
    expect(after.view.mined[c]).toBe(true);
    expect(after.view.players.find((p) => p.seat === ME)?.mines).toBe(1);
    const drawn = (after.view.cubes[c]?.length ?? 0) - before;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThanOrEqual(5);
    // On the board: the cubes on the city (the probe finds each) and the pick by its disc.
    for (let slot = before; slot < before + drawn; slot++) expect(await page.evaluate((id) => window.__railtable?.screenOf('cube', id), hex * 16 + slot)).toBeDefined();
    await page.getByTestId(`mined-${hex}`).waitFor();
    expect((await boardEl.getAttribute('data-mined'))?.split(',')).toContain(String(hex));
    await shoot(page, 'railways-mine');
    expect(table.errors).toEqual([]);
  });

  it('seat 0 delivers by touching a cube and its destination whenever it can, passes otherwise, and the game runs to the results', async () => {
    let delivered = 0;
    for (let guard = 0; guard < 400; guard++) {
      if (!(await myTurn(page, 120_000))) break;
      const snap = await snapshot(page);
      const deliver = snap.legal.find((a): a is Extract<RailwaysAction, { type: 'deliver' }> => a.type === 'deliver');
      if (snap.view.phase === 'actions' && snap.view.build === null && deliver !== undefined) {
        const c = board.cityOf[deliver.city] ?? -1;
        const slot = (snap.view.cubes[c] ?? []).indexOf(deliver.color);
        await touch(page, 'cube', deliver.city * 16 + slot);
        await expect.poll(() => page.getByTestId('rw-board').getAttribute('data-cube')).toMatch(new RegExp(`^${deliver.city}:`));
        const chosen = (await page.getByTestId('rw-board').getAttribute('data-cube')) ?? '';
        const color = Number(chosen.split(':')[1]);
        const target = snap.legal.find((a) => a.type === 'deliver' && a.city === deliver.city && a.color === color);
        if (target?.type !== 'deliver') throw new Error('no delivery for the chosen cube');
        const to = snap.view.tracks.find((tr) => tr.id === target.links[target.links.length - 1]);
        const dest = to === undefined ? -1 : walkEnd(snap.view, deliver.city, target.links);
        expect(to).toBeDefined();
        await expect.poll(() => page.getByTestId('rw-board').getAttribute('data-destinations')).toContain(String(dest));
        if (delivered === 0) await shoot(page, 'railways-deliver');
        await touch(page, 'hex', dest);
        await page.waitForFunction((n) => (window.__railtable?.entries() ?? 0) > n, snap.entries);
        // Several ways there with different points: the panel offers each; take the first.
        const ways = page.locator(`[data-testid^="deliver-${ME}-${dest}-"]`);
        if ((await snapshot(page)).entries === snap.entries && (await ways.count()) > 0) await tap(page, ways.first());
        await waitForEntries(page, snap.entries);
        delivered++;
        continue;
      }
      await tap(page, page.getByTestId(snap.view.build === null ? `pass-${ME}` : `done-${ME}`));
      await waitForEntries(page, snap.entries);
    }
    expect(delivered).toBeGreaterThan(0);
    await page.getByTestId('results-0').waitFor({ timeout: 120_000 });
    const end = await snapshot(page);
    expect(end.view.end).toBe('game-end');
    expect(end.view.final?.length).toBe(4);
    for (const r of end.view.results ?? []) expect(await page.getByTestId(`score-0-${r.seat}`).textContent()).toBe(`${r.score} pts`);
    // Each seat panel shows what its player holds: kept build cards, race cards claimed, hotels.
    let held = 0;
    for (const p of end.view.players) {
      const count = p.kept.length + p.claimed.length + p.hotels.length;
      held += count;
      expect(await page.locator(`[data-testid="held-${p.seat}"] .rw-chip`).count()).toBe(count);
    }
    expect(held).toBeGreaterThan(0);
    // Seat 0 issued bonds: the results say what they cost.
    expect(await page.getByTestId(`place-0-${ME}`).textContent()).toMatch(/bonds: −\d+/);
    expect(await page.getByTestId(`baron-0-${ME}`).textContent()).toMatch(/Rail Baron (met|missed)/);
    console.log(`Railways of the World: ${end.entries} actions, ${end.view.turn} turns, seat 0 delivered ${delivered} cubes; scores ${end.view.results?.map((r) => `${r.seat}:${r.score}`).join(' ')}`);
    const sounds = await page.evaluate(() => [...(window.__railtable?.sounds ?? [])]);
    expect(sounds).toEqual(expect.arrayContaining(['build', 'ding', 'round-end', 'turn']));
    // The celebration: the fanfare once, the winner (the "#1" place) named with its bot tag at
    // every edge, and the three bots tagged in the places.
    expect(sounds.filter((s) => s === 'win')).toEqual(['win']);
    const firsts: number[] = [];
    for (const r of end.view.results ?? []) if (/^#1(?!\d)/.test((await page.getByTestId(`place-0-${r.seat}`).textContent()) ?? '')) firsts.push(r.seat);
    expect(firsts.length).toBeGreaterThan(0);
    const named = firsts.map((seat) => `Seat ${seat + 1}${seat === ME ? '' : ' (bot)'}`);
    for (const r of [0, 90, 180, -90]) {
      const headline = await page.getByTestId(`winner-${r}`).textContent();
      expect(headline).toBe(firsts.length === 1 ? `${named[0]} wins!` : `${new Intl.ListFormat('en', { type: 'conjunction' }).format(named)} share the win!`);
    }
    expect(await page.getByTestId('results-0').locator('[data-testid^="bot-tag-"]').count()).toBe(3);
    expect(await page.getByTestId('results-0').locator(`[data-testid="bot-tag-${ME}"]`).count()).toBe(0);
    await page.waitForTimeout(1000);
    await shoot(page, 'railways-results');
    await tap(page, page.getByTestId('replay-0'));
    await page.getByTestId('replay-step-0').waitFor();
    expect(await page.getByTestId('replay-step-0').textContent()).toMatch(/\d+/);
    expect(table.errors).toEqual([]);
  }, 400_000);
});

/** Where links from city hex `from` end, walked in order. */
function walkEnd(view: RailwaysTableView, from: number, links: readonly number[]): number {
  let at = from;
  for (const id of links) {
    const tr = view.tracks.find((x) => x.id === id);
    if (tr === undefined) return -1;
    at = tr.from === at ? tr.to : tr.from;
  }
  return at;
}
