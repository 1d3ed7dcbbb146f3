/**
 * Railways of the World at the table, the pure parts (renderer/games/railways), on the rules' own
 * states and the test map `fixture-hexes`: the views as the renderer reads them; the build's next
 * steps and their costs on a state rebuilt from the table view (the rules' own answers), and what
 * a touch on a hex means in a build; a cube's destinations with the points each seat scores,
 * every different way offered; what each action button costs and the bonds it issues first;
 * where track and cubes are drawn; where city names go; the mines option (which grey cities a
 * mine may go on, what a touch means in mine mode); which moments and sounds an update calls
 * for and how they read; how a refusal is worded; and that every string the game shows is in
 * every catalog.
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../shared-rules/core/random';
import type { GameEvent } from '../../shared-rules/core/types';
import { railways, railwaysGame, type RailwaysAction, type RailwaysState, type Track } from '../../shared-rules/games/railways';
import { boardOf, trackUse } from '../../shared-rules/games/railways/board';
import { deliveriesFor } from '../../shared-rules/games/railways/deliver';
import { describeAction } from '../../shared-rules/games/railways/describe';
import { plansFrom } from '../../shared-rules/games/railways/routes';
import { railwaysCatalog } from '../../shared-rules/games/railways/catalog';
import { getRailwaysTable, RACE_KINDS } from '../../shared-rules/games/railways/tables';
import { legalSteps } from '../../shared-rules/games/railways/track';
import { FIXTURE_HEXES_ID, fixtureHex as hx } from '../../shared-rules/maps/railways-fixture';
import { selfPlay } from '../../shared-rules/core/self-play';
import { centreOf, cubeSpots, dashes, railwaysFrame, trackLine } from '../../renderer/games/railways/board-geometry';
import { NO_CHOICE } from '../../renderer/games/railways/choice';
import { placeLabels, type LabelInput } from '../../renderer/games/railways/labels';
import { areaLayout } from '../../renderer/games/railways/layout';
import { registerNameFormats, railwaysMapOf } from '../../renderer/games/railways/maps';
import { railwaysMoments, railwaysSounds } from '../../renderer/games/railways/moments';
import { bidRange, bondsFor, buildSteps, buildTap, destinationsOf, engineStep, MINE_PRICE, mineOffers, minesLeft, offerOf } from '../../renderer/games/railways/plan';
import { railwaysRefusal } from '../../renderer/games/railways/refusal';
import { boardTap } from '../../renderer/games/railways/tap';
import { readLegal, readSeatView, readTableView } from '../../renderer/games/railways/view';
import { CATALOGS, setupI18n } from '../../renderer/i18n/setup';

const board = boardOf({ mapId: FIXTURE_HEXES_ID });
const table = getRailwaysTable(FIXTURE_HEXES_ID) ?? (() => { throw new Error('no fixture table'); })();
const random = createRandom('railways-ui');
const city = (id: string): number => board.cities[board.cityIndex.get(id) ?? -1] ?? -1;
const isCity = (h: number) => (board.cityOf[h] ?? -1) >= 0;

function fresh(players: number, seed = 'rw-ui'): RailwaysState {
  return railways.setup({ seats: Array.from({ length: players }, (_, i) => i), options: { ...railways.meta.defaultOptions, mapId: FIXTURE_HEXES_ID }, random: createRandom(seed) });
}
/** A state in the action rounds, player 0 to act, every player holding `cash`. */
function acting(players: number, cash = 50, patch: Partial<RailwaysState> = {}): RailwaysState {
  const s = fresh(players);
  return { ...s, phase: 'actions', players: s.players.map((p) => ({ ...p, cash, baron: p.dealt[0] ?? 0 })), order: s.players.map((_, i) => i), round: 1, slot: 0, active: 0, actionsLeft: 1, ...patch };
}
function apply(s: RailwaysState, a: RailwaysAction): RailwaysState {
  expect(railways.check?.(s, a), JSON.stringify(a)).toBeUndefined();
  return railways.apply(s, a, random).state;
}
/** The table view of `state` as the renderer reads it (JSON, parsed). */
function viewOf(state: RailwaysState) {
  const view = readTableView(JSON.parse(JSON.stringify(railways.tableView(state))));
  if (view === undefined) throw new Error('the table view does not parse');
  return view;
}
/** The state with links (owner, city a, city b) built along the cheapest paths, in order. */
function withLinks(s: RailwaysState, links: readonly (readonly [number, string, string])[]): RailwaysState {
  let state = s;
  for (const [owner, a, b] of links) {
    const plan = plansFrom(board, state, city(a), 12).find((p) => p.to === city(b));
    if (plan === undefined) throw new Error(`no path ${a}–${b}`);
    const track: Track = { id: state.nextTrackId, owner, from: city(a), hexes: [...plan.hexes], to: city(b) };
    const tracks = [...state.tracks, track];
    const use = trackUse(board, tracks);
    state = { ...state, tracks, nextTrackId: state.nextTrackId + 1, sides: use.sides, tileCount: use.tileCount };
  }
  return state;
}
/** `state` with the cubes of city `id` set. */
function cubesOn(state: RailwaysState, id: string, cubes: readonly number[]): RailwaysState {
  const c = board.cityIndex.get(id) ?? -1;
  return { ...state, cubes: state.cubes.map((on, i) => (i === c ? cubes : on)) };
}

