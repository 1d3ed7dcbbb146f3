/**
 * The route planner (issue #17 "Route planner"; rules "What the app shows"): exact shortest
 * paths over the board, for the seat panel and the bots.
 * - **Cheapest build**: the least $ of new track that joins a player's network (own track and
 *   the major cities) to a milepost; own track costs nothing, free sections cost what building
 *   them costs (`sectionCost`), other players' track and full cities are closed to them.
 * - **Fastest move**: the fewest mileposts a player's train needs to reach a milepost over track
 *   it may use (own, majors, opponents' for a fee), with the opponents whose fee it would pay.
 * Both are Dijkstra with a bucket queue (costs are small whole numbers), O(mileposts + links).
 * The per-turn limits (budget, 2 out of a major) are not part of a route: they say how much of
 * it can be built this turn, which the build itself checks.
 */
import { cityAtMilepost, otherEnd, sectionCost, type ResourcefulBoard } from './board';
import { mayReverse } from './legal';
import { CITY_PLAYER_LIMIT, TRACK_FEE } from './meta';
import { networkOf, ownsLink, perTrackCache, sectionsInto } from './network';
import { boardOf, type ResourcefulState } from './state';

/** Shortest distances from a set of sources and, per milepost, the link it was reached by (−1 at a source or unreached). */
export type ShortestPaths = { readonly dist: Int32Array; readonly via: Int32Array };

/** Unreached. */
export const UNREACHED = 0x3fffffff;

/**
 * Dijkstra from `sources` (distance 0) with whole-number link weights: `weight(link, from, to)`
 * gives the cost of crossing `link` from `from` to `to`, or −1 when it may not be crossed.
 */
export function shortestPaths(board: ResourcefulBoard, sources: Iterable<number>, weight: (linkId: number, from: number, to: number) => number): ShortestPaths {
  const n = board.map.mileposts.length;
  const dist = new Int32Array(n).fill(UNREACHED);
  const via = new Int32Array(n).fill(-1);
  const buckets: number[][] = [[]];
  for (const s of sources) {
    if (s < 0 || s >= n || dist[s] === 0) continue;
    dist[s] = 0;
    buckets[0]?.push(s);
  }
  for (let d = 0; d < buckets.length; d++) {
    const bucket = buckets[d];
    if (bucket === undefined) continue;
    for (let i = 0; i < bucket.length; i++) {
      const u = bucket[i] ?? 0;
      if (dist[u] !== d) continue;
      for (const id of board.linksAt[u] ?? []) {
        const link = board.links[id];
        if (link === undefined) continue;
        const v = otherEnd(link, u);
        const w = weight(id, u, v);
        if (w < 0) continue;
        const nd = d + w;
        if (nd < (dist[v] ?? UNREACHED)) {
          dist[v] = nd;
          via[v] = id;
          while (buckets.length <= nd) buckets.push([]);
          buckets[nd]?.push(v);
        }
      }
    }
  }
  return { dist, via };
}

/** The mileposts from a source to `target` along `via` (source first), or [] when unreached. */
export function pathTo(board: ResourcefulBoard, paths: ShortestPaths, target: number): number[] {
  if ((paths.dist[target] ?? UNREACHED) >= UNREACHED) return [];
  const path = [target];
  let m = target;
  for (let guard = 0; guard < board.map.mileposts.length; guard++) {
    const id = paths.via[m] ?? -1;
    const link = board.links[id];
    if (link === undefined) break;
    m = otherEnd(link, m);
    path.push(m);
  }
  return path.reverse();
}

/** City mileposts position `p` may not build into: small or medium cities already full without them. */
function closedCities(state: ResourcefulState, board: ResourcefulBoard, p: number): Uint8Array {
  const closed = new Uint8Array(board.map.mileposts.length);
  for (const city of board.map.cities) {
    if (city.size === 'major') continue;
    const m = city.mileposts[0] ?? 0;
    const sections = sectionsInto(state, board, m);
    if (!sections.has(p) && sections.size >= CITY_PLAYER_LIMIT[city.size]) closed[m] = 1;
  }
  return closed;
}

/** The build weight for position `p`: own track and city links 0, a free section its cost, anything else −1. */
export function buildWeight(state: ResourcefulState, board: ResourcefulBoard, p: number): (linkId: number, from: number, to: number) => number {
  const closed = closedCities(state, board, p);
  return (id, _from, to) => {
    const link = board.links[id];
    if (link === undefined) return -1;
    if (link.kind === 'city' || ownsLink(state, board, id, p)) return 0;
    if (link.kind === 'ferry') return (state.ferryOwners[link.ferry]?.length ?? 2) < 2 ? sectionCost(board, link, to) : -1;
    if ((state.owners[id] ?? -1) !== -1 || closed[to] === 1) return -1;
    return sectionCost(board, link, to);
  };
}

