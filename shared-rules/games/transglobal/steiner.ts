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
 * (C: total link cost).
 *
 * Without a network (the balance check's and a hub-less bot's question) the search is pruned,
 * exactly: shortest-path rows per source intersection are cached for the board (one-terminal
 * layers and distances to the root are copied, not searched), an upper bound U is the spanning
 * tree of the terminals over shortest paths, and a partial tree at v costing d is dropped when
 * d plus the farthest of the root and the terminals outside it from v exceeds U (the rest of any
 * tree through it reaches all of them over other links). On the USA map every 5-city hand of
 * the empty board takes about 0.1 ms (`npm run bench`, "cheapest completion, every hand"). With a
 * network, every layer is searched in full, so that ties pick the links they always picked.
 */
import type { TransglobalMap } from '../../maps/transglobal-map';
import { mapGraph, type MapGraph } from './graph';

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
 * Working arrays of the search, kept between calls and grown when a call needs more (the search
 * runs 16,807 times in a map's balance check and in every medium and hard bot decision:
 * allocating and clearing fresh arrays each time cost more than the search). One set per module
 * instance, so one per worker; `cheapestCompletion` never re-enters itself.
 */
type Scratch = {
  /** $ per link for this call's board. */
  weight: Int32Array;
  /**
   * dp[mask·size + v]: cheapest tree joining the terminals of `mask` and `v` (layer 0: the
   * distance from v to the root).
   */
  dp: Int32Array;
  /**
   * How the cell got its value: -1 a seed or a merge (see `split`), a link id ≥ 0 the last step
   * of a path over that link, FROM_SUPER a network intersection reached from the super-terminal,
   * and -(3 + u) the super-terminal reached from network intersection u.
   */
  parent: Int32Array;
  /** The sub-mask of the best merge at the cell (0 for none). */
  split: Int32Array;
  /** Bucket heads of Dial's queue (all -1 between layers). */
  head: Int32Array;
  poolNext: Int32Array;
  poolNode: Int32Array;
  /** Network membership of each vertex (the super-terminal last); cleared after each call. */
  inNetwork: Uint8Array;
  /** A lower bound, per vertex, on what joins it to the root and the terminals outside the current layer's mask. */
  lower: Int32Array;
  /**
   * Shortest-path rows by source intersection, for the board of `rowsGraph` and `rowsWeight`
   * (cleared when either changes): distances (n) then each vertex's last link (n, -1 at the
   * source). A hand's one-terminal layers and the distances to the root are read from here: a bot
   * or the balance check asks about many hands on one board.
   */
  rows: Map<number, Int32Array>;
  rowsGraph: MapGraph | undefined;
  rowsWeight: Int32Array;
};

const FROM_SUPER = -2;

let shared: Scratch | undefined;

/** The scratch arrays, at least big enough for `m` links, `size` vertices, `k` terminals and `pool` queue entries. */
function scratchFor(m: number, size: number, k: number, pool: number): Scratch {
  const cells = (1 << k) * size;
  const buckets = 4 * m + 8;
  const s = shared;
  if (s !== undefined && s.weight.length >= m && s.dp.length >= cells && s.inNetwork.length >= size && s.lower.length >= size && s.poolNode.length >= pool && s.head.length >= buckets) return s;
  const cellCount = Math.max(cells, s?.dp.length ?? 0);
  const poolCount = Math.max(pool, s?.poolNode.length ?? 0);
  const grown: Scratch = {
    weight: new Int32Array(Math.max(m, s?.weight.length ?? 0)),
    dp: new Int32Array(cellCount),
    parent: new Int32Array(cellCount),
    split: new Int32Array(cellCount),
    head: new Int32Array(Math.max(buckets, s?.head.length ?? 0)).fill(-1),
    poolNext: new Int32Array(poolCount),
    poolNode: new Int32Array(poolCount),
    inNetwork: new Uint8Array(Math.max(size, s?.inNetwork.length ?? 0)),
    lower: new Int32Array(Math.max(size, s?.lower.length ?? 0)),
    rows: new Map(),
    rowsGraph: undefined,
    rowsWeight: new Int32Array(Math.max(m, s?.weight.length ?? 0)),
  };
  shared = grown;
  return grown;
}

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
 *
 * Why the prunings (no network only) keep it exact: a cell of the decomposition of an optimal tree
 * is a subtree hanging at v whose rest joins v to the root and to every terminal outside it, so
 * its d + that farthest distance ≤ OPT ≤ U, and so for the cells it is built from; the search
 * still finds every such cell's true value, and a pruned cell never precedes a kept one.
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
  // Sized for the most terminals and network steps this call can have (fewer may remain).
  const scratch = scratchFor(g.m, size, Math.min(terminals.length, MAX_STEINER_TERMINALS), g.adjNode.length + 2 * network.length + size + 8);
  const { inNetwork } = scratch;
  const networkList: number[] = [];
  try {
    for (const v of network) {
      if (v >= 0 && v < n && inNetwork[v] === 0) {
        inNetwork[v] = 1;
        networkList.push(v);
      }
    }
    const others: number[] = [];
    for (const t of terminals) {
      if (t < 0 || t >= n) return { cost: Infinity, links: [] };
      if (inNetwork[t] === 1 || others.includes(t)) continue;
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
    return search(g, built, networkList, others, root, scratch);
  } finally {
    for (const v of networkList) inNetwork[v] = 0;
  }
}

