/**
 * Railways of the World's rule checks (shared/rules/railways-of-the-world.md "Rule checks"), each
 * a test on the fixture map (`fixture-hexes`, shared-rules/maps/railways-fixture.ts): the
 * traditional auction, build costs with a ridge, link completion and open-track removal, the
 * delivery path limits, points per link owner, income then interest, forced bonds, the end
 * trigger plus one more turn (not undone by lifting a marker), the bond penalty and urbanizing
 * (never red); the options — First to pass, Worst is First, fewer markers, mines (R, B, R → 2
 * cubes; 5 colours → 5) —; and the operations cards, Rail Baron cards and track decisions beside them.
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared-rules/core/random';
import { railways, type RailwaysAction, type RailwaysState, type Track } from '../../../shared-rules/games/railways';
import { boardOf, trackUse } from '../../../shared-rules/games/railways/board';
import { getRailwaysTable } from '../../../shared-rules/games/railways/tables';
import type { Random } from '../../../shared-rules/core/types';
import { plansFrom } from '../../../shared-rules/games/railways/routes';
import { FIXTURE_HEXES_ID, fixtureHex as hx } from '../../../shared-rules/maps/railways-fixture';

const board = boardOf({ mapId: FIXTURE_HEXES_ID });
const random = createRandom('railways-rule-checks');
/** The hex of a fixture city. */
const city = (id: string): number => board.cities[board.cityIndex.get(id) ?? -1] ?? -1;
const cityNo = (id: string): number => board.cityIndex.get(id) ?? -1;

function fresh(players: number, seed = 'r'): RailwaysState {
  return railways.setup({ seats: Array.from({ length: players }, (_, i) => i), options: { ...railways.meta.defaultOptions, mapId: FIXTURE_HEXES_ID }, random: createRandom(seed) });
}
/** A state in the action rounds with player 0 to act (turn 1, round 1), every player holding `cash`. */
function acting(players: number, cash = 50, patch: Partial<RailwaysState> = {}): RailwaysState {
  const s = fresh(players);
  return {
    ...s,
    phase: 'actions',
    players: s.players.map((p) => ({ ...p, cash, baron: p.dealt[0] ?? 0 })),
    order: s.players.map((_, i) => i),
    round: 1,
    slot: 0,
    active: 0,
    actionsLeft: 1,
    ...patch,
  };
}
const code = (s: RailwaysState, a: RailwaysAction) => railways.check?.(s, a)?.code;
function apply(s: RailwaysState, a: RailwaysAction): RailwaysState {
  expect(code(s, a), JSON.stringify(a)).toBeUndefined();
  expect(railways.legalActions(s, a.seat)).toContainEqual(a);
  return railways.apply(s, a, random).state;
}
function applyAll(s: RailwaysState, actions: readonly RailwaysAction[]): RailwaysState {
  return actions.reduce(apply, s);
}
/** The cheapest tile path between two cities on an empty fixture board. */
function pathBetween(a: string, b: string, s: RailwaysState = fresh(2)): number[] {
  const plan = plansFrom(board, s, city(a), 12).find((p) => p.to === city(b));
  if (plan === undefined) throw new Error(`no path ${a}–${b}`);
  return [...plan.hexes];
}
/** The state with links (owner, city a, city b) built along the cheapest paths, in order. */
function withLinks(s: RailwaysState, links: readonly (readonly [number, string, string])[]): RailwaysState {
  let state = s;
  for (const [owner, a, b] of links) {
    const hexes = pathBetween(a, b, state);
    const track: Track = { id: state.nextTrackId, owner, from: city(a), hexes, to: city(b) };
    const tracks = [...state.tracks, track];
    state = { ...state, tracks, nextTrackId: state.nextTrackId + 1, ...trackUse(board, tracks) };
  }
  return state;
}
const idOf = (s: RailwaysState, a: string, b: string): number => s.tracks.find((t) => (t.from === city(a) && t.to === city(b)) || (t.from === city(b) && t.to === city(a)))?.id ?? -1;
const withCubes = (s: RailwaysState, cubes: Readonly<Record<string, readonly number[]>>): RailwaysState => ({ ...s, cubes: s.cubes.map((on, c) => cubes[board.map.hexes[board.cities[c] ?? -1]?.city?.id ?? ''] ?? on) });
const RED = 0;
const YELLOW = 1;
const BLUE = 2;
const PURPLE = 3;
const BLACK = 4;

