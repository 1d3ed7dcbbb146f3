/**
 * The board of a Transglobal Rail map as a compact graph (compressed adjacency in typed arrays),
 * built once per map object and cached, so that legality checks and the cheapest completion
 * never walk the map's JSON arrays. Source of the rules: rules "Components" (a link joins two
 * neighbouring intersections and costs $1 or $2).
 */
import { adjacency, reachable } from '../../core/graph';
import type { TransglobalMap } from '../../maps/transglobal-map';

/**
 * A map's board as a graph. Intersections are `0..n-1`, links `0..m-1` (the map's dense ids).
 * The links touching intersection `v` are `adjLink[offsets[v] .. offsets[v+1]-1]`, and
 * `adjNode[i]` is the far end of `adjLink[i]`. `linkA`/`linkB` are the ends of each link,
 * `linkCost` its cost in $ (1 or 2). `cityAt[v]` is the index into `map.cities` of the city on
 * `v`, or -1; `cityNode[c]` is the intersection of city `c` (an index into `map.cities`), or -1
 * when it is out of range. `onGrid[v]` is 1 when `v` is joined by links to the first city's intersection (the
 * grid the cities lie on; islands without links to it are 0).
 *
 * Links as bit sets (issue #12: the legal links of a network are read as whole words): a set of
 * links is `words` 32-bit words, link `e` being bit `e & 31` of word `e >>> 5`; `incident` holds
 * one such set per intersection, the links touching it (row `v` is words `v * words ..
 * (v + 1) * words - 1`); `cheap` holds the links costing $1 or less, and `maxLinkCost` is the
 * dearest link's cost ($).
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
  readonly cityNode: Int32Array;
  readonly onGrid: Uint8Array;
  readonly words: number;
  readonly incident: Uint32Array;
  readonly cheap: Uint32Array;
  readonly maxLinkCost: number;
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
  map.links.forEach((link, id) => {
    linkA[id] = link.a;
    linkB[id] = link.b;
    linkCost[id] = link.cost;
  });
  const { offsets, adjNode, adjEdge: adjLink } = adjacency(n, map.links);
  const cityAt = new Int32Array(n).fill(-1);
  const cityNode = new Int32Array(map.cities.length).fill(-1);
  map.cities.forEach((city, index) => {
    if (city.intersection >= 0 && city.intersection < n) {
      cityAt[city.intersection] = index;
      cityNode[index] = city.intersection;
    }
  });
  const first = map.cities[0]?.intersection;
  const onGrid = first !== undefined && first < n ? reachable({ n, offsets, adjNode, adjEdge: adjLink }, first) : new Uint8Array(n);
  const words = (m + 31) >>> 5;
  const incident = new Uint32Array(n * words);
  for (let v = 0; v < n; v++) {
    for (let i = offsets[v] ?? 0; i < (offsets[v + 1] ?? 0); i++) {
      const e = adjLink[i] ?? 0;
      const at = v * words + (e >>> 5);
      incident[at] = ((incident[at] ?? 0) | (1 << (e & 31))) >>> 0;
    }
  }
  const cheap = new Uint32Array(words);
  let maxLinkCost = 0;
  for (let e = 0; e < m; e++) {
    const cost = linkCost[e] ?? 0;
    if (cost <= 1) cheap[e >>> 5] = ((cheap[e >>> 5] ?? 0) | (1 << (e & 31))) >>> 0;
    if (cost > maxLinkCost) maxLinkCost = cost;
  }
  const graph: MapGraph = { n, m, offsets, adjNode, adjLink, linkA, linkB, linkCost, cityAt, cityNode, onGrid, words, incident, cheap, maxLinkCost };
  graphs.set(map, graph);
  return graph;
}
