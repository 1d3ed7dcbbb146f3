/**
 * Resourceful Rails' rule checks (shared/rules/resourceful-rails.md "Rule checks"), each a test
 * on the fixture map (`fixture-mileposts`, shared-rules/maps/resourceful-fixture.ts): costs by
 * terrain and river, no building over water, city player limits and the courtesy rule, the
 * 2-out-of-each-major limit, the $20 budget and the upgrade instead of it, the opponents' track
 * fee once per opponent per turn and unpayable fees refused, one delivery per card with the card
 * replaced at once, the snake build order, the win condition (connected majors, $250, the round
 * finished, ties shared), plus ferries, reversing, supply, events and the options.
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared-rules/core/random';
import { resourceful, type ResourcefulAction, type ResourcefulOptions, type ResourcefulState } from '../../../shared-rules/games/resourceful';
import { boardOf } from '../../../shared-rules/games/resourceful/state';
import { FIXTURE_MILEPOSTS_ID, fixtureMilepost as mp } from '../../../shared-rules/maps/resourceful-fixture';

const OPTIONS: ResourcefulOptions = { mapId: FIXTURE_MILEPOSTS_ID, fastTrains: false, extraBuildTurn: false, extraCards: false, events: false, roundLimit: 60 };
const random = createRandom('resourceful-rule-checks');
const board = boardOf({ mapId: FIXTURE_MILEPOSTS_ID });
const cityMp = (id: string): number => board.map.cities[board.cityIndex.get(id) ?? -1]?.mileposts[0] ?? -1;

function fresh(players: number, options: Partial<ResourcefulOptions> = {}, seed = 'r'): ResourcefulState {
  return resourceful.setup({ seats: Array.from({ length: players }, (_, i) => i), options: { ...OPTIONS, ...options }, random: createRandom(seed) });
}
/** A state in normal play with position `active` to act, train at `at`, movement `movement`. */
function playing(players: number, patch: Partial<ResourcefulState> = {}, at = cityMp('alpha')): ResourcefulState {
  const s = fresh(players);
  return { ...s, stage: 'play', round: 1, buildDone: s.buildOrder.length, active: 0, turn: { stage: 'move', movement: 9, moved: false, acted: false, spent: 0, upgrade: null, fees: [], majorOut: [], ferry: false }, players: s.players.map((p, i) => (i === 0 ? { ...p, at } : p)), ...patch };
}
const code = (s: ResourcefulState, a: ResourcefulAction) => resourceful.check?.(s, a)?.code;
const params = (s: ResourcefulState, a: ResourcefulAction) => resourceful.check?.(s, a)?.params;
function apply(s: ResourcefulState, a: ResourcefulAction): ResourcefulState {
  expect(code(s, a), JSON.stringify(a)).toBeUndefined();
  expect(resourceful.legalActions(s, a.seat)).toContainEqual(a);
  return resourceful.apply(s, a, random).state;
}
const build = (seat: number, from: number, to: number): ResourcefulAction => ({ type: 'build', seat, from, to });
/** The state with edge from–to owned by position `owner`. */
function own(s: ResourcefulState, owner: number, ...pairs: [number, number][]): ResourcefulState {
  const owners = [...s.owners];
  for (const [a, b] of pairs) owners[board.linkBetween(a, b)] = owner;
  return { ...s, owners };
}
/** Pairs along a path of mileposts. */
const along = (...path: number[]): [number, number][] => path.slice(1).map((m, i) => [path[i] ?? 0, m]);
const cash = (s: ResourcefulState, p = 0) => s.players[p]?.cash ?? 0;

