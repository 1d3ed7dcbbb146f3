/**
 * The exact cheapest completion of a network: the minimum-cost set of unbuilt links that, with
 * the links already built, connects a player's network to all their missing cities
 * (a node-weighted-free Steiner tree problem, solved exactly by Dreyfus–Wagner).
 *
 * Source: rules §A round 7 ("The app offers the cheapest completion (exact minimum Steiner cost
 * from the player's network to their missing cities over the current board)") and the balance
 * targets ("exact cheapest connection of a random 5-city hand over the empty board").
 *
 * Method: built links cost $0, unbuilt links their printed $1/$2. The network is contracted to
 * one super-terminal (a virtual vertex joined at $0 to every network intersection), which is
 * the root. With `k` other terminals the work is O(3^k·n + 2^k·(m + C)) with Dial's bucket queue
 * (C: total link cost): for 5 cities on a ~250-intersection map well under a millisecond.
 */
import type { TransglobalMap } from '../../maps/transglobal-map';
import { mapGraph } from './graph';

/** The answer of `cheapestCompletion`: total cost in $ and the unbuilt link ids to build. */
export type Completion = {
  /** Total $ of the links to build; `Infinity` when some terminal cannot be reached at all. */
  readonly cost: number;
  /**
   * The unbuilt link ids to build, in an order in which each one touches the network grown by
   * the ones before it (when `network` is non-empty), so building them one by one is legal.
   * Empty when the cost is 0 or `Infinity`.
   */
  readonly links: readonly number[];
};

/** The most terminals besides the root that the exact search accepts (3^k grows fast). */
export const MAX_STEINER_TERMINALS = 10;

const INF = 1 << 29;

/**
 * The exact cheapest completion of a network (Dreyfus–Wagner, rules §A round 7).
 *
 * - `map`: a validated map (its graph is cached per map object).
 * - `built`: by link id, whether the link is already built (built links cost $0).
 * - `network`: intersection ids already in the player's network (hub plus everything reachable
 *   from it over built links); may be empty, then the cheapest tree joining the terminals alone
 *   is returned (the map generator's "cheapest hand cost").
 * - `terminals`: intersection ids of the missing cities; duplicates and terminals already in
 *   the network are ignored.
 *
 * Returns `{ cost, links }` with `cost` in $ (0 with no links when nothing is missing;
 * `Infinity` with no links when some terminal is unreachable). Throws a `RangeError` when more
 * than `MAX_STEINER_TERMINALS` terminals remain besides the root (a programming error: a hand
 * has 5 cities).
 */
