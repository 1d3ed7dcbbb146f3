/**
 * The medium bot plans with the exact cheapest completion: its hub goes on (or next to) its
 * hand's cheapest tree, it builds links of its cheapest plan, and when finishing with enough
 * money it pays exactly the cheapest completion (rules §A round 3, 4, 7).
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared-rules/core';
import { cheapestCompletion, transglobal, type TransglobalState } from '../../../shared-rules/games/transglobal';
import { TRANSGLOBAL_BOTS } from '../../../shared-rules/games/transglobal/bots';
import { mapGraph } from '../../../shared-rules/games/transglobal/graph';
import { act, cityAt, craftState, grid, pathLinks, vertex } from '../../fixtures/transglobal/craft';

const medium = TRANSGLOBAL_BOTS.medium;
const none = grid.links.map(() => false);

function decide(state: TransglobalState, seed = 'medium'): ReturnType<typeof medium> {
  const seat = transglobal.toAct(state)[0] ?? -1;
  return medium(transglobal.seatView(state, seat), transglobal.tableView(state), transglobal.legalActions(state, seat), createRandom(seed));
}

describe('medium bot', () => {
  it('places its hub on or next to its hand\'s cheapest tree, where its completion costs no more than the tree', () => {
    const state = craftState({ phase: 'hubs', hubs: [null, null] });
    const hand = (state.hands[0] ?? []).map(cityAt);
    const tree = cheapestCompletion(grid, none, [], hand);
    const g = mapGraph(grid);
    const onTree = new Set(hand);
    for (const l of tree.links) onTree.add(g.linkA[l] ?? -1).add(g.linkB[l] ?? -1);
    const action = decide(state);
    expect(action.type).toBe('place-hub');
    if (action.type !== 'place-hub') return;
    const next = new Set(onTree);
    for (const u of onTree) for (let k = g.offsets[u] ?? 0; k < (g.offsets[u + 1] ?? 0); k++) next.add(g.adjNode[k] ?? -1);
    expect(next.has(action.intersection)).toBe(true);
    // By construction the best any hub can do is the hand's own tree: the chosen hub achieves it.
    expect(cheapestCompletion(grid, none, [action.intersection], hand).cost).toBe(tree.cost);
    // A hub in the far corner would cost more.
    expect(cheapestCompletion(grid, none, [vertex(17, 0)], hand).cost).toBeGreaterThan(tree.cost);
  });

  it('confirms a placed hub with OK', () => {
    const state = craftState({ phase: 'hubs', hubs: [vertex(5, 5), null] });
    expect(decide(state)).toEqual({ type: 'ok', seat: 0 });
  });

  it('builds a link of its exact cheapest completion, using rails others built', () => {
    // Seat 1 built a line from seat 0's hub area; the plan may use it for free.
    const rails = pathLinks(vertex(2, 10), vertex(2, 4));
    const state = craftState({ built: rails, builtBy: rails.map(() => 1) });
    const hand = (state.hands[0] ?? []).map(cityAt);
    const builtMask = grid.links.map((_, id) => rails.includes(id));
    const network = [vertex(2, 10)];
    const plan = cheapestCompletion(grid, builtMask, [...network, ...railsNodes(rails)], hand);
    const action = decide(state);
    expect(action.type).toBe('build');
    if (action.type !== 'build') return;
    // The link is on a cheapest completion (several trees may tie): with it built, what is left
    // costs exactly its price less, and it costs money (the free rails are used, not rebuilt).
    const g = mapGraph(grid);
    const price = grid.links[action.link]?.cost ?? 0;
    expect(builtMask[action.link]).toBe(false);
    const after = builtMask.map((b, id) => b || id === action.link);
    const grown = [...network, ...railsNodes(rails), g.linkA[action.link] ?? -1, g.linkB[action.link] ?? -1];
    expect(cheapestCompletion(grid, after, grown, hand).cost).toBe(plan.cost - price);
    expect(plan.cost).toBeGreaterThan(0);
  });

  it('when finishing with enough money, pays exactly the cheapest completion and then confirms', () => {
    const hub = vertex(2, 10);
    let state = craftState({
      phase: 'finishing',
      banks: [40, 40],
      hubs: [hub, vertex(14, 10)],
      finishing: { endedBy: 1, completed: [1], queue: [], paid: [0, 0], cheapest: [null, null] },
    });
    const hand = (state.hands[0] ?? []).map(cityAt);
    const cheapest = cheapestCompletion(grid, none, [hub], hand).cost;
    expect(cheapest).toBeGreaterThan(5);
    const first = decide(state);
    expect(first).toEqual({ type: 'build-cheapest', seat: 0 });
    state = act(state, first);
    expect(state.banks[0]).toBe(40 - cheapest);
    expect(transglobal.seatView(state, 0).complete).toBe(true);
    expect(decide(state)).toEqual({ type: 'ok', seat: 0 });
  });
});

/** The intersections touched by `links`. */
function railsNodes(links: readonly number[]): number[] {
  const g = mapGraph(grid);
  return links.flatMap((l) => [g.linkA[l] ?? -1, g.linkB[l] ?? -1]);
}