describe('costs by terrain and river', () => {
  // Alpha is the major city centred at (3, 3): (4, 3) is one of its seven mileposts.
  const s = playing(2);
  it('out of a major to clear costs 1', () => {
    expect(cash(apply(s, build(0, mp(4, 3), mp(5, 3))))).toBe(cash(s) - 1);
  });
  it('into a major costs 5', () => {
    const from = own(s, 0, [mp(4, 3), mp(5, 3)]);
    const t = apply(own(from, 0, [mp(5, 3), mp(6, 3)]), build(0, mp(6, 3), mp(7, 3)));
    expect(cash(t)).toBe(cash(s) - 1);
    // (7, 8) is a milepost of Echo (centre (8, 8)): build to it from (6, 8) over clear (7, 8) is Echo's.
    const u = own(s, 0, ...along(mp(4, 4), mp(5, 4), mp(5, 5), mp(5, 6), mp(5, 7), mp(6, 7), mp(6, 8)));
    expect(cash(apply(u, build(0, mp(6, 8), mp(7, 8))))).toBe(cash(s) - 5);
  });
  it('a river adds 2: clear over a river costs 3, mountain over a river 4, mountain 2', () => {
    const t = own(s, 0, [mp(4, 3), mp(5, 3)]);
    expect(cash(apply(t, build(0, mp(5, 3), mp(6, 3))))).toBe(cash(s) - 3);
    const v = own(s, 0, ...along(mp(4, 2), mp(5, 2), mp(6, 1), mp(7, 1), mp(8, 1), mp(9, 1)));
    expect(cash(apply(v, build(0, mp(9, 1), mp(10, 1))))).toBe(cash(s) - 4);
    expect(cash(apply(v, build(0, mp(9, 1), mp(9, 2))))).toBe(cash(s) - 1);
    const w = own(s, 0, ...along(mp(4, 4), mp(5, 4), mp(6, 4), mp(7, 4), mp(8, 4), mp(9, 4)));
    expect(cash(apply(w, build(0, mp(9, 4), mp(10, 4))))).toBe(cash(s) - 2);
    expect(cash(apply(w, build(0, mp(9, 4), mp(10, 3))))).toBe(cash(s) - 2);
  });
  it('alpine costs 5, a small or medium city 3, a lake crossing adds 3', () => {
    const a = own(s, 0, ...along(mp(4, 3), mp(5, 3), mp(6, 3), mp(7, 3), mp(8, 3), mp(9, 4), mp(9, 5), mp(9, 6), mp(9, 7), mp(9, 8)));
    expect(cash(apply(a, build(0, mp(9, 8), mp(10, 8))))).toBe(cash(s) - 5);
    // Mike (medium) at (7, 2); Papa (small) at (12, 6).
    const m = own(s, 0, ...along(mp(4, 2), mp(5, 2), mp(6, 2)));
    expect(cash(apply(m, build(0, mp(6, 2), cityMp('mike'))))).toBe(cash(s) - 3);
    // The lake on row 16 between columns 14 and 15 (Delta is centred at (16, 14)).
    const l = own(s, 0, ...along(mp(16, 15), mp(15, 16)));
    expect(cash(apply(l, build(0, mp(15, 16), mp(14, 16))))).toBe(cash(s) - 4);
  });
  it('nobody builds over water: no section joins two mileposts that are not neighbours', () => {
    expect(code(s, build(0, mp(4, 3), mp(6, 3)))).toBe('no-section');
    // A milepost off the map is no neighbour either (its number must not alias another pair's).
    expect(code(s, build(0, mp(8, 8), board.map.mileposts.length + mp(9, 9)))).toBe('no-section');
  });
  it('nobody builds between the mileposts of a major city, and track starts only from the network', () => {
    expect(code(s, build(0, mp(3, 3), mp(4, 3)))).toBe('inside-major');
    expect(code(s, build(0, mp(0, 0), mp(1, 0)))).toBe('not-reached');
  });
  it('only one player’s track between two mileposts', () => {
    const t = own(s, 1, [mp(4, 3), mp(5, 3)]);
    expect(code(t, build(0, mp(4, 3), mp(5, 3)))).toBe('section-taken');
  });
});

