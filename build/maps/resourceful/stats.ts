/**
 * Figures of a built Resourceful map, for the build log and docs/maps/README.md: counts,
 * terrain shares, river and water crossings, cities by size, payments, worst city snap.
 */
import type { ResourcefulMap } from '../../../shared-rules/maps/resourceful-map';

/** Measured figures of one map (shares are fractions 0–1, distances km, money $). */
export type MapFigures = {
  readonly mileposts: number;
  readonly edges: number;
  readonly terrain: { readonly clear: number; readonly mountain: number; readonly alpine: number };
  /** Share of edges that bridge a named river. */
  readonly riverShare: number;
  readonly lakeEdges: number;
  readonly inletEdges: number;
  readonly rivers: number;
  readonly cities: { readonly major: number; readonly medium: number; readonly small: number };
  readonly ferries: number;
  readonly goods: number;
  readonly payment: { readonly min: number; readonly median: number; readonly max: number };
  readonly events: number;
  readonly worstSnap?: { readonly city: string; readonly km: number };
};

/** The figures of `map`; `snapKm` (per city, km) when known from the build. */
export function mapFigures(map: ResourcefulMap, snapKm?: readonly number[]): MapFigures {
  const n = map.mileposts.length;
  const share = (t: string): number => map.mileposts.filter((m) => m.terrain === t).length / n;
  const payments = map.demandCards.flatMap((c) => c.demands.map((d) => d.payment)).sort((a, b) => a - b);
  const count = (size: string): number => map.cities.filter((c) => c.size === size).length;
  let worstSnap: MapFigures['worstSnap'];
  snapKm?.forEach((km, i) => {
    const city = map.cities[i];
    if (city && (!worstSnap || km > worstSnap.km)) worstSnap = { city: city.name, km };
  });
  return {
    mileposts: n,
    edges: map.edges.length,
    terrain: { clear: share('clear'), mountain: share('mountain'), alpine: share('alpine') },
    riverShare: map.edges.filter((e) => e.river !== null).length / map.edges.length,
    lakeEdges: map.edges.filter((e) => e.crossing === 'lake').length,
    inletEdges: map.edges.filter((e) => e.crossing === 'inlet').length,
    rivers: map.rivers.length,
    cities: { major: count('major'), medium: count('medium'), small: count('small') },
    ferries: map.ferries.length,
    goods: map.goods.length,
    payment: { min: payments[0] ?? 0, median: payments[Math.floor(payments.length / 2)] ?? 0, max: payments[payments.length - 1] ?? 0 },
    events: map.events.length,
    ...(worstSnap ? { worstSnap } : {}),
  };
}

/** One log line of figures. */
export function describeFigures(f: MapFigures): string {
  const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
  return [
    `${f.mileposts} mileposts, ${f.edges} edges (${f.lakeEdges} lake, ${f.inletEdges} inlet, river ${pct(f.riverShare)} over ${f.rivers} rivers)`,
    `terrain clear ${pct(f.terrain.clear)} / mountain ${pct(f.terrain.mountain)} / alpine ${pct(f.terrain.alpine)}`,
    `cities ${f.cities.major} major / ${f.cities.medium} medium / ${f.cities.small} small, ${f.ferries} ferries, ${f.goods} goods, ${f.events} events`,
    `payments $${f.payment.min} / $${f.payment.median} / $${f.payment.max} (min / median / max)`,
    f.worstSnap ? `worst snap ${f.worstSnap.city} ${f.worstSnap.km.toFixed(1)} km` : '',
  ].filter((s) => s).join('\n  ');
}
