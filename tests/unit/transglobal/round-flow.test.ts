/**
 * The flow of rounds and turns through the core match runner: start player, hub order, undo
 * within a turn, passing, the finishing order, a new round on a cleared board.
 */
import { describe, expect, it } from 'vitest';
import { canUndo, createRandom, startMatch, submitAction, undoLast, type Match } from '../../../shared-rules/core';
import { transglobal, type TransglobalState } from '../../../shared-rules/games/transglobal';
import { isTransglobalState } from '../../../shared-rules/games/transglobal/state';
import { botSeats, botStep, transglobalModule } from '../../../build/games/transglobal/play';
import { greedyBot } from '../../../shared-rules/games/transglobal/bots/greedy';
import { act, cityAt, cityIndex, craftState, grid, pathLinks, refusalCode, vertex } from '../../fixtures/transglobal/craft';

function start(players: number, seed: string): Match {
  const started = startMatch(transglobalModule, {
    matchId: 'flow',
    seats: botSeats(players),
    options: { mapId: 'fixture-grid', startingBank: 15, taxFloor: 5 },
    seed,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  if (!started.ok) throw new Error(started.error.message);
  return started.match;
}

function stateOf(match: Match): TransglobalState {
  if (!isTransglobalState(match.state)) throw new Error('not a Transglobal state');
  return match.state;
}

function submit(match: Match, action: unknown): Match {
  const result = submitAction(match, action, 'human');
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.match;
}

/** Places every hub (seat s on column 2 + 3·s of row 5) in turn order and confirms it. */
function placeAllHubs(match: Match): Match {
  let m = match;
  for (let i = 0; i < stateOf(m).seats.length; i++) {
    const seat = transglobal.toAct(stateOf(m))[0] ?? -1;
    m = submit(m, { type: 'place-hub', seat, intersection: vertex(2 + 3 * seat, 5) });
    m = submit(m, { type: 'ok', seat });
  }
  return m;
}

describe('the start of a round', () => {
  it('the start player of round 1 is drawn at random, varying with the seed', () => {
    const starts = new Set(Array.from({ length: 20 }, (_, i) => stateOf(start(4, `start-${i}`)).start));
    expect(starts.size).toBeGreaterThan(1);
  });

  it('hubs are placed from the start player clockwise, then building starts with the start player', () => {
    let m = start(3, 'hub-order');
    const first = stateOf(m).start;
    const order: number[] = [];
    for (let i = 0; i < 3; i++) {
      const seat = transglobal.toAct(stateOf(m))[0] ?? -1;
      order.push(seat);
      m = submit(m, { type: 'place-hub', seat, intersection: vertex(2 + 3 * seat, 5) });
      m = submit(m, { type: 'ok', seat });
    }
    expect(order).toEqual([0, 1, 2].map((i) => (first + i) % 3));
    expect(stateOf(m).phase).toBe('building');
    expect(transglobal.toAct(stateOf(m))).toEqual([first]);
    expect(transglobal.tableView(stateOf(m)).moneyLeft).toBe(2);
  });

  it('a hub placed on one of your cities connects it at once', () => {
    const s = craftState({ phase: 'hubs', hubs: [null, null] });
    const city = cityAt(s.hands[0]?.[0] ?? -1);
    const placed = act(s, { type: 'place-hub', seat: 0, intersection: city });
    expect(transglobal.seatView(placed, 0).cities.filter((c) => c.connected).map((c) => c.intersection)).toEqual([city]);
  });
});

describe('UNDO within a turn (core undo with the module hook)', () => {
  it('takes back the links of this turn one by one, but not across OK', () => {
    let m = placeAllHubs(start(2, 'undo'));
    const seat = transglobal.toAct(stateOf(m))[0] ?? -1;
    const before = stateOf(m);
    const links = transglobal.legalActions(before, seat).filter((a) => a.type === 'build');
    const one = links.find((a) => a.type === 'build' && (transglobal.tableView(before).moneyLeft ?? 0) >= 1);
    if (!one) throw new Error('a legal link');
    m = submit(m, one);
    expect(canUndo(m, seat)).toBe(true);
    const undone = undoLast(m, seat, 'human');
    if (!undone.ok) throw new Error(undone.error.code);
    expect(undone.match.state).toEqual(before);
    expect(undone.entry.kind).toBe('undo');
  });

  it('moving the hub can be undone until OK; OK cannot be undone', () => {
    let m = start(2, 'undo-hub');
    const seat = transglobal.toAct(stateOf(m))[0] ?? -1;
    m = submit(m, { type: 'place-hub', seat, intersection: vertex(4, 4) });
    m = submit(m, { type: 'place-hub', seat, intersection: vertex(5, 4) });
    const back = undoLast(m, seat, 'human');
    if (!back.ok) throw new Error(back.error.code);
    expect(stateOf(back.match).hubs).toContain(vertex(4, 4));
    m = submit(back.match, { type: 'ok', seat });
    expect(canUndo(m, seat)).toBe(false);
  });

  it('−$1 cannot be undone through the runner', () => {
    let m = placeAllHubs(start(2, 'undo-discard'));
    const seat = transglobal.toAct(stateOf(m))[0] ?? -1;
    const cheap = transglobal.legalActions(stateOf(m), seat).find((a) => a.type === 'build' && refusalCode(stateOf(m), a) === undefined);
    if (!cheap || cheap.type !== 'build') throw new Error('a legal link');
    m = submit(m, cheap);
    if (stateOf(m).turn.spent !== 1) return; // a $2 link: nothing to discard after it
    m = submit(m, { type: 'discard', seat });
    const refused = undoLast(m, seat, 'human');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('undo-not-allowed');
  });
});

describe('passing', () => {
  it('a player with no legal link passes, and may only pass then', () => {
    // On a connected map a network runs out of links only when every link it touches is built:
    // here the whole board. (Hubs cut off from the grid are refused, so this is the only way.)
    const hub = vertex(0, 0);
    const open = craftState({ hubs: [hub, vertex(14, 10)] });
    expect(refusalCode(open, { type: 'pass', seat: 0 })).toBe('must-pass-only-when-stuck');
    expect(transglobal.legalActions(open, 0).some((a) => a.type === 'pass')).toBe(false);
    const full = Array.from({ length: 674 }, (_, i) => i);
    const stuck = craftState({ hubs: [hub, vertex(14, 10)], built: full, builtBy: full.map(() => 1) });
    expect(transglobal.legalActions(stuck, 0)).toEqual([{ type: 'pass', seat: 0 }]);
    const passed = act(stuck, { type: 'pass', seat: 0 });
    expect(passed.active).toBe(1);
    expect(passed.turn).toEqual({ spent: 0, links: [] });
  });
});

describe('the finishing phase', () => {
  it('goes in turn order from the player after the one who ended the phase, skipping the complete', () => {
    // 4 players; seat 1 completes on its own link; seats 2, 3, 0 finish in that order.
    const hubs = [vertex(2, 2), vertex(8, 10), vertex(14, 4), vertex(4, 12)];
    const hands = [[cityIndex('west-2')], [cityIndex('south-4')], [cityIndex('east-2')], [cityIndex('south-2')]];
    const toCity = pathLinks(hubs[1] ?? 0, cityAt(cityIndex('south-4')));
    const s = craftState({
      seats: [0, 1, 2, 3],
      banks: [15, 15, 15, 15],
      active: 1,
      hubs,
      hands,
      built: toCity.slice(0, -1),
      builtBy: toCity.slice(0, -1).map(() => 1),
    });
    const last = toCity[toCity.length - 1] ?? -1;
    const ended = act(s, { type: 'build', seat: 1, link: last });
    expect(ended.phase).toBe('finishing');
    expect(ended.finishing?.completed).toEqual([1]);
    expect(transglobal.tableView(ended).finishing?.toFinish).toEqual([2, 3, 0]);
    expect(transglobal.toAct(ended)).toEqual([2]);
    const two = act(act(ended, { type: 'build-cheapest', seat: 2 }), { type: 'ok', seat: 2 });
    expect(transglobal.toAct(two)).toEqual([3]);
    const three = act(act(two, { type: 'build-cheapest', seat: 3 }), { type: 'ok', seat: 3 });
    expect(transglobal.toAct(three)).toEqual([0]);
    const paidBefore = three.banks.slice();
    const zero = act(act(three, { type: 'build-cheapest', seat: 0 }), { type: 'ok', seat: 0 }, 'next-round');
    // The round ended: a new round on a cleared board (its start player drawn at random: see below).
    expect(zero.round).toBe(2);
    expect(zero.phase).toBe('hubs');
    expect(zero.built).toEqual([]);
    expect(zero.hubs).toEqual([null, null, null, null]);
    expect(zero.start).toBeGreaterThanOrEqual(0);
    expect(zero.start).toBeLessThan(4);
    // Rules §A round 2: the start player is drawn at random at every round, not passed clockwise:
    // over seeds, round 2 starts with every seat, and the hubs phase begins with that seat.
    const starts = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const next = act(act(three, { type: 'build-cheapest', seat: 0 }), { type: 'ok', seat: 0 }, `next-round-${i}`);
      starts.add(next.start);
      expect(transglobal.toAct(next)).toEqual([next.seats[next.start]]);
    }
    expect([...starts].sort()).toEqual([0, 1, 2, 3]);
    const result = zero.results[0];
    expect(result?.endedBy).toBe(1);
    expect(result?.players.map((p) => p.completedFirst)).toEqual([false, true, false, false]);
    expect(result?.players.map((p) => p.paid)).toEqual([0, 1, 2, 3].map((p) => (p === 1 ? 0 : (s.banks[p] ?? 0) - (p === 0 ? zero.banks[0] ?? 0 : paidBefore[p] ?? 0))));
    for (const p of result?.players ?? []) expect(p.paid).toBe(p.cheapest);
  });

  it('a player completed by an earlier finisher is skipped and pays nothing', () => {
    // Seat 1 finishes first; the cheapest route for seat 1 also runs through seat 2's only city.
    const hubs = [vertex(0, 0), vertex(2, 10), vertex(16, 13)];
    const s = craftState({
      seats: [0, 1, 2],
      banks: [15, 40, 15],
      phase: 'finishing',
      active: 1,
      hubs,
      hands: [[cityIndex('west-3')], [cityIndex('coast-6')], [cityIndex('south-4')]],
      finishing: { endedBy: 0, completed: [0], queue: [2], paid: [0, 0, 0], cheapest: [null, 5, null] },
    });
    // Seat 1 builds a route from its hub through south-4 (seat 2's city) and then seat 2's hub.
    const viaCity = pathLinks(hubs[1] ?? 0, cityAt(cityIndex('south-4')));
    const toHub2 = pathLinks(cityAt(cityIndex('south-4')), hubs[2] ?? 0);
    const toCity1 = pathLinks(hubs[1] ?? 0, cityAt(cityIndex('coast-6')));
    let m = s;
    for (const link of [...new Set([...viaCity, ...toHub2])]) m = act(m, { type: 'build', seat: 1, link });
    for (const link of toCity1) if (!m.built.includes(link)) m = act(m, { type: 'build', seat: 1, link });
    expect(transglobal.seatView(m, 2).complete).toBe(true);
    const after = act(m, { type: 'ok', seat: 1 });
    expect(after.round).toBe(2);
    expect(after.phase).toBe('hubs');
    expect(after.results[0]?.players[2]?.paid).toBe(0);
    expect(after.results[0]?.banks[2]).toBe(15);
  });
});

describe('UNDO while finishing', () => {
  it('a finishing link paid from the bank can be undone until OK, and the bank is restored', () => {
    let m = start(2, 'finish-undo');
    const random = createRandom('finish-undo-bots');
    for (let i = 0; i < 5000 && stateOf(m).phase !== 'finishing'; i++) m = botStep(m, [greedyBot, greedyBot], random);
    const s = stateOf(m);
    expect(s.phase).toBe('finishing');
    const seat = transglobal.toAct(s)[0] ?? -1;
    const build = transglobal.legalActions(s, seat).find((a) => a.type === 'build');
    if (!build || build.type !== 'build') throw new Error('a legal finishing link');
    const built = submit(m, build);
    const p = s.seats.indexOf(seat);
    expect(stateOf(built).banks[p]).toBe((s.banks[p] ?? 0) - (grid.links[build.link]?.cost ?? 0));
    const undone = undoLast(built, seat, 'human');
    if (!undone.ok) throw new Error(undone.error.code);
    expect(stateOf(undone.match).banks).toEqual(s.banks);
    expect(stateOf(undone.match)).toEqual(s);
    // Completing and pressing OK cannot be undone.
    const done = submit(m, { type: 'build-cheapest', seat });
    expect(canUndo(done, seat)).toBe(true);
    const ok = submit(done, { type: 'ok', seat });
    expect(canUndo(ok, seat)).toBe(false);
  });
});

describe('options and seats', () => {
  it('refuses banks out of range, floors out of range and unknown maps', () => {
    expect(transglobal.parseOptions({ mapId: 'fixture-grid', startingBank: 4, taxFloor: 5 })).toMatchObject({ code: 'bad-options' });
    expect(transglobal.parseOptions({ mapId: 'fixture-grid', startingBank: 41, taxFloor: 5 })).toMatchObject({ code: 'bad-options' });
    expect(transglobal.parseOptions({ mapId: 'fixture-grid', startingBank: 15, taxFloor: 16 })).toMatchObject({ code: 'bad-options' });
    expect(transglobal.parseOptions({ mapId: 'fixture-grid', startingBank: 15, taxFloor: 0 })).toMatchObject({ code: 'bad-options' });
    expect(transglobal.parseOptions({ mapId: 'atlantis', startingBank: 15, taxFloor: 5 })).toMatchObject({ code: 'unknown-map' });
    expect(transglobal.parseOptions({ mapId: 'fixture-grid', startingBank: 40, taxFloor: null })).toEqual({ mapId: 'fixture-grid', startingBank: 40, taxFloor: null });
    expect(transglobal.meta.defaultOptions).toEqual({ mapId: 'usa', startingBank: 15, taxFloor: 5 });
  });

  it('the starting bank is the option', () => {
    const s = transglobal.setup({ seats: [0, 2, 4], options: { mapId: 'fixture-grid', startingBank: 7, taxFloor: null }, random: createRandom('x') });
    expect(s.banks).toEqual([7, 7, 7]);
    expect(s.seats).toEqual([0, 2, 4]);
  });
});