/** The move weight, the same for every train (any built track may be used, an opponent's for a fee): 1 per milepost (a ferry counts as its half turn, 6), −1 where nothing is built. */
export function moveWeight(state: ResourcefulState, board: ResourcefulBoard): (linkId: number, from: number, to: number) => number {
  return (id) => {
    const link = board.links[id];
    if (link === undefined) return -1;
    if (link.kind === 'city') return 1;
    if (link.kind === 'ferry') return (state.ferryOwners[link.ferry]?.length ?? 0) > 0 ? 6 : -1;
    return (state.owners[id] ?? -1) === -1 ? -1 : 1;
  };
}

const builds = perTrackCache<ShortestPaths>();

/** The cheapest build from position `p`'s network to every milepost (cached per owner arrays). */
export function buildPaths(state: ResourcefulState, p: number): ShortestPaths {
  return builds.get(state, p, () => {
    const board = boardOf(state);
    return shortestPaths(board, networkOf(state, board, p).reachList, buildWeight(state, board, p));
  });
}

/** A planned build: its $ and the sections to build in order (each from a milepost the network reaches by then). */
export type BuildPlan = { readonly cost: number; readonly sections: readonly { readonly from: number; readonly to: number; readonly cost: number }[] };

/** The nearest of `targets` in `paths` (the first on a tie), or −1 when none is reached. */
function nearestReached(paths: ShortestPaths, targets: Iterable<number>): number {
  let best = -1;
  for (const m of targets) if ((paths.dist[m] ?? UNREACHED) < (best < 0 ? UNREACHED : (paths.dist[best] ?? UNREACHED))) best = m;
  return best;
}

/** The build plan along `paths` to `target` (reached): its $ and the sections that cost something under `weight`, in order. */
function planTo(board: ResourcefulBoard, paths: ShortestPaths, target: number, weight: (linkId: number, from: number, to: number) => number): BuildPlan {
  const path = pathTo(board, paths, target);
  const sections: { from: number; to: number; cost: number }[] = [];
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1] ?? 0;
    const to = path[i] ?? 0;
    const cost = weight(board.linkBetween(from, to), from, to);
    if (cost > 0) sections.push({ from, to, cost });
  }
  return { cost: paths.dist[target] ?? 0, sections };
}

/** The cheapest build that joins position `p`'s network to milepost `target`, or `undefined` when none can. */
export function cheapestBuild(state: ResourcefulState, p: number, target: number): BuildPlan | undefined {
  const board = boardOf(state);
  const paths = buildPaths(state, p);
  if ((paths.dist[target] ?? UNREACHED) >= UNREACHED) return undefined;
  return planTo(board, paths, target, buildWeight(state, board, p));
}

/**
 * The cheapest build joining `sources` (mileposts, at $0: e.g. where the train stands, whose own
 * track then counts, but not the major cities it cannot drive to) to the nearest of `targets`,
 * never over the link ids in `closed` (e.g. a section the rules refuse now); `undefined` when no
 * track can. The sections are in order, each from a milepost the sources' own track reaches by then.
 */
export function cheapestBuildFrom(state: ResourcefulState, p: number, sources: readonly number[], targets: readonly number[], closed?: ReadonlySet<number>): BuildPlan | undefined {
  const board = boardOf(state);
  const open = buildWeight(state, board, p);
  const weight = closed === undefined ? open : (id: number, a: number, b: number) => (closed.has(id) ? -1 : open(id, a, b));
  const paths = shortestPaths(board, sources, weight);
  const best = nearestReached(paths, targets);
  return best < 0 ? undefined : planTo(board, paths, best, weight);
}

/** The cheapest build to the nearest milepost of city `cityId` (any of a major city's seven). */
export function cheapestBuildToCity(state: ResourcefulState, p: number, cityId: string): BuildPlan | undefined {
  const best = nearestReached(buildPaths(state, p), cityMileposts(boardOf(state), cityId));
  return best < 0 ? undefined : cheapestBuild(state, p, best);
}

/** A planned move: mileposts to travel, the path (train's milepost first), and the seats whose fee it pays. */
export type MovePlan = { readonly mileposts: number; readonly path: readonly number[]; readonly fees: readonly number[] };

/**
 * The fastest move of position `p`'s train from where it stands (in the direction it came, so it
 * turns back only where the rules allow) to any milepost of `targets`, over track it may use
 * (opponents' where their fee is paid or payable), with the seats whose fee it pays; `undefined`
 * when the train is not placed or cannot get there.
 */