describe('city limits and the courtesy rule', () => {
  // Papa is small (2 players) at (12, 6); its six neighbours.
  const papa = cityMp('papa');
  const ring = [mp(13, 6), mp(11, 6), mp(12, 7), mp(12, 5), mp(13, 5), mp(11, 7)];
  it('a small city takes 2 players; a third is refused', () => {
    let s = playing(3);
    s = own(s, 1, [ring[0] ?? 0, papa]);
    s = own(s, 2, [ring[1] ?? 0, papa]);
    s = own(s, 0, [ring[2] ?? 0, mp(12, 8)]);
    s = own(s, 0, [mp(12, 8), mp(12, 9)]);
    const t = { ...s, owners: s.owners };
    // Position 0 reaches ring[2] through its own track; Papa is full.
    const withNet = own(t, 0, ...along(mp(12, 9), mp(12, 10), mp(13, 10)));
    expect(code(withNet, build(0, ring[2] ?? 0, papa))).toBe('city-full');
    expect(params(withNet, build(0, ring[2] ?? 0, papa))).toMatchObject({ city: 'papa', limit: 2 });
  });
  it('courtesy: a player may not take the last free way in that a second player needs', () => {
    // Position 0 owns 3 sections... no: 2 sections into Papa; 3 more are taken by nobody; position 1 blocks 3 others.
    let s = playing(2);
    s = own(s, 1, [ring[3] ?? 0, mp(12, 4)], [ring[4] ?? 0, mp(13, 4)]);
    // Every way in but ring[0] and ring[1] is owned by track that does not enter Papa (ring–outside sections do not count),
    // so take the ring–Papa links themselves: position 0 enters from ring[0]; the links from ring[2..5] are owned by position 0 too
    // but position 0 may not hold more than 3 sections into one city.
    s = own(s, 0, [ring[0] ?? 0, papa], [ring[2] ?? 0, papa]);
    s = own(s, 0, ...along(ring[0] ?? 0, mp(14, 6), mp(14, 7), ring[5] ?? 0));
    s = own(s, 0, [ring[3] ?? 0, papa]);
    // Position 0 has 3 sections into Papa: a fourth is refused.
    expect(code(own(s, 0, [mp(11, 7), mp(11, 8)]), build(0, ring[5] ?? 0, papa))).toBe('city-sections');
  });
  it('courtesy: nobody may build so that a medium city cannot take its three players', () => {
    // Mike (medium, 3 players) at (7, 2): its six ways in from (8, 2), (6, 2), (7, 3), (7, 1), (8, 1), (6, 3).
    const mike = cityMp('mike');
    let s = playing(3);
    s = own(s, 1, [mp(8, 2), mike], [mp(6, 2), mike], [mp(7, 3), mike]);
    s = own(s, 0, ...along(mp(4, 3), mp(5, 3), mp(6, 3)), ...along(mp(4, 2), mp(5, 2), mp(6, 1), mp(7, 1), mp(8, 1)));
    // Position 0 comes in: two ways are left for the one player still missing.
    s = apply(s, build(0, mp(6, 3), mike));
    s = apply(s, build(0, mp(7, 1), mike));
    // The last way in is kept for the third player.
    expect(code(s, build(0, mp(8, 1), mike))).toBe('courtesy');
    expect(params(s, build(0, mp(8, 1), mike))).toEqual({ city: 'mike' });
  });
});

describe('the courtesy rule where a city has fewer ways in than its player limit (Europe, real map)', () => {
  // Lisboa (medium: 3 players) has two land sections; the courtesy rule keeps room for two players there, not three.
  const europe = boardOf({ mapId: 'europe' });
  const lisboa = europe.map.cities.find((c) => c.id === 'lisboa')?.mileposts[0] ?? -1;
  const ways = (europe.linksAt[lisboa] ?? []).filter((id) => europe.links[id]?.kind === 'track');
  const neighbour = (id: number): number => {
    const link = europe.links[id];
    return link?.a === lisboa ? link.b : (link?.a ?? -1);
  };
  /** A link into `m` from a milepost other than Lisboa (so owning it puts `m` in the network). */
  const feeder = (m: number): number => (europe.linksAt[m] ?? []).find((id) => europe.links[id]?.kind === 'track' && neighbour(id) !== m && europe.links[id]?.a !== lisboa && europe.links[id]?.b !== lisboa) ?? -1;
  function inPlay(): ResourcefulState {
    const s = resourceful.setup({ seats: [0, 1, 2], options: { ...OPTIONS, mapId: 'europe' }, random: createRandom('lisboa') });
    const base = { ...s, stage: 'play' as const, round: 1, buildDone: s.buildOrder.length, active: 0, turn: { stage: 'move' as const, movement: 9, moved: false, acted: false, spent: 0, upgrade: null, fees: [], majorOut: [], ferry: false } };
    const owners = [...base.owners];
    const [a = -1, b = -1] = ways;
    owners[feeder(neighbour(a))] = 0;
    owners[feeder(neighbour(b))] = 0;
    return { ...base, owners, players: base.players.map((p) => ({ ...p, at: neighbour(a) })) };
  }
  it('the first player may build in; its second way in is kept for another player; a second player takes it', () => {
    expect(ways).toHaveLength(2);
    const [a = -1, b = -1] = ways;
    let s = inPlay();
    s = apply(s, build(0, neighbour(a), lisboa));
    expect(code(s, build(0, neighbour(b), lisboa))).toBe('courtesy');
    // Position 1 reaches the other way in and takes the last section.
    const t: ResourcefulState = { ...s, active: 1, owners: s.owners.map((o, id) => (id === feeder(neighbour(b)) ? 1 : o)) };
    expect(code(t, build(1, neighbour(b), lisboa))).toBeUndefined();
  });
});

