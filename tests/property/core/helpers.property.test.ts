/**
 * The core helpers every game may use (shared-rules/core/graph.ts, pile.ts, turn-order.ts),
 * checked over random inputs: component labels agree with breadth-first reachability over the
 * chosen edges; adjacency lists every in-range edge at both ends; a pile's draws conserve its
 * items, keep it sorted, and always draw randomness; turn orders are permutations with the
 * documented shape.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjacency, componentLabels, reachable, type Edge } from '../../../shared-rules/core/graph';
import { drawFrom, pileOf, pileSize, putBack } from '../../../shared-rules/core/pile';
import { createRandom } from '../../../shared-rules/core/random';
import { bidOrder, clockwiseFrom, nextClockwise, snakeOrder } from '../../../shared-rules/core/turn-order';

const graphArb = fc.integer({ min: 1, max: 40 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc.array(fc.record({ a: fc.integer({ min: 0, max: n - 1 }), b: fc.integer({ min: 0, max: n - 1 }) }), { maxLength: 80 }),
    chosen: fc.array(fc.nat(), { maxLength: 80 }),
  }),
);

describe('graph helpers', () => {
  it('two nodes share a component label exactly when the chosen edges join them', () => {
    fc.assert(
      fc.property(graphArb, ({ n, edges, chosen }) => {
        const ids = chosen.map((c) => (edges.length === 0 ? 0 : c % edges.length)).filter((id) => id < edges.length);
        const label = componentLabels(n, edges, ids);
        const sub: Edge[] = ids.map((id) => edges[id]).filter((e): e is Edge => e !== undefined);
        const graph = adjacency(n, sub);
        for (let v = 0; v < n; v++) {
          const seen = reachable(graph, v);
          for (let w = 0; w < n; w++) expect(label[v] === label[w]).toBe(seen[w] === 1);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('adjacency lists every in-range edge at both of its ends, and nothing else', () => {
    fc.assert(
      fc.property(graphArb, ({ n, edges }) => {
        const withStray = [...edges, { a: n, b: 0 }, { a: -1, b: 0 }];
        const graph = adjacency(n, withStray);
        const listed: string[] = [];
        for (let v = 0; v < n; v++) for (let i = graph.offsets[v] ?? 0; i < (graph.offsets[v + 1] ?? 0); i++) listed.push(`${graph.adjEdge[i]}:${v}->${graph.adjNode[i]}`);
        const expected = edges.flatMap((e, id) => [`${id}:${e.a}->${e.b}`, `${id}:${e.b}->${e.a}`]);
        expect(listed.sort()).toEqual(expected.sort());
      }),
      { numRuns: 150 },
    );
  });
});

describe('pile', () => {
  it('draws conserve the items, keep the pile sorted, draw randomness each time and stop when it runs out', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 30 }), fc.integer({ min: -2, max: 40 }), fc.string(), (items, count, seed) => {
        const pile = pileOf(items);
        const random = createRandom(seed);
        const { drawn, pile: left } = drawFrom(pile, count, random);
        expect(drawn.length).toBe(Math.max(0, Math.min(count, items.length)));
        expect(random.draws()).toBe(drawn.length);
        expect([...drawn, ...left.items].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
        expect(left.items).toEqual([...left.items].sort((a, b) => a - b));
        expect(pileSize(putBack(left, drawn))).toBe(items.length);
        expect(putBack(left, drawn)).toEqual(pile);
      }),
      { numRuns: 200 },
    );
  });

  it('the same seed draws the same items; the order of the items put in does not matter', () => {
    const a = drawFrom(pileOf(['red', 'blue', 'blue', 'black']), 2, createRandom('s'));
    const b = drawFrom(pileOf(['blue', 'black', 'red', 'blue']), 2, createRandom('s'));
    expect(b).toEqual(a);
  });
});

describe('turn orders', () => {
  const seatsArb = fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 6 });
  it('clockwise from a seat is a rotation starting there; next wraps round', () => {
    fc.assert(
      fc.property(seatsArb, fc.nat(), (seats, k) => {
        const first = seats[k % seats.length] ?? 0;
        const order = clockwiseFrom(seats, first);
        expect(order[0]).toBe(first);
        expect([...order].sort()).toEqual([...seats].sort());
        order.forEach((seat, i) => expect(nextClockwise(seats, seat)).toBe(order[(i + 1) % order.length]));
      }),
    );
  });

  it('snake order goes out and back; bid order is highest first with ties in the earlier order', () => {
    expect(snakeOrder([1, 2, 3])).toEqual([1, 2, 3, 3, 2, 1]);
    expect(snakeOrder([4, 0], 3)).toEqual([4, 0, 0, 4, 4, 0]);
    expect(bidOrder([3, 0, 5, 1], { 0: 4, 5: 4, 1: 9 })).toEqual([1, 0, 5, 3]);
    fc.assert(
      fc.property(seatsArb, fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 6, maxLength: 6 }), (seats, values) => {
        const bids = Object.fromEntries(seats.map((s, i) => [s, values[i] ?? 0]));
        const order = bidOrder(seats, bids);
        expect([...order].sort()).toEqual([...seats].sort());
        for (let i = 1; i < order.length; i++) {
          const [p, q] = [order[i - 1] ?? 0, order[i] ?? 0];
          expect(bids[p] ?? 0).toBeGreaterThanOrEqual(bids[q] ?? 0);
          if ((bids[p] ?? 0) === (bids[q] ?? 0)) expect(seats.indexOf(p)).toBeLessThan(seats.indexOf(q));
        }
      }),
    );
  });
});
