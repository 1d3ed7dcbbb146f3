/**
 * Hard's rollouts: the fast race model of the rest of a building phase (who completes first, what
 * the others pay) and the determinized rollout values built on it (rules §A round 4–8).
 */
import { describe, expect, it } from 'vitest';
import { createRandom, outcomeOf, submitAction } from '../../../shared-rules/core';
import { transglobal } from '../../../shared-rules/games/transglobal';
import { deadlineOf } from '../../../shared-rules/games/transglobal/bots/context';
import { inferredBelief } from '../../../shared-rules/games/transglobal/bots/inference';
import { raceOutcome, type Racer } from '../../../shared-rules/games/transglobal/bots/race';
import { hubRolloutValues, rolloutValues, valueOf, type TurnCandidate } from '../../../shared-rules/games/transglobal/bots/rollout';
import { completionOn, missingOf, viewBoard, withLinks } from '../../../shared-rules/games/transglobal/bots/view-board';
import { isTransglobalState } from '../../../shared-rules/games/transglobal/state';
import { startGame } from '../../../build/games/transglobal/play';
import { buildableOfPlan } from '../../../shared-rules/games/transglobal/bots/plan';
import { TRANSGLOBAL_BOTS } from '../../../shared-rules/games/transglobal/bots';
import { mapGraph } from '../../../shared-rules/games/transglobal/graph';
import { cityIndex, craftState, grid, pathLinks, vertex } from '../../fixtures/transglobal/craft';

const g = mapGraph(grid);
const nothingBuilt = new Uint8Array(g.m);

/** A racer starting at `from` whose plan is `plan` (links in building order from `from`). */
function racer(from: number, plan: readonly number[], preferOwn = false): Racer {
  const reached = new Uint8Array(g.n);
  reached[from] = 1;
  return { plan, reached, preferOwn };
}

