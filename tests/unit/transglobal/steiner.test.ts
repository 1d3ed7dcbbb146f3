import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cheapestCompletion } from '../../../shared-rules/games/transglobal/steiner';
import { fixtureGridMap } from '../../../shared-rules/maps/fixture-grid';
import { graphMap, type BareLink } from '../../fixtures/transglobal/graph-map';
import { TRANSGLOBAL_MAP_IDS, TRANSGLOBAL_MAP_JSON } from '../../../shared-rules/maps/transglobal-bundled';
import { loadTransglobalMap } from '../../../shared-rules/maps/transglobal-load';
import type { TransglobalMap } from '../../../shared-rules/maps/transglobal-map';
import { createRandom } from '../../../shared-rules/core/random';
import { componentOf, steinerCase, STEINER_CASES_PER_MAP } from '../../fixtures/transglobal/steiner-cases';
import goldenV3 from '../../fixtures/transglobal/steiner-links-v3.json';

/**
 * A plain Dreyfus–Wagner for reference: no pruning, no bucket queue, the network as extra
 * terminals joined at $0 to a virtual root. O(3^k·n + 2^k·n²). Cost only.
 */
function referenceCost(map: TransglobalMap, built: readonly boolean[], network: readonly number[], terminals: readonly number[]): number {
  const n = map.intersections.length;
  const size = n + 1;
  const rootV = n;
  const adj: Array<Array<[number, number]>> = Array.from({ length: size }, () => []);
  for (const l of map.links) {
    const w = built[l.id] === true ? 0 : l.cost;
    adj[l.a]?.push([l.b, w]);
    adj[l.b]?.push([l.a, w]);
  }
  for (const v of new Set(network)) {
    adj[v]?.push([rootV, 0]);
    adj[rootV]?.push([v, 0]);
  }
  const inNet = new Set(network);
  const ts = [...new Set(terminals)].filter((t) => !inNet.has(t));
  let root = rootV;
  if (network.length === 0) {
    const first = ts.shift();
    if (first === undefined) return 0;
    root = first;
  }
  const k = ts.length;
  if (k === 0) return 0;
  const dijkstra = (dist: number[]): void => {
    const done = new Array<boolean>(size).fill(false);
    for (;;) {
      let u = -1;
      for (let v = 0; v < size; v++) if (!done[v] && (dist[v] ?? Infinity) < Infinity && (u < 0 || (dist[v] ?? 0) < (dist[u] ?? 0))) u = v;
      if (u < 0) return;
      done[u] = true;
      for (const [v, w] of adj[u] ?? []) if ((dist[u] ?? 0) + w < (dist[v] ?? Infinity)) dist[v] = (dist[u] ?? 0) + w;
    }
  };
  const dp: number[][] = Array.from({ length: 1 << k }, () => new Array<number>(size).fill(Infinity));
  for (let mask = 1; mask < 1 << k; mask++) {
    const row = dp[mask] ?? [];
    if ((mask & (mask - 1)) === 0) row[ts[Math.log2(mask)] ?? 0] = 0;
    for (let sub = (mask - 1) & mask; sub > 0; sub = (sub - 1) & mask) {
      for (let v = 0; v < size; v++) row[v] = Math.min(row[v] ?? Infinity, (dp[sub]?.[v] ?? Infinity) + (dp[mask ^ sub]?.[v] ?? Infinity));
    }
    dijkstra(row);
  }
  return dp[(1 << k) - 1]?.[root] ?? Infinity;
}

/** Distances from `source` over the fixture map with built links at $0 (plain Bellman–Ford style relaxation). */
function distancesFrom(source: number, built: readonly boolean[]): number[] {
  const map = fixtureGridMap();
  const dist = map.intersections.map(() => Infinity);
  dist[source] = 0;
  for (let changed = true; changed; ) {
    changed = false;
    for (const l of map.links) {
      const w = built[l.id] === true ? 0 : l.cost;
      const da = dist[l.a] ?? Infinity;
      const db = dist[l.b] ?? Infinity;
      if (da + w < db) {
        dist[l.b] = da + w;
        changed = true;
      }
      if (db + w < da) {
        dist[l.a] = db + w;
        changed = true;
      }
    }
  }
  return dist;
}

type Case = { n: number; links: BareLink[]; built: boolean[]; network: number[]; terminals: number[] };

/** Union–find over `n` intersections plus a virtual root `n` (the contracted network). */
function connectedAll(c: Case, chosen: readonly boolean[]): boolean {
  const parent = Array.from({ length: c.n + 1 }, (_, i) => i);
  const find = (x: number): number => {
    let r = x;
    while (parent[r] !== r) r = parent[r] ?? r;
    return r;
  };
  const union = (a: number, b: number): void => {
    parent[find(a)] = find(b);
  };
  c.links.forEach((l, id) => {
    if (c.built[id] === true || chosen[id] === true) union(l.a, l.b);
  });
  for (const v of c.network) union(v, c.n);
  const anchor = c.network.length > 0 ? c.n : c.terminals[0];
  if (anchor === undefined) return true;
  return c.terminals.every((t) => find(t) === find(anchor));
}

