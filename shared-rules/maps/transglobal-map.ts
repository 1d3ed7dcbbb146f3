/**
 * The Transglobal Rail map format and its validator (zod), shared by the map generator
 * (`build/maps/`), the rules (`shared-rules/games/transglobal/`) and the board renderer.
 *
 * Coordinates are projected kilometres: `x` grows to the east, `y` grows to the SOUTH
 * (screen convention of d3-geo), origin at the map's top-left. Polygons and polylines are
 * arrays of `[x, y]` points. Source of the rules: shared/rules/transglobal-rail.md "Components".
 */
import { z } from 'zod';

/** A projected point `[x km east, y km south]`. */
export const pointSchema = z.tuple([z.number(), z.number()]);
/** A closed ring or an open polyline of projected points. */
export const pathSchema = z.array(pointSchema).min(2);

/** Why a link costs what it costs: $1 `plain`; $2 `river`, `mountain` or `strait`. */
export const linkReasonSchema = z.enum(['plain', 'river', 'mountain', 'strait']);

export const intersectionSchema = z.object({
  /** Dense index 0..n-1 (the position in `intersections`). */
  id: z.number().int().nonnegative(),
  /** Triangular-lattice coordinates (axial: q along rows, r across). */
  q: z.number().int(),
  r: z.number().int(),
  x: z.number(),
  y: z.number(),
});

export const linkSchema = z.object({
  /** Dense index 0..m-1 (the position in `links`). */
  id: z.number().int().nonnegative(),
  /** Intersection ids; `a < b`. */
  a: z.number().int().nonnegative(),
  b: z.number().int().nonnegative(),
  cost: z.union([z.literal(1), z.literal(2)]),
  reason: linkReasonSchema,
});

/** Region symbols: every region is coded by colour AND symbol (never colour alone). */
export const regionSymbolSchema = z.enum(['circle', 'square', 'triangle', 'diamond', 'star', 'hexagon']);

export const regionSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  symbol: regionSymbolSchema,
});

export const citySchema = z.object({
  id: z.string().min(1),
  /** Common English name. */
  name: z.string().min(1),
  /** Local forms for display by language code, e.g. `{ de: 'München' }`. */
  localNames: z.record(z.string(), z.string()).optional(),
  region: z.string().min(1),
  /** Dashed cities are never dealt in 2- and 3-player games. */
  dashed: z.boolean(),
  /** The intersection the city sits on. */
  intersection: z.number().int().nonnegative(),
  lon: z.number(),
  lat: z.number(),
});

export const mapLayersSchema = z.object({
  land: z.array(pathSchema),
  lakes: z.array(pathSchema),
  rivers: z.array(pathSchema),
  mountains: z.array(pathSchema),
});

export const transglobalMapSchema = z.object({
  format: z.literal('railtable.transglobal-map'),
  version: z.literal(1),
  id: z.string().min(1),
  name: z.string().min(1),
  /** Lattice spacing, km. */
  spacingKm: z.number().positive(),
  /** Extent of everything drawn, km. */
  bounds: z.object({ minX: z.number(), minY: z.number(), maxX: z.number(), maxY: z.number() }),
  intersections: z.array(intersectionSchema).min(1),
  links: z.array(linkSchema).min(1),
  regions: z.array(regionSchema).min(1),
  cities: z.array(citySchema).min(1),
  /** Areas with no grid at all (e.g. the Himalaya on the Asia map). */
  noGrid: z.array(pathSchema),
  layers: mapLayersSchema,
});

/** A validated Transglobal Rail map. */
export type TransglobalMap = z.infer<typeof transglobalMapSchema>;
export type MapIntersection = z.infer<typeof intersectionSchema>;
export type MapLink = z.infer<typeof linkSchema>;
export type MapCity = z.infer<typeof citySchema>;
export type MapRegion = z.infer<typeof regionSchema>;
export type LinkReason = z.infer<typeof linkReasonSchema>;