describe('the views as the renderer reads them', () => {
  it('parse the table view, a seat view and the legal list of every phase', () => {
    let s = fresh(3);
    expect(viewOf(s).phase).toBe('barons');
    const seat = readSeatView(JSON.parse(JSON.stringify(railways.seatView(s, 0))));
    expect(seat?.dealt).toHaveLength(2);
    const legal = readLegal(JSON.parse(JSON.stringify(railways.legalActions(s, 0))));
    expect(legal).toEqual(railways.legalActions(s, 0));
    for (const i of [0, 1, 2]) s = apply(s, { type: 'keep', seat: i, card: s.players[i]?.dealt[0] ?? -1 });
    expect(viewOf(s).phase).toBe('auction');
    const bidder = s.players[s.active]?.seat ?? -1;
    expect(readLegal(railways.legalActions(s, bidder)).map((a) => a.type)).toContain('pass');
  });
});

describe('the build: next steps and what a touch means', () => {
  const building = apply(acting(2), { type: 'build', seat: 0 });
  it('offers the rules’ own steps (legalSteps on the real state), each with its cost, also those a bond would pay', () => {
    const view = viewOf(building);
    const steps = buildSteps(view, board);
    const rules = legalSteps(board, building, 0, true);
    expect(steps.map((s) => [s.from, s.to, s.cost])).toEqual(rules);
    expect(steps.find((s) => s.from === city('ash') && s.to === hx(2, 1))?.cost).toBe(2);
    // Out of Birch westwards across the water column, onto the mountain next to the ridge: $4k.
    expect(steps.some((s) => s.to === hx(5, 1) && s.cost === 4)).toBe(true);
    const poor = viewOf({ ...building, players: building.players.map((p, i) => (i === 0 ? { ...p, cash: 3 } : p)) });
    const marked = buildSteps(poor, board);
    expect(marked.find((s) => s.to === hx(2, 1))?.affordable).toBe(true);
    expect(marked.find((s) => s.to === hx(5, 1) && s.cost === 4)?.affordable).toBe(false);
  });

  it('a touch on a city anchors the build there; a ringed neighbour lays the tile; the anchor again lets go', () => {
    const steps = buildSteps(viewOf(building), board);
    expect(buildTap(steps, null, city('ash'), 0, 50, 5, isCity)).toEqual({ kind: 'anchor', anchor: city('ash') });
    expect(buildTap(steps, city('ash'), hx(2, 1), 0, 50, 5, isCity)).toEqual({ kind: 'act', action: { type: 'track', seat: 0, from: city('ash'), to: hx(2, 1) }, bonds: 0 });
    expect(buildTap(steps, city('ash'), city('ash'), 0, 50, 5, isCity)).toEqual({ kind: 'anchor', anchor: null });
    expect(buildTap(steps, city('ash'), hx(8, 8), 0, 50, 5, isCity)).toEqual({ kind: 'miss', code: 'railways-not-next' });
  });

  it('with no anchor, the hex after own open track lays the next tile, and a tile the money does not cover asks for the bonds', () => {
    let s = apply(building, { type: 'track', seat: 0, from: city('ash'), to: hx(2, 1) });
    s = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, cash: 1 } : p)) };
    const steps = buildSteps(viewOf(s), board);
    const next = buildTap(steps, null, hx(3, 1), 0, 1, 5, isCity);
    expect(next).toEqual({ kind: 'act', action: { type: 'track', seat: 0, from: hx(2, 1), to: hx(3, 1) }, bonds: 1 });
    expect(bondsFor(9, 1, 5)).toBe(2);
  });

  it('a hex two cities reach asks where the track starts; one the own open track reaches goes on from it', () => {
    const steps = [
      { from: 10, to: 20, cost: 2, affordable: true },
      { from: 30, to: 20, cost: 2, affordable: true },
      { from: 40, to: 20, cost: 3, affordable: true },
    ];
    expect(buildTap(steps.slice(0, 2), null, 20, 0, 9, 5, (h) => h === 10 || h === 30)).toEqual({ kind: 'miss', code: 'railways-pick-start' });
    expect(buildTap(steps, null, 20, 0, 9, 5, (h) => h === 10 || h === 30)).toEqual({ kind: 'act', action: { type: 'track', seat: 0, from: 40, to: 20 }, bonds: 0 });
  });
});