/**
 * The upper bound U: the cost of a minimum spanning tree of the root and `others` where two
 * terminals are joined by their shortest path (Prim's algorithm over the one-terminal layers,
 * dp[2^i·size + v] = the distance from others[i] to v). The union of those paths joins all of
 * them, so U ≥ the optimum.
 */
function spanningBound(dp: Int32Array, size: number, others: readonly number[], root: number): number {
  const k = others.length;
  /** Vertex of terminal i: others[i] for i < k, the root for i = k. */
  const at = (i: number): number => (i < k ? (others[i] ?? 0) : root);
  /** Shortest path cost between terminals i < k and j. */
  const dist = (i: number, j: number): number => dp[(1 << i) * size + at(j)] ?? INF;
  const inTree = new Uint8Array(k + 1);
  const best = new Float64Array(k + 1).fill(Infinity);
  best[k] = 0;
  let total = 0;
  for (let added = 0; added <= k; added++) {
    let pick = -1;
    for (let i = 0; i <= k; i++) if (inTree[i] === 0 && (pick < 0 || (best[i] ?? Infinity) < (best[pick] ?? Infinity))) pick = i;
    if (pick < 0) break;
    inTree[pick] = 1;
    total += best[pick] ?? Infinity;
    for (let i = 0; i <= k; i++) {
      if (inTree[i] === 1) continue;
      const d = i < k ? dist(i, pick) : dist(pick, i);
      if (d < (best[i] ?? Infinity)) best[i] = d;
    }
  }
  return Math.min(total, INF);
}

/**
 * Dijkstra over one layer of the search (cells `base … base + size - 1`), seeded with its current
 * values; stops when `stopAt` (if ≥ 0) is settled. Drops a value d at v when d > `maxBucket` or
 * d + lower[v] > `bound`. The hot loop of the search: written out flat (no closures) on the
 * scratch arrays, a function of its own so that V8 optimizes it on its own. Dial's bucket queue:
 * see `search`.
 */