describe('per-turn limits', () => {
  it('at most 2 sections out of each major city per turn', () => {
    let s = playing(2);
    s = apply(s, build(0, mp(4, 3), mp(5, 3)));
    s = apply(s, build(0, mp(4, 2), mp(5, 2)));
    expect(code(s, build(0, mp(3, 4), mp(3, 5)))).toBe('major-limit');
    // Out of another major is still open, and so is building on from the new track.
    expect(code(s, build(0, mp(5, 3), mp(6, 3)))).toBeUndefined();
    expect(code(s, build(0, mp(17, 3), mp(18, 3)))).toBeUndefined();
  });
  it('$20 of track per turn; an upgrade ($20) is instead of building; a crossgrade leaves $15', () => {
    let s = playing(2, {}, cityMp('alpha'));
    s = own(s, 0, ...along(mp(4, 3), mp(5, 3), mp(6, 3), mp(7, 3), mp(8, 3), mp(9, 3)));
    s = { ...s, turn: { ...s.turn, spent: 18 } };
    expect(code(s, build(0, mp(9, 3), mp(10, 3)))).toBeUndefined();
    expect(code(s, build(0, mp(9, 3), mp(10, 2)))).toBeUndefined();
    expect(code({ ...s, turn: { ...s.turn, spent: 19 } }, build(0, mp(9, 3), mp(10, 3)))).toBe('over-budget');
    const fresh0 = { ...s, turn: { ...s.turn, spent: 0 } };
    const upgraded = apply(fresh0, { type: 'upgrade', seat: 0, train: 'fast' });
    expect(upgraded.players[0]?.train).toBe('fast');
    expect(cash(upgraded)).toBe(cash(fresh0) - 20);
    expect(code(upgraded, build(0, mp(9, 3), mp(10, 3)))).toBe('over-budget');
    expect(code({ ...s, turn: { ...s.turn, spent: 1 } }, { type: 'upgrade', seat: 0, train: 'fast' })).toBe('upgrade-spent');
    const fast = { ...fresh0, players: fresh0.players.map((p, i) => (i === 0 ? { ...p, train: 'fast' as const } : p)) };
    const crossed = apply(fast, { type: 'upgrade', seat: 0, train: 'heavy' });
    expect(cash(crossed)).toBe(cash(fast) - 5);
    expect(code({ ...crossed, turn: { ...crossed.turn, spent: 14 } }, build(0, mp(9, 3), mp(10, 3)))).toBe('over-budget');
    expect(code({ ...crossed, turn: { ...crossed.turn, spent: 13 } }, build(0, mp(9, 3), mp(10, 3)))).toBeUndefined();
    expect(code(crossed, { type: 'upgrade', seat: 0, train: 'advanced' })).toBe('upgraded');
    expect(code(fresh0, { type: 'upgrade', seat: 0, train: 'advanced' })).toBe('no-upgrade');
  });
  it('build turns only build, and no upgrade', () => {
    const s = fresh(2);
    expect(code(s, { type: 'upgrade', seat: 0, train: 'fast' })).toBe('not-now');
    expect(code(s, build(0, mp(4, 3), mp(5, 3)))).toBeUndefined();
  });
});