describe('deliveries: every destination of a cube, with the points each seat scores', () => {
  it('lists the rules’ deliveries (deliveriesFor) of the touched cube, grouped by destination, with the link owners’ points', () => {
    let s = acting(2, 50, { players: acting(2).players.map((p) => ({ ...p, engine: 3 })) });
    s = withLinks(s, [
      [0, 'ash', 'birch'],
      [1, 'birch', 'cedar'],
    ]);
    s = cubesOn(cubesOn(s, 'ash', [2, 1]), 'cedar', []);
    const view = viewOf(s);
    const legal = railways.legalActions(s, 0);
    const blue = destinationsOf(view, board, legal, city('ash'), 2);
    const rules = deliveriesFor(board, s, 0, undefined, board.cityIndex.get('ash')).filter((d) => d.color === 2);
    expect(blue.flatMap((d) => d.choices.map((c) => [...c.links]))).toEqual(rules.map((d) => [...d.links]));
    expect(blue).toEqual([expect.objectContaining({ to: city('cedar') })]);
    expect(blue[0]?.choices[0]?.points).toEqual([
      { seat: 0, points: 1 },
      { seat: 1, points: 1 },
    ]);
    // A yellow cube stops at Birch, the first yellow city.
    expect(destinationsOf(view, board, legal, city('ash'), 1).map((d) => d.to)).toEqual([city('birch')]);
  });

  it('offers each way to one city when the owners score differently; one way when they score alike', () => {
    let s = acting(3, 50, { players: acting(3).players.map((p) => ({ ...p, engine: 3 })) });
    // Ash → Elm directly (own), and Ash → Dale (own) → Elm (seat 2's): both reach black Elm.
    s = withLinks(s, [
      [0, 'ash', 'elm'],
      [0, 'ash', 'dale'],
      [2, 'dale', 'elm'],
    ]);
    s = cubesOn(s, 'ash', [4]);
    const view = viewOf(s);
    const elm = destinationsOf(view, board, railways.legalActions(s, 0), city('ash'), 4).find((d) => d.to === city('elm'));
    expect(elm?.choices.map((c) => c.points)).toEqual([[{ seat: 0, points: 1 }], [{ seat: 0, points: 1 }, { seat: 2, points: 1 }]]);
    // A touch on Elm with the cube chosen: the ways are offered, not one picked.
    const choice = { ...NO_CHOICE, mode: 'deliver' as const, cube: { city: city('ash'), color: 4 } };
    expect(boardTap(view, board, table, railways.legalActions(s, 0), 0, choice, city('elm'), undefined)).toEqual({ kind: 'choose', patch: { dest: city('elm') } });
  });

  it('a touch on a cube chooses it; on its only destination, delivers; outside the action rounds the board sends to the panel', () => {
    let s = withLinks(acting(2), [[0, 'ash', 'birch']]);
    s = cubesOn(s, 'ash', [1]);
    const view = viewOf(s);
    const legal = railways.legalActions(s, 0);
    const picked = boardTap(view, board, table, legal, 0, NO_CHOICE, city('ash'), { city: city('ash'), color: 1 });
    expect(picked).toEqual({ kind: 'choose', patch: { mode: 'deliver', cube: { city: city('ash'), color: 1 }, dest: null } });
    const choice = { ...NO_CHOICE, mode: 'deliver' as const, cube: { city: city('ash'), color: 1 } };
    const delivered = boardTap(view, board, table, legal, 0, choice, city('birch'), undefined);
    expect(delivered.kind).toBe('act');
    if (delivered.kind === 'act') expect(legal).toContainEqual(delivered.action);
    expect(boardTap(viewOf(fresh(2)), board, table, [], 0, NO_CHOICE, city('ash'), undefined)).toEqual({ kind: 'miss', code: 'railways-use-panel' });
    expect(boardTap(view, board, table, legal, 0, NO_CHOICE, hx(8, 8), undefined)).toEqual({ kind: 'miss', code: 'railways-touch-cube' });
  });

  it('urbanizing: a touch on a grey city chooses it (its colour is picked in the panel); elsewhere it says so', () => {
    const s = acting(2);
    const view = viewOf(s);
    const legal = railways.legalActions(s, 0);
    const choice = { ...NO_CHOICE, mode: 'urbanize' as const };
    expect(boardTap(view, board, table, legal, 0, choice, city('glen'), undefined)).toEqual({ kind: 'choose', patch: { city: city('glen') } });
    expect(boardTap(view, board, table, legal, 0, choice, city('ash'), undefined)).toEqual({ kind: 'miss', code: 'railways-not-grey' });
  });
});

