/**
 * The board `apply` derives incrementally (`extendBoard`: the parent's labels with each new link's
 * components merged) and the public built list it extends (`extendBuiltList`) must be exactly what
 * a from-scratch derivation gives, at every state of real self-played games on the shipped maps.
 * `apply` derives the next board in place, taking the parent's arrays over: an older state's
 * board (stale) must be derived again, equal, when it is asked for after its children.
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared-rules/core/random';
import { transglobal, type TransglobalState } from '../../../shared-rules/games/transglobal';
import { TRANSGLOBAL_BOTS } from '../../../shared-rules/games/transglobal/bots';
import { boardOf, type Board } from '../../../shared-rules/games/transglobal/network';

/** The partition a board's labels make: for each intersection, the smallest intersection with its label. */
function partition(board: Board): number[] {
  const first = new Map<number, number>();
  return Array.from(board.label, (label, v) => {
    if (!first.has(label)) first.set(label, v);
    return first.get(label) ?? v;
  });
}

function play(mapId: string, seed: string, each: (state: TransglobalState) => void): number {
  const random = createRandom(seed);
  const bots = createRandom(`bots:${seed}`);
  const options = transglobal.parseOptions({ ...transglobal.meta.defaultOptions, mapId });
  if ('kind' in options) throw new Error(options.message);
  let state = transglobal.setup({ seats: [0, 1, 2, 3], options, random });
  let builds = 0;
  while (transglobal.outcome(state) === undefined) {
    const seat = transglobal.toAct(state)[0] ?? -1;
    const action = TRANSGLOBAL_BOTS.random(transglobal.seatView(state, seat), transglobal.tableView(state), transglobal.legalActions(state, seat), bots, {});
    state = transglobal.apply(state, action, random).state;
    if (action.type === 'build' || action.type === 'build-cheapest') builds++;
    each(state);
  }
  return builds;
}

describe('incrementally derived boards', () => {
  for (const mapId of ['usa', 'europe', 'asia']) {
    it(`equal boards derived from scratch at every state of a random 4-player game (${mapId})`, () => {
      let compared = 0;
      const builds = play(mapId, `derived-${mapId}`, (state) => {
        const incremental = boardOf(state);
        // A copied array is not in the cache: its board is derived from scratch.
        const scratch = boardOf({ ...state, built: [...state.built] });
        expect(scratch).not.toBe(incremental);
        expect(Array.from(incremental.built)).toEqual(Array.from(scratch.built));
        expect(partition(incremental)).toEqual(partition(scratch));
        expect(transglobal.tableView(state).built).toEqual(state.built.map((link, i) => ({ link, by: state.builtBy[i] })));
        compared++;
      });
      expect(builds).toBeGreaterThan(50);
      expect(compared).toBeGreaterThan(builds);
    });
  }

  it('an older state asked for after its children gets its own board again (in-place derivation leaves no stale board behind)', () => {
    const states: TransglobalState[] = [];
    play('usa', 'stale-boards', (state) => states.push(state));
    const withLinks = states.filter((s) => s.built.length > 0);
    expect(withLinks.length).toBeGreaterThan(50);
    let checked = 0;
    for (const state of withLinks.filter((_, i) => i % 7 === 0)) {
      const again = boardOf(state);
      const scratch = boardOf({ ...state, built: [...state.built] });
      expect(Array.from(again.built)).toEqual(Array.from(scratch.built));
      expect(partition(again)).toEqual(partition(scratch));
      expect(again.built.reduce((a, b) => a + b, 0)).toBe(new Set(state.built).size);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('applying the same action to one state twice gives equal states (the second derives the parent board again)', () => {
    const random = createRandom('twice');
    const bots = createRandom('bots:twice');
    const options = transglobal.parseOptions(transglobal.meta.defaultOptions);
    if ('kind' in options) throw new Error(options.message);
    let state = transglobal.setup({ seats: [0, 1, 2], options, random });
    let compared = 0;
    for (let step = 0; step < 400 && transglobal.outcome(state) === undefined; step++) {
      const seat = transglobal.toAct(state)[0] ?? -1;
      const action = TRANSGLOBAL_BOTS.random(transglobal.seatView(state, seat), transglobal.tableView(state), transglobal.legalActions(state, seat), bots, {});
      const first = transglobal.apply(state, action, createRandom(`draw-${step}`)).state;
      const second = transglobal.apply(state, action, createRandom(`draw-${step}`)).state;
      expect(second).toEqual(first);
      expect(transglobal.legalActions(first, transglobal.toAct(first)[0] ?? -1)).toEqual(transglobal.legalActions(second, transglobal.toAct(second)[0] ?? -1));
      if (action.type === 'build') compared++;
      state = second;
    }
    expect(compared).toBeGreaterThan(20);
  });
});