describe('movement and fees', () => {
  const line = along(mp(4, 3), mp(5, 3), mp(6, 3), mp(7, 3));
  it('an opponent’s track costs $4 once per opponent per turn, paid to them', () => {
    let s = own(playing(2, {}, mp(4, 3)), 1, ...line);
    const before = [cash(s, 0), cash(s, 1)];
    s = apply(s, { type: 'move', seat: 0, to: mp(5, 3) });
    expect([cash(s, 0), cash(s, 1)]).toEqual([(before[0] ?? 0) - 4, (before[1] ?? 0) + 4]);
    s = apply(s, { type: 'move', seat: 0, to: mp(6, 3) });
    expect(cash(s, 0)).toBe((before[0] ?? 0) - 4);
  });
  it('an unpayable fee is refused before entering', () => {
    const s = own(playing(2, {}, mp(4, 3)), 1, ...line);
    const broke = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, cash: 3 } : p)) };
    expect(code(broke, { type: 'move', seat: 0, to: mp(5, 3) })).toBe('fee-unpayable');
  });
  it('no track, no move; movement runs out; a train reverses only in a city (or at the end of its track)', () => {
    let s = own(playing(2, {}, mp(4, 3)), 0, ...line, [mp(7, 3), mp(8, 3)], [mp(7, 3), mp(7, 4)]);
    expect(code(s, { type: 'move', seat: 0, to: mp(3, 3) })).toBeUndefined(); // inside Alpha: city links are everyone's
    expect(code(s, { type: 'move', seat: 0, to: mp(5, 2) })).toBe('no-track');
    s = apply(s, { type: 'move', seat: 0, to: mp(5, 3) });
    s = apply(s, { type: 'move', seat: 0, to: mp(6, 3) });
    expect(code(s, { type: 'move', seat: 0, to: mp(5, 3) })).toBe('no-reverse');
    s = apply(s, { type: 'move', seat: 0, to: mp(7, 3) });
    s = apply(s, { type: 'move', seat: 0, to: mp(8, 3) });
    expect(code(s, { type: 'move', seat: 0, to: mp(7, 3) })).toBeUndefined(); // end of track
    expect(code({ ...s, turn: { ...s.turn, movement: 0 } }, { type: 'move', seat: 0, to: mp(7, 3) })).toBe('no-movement');
  });
  it('building ends movement', () => {
    let s = own(playing(2, {}, mp(4, 3)), 0, ...line);
    s = apply(s, build(0, mp(7, 3), mp(8, 3)));
    expect(code(s, { type: 'move', seat: 0, to: mp(5, 3) })).toBe('not-now');
  });
  it('a ferry is crossed at the start of a turn, then the train moves at half speed', () => {
    const [a, b] = [mp(22, 12), mp(22, 4)];
    let s = playing(2, { ferryOwners: [[0]] }, a);
    s = apply(s, { type: 'move', seat: 0, to: b });
    expect(s.turn.movement).toBe(4);
    const moved = { ...playing(2, { ferryOwners: [[0]] }, a), turn: { ...s.turn, moved: true, ferry: false, movement: 5 } };
    expect(code(moved, { type: 'move', seat: 0, to: b })).toBe('ferry-wait');
  });
  it('a ferry line takes two players: the first pays its cost, a third is refused', () => {
    const [a, b] = [mp(22, 12), mp(22, 4)];
    const s = own(playing(3), 0, ...along(mp(21, 13), a));
    expect(cash(apply(s, build(0, a, b)))).toBe(cash(s) - 8);
    expect(code({ ...s, ferryOwners: [[1, 2]] }, build(0, a, b))).toBe('ferry-full');
  });
});

describe('goods and demand cards', () => {
  it('pick up at a source, never past the supply or the train’s capacity; strikes stop it', () => {
    const mike = cityMp('mike'); // apples
    let s = playing(2, {}, mike);
    expect(code(s, { type: 'pickup', seat: 0, good: 'coal' })).toBe('not-a-source');
    s = apply(s, { type: 'pickup', seat: 0, good: 'apples' });
    s = apply(s, { type: 'pickup', seat: 0, good: 'apples' });
    expect(code(s, { type: 'pickup', seat: 0, good: 'apples' })).toBe('train-full');
    expect(s.supply[board.goodIndex.get('apples') ?? 0]).toBe(1);
    const empty = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, loads: [] } : p)), supply: s.supply.map(() => 0) };
    expect(code(empty, { type: 'pickup', seat: 0, good: 'apples' })).toBe('supply-empty');
  });
  it('one delivery per card: paid at once, the card discarded and replaced from the deck', () => {
    const s0 = playing(2);
    const card = s0.players[0]?.hand[0] ?? 0;
    const demand = board.cards.get(card)?.demand?.demands[1];
    if (demand === undefined) throw new Error('no demand');
    const g = board.goodIndex.get(demand.good) ?? 0;
    const s = { ...s0, players: s0.players.map((p, i) => (i === 0 ? { ...p, at: cityMp(demand.city), loads: [g, g] } : p)) };
    const t = apply(s, { type: 'deliver', seat: 0, card, demand: 1 });
    expect(cash(t)).toBe(cash(s) + demand.payment);
    expect(t.players[0]?.hand).toHaveLength(3);
    expect(t.players[0]?.hand).not.toContain(card);
    expect(t.players[0]?.loads).toEqual([g]);
    expect(t.discards).toContain(card);
    expect(t.deck.items.length).toBe(s.deck.items.length - 1);
    expect(code(t, { type: 'deliver', seat: 0, card, demand: 0 })).toBe('no-card');
    const result = resourceful.apply(s, { type: 'deliver', seat: 0, card, demand: 1 }, random);
    expect(result.revealed).toBe(true);
  });
  it('a load may be dropped unpaid in any city, back to the supply; not between cities', () => {
    const g = board.goodIndex.get('coal') ?? 0;
    const s = playing(2, {}, cityMp('alpha'));
    const carrying = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, loads: [g] } : p)), supply: s.supply.map((n, i) => (i === g ? n - 1 : n)) };
    const t = apply(carrying, { type: 'drop', seat: 0, good: 'coal' });
    expect(t.supply[g]).toBe(s.supply[g]);
    expect(cash(t)).toBe(cash(s));
    const outside = { ...carrying, players: carrying.players.map((p, i) => (i === 0 ? { ...p, at: mp(0, 0) } : p)) };
    expect(code(outside, { type: 'drop', seat: 0, good: 'coal' })).toBe('not-a-city');
  });
  it('the hand may be discarded instead of the whole turn only', () => {
    const s = playing(2, {}, cityMp('alpha'));
    const t = resourceful.apply(s, { type: 'discard-hand', seat: 0 }, random).state;
    expect(t.active).toBe(1);
    expect(t.players[0]?.hand).toHaveLength(3);
    expect(t.players[0]?.hand.some((c) => s.players[0]?.hand.includes(c))).toBe(false);
    const moved = apply(own(s, 0, [mp(4, 3), mp(5, 3)]), { type: 'move', seat: 0, to: mp(4, 3) });
    expect(code(moved, { type: 'discard-hand', seat: 0 })).toBe('turn-begun');
  });
});

