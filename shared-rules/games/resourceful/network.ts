/**
 * A player's network (rules "Objective", "Track"): the mileposts their own track reaches, the
 * major cities (everyone's track), and how many major cities one continuous network of their
 * own track connects. Derived from the state's owner arrays and cached per array, so views, bots
 * and the win check share one computation per build.
 */
import type { ResourcefulBoard } from './board';
import type { ResourcefulState } from './state';

/** What one player's track makes of the board. */
export type Network = {
  /** 1 where the player may build from: an end of their own track or a major city milepost. */
  readonly reach: Uint8Array;
  /** The same mileposts as a list, ascending. */
  readonly reachList: readonly number[];
  /** The most major cities one continuous network of the player's own track (majors shared) connects. */
  readonly connectedMajors: number;
  /** Those major cities (indices), for the views. */
  readonly majorList: readonly number[];
  /** Track sections (edges and ferry lines) the player owns. */
  readonly sections: number;
};

/** Whether position `p` owns link `id` (an edge or a ferry line). */
export function ownsLink(state: ResourcefulState, board: ResourcefulBoard, id: number, p: number): boolean {
  const link = board.links[id];
  if (link === undefined) return false;
  if (link.kind === 'ferry') return state.ferryOwners[link.ferry]?.includes(p) ?? false;
  return state.owners[id] === p;
}

function find(parent: Int32Array, x: number): number {
  let root = x;
  while (parent[root] !== root) root = parent[root] ?? root;
  let y = x;
  while (parent[y] !== root) {
    const next = parent[y] ?? root;
    parent[y] = root;
    y = next;
  }
  return root;
}

function computeNetwork(state: ResourcefulState, board: ResourcefulBoard, p: number): Network {
  const n = board.map.mileposts.length;
  const reach = new Uint8Array(n);
  const parent = new Int32Array(n);
  for (let i = 0; i < n; i++) parent[i] = i;
  let sections = 0;
  for (const link of board.links) {
    const own = link.kind === 'city' || ownsLink(state, board, link.id, p);
    if (!own) continue;
    if (link.kind !== 'city') sections++;
    reach[link.a] = 1;
    reach[link.b] = 1;
    const ra = find(parent, link.a);
    const rb = find(parent, link.b);
    if (ra !== rb) parent[ra] = rb;
  }
  for (const major of board.majors) for (const m of board.map.cities[major]?.mileposts ?? []) reach[m] = 1;
  const byRoot = new Map<number, Set<number>>();
  for (const major of board.majors) {
    const centre = board.map.cities[major]?.mileposts[0] ?? 0;
    // A major counts for the networks its city links join (all 7 mileposts are one component).
    const hasOwn = (board.map.cities[major]?.mileposts ?? []).some((m) => (board.linksAt[m] ?? []).some((id) => board.links[id]?.kind !== 'city' && ownsLink(state, board, id, p)));
    if (!hasOwn) continue;
    const root = find(parent, centre);
    const set = byRoot.get(root) ?? new Set<number>();
    set.add(major);
    byRoot.set(root, set);
  }
  let best: number[] = [];
  for (const set of byRoot.values()) if (set.size > best.length) best = [...set].sort((a, b) => a - b);
  const reachList: number[] = [];
  reach.forEach((r, m) => {
    if (r === 1) reachList.push(m);
  });
  return { reach, reachList, connectedMajors: best.length, majorList: best, sections };
}

/**
 * A cache of one value per position for as long as a state's owner arrays stay the same objects
 * (a build replaces them): `get(state, p, compute)` computes once per (owners, ferry owners, p).
 */
export function perTrackCache<T>(): { get(state: ResourcefulState, p: number, compute: () => T): T } {
  const byOwners = new WeakMap<readonly number[], WeakMap<readonly (readonly number[])[], Map<number, T>>>();
  return {
    get(state, p, compute) {
      let byFerries = byOwners.get(state.owners);
      if (byFerries === undefined) {
        byFerries = new WeakMap();
        byOwners.set(state.owners, byFerries);
      }
      let byPosition = byFerries.get(state.ferryOwners);
      if (byPosition === undefined) {
        byPosition = new Map();
        byFerries.set(state.ferryOwners, byPosition);
      }
      const cached = byPosition.get(p);
      if (cached !== undefined) return cached;
      const value = compute();
      byPosition.set(p, value);
      return value;
    },
  };
}

const networks = perTrackCache<Network>();

/** Position `p`'s network in `state` (cached per owner arrays). */
export function networkOf(state: ResourcefulState, board: ResourcefulBoard, p: number): Network {
  return networks.get(state, p, () => computeNetwork(state, board, p));
}

/**
 * The players whose track enters city milepost `m` and how many sections each has there
 * (positions → sections), for the city limits (rules "Track"). Ferry lines count as sections.
 */
export function sectionsInto(state: ResourcefulState, board: ResourcefulBoard, m: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const id of board.linksAt[m] ?? []) {
    const link = board.links[id];
    if (link === undefined || link.kind === 'city') continue;
    const owners = link.kind === 'ferry' ? (state.ferryOwners[link.ferry] ?? []) : state.owners[id] === undefined || state.owners[id] === -1 ? [] : [state.owners[id] ?? -1];
    for (const owner of owners) counts.set(owner, (counts.get(owner) ?? 0) + 1);
  }
  return counts;
}

/** The free (unowned, buildable) links at milepost `m`, other than `except`. */
export function freeLinksAt(state: ResourcefulState, board: ResourcefulBoard, m: number, except = -1): number {
  let free = 0;
  for (const id of board.linksAt[m] ?? []) {
    if (id === except) continue;
    const link = board.links[id];
    if (link === undefined || link.kind !== 'track') continue;
    if ((state.owners[id] ?? -1) === -1) free++;
  }
  return free;
}
