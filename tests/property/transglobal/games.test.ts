/**
 * Properties over many seeded random games played through the core match runner: every action
 * is checked against an independent reading of the rules as it happens, the fast `check` agrees
 * with `legalActions`, undo-then-redo is exact, views keep hands secret, and the log replays.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRandom, hashState, outcomeOf, replayMatch, submitAction, undoLast, type Match } from '../../../shared-rules/core';
import { transglobal, type TransglobalAction, type TransglobalState } from '../../../shared-rules/games/transglobal';
import { mixedBot } from '../../../shared-rules/games/transglobal/bots/greedy';
import { isTransglobalState } from '../../../shared-rules/games/transglobal/state';
import { startGame, transglobalModule } from '../../../build/games/transglobal/play';
import { grid } from '../../fixtures/transglobal/craft';

function stateOf(match: Match): TransglobalState {
  if (!isTransglobalState(match.state)) throw new Error('not a Transglobal state');
  return match.state;
}

/** Links at each intersection of the fixture map. */
const linksAt: { link: number; other: number }[][] = grid.intersections.map(() => []);
for (const l of grid.links) {
  linksAt[l.a]?.push({ link: l.id, other: l.b });
  linksAt[l.b]?.push({ link: l.id, other: l.a });
}

/** The network of a hub by breadth-first search over the built links (an independent reading of rules §A round 4). */
function referenceNetwork(state: TransglobalState, position: number): Set<number> {
  const hub = state.hubs[position];
  const net = new Set<number>();
  if (hub === null || hub === undefined) return net;
  const built = new Set(state.built);
  net.add(hub);
  const queue = [hub];
  for (let i = 0; i < queue.length; i++) {
    const u = queue[i] ?? -1;
    for (const { link, other: v } of linksAt[u] ?? []) {
      if (built.has(link) && !net.has(v)) {
        net.add(v);
        queue.push(v);
      }
    }
  }
  return net;
}

const cost = (link: number): number => grid.links[link]?.cost ?? NaN;

/** Every action a seat could try now: all legal ones plus every link, hub spot and bare action. */
function candidates(state: TransglobalState, seat: number): TransglobalAction[] {
  const out: TransglobalAction[] = [
    { type: 'ok', seat },
    { type: 'discard', seat },
    { type: 'pass', seat },
    { type: 'build-cheapest', seat },
  ];
  if (state.phase === 'hubs') for (let v = 0; v <= grid.intersections.length; v++) out.push({ type: 'place-hub', seat, intersection: v });
  else for (let l = 0; l <= grid.links.length; l++) out.push({ type: 'build', seat, link: l });
  return out;
}

/** Checks one accepted action against the rules, given the states around it. */
function checkStep(before: TransglobalState, action: TransglobalAction, after: TransglobalState): void {
  const p = before.seats.indexOf(action.seat);
  // Every built link was legal when built: unbuilt and touching the builder's network.
  if (action.type === 'build') {
    const link = grid.links[action.link];
    expect(link).toBeDefined();
    expect(before.built).not.toContain(action.link);
    const net = referenceNetwork(before, p);
    expect(link !== undefined && (net.has(link.a) || net.has(link.b))).toBe(true);
    if (before.phase === 'building') expect(before.turn.spent + cost(action.link)).toBeLessThanOrEqual(2);
  }
  // A normal turn spends exactly $2, or one $1 link then −$1.
  if (before.phase === 'building' && action.type === 'ok') {
    expect(before.turn.spent).toBe(2);
    expect(before.turn.links.reduce((sum, l) => sum + cost(l), 0)).toBe(2);
  }
  if (action.type === 'discard') {
    expect(before.turn.links.map(cost)).toEqual([1]);
  }
  // Banks change only in finishing (by exactly what the builder paid) and by taxes at a round's end.
  const roundEnded = after.results.length > before.results.length;
  if (!roundEnded) {
    const paid = after.built.slice(before.built.length).reduce((sum, l) => sum + cost(l), 0);
    const expected = before.banks.map((bank, q) => (before.phase === 'finishing' && q === p ? bank - paid : bank));
    expect(after.banks).toEqual(expected);
  } else {
    const result = after.results[after.results.length - 1];
    const floor = before.taxFloor;
    const lowest = Math.min(...before.banks);
    const tax = before.round === 2 && floor !== null && lowest > 0 && lowest > floor ? lowest - floor : 0;
    expect(result?.tax).toBe(tax);
    if (after.phase !== 'over') expect(after.banks).toEqual(before.banks.map((b) => b - tax));
  }
}