describe('race model of the rest of a building phase', () => {
  const four = pathLinks(vertex(1, 1), vertex(5, 1));
  const six = pathLinks(vertex(1, 12), vertex(7, 12));

  it('the plans are plain $1 paths of 4 and 6 links (the premise of the next tests)', () => {
    expect(four.map((l) => g.linkCost[l])).toEqual([1, 1, 1, 1]);
    expect(six.map((l) => g.linkCost[l])).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('$2 a turn in turn order: the $4 plan completes on its second turn; the other, after one turn, pays the $4 it has not built', () => {
    expect(raceOutcome(g, nothingBuilt, [racer(vertex(1, 1), four), racer(vertex(1, 12), six)], 0, 2)).toEqual([0, 4]);
  });

  it('the second player to act with the $4 plan finishes after the first built $4 of its $6: the first pays $2', () => {
    expect(raceOutcome(g, nothingBuilt, [racer(vertex(1, 12), six), racer(vertex(1, 1), four)], 0, 2)).toEqual([2, 0]);
  });

  it('with $1 left of its turn the first racer builds one link, then play goes on in turn order', () => {
    // A builds 1, B 2, A 2, B 2 (2 left), A its last: B pays $2.
    expect(raceOutcome(g, nothingBuilt, [racer(vertex(1, 1), four), racer(vertex(1, 12), six)], 0, 1)).toEqual([0, 2]);
  });

  it('a link on both plans counts for both, whoever builds it: two ends of one line meet and both complete at once', () => {
    const there = pathLinks(vertex(1, 1), vertex(5, 1));
    const back = [...there].reverse();
    expect(raceOutcome(g, nothingBuilt, [racer(vertex(1, 1), there), racer(vertex(5, 1), back)], 0, 2)).toEqual([0, 0]);
  });

  it('a racer complete at the start ends the phase at once: the others pay their whole plans', () => {
    expect(raceOutcome(g, nothingBuilt, [racer(vertex(1, 1), []), racer(vertex(1, 12), six)], 1, 2)).toEqual([0, 6]);
  });

  it('own links first: a racer preferring its own links leaves the shared one to the other, who then pays more', () => {
    // Both plans start with the shared link s from (9,1); A's own part goes west, B's east.
    const shared = pathLinks(vertex(9, 1), vertex(9, 2));
    const aOwn = pathLinks(vertex(9, 1), vertex(6, 1));
    const bOwn = pathLinks(vertex(9, 2), vertex(12, 2));
    const a = [...aOwn, ...shared];
    const b = [...shared, ...bOwn];
    const from = vertex(9, 1);
    const polite = raceOutcome(g, nothingBuilt, [racer(from, a, true), racer(from, b)], 0, 2);
    const plain = raceOutcome(g, nothingBuilt, [racer(from, [...shared, ...aOwn]), racer(from, b)], 0, 2);
    // Plain: A builds s and one own link, B then needs only its $3 own part and pays $1.
    expect(plain).toEqual([0, 1]);
    // Own first: B spends $1 of its turn on s for A too, and pays $2.
    expect(polite).toEqual([0, 2]);
  });
});

describe('rollout values', () => {
  it('the value of a modelled round end: the others\' mean payment minus mine, ± the game-over weight', () => {
    const banks = new Map([[0, 10], [1, 3]]);
    expect(valueOf([0, 1], 0, [0, 2], banks, 10)).toBe(2);
    expect(valueOf([0, 1], 0, [0, 3], banks, 10)).toBe(13);
    expect(valueOf([0, 1], 0, [10, 0], banks, 10)).toBe(-20);
  });

  it('are deterministic for a seed and a board (same sampled deals, same values)', () => {
    const rails = pathLinks(vertex(14, 10), vertex(14, 4));
    const state = craftState({ built: rails, builtBy: rails.map(() => 1) });
    const table = transglobal.tableView(state);
    const mine = transglobal.seatView(state, 0);
    const board = viewBoard(table);
    if (board === undefined) throw new Error('no board');
    const candidates = transglobal.legalActions(state, 0).filter((a): a is TurnCandidate => a.type === 'build').slice(0, 4);
    expect(candidates.length).toBe(4);
    const run = (seed: string): number[] =>
      rolloutValues(board, table, mine, candidates, 2, (seat) => inferredBelief(board, table, mine, seat), createRandom(seed), deadlineOf(undefined), { maxSamples: 6, minSamples: 2, gameOverWeight: 10 }).values;
    const first = run('roll');
    expect(run('roll')).toEqual(first);
    expect(first.every(Number.isFinite)).toBe(true);
  });
});

describe('hard bot with rollouts', () => {
  // Seat 1's hub on north-3 (10,0); its rails reach west-3 (4,0), east-3 (16,0) and south-3 (5,7),
  // and run toward coast-3 (14,7) up to the last link, `last`. Seat 0's hub sits on (14,7): its
  // cities lie along seat 1's rails, so `last` is on its cheapest plan, but it completes seat 1.
  const toCoast = pathLinks(vertex(10, 0), vertex(14, 7));
  const last = toCoast[toCoast.length - 1] ?? -1;
  const rails = [
    ...pathLinks(vertex(10, 0), vertex(4, 0)),
    ...pathLinks(vertex(10, 0), vertex(16, 0)),
    ...pathLinks(vertex(4, 0), vertex(5, 7)),
    ...toCoast.slice(0, -1),
  ];
  const unique = [...new Set(rails)];
  const state = craftState({ hubs: [vertex(14, 7), vertex(10, 0)], built: unique, builtBy: unique.map(() => 1) });
  const seatView = transglobal.seatView(state, 0);
  const table = transglobal.tableView(state);
  const legal = transglobal.legalActions(state, 0);

  it('the premise: the last link is legal for seat 0, on its cheapest plan, and it would complete seat 1', () => {
    const board = viewBoard(table);
    if (board === undefined) throw new Error('no board');
    const plan = completionOn(board, vertex(14, 7), missingOf(seatView));
    expect(plan.links).toContain(last);
    expect(plan.cost).toBeGreaterThan(2);
    expect(legal).toContainEqual({ type: 'build', seat: 0, link: last });
    const after = transglobal.apply(state, { type: 'build', seat: 0, link: last }, createRandom('x'));
    expect(after.events).toContainEqual({ type: 'network-complete', seat: 1 });
  });

  it('does not build the link that completes the opponent\'s inferred route (it builds its own part instead)', () => {
    const action = TRANSGLOBAL_BOTS.hard(seatView, table, legal, createRandom('hard'));
    expect(action).not.toEqual({ type: 'build', seat: 0, link: last });
    expect(action.type).toBe('build');
  });

  it('the rollouts value that link below the others (the phase would end with seat 0 paying)', () => {
    const board = viewBoard(table);
    if (board === undefined) throw new Error('no board');
    const plan = completionOn(board, vertex(14, 7), missingOf(seatView));
    const candidates = buildableOfPlan(board, plan, vertex(14, 7), legal, 2);
    expect(candidates.length).toBeGreaterThan(1);
    const { values } = rolloutValues(board, table, seatView, candidates, 2, (seat) => inferredBelief(board, table, seatView, seat, 2.5, 4), createRandom('roll'), deadlineOf(undefined), { maxSamples: 8, minSamples: 2, gameOverWeight: 10 });
    const at = candidates.findIndex((c) => c.link === last);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values.filter((_, i) => i !== at))).toBeGreaterThan(values[at] ?? Infinity);
  });
});

