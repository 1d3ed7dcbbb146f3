/**
 * Networks on the board: which intersections each player's network holds, which cities are
 * connected and which links are legal to build. A network is the player's hub plus every
 * intersection reachable from it over built links of anyone (rails belong to nobody).
 * Source: rules §A round 4 ("a link is legal if it is not built yet and at least one of its ends
 * is already in the player's network") and §A round 5 (connection).
 *
 * The board is derived once per `built` array (a WeakMap keyed by the state's array, which the
 * rules never mutate but in `applyOwned`, for a state nobody else reads: there the board follows
 * the array in place, `buildInPlace`): a built-link mask and a component label per intersection (union–find
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

/**
 * A derived board with what legality and in-place derivation need besides (issue #12), all
 * taken over with the rest by a board derived from it:
 * - `builtBits`: the built links as a bit set (graph.ts: `words` words);
 * - `frontier[label]`: for a component of two or more intersections, the links touching it as a
 *   bit set, built ones included (a single intersection `v`, label `v`, reads its row of
 *   `graph.incident` instead);
 * - `next`: the intersections of each component as a circular list (`next[v]` the following
 *   member), and `size[label]` its number of intersections: a merge relabels the smaller side;
 * - `owner.head`: the one board whose arrays are current;
 * - `count`: how many entries of its `built` array it was derived from (a longer array was
 *   built on in place by {@link buildInPlace}, or changed by someone else: derived again).
 */
type OwnedBoard = Board & {
  readonly builtBits: Uint32Array;
  readonly frontier: (Uint32Array | undefined)[];
  readonly next: Int32Array;
  readonly size: Int32Array;
  readonly owner: { head: OwnedBoard | null };
  count: number;
};

const boards = new WeakMap<readonly number[], OwnedBoard>();

/** Whether `board` is current (its arrays were not taken over by a board derived from it). */
function isCurrent(board: OwnedBoard): boolean {
  return board.owner.head === board;
}

/** The derived board of `state` (cached per `state.built` array and map; derived again from scratch when stale). */
export function boardOf(state: TransglobalState): Board {
  return ownedBoardOf(state);
}

/**
 * The state whose board was last asked for, its `built` array then and that board: a state is
 * asked for its board several times per action (views, legal list, apply), and the map lookup
 * by id is a good part of the cost (issue #12). A state object's map is its map id's map when
 * its board was first derived.
 */
const last: { state: TransglobalState | undefined; built: readonly number[] | undefined; board: OwnedBoard | undefined } = { state: undefined, built: undefined, board: undefined };

function ownedBoardOf(state: TransglobalState): OwnedBoard {
  const board = last.board;
  if (board !== undefined && last.state === state && last.built === state.built && isCurrent(board) && board.count === state.built.length) return board;
  const found = lookUpBoard(state);
  last.state = state;
  last.built = state.built;
  last.board = found;
  return found;
}

/**
 * The board {@link extendBoard} made last and its `built` array, kept here instead of in `boards`
 * (issue #12: a weak map entry per action costs more than the rest of deriving the board). It
 * joins `boards` when another is made and it is still current (a board extended since is stale,
 * and would be derived again from scratch anyway).
 */
const newest: { built: readonly number[] | undefined; board: OwnedBoard | undefined } = { built: undefined, board: undefined };

/** Makes `board` (of `built`) the newest, putting the one it replaces in `boards` if still current. */
function keepNewest(built: readonly number[], board: OwnedBoard): void {
  const held = newest.board;
  if (held !== undefined && newest.built !== undefined && newest.built !== built && isCurrent(held)) boards.set(newest.built, held);
  newest.built = built;
  newest.board = board;
}

