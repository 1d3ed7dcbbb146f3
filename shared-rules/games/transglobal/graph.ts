/**
 * The board of a Transglobal Rail map as a compact graph (compressed adjacency in typed arrays),
 * built once per map object and cached, so that legality checks and the cheapest completion
 * never walk the map's JSON arrays. Source of the rules: rules "Components" (a link joins two
 * neighbouring intersections and costs $1 or $2).
 */
import type { TransglobalMap } from '../../maps/transglobal-map';

/**
 * A map's board as a graph. Intersections are `0..n-1`, links `0..m-1` (the map's dense ids).
 * The links touching intersection `v` are `adjLink[offsets[v] .. offsets[v+1]-1]`, and
 * `adjNode[i]` is the far end of `adjLink[i]`. `linkA`/`linkB` are the ends of each link,
 * `linkCost` its cost in $ (1 or 2). `cityAt[v]` is the index into `map.cities` of the city on
 * `v`, or -1. `onGrid[v]` is 1 when `v` is joined by links to the first city's intersection (the
 * grid the cities lie on; islands without links to it are 0).
 */
export type MapGraph = {
  readonly n: number;
  readonly m: number;
  readonly offsets: Int32Array;
  readonly adjNode: Int32Array;
  readonly adjLink: Int32Array;
  readonly linkA: Int32Array;
  readonly linkB: Int32Array;
  readonly linkCost: Int32Array;
  readonly cityAt: Int32Array;
  readonly onGrid: Uint8Array;
};

const graphs = new WeakMap<TransglobalMap, MapGraph>();

/**
 * The graph of `map`, built on first use and cached per map object (a WeakMap, so a map that
 * is dropped is collected). Assumes a map that passed `loadTransglobalMap`'s cross-checks
 * (dense ids, link ends exist); links whose ends are out of range are ignored.
 */
export function mapGraph(map: TransglobalMap): MapGraph {
  const cached = graphs.get(map);
  if (cached) return cached;
  const n = map.intersections.length;
  const m = map.links.length;
  const linkA = new Int32Array(m);
  const linkB = new Int32Array(m);
  const linkCost = new Int32Array(m);
  const degree = new Int32Array(n + 1);
  map.links.forEach((link, id) => {
    linkA[id] = link.a;
    linkB[id] = link.b;
    linkCost[id] = link.cost;
    if (link.a < n && link.b < n) {
      degree[link.a] = (degree[link.a] ?? 0) + 1;
      degree[link.b] = (degree[link.b] ?? 0) + 1;
    }
  });
  const offsets = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) offsets[v + 1] = (offsets[v] ?? 0) + (degree[v] ?? 0);
  const fill = offsets.slice(0, n);
  const total = offsets[n] ?? 0;
  const adjNode = new Int32Array(total);
  const adjLink = new Int32Array(total);
  map.links.forEach((link, id) => {
    if (link.a >= n || link.b >= n) return;
    const ia = fill[link.a] ?? 0;
    adjNode[ia] = link.b;
    adjLink[ia] = id;
    fill[link.a] = ia + 1;
    const ib = fill[link.b] ?? 0;
    adjNode[ib] = link.a;
    adjLink[ib] = id;
    fill[link.b] = ib + 1;
  });
  const cityAt = new Int32Array(n).fill(-1);
  map.cities.forEach((city, index) => {
    if (city.intersection < n) cityAt[city.intersection] = index;
  });
  const onGrid = new Uint8Array(n);
  const first = map.cities[0]?.intersection;
  if (first !== undefined && first < n) {
    const queue = [first];
    onGrid[first] = 1;
    for (let qi = 0; qi < queue.length; qi++) {
      const u = queue[qi] ?? 0;
      for (let i = offsets[u] ?? 0; i < (offsets[u + 1] ?? 0); i++) {
        const v = adjNode[i] ?? 0;
        if (onGrid[v] === 0) {
          onGrid[v] = 1;
          queue.push(v);
        }
      }
    }
  }
  const graph: MapGraph = { n, m, offsets, adjNode, adjLink, linkA, linkB, linkCost, cityAt, onGrid };
  graphs.set(map, graph);
  return graph;
}
