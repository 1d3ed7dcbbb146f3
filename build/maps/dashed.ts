/**
 * Dashed cities (rules "Components": 2 per region, never dealt with 2–3 players), chosen as
 * the two costliest of their region to connect. Measured: for each city, the mean exact
 * cheapest cost ($) of connecting a hand holding it plus one random city of every other
 * region, over an empty board. The cities of one region are measured against the same random
 * partners (a paired comparison), so the ranking needs few hands.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { TransglobalMap } from '../../shared-rules/maps/transglobal-map';
import { cheapestCompletion } from '../../shared-rules/games/transglobal/steiner';
import { citiesByRegion, HAND_SEED } from './hands';

/** Partner hands per region used by the generator (the tests recompute on fewer). */
export const DASHED_HANDS_PER_REGION = 300;

/** How many cities of each region are dashed. */
export const DASHED_PER_REGION = 2;

/** The exact cheapest cost ($) of joining `terminals` (intersection ids) on the empty board. */
export function handCost(map: TransglobalMap, terminals: readonly number[]): number {
  const built = new Array<boolean>(map.links.length).fill(false);
  return cheapestCompletion(map, built, [], terminals).cost;
}

/**
 * Cheapest hand costs ($) for the cities of region `regionIndex` (in `citiesByRegion` order):
 * row k holds, for city k, the cost of each of `handsPerRegion` hands that pair it with the
 * same seeded random partners (one city of every other region, dashed or not).
 */
export function measureRegionCosts(map: TransglobalMap, regionIndex: number, handsPerRegion: number, seed = HAND_SEED): number[][] {
  const groups = citiesByRegion(map, true);
  const group = groups[regionIndex] ?? [];
  const rng = xoroshiro128plus(seed + regionIndex);
  const rows: number[][] = group.map(() => []);
  for (let h = 0; h < handsPerRegion; h++) {
    const partners: number[] = [];
    groups.forEach((other, j) => {
      if (j === regionIndex) return;
      const pick = other[uniformInt(rng, 0, other.length - 1)];
      if (pick) partners.push(pick.intersection);
    });
    group.forEach((city, k) => rows[k]?.push(handCost(map, [city.intersection, ...partners])));
  }
  return rows;
}

/**
 * Mean cheapest hand cost ($) per city (indexed like `map.cities`), each over `handsPerRegion`
 * seeded hands (see `measureRegionCosts`); dashed flags in `map` are ignored.
 */
export function measureCityCosts(map: TransglobalMap, handsPerRegion: number, seed = HAND_SEED): number[] {
  const means = new Array<number>(map.cities.length).fill(0);
  citiesByRegion(map, true).forEach((group, regionIndex) => {
    const rows = measureRegionCosts(map, regionIndex, handsPerRegion, seed);
    group.forEach((city, k) => {
      const row = rows[k] ?? [];
      means[map.cities.indexOf(city)] = row.reduce((a, b) => a + b, 0) / Math.max(1, row.length);
    });
  });
  return means;
}

/** City ids that are the `DASHED_PER_REGION` costliest of their region by `costs` (ties: list order). */
export function costliestPerRegion(map: TransglobalMap, costs: readonly number[]): Set<string> {
  const picked = new Set<string>();
  for (const region of map.regions) {
    map.cities
      .map((city, i) => ({ city, i, cost: costs[i] ?? 0 }))
      .filter((e) => e.city.region === region.id)
      .sort((a, b) => b.cost - a.cost || a.i - b.i)
      .slice(0, DASHED_PER_REGION)
      .forEach((e) => picked.add(e.city.id));
  }
  return picked;
}

/** `map` with its dashed flags set by measurement (a new object; the input is not changed). */
export function withMeasuredDashed(map: TransglobalMap, handsPerRegion = DASHED_HANDS_PER_REGION): TransglobalMap {
  const dashed = costliestPerRegion(map, measureCityCosts(map, handsPerRegion));
  return { ...map, cities: map.cities.map((c) => ({ ...c, dashed: dashed.has(c.id) })) };
}
