/**
 * What a bot may believe about another player's secret cities, from public information only:
 * the map, who is dealt dashed cities (rules §A round 1: none at 2–3 players), the bot's own
 * hand (a city is dealt to one player only) and the other player's hub and the links they built
 * this round (table view `seats[].hub`, `built[].by`). Also the outlook of a player under a
 * belief: expected distance to their cities, the chance they are complete, and sampled
 * (determinized) exact completion costs.
 */
import type { Random, SeatId } from '../../../core/types';
import type { TransglobalSeatView, TransglobalTableView } from '../views';
import type { Deadline } from './context';
import { cheapestCompletion } from '../steiner';
import { distancesFrom, networkAt, type ViewBoard } from './view-board';

/** One candidate city of a region: index into `map.cities`, its intersection and its probability (0–1; a region's weights sum to 1). */
export type CityChance = { readonly city: number; readonly intersection: number; readonly weight: number };

/** A belief about one player's hand: per region (map order), the cities they may hold with their probabilities. */
export type HandBelief = readonly { readonly region: string; readonly cities: readonly CityChance[] }[];

/**
 * The cities another player may hold, per region: every city of the region, except dashed
 * ones when the table view says they are left out (2–3 players) and except the viewer's own
 * cities. Uniform weights. A region left empty (impossible on a valid map) is omitted.
 */
export function uniformBelief(board: ViewBoard, table: TransglobalTableView, viewer: TransglobalSeatView): HandBelief {
  const mine = new Set(viewer.cities.map((c) => c.id));
  const out: { region: string; cities: CityChance[] }[] = [];
  for (const region of board.map.regions) {
    const cities: CityChance[] = [];
    board.map.cities.forEach((city, index) => {
      if (city.region !== region.id || mine.has(city.id) || (table.dashedLeftOut && city.dashed)) return;
      cities.push({ city: index, intersection: city.intersection, weight: 1 });
    });
    if (cities.length > 0) out.push({ region: region.id, cities: cities.map((c) => ({ ...c, weight: 1 / cities.length })) });
  }
  return out;
}

/** How fast the likelihood falls with distance from a player's own rails: weight ∝ exp(−distance / this), distance in $. */
export const INFERENCE_SCALE = 2.5;

/**
 * The inferred belief about `seat`'s hand: the uniform belief reweighted by how near each city is
 * to what `seat` built — its hub and both ends of every link it built this round — with
 * weight ∝ exp(−d / `scale`), `d` the cheapest distance in $ over the printed link costs (a
 * player places the hub on or by its cheapest tree and builds toward its cities), times
 * `leafBonus` for a city at a dead end of the rails `seat` built (not its hub: a player's rails
 * stop at its cities). With no hub yet, the uniform belief.
 */
export function inferredBelief(board: ViewBoard, table: TransglobalTableView, viewer: TransglobalSeatView, seat: SeatId, scale = INFERENCE_SCALE, leafBonus = 1): HandBelief {
  const uniform = uniformBelief(board, table, viewer);
  const hub = board.hubs.get(seat);
  if (hub === undefined) return uniform;
  const g = board.graph;
  const sources = [hub];
  const degree = new Map<number, number>();
  for (const b of table.built) {
    if (b.by !== seat) continue;
    const a = g.linkA[b.link] ?? hub;
    const z = g.linkB[b.link] ?? hub;
    sources.push(a, z);
    degree.set(a, (degree.get(a) ?? 0) + 1);
    degree.set(z, (degree.get(z) ?? 0) + 1);
  }
  const printed: ViewBoard = { ...board, built: [] };
  const dist = distancesFrom(printed, sources);
  // A dead end of the seat's own rails (not its hub) is where a player stops: at one of its cities.
  const leaf = (v: number): boolean => v !== hub && degree.get(v) === 1;
  return uniform.map(({ region, cities }) => {
    const raw = cities.map((c) => Math.exp(-Math.min(dist[c.intersection] ?? 1e6, 1e6) / scale) * (leaf(c.intersection) ? leafBonus : 1));
    const total = raw.reduce((s, w) => s + w, 0);
    return { region, cities: cities.map((c, i) => ({ ...c, weight: total > 0 ? (raw[i] ?? 0) / total : 1 / cities.length })) };
  });
}

/**
 * A player's outlook under `belief` on `board`, from their network around `hub`:
 * - `expectedDistance`: Σ over regions of the expected cheapest distance ($, built links free)
 *   from their network to their city of that region (an upper bound of what they still need);
 * - `pComplete`: the probability that every one of their cities is already in their network.
 */
export function outlook(board: ViewBoard, belief: HandBelief, hub: number): { readonly expectedDistance: number; readonly pComplete: number } {
  const dist = distancesFrom(board, networkAt(board, hub));
  let expectedDistance = 0;
  let pComplete = 1;
  for (const { cities } of belief) {
    let inNetwork = 0;
    for (const c of cities) {
      const d = Math.min(dist[c.intersection] ?? 1e6, 1e6);
      expectedDistance += c.weight * d;
      if (d === 0) inNetwork += c.weight;
    }
    pComplete *= inNetwork;
  }
  return { expectedDistance, pComplete };
}

/** One hand drawn from `belief` (an intersection per region), with `random`. */
export function sampleHand(belief: HandBelief, random: Random): number[] {
  return belief.map(({ cities }) => {
    const x = random.int(0, 999_999) / 1_000_000;
    let acc = 0;
    for (const c of cities) {
      acc += c.weight;
      if (x < acc) return c.intersection;
    }
    return cities[cities.length - 1]?.intersection ?? 0;
  });
}

/**
 * The mean exact cheapest completion ($) of the network around `hub` to hands sampled from
 * `belief` (determinized: each sample is one guess of the hidden hand). Draws at most
 * `maxSamples` hands, at least one, and stops early once `deadline` has expired. Returns the
 * mean and how many samples it took.
 */
export function sampledRemaining(
  board: ViewBoard,
  belief: HandBelief,
  hub: number,
  random: Random,
  maxSamples: number,
  deadline: Deadline,
): { readonly mean: number; readonly samples: number } {
  const network = networkAt(board, hub);
  let total = 0;
  let samples = 0;
  while (samples < Math.max(1, maxSamples)) {
    if (samples > 0 && deadline.expired()) break;
    const cost = cheapestCompletion(board.map, board.built, network, sampleHand(belief, random)).cost;
    total += Number.isFinite(cost) ? cost : 99;
    samples++;
  }
  return { mean: total / samples, samples };
}