describe('the traditional first-player auction (rules "1.")', () => {
  const auction = (players: number): RailwaysState => {
    let s = fresh(players);
    for (let i = 0; i < players; i++) s = apply(s, { type: 'keep', seat: i, card: s.players[i]?.dealt[0] ?? 0 });
    expect(s.phase).toBe('auction');
    expect(s.active).toBe(s.first);
    // The first First Player is drawn at random; these checks seat it at 0.
    return { ...s, first: 0, active: 0, auction: { bidder: 0, high: 0, leader: -1, out: s.players.map(() => false), bids: s.players.map(() => 0), passed: [] }, players: s.players.map((p) => ({ ...p, cash: 10 })) };
  };
  it('the previous First Player bids first and the bid must beat the high bid ($1k minimum)', () => {
    const s = auction(3);
    expect(s.active).toBe(s.first);
    expect(railways.parseAction({ type: 'bid', seat: 0, amount: 0 })).toMatchObject({ code: 'malformed-action' });
    const t = apply(s, { type: 'bid', seat: 0, amount: 2 });
    expect(code(t, { type: 'bid', seat: 1, amount: 2 })).toBe('bid-too-low');
    expect(code(t, { type: 'bid', seat: 1, amount: 11 })).toBe('no-cash');
  });
  it('the winner pays their bid, leads, and the order runs clockwise from them; the others pay nothing', () => {
    const s = auction(3);
    const t = applyAll(s, [
      { type: 'bid', seat: 0, amount: 1 },
      { type: 'bid', seat: 1, amount: 3 },
      { type: 'pass', seat: 2 },
      { type: 'pass', seat: 0 },
    ]);
    expect(t.phase).toBe('actions');
    expect(t.first).toBe(1);
    expect(t.order).toEqual([1, 2, 0]);
    expect(t.players.map((p) => p.cash)).toEqual([10, 7, 10]);
  });
  it('when every player passes, the First Player marker moves one seat clockwise', () => {
    const s = auction(4);
    const t = applyAll(s, [0, 1, 2, 3].map((seat) => ({ type: 'pass', seat }) as const));
    expect(t.first).toBe(1);
    expect(t.order).toEqual([1, 2, 3, 0]);
    expect(t.players.map((p) => p.cash)).toEqual([10, 10, 10, 10]);
  });
  it('a bond raises $5k to bid with, and the auction waits for the bid', () => {
    const s = { ...auction(2), players: auction(2).players.map((p) => ({ ...p, cash: 0 })) };
    expect(code(s, { type: 'bid', seat: 0, amount: 1 })).toBe('no-cash');
    const t = apply(s, { type: 'bond', seat: 0 });
    expect(t.players[0]).toMatchObject({ cash: 5, bonds: 1 });
    expect(t.active).toBe(0);
  });
});

describe('build costs (rules "A Build track")', () => {
  const s = acting(2);
  const build = (card?: number): RailwaysAction => (card === undefined ? { type: 'build', seat: 0 } : { type: 'build', seat: 0, card });
  const steps = (from: number, ...hexes: number[]): RailwaysAction[] => hexes.map((to, i) => ({ type: 'track', seat: 0, from: i === 0 ? from : (hexes[i - 1] ?? -1), to }));
  it('plains, plains, water, mountain cost $11k', () => {
    const t = applyAll(s, [build(), ...steps(city('ash'), hx(2, 1), hx(3, 1), hx(4, 1), hx(5, 1))]);
    expect(t.players[0]?.cash).toBe(50 - 11);
    expect(t.build?.spent).toBe(11);
  });
  it('the same four tiles crossing one ridge cost $15k', () => {
    const t = applyAll(s, [build(), ...steps(city('ash'), hx(2, 1), hx(3, 1), hx(4, 1), hx(5, 0))]);
    expect(t.players[0]?.cash).toBe(50 - 15);
  });
  it('a fifth tile is refused (Perfect Engineering allows five)', () => {
    const t = applyAll(s, [build(), ...steps(city('ash'), hx(1, 2), hx(1, 3), hx(1, 4), hx(2, 4))]);
    expect(code(t, { type: 'track', seat: 0, from: hx(2, 4), to: hx(3, 4) })).toBe('no-tiles-left');
    const pe = s.players[0] === undefined ? s : { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, kept: [10] } : p)) };
    const u = applyAll(pe, [build(10), ...steps(city('ash'), hx(1, 2), hx(1, 3), hx(1, 4), hx(2, 4), hx(3, 4))]);
    expect(u.build?.tiles).toBe(5);
    expect(u.players[0]?.kept).toEqual([]);
  });
  it('a Land Grant makes plains tiles free', () => {
    const lg = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, kept: [9] } : p)) };
    const t = applyAll(lg, [build(9), ...steps(city('ash'), hx(2, 1), hx(3, 1), hx(4, 1))]);
    expect(t.players[0]?.cash).toBe(50 - 3);
  });
  it('track must start at a city or the end of own open track, and money must be there', () => {
    const t = apply(s, build());
    expect(code(t, { type: 'track', seat: 0, from: hx(2, 2), to: hx(3, 2) })).toBe('not-track-end');
    const poor = { ...t, players: t.players.map((p, i) => (i === 0 ? { ...p, cash: 1 } : p)) };
    expect(code(poor, { type: 'track', seat: 0, from: city('ash'), to: hx(2, 1) })).toBe('no-cash');
    const rival = applyAll(t, steps(city('ash'), hx(2, 1)));
    const theirs = { ...rival, active: 1, build: { tiles: 0, cap: 4, spent: 0, grant: false, steps: 0 } };
    expect(code(theirs, { type: 'track', seat: 1, from: hx(2, 1), to: hx(3, 1) })).toBe('not-track-end');
  });
});