function dial(scratch: Scratch, g: MapGraph, networkList: readonly number[], size: number, base: number, stopAt: number, bound: number, maxBucket: number): void {
  const { dp, parent, head, poolNext, poolNode, inNetwork, lower } = scratch;
  const { offsets, adjNode, adjLink } = g;
  const weight = scratch.weight;
  const superNode = size - 1;
  let poolLen = 0;
  let cur = maxBucket + 1;
  let top = -1;
  for (let v = 0; v < size; v++) {
    const d = dp[base + v] ?? INF;
    if (d <= maxBucket) {
      poolNode[poolLen] = v;
      poolNext[poolLen] = head[d] ?? -1;
      head[d] = poolLen++;
      if (d < cur) cur = d;
      if (d > top) top = d;
    }
  }
  for (; cur <= top; cur++) {
    for (let entry = head[cur] ?? -1; entry >= 0; entry = head[cur] ?? -1) {
      head[cur] = poolNext[entry] ?? -1;
      const u = poolNode[entry] ?? 0;
      // A stale entry (the vertex was reached more cheaply since) is skipped; a vertex's
      // entry at its final value is popped once, so no "settled" flags are needed.
      if (cur !== dp[base + u]) continue;
      if (u === stopAt) {
        head.fill(-1, cur, top + 1);
        return;
      }
      if (u === superNode) {
        for (const v of networkList) {
          if (cur < (dp[base + v] ?? INF) && cur + (lower[v] ?? 0) <= bound) {
            dp[base + v] = cur;
            parent[base + v] = FROM_SUPER;
            poolNode[poolLen] = v;
            poolNext[poolLen] = head[cur] ?? -1;
            head[cur] = poolLen++;
          }
        }
        continue;
      }
      if (inNetwork[u] === 1 && cur < (dp[base + superNode] ?? INF)) {
        dp[base + superNode] = cur;
        parent[base + superNode] = -(3 + u);
        poolNode[poolLen] = superNode;
        poolNext[poolLen] = head[cur] ?? -1;
        head[cur] = poolLen++;
      }
      const end = offsets[u + 1] ?? 0;
      for (let i = offsets[u] ?? 0; i < end; i++) {
        const v = adjNode[i] ?? 0;
        const link = adjLink[i] ?? 0;
        const d = cur + (weight[link] ?? 0);
        if (d < (dp[base + v] ?? INF) && d <= maxBucket && d + (lower[v] ?? 0) <= bound) {
          dp[base + v] = d;
          parent[base + v] = link;
          poolNode[poolLen] = v;
          poolNext[poolLen] = head[d] ?? -1;
          head[d] = poolLen++;
          if (d > top) top = d;
        }
      }
    }
  }
}

/**
 * One merge of Dreyfus–Wagner: layer `base` takes, where smaller and within `bound` (with the
 * scratch's `lower`), the sum of layers `a` and `b` (the sub-mask `sub` and the rest); offsets in
 * cells. A function of its own so that V8 optimizes this inner loop on its own.
 */
function merge(scratch: Scratch, size: number, base: number, a: number, b: number, sub: number, bound: number): void {
  const { dp, parent, split, lower } = scratch;
  for (let v = 0; v < size; v++) {
    const da = dp[a + v] ?? INF;
    if (da >= INF) continue;
    const d = da + (dp[b + v] ?? INF);
    if (d < (dp[base + v] ?? INF) && d + (lower[v] ?? 0) <= bound) {
      dp[base + v] = d;
      parent[base + v] = -1;
      split[base + v] = sub;
    }
  }
}