function lookUpBoard(state: TransglobalState): OwnedBoard {
  const map = mapOf(state);
  const held = newest.board;
  if (held !== undefined && newest.built === state.built && held.map === map && isCurrent(held) && held.count === state.built.length) return held;
  const cached = boards.get(state.built);
  if (cached !== undefined && cached.map === map && isCurrent(cached) && cached.count === state.built.length) return cached;
  const graph = mapGraph(map);
  const { n, m, words, incident } = graph;
  const built = new Uint8Array(m);
  const builtBits = new Uint32Array(words);
  for (const link of state.built) {
    if (link < 0 || link >= m) continue;
    built[link] = 1;
    builtBits[link >>> 5] = ((builtBits[link >>> 5] ?? 0) | (1 << (link & 31))) >>> 0;
  }
  const label = componentLabels(n, map.links, state.built);
  // Members as circular lists: each intersection is put right after its component's label.
  const next = new Int32Array(n);
  const size = new Int32Array(n);
  for (let v = 0; v < n; v++) next[v] = v;
  const frontier: (Uint32Array | undefined)[] = new Array<Uint32Array | undefined>(n).fill(undefined);
  for (let v = 0; v < n; v++) {
    const l = label[v] ?? v;
    size[l] = (size[l] ?? 0) + 1;
    if (l === v) continue;
    next[v] = next[l] ?? l;
    next[l] = v;
    let bits = frontier[l];
    if (bits === undefined) {
      bits = incident.slice(l * words, (l + 1) * words);
      frontier[l] = bits;
    }
    for (let w = 0; w < words; w++) bits[w] = ((bits[w] ?? 0) | (incident[v * words + w] ?? 0)) >>> 0;
  }
  const owner: { head: OwnedBoard | null } = { head: null };
  const board: OwnedBoard = { map, graph, built, label, builtBits, frontier, next, size, owner, count: state.built.length };
  owner.head = board;
  boards.set(state.built, board);
  return board;
}

/**
 * Records the board of `built`, the array `parent.built` with `links` appended (how `apply`
 * builds), derived from `parent`'s board in place: each new link is marked built and merges its
 * ends' components (the smaller one is relabelled and its links join the other's frontier: no
 * copy, no union–find over the whole round). `parent`'s board goes stale (see the module
 * comment): read anything of it before. Returns the new board; `boardOf` of a state holding
 * `built` then finds it.
 */
export function extendBoard(parent: TransglobalState, built: readonly number[], links: readonly number[]): Board {
  const from = ownedBoardOf(parent);
  for (const link of links) addLink(from, link);
  const board: OwnedBoard = { map: from.map, graph: from.graph, built: from.built, label: from.label, builtBits: from.builtBits, frontier: from.frontier, next: from.next, size: from.size, owner: from.owner, count: built.length };
  from.owner.head = board;
  keepNewest(built, board);
  return board;
}

/**
 * Appends `link` to `state.built` and `seat` to `state.builtBy` in place, and derives the board
 * of the changed state from its board in place (issue #12: `applyOwned`, for a state nobody
 * else reads). Views and boards read from `state` before see the change. Returns the board and
 * `merged`: the label of the component the link's ends now share when it joined two components,
 * else -1 (the link closed a cycle, or is not on the map: no network changed).
 */
export function buildInPlace(state: TransglobalState, seat: number, link: number): { readonly board: Board; readonly merged: number } {
  const board = ownedBoardOf(state);
  (state.built as number[]).push(link);
  (state.builtBy as number[]).push(seat);
  const merged = addLink(board, link);
  board.count = state.built.length;
  return { board, merged };
}

/**
 * Marks `link` built on `board` (its arrays, in place) and merges its ends' components. Returns
 * the label of the merged component, or -1 when no components were merged.
 */
function addLink(board: OwnedBoard, link: number): number {
  const { built: mask, builtBits, label, frontier, next, size } = board;
  const { linkA, linkB, m, words, incident } = board.graph;
  if (link < 0 || link >= m) return -1;
  mask[link] = 1;
  builtBits[link >>> 5] = ((builtBits[link >>> 5] ?? 0) | (1 << (link & 31))) >>> 0;
  const a = label[linkA[link] ?? 0] ?? 0;
  const b = label[linkB[link] ?? 0] ?? 0;
  if (a === b) return -1;
  const aLarger = (size[a] ?? 0) >= (size[b] ?? 0);
  const keep = aLarger ? a : b;
  const drop = aLarger ? b : a;
  let v = drop;
  do {
    label[v] = keep;
    v = next[v] ?? drop;
  } while (v !== drop);
  const after = next[keep] ?? keep;
  next[keep] = next[drop] ?? drop;
  next[drop] = after;
  size[keep] = (size[keep] ?? 0) + (size[drop] ?? 0);
  let bits = frontier[keep];
  if (bits === undefined) {
    bits = incident.slice(keep * words, (keep + 1) * words);
    frontier[keep] = bits;
  }
  const dropped = frontier[drop];
  if (dropped === undefined) {
    for (let w = 0; w < words; w++) bits[w] = ((bits[w] ?? 0) | (incident[drop * words + w] ?? 0)) >>> 0;
  } else {
    for (let w = 0; w < words; w++) bits[w] = ((bits[w] ?? 0) | (dropped[w] ?? 0)) >>> 0;
    frontier[drop] = undefined;
  }
  return keep;
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
  const { m } = ownedBoardOf(state).graph;
  while (LINK_IDS.length < m) LINK_IDS.push(LINK_IDS.length);
  return pushLegalLinks(state, position, maxCost, [], LINK_IDS);
}

