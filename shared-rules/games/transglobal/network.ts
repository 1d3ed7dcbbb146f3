/**
 * Networks on the board: which intersections each player's network holds, which cities are
 * connected and which links are legal to build. A network is the player's hub plus every
 * intersection reachable from it over built links of anyone (rails belong to nobody).
 * Source: rules §A round 4 ("a link is legal if it is not built yet and at least one of its ends
 * is already in the player's network") and §A round 5 (connection).
 *
 * The board is derived once per `built` array (a WeakMap keyed by the state's array, which the
 * rules never mutate): a built-link mask and a component label per intersection (union–find
 * over the built links). Two intersections are in the same network iff their labels agree.
 */
import { componentLabels } from '../../core/graph';
import type { TransglobalMap } from '../../maps/transglobal-map';
import { mapGraph, type MapGraph } from './graph';
import { mapOf, type TransglobalState } from './state';

/**
 * The derived board of one state: the map, its graph, `built[link]` (1 if built this round) and
 * `label[intersection]` (equal labels = joined by built links).
 */
export type Board = {
  readonly map: TransglobalMap;
  readonly graph: MapGraph;
  readonly built: Uint8Array;
  readonly label: Int32Array;
};

const boards = new WeakMap<readonly number[], Board>();

/**
 * Typed arrays for boards, cut from shared 1 MiB buffers: a board is derived on every build and
 * a typed array of its own costs ~6 µs in V8 (a new buffer each), a cut ~0.3 µs. A buffer is
 * freed once no board cut from it is alive.
 */
const ARENA_BYTES = 1 << 20;
let arena = new ArrayBuffer(ARENA_BYTES);
let arenaUsed = 0;

function cut(bytes: number): { buffer: ArrayBuffer; offset: number } {
  const size = (bytes + 7) & ~7;
  if (size > ARENA_BYTES) return { buffer: new ArrayBuffer(size), offset: 0 };
  if (arenaUsed + size > ARENA_BYTES) {
    arena = new ArrayBuffer(ARENA_BYTES);
    arenaUsed = 0;
  }
  const at = { buffer: arena, offset: arenaUsed };
  arenaUsed += size;
  return at;
}

function copyLabels(from: Int32Array): Int32Array {
  const { buffer, offset } = cut(from.length * 4);
  const out = new Int32Array(buffer, offset, from.length);
  out.set(from);
  return out;
}

function copyMask(from: Uint8Array): Uint8Array {
  const { buffer, offset } = cut(from.length);
  const out = new Uint8Array(buffer, offset, from.length);
  out.set(from);
  return out;
}

/** The derived board of `state` (cached per `state.built` array and map). */
export function boardOf(state: TransglobalState): Board {
  const map = mapOf(state);
  const cached = boards.get(state.built);
  if (cached && cached.map === map) return cached;
  const graph = mapGraph(map);
  const built = new Uint8Array(graph.m);
  for (const link of state.built) if (link >= 0 && link < graph.m) built[link] = 1;
  const label = componentLabels(graph.n, map.links, state.built);
  const board: Board = { map, graph, built, label };
  boards.set(state.built, board);
  return board;
}

/**
 * Records the board of `built`, the array `parent.built` with `links` appended (how `apply`
 * builds), derived from `parent`'s board instead of from scratch: the built mask and labels are
 * copied and each new link merges its ends' components (O(n + m) copying, no union–find over the
 * whole round). Returns that board; `boardOf` of a state holding `built` then finds it cached.
 */
export function extendBoard(parent: TransglobalState, built: readonly number[], links: readonly number[]): Board {
  const from = boardOf(parent);
  const mask = copyMask(from.built);
  const label = copyLabels(from.label);
  const { linkA, linkB, m } = from.graph;
  for (const link of links) {
    if (link < 0 || link >= m) continue;
    mask[link] = 1;
    const a = label[linkA[link] ?? 0] ?? 0;
    const b = label[linkB[link] ?? 0] ?? 0;
    if (a === b) continue;
    const keep = a < b ? a : b;
    const drop = a < b ? b : a;
    for (let v = 0; v < label.length; v++) if (label[v] === drop) label[v] = keep;
  }
  const board: Board = { map: from.map, graph: from.graph, built: mask, label };
  boards.set(built, board);
  return board;
}

/** The network label of the player at `position` (their hub's label), or -1 without a hub. */
export function networkLabel(state: TransglobalState, board: Board, position: number): number {
  const hub = state.hubs[position];
  return hub === null || hub === undefined ? -1 : (board.label[hub] ?? -1);
}

/** Whether `link` may be built by the network labelled `label`: unbuilt and touching it (rules §A round 4). */
export function linkTouchesNetwork(board: Board, link: number, label: number): boolean {
  const g = board.graph;
  return label >= 0 && (board.label[g.linkA[link] ?? 0] === label || board.label[g.linkB[link] ?? 0] === label);
}

/**
 * The legal links for the player at `position`, ascending by id: unbuilt, touching the
 * network, costing at most `maxCost` $ (rules §A round 4). Empty without a hub.
 */
export function legalLinks(state: TransglobalState, position: number, maxCost: number): number[] {
  const board = boardOf(state);
  const label = networkLabel(state, board, position);
  const out: number[] = [];
  if (label < 0 || maxCost < 1) return out; // every link costs $1 or $2 (rules "Components")
  const { linkA, linkB, linkCost, m } = board.graph;
  const built = board.built;
  const lab = board.label;
  for (let e = 0; e < m; e++) {
    if (built[e] === 1 || (linkCost[e] ?? 0) > maxCost) continue;
    if (lab[linkA[e] ?? 0] === label || lab[linkB[e] ?? 0] === label) out.push(e);
  }
  return out;
}

/** The intersection ids of the network of the player at `position` (empty without a hub). */
export function networkIntersections(state: TransglobalState, board: Board, position: number): number[] {
  const label = networkLabel(state, board, position);
  const out: number[] = [];
  if (label < 0) return out;
  for (let v = 0; v < board.graph.n; v++) if (board.label[v] === label) out.push(v);
  return out;
}

/**
 * For each city of the player at `position` (hand order), whether it is connected: it lies in
 * the player's network (rules §A round 5).
 */
export function connectedCities(state: TransglobalState, board: Board, position: number): boolean[] {
  const label = networkLabel(state, board, position);
  const hand = state.hands[position] ?? [];
  return hand.map((city) => {
    const at = board.map.cities[city]?.intersection;
    return label >= 0 && at !== undefined && board.label[at] === label;
  });
}

/** Whether every city of the player at `position` is connected (rules §A round 5–6). */
export function isComplete(state: TransglobalState, board: Board, position: number): boolean {
  const hand = state.hands[position] ?? [];
  return hand.length > 0 && connectedCities(state, board, position).every(Boolean);
}

/** The intersections of the player's cities that are not connected yet (hand order). */
export function missingCityIntersections(state: TransglobalState, board: Board, position: number): number[] {
  const hand = state.hands[position] ?? [];
  const connected = connectedCities(state, board, position);
  const out: number[] = [];
  hand.forEach((city, i) => {
    const at = board.map.cities[city]?.intersection;
    if (at !== undefined && connected[i] !== true) out.push(at);
  });
  return out;
}
