/**
 * Figures measured on a built map (used by the report and the tests): link shares by reason,
 * city snap distances (km), connectivity, and the exact cheapest cost ($) of random hands over
 * the empty board.
 */
import type { LinkReason, TransglobalMap } from '../../shared-rules/maps/transglobal-map';
import type { MapDefinition } from './definition';
import { handCost } from './dashed';
import { HAND_SEED, randomHands } from './hands';
import { makeProjection } from './project';

/** Link counts by reason and the share (0–1) of $2 links. */
export type LinkShares = { readonly counts: Readonly<Record<LinkReason, number>>; readonly expensiveShare: number };

/** Counts links by reason; `expensiveShare` is the fraction costing $2. */
export function linkShares(map: TransglobalMap): LinkShares {
  const counts: Record<LinkReason, number> = { plain: 0, river: 0, mountain: 0, strait: 0 };
  for (const l of map.links) counts[l.reason]++;
  const expensive = map.links.filter((l) => l.cost === 2).length;
  return { counts, expensiveShare: expensive / map.links.length };
}

/** Distance (km) from each city's true place (projected with `def`) to its intersection. */
export function snapDistances(map: TransglobalMap, def: MapDefinition): number[] {
  const proj = makeProjection(def);
  return map.cities.map((c) => {
    const [x, y] = proj.project([c.lon, c.lat]);
    const node = map.intersections[c.intersection];
    return node ? Math.hypot(node.x - x, node.y - y) : Infinity;
  });
}

/** Sizes of the connected networks of the board (largest first); one entry means one network. */
export function componentSizes(map: TransglobalMap): number[] {
  const n = map.intersections.length;
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (v: number): number => {
    let r = v;
    while ((parent[r] ?? r) !== r) r = parent[r] ?? r;
    return r;
  };
  for (const l of map.links) parent[find(l.a)] = find(l.b);
  const sizes = new Map<number, number>();
  for (let v = 0; v < n; v++) sizes.set(find(v), (sizes.get(find(v)) ?? 0) + 1);
  return [...sizes.values()].sort((a, b) => b - a);
}

/** Min, mean and max ($) of the exact cheapest cost of `count` seeded random hands. */
export type HandCostStats = { readonly min: number; readonly mean: number; readonly max: number; readonly hands: number };

/** Measures random hands (one city per region; dashed cities dealt only when `withDashed`). */
export function handCostStats(map: TransglobalMap, count: number, withDashed: boolean, seed = HAND_SEED): HandCostStats {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  for (const hand of randomHands(map, count, withDashed, seed)) {
    const cost = handCost(map, hand.map((i) => map.cities[i]?.intersection ?? -1));
    min = Math.min(min, cost);
    max = Math.max(max, cost);
    sum += cost;
  }
  return { min, mean: sum / count, max, hands: count };
}
