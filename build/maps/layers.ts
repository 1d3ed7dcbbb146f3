/**
 * The drawing layers of a map (land, lakes, major rivers, mountain outlines) and its no-grid
 * areas, rounded to 0.1 km and sorted so the output is byte-stable.
 */
import type { TransglobalMap } from '../../shared-rules/maps/transglobal-map';
import type { GeoContext } from './geo-context';
import { roundPath } from './geometry';

type OutPath = [number, number][];

function sortPaths(paths: OutPath[]): OutPath[] {
  return paths.sort((a, b) => (a[0]?.[0] ?? 0) - (b[0]?.[0] ?? 0) || (a[0]?.[1] ?? 0) - (b[0]?.[1] ?? 0) || a.length - b.length);
}

/** The `layers` and `noGrid` fields of the map JSON (km, 0.1 km precision). */
export function buildLayers(ctx: GeoContext): Pick<TransglobalMap, 'layers' | 'noGrid'> {
  return {
    layers: {
      land: sortPaths(ctx.drawLand.map((r) => roundPath(r)).filter((r) => r.length >= 3)),
      lakes: sortPaths(ctx.lakes.map((r) => roundPath(r)).filter((r) => r.length >= 3)),
      rivers: sortPaths(ctx.rivers.map((r) => roundPath(r)).filter((r) => r.length >= 2)),
      mountains: ctx.mountains.map((r) => roundPath(r)),
    },
    noGrid: ctx.noGrid.map((r) => roundPath(r)),
  };
}