/** `LINK_IDS[e] === e` for every link id of a map (grown as needed). */
const LINK_IDS: number[] = [];

/**
 * Appends `items[link]` to `out` for each legal link of {@link legalLinks}, in the same order,
 * and returns `out` (the legal list is built without a list of link ids first; `items` holds one
 * entry per link of the map, e.g. shared actions). Reads the network's frontier 32 links at a
 * time: its unbuilt links are exactly the links touching the network that are not built.
 */
export function pushLegalLinks<T>(state: TransglobalState, position: number, maxCost: number, out: T[], items: readonly T[]): T[] {
  out.length = writeLegalLinks(state, position, maxCost, out, out.length, items);
  return out;
}

/**
 * How many legal links {@link legalLinks} lists for the player at `position` at `maxCost` $ (the
 * number {@link writeLegalLinks} writes with one item per link of the map): to size a list
 * exactly, once (issue #12). Counts the open links of the network's frontier 32 at a time.
 */
export function legalLinkCount(state: TransglobalState, position: number, maxCost: number): number {
  const board = ownedBoardOf(state);
  const label = networkLabel(state, board, position);
  if (label < 0 || maxCost < 1) return 0;
  const { linkCost, words, incident, cheap, maxLinkCost } = board.graph;
  const builtBits = board.builtBits;
  const bits = board.frontier[label];
  const base = bits === undefined ? label * words : 0;
  const from = bits ?? incident;
  const allAffordable = maxCost >= maxLinkCost;
  const cheapOnly = !allAffordable && maxCost < 2;
  let count = 0;
  for (let w = 0; w < words; w++) {
    let open = ((from[base + w] ?? 0) & ~(builtBits[w] ?? 0)) >>> 0;
    if (cheapOnly) open = (open & (cheap[w] ?? 0)) >>> 0;
    if (allAffordable || cheapOnly) {
      let x = open - ((open >>> 1) & 0x55555555);
      x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
      count += Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
      continue;
    }
    while (open !== 0) {
      const low = open & -open;
      open = (open ^ low) >>> 0;
      if ((linkCost[(w << 5) + 31 - Math.clz32(low)] ?? 0) <= maxCost) count++;
    }
  }
  return count;
}

/**
 * Writes `items[link]` for each legal link of {@link legalLinks}, in the same order, into
 * `out` from index `at` on, and returns the index after the last one written.
 */
export function writeLegalLinks<T>(state: TransglobalState, position: number, maxCost: number, out: T[], at: number, items: readonly T[]): number {
  const board = ownedBoardOf(state);
  const label = networkLabel(state, board, position);
  if (label < 0 || maxCost < 1) return at; // every link costs $1 or $2 (rules "Components")
  const { linkCost, m, words, incident, cheap, maxLinkCost } = board.graph;
  const builtBits = board.builtBits;
  const bits = board.frontier[label];
  const base = bits === undefined ? label * words : 0;
  const from = bits ?? incident;
  // Costs are whole $: under $2 only the cheap links can be afforded (a word mask); any other
  // limit below the dearest link is checked link by link.
  const allAffordable = maxCost >= maxLinkCost;
  const cheapOnly = !allAffordable && maxCost < 2;
  let i = at;
  for (let w = 0; w < words; w++) {
    let open = ((from[base + w] ?? 0) & ~(builtBits[w] ?? 0)) >>> 0;
    if (cheapOnly) open = (open & (cheap[w] ?? 0)) >>> 0;
    while (open !== 0) {
      const low = open & -open;
      const e = (w << 5) + 31 - Math.clz32(low);
      open = (open ^ low) >>> 0;
      const item = items[e];
      if (e < m && item !== undefined && (allAffordable || cheapOnly || (linkCost[e] ?? 0) <= maxCost)) out[i++] = item;
    }
  }
  return i;
}

/**
 * For each city of the player at `position` (hand order, up to 30), whether it is connected, as
 * bits (bit `i` for the `i`-th city): {@link connectedCities} without a list.
 */
export function connectedMask(state: TransglobalState, board: Board, position: number): number {
  const label = networkLabel(state, board, position);
  const hand = state.hands[position] ?? [];
  if (label < 0) return 0;
  const { cityNode } = board.graph;
  let mask = 0;
  for (let i = 0; i < hand.length && i < 30; i++) {
    const at = cityNode[hand[i] ?? -1] ?? -1;
    if (at >= 0 && board.label[at] === label) mask |= 1 << i;
  }
  return mask;
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