/** No view but a seat's own names its current cities (before the round's reveal). */
function checkSecrecy(state: TransglobalState): void {
  const { results: _public, ...table } = transglobal.tableView(state);
  const tableJson = JSON.stringify(table);
  const cityIds = state.hands.map((hand) => hand.map((c) => grid.cities[c]?.id ?? '?'));
  for (const [p, seat] of state.seats.entries()) {
    const own = JSON.stringify(transglobal.seatView(state, seat));
    for (const [q, ids] of cityIds.entries()) {
      for (const id of ids) {
        expect(tableJson.includes(`"${id}"`)).toBe(false);
        if (q !== p) expect(own.includes(`"${id}"`)).toBe(false);
      }
    }
  }
  // Finished rounds reveal hands, and only finished rounds are in the results.
  for (const result of state.results) expect(result.round).toBeLessThan(state.phase === 'over' ? state.round + 1 : state.round);
}

/** How often each situation came up across all games (the properties must not pass on nothing). */
const seen = { discards: 0, finishingBuilds: 0, oneTouch: 0, undos: 0, taxes: 0, rounds: 0, agreementChecks: 0 };

type GameSpec = { seed: number; players: number; bank: number; floor: number | null; greed: number };

function playChecked(spec: GameSpec): Match {
  let match = startGame({ mapId: 'fixture-grid', players: spec.players, seed: `prop-${spec.seed}`, bots: [], startingBank: spec.bank, taxFloor: spec.floor });
  const bots = createRandom(`bots-${spec.seed}`);
  const chaos = createRandom(`chaos-${spec.seed}`);
  const bot = mixedBot(spec.greed);
  let steps = 0;
  while (outcomeOf(match) === undefined) {
    const before = stateOf(match);
    const seat = transglobal.toAct(before)[0] ?? -1;
    const legal = transglobal.legalActions(before, seat);
    expect(legal.length).toBeGreaterThan(0);
    if (steps % 25 === 0) {
      // check() agrees with legalActions on every candidate action.
      const keys = new Set(legal.map((a) => JSON.stringify(a)));
      seen.agreementChecks++;
      for (const a of candidates(before, seat)) expect(transglobal.check?.(before, a) === undefined).toBe(keys.has(JSON.stringify(a)));
      for (const other of before.seats) if (other !== seat) expect(transglobal.legalActions(before, other)).toEqual([]);
      checkSecrecy(before);
    }
    const action = bot(transglobal.seatView(before, seat), transglobal.tableView(before), legal, bots);
    const result = submitAction(match, action, 'bot');
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    checkStep(before, action, stateOf(result.match));
    if (action.type === 'discard') seen.discards++;
    if (action.type === 'build' && before.phase === 'finishing') seen.finishingBuilds++;
    if (action.type === 'build-cheapest') seen.oneTouch++;
    const ended = stateOf(result.match).results.at(-1);
    if (stateOf(result.match).results.length > before.results.length && ended) {
      seen.rounds++;
      if (ended.tax > 0) seen.taxes++;
    }
    // Undo then the same action gives the same state.
    if (chaos.int(0, 9) === 0) {
      const undone = undoLast(result.match, seat, 'bot');
      if (undone.ok) {
        seen.undos++;
        expect(hashState(undone.match.state)).toBe(hashState(match.state));
        const again = submitAction(undone.match, action, 'bot');
        if (!again.ok) throw new Error(again.error.code);
        expect(hashState(again.match.state)).toBe(hashState(result.match.state));
        expect(again.entry.hash).toBe(result.entry.hash);
        match = again.match;
      } else {
        match = result.match;
      }
    } else {
      match = result.match;
    }
    steps++;
    expect(steps).toBeLessThan(20_000);
  }
  return match;
}

describe('seeded random games (properties)', () => {
  it('every action follows the rules, check agrees with legalActions, undo is exact, views keep secrets, games end ranked and replay', () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.nat(1_000_000),
          players: fc.integer({ min: 2, max: 6 }),
          bank: fc.integer({ min: 6, max: 14 }),
          floor: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
          greed: fc.constantFrom(0.6, 0.8, 0.95),
        }),
        (spec) => {
          const match = playChecked(spec);
          const state = stateOf(match);
          // A finished game has a ranking of every seat, best bank first, ties sharing a place.
          const outcome = outcomeOf(match);
          expect(outcome?.ranking.map((r) => r.seat).sort()).toEqual([...state.seats].sort());
          expect(state.banks.some((b) => b <= 0)).toBe(true);
          for (const r of outcome?.ranking ?? []) {
            expect(r.place).toBe(1 + (outcome?.ranking.filter((o) => o.score > r.score).length ?? 0));
          }
          // The log replays to the same hash.
          const replayed = replayMatch(transglobalModule, match.record);
          expect(replayed.ok).toBe(true);
          if (replayed.ok) {
            expect(hashState(replayed.match.state)).toBe(hashState(match.state));
            expect(replayed.match.record.log.at(-1)?.hash).toBe(match.record.log.at(-1)?.hash);
          }
          // Exactly the round-ending entries revealed hidden information.
          const reveals = match.record.log.filter((e) => e.revealed).length;
          expect(reveals).toBe(state.results.length);
        },
      ),
      { numRuns: 24, seed: 424242 },
    );
    for (const [situation, count] of Object.entries(seen)) expect({ situation, count: count > 0 }).toEqual({ situation, count: true });
  });
});
