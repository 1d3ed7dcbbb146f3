/**
 * Places the hand-listed cities on the grid: each city snaps to its nearest free intersection.
 * Cities choose in order of what they would lose by taking their second-best intersection
 * (most first), so in a crowded area the city that loses least moves. Distances in km.
 */
import type { MapCity, MapIntersection } from '../../shared-rules/maps/transglobal-map';
import type { CityDef } from './definition';
import type { Pt } from './geometry';

/** A city with its snap: the intersection and the distance from its true place, km. */
export type SnappedCity = { readonly city: MapCity; readonly snapKm: number };

/** Snaps `cities` (with projected true places `places`) to distinct intersections. */
export function snapCities(cities: readonly CityDef[], places: readonly Pt[], intersections: readonly MapIntersection[]): SnappedCity[] {
  const ranked = cities.map((city, i) => {
    const p = places[i] ?? [0, 0];
    const options = intersections
      .map((node) => ({ id: node.id, d: Math.hypot(node.x - p[0], node.y - p[1]) }))
      .sort((x, y) => x.d - y.d || x.id - y.id);
    return { city, i, options };
  });
  const order = [...ranked].sort((x, y) => {
    const gx = (x.options[1]?.d ?? 0) - (x.options[0]?.d ?? 0);
    const gy = (y.options[1]?.d ?? 0) - (y.options[0]?.d ?? 0);
    return gy - gx || x.i - y.i;
  });
  const taken = new Set<number>();
  const result = new Array<SnappedCity | undefined>(cities.length);
  for (const { city, i, options } of order) {
    const pick = options.find((o) => !taken.has(o.id));
    if (!pick) throw new Error(`no free intersection for ${city.name}`);
    taken.add(pick.id);
    result[i] = {
      city: { id: city.id, name: city.name, localNames: { ...city.localNames }, region: city.region, dashed: false, intersection: pick.id, lon: city.lon, lat: city.lat },
      snapKm: pick.d,
    };
  }
  return result.filter((r): r is SnappedCity => r !== undefined);
}
