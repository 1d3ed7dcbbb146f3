/**
 * The demand deck of a Resourceful map (rules "Demand cards", Decision): 136 cards of three
 * demands, generated with a seeded generator from the goods table.
 * - Rail distance: shortest path in mileposts over the edges, a ferry counting 1; a city's
 *   distance is taken between its nearest mileposts.
 * - A destination is at least {@link MIN_DISTANCE} mileposts from every source of the good and
 *   never one of its sources.
 * - Payment: `base + perMilepost × d` (d from the nearest source) rounded, +$5 medium, +$10
 *   major destination, clamped to $15–50.
 * - Destination size drawn small:medium:major 3:5:2, then a city of that size; the three demands
 *   of a card name three different goods and, where the draws allow, three different cities.
 */
import type { CitySize, Demand, DemandCard, MapCity, MapGood } from '../../../shared-rules/maps/resourceful-map';
import { createRandom } from '../../../shared-rules/core/random';
import type { PaymentRule } from './definition';

/** Cards in a deck. */
export const DECK_SIZE = 136;
/** Fewest mileposts between a destination and any source of the good. */
export const MIN_DISTANCE = 10;
/** Payment bounds, $. */
export const MIN_PAYMENT = 15;
export const MAX_PAYMENT = 50;
/** Extra pay by destination size, $. */
export const SIZE_BONUS: Readonly<Record<CitySize, number>> = { small: 0, medium: 5, major: 10 };
/** Destination size weights small:medium:major. */
const SIZE_WEIGHTS: readonly (readonly [CitySize, number])[] = [['small', 3], ['medium', 5], ['major', 2]];

/**
 * Rail distances between cities, mileposts: `result[i][j]` from city i to city j (Infinity
 * when unreachable). `links` are the edges and the ferries as pairs of milepost ids.
 */
export function cityDistances(milepostCount: number, links: readonly (readonly [number, number])[], cities: readonly MapCity[]): number[][] {
  const adj: number[][] = Array.from({ length: milepostCount }, () => []);
  for (const [a, b] of links) {
    adj[a]?.push(b);
    adj[b]?.push(a);
  }
  return cities.map((from) => {
    const d = new Array<number>(milepostCount).fill(Infinity);
    let frontier = [...from.mileposts];
    for (const m of frontier) d[m] = 0;
    let level = 0;
    while (frontier.length > 0) {
      level++;
      const next: number[] = [];
      for (const v of frontier) {
        for (const w of adj[v] ?? []) {
          if (d[w] === Infinity) {
            d[w] = level;
            next.push(w);
          }
        }
      }
      frontier = next;
    }
    return cities.map((to) => Math.min(...to.mileposts.map((m) => d[m] ?? Infinity)));
  });
}

/** For each good and city: the payment if the city is a valid destination, else undefined. */
export function paymentTable(cities: readonly MapCity[], goods: readonly MapGood[], distances: readonly (readonly number[])[], rule: PaymentRule): (number | undefined)[][] {
  const index = new Map(cities.map((c, i) => [c.id, i]));
  return goods.map((good) => {
    const sources = good.sources.map((id) => index.get(id) ?? -1);
    return cities.map((city, ci) => {
      if (good.sources.includes(city.id)) return undefined;
      const nearest = Math.min(...sources.map((s) => distances[s]?.[ci] ?? Infinity));
      if (!Number.isFinite(nearest) || nearest < MIN_DISTANCE) return undefined;
      const raw = Math.round(rule.base + rule.perMilepost * nearest) + SIZE_BONUS[city.size];
      return Math.min(MAX_PAYMENT, Math.max(MIN_PAYMENT, raw));
    });
  });
}

/** The 136 demand cards (ids 0..135) drawn with `createRandom(seed)`. */
export function buildDemandDeck(cities: readonly MapCity[], goods: readonly MapGood[], table: readonly (readonly (number | undefined)[])[], seed: string): DemandCard[] {
  const rng = createRandom(seed);
  const bySize = new Map<CitySize, number[]>();
  cities.forEach((c, i) => bySize.set(c.size, [...(bySize.get(c.size) ?? []), i]));
  const totalWeight = SIZE_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  const drawSize = (): CitySize => {
    let x = rng.int(1, totalWeight);
    for (const [size, w] of SIZE_WEIGHTS) {
      if (x <= w) return size;
      x -= w;
    }
    return 'medium';
  };
  const cards: DemandCard[] = [];
  for (let id = 0; id < DECK_SIZE; id++) {
    const demands: Demand[] = [];
    const usedGoods = new Set<number>();
    const usedCities = new Set<number>();
    for (let attempt = 0; demands.length < 3; attempt++) {
      if (attempt > 10_000) throw new Error(`demand card ${id}: no valid demand found`);
      const pool = bySize.get(drawSize()) ?? [];
      if (pool.length === 0) continue;
      const ci = pool[rng.int(0, pool.length - 1)] ?? 0;
      if (usedCities.has(ci) && attempt < 50) continue;
      const options = goods.map((_, gi) => gi).filter((gi) => !usedGoods.has(gi) && table[gi]?.[ci] !== undefined);
      if (options.length === 0) continue;
      const gi = options[rng.int(0, options.length - 1)] ?? 0;
      const city = cities[ci];
      const good = goods[gi];
      const payment = table[gi]?.[ci];
      if (!city || !good || payment === undefined) continue;
      usedGoods.add(gi);
      usedCities.add(ci);
      demands.push({ city: city.id, good: good.id, payment });
    }
    cards.push({ id, demands });
  }
  return cards;
}