describe('operations cards at the table', () => {
  it('a card that needs a city takes the touched city; New Industry asks the colour in the panel', () => {
    const growth = table.operations.findIndex((c) => c.kind === 'city-growth');
    const industry = table.operations.findIndex((c) => c.kind === 'new-industry');
    const s = acting(2, 50, { faceUp: [growth, industry] });
    const view = viewOf(s);
    const legal = railways.legalActions(s, 0);
    const growing = { ...NO_CHOICE, mode: 'card' as const, card: growth };
    expect(boardTap(view, board, table, legal, 0, growing, city('ash'), undefined)).toEqual({ kind: 'act', action: { type: 'take', seat: 0, card: growth, city: city('ash') }, bonds: 0 });
    expect(boardTap(view, board, table, legal, 0, growing, city('glen'), undefined)).toEqual({ kind: 'miss', code: 'railways-card-city' });
    const building = { ...NO_CHOICE, mode: 'card' as const, card: industry };
    expect(boardTap(view, board, table, legal, 0, building, city('glen'), undefined)).toEqual({ kind: 'choose', patch: { city: city('glen') } });
  });
});

describe('mines at the table (the mines option)', () => {
  const withMines = (cash = 50): RailwaysState => {
    const s = acting(2, cash);
    return { ...s, options: { ...s.options, mines: true } };
  };
  const mining = { ...NO_CHOICE, mode: 'mine' as const };

  it('offers every grey city the rules let the seat mine; none without the option or with both mines placed', () => {
    const s = withMines();
    const view = viewOf(s);
    const legal = railways.legalActions(s, 0);
    const rules = legal.flatMap((a) => (a.type === 'mine' ? [a.city] : []));
    expect(rules.length).toBeGreaterThan(0);
    expect(rules).toContain(city('glen'));
    expect([...mineOffers(view, board, table, legal, 0).keys()].sort((a, b) => a - b)).toEqual([...rules].sort((a, b) => a - b));
    expect(minesLeft(view, 0)).toBe(2);
    const off = acting(2);
    expect(mineOffers(viewOf(off), board, table, railways.legalActions(off, 0), 0).size).toBe(0);
    expect(minesLeft(viewOf(off), 0)).toBe(0);
    const spent = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, mines: 2 } : p)) };
    expect(mineOffers(viewOf(spent), board, table, railways.legalActions(spent, 0), 0).size).toBe(0);
    expect(minesLeft(viewOf(spent), 0)).toBe(0);
  });

  it('in mine mode a touch on a ringed grey city mines it (one action); a coloured city or a bare hex says why', () => {
    const s = withMines();
    const view = viewOf(s);
    const legal = railways.legalActions(s, 0);
    expect(boardTap(view, board, table, legal, 0, mining, city('glen'), undefined)).toEqual({ kind: 'act', action: { type: 'mine', seat: 0, city: city('glen') }, bonds: 0 });
    expect(boardTap(view, board, table, legal, 0, mining, city('ash'), undefined)).toEqual({ kind: 'miss', code: 'railways-mine-city' });
    expect(boardTap(view, board, table, legal, 0, mining, hx(8, 8), undefined)).toEqual({ kind: 'miss', code: 'railways-mine-city' });
    // Outside the action rounds the board still sends to the panel.
    expect(boardTap(viewOf(fresh(2)), board, table, [], 0, mining, city('glen'), undefined)).toEqual({ kind: 'miss', code: 'railways-use-panel' });
  });

  it('a city that had its mine is marked in the view and refused with its own reason; the mine itself draws cubes onto it', () => {
    const s = withMines();
    const before = (s.cubes[board.cityIndex.get('glen') ?? -1] ?? []).length;
    const mined = apply(s, { type: 'mine', seat: 0, city: city('glen') });
    const c = board.cityIndex.get('glen') ?? -1;
    expect(mined.mined[c]).toBe(true);
    expect((mined.cubes[c] ?? []).length).toBeGreaterThan(before);
    // Seat 1 is to act now: Glen is no longer offered and a touch on it says it had its mine.
    const view = viewOf(mined);
    expect(view.mined[c]).toBe(true);
    expect(view.players[0]?.mines).toBe(1);
    expect(minesLeft(view, 0)).toBe(1);
    const legal = railways.legalActions(mined, 1);
    expect(mineOffers(view, board, table, legal, 1).has(city('glen'))).toBe(false);
    expect(boardTap(view, board, table, legal, 1, mining, city('glen'), undefined)).toEqual({ kind: 'miss', code: 'railways-city-mined' });
  });

  it('a mine beyond the money issues the bonds its price needs first, from the board touch too', () => {
    const s = withMines(3);
    const view = viewOf(s);
    const legal = railways.legalActions(s, 0);
    expect(legal.some((a) => a.type === 'mine')).toBe(false);
    const bonds = bondsFor(MINE_PRICE, 3, table.bondValue);
    expect(bonds).toBeGreaterThan(0);
    expect(mineOffers(view, board, table, legal, 0).get(city('glen'))).toEqual({ action: { type: 'mine', seat: 0, city: city('glen') }, cost: MINE_PRICE, bonds, possible: true });
    expect(boardTap(view, board, table, legal, 0, mining, city('glen'), undefined)).toEqual({ kind: 'act', action: { type: 'mine', seat: 0, city: city('glen') }, bonds });
    const full = { ...s, players: s.players.map((p) => ({ ...p, bonds: table.maxBonds })) };
    expect(mineOffers(viewOf(full), board, table, railways.legalActions(full, 0), 0).size).toBe(0);
  });
});