describe('turn order and the end', () => {
  it('snake build order 1, 2, 3, 4, 4, 3, 2, 1, then player 1 plays first', () => {
    let s = fresh(4);
    const order: number[] = [];
    while (s.stage === 'build') {
      order.push(s.seats[s.active] ?? -1);
      s = apply(s, { type: 'end-turn', seat: s.seats[s.active] ?? -1 });
    }
    expect(order).toEqual([0, 1, 2, 3, 3, 2, 1, 0]);
    expect(resourceful.toAct(s)).toEqual([0]);
    expect(s.round).toBe(1);
  });
  it('the extra build turn option: $60 and three build turns', () => {
    let s = fresh(3, { extraBuildTurn: true });
    expect(cash(s)).toBe(60);
    let turns = 0;
    while (s.stage === 'build') {
      s = apply(s, { type: 'end-turn', seat: s.seats[s.active] ?? -1 });
      turns++;
    }
    expect(turns).toBe(9);
  });
  it('the first normal turn places the train on a city the track reaches', () => {
    const s = own(playing(2, {}, -1), 0, ...along(mp(4, 3), mp(5, 3), mp(6, 3), mp(7, 3), mp(7, 2)));
    expect(code(s, { type: 'move', seat: 0, to: mp(5, 3) })).toBe('not-placed');
    expect(code(s, { type: 'place-train', seat: 0, milepost: mp(6, 3) })).toBe('not-a-city');
    expect(code(s, { type: 'place-train', seat: 0, milepost: cityMp('mike') })).toBeUndefined();
    expect(code(s, { type: 'place-train', seat: 0, milepost: cityMp('papa') })).toBe('not-reached');
  });
  it('extra starting cards: 5 dealt, 2 discarded at the first normal turn before anything else', () => {
    const s = fresh(2, { extraCards: true });
    expect(s.players[0]?.hand).toHaveLength(5);
    const p = { ...s, stage: 'play' as const, round: 1, turn: { ...s.turn, stage: 'move' as const, movement: 9 } };
    expect(code(p, { type: 'place-train', seat: 0, milepost: cityMp('alpha') })).toBe('must-discard');
    expect(resourceful.legalActions(p, 0).every((a) => a.type === 'discard-card')).toBe(true);
  });
  it('fast trains: speeds 9 → 12 and 12 → 16', () => {
    let s = fresh(2, { fastTrains: true });
    while (s.stage === 'build') s = apply(s, { type: 'end-turn', seat: s.seats[s.active] ?? -1 });
    expect(s.turn.movement).toBe(12);
  });

  /** The lattice path from (q1, r1) to (q2, r2), one neighbour at a time. */
  function route(q1: number, r1: number, q2: number, r2: number): number[] {
    const path = [mp(q1, r1)];
    let [q, r] = [q1, r1];
    while (q !== q2 || r !== r2) {
      const dq = q2 - q;
      const dr = r2 - r;
      if (dq > 0 && dr < 0) [q, r] = [q + 1, r - 1];
      else if (dq < 0 && dr > 0) [q, r] = [q - 1, r + 1];
      else if (dq !== 0) q += Math.sign(dq);
      else r += Math.sign(dr);
      path.push(mp(q, r));
    }
    return path;
  }
  const GOLF_CHARLIE = route(13, 11, 3, 14);
  /** Position `p` connects six majors (Alpha–Echo–Bravo–Golf–Delta, Golf–Charlie) with its own track. */
  function connectSix(s: ResourcefulState, p: number): ResourcefulState {
    if (p === 1) {
      // Another six, clear of position 0's: Alpha–Bravo on row 2, Bravo–Foxtrot, Foxtrot–Delta, Delta–Charlie on row 15, Charlie–Echo.
      const far = [route(4, 2, 17, 2), route(17, 3, 20, 7), route(20, 9, 17, 13), route(15, 15, 3, 15), route(4, 13, 7, 9)];
      return own(s, p, ...far.flatMap((path) => along(...path)));
    }
    return own(s, p, ...along(...route(3, 3, 8, 8)), ...along(...route(8, 8, 16, 3)), ...along(...route(16, 3, 13, 11)), ...along(...route(13, 11, 16, 14)), ...along(...GOLF_CHARLIE));
  }
  it('win: 6 connected majors and $250 finish the round; the most cash wins; equal cash shares', () => {
    let s = connectSix(playing(3), 0);
    s = { ...s, players: s.players.map((p, i) => ({ ...p, at: cityMp('alpha'), cash: i === 0 ? 260 : i === 1 ? 100 : 40 })) };
    const view = resourceful.tableView(s);
    expect(view.players[0]?.connectedMajors).toBe(6);
    expect(view.players[0]?.qualifies).toBe(true);
    s = apply(s, { type: 'end-turn', seat: 0 });
    expect(s.finalRound).toBe(true);
    expect(resourceful.outcome(s)).toBeUndefined();
    s = apply(s, { type: 'end-turn', seat: 1 });
    s = apply(s, { type: 'end-turn', seat: 2 });
    const outcome = resourceful.outcome(s);
    expect(outcome?.reason).toBe('connected-and-rich');
    expect(outcome?.ranking[0]).toEqual({ seat: 0, place: 1, score: 260 });
    // Two qualifiers with equal cash share the win; a richer player who does not qualify comes after them.
    const t = connectSix(connectSix(playing(3), 0), 1);
    const rich = { ...t, end: 'connected-and-rich' as const, players: t.players.map((p, i) => ({ ...p, at: cityMp('alpha'), cash: i === 2 ? 400 : 260 })) };
    expect(resourceful.tableView(rich).players.map((p) => p.qualifies)).toEqual([true, true, false]);
    expect(resourceful.outcome(rich)?.ranking).toEqual([{ seat: 0, place: 1, score: 260 }, { seat: 1, place: 1, score: 260 }, { seat: 2, place: 3, score: 400 }]);
    const poorer = { ...rich, players: rich.players.map((p, i) => (i === 1 ? { ...p, cash: 259 } : p)) };
    expect(resourceful.outcome(poorer)?.ranking.map((r) => r.place)).toEqual([1, 2, 3]);
  });
  it('five majors or $249 do not qualify', () => {
    const s = connectSix(playing(2), 0);
    const poor = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, cash: 249 } : p)) };
    expect(resourceful.tableView(poor).players[0]?.qualifies).toBe(false);
    const cut = { ...s, owners: s.owners.map((o, id) => (id === board.linkBetween(GOLF_CHARLIE[4] ?? 0, GOLF_CHARLIE[5] ?? 0) ? -1 : o)), players: s.players.map((p, i) => (i === 0 ? { ...p, cash: 300 } : p)) };
    expect(resourceful.tableView(cut).players[0]?.connectedMajors).toBe(5);
    expect(resourceful.tableView(cut).players[0]?.qualifies).toBe(false);
  });
  it('the round limit ends the game after its last round, the most cash first', () => {
    let s = playing(2, { round: 10, options: { ...OPTIONS, roundLimit: 10 } });
    s = { ...s, players: s.players.map((p, i) => ({ ...p, at: cityMp('alpha'), cash: i === 0 ? 40 : 70 })) };
    s = apply(s, { type: 'end-turn', seat: 0 });
    s = apply(s, { type: 'end-turn', seat: 1 });
    expect(resourceful.outcome(s)).toEqual({ reason: 'round-limit', ranking: [{ seat: 1, place: 1, score: 70 }, { seat: 0, place: 2, score: 40 }] });
  });
});