describe('links and open track (rules "A Build track")', () => {
  const s = acting(2);
  it('track joining two cities is a link; the join into the city lays no tile', () => {
    const t = applyAll(s, [
      { type: 'build', seat: 0 },
      { type: 'track', seat: 0, from: city('ash'), to: hx(2, 1) },
      { type: 'track', seat: 0, from: hx(2, 1), to: hx(3, 1) },
      { type: 'track', seat: 0, from: hx(3, 1), to: hx(4, 1) },
      { type: 'track', seat: 0, from: hx(4, 1), to: hx(5, 1) },
      { type: 'track', seat: 0, from: hx(5, 1), to: city('birch') },
    ]);
    expect(t.tracks).toEqual([{ id: 0, owner: 0, from: city('ash'), hexes: [hx(2, 1), hx(3, 1), hx(4, 1), hx(5, 1)], to: city('birch') }]);
    expect(t.build?.tiles).toBe(4);
  });
  it('open track left at the end of the action rounds is removed; links stay', () => {
    let t = withLinks(s, [[1, 'elm', 'fern']]);
    t = applyAll(t, [
      { type: 'build', seat: 0 },
      { type: 'track', seat: 0, from: city('ash'), to: hx(2, 1) },
      { type: 'done', seat: 0 },
    ]);
    expect(t.tracks).toHaveLength(2);
    // Everyone passes the remaining actions of the three rounds.
    while (t.phase === 'actions') t = apply(t, { type: 'pass', seat: t.players[t.active]?.seat ?? 0 });
    expect(t.tracks.map((tr) => tr.to >= 0)).toEqual([true]);
    expect(t.sides[hx(2, 1)]).toBe(0);
    expect(t.tileCount[hx(2, 1)]).toBe(0);
  });
  it('no two tracks share a hex side, a hex holds two tiles, and no tile goes where an open track ends', () => {
    const t = applyAll(s, [
      { type: 'build', seat: 0 },
      { type: 'track', seat: 0, from: city('ash'), to: hx(2, 1) },
    ]);
    expect(code(t, { type: 'track', seat: 0, from: city('ash'), to: hx(2, 1) })).toBe('side-taken');
    expect(code(t, { type: 'track', seat: 0, from: city('ash'), to: hx(2, 0) })).toBeUndefined();
    const u = applyAll(t, [{ type: 'track', seat: 0, from: city('ash'), to: hx(1, 2) }]);
    // (2, 1) holds the end of an open track: nothing else goes there until it moves on.
    expect(code(u, { type: 'track', seat: 0, from: hx(1, 2), to: hx(2, 1) })).toBe('hex-full');
  });
  it('a track may not run through a hex twice nor return to its own city', () => {
    const t = applyAll(s, [
      { type: 'build', seat: 0 },
      { type: 'track', seat: 0, from: city('ash'), to: hx(2, 1) },
      { type: 'track', seat: 0, from: hx(2, 1), to: hx(2, 0) },
    ]);
    expect(code(t, { type: 'track', seat: 0, from: hx(2, 0), to: city('ash') })).toBe('track-loop');
  });
});

