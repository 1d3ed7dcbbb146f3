/**
 * The board as a bot may know it: rebuilt from the public table view only (the map by id, the
 * built links and the hubs), never from the state. Networks, shortest distances over the board
 * (built links $0, unbuilt links their printed $1/$2) and the exact cheapest completion from a
 * seat's own view. Source: rules §A round 4 (a network is the hub plus everything reachable over
 * built links of anyone) and §A round 7 (the cheapest completion).
 */
import type { SeatId } from '../../../core/types';
import type { TransglobalMap } from '../../../maps/transglobal-map';
import { getTransglobalMap } from '../../../maps/transglobal-registry';
import { mapGraph, type MapGraph } from '../graph';
import { cheapestCompletion, type Completion } from '../steiner';
import type { TransglobalSeatView, TransglobalTableView } from '../views';

/**
 * A board derived from public data: `built[link]` (true once built this round), `label[v]`
 * (equal labels = joined by built links) and `hubs` (seat → hub intersection, placed hubs only).
 */
export type ViewBoard = {
  readonly map: TransglobalMap;
  readonly graph: MapGraph;
  readonly built: readonly boolean[];
  readonly label: Int32Array;
  readonly hubs: ReadonlyMap<SeatId, number>;
};

/** Component labels of the intersections over the built links (union–find). */
function labelsOf(graph: MapGraph, built: readonly boolean[]): Int32Array {
  const parent = new Int32Array(graph.n);
  for (let v = 0; v < graph.n; v++) parent[v] = v;
  const find = (x: number): number => {
    let r = x;
    while ((parent[r] ?? r) !== r) r = parent[r] ?? r;
    return r;
  };
  for (let e = 0; e < graph.m; e++) {
    if (built[e] !== true) continue;
    const ra = find(graph.linkA[e] ?? 0);
    const rb = find(graph.linkB[e] ?? 0);
    if (ra !== rb) parent[ra] = rb;
  }
  const label = new Int32Array(graph.n);
  for (let v = 0; v < graph.n; v++) label[v] = find(v);
  return label;
}

/** The board of a table view, or `undefined` when its map is not registered (the bot then falls back). */
export function viewBoard(table: TransglobalTableView): ViewBoard | undefined {
  const map = getTransglobalMap(table.mapId);
  if (map === undefined) return undefined;
  const graph = mapGraph(map);
  const built: boolean[] = new Array<boolean>(graph.m).fill(false);
  for (const b of table.built) if (b.link >= 0 && b.link < graph.m) built[b.link] = true;
  const hubs = new Map<SeatId, number>();
  for (const s of table.seats) if (s.hub !== null) hubs.set(s.seat, s.hub);
  return { map, graph, built, label: labelsOf(graph, built), hubs };
}

/** `board` with `links` built too (a hypothetical board for "what if" questions). */
export function withLinks(board: ViewBoard, links: readonly number[]): ViewBoard {
  const built = [...board.built];
  for (const link of links) built[link] = true;
  return { ...board, built, label: labelsOf(board.graph, built) };
}

/** The intersections of the network around `hub` (the hub and all joined to it by built links). */
export function networkAt(board: ViewBoard, hub: number): number[] {
  const label = board.label[hub];
  const out: number[] = [];
  for (let v = 0; v < board.graph.n; v++) if (board.label[v] === label) out.push(v);
  return out;
}

/** Whether `link` touches the network around `hub`. */
export function touchesNetwork(board: ViewBoard, link: number, hub: number): boolean {
  const label = board.label[hub];
  return board.label[board.graph.linkA[link] ?? 0] === label || board.label[board.graph.linkB[link] ?? 0] === label;
}

/**
 * Shortest distances ($) from any of `sources` to every intersection, with built links at $0 and
 * unbuilt links at their printed cost (Dial's buckets; costs are 0–2). Unreachable: a large
 * number (≥ 2^29).
 */
export function distancesFrom(board: ViewBoard, sources: readonly number[]): Int32Array {
  const g = board.graph;
  const INF = 1 << 29;
  const dist = new Int32Array(g.n).fill(INF);
  const buckets: number[][] = [[]];
  for (const s of sources) {
    if (s < 0 || s >= g.n) continue;
    dist[s] = 0;
    buckets[0]?.push(s);
  }
  for (let d = 0; d < buckets.length; d++) {
    const bucket = buckets[d];
    if (bucket === undefined) continue;
    for (let i = 0; i < bucket.length; i++) {
      const u = bucket[i] ?? 0;
      if ((dist[u] ?? INF) !== d) continue;
      for (let k = g.offsets[u] ?? 0; k < (g.offsets[u + 1] ?? 0); k++) {
        const link = g.adjLink[k] ?? 0;
        const v = g.adjNode[k] ?? 0;
        const nd = d + (board.built[link] === true ? 0 : (g.linkCost[link] ?? 1));
        if (nd < (dist[v] ?? INF)) {
          dist[v] = nd;
          while (buckets.length <= nd) buckets.push([]);
          buckets[nd]?.push(v);
        }
      }
    }
  }
  return dist;
}

/** The intersections of the seat's cities that are not connected yet (from its own view). */
export function missingOf(seatView: TransglobalSeatView): number[] {
  return seatView.cities.filter((c) => !c.connected).map((c) => c.intersection);
}

/** The exact cheapest completion ($, links in a legal building order) of the network around `hub` to `terminals` (rules §A round 7). */
export function completionOn(board: ViewBoard, hub: number, terminals: readonly number[]): Completion {
  return cheapestCompletion(board.map, board.built, networkAt(board, hub), terminals);
}

/** The hub of `seat` in the table view, or `null` before it is placed. */
export function hubOf(table: TransglobalTableView, seat: SeatId): number | null {
  return table.seats.find((s) => s.seat === seat)?.hub ?? null;
}