describe('events (drawn when a card is drawn, resolved at once)', () => {
  /** Position 0 delivers its first card's first demand at once, with `event` on top of the deck (a demand card behind it). */
  function deliverDrawing(event: number, patch: (s: ResourcefulState) => ResourcefulState = (s) => s): ResourcefulState {
    const s0 = playing(3, { options: { ...OPTIONS, events: true } });
    const card = s0.players[0]?.hand[0] ?? 0;
    const demand = board.cards.get(card)?.demand?.demands[0];
    if (demand === undefined) throw new Error('no demand');
    const g = board.goodIndex.get(demand.good) ?? 0;
    const s = patch({ ...s0, deck: { items: [event] }, discards: [135], players: s0.players.map((p, i) => (i === 0 ? { ...p, at: cityMp(demand.city), loads: [g] } : p)) });
    const result = resourceful.apply(s, { type: 'deliver', seat: 0, card, demand: 0 }, random);
    expect(result.events.map((e) => e.type)).toContain('event');
    expect(result.state.players[0]?.hand).toHaveLength(3);
    return result.state;
  }
  const endTurns = (s: ResourcefulState, n: number): ResourcefulState => {
    let t = s;
    for (let i = 0; i < n; i++) t = resourceful.apply(t, { type: 'end-turn', seat: t.seats[t.active] ?? -1 }, random).state;
    return t;
  };
  it('strike: no loading or delivering at its cities until the drawer’s next turn', () => {
    const s = deliverDrawing(136);
    expect(s.lasting).toEqual([{ card: 136, drawer: 0 }]);
    // A card with a demand for Delta (struck) and one for elsewhere.
    const card = board.map.demandCards.find((c) => c.demands.some((d) => d.city === 'delta'));
    const k = card?.demands.findIndex((d) => d.city === 'delta') ?? 0;
    const demand = card?.demands[k];
    if (card === undefined || demand === undefined) throw new Error('no Delta demand');
    const g = board.goodIndex.get(demand.good) ?? 0;
    const atDelta = { ...s, players: s.players.map((pl, i) => (i === 0 ? { ...pl, at: cityMp('delta'), loads: [g], hand: [card.id, ...pl.hand.slice(1)] } : pl)) };
    expect(code(atDelta, { type: 'deliver', seat: 0, card: card.id, demand: k })).toBe('strike');
    expect(code({ ...atDelta, lasting: [] }, { type: 'deliver', seat: 0, card: card.id, demand: k })).toBeUndefined();
    // Fish at Romeo (not struck) is open.
    const atRomeo = { ...s, players: s.players.map((pl, i) => (i === 0 ? { ...pl, at: cityMp('romeo'), loads: [] } : pl)) };
    expect(code(atRomeo, { type: 'pickup', seat: 0, good: 'fish' })).toBeUndefined();
    // In force through the other players' turns; gone when the drawer's next turn begins.
    expect(endTurns(s, 2).lasting).toHaveLength(1);
    expect(endTurns(s, 3).lasting).toHaveLength(0);
  });
  it('flood: sections bridging the river are washed out, and none may be built across it until the drawer’s next turn', () => {
    const s = deliverDrawing(137, (t) => own(t, 1, ...along(mp(4, 3), mp(5, 3), mp(6, 3), mp(7, 3))));
    expect(s.owners[board.linkBetween(mp(5, 3), mp(6, 3))]).toBe(-1);
    expect(s.owners[board.linkBetween(mp(4, 3), mp(5, 3))]).toBe(1);
    const builder = { ...s, active: 0, turn: { ...s.turn, spent: 0 } };
    expect(code(own(builder, 0, [mp(4, 4), mp(5, 4)]), build(0, mp(5, 4), mp(6, 4)))).toBe('flooded');
  });
  it('snow: no building into mountains, and entering one costs 2 movement, until the drawer’s next turn', () => {
    const s = own(deliverDrawing(138), 0, ...along(mp(4, 3), mp(5, 3), mp(6, 3), mp(7, 3), mp(8, 3), mp(9, 3)));
    expect(code({ ...s, turn: { ...s.turn, stage: 'build', spent: 0 } }, build(0, mp(9, 3), mp(10, 3)))).toBe('snowed');
    const ahead = own(s, 0, [mp(9, 3), mp(10, 3)]);
    const moving = { ...ahead, turn: { ...ahead.turn, stage: 'move' as const, movement: 3 }, players: ahead.players.map((pl, i) => (i === 0 ? { ...pl, at: mp(9, 3), from: mp(8, 3) } : pl)) };
    expect(apply(moving, { type: 'move', seat: 0, to: mp(10, 3) }).turn.movement).toBe(1);
  });
  it('derailment: trains within 3 mileposts of its cities lose their newest load and their next move', () => {
    const g = board.goodIndex.get('coal') ?? 0;
    const s = deliverDrawing(139, (t) => ({ ...t, players: t.players.map((pl, i) => (i === 1 ? { ...pl, at: mp(10, 8), loads: [g, g] } : i === 2 ? { ...pl, at: mp(0, 0), loads: [g] } : pl)) }));
    expect(s.players[1]?.loads).toEqual([g]);
    expect(s.players[1]?.derailed).toBe(true);
    expect(s.players[2]?.loads).toEqual([g]);
    const next = endTurns(s, 1);
    expect(next.active).toBe(1);
    expect(next.turn.movement).toBe(0);
    expect(next.players[1]?.derailed).toBe(false);
  });
});
