/**
 * The shape of a hand-authored map definition (`data/*.ts`): projection, view, spacing, and
 * the lon/lat data no npm package carries (mountain ranges, no-grid areas, straits, cities).
 * All lon/lat in degrees (east, north); all lengths in km.
 */
import type { MapRegion } from '../../shared-rules/maps/transglobal-map';

/** A lon/lat point `[lon °E, lat °N]`. */
export type LonLat = readonly [number, number];

/** A named lon/lat polygon (one ring, not closed). */
export type NamedArea = { readonly name: string; readonly ring: readonly LonLat[] };

/** A strait: its two landing points (lon/lat, one per shore); links joining them bridge it ($2). */
export type Strait = { readonly name: string; readonly from: LonLat; readonly to: LonLat };

/** A city as listed by hand (coordinates are facts; names in common English form). */
export type CityDef = {
  readonly id: string;
  readonly name: string;
  /** Local forms by language code (e.g. `de`, `ar`, `ko`). */
  readonly localNames: Readonly<Record<string, string>>;
  readonly lon: number;
  readonly lat: number;
  readonly region: string;
};

/** A d3-geo equal-area projection, scaled at build time so units are km. */
export type ProjectionDef =
  | { readonly kind: 'conic-equal-area'; readonly rotate: readonly [number, number]; readonly parallels: readonly [number, number] }
  | { readonly kind: 'azimuthal-equal-area'; readonly rotate: readonly [number, number] };

/** Everything the pipeline needs to build one map. */
export type MapDefinition = {
  readonly id: string;
  readonly name: string;
  readonly projection: ProjectionDef;
  /** The drawn view: a lon/lat box `[west, south, east, north]` (its projected extent). */
  readonly view: readonly [number, number, number, number];
  /** Where the grid may go (lon/lat polygon); the land test still uses all land. */
  readonly frame: readonly LonLat[];
  /** Which land the grid covers: all Natural Earth land, or the USA only (us-atlas). */
  readonly gridLand: 'world' | 'us-nation';
  /** Lattice spacing, km. */
  readonly spacingKm: number;
  /** Lattice origin offset as fractions of the spacing (tuned so cities snap close). */
  readonly latticeOffset: readonly [number, number];
  /** Rivers whose length inside the view is at least this many km are "major" (drawn, $2). */
  readonly riverMinKm: number;
  /** Lakes at least this large (km²) are drawn and keep the grid out. */
  readonly lakeMinKm2: number;
  readonly mountains: readonly NamedArea[];
  readonly noGrid: readonly NamedArea[];
  readonly straits: readonly Strait[];
  readonly regions: readonly MapRegion[];
  readonly cities: readonly CityDef[];
};