describe('hard bot: off-plan candidates', () => {
  it('in seeded games it sometimes builds off its exact cheapest plan, nearly always on an equally cheap tree (its cheapest completion drops by the link\'s cost)', () => {
    let off = 0;
    let keep = 0;
    let builds = 0;
    for (let game = 0; game < 2; game++) {
      let match = startGame({ mapId: 'fixture-grid', players: 2, seed: `off-${game}`, bots: [] });
      const random = createRandom(`off-bots-${game}`);
      for (let i = 0; i < 3000 && outcomeOf(match) === undefined; i++) {
        const s = match.state;
        if (!isTransglobalState(s)) throw new Error('not a Transglobal state');
        const seat = transglobal.toAct(s)[0] ?? -1;
        const legal = transglobal.legalActions(s, seat);
        const seatView = transglobal.seatView(s, seat);
        const table = transglobal.tableView(s);
        const action = (seat === 0 ? TRANSGLOBAL_BOTS.hard : TRANSGLOBAL_BOTS.medium)(seatView, table, legal, random);
        if (seat === 0 && s.phase === 'building' && action.type === 'build') {
          builds++;
          const board = viewBoard(table);
          const hub = s.hubs[0];
          if (board === undefined || hub === null || hub === undefined) throw new Error('no board or hub');
          const plan = completionOn(board, hub, missingOf(seatView));
          if (!plan.links.includes(action.link)) {
            off++;
            const after = completionOn(withLinks(board, [action.link]), hub, missingOf(seatView));
            if (after.cost === plan.cost - (board.graph.linkCost[action.link] ?? 0)) keep++;
          }
        }
        const result = submitAction(match, action, 'bot');
        if (!result.ok) throw new Error(result.error.message);
        match = result.match;
      }
    }
    expect(builds).toBeGreaterThan(50);
    expect(off).toBeGreaterThanOrEqual(5);
    expect(keep / off).toBeGreaterThanOrEqual(0.8);
  }, 60_000);
});

describe('hub rollouts when the bot places its hub first', () => {
  const state = craftState({ phase: 'hubs', hubs: [null, null] });
  const table = transglobal.tableView(state);
  const board = viewBoard(table);
  if (board === undefined) throw new Error('no board');
  const spots = [vertex(2, 10), vertex(8, 8), vertex(14, 4)];
  const free = new Set(transglobal.legalActions(state, 0).flatMap((a) => (a.type === 'place-hub' ? [a.intersection] : [])));
  const run = (s: typeof state, seed: string, withFree = true): { values: number[]; samples: number } =>
    hubRolloutValues(board, transglobal.tableView(s), transglobal.seatView(s, 0), spots, (seat) => inferredBelief(board, transglobal.tableView(s), transglobal.seatView(s, 0), seat), createRandom(seed), deadlineOf(undefined), { maxSamples: 6, minSamples: 2, gameOverWeight: 10 }, withFree ? free : undefined);

  it('without the free spots the others\' missing hubs make every value 0 (no model)', () => {
    expect(run(state, 'h', false)).toEqual({ values: [0, 0, 0], samples: 0 });
  });

  it('with them, the opponent is modelled placing its hub after the bot: values differ by spot, deterministic for a seed', () => {
    const a = run(state, 'h');
    expect(a.samples).toBe(6);
    expect(new Set(a.values).size).toBeGreaterThan(1);
    expect(run(state, 'h')).toEqual(a);
  });

  it('decided from the seat view only: the same values when the opponent is dealt another hand', () => {
    const other = { ...state, hands: [state.hands[0] ?? [], ['west-4', 'north-4', 'east-4', 'south-4', 'coast-4'].map(cityIndex)] };
    expect(run(other, 'h')).toEqual(run(state, 'h'));
  });
});