/** The search of `cheapestCompletion` once its inputs are checked: `k` ≥ 1 terminals besides `root`. */
function search(g: MapGraph, built: readonly boolean[], networkList: readonly number[], others: readonly number[], root: number, scratch: Scratch): Completion {
  const n = g.n;
  const superNode = n;
  const size = n + 1;
  const k = others.length;
  const { weight, dp, parent, split, head, lower, rows, rowsWeight } = scratch;
  let totalWeight = 0;
  let sameBoard = scratch.rowsGraph === g;
  for (let e = 0; e < g.m; e++) {
    const w = built[e] === true ? 0 : (g.linkCost[e] ?? 1);
    if (w !== rowsWeight[e]) sameBoard = false;
    weight[e] = w;
    totalWeight += w;
  }
  if (!sameBoard) {
    rows.clear();
    scratch.rowsGraph = g;
    rowsWeight.set(weight.subarray(0, g.m));
  }

  const full = (1 << k) - 1;
  dp.fill(INF, 0, (full + 1) * size);
  // parent and split are not cleared: the rebuild reads only cells on optimal chains, and each
  // of those was written in this call (a seed or merge sets parent -1 and split, a step sets parent).

  // Dial's bucket queue: distances are small integers (at most twice the total link cost for the
  // merge seeds; anything larger is never optimal and is dropped). Buckets are linked lists in a
  // pool of typed arrays; each directed edge is relaxed successfully at most once per layer, so
  // the pool (seeds + directed edges + network steps) never overflows. `head` is all -1 between
  // layers: a layer empties every bucket it reads and clears the rest when it stops early.
  const maxBucket = Math.min(2 * totalWeight + 4, head.length - 1);
  /** The upper bound U (see the module docs); none (2·INF) until the one-terminal layers are known. */
  let bound = 2 * INF;

  const settle = (mask: number, stopAt: number): void => dial(scratch, g, networkList, size, mask * size, stopAt, bound, maxBucket);

  /**
   * Layer `mask` from the shortest-path row of `source`: from the cache, or settled and cached.
   * Only without a network (no super-terminal): the row is then exactly what `settle` makes.
   */
  const plainLayer = (mask: number, source: number): void => {
    const base = mask * size;
    const cached = rows.get(source);
    if (cached !== undefined) {
      dp.set(cached.subarray(0, n), base);
      parent.set(cached.subarray(n, 2 * n), base);
    } else {
      dp[base + source] = 0;
      parent[base + source] = -1;
      settle(mask, -1);
      const row = new Int32Array(2 * n);
      row.set(dp.subarray(base, base + n), 0);
      row.set(parent.subarray(base, base + n), n);
      rows.set(source, row);
    }
    split[base + source] = 0;
  };

  // Which links a tie between equal-cost trees picks is part of the rules (`build-cheapest`
  // builds them, and saves replay it), so the search must pick what it always picked. Without a
  // network: layer 0 (every vertex's distance to the root) and the one-terminal layers come from
  // the row cache, and the prunings apply; they drop only cells that no tree within the bound
  // uses, and never reorder the others. With a network, the super-terminal's $0 steps would make
  // cached rows and pruned layers pick other trees among ties: every layer is searched in full.
  const plain = networkList.length === 0;
  lower.fill(0, 0, size);
  if (plain) {
    plainLayer(0, root);
    for (const t of others) if ((dp[t] ?? INF) >= INF) return { cost: Infinity, links: [] };
  }
  for (let i = 0; i < k; i++) {
    const mask = 1 << i;
    const source = others[i] ?? 0;
    if (plain) {
      plainLayer(mask, source);
    } else {
      const cell = mask * size + source;
      dp[cell] = 0;
      parent[cell] = -1;
      split[cell] = 0;
      settle(mask, -1);
    }
  }
  if (plain) bound = spanningBound(dp, size, others, root);
  /**
   * lower[v] for layer `mask`: the rest of a tree through a partial tree of `mask` at v joins v
   * to the root and to every terminal outside `mask`, so it costs at least the farthest of them.
   */
  const setLower = (mask: number): void => {
    for (let v = 0; v < size; v++) lower[v] = dp[v] ?? INF;
    for (let j = 0; j < k; j++) {
      if ((mask >> j) & 1) continue;
      const row = (1 << j) * size;
      for (let v = 0; v < size; v++) {
        const d = dp[row + v] ?? INF;
        if (d > (lower[v] ?? 0)) lower[v] = d;
      }
    }
  };

  for (let mask = 1; mask <= full; mask++) {
    if ((mask & (mask - 1)) === 0) continue;
    const base = mask * size;
    const low = mask & -mask;
    if (plain) setLower(mask);
    // Sub-masks containing the lowest bit, proper and non-empty: each split counted once.
    for (let sub = (mask - 1) & mask; sub > 0; sub = (sub - 1) & mask) {
      if ((sub & low) === 0) continue;
      merge(scratch, size, base, sub * size, (mask ^ sub) * size, sub, bound);
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
    for (let step = parent[base + v] ?? -1; step !== -1 && guard-- > 0; step = parent[base + v] ?? -1) {
      if (step >= 0) {
        inTree[step] = 1;
        v = g.linkA[step] === v ? (g.linkB[step] ?? 0) : (g.linkA[step] ?? 0);
      } else if (step === FROM_SUPER) {
        v = superNode;
      } else {
        v = -(step + 3);
      }
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
