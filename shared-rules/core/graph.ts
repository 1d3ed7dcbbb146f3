/**
 * Graph helpers for boards made of nodes and edges (intersections and links, cities and
 * routes), shared by every game: compressed adjacency (CSR) in typed arrays, and union–find for
 * "which nodes are joined by these edges" (a network, a connection between two cities). Pure and
 * allocation-light; the typed arrays are derived data kept in caches, never in a game's JSON state.
 */

/** An edge between nodes `a` and `b` (`0..n-1`); its id is its index in the list. */
export type Edge = { readonly a: number; readonly b: number };

/**
 * Compressed adjacency of `n` nodes: the edges at node `v` are `adjEdge[offsets[v] .. offsets[v+1]-1]`
 * and `adjNode[i]` is the far end of `adjEdge[i]`, in edge-id order. An edge whose ends are not
 * both in `0..n-1` is left out. Both ends of every edge are listed (an undirected graph).
 */
export type Adjacency = { readonly n: number; readonly offsets: Int32Array; readonly adjNode: Int32Array; readonly adjEdge: Int32Array };

/** Builds the {@link Adjacency} of `n` nodes and `edges`, O(n + edges). */
export function adjacency(n: number, edges: readonly Edge[]): Adjacency {
  const inRange = (e: Edge) => e.a >= 0 && e.a < n && e.b >= 0 && e.b < n;
  const degree = new Int32Array(n);
  for (const e of edges) {
    if (!inRange(e)) continue;
    degree[e.a] = (degree[e.a] ?? 0) + 1;
    degree[e.b] = (degree[e.b] ?? 0) + 1;
  }
  const offsets = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) offsets[v + 1] = (offsets[v] ?? 0) + (degree[v] ?? 0);
  const fill = offsets.slice(0, n);
  const adjNode = new Int32Array(offsets[n] ?? 0);
  const adjEdge = new Int32Array(offsets[n] ?? 0);
  edges.forEach((e, id) => {
    if (!inRange(e)) return;
    const ia = fill[e.a] ?? 0;
    adjNode[ia] = e.b;
    adjEdge[ia] = id;
    fill[e.a] = ia + 1;
    const ib = fill[e.b] ?? 0;
    adjNode[ib] = e.a;
    adjEdge[ib] = id;
    fill[e.b] = ib + 1;
  });
  return { n, offsets, adjNode, adjEdge };
}

/** The nodes reachable from `start` over all edges of `graph` (breadth first), as a 0/1 mark per node. */
export function reachable(graph: Adjacency, start: number): Uint8Array {
  const seen = new Uint8Array(graph.n);
  if (start < 0 || start >= graph.n) return seen;
  const queue = [start];
  seen[start] = 1;
  for (let qi = 0; qi < queue.length; qi++) {
    const u = queue[qi] ?? 0;
    for (let i = graph.offsets[u] ?? 0; i < (graph.offsets[u + 1] ?? 0); i++) {
      const v = graph.adjNode[i] ?? 0;
      if (seen[v] === 0) {
        seen[v] = 1;
        queue.push(v);
      }
    }
  }
  return seen;
}

/** A disjoint-set forest over nodes `0..n-1` (union by size, path compression). */
export type UnionFind = { readonly parent: Int32Array; readonly size: Int32Array };

/** `n` nodes, each its own set. */
export function unionFind(n: number): UnionFind {
  const parent = new Int32Array(n);
  for (let v = 0; v < n; v++) parent[v] = v;
  return { parent, size: new Int32Array(n).fill(1) };
}

/** The representative of `x`'s set (compressing the path on the way). `x` must be in range. */
export function find(sets: UnionFind, x: number): number {
  const { parent } = sets;
  let root = x;
  while ((parent[root] ?? root) !== root) root = parent[root] ?? root;
  let y = x;
  while (y !== root) {
    const next = parent[y] ?? root;
    parent[y] = root;
    y = next;
  }
  return root;
}

/** Joins the sets of `a` and `b`; `true` when they were apart. */
export function union(sets: UnionFind, a: number, b: number): boolean {
  let ra = find(sets, a);
  let rb = find(sets, b);
  if (ra === rb) return false;
  if ((sets.size[ra] ?? 0) < (sets.size[rb] ?? 0)) [ra, rb] = [rb, ra];
  sets.parent[rb] = ra;
  sets.size[ra] = (sets.size[ra] ?? 0) + (sets.size[rb] ?? 0);
  return true;
}

/**
 * The component label of every node when only `edges[i]` for the ids in `edgeIds` are present:
 * two nodes share a label exactly when those edges join them (a label is the representative
 * node of its set). Ids out of range are ignored. O(n + ids) with near-constant `find`.
 */
export function componentLabels(n: number, edges: readonly Edge[], edgeIds: Iterable<number>): Int32Array {
  const sets = unionFind(n);
  for (const id of edgeIds) {
    const e = edges[id];
    if (e === undefined || e.a < 0 || e.a >= n || e.b < 0 || e.b >= n) continue;
    union(sets, e.a, e.b);
  }
  const label = new Int32Array(n);
  for (let v = 0; v < n; v++) label[v] = find(sets, v);
  return label;
}