describe('deliveries (rules "D Deliver one cube")', () => {
  const base = withLinks(acting(2), [
    [0, 'ash', 'birch'],
    [1, 'birch', 'cedar'],
    [0, 'ash', 'elm'],
    [1, 'elm', 'fern'],
  ]);
  const deliver = (s: RailwaysState, from: string, color: number, ...pairs: [string, string][]): RailwaysAction => ({ type: 'deliver', seat: s.players[s.active]?.seat ?? 0, city: city(from), color, links: pairs.map(([a, b]) => idOf(s, a, b)) });
  it('a cube moves over own first link to a city of its colour, and the link owner scores 1', () => {
    const s = withCubes(base, { ash: [YELLOW] });
    const t = apply(s, deliver(s, 'ash', YELLOW, ['ash', 'birch']));
    expect(t.players.map((p) => p.score)).toEqual([1, 0]);
    expect(t.cubes[cityNo('ash')]).toEqual([]);
  });
  it('the first link must be the mover\'s own', () => {
    const s = { ...withCubes(base, { birch: [BLUE] }), active: 0 };
    expect(code(s, deliver(s, 'birch', BLUE, ['birch', 'cedar']))).toBe('bad-path');
    expect(railways.check?.(s, deliver(s, 'birch', BLUE, ['birch', 'cedar']))?.params).toEqual({ reason: 'first-link' });
  });
  it('links crossed are limited by the engine level, and every owner scores per link of theirs', () => {
    const s = withCubes(base, { ash: [BLUE] });
    const a = deliver(s, 'ash', BLUE, ['ash', 'birch'], ['birch', 'cedar']);
    expect(railways.check?.(s, a)?.params).toEqual({ reason: 'too-long' });
    const up = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, engine: 2 } : p)) };
    const t = apply(up, a);
    expect(t.players.map((p) => p.score)).toEqual([1, 1]);
  });
  it('a cube stops at the first city of its colour: it may not pass one by', () => {
    // Red cube at Birch: Ash is red, Fern is red further on.
    const s = { ...withCubes(base, { birch: [RED] }), players: base.players.map((p) => ({ ...p, engine: 3 })) };
    const far = deliver(s, 'birch', RED, ['birch', 'ash'], ['ash', 'elm'], ['elm', 'fern']);
    expect(railways.check?.(s, far)?.params).toEqual({ reason: 'passes-color' });
    const near = deliver(s, 'birch', RED, ['birch', 'ash']);
    expect(code(s, near)).toBeUndefined();
    const legal = railways.legalActions(s, 0).filter((a) => a.type === 'deliver' && a.city === city('birch'));
    expect(legal).toEqual([near]);
  });
  it('a cube never visits a city twice', () => {
    const loop = withLinks(acting(2), [
      [0, 'ash', 'birch'],
      [0, 'birch', 'elm'],
      [0, 'elm', 'ash'],
      [0, 'ash', 'dale'],
    ]);
    const s = { ...withCubes(loop, { ash: [PURPLE] }), players: loop.players.map((p) => ({ ...p, engine: 4 })) };
    const a = deliver(s, 'ash', PURPLE, ['ash', 'birch'], ['birch', 'elm'], ['elm', 'ash'], ['ash', 'dale']);
    expect(railways.check?.(s, a)?.params).toEqual({ reason: 'city-twice' });
    // Every way to Dale runs through Ash: the search finds only the direct link.
    const found = railways.legalActions(s, 0).filter((x) => x.type === 'deliver' && x.city === city('ash') && x.color === PURPLE);
    expect(found).toEqual([deliver(s, 'ash', PURPLE, ['ash', 'dale'])]);
  });
  it('the last cube leaving a city places an Empty City marker', () => {
    const s = withCubes(base, { ash: [YELLOW] });
    const t = apply(s, deliver(s, 'ash', YELLOW, ['ash', 'birch']));
    expect(t.empty[cityNo('ash')]).toBe(true);
    expect(t.markersLeft).toBe(s.markersLeft - 1);
  });
});

describe('income, interest and bonds (rules "3.")', () => {
  /** The state just before the last action of turn 1's third round (one player left to pass). */
  const lastAction = (s: RailwaysState): RailwaysState => ({ ...s, round: 3, slot: s.order.length - 1, active: s.order[s.order.length - 1] ?? 0 });
  it('each player collects the income of their score, then pays $1k per bond', () => {
    const s = lastAction({ ...acting(2, 3), players: acting(2, 3).players.map((p, i) => ({ ...p, score: i === 0 ? 4 : 12, bonds: i === 0 ? 2 : 0 })) });
    const t = apply(s, { type: 'pass', seat: 1 });
    // Score 4 earns $4k, less $2k interest; score 12 earns $11k.
    expect(t.players.map((p) => p.cash)).toEqual([3 + 4 - 2, 3 + 11]);
    expect(t.phase).toBe('auction');
    expect(t.turn).toBe(2);
  });
  it('a player who cannot pay issues bonds of $5k to cover it', () => {
    const s = lastAction({ ...acting(2, 0), players: acting(2, 0).players.map((p, i) => (i === 0 ? { ...p, score: 0, bonds: 7 } : p)) });
    const t = apply(s, { type: 'pass', seat: 1 });
    // $0 + $0 income − $7k interest → two bonds: $3k left, 9 bonds.
    expect(t.players[0]).toMatchObject({ cash: 3, bonds: 9 });
  });
  it('income rises with points to a peak, then falls (Our table)', () => {
    const at = (score: number) => railways.tableView({ ...acting(2), players: acting(2).players.map((p) => ({ ...p, score })) }).players[0]?.income;
    expect([at(0), at(5), at(10), at(20), at(30), at(45), at(80)]).toEqual([0, 5, 10, 15, 15, 10, 5]);
  });
});