describe('what the buttons cost', () => {
  it('an upgrade beyond the money issues the bonds it needs first; without the room for them it cannot', () => {
    const s = acting(2, 3);
    const view = viewOf(s);
    const step = engineStep(view);
    expect(step).toEqual({ level: 2, cost: table.engineCosts[0] });
    const offer = offerOf(view, table, { type: 'upgrade', seat: 0 }, step?.cost ?? 0, railways.legalActions(s, 0));
    expect(offer).toEqual({ action: { type: 'upgrade', seat: 0 }, cost: 5, bonds: 1, possible: true });
    const full = acting(2, 3, { players: acting(2, 3).players.map((p) => ({ ...p, bonds: table.maxBonds })) });
    expect(offerOf(viewOf(full), table, { type: 'upgrade', seat: 0 }, 5, railways.legalActions(full, 0)).possible).toBe(false);
    const rich = acting(2, 50);
    expect(offerOf(viewOf(rich), table, { type: 'upgrade', seat: 0 }, 5, railways.legalActions(rich, 0))).toMatchObject({ bonds: 0, possible: true });
  });

  it('the bid stepper starts at the high bid + 1 and stops at the money (or the least bid)', () => {
    let s = fresh(3);
    for (const i of [0, 1, 2]) s = apply(s, { type: 'keep', seat: i, card: s.players[i]?.dealt[0] ?? -1 });
    // The first First Player is drawn at random: seat it at 0.
    s = { ...s, first: 0, active: 0, auction: { bidder: 0, high: 0, leader: -1, out: [false, false, false], bids: [0, 0, 0], passed: [] } };
    expect(bidRange(viewOf(s))).toEqual({ min: 1, max: 1 });
    s = { ...s, players: s.players.map((p) => ({ ...p, cash: 9 })) };
    s = apply(s, { type: 'bid', seat: 0, amount: 3 });
    expect(bidRange(viewOf(s))).toEqual({ min: 4, max: 9 });
  });
});

