/**
 * Projects lon/lat GeoJSON into map kilometres with d3-geo: an equal-area projection at
 * scale 6371 (the Earth's radius in km, so one unit is one km), translated so the view's
 * top-left is the origin and clipped to the view. Polygons come out as rings, lines as
 * polylines; d3 cuts them at the antimeridian and at the clip edge.
 */
import { geoAzimuthalEqualArea, geoConicEqualArea, geoPath, type GeoProjection } from 'd3-geo';
import type { Feature } from 'geojson';
import type { LonLat, MapDefinition, ProjectionDef } from './definition';
import type { Pt } from './geometry';

/** The Earth's mean radius, km: the projection scale that makes map units kilometres. */
export const EARTH_RADIUS_KM = 6371;

function baseProjection(def: ProjectionDef): GeoProjection {
  if (def.kind === 'conic-equal-area') {
    return geoConicEqualArea().rotate([def.rotate[0], def.rotate[1]]).parallels([def.parallels[0], def.parallels[1]]);
  }
  return geoAzimuthalEqualArea().rotate([def.rotate[0], def.rotate[1]]);
}

/** A map's projection with its view size (km). */
export type MapProjection = {
  readonly project: (p: LonLat) => Pt;
  readonly width: number;
  readonly height: number;
  readonly projection: GeoProjection;
};

/** Builds the projection of `def`: km units, view top-left at (0, 0), clipped to the view. */
export function makeProjection(def: MapDefinition): MapProjection {
  const projection = baseProjection(def.projection).scale(EARTH_RADIUS_KM).translate([0, 0]).precision(0.5);
  const [w, s, e, n] = def.view;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const steps = 64;
  for (let i = 0; i <= steps; i++) {
    const lon = w + ((e - w) * i) / steps;
    const lat = s + ((n - s) * i) / steps;
    for (const ll of [[lon, s], [lon, n], [w, lat], [e, lat]] as const) {
      const p = projection([ll[0], ll[1]]);
      if (!p) continue;
      minX = Math.min(minX, p[0]);
      minY = Math.min(minY, p[1]);
      maxX = Math.max(maxX, p[0]);
      maxY = Math.max(maxY, p[1]);
    }
  }
  const width = Math.round(maxX - minX);
  const height = Math.round(maxY - minY);
  projection.translate([-Math.round(minX), -Math.round(minY)]).clipExtent([[0, 0], [width, height]]);
  const project = (p: LonLat): Pt => {
    const xy = projection([p[0], p[1]]);
    if (!xy) throw new Error(`cannot project ${p[0]},${p[1]}`);
    return [xy[0], xy[1]];
  };
  return { project, width, height, projection };
}

/** Projected paths of features: `closed` rings from closePath, open polylines otherwise. */
export function projectFeatures(proj: MapProjection, features: readonly Feature[]): { rings: Pt[][]; lines: Pt[][] } {
  const rings: Pt[][] = [];
  const lines: Pt[][] = [];
  let current: Pt[] = [];
  const flush = (): void => {
    if (current.length >= 2) lines.push(current);
    current = [];
  };
  const context = {
    moveTo(x: number, y: number): void {
      flush();
      current.push([x, y]);
    },
    lineTo(x: number, y: number): void {
      current.push([x, y]);
    },
    closePath(): void {
      if (current.length >= 3) rings.push(current);
      current = [];
    },
    arc(): void {},
    beginPath(): void {},
  };
  const path = geoPath(proj.projection, context);
  for (const f of features) {
    path(f);
    flush();
  }
  return { rings, lines };
}

/** Projects a lon/lat ring drawn by hand (dense enough that straight edges stay straight). */
export function projectRing(proj: MapProjection, ring: readonly LonLat[]): Pt[] {
  const out: Pt[] = [];
  ring.forEach((a, i) => {
    const b = ring[(i + 1) % ring.length];
    if (!b) return;
    for (let k = 0; k < 4; k++) {
      const t = k / 4;
      out.push(proj.project([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]));
    }
  });
  return out;
}