describe('the end (rules "End")', () => {
  const base = withLinks(acting(2), [[0, 'ash', 'birch']]);
  it('the last Empty City marker triggers the end: the turn finishes, one more is played, then bonds cost a point each', () => {
    let s = withCubes({ ...base, markersLeft: 1, players: base.players.map((p, i) => ({ ...p, bonds: i === 0 ? 3 : 0 })) }, { ash: [YELLOW] });
    s = apply(s, { type: 'deliver', seat: 0, city: city('ash'), color: YELLOW, links: [idOf(s, 'ash', 'birch')] });
    expect(s.endTurn).toBe(2);
    while (s.turn === 1) s = apply(s, legalPass(s));
    expect(s.end).toBeNull();
    while (s.end === null) s = apply(s, legalPass(s));
    expect(s.turn).toBe(2);
    const before = 1;
    expect(s.players[0]?.score).toBe(before - 3 + (s.final?.[0]?.baronPoints ?? 0));
    expect(s.final?.[0]?.bondPenalty).toBe(3);
    expect(railways.outcome(s)?.reason).toBe('game-end');
  });
  it('lifting a marker afterwards (City Growth) does not undo the trigger', () => {
    let s = withCubes({ ...base, markersLeft: 1, faceUp: [5, 0, 1, 2, 3] }, { ash: [YELLOW] });
    s = apply(s, { type: 'deliver', seat: 0, city: city('ash'), color: YELLOW, links: [idOf(s, 'ash', 'birch')] });
    s = apply(s, { type: 'take', seat: 1, card: 5, city: city('ash') });
    expect(s.empty[cityNo('ash')]).toBe(false);
    expect(s.markersLeft).toBe(1);
    expect(s.endTurn).toBe(2);
  });
  it('a Rail Baron card met scores its points; one not met scores nothing', () => {
    // Baron 0: join Ash and Cedar by own links (6 points).
    let s = withLinks(acting(2), [[0, 'ash', 'birch'], [0, 'birch', 'cedar']]);
    s = { ...s, endTurn: 1, round: 3, slot: 1, active: 1, players: s.players.map((p, i) => ({ ...p, baron: i === 0 ? 0 : 1 })) };
    const t = apply(s, { type: 'pass', seat: 1 });
    expect(t.final?.map((f) => f.baronPoints)).toEqual([6, 0]);
    expect(t.players.map((p) => p.score)).toEqual([6, 0]);
  });
});

/** The pass of whoever is to act (an auction pass or a passed action). */
function legalPass(s: RailwaysState): RailwaysAction {
  return { type: 'pass', seat: s.players[s.active]?.seat ?? 0 };
}

describe('urbanizing (rules "B Urbanize")', () => {
  const s = acting(2);
  it('a grey city takes a New City tile and two cubes for $10k', () => {
    const t = apply(s, { type: 'urbanize', seat: 0, city: city('glen'), color: BLUE });
    expect(t.cityColor[cityNo('glen')]).toBe(BLUE);
    expect(t.cubes[cityNo('glen')]).toHaveLength(2);
    expect(t.newCityTiles[BLUE]).toBe(2);
    expect(t.players[0]?.cash).toBe(40);
    expect(t.bag.reduce((a, b) => a + b, 0)).toBe(s.bag.reduce((a, b) => a + b, 0) - 2);
  });
  it('red is never available, a coloured city is not urbanized, and the tiles run out', () => {
    expect(code(s, { type: 'urbanize', seat: 0, city: city('glen'), color: RED })).toBe('no-new-city');
    expect(code(s, { type: 'urbanize', seat: 0, city: city('ash'), color: BLUE })).toBe('not-grey');
    expect(code({ ...s, newCityTiles: [0, 3, 0, 3, 3] }, { type: 'urbanize', seat: 0, city: city('glen'), color: BLUE })).toBe('no-new-city');
    expect(railways.legalActions(s, 0).filter((a) => a.type === 'urbanize').map((a) => (a.type === 'urbanize' ? a.color : -1))).not.toContain(RED);
  });
});