describe('the board’s geometry', () => {
  const frame = railwaysFrame(board.map);
  it('a tile runs from side midpoint to side midpoint, a link from city centre to city centre', () => {
    const track = { from: city('ash'), hexes: [hx(2, 1), hx(3, 1)], to: -1 };
    const line = trackLine(frame, track);
    const ash = centreOf(frame, city('ash'));
    const a = centreOf(frame, hx(2, 1));
    const b = centreOf(frame, hx(3, 1));
    expect(line[0]).toEqual([ash.x, ash.z]);
    expect(line[1]?.[0]).toBeCloseTo((ash.x + a.x) / 2, 9);
    // Open track ends in the centre of its last tile.
    expect(line.at(-1)).toEqual([b.x, b.z]);
    const pieces = dashes(line, frame.size * 0.3, frame.size * 0.16);
    expect(pieces.length).toBeGreaterThan(2);
  });

  it('every cube has a spot on its city, inside the hex', () => {
    const s = fresh(2);
    const spots = cubeSpots(board, frame, s.cubes);
    expect(spots).toHaveLength(s.cubes.flat().length);
    for (const spot of spots) {
      const c = centreOf(frame, spot.city);
      expect(Math.hypot(spot.x - c.x, spot.z - c.z)).toBeLessThan(frame.size);
    }
  });

  it('the map takes the middle of the board area, the centre strips a column each side of it', () => {
    expect(areaLayout(1600, 700, 1.2, 230)).toEqual({ mapLeft: 380, mapWidth: 840, side: 380, height: 700 });
    expect(areaLayout(1000, 520, 2, 230)).toEqual({ mapLeft: 230, mapWidth: 540, side: 230, height: 520 });
  });

  it('city names never cover each other; a kept one always shows', () => {
    const inputs: LabelInput[] = [
      { hex: 1, x: 100, y: 100, radius: 10, far: false, text: 'Aaaaaa', fontPx: 14, priority: 5, keep: false },
      { hex: 2, x: 104, y: 100, radius: 10, far: false, text: 'Bbbbbb', fontPx: 14, priority: 1, keep: false },
      { hex: 3, x: 100, y: 104, radius: 10, far: false, text: 'Cccccc', fontPx: 14, priority: 0, keep: true },
    ];
    const placed = placeLabels(inputs, 400, 400, (text, px) => text.length * px * 0.6);
    expect(placed.find((p) => p.hex === 3)?.hidden).toBe(false);
    const shown = placed.filter((p) => !p.hidden && p.hex !== 3);
    for (const a of shown) for (const b of shown) if (a !== b) expect(Math.abs(a.cx - b.cx) >= (a.width + b.width) / 2 || Math.abs(a.cy - b.cy) >= (a.height + b.height) / 2).toBe(true);
    // A mined city's name carries the pick's badge before it: its box is wider by the badge.
    const [plain, badged] = placeLabels([{ ...inputs[0], hex: 4 } as LabelInput, { ...inputs[0], hex: 5, x: 300, extraPx: 20 } as LabelInput], 400, 400, (text, px) => text.length * px * 0.6);
    expect((badged?.width ?? 0) - (plain?.width ?? 0)).toBeCloseTo(20, 9);
  });
});

