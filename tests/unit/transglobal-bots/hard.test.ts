/**
 * The hard bot's inference and budget: an opponent's likely cities are those near what they
 * built (public history only), and searching stops once the host's clock passes the deadline.
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared-rules/core';
import { transglobal } from '../../../shared-rules/games/transglobal';
import { TRANSGLOBAL_BOTS } from '../../../shared-rules/games/transglobal/bots';
import { deadlineOf } from '../../../shared-rules/games/transglobal/bots/context';
import { inferredBelief, sampledRemaining, uniformBelief } from '../../../shared-rules/games/transglobal/bots/inference';
import { viewBoard } from '../../../shared-rules/games/transglobal/bots/view-board';
import { freeSpots, scoreHubs } from '../../../shared-rules/games/transglobal/bots/plan';
import { HARD_HUB_CANDIDATES, HARD_HUB_SEARCH } from '../../../shared-rules/games/transglobal/bots/hard';
import { cityIndex, craftState, pathLinks, vertex } from '../../fixtures/transglobal/craft';

/** A clock that moves `step` ms each time it is read, counting the reads. */
function fakeClock(step: number): { now: () => number; reads: () => number } {
  let t = 0;
  let reads = 0;
  return { now: () => ((reads += 1), (t += step)), reads: () => reads };
}

describe('hard bot: inference of the others\' cities', () => {
  // Seat 1's hub at (14,10); it built north through (14,7) — coast-3's intersection — to (14,4).
  const rails = pathLinks(vertex(14, 10), vertex(14, 4));
  const state = craftState({ built: rails, builtBy: rails.map(() => 1) });
  const table = transglobal.tableView(state);
  const mine = transglobal.seatView(state, 0);
  const board = viewBoard(table);
  if (board === undefined) throw new Error('fixture map not registered');
  const belief = inferredBelief(board, table, mine, 1);
  const weightOf = (id: string): number => belief.flatMap((r) => r.cities).find((c) => c.city === cityIndex(id))?.weight ?? -1;

  it('a city on the opponent\'s rails weighs more than a city far from them', () => {
    // coast-3 at (14,7) lies on the rails; coast-6 at (10,12) is far from hub and rails.
    expect(weightOf('coast-3')).toBeGreaterThan(2 * weightOf('coast-6'));
    expect(weightOf('coast-6')).toBeGreaterThan(0);
  });

  it('the likelihood is a distribution per region, without dashed cities at 2 players or the bot\'s own cities', () => {
    for (const region of belief) expect(region.cities.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1, 9);
    const ids = belief.flatMap((r) => r.cities.map((c) => c.city));
    expect(ids).not.toContain(cityIndex('coast-0'));
    expect(ids).not.toContain(cityIndex('coast-2'));
    expect(ids.length).toBe(5 * 5 - 5);
  });

  it('without any rails or hub the belief is uniform', () => {
    const bare = craftState({ hubs: [vertex(2, 10), null] });
    const bareBoard = viewBoard(transglobal.tableView(bare));
    if (bareBoard === undefined) throw new Error('no board');
    const inferred = inferredBelief(bareBoard, transglobal.tableView(bare), transglobal.seatView(bare, 0), 1);
    expect(inferred).toEqual(uniformBelief(bareBoard, transglobal.tableView(bare), transglobal.seatView(bare, 0)));
  });
});

describe('hard bot: the time budget', () => {
  it('sampled rollouts stop once now() passes the deadline (10 ms per read, budget 35 ms: 4 samples)', () => {
    const state = craftState();
    const table = transglobal.tableView(state);
    const board = viewBoard(table);
    if (board === undefined) throw new Error('no board');
    const belief = uniformBelief(board, table, transglobal.seatView(state, 0));
    const clock = fakeClock(10);
    const result = sampledRemaining(board, belief, vertex(14, 10), createRandom('budget'), 50, deadlineOf({ now: clock.now, budgetMs: 35 }));
    expect(result.samples).toBe(4);
    expect(result.mean).toBeGreaterThan(10);
    const frozen = sampledRemaining(board, belief, vertex(14, 10), createRandom('budget'), 12, deadlineOf({ now: () => 0, budgetMs: 35 }));
    expect(frozen.samples).toBe(12);
  });

  it('the hub search stops after one searched candidate (the hub rollouts after their minimum of deals) when the clock is already past the deadline', () => {
    const state = craftState({ phase: 'hubs', hubs: [null, null] });
    const legal = transglobal.legalActions(state, 0);
    const run = (step: number): { reads: number; action: unknown } => {
      const clock = fakeClock(step);
      const action = TRANSGLOBAL_BOTS.hard(transglobal.seatView(state, 0), transglobal.tableView(state), legal, createRandom('hub'), { now: clock.now, budgetMs: 300 });
      return { reads: clock.reads(), action };
    };
    const late = run(1000);
    const roomy = run(0.001);
    // One read to start the deadline, one check before the second searched candidate (then the
    // search stops), one before the third sampled deal of the first-hub rollouts (then they stop).
    expect(late.reads).toBe(3);
    expect(roomy.reads).toBeGreaterThan(10);
    for (const { action } of [late, roomy]) expect(legal.some((a) => JSON.stringify(a) === JSON.stringify(action))).toBe(true);
  });

  it('placing its hub first, it compares spots by rollouts: deterministic for a seed, decided from its seat view only, one of medium\'s best spots', () => {
    const state = craftState({ phase: 'hubs', hubs: [null, null] });
    const redealt = { ...state, hands: [state.hands[0] ?? [], ['west-4', 'north-4', 'east-4', 'south-4', 'coast-4'].map(cityIndex)] };
    const legal = transglobal.legalActions(state, 0);
    const choose = (s: typeof state, seed: string): unknown => TRANSGLOBAL_BOTS.hard(transglobal.seatView(s, 0), transglobal.tableView(s), transglobal.legalActions(s, 0), createRandom(seed));
    const first = choose(state, 'first-hub');
    expect(choose(state, 'first-hub')).toEqual(first);
    expect(choose(redealt, 'first-hub')).toEqual(first);
    const board = viewBoard(transglobal.tableView(state));
    if (board === undefined) throw new Error('no board');
    const best = scoreHubs(board, transglobal.seatView(state, 0), freeSpots(legal), HARD_HUB_SEARCH, deadlineOf(undefined)).slice(0, HARD_HUB_CANDIDATES).map((h) => h.intersection);
    expect(first).toMatchObject({ type: 'place-hub', seat: 0 });
    expect(best).toContain((first as { intersection: number }).intersection);
  });
});