export function cheapestCompletion(
  map: TransglobalMap,
  built: readonly boolean[],
  network: readonly number[],
  terminals: readonly number[],
): Completion {
  const g = mapGraph(map);
  const n = g.n;
  const superNode = n;
  const size = n + 1;
  const inNetwork = new Uint8Array(size);
  const networkList: number[] = [];
  for (const v of network) {
    if (v >= 0 && v < n && inNetwork[v] === 0) {
      inNetwork[v] = 1;
      networkList.push(v);
    }
  }
  const seen = new Uint8Array(n);
  const others: number[] = [];
  for (const t of terminals) {
    if (t < 0 || t >= n) return { cost: Infinity, links: [] };
    if (inNetwork[t] === 1 || seen[t] === 1) continue;
    seen[t] = 1;
    others.push(t);
  }
  let root: number;
  if (networkList.length > 0) {
    root = superNode;
  } else {
    const first = others.shift();
    if (first === undefined) return { cost: 0, links: [] };
    root = first;
  }
  const k = others.length;
  if (k === 0) return { cost: 0, links: [] };
  if (k > MAX_STEINER_TERMINALS) {
    throw new RangeError(`cheapestCompletion: ${k} terminals besides the root, at most ${MAX_STEINER_TERMINALS}`);
  }

  const weight = new Int32Array(g.m);
  for (let e = 0; e < g.m; e++) weight[e] = built[e] === true ? 0 : (g.linkCost[e] ?? 1);

  const full = (1 << k) - 1;
  const cells = (full + 1) * size;
  const dp = new Int32Array(cells).fill(INF);
  /** Predecessor vertex on the shortest path that last improved the cell, or -1. */
  const parentNode = new Int32Array(cells).fill(-1);
  /** The link id of that step, or -1 for a $0 step to/from the super-terminal. */
  const parentLink = new Int32Array(cells).fill(-1);
  /** The sub-mask of the best merge at the cell (0 for none). */
  const split = new Int32Array(cells);

  // Dial's bucket queue: distances are small integers (at most twice the total link cost for the
  // merge seeds; anything larger is never optimal and is dropped). Buckets are linked lists in a
  // pool of typed arrays; each directed edge is relaxed successfully at most once per layer.
  let totalWeight = 0;
  for (let e = 0; e < g.m; e++) totalWeight += weight[e] ?? 0;
  const maxBucket = 2 * totalWeight + 4;
  const head = new Int32Array(maxBucket + 1);
  const capacity = size + g.adjNode.length + 2 * networkList.length + 8;
  const poolNext = new Int32Array(capacity);
  const poolNode = new Int32Array(capacity);
  let poolLen = 0;
  const push = (d: number, v: number): void => {
    if (d > maxBucket || poolLen >= capacity) return;
    poolNode[poolLen] = v;
    poolNext[poolLen] = head[d] ?? -1;
    head[d] = poolLen++;
  };
  const done = new Uint8Array(size);

  /** Dijkstra over the layer `mask`, seeded with its current values; stops at `stopAt` if ≥ 0. */
  const settle = (mask: number, stopAt: number): void => {
    const base = mask * size;
    head.fill(-1);
    done.fill(0);
    poolLen = 0;
    let cur = maxBucket + 1;
    for (let v = 0; v < size; v++) {
      const d = dp[base + v] ?? INF;
      if (d <= maxBucket) {
        push(d, v);
        if (d < cur) cur = d;
      }
    }
    const relax = (u: number, v: number, d: number, link: number): void => {
      if (done[v] === 1) return;
      if (d < (dp[base + v] ?? INF)) {
        dp[base + v] = d;
        parentNode[base + v] = u;
        parentLink[base + v] = link;
        push(d, v);
      }
    };
    while (cur <= maxBucket) {
      const entry = head[cur] ?? -1;
      if (entry < 0) {
        cur++;
        continue;
      }
      head[cur] = poolNext[entry] ?? -1;
      const u = poolNode[entry] ?? 0;
      const du = cur;
      if (done[u] === 1 || du !== dp[base + u]) continue;
      done[u] = 1;
      if (u === stopAt) return;
      if (u === superNode) {
        for (const v of networkList) relax(u, v, du, -1);
        continue;
      }
      if (inNetwork[u] === 1) relax(u, superNode, du, -1);
      const end = g.offsets[u + 1] ?? 0;
      for (let i = g.offsets[u] ?? 0; i < end; i++) {
        const link = g.adjLink[i] ?? 0;
        relax(u, g.adjNode[i] ?? 0, du + (weight[link] ?? 0), link);
      }
    }
  };

  for (let i = 0; i < k; i++) {
    const mask = 1 << i;
    dp[mask * size + (others[i] ?? 0)] = 0;
    settle(mask, -1);
  }
  for (let mask = 1; mask <= full; mask++) {
    if ((mask & (mask - 1)) === 0) continue;
    const base = mask * size;
    const low = mask & -mask;
    // Sub-masks containing the lowest bit, proper and non-empty: each split counted once.
    for (let sub = (mask - 1) & mask; sub > 0; sub = (sub - 1) & mask) {
      if ((sub & low) === 0) continue;
      const a = sub * size;
      const b = (mask ^ sub) * size;
      for (let v = 0; v < size; v++) {
        const d = (dp[a + v] ?? INF) + (dp[b + v] ?? INF);
        if (d < (dp[base + v] ?? INF)) {
          dp[base + v] = d;
          split[base + v] = sub;
        }
      }
    }
    settle(mask, mask === full ? root : -1);
  }

  const best = dp[full * size + root] ?? INF;
  if (best >= INF) return { cost: Infinity, links: [] };

  // Rebuild the tree's links from the parent pointers and merges.
  const inTree = new Uint8Array(g.m);
  const stack: number[] = [full, root];
  while (stack.length > 0) {
    let v = stack.pop() ?? 0;
    const mask = stack.pop() ?? 0;
    const base = mask * size;
    let guard = size + 1;
    while ((parentNode[base + v] ?? -1) >= 0 && guard-- > 0) {
      const link = parentLink[base + v] ?? -1;
      if (link >= 0) inTree[link] = 1;
      v = parentNode[base + v] ?? 0;
    }
    const sub = split[base + v] ?? 0;
    if ((mask & (mask - 1)) !== 0 && sub !== 0) stack.push(sub, v, mask ^ sub, v);
  }

  // Order the unbuilt tree links outward from the network (or the first terminal).
  const reached = new Uint8Array(n);
  const queue: number[] = networkList.length > 0 ? [...networkList] : [root];
  for (const v of queue) reached[v] = 1;
  const links: number[] = [];
  let cost = 0;
  for (let qi = 0; qi < queue.length; qi++) {
    const u = queue[qi] ?? 0;
    const end = g.offsets[u + 1] ?? 0;
    for (let i = g.offsets[u] ?? 0; i < end; i++) {
      const link = g.adjLink[i] ?? 0;
      const v = g.adjNode[i] ?? 0;
      if (inTree[link] !== 1 || reached[v] === 1) continue;
      reached[v] = 1;
      queue.push(v);
      if (built[link] !== true) {
        links.push(link);
        cost += g.linkCost[link] ?? 0;
      }
    }
  }
  return { cost, links };
}