describe('moments and sounds', () => {
  const events: GameEvent[] = [
    { type: 'deliver', seat: 0, params: { city: city('ash'), to: city('birch'), color: 1, links: [0], points: [1, 1] } },
    { type: 'score', seat: 0, params: { points: 1, why: 'links' } },
    { type: 'score', seat: 3, params: { points: 1, why: 'links' } },
    { type: 'claim', seat: 0, params: { card: 4, points: 1 } },
    { type: 'empty-city', params: { city: city('ash'), left: 2 } },
  ];
  it('a delivery says who scored what; a race card, an emptied city, the end, the income and the auction are announced', () => {
    expect(railwaysMoments(events)).toEqual([
      { key: 'railways.moment.deliver', params: { seat: 1, color: 1, from: city('ash'), to: city('birch'), scores: '1:1,4:1' }, seat: 0 },
      { key: 'railways.moment.claim', params: { seat: 1, card: 4, points: 1 }, seat: 0 },
      { key: 'railways.moment.empty', params: { city: city('ash'), left: 2 } },
    ]);
    const income: GameEvent[] = [
      { type: 'income', seat: 0, params: { income: 3, interest: 2, forced: 0 } },
      { type: 'income', seat: 1, params: { income: 0, interest: 1, forced: 1 } },
      { type: 'end-triggered', params: { lastTurn: 20, why: 'turn-limit' } },
      { type: 'auction-won', seat: 1, params: { bid: 4 } },
      { type: 'link', seat: 1, params: { from: city('ash'), to: city('birch') } },
    ];
    expect(railwaysMoments(income)).toEqual([
      { key: 'railways.moment.income-forced', params: { total: 3, forced: 1 } },
      { key: 'railways.moment.end-turns', params: { turn: 20 } },
      { key: 'railways.moment.auction-won', params: { seat: 2, bid: 4 }, seat: 1 },
      { key: 'railways.moment.link', params: { seat: 2, from: city('ash'), to: city('birch') }, seat: 1 },
    ]);
  });

  it('a mine says who mined which city and the cubes it drew; Worst is First tells the next order with the income', () => {
    const mine: GameEvent[] = [{ type: 'mine', seat: 2, params: { city: city('glen'), cubes: [1, 3, 4], repeat: 1 } }];
    expect(railwaysMoments(mine)).toEqual([{ key: 'railways.moment.mine', params: { seat: 3, city: city('glen'), count: 3, cubes: '1,3,4' }, seat: 2 }]);
    expect(railwaysMoments([{ type: 'mine', seat: 0, params: { city: city('glen'), cubes: [], repeat: -1 } }])[0]?.key).toBe('railways.moment.mine-empty');
    expect(railwaysSounds(mine, [2], [3], new Set())).toEqual(['build']);
    const turnEnd: GameEvent[] = [
      { type: 'income', seat: 0, params: { income: 3, interest: 0, forced: 0 } },
      { type: 'income', seat: 1, params: { income: 2, interest: 0, forced: 0 } },
      { type: 'order-by-score', params: { order: [1, 0] } },
    ];
    expect(railwaysMoments(turnEnd)).toEqual([{ key: 'railways.moment.income-order', params: { total: 5, forced: 0, order: '2,1' } }]);
    expect(railwaysMoments([{ type: 'order-by-score', params: { order: [3, 0] } }])).toEqual([{ key: 'railways.moment.order-by-score', params: { order: '4,1' } }]);
    const i18n = setupI18n('en');
    registerNameFormats(i18n);
    expect(railwaysMapOf(FIXTURE_HEXES_ID)).toBeDefined();
    const [said] = railwaysMoments(mine);
    expect(i18next.t(said?.key ?? '', said?.params)).toBe('Seat 3 mined Glen: Yellow, Purple, Black (cubes: 3)');
    const [order] = railwaysMoments(turnEnd);
    expect(i18next.t(order?.key ?? '', order?.params)).toBe('Turn over: $5k income paid. Next turn by score, worst first: Seat 2, Seat 1');
    expect(i18next.t('railways.log.mine', { city: 'glen', who: 'Blue' })).toBe('Blue mined Glen');
  });

  it('read with the map’s names: cities, colours, cards and each seat’s points', () => {
    const i18n = setupI18n('en');
    registerNameFormats(i18n);
    expect(railwaysMapOf(FIXTURE_HEXES_ID)).toBeDefined();
    const [deliver, claim, empty] = railwaysMoments(events);
    expect(i18next.t(deliver?.key ?? '', deliver?.params)).toBe('Seat 1 delivered Yellow from Ash to Birch: Seat 1 +1, Seat 4 +1');
    expect(i18next.t(claim?.key ?? '', claim?.params)).toBe(`Seat 1 claimed ${table.operations[4]?.kind === 'railroad-era' ? 'Railroad Era' : ''} (+1)`);
    expect(i18next.t(empty?.key ?? '', empty?.params)).toBe('Ash is empty (2 Empty City markers left)');
    expect(i18next.t('railways.log.track', { city: 'birch', who: 'Blue' })).toBe('Blue laid track to Birch');
    expect(i18next.t('railways.log.track', { city: '', who: 'Blue' })).toBe('Blue laid track');
  });

  it('sound the auction, a tile, a delivery and the income; a person’s turn chimes', () => {
    expect(railwaysSounds([{ type: 'bid', seat: 0 }], [0], [1], new Set([1]))).toEqual(['build', 'turn']);
    expect(railwaysSounds([{ type: 'track', seat: 0 }, { type: 'link', seat: 0 }], [0], [0], new Set([0]))).toEqual(['build', 'ding']);
    expect(railwaysSounds(events, [0], [1], new Set())).toEqual(['ding']);
    expect(railwaysSounds([{ type: 'income', seat: 0 }], [1], [0], new Set())).toEqual(['round-end']);
    expect(railwaysSounds([{ type: 'game-over' }], [1], [], new Set([0]))).toEqual(['round-end']);
  });
});