describe('engines (rules "C Upgrade engine")', () => {
  it('one step at a time for the next level\'s price, up to level 8', () => {
    const s = acting(2, 100);
    const t = apply(s, { type: 'upgrade', seat: 0 });
    expect(t.players[0]).toMatchObject({ engine: 2, cash: 95 });
    const top = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, engine: 8 } : p)) };
    expect(code(top, { type: 'upgrade', seat: 0 })).toBe('engine-top');
  });
});

describe('operations cards (rules "E", our deck)', () => {
  const s = acting(2, 50, { faceUp: [8, 7, 6, 3, 0] });
  it('a Railroad Executive gives two more actions now', () => {
    const t = apply(s, { type: 'take', seat: 0, card: 8 });
    expect(t.active).toBe(0);
    expect(t.actionsLeft).toBe(2);
    const u = apply(apply(t, { type: 'pass', seat: 0 }), { type: 'pass', seat: 0 });
    expect(u.active).toBe(1);
  });
  it('a Hotel scores its holder a point per cube later delivered to its city', () => {
    let t = apply(s, { type: 'take', seat: 0, card: 7, city: city('birch') });
    t = withCubes(withLinks(t, [[1, 'ash', 'birch']]), { ash: [YELLOW] });
    t = apply(t, { type: 'deliver', seat: 1, city: city('ash'), color: YELLOW, links: [idOf(t, 'ash', 'birch')] });
    // Player 1 scores its link; player 0 its hotel; the Service Bounty (Birch, 2) goes to the mover.
    expect(t.players.map((p) => p.score)).toEqual([1, 1 + 2]);
  });
  it('race cards are claimed by doing, not taken: the first to engine 4 scores New Train', () => {
    expect(code(s, { type: 'take', seat: 0, card: 3 })).toBe('race-card');
    const t = apply({ ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, engine: 3 } : p)) }, { type: 'upgrade', seat: 0 });
    expect(t.players[0]?.claimed).toEqual([3]);
    expect(t.players[0]?.score).toBe(4);
    expect(t.faceUp).not.toContain(3);
    expect(t.faceUp).toHaveLength(5);
  });
  it('New Industry urbanizes a grey city for nothing; a card needing a city is refused without one', () => {
    expect(code(s, { type: 'take', seat: 0, card: 6 })).toBe('needs-city');
    const t = apply(s, { type: 'take', seat: 0, card: 6, city: city('hill'), color: BLACK });
    expect(t.cityColor[cityNo('hill')]).toBe(BLACK);
    expect(t.players[0]?.cash).toBe(50);
  });
});

describe('Rail Baron cards (setup, Our table: deal 2, keep 1)', () => {
  it('each player keeps one of the two dealt, in turn order, then the auction opens', () => {
    const s = fresh(3);
    expect(s.players.map((p) => p.dealt.length)).toEqual([2, 2, 2]);
    expect(code(s, { type: 'keep', seat: 0, card: s.players[1]?.dealt[0] ?? -1 })).toBe('not-dealt');
    const t = apply(s, { type: 'keep', seat: 0, card: s.players[0]?.dealt[1] ?? -1 });
    expect(t.players[0]?.baron).toBe(s.players[0]?.dealt[1]);
    expect(railways.tableView(t).players[0]?.baron).toBe(-1);
    expect(railways.seatView(t, 0).baron).toBe(s.players[0]?.dealt[1]);
  });
});