/** The cheapest completion by trying every subset of unbuilt links. */
function bruteForce(c: Case): number {
  const unbuilt = c.links.map((_, id) => id).filter((id) => c.built[id] !== true);
  let best = Infinity;
  for (let mask = 0; mask < 1 << unbuilt.length; mask++) {
    const chosen: boolean[] = [];
    let cost = 0;
    unbuilt.forEach((id, i) => {
      if ((mask >> i) & 1) {
        chosen[id] = true;
        cost += c.links[id]?.cost ?? 0;
      }
    });
    if (cost < best && connectedAll(c, chosen)) best = cost;
  }
  return best;
}

const caseArb: fc.Arbitrary<Case> = fc.integer({ min: 2, max: 9 }).chain((n) =>
  fc
    .record({
      links: fc.uniqueArray(
        fc.record({ a: fc.nat(n - 1), b: fc.nat(n - 1), cost: fc.constantFrom<1 | 2>(1, 2) }).filter((l) => l.a !== l.b),
        { minLength: Math.min(8, (n * (n - 1)) / 2), maxLength: 14, selector: (l) => `${Math.min(l.a, l.b)}-${Math.max(l.a, l.b)}` },
      ),
      builtBits: fc.array(fc.boolean(), { minLength: 14, maxLength: 14 }),
      network: fc.uniqueArray(fc.nat(n - 1), { maxLength: 3 }),
      terminals: fc.array(fc.nat(n - 1), { maxLength: 5 }),
    })
    .map(({ links, builtBits, network, terminals }) => ({
      n,
      links,
      built: links.map((_, i) => (builtBits[i] ?? false) && i % 3 === 0),
      network,
      terminals,
    })),
);

