/**
 * Loading a Transglobal Rail map from untrusted JSON: the zod schema of `./transglobal-map.ts`
 * plus the cross-checks a schema cannot express (dense ids, link ends, cities on
 * intersections, 5 regions of 7 cities with 2 dashed each). Source: rules "Components".
 */
import { transglobalMapSchema, type TransglobalMap } from './transglobal-map';

/** The number of regions on every map (rules "Components": 35 cities in 5 regions of 7). */
export const TRANSGLOBAL_REGIONS = 5;
/** The number of cities in each region. */
export const TRANSGLOBAL_CITIES_PER_REGION = 7;
/** The number of dashed cities (never dealt with 2–3 players) in each region. */
export const TRANSGLOBAL_DASHED_PER_REGION = 2;

/** What `loadTransglobalMap` answers: the checked map, or an English reason it was refused. */
export type TransglobalMapLoad = { readonly ok: true; readonly map: TransglobalMap } | { readonly ok: false; readonly error: string };

/**
 * Checks untrusted JSON as a Transglobal Rail map. Never throws.
 *
 * Refused (with the first problem found, in English) when: the zod schema fails; an
 * intersection's or link's `id` is not its position; a link's ends are missing, equal or not
 * `a < b`; two links join the same pair; region ids or city ids repeat; a city's region is
 * unknown or its intersection does not exist or is shared with another city; there are not
 * exactly 5 regions of 7 cities with exactly 2 dashed cities each; some city cannot be reached
 * from the others over links (a hand could never be connected); an intersection, or the
 * midpoint of a link, lies inside a no-grid area by more than a tenth of the lattice spacing
 * (rules §A round 3: no hub or link there; the tolerance absorbs the simplification of the
 * drawn outline).
 */
export function loadTransglobalMap(json: unknown): TransglobalMapLoad {
  const parsed = transglobalMapSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? issue.path.join('.') : '';
    return { ok: false, error: `not a Transglobal map: ${where ? `${where}: ` : ''}${issue?.message ?? 'invalid'}` };
  }
  const map = parsed.data;
  const problem = crossCheck(map);
  return problem === undefined ? { ok: true, map } : { ok: false, error: problem };
}

function crossCheck(map: TransglobalMap): string | undefined {
  const n = map.intersections.length;
  for (const [i, v] of map.intersections.entries()) {
    if (v.id !== i) return `intersection at position ${i} has id ${v.id} (ids must be dense, 0..n-1)`;
  }
  const pairs = new Set<number>();
  for (const [i, link] of map.links.entries()) {
    if (link.id !== i) return `link at position ${i} has id ${link.id} (ids must be dense, 0..m-1)`;
    if (link.a >= link.b) return `link ${i} must have a < b (got ${link.a}, ${link.b})`;
    if (link.b >= n) return `link ${i} ends at intersection ${link.b}, which does not exist`;
    const key = link.a * n + link.b;
    if (pairs.has(key)) return `link ${i} joins ${link.a}–${link.b}, already joined by another link`;
    pairs.add(key);
  }
  const regionIds = new Set<string>();
  for (const region of map.regions) {
    if (regionIds.has(region.id)) return `region id ${region.id} repeats`;
    regionIds.add(region.id);
  }
  if (map.regions.length !== TRANSGLOBAL_REGIONS) return `a map has ${TRANSGLOBAL_REGIONS} regions, this one has ${map.regions.length}`;
  const cityIds = new Set<string>();
  const cityAt = new Set<number>();
  for (const city of map.cities) {
    if (cityIds.has(city.id)) return `city id ${city.id} repeats`;
    cityIds.add(city.id);
    if (!regionIds.has(city.region)) return `city ${city.id} is in unknown region ${city.region}`;
    if (city.intersection >= n) return `city ${city.id} sits on intersection ${city.intersection}, which does not exist`;
    if (cityAt.has(city.intersection)) return `city ${city.id} shares intersection ${city.intersection} with another city`;
    cityAt.add(city.intersection);
  }
  for (const region of map.regions) {
    const cities = map.cities.filter((c) => c.region === region.id);
    if (cities.length !== TRANSGLOBAL_CITIES_PER_REGION) {
      return `region ${region.id} has ${cities.length} cities, a region has ${TRANSGLOBAL_CITIES_PER_REGION}`;
    }
    const dashed = cities.filter((c) => c.dashed).length;
    if (dashed !== TRANSGLOBAL_DASHED_PER_REGION) {
      return `region ${region.id} has ${dashed} dashed cities, a region has ${TRANSGLOBAL_DASHED_PER_REGION}`;
    }
  }
  return unreachableCity(map) ?? insideNoGrid(map);
}

/** Whether point (x, y) lies inside the closed ring `ring` (even–odd rule). */
function insideRing(ring: readonly (readonly [number, number])[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] ?? [0, 0];
    const [xj, yj] = ring[j] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The distance (km) from point (x, y) to the outline of `ring`. */
function distanceToRing(ring: readonly (readonly [number, number])[], x: number, y: number): number {
  let best = Infinity;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [ax, ay] = ring[j] ?? [0, 0];
    const [bx, by] = ring[i] ?? [0, 0];
    const dx = bx - ax;
    const dy = by - ay;
    const len = dx * dx + dy * dy;
    const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len));
    best = Math.min(best, Math.hypot(x - ax - t * dx, y - ay - t * dy));
  }
  return best;
}

/**
 * The first intersection or link (by its midpoint) well inside a no-grid area (deeper than a
 * tenth of the lattice spacing), as a refusal, or undefined.
 */
function insideNoGrid(map: TransglobalMap): string | undefined {
  const tolerance = map.spacingKm / 10;
  const deepInside = (ring: readonly (readonly [number, number])[], x: number, y: number): boolean =>
    insideRing(ring, x, y) && distanceToRing(ring, x, y) > tolerance;
  for (const ring of map.noGrid) {
    const v = map.intersections.find((p) => deepInside(ring, p.x, p.y));
    if (v) return `intersection ${v.id} lies inside a no-grid area`;
    const link = map.links.find((l) => {
      const a = map.intersections[l.a];
      const b = map.intersections[l.b];
      return a !== undefined && b !== undefined && deepInside(ring, (a.x + b.x) / 2, (a.y + b.y) / 2);
    });
    if (link) return `link ${link.id} runs through a no-grid area`;
  }
  return undefined;
}

/** The first city not joined by links to the first city's intersection, as a refusal, or undefined. */
function unreachableCity(map: TransglobalMap): string | undefined {
  const adjacent: number[][] = map.intersections.map(() => []);
  for (const link of map.links) {
    adjacent[link.a]?.push(link.b);
    adjacent[link.b]?.push(link.a);
  }
  const start = map.cities[0]?.intersection ?? 0;
  const reached = new Set([start]);
  const queue = [start];
  for (let qi = 0; qi < queue.length; qi++) {
    for (const v of adjacent[queue[qi] ?? 0] ?? []) {
      if (!reached.has(v)) {
        reached.add(v);
        queue.push(v);
      }
    }
  }
  const cut = map.cities.find((c) => !reached.has(c.intersection));
  return cut === undefined ? undefined : `city ${cut.id} cannot be reached over links from city ${map.cities[0]?.id ?? ''}`;
}
