/**
 * The whole map pipeline for one definition: geography → lattice → links → cities → layers →
 * measured dashed cities → a zod-validated `TransglobalMap`. Deterministic: same inputs give
 * the same object (sorted, rounded, no clock).
 */
import { transglobalMapSchema, type TransglobalMap } from '../../shared-rules/maps/transglobal-map';
import type { MapDefinition } from './definition';
import { snapCities } from './cities';
import { withMeasuredDashed } from './dashed';
import { buildGeoContext } from './geo-context';
import { buildGrid } from './grid';
import { buildLayers } from './layers';

/** A built map with the figures the pipeline knows while building it. */
export type BuiltMap = {
  readonly map: TransglobalMap;
  /** Snap distance of each city (km), indexed like `map.cities`. */
  readonly snapKm: readonly number[];
  /** Lattice nodes dropped for lying outside the largest connected network. */
  readonly droppedNodes: number;
};

/** Options of `buildMap`: skip the dashed measurement (for quick tuning runs). */
export type BuildOptions = { readonly measureDashed: boolean };

/** Builds and validates the map of `def`; throws when the result breaks the schema. */
export function buildMap(def: MapDefinition, options: BuildOptions = { measureDashed: true }): BuiltMap {
  const ctx = buildGeoContext(def);
  const grid = buildGrid(ctx);
  const snapped = snapCities(def.cities, def.cities.map((c) => ctx.proj.project([c.lon, c.lat])), grid.intersections);
  const { layers, noGrid } = buildLayers(ctx);
  const draft: TransglobalMap = {
    format: 'railtable.transglobal-map',
    version: 1,
    id: def.id,
    name: def.name,
    spacingKm: def.spacingKm,
    bounds: { minX: 0, minY: 0, maxX: ctx.proj.width, maxY: ctx.proj.height },
    intersections: grid.intersections,
    links: grid.links,
    regions: def.regions.map((r) => ({ ...r })),
    cities: snapped.map((s) => s.city),
    noGrid,
    layers,
  };
  const map = options.measureDashed ? withMeasuredDashed(draft) : draft;
  return { map: transglobalMapSchema.parse(map), snapKm: snapped.map((s) => s.snapKm), droppedNodes: grid.droppedNodes };
}