describe('exact cheapest completion (rules §A round 7)', () => {
  it('equals brute force on small random graphs', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const map = graphMap('steiner-small', c.n, c.links);
        const result = cheapestCompletion(map, c.built, c.network, c.terminals);
        const expected = bruteForce(c);
        expect(result.cost).toBe(expected);
        if (expected === Infinity) {
          expect(result.links).toEqual([]);
          return;
        }
        // The links are unbuilt, cost what is reported, and complete the network.
        const chosen: boolean[] = [];
        let sum = 0;
        for (const id of result.links) {
          expect(c.built[id]).not.toBe(true);
          expect(chosen[id]).not.toBe(true);
          chosen[id] = true;
          sum += c.links[id]?.cost ?? 0;
        }
        expect(sum).toBe(result.cost);
        expect(connectedAll(c, chosen)).toBe(true);
      }),
      { numRuns: 400, seed: 20261122 },
    );
  });

  it('lists the links in an order where each one touches the network grown so far', () => {
    fc.assert(
      fc.property(
        caseArb.filter((c) => c.network.length > 0),
        (c) => {
          const map = graphMap('steiner-order', c.n, c.links);
          const result = cheapestCompletion(map, c.built, c.network, c.terminals);
          if (result.cost === Infinity) return;
          // The network grown: network plus everything reachable over built links, then each new link.
          const inNet = new Set(c.network);
          const built = [...c.built];
          const grow = (): void => {
            let changed = true;
            while (changed) {
              changed = false;
              c.links.forEach((l, id) => {
                if (built[id] === true && inNet.has(l.a) !== inNet.has(l.b)) {
                  inNet.add(l.a);
                  inNet.add(l.b);
                  changed = true;
                }
              });
            }
          };
          grow();
          for (const id of result.links) {
            const l = c.links[id];
            expect(l && (inNet.has(l.a) || inNet.has(l.b))).toBe(true);
            built[id] = true;
            grow();
          }
        },
      ),
      { numRuns: 300, seed: 7 },
    );
  });

  it('on the fixture map, three cities cost the best meeting point of their shortest paths', () => {
    // For three terminals a Steiner tree is three shortest paths meeting at one vertex.
    const map = fixtureGridMap();
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(map.intersections.length - 1), { minLength: 3, maxLength: 3 }),
        fc.array(fc.boolean(), { minLength: map.links.length, maxLength: map.links.length }),
        (terminals, bits) => {
          const built = bits.map((b, i) => b && i % 4 === 0);
          const [d0, d1, d2] = terminals.map((t) => distancesFrom(t, built));
          const best = Math.min(...map.intersections.map((v) => (d0?.[v.id] ?? Infinity) + (d1?.[v.id] ?? Infinity) + (d2?.[v.id] ?? Infinity)));
          expect(cheapestCompletion(map, built, [], terminals).cost).toBe(best);
          // With the first terminal as the network, the same tree.
          expect(cheapestCompletion(map, built, [terminals[0] ?? 0], terminals.slice(1)).cost).toBe(best);
        },
      ),
      { numRuns: 60, seed: 99 },
    );
  });

  it('costs nothing when every terminal is already in the network', () => {
    const map = graphMap('steiner-zero', 3, [{ a: 0, b: 1, cost: 1 }, { a: 1, b: 2, cost: 2 }]);
    expect(cheapestCompletion(map, [false, false], [0, 1], [1, 0])).toEqual({ cost: 0, links: [] });
    expect(cheapestCompletion(map, [false, false], [], [])).toEqual({ cost: 0, links: [] });
  });

  it('prefers two $1 links over one $2 link only when cheaper, and reuses built links for free', () => {
    // 0 —$2— 2, 0 —$1— 1 —$1— 2: a tie at $2; with 1–2 built, $1 via 0–1.
    const map = graphMap('steiner-tie', 3, [{ a: 0, b: 2, cost: 2 }, { a: 0, b: 1, cost: 1 }, { a: 1, b: 2, cost: 1 }]);
    expect(cheapestCompletion(map, [false, false, false], [0], [2]).cost).toBe(2);
    expect(cheapestCompletion(map, [false, false, true], [0], [2])).toEqual({ cost: 1, links: [1] });
  });

  it('reports an unreachable city as an infinite cost', () => {
    const map = graphMap('steiner-cut', 3, [{ a: 0, b: 1, cost: 1 }]);
    expect(cheapestCompletion(map, [false], [0], [2])).toEqual({ cost: Infinity, links: [] });
  });

  it('on the real maps, with rails built and networks, costs what a plain Dreyfus–Wagner finds, with links that join it all', () => {
    for (const mapId of TRANSGLOBAL_MAP_IDS) {
      const loaded = loadTransglobalMap(TRANSGLOBAL_MAP_JSON[mapId]);
      if (!loaded.ok) throw new Error(loaded.error);
      const map = loaded.map;
      const random = createRandom(`steiner-real-${mapId}`);
      for (let trial = 0; trial < 18; trial++) {
        // Some rails built (a quarter of the links on odd trials), a hub network or none, 4–6 cities.
        const built = map.links.map(() => trial % 2 === 1 && random.int(0, 3) === 0);
        const hub = random.int(0, map.intersections.length - 1);
        // None; the hub's network (everything joined to it by built rails, as the game passes it);
        // or two intersections not joined at all (the general case, without the row cache).
        const network = trial % 3 === 0 ? [] : trial % 3 === 1 ? componentOf(map, built, hub) : [hub, random.int(0, map.intersections.length - 1)];
        const terminals = Array.from({ length: random.int(4, 6) }, () => map.cities[random.int(0, map.cities.length - 1)]?.intersection ?? 0);
        const expected = referenceCost(map, built, network, terminals);
        const result = cheapestCompletion(map, built, network, terminals);
        expect(result.cost, `${mapId} trial ${trial}`).toBe(expected);
        const chosen = new Set(result.links);
        expect(result.links.reduce((sum, id) => sum + (map.links[id]?.cost ?? 0), 0)).toBe(result.cost);
        const c: Case = { n: map.intersections.length, links: map.links.map((l) => ({ a: l.a, b: l.b, cost: l.cost })), built: [...built], network, terminals };
        expect(connectedAll(c, map.links.map((l) => chosen.has(l.id))), `${mapId} trial ${trial} joins`).toBe(true);
      }
    }
  });

  it('picks the same links as the rulesVersion-3 search on every recorded case (ties are part of the rules: build-cheapest replays)', () => {
    const golden: Readonly<Record<string, unknown>> = goldenV3;
    for (const mapId of TRANSGLOBAL_MAP_IDS) {
      const loaded = loadTransglobalMap(TRANSGLOBAL_MAP_JSON[mapId]);
      if (!loaded.ok) throw new Error(loaded.error);
      const expected = golden[mapId];
      if (!Array.isArray(expected)) throw new Error(`no golden cases for ${mapId}`);
      expect(expected).toHaveLength(STEINER_CASES_PER_MAP);
      expected.forEach((want: { cost: number | null; links: number[] }, i) => {
        const c = steinerCase(loaded.map, i);
        const got = cheapestCompletion(loaded.map, c.built, c.network, c.terminals);
        expect({ cost: Number.isFinite(got.cost) ? got.cost : null, links: got.links }, `${mapId} case ${i}`).toEqual(want);
      });
    }
  });
});