describe('refusals in the table’s words', () => {
  const i18n = setupI18n('en');
  const known = (key: string) => i18n.exists(key);
  const t = (key: string, params?: Readonly<Record<string, string | number>>) => i18n.t(key, params);
  it('read railways.errors first, with city and colour names, the stage and the bad path’s reason in words', () => {
    const noCube = railwaysRefusal('no-cube', { city: 'ash', color: 1 }, known, board, table, 'en', t);
    expect(t(noCube.key, noCube.params)).toBe('There is no Yellow cube on Ash.');
    const bad = railwaysRefusal('bad-path', { reason: 'first-link' }, known, board, table, 'en', t);
    expect(t(bad.key, bad.params)).toBe('Not a delivery: the first link must be your own.');
    const stage = railwaysRefusal('not-now', { stage: 'building' }, known, board, table, 'en', t);
    expect(t(stage.key, stage.params)).toBe('Not now: finish the build first (Done).');
    expect(railwaysRefusal('not-your-turn', {}, known, board, table, 'en', t).key).toBe('errors.not-your-turn');
    const mined = railwaysRefusal('city-mined', { city: 'glen' }, known, board, table, 'en', t);
    expect(t(mined.key, mined.params)).toBe('Glen has had its mine: one mine a city.');
    const grey = railwaysRefusal('not-grey', { city: 'ash' }, known, board, table, 'en', t);
    expect(t(grey.key, grey.params)).toBe('Only a grey city will do: Ash is not grey.');
    const spent = railwaysRefusal('no-mines-left', { max: 2 }, known, board, table, 'en', t);
    expect(t(spent.key, spent.params)).toBe('You have placed all your mines (at most 2 a game).');
  });

  it('every rule-error code, the table’s touch codes, log line, moment, option, card, goal, colour and stage is in every catalog', () => {
    const codes = ['not-now', 'not-dealt', 'bid-too-low', 'no-cash', 'too-many-bonds', 'not-held', 'not-track-end', 'not-neighbours', 'side-taken', 'hex-full', 'track-loop', 'no-tiles-left', 'nothing-to-build', 'not-grey', 'no-new-city', 'engine-top', 'no-cube', 'bad-path', 'not-face-up', 'race-card', 'needs-city', 'bad-city', 'needs-color', 'mines-off', 'no-mines-left', 'city-mined'];
    const touches = ['railways-use-panel', 'railways-pick-start', 'railways-not-next', 'railways-not-grey', 'railways-card-city', 'railways-no-delivery', 'railways-not-destination', 'railways-touch-cube', 'railways-off-map', 'railways-mine-city', 'railways-city-mined'];
    const game = selfPlay({ module: railwaysGame.module, options: { ...railways.meta.defaultOptions, mapId: FIXTURE_HEXES_ID }, seats: [0, 1, 2], seed: 'rw-ui-log', bots: { 0: railwaysGame.bots.random, 1: railwaysGame.bots.random, 2: railwaysGame.bots.random } as never, botRandom: createRandom('rw-ui-bots') });
    const logKeys = new Set<string>();
    let s = fresh(3, 'rw-ui-log');
    for (const a of game.actions) {
      logKeys.add(describeAction(a as RailwaysAction, s).key);
      s = railways.apply(s, a as RailwaysAction, createRandom('x')).state;
    }
    const keys = [
      ...codes.map((c) => `railways.errors.${c}`),
      ...touches.map((c) => `railways.errors.${c}`),
      ...['railways.log.keep', 'railways.log.bid', 'railways.log.auction-pass', 'railways.log.pass', 'railways.log.bond', 'railways.log.build', 'railways.log.track', 'railways.log.done', 'railways.log.urbanize', 'railways.log.upgrade', 'railways.log.deliver', 'railways.log.take', 'railways.log.mine'],
      ...[...logKeys],
      ...['gap', 'first-link', 'city-twice', 'too-long', 'passes-color', 'wrong-end', 'no-link'].map((r) => `railways.badPath.${r}`),
      ...['barons', 'auction', 'actions', 'building', 'over'].map((st) => `railways.stage.${st}`),
      ...[0, 1, 2, 3, 4, 5].map((k) => `railways.color.${k}`),
      ...table.operations.flatMap((c) => [`railways.card.${c.kind}.name`, `railways.card.${c.kind}.text`]),
      ...['connect', 'engine', 'links', 'cities'].map((k) => `railways.baron.${k}`),
      ...['auction-won', 'all-passed', 'link', 'deliver', 'claim', 'empty', 'end-markers', 'end-turns', 'income', 'income-forced', 'over', 'mine', 'mine-empty', 'order-by-score', 'income-order'].map((m) => `railways.moment.${m}`),
      // The lobby's option rows (their labels come from the catalog) and the bidding styles' rules.
      ...railwaysCatalog.options.flatMap((o) => [o.labelKey, ...(o.kind === 'enum' ? o.values.map((v) => v.labelKey) : [])]),
      ...['first-to-pass', 'worst-is-first'].map((st) => `railways.auction.rule-${st}`),
      'railways.title',
    ];
    expect(logKeys.size).toBeGreaterThan(5);
    expect([...RACE_KINDS].length).toBe(5);
    for (const [name, catalog] of Object.entries(CATALOGS)) {
      for (const key of keys) {
        let at: unknown = catalog;
        for (const part of key.split('.')) at = typeof at === 'object' && at !== null ? Reflect.get(at, part) : undefined;
        expect(typeof at === 'string' && at.length > 0, `${name} ${key}`).toBe(true);
      }
    }
  });
});
