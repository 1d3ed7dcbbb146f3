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
 *
 * `apply` derives the next board in place (issue #12: a copy of the mask and labels on every
 * build was over a quarter of a random game's time): the child board takes over its parent's arrays and
 * the parent board goes stale. `boardOf` of a state whose board went stale (an older state: after
 * an undo, or when one state is applied twice) derives it again from scratch, O(n + built links).
 */
import { componentLabels } from '../../core/graph';
import type { TransglobalMap } from '../../maps/transglobal-map';
import { mapGraph, type MapGraph } from './graph';
import { mapOf, type TransglobalState } from './state';

/**
 * The derived board of one state: the map, its graph, `built[link]` (1 if built this round) and
 * `label[intersection]` (equal labels = joined by built links). Only the values of `label`
 * compare: which intersection's id a component carries is not fixed.
 *
 * A board is read right away, never kept: once `apply` builds on the state it belongs to, its
 * arrays are the child's (see the module comment); ask `boardOf` again instead.
 */
export type Board = {
  readonly map: TransglobalMap;
  readonly graph: MapGraph;
  readonly built: Uint8Array;
  readonly label: Int32Array;
};

/** A derived board and the arrays it shares with the boards derived from it in place (`owner.head`: the one board whose arrays are current). */
type OwnedBoard = Board & { readonly owner: { head: OwnedBoard | null } };

const boards = new WeakMap<readonly number[], OwnedBoard>();

/** Whether `board` is current (its arrays were not taken over by a board derived from it). */
function isCurrent(board: OwnedBoard): boolean {
  return board.owner.head === board;
}

/** The derived board of `state` (cached per `state.built` array and map; derived again from scratch when stale). */
export function boardOf(state: TransglobalState): Board {
  return ownedBoardOf(state);
}

function ownedBoardOf(state: TransglobalState): OwnedBoard {
  const map = mapOf(state);
  const cached = boards.get(state.built);
  if (cached !== undefined && cached.map === map && isCurrent(cached)) return cached;
  const graph = mapGraph(map);
  const built = new Uint8Array(graph.m);
  for (const link of state.built) if (link >= 0 && link < graph.m) built[link] = 1;
  const label = componentLabels(graph.n, map.links, state.built);
  const owner: { head: OwnedBoard | null } = { head: null };
  const board: OwnedBoard = { map, graph, built, label, owner };
  owner.head = board;
  boards.set(state.built, board);
  return board;
}

/**
 * Records the board of `built`, the array `parent.built` with `links` appended (how `apply`
 * builds), derived from `parent`'s board in place: each new link is marked built and merges its
 * ends' components (a merge relabels the dropped component: O(n) per merge, no copy, no
 * union–find over the whole round). `parent`'s board goes stale (see the module comment): read
 * anything of it before. Returns the new board; `boardOf` of a state holding `built` then finds it.
 */
export function extendBoard(parent: TransglobalState, built: readonly number[], links: readonly number[]): Board {
  const from = ownedBoardOf(parent);
  const mask = from.built;
  const label = from.label;
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
  const board: OwnedBoard = { map: from.map, graph: from.graph, built: mask, label, owner: from.owner };
  from.owner.head = board;
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
  const { cityNode } = board.graph;
  const out: boolean[] = [];
  for (const city of hand) {
    const at = cityNode[city] ?? -1;
    out.push(label >= 0 && at >= 0 && board.label[at] === label);
  }
  return out;
}

/** Whether every city of the player at `position` is connected (rules §A round 5–6). Allocates nothing: `apply` asks it for every player after every link. */
export function isComplete(state: TransglobalState, board: Board, position: number): boolean {
  const hand = state.hands[position] ?? [];
  const label = networkLabel(state, board, position);
  if (hand.length === 0 || label < 0) return false;
  const { cityNode } = board.graph;
  for (const city of hand) {
    const at = cityNode[city] ?? -1;
    if (at < 0 || board.label[at] !== label) return false;
  }
  return true;
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
