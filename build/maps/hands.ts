/**
 * Random hands for measuring a map (rules "A round", Deal: one city per region), drawn from a
 * seeded pure-rand generator so every measurement is repeatable.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { MapCity, TransglobalMap } from '../../shared-rules/maps/transglobal-map';

/** The seed of every map measurement (report, dashed choice, tests). */
export const HAND_SEED = 20261122;

/** Cities of `map` grouped by region, in region order; dashed cities left out unless `withDashed`. */
export function citiesByRegion(map: TransglobalMap, withDashed: boolean): MapCity[][] {
  return map.regions.map((region) => map.cities.filter((c) => c.region === region.id && (withDashed || !c.dashed)));
}

/** `count` random hands (one city per region), as lists of city indices into `map.cities`. */
export function randomHands(map: TransglobalMap, count: number, withDashed: boolean, seed = HAND_SEED): number[][] {
  const rng = xoroshiro128plus(seed);
  const groups = citiesByRegion(map, withDashed).map((g) => g.map((c) => map.cities.indexOf(c)));
  const hands: number[][] = [];
  for (let i = 0; i < count; i++) {
    hands.push(groups.map((g) => g[uniformInt(rng, 0, g.length - 1)] ?? -1));
  }
  return hands;
}