describe('bidding styles (rules "Options from the source")', () => {
  /** The auction of turn 1 with `style`, three players at $10k, seat 0 bidding first. */
  const auctionWith = (style: 'first-to-pass' | 'worst-is-first', players = 3): RailwaysState => {
    let s = railways.setup({ seats: Array.from({ length: players }, (_, i) => i), options: { ...railways.meta.defaultOptions, mapId: FIXTURE_HEXES_ID, bidding: style }, random: createRandom('styles') });
    for (let i = 0; i < players; i++) s = apply(s, { type: 'keep', seat: i, card: s.players[i]?.dealt[0] ?? 0 });
    return { ...s, first: 0, active: 0, auction: { bidder: 0, high: 0, leader: -1, out: s.players.map(() => false), bids: s.players.map(() => 0), passed: [] }, players: s.players.map((p) => ({ ...p, cash: 10 })) };
  };
  it('First to pass: P1 bids 3, P2 bids 4, P3 passes, P1 passes → P3 pays 0 and goes last, P1 pays 2 and goes second to last, P2 pays 4 and leads', () => {
    const t = applyAll(auctionWith('first-to-pass'), [
      { type: 'bid', seat: 0, amount: 3 },
      { type: 'bid', seat: 1, amount: 4 },
      { type: 'pass', seat: 2 },
      { type: 'pass', seat: 0 },
    ]);
    expect(t.order).toEqual([1, 0, 2]);
    expect(t.first).toBe(1);
    expect(t.players.map((p) => p.cash)).toEqual([10 - 2, 10 - 4, 10]);
  });
  it('First to pass: when everyone passes, the last to pass leads and the first to pass goes last', () => {
    const t = applyAll(auctionWith('first-to-pass'), [0, 1, 2].map((seat) => ({ type: 'pass', seat }) as const));
    expect(t.order).toEqual([2, 1, 0]);
    expect(t.players.map((p) => p.cash)).toEqual([10, 10, 10]);
  });
  it('Worst is First: after the first turn there is no auction; the order is by score, worst first, a tie to the player later in the last order', () => {
    const s = auctionWith('worst-is-first');
    let t = applyAll(s, [0, 1, 2].map((seat) => ({ type: 'pass', seat }) as const));
    expect(t.order).toEqual([1, 2, 0]);
    // Seats 1 and 2 tie on 3 points; 2 played after 1 this turn, so 2 goes first.
    t = { ...t, players: t.players.map((p, i) => ({ ...p, score: [5, 3, 3][i] ?? 0 })) };
    while (t.turn === 1) t = apply(t, legalPass(t));
    expect(t.phase).toBe('actions');
    expect(t.order).toEqual([2, 1, 0]);
    expect(t.auction).toBeNull();
  });
  it('Worst is First removes the Railroad Executive cards', () => {
    const s = auctionWith('worst-is-first');
    const table = getRailwaysTable(FIXTURE_HEXES_ID);
    const cards = [...s.faceUp, ...s.deck.items].map((id) => table?.operations[id]?.kind);
    expect(cards).toHaveLength((table?.operations.length ?? 0) - 1);
    expect(cards).not.toContain('executive');
  });
});

describe('fewer Empty City markers (option)', () => {
  it('takes the map\'s Our-table reduction off the count', () => {
    const with_ = railways.setup({ seats: [0, 1], options: { ...railways.meta.defaultOptions, mapId: FIXTURE_HEXES_ID, fewerMarkers: true }, random: createRandom('m') });
    expect(with_.markersLeft).toBe(3 - 1);
    expect(fresh(2).markersLeft).toBe(3);
  });
});

describe('mines (rules "Mines")', () => {
  /** A generator that answers `values` in turn (each clamped to its range): draws chosen by the test. */
  const scripted = (values: readonly number[]): Random => {
    let i = 0;
    return { int: (min, max) => Math.min(max, Math.max(min, values[i++] ?? min)), shuffle: (items) => [...items] };
  };
  const mining = (bag: readonly number[]): RailwaysState => acting(2, 50, { options: { ...railways.meta.defaultOptions, mapId: FIXTURE_HEXES_ID, mines: true }, bag });
  it('red, blue, red: the two different cubes go on the grey city and the second red back into the bag', () => {
    // Bag: 2 red, 1 blue. Draw red (0 of 3), blue (1 of 2: after the one red left), red (0 of 1).
    const s = mining([2, 0, 1, 0, 0]);
    const t = railways.apply(s, { type: 'mine', seat: 0, city: city('glen') }, scripted([0, 1, 0])).state;
    expect(t.cubes[cityNo('glen')]).toEqual([RED, BLUE]);
    expect(t.bag).toEqual([1, 0, 0, 0, 0]);
    expect(t.players[0]).toMatchObject({ cash: 40, mines: 1 });
    expect(t.mined[cityNo('glen')]).toBe(true);
  });
  it('five different colours: all five are placed', () => {
    const s = mining([1, 1, 1, 1, 1]);
    const t = railways.apply(s, { type: 'mine', seat: 0, city: city('glen') }, scripted([0, 0, 0, 0, 0])).state;
    expect([...(t.cubes[cityNo('glen')] ?? [])].sort()).toEqual([RED, YELLOW, BLUE, PURPLE, BLACK]);
    expect(t.bag).toEqual([0, 0, 0, 0, 0]);
  });
  it('twice a game per player, a city once, grey cities only, and only with the option', () => {
    const s = mining([25, 25, 25, 25, 25]);
    expect(code(s, { type: 'mine', seat: 0, city: city('ash') })).toBe('not-grey');
    expect(code({ ...s, mined: s.mined.map((m, c) => m || c === cityNo('glen')) }, { type: 'mine', seat: 0, city: city('glen') })).toBe('city-mined');
    expect(code({ ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, mines: 2 } : p)) }, { type: 'mine', seat: 0, city: city('hill') })).toBe('no-mines-left');
    expect(code(acting(2), { type: 'mine', seat: 0, city: city('glen') })).toBe('mines-off');
    expect(railways.legalActions(s, 0).filter((a) => a.type === 'mine').map((a) => (a.type === 'mine' ? a.city : -1)).sort((a, b) => a - b)).toEqual([city('glen'), city('hill')].sort((a, b) => a - b));
  });
});