export function fastestMove(state: ResourcefulState, p: number, targets: readonly number[]): MovePlan | undefined {
  const player = state.players[p];
  if (player === undefined || player.at < 0) return undefined;
  const board = boardOf(state);
  const path = fastestDrive(state, p, player.at, player.from, targets, { paid: state.turn.fees });
  if (path === undefined) return undefined;
  const fees = new Set<number>();
  for (let i = 1; i < path.length; i++) {
    const id = board.linkBetween(path[i - 1] ?? 0, path[i] ?? 0);
    const link = board.links[id];
    if (link === undefined || link.kind === 'city' || ownsLink(state, board, id, p)) continue;
    const owner = link.kind === 'ferry' ? (state.ferryOwners[link.ferry]?.[0] ?? -1) : (state.owners[id] ?? -1);
    if (owner >= 0) fees.add(state.seats[owner] ?? -1);
  }
  return { mileposts: path.length - 1, path, fees: [...fees].sort((x, y) => x - y) };
}

/**
 * The fastest drive of position `p`'s train from `at` (come from `from`, −1 none) to any of
 * `targets`, turning back only where the rules allow (`mayReverse`: in a city, or at the end of
 * the track), as mileposts from `at` (first `at`, last the target reached). Options:
 * `firstSteps` limits the first milepost (e.g. to the legal moves); `paid` (positions) whose fee
 * is paid this turn; another player's track is open while the player holds its $4 fee plus
 * `cashMargin` ($, default 0) and costs `feePenalty` mileposts more (default 0: the fewest
 * mileposts). Dijkstra over (milepost, came-from) pairs; a ferry counts 6. `undefined` when no
 * target can be reached.
 */
export function fastestDrive(
  state: ResourcefulState,
  p: number,
  at: number,
  from: number,
  targets: readonly number[],
  options: { readonly firstSteps?: readonly number[]; readonly paid?: readonly number[]; readonly cashMargin?: number; readonly feePenalty?: number } = {},
): readonly number[] | undefined {
  const board = boardOf(state);
  const base = moveWeight(state, board);
  const cash = state.players[p]?.cash ?? 0;
  const paid = options.paid ?? [];
  const open = cash >= TRACK_FEE + (options.cashMargin ?? 0);
  const weight = (id: number, a: number, b: number): number => {
    const w = base(id, a, b);
    const owner = state.owners[id] ?? -1;
    if (w < 0 || owner < 0 || owner === p || paid.includes(owner)) return w;
    return open ? w + (options.feePenalty ?? 0) : -1;
  };
  const goal = new Set(targets);
  if (goal.has(at)) return [at];
  const n = board.map.mileposts.length;
  const key = (m: number, prev: number): number => m * (n + 1) + prev + 1;
  type Entry = { readonly m: number; readonly prev: number; readonly back: Entry | undefined };
  const seen = new Set<number>([key(at, from)]);
  const buckets: Entry[][] = [];
  const push = (d: number, entry: Entry): void => {
    while (buckets.length <= d) buckets.push([]);
    buckets[d]?.push(entry);
  };
  const start: Entry = { m: at, prev: from, back: undefined };
  for (const id of board.linksAt[at] ?? []) {
    const link = board.links[id];
    if (link === undefined) continue;
    const to = otherEnd(link, at);
    if (options.firstSteps !== undefined && !options.firstSteps.includes(to)) continue;
    if (options.firstSteps === undefined && to === from && !mayReverse(state, board, p, at, from)) continue;
    const w = weight(id, at, to);
    if (w >= 0) push(w, { m: to, prev: at, back: start });
  }
  for (let d = 0; d < buckets.length; d++) {
    for (const entry of buckets[d] ?? []) {
      if (seen.has(key(entry.m, entry.prev))) continue;
      seen.add(key(entry.m, entry.prev));
      if (goal.has(entry.m)) {
        const path: number[] = [];
        for (let e: Entry | undefined = entry; e !== undefined; e = e.back) path.push(e.m);
        return path.reverse();
      }
      const reverse = mayReverse(state, board, p, entry.m, entry.prev);
      for (const id of board.linksAt[entry.m] ?? []) {
        const link = board.links[id];
        if (link === undefined) continue;
        const to = otherEnd(link, entry.m);
        if (to === entry.prev && !reverse) continue;
        const w = weight(id, entry.m, to);
        if (w >= 0 && !seen.has(key(to, entry.m))) push(d + w, { m: to, prev: entry.m, back: entry });
      }
    }
  }
  return undefined;
}

/** The mileposts of city `cityId` (empty for an unknown id). */
export function cityMileposts(board: ResourcefulBoard, cityId: string): readonly number[] {
  return board.map.cities[board.cityIndex.get(cityId) ?? -1]?.mileposts ?? [];
}

/** Whether milepost `m` is a city milepost. */
export function isCity(board: ResourcefulBoard, m: number): boolean {
  return cityAtMilepost(board, m) !== undefined;
}