describe('City Rotors (rules "Options from the source"; the wheel is Our table)', () => {
  const withRotors = (): RailwaysState => {
    const s = railways.setup({ seats: [0, 1], options: { ...railways.meta.defaultOptions, mapId: FIXTURE_HEXES_ID, rotors: true }, random: createRandom('rotors') });
    return { ...s, phase: 'actions', players: s.players.map((p) => ({ ...p, cash: 50, engine: 2, baron: p.dealt[0] ?? 0 })), order: [0, 1], round: 1, slot: 1, active: 1, actionsLeft: 1 };
  };
  const without = (): RailwaysState => ({ ...acting(2), slot: 1, active: 1, players: acting(2).players.map((p) => ({ ...p, engine: 2 })) });
  const lines = (s: RailwaysState) => withCubes(withLinks(s, [[1, 'birch', 'cedar'], [1, 'cedar', 'dale']]), { birch: [PURPLE] });
  const purple = (s: RailwaysState, ...pairs: [string, string][]): RailwaysAction => ({ type: 'deliver', seat: 1, city: city('birch'), color: PURPLE, links: pairs.map(([a, b]) => idOf(s, a, b)) });

  it('the big cities (3 cubes) carry a rotor one step past their colour; others none', () => {
    const s = withRotors();
    expect(s.rotor?.[cityNo('cedar')]).toBe(PURPLE); // blue city: the wheel's next entry
    expect(s.rotor?.[cityNo('elm')]).toBe(5); // black city: the blank after black
    for (const id of ['ash', 'birch', 'dale', 'fern', 'glen', 'hill', 'ivy', 'jade']) expect(s.rotor?.[cityNo(id)], id).toBe(-1);
    expect(railways.tableView(s).rotor).toEqual(s.rotor);
  });

  it('a cube of the second colour must be delivered at the rotor city: it may not pass it by', () => {
    const off = lines(without());
    const s = lines(withRotors());
    // Without rotors the purple cube passes blue Cedar on to purple Dale.
    expect(code(off, purple(off, ['birch', 'cedar'], ['cedar', 'dale']))).toBeUndefined();
    expect(railways.check?.(off, purple(off, ['birch', 'cedar']))?.params).toEqual({ reason: 'wrong-end' });
    // With them Cedar shows purple too: the cube stops there.
    expect(railways.check?.(s, purple(s, ['birch', 'cedar'], ['cedar', 'dale']))?.params).toEqual({ reason: 'passes-color' });
    const legal = railways.legalActions(s, 1).filter((a) => a.type === 'deliver' && a.city === city('birch'));
    expect(legal).toEqual([purple(s, ['birch', 'cedar'])]);
    const t = apply(s, purple(s, ['birch', 'cedar']));
    expect(t.players.map((p) => p.score)).toEqual([0, 1]);
  });

  it('the rotor turns after every delivery: purple, black, blank, red, yellow, then purple again (skipping blue)', () => {
    let s = lines(withRotors());
    const seen = [s.rotor?.[cityNo('cedar')]];
    for (const color of [PURPLE, BLACK, BLUE, RED, YELLOW]) {
      s = withCubes({ ...s, active: 1, actionsLeft: 1 }, { birch: [color] });
      const a: RailwaysAction = { type: 'deliver', seat: 1, city: city('birch'), color, links: [idOf(s, 'birch', 'cedar')] };
      s = railways.apply(s, a, random).state;
      seen.push(s.rotor?.[cityNo('cedar')]);
    }
    expect(seen).toEqual([PURPLE, BLACK, 5, RED, YELLOW, PURPLE]);
  });

  it('is off when a match\'s options lack it (logs from before the option): no rotors in the state', () => {
    const { rotors: _, ...old } = railways.meta.defaultOptions;
    const s = railways.setup({ seats: [0, 1], options: { ...old, mapId: FIXTURE_HEXES_ID }, random: createRandom('old') });
    expect('rotor' in s).toBe(false);
    expect('rotor' in railways.tableView(s)).toBe(false);
    expect('rotor' in fresh(2)).toBe(false);
    expect(railways.parseOptions?.({ ...old, mapId: FIXTURE_HEXES_ID })).toEqual({ ...old, mapId: FIXTURE_HEXES_ID });
    expect(railways.parseOptions?.({ ...old, mapId: FIXTURE_HEXES_ID, rotors: 'yes' })).toMatchObject({ code: 'bad-options', params: { field: 'rotors' } });
  });
});
