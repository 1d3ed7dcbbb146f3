/**
 * The Resourceful Rails map format (zod): a hex grid of mileposts over real geography, its
 * cities, goods, demand deck and event deck. Shared by the map generator
 * (`build/maps/resourceful/`), the rules (`shared-rules/games/resourceful/`) and the board.
 *
 * Coordinates are projected kilometres: `x` east, `y` SOUTH (d3-geo's screen convention), origin
 * at the map's top-left. A milepost has six neighbours (axial lattice coordinates `q`, `r`, the
 * Transglobal lattice: neighbours (±1, 0), (0, ±1), (+1, −1), (−1, +1)).
 * Source of the rules: shared/rules/resourceful-rails.md "Track", "Goods", "Demand cards",
 * "Options" (events).
 */
import { z } from 'zod';

const pointSchema = z.tuple([z.number(), z.number()]);
const pathSchema = z.array(pointSchema).min(2);
const localNamesSchema = z.record(z.string(), z.string());

/**
 * A milepost's terrain (rules "Track": the cost of building TO it): `clear` $1, `mountain` $2,
 * `alpine` $5. A city milepost costs by its city's size instead.
 */
export const terrainSchema = z.enum(['clear', 'mountain', 'alpine']);
export type Terrain = z.infer<typeof terrainSchema>;

export const milepostSchema = z.object({
  /** Dense index 0..n-1 (the position in `mileposts`). */
  id: z.number().int().nonnegative(),
  q: z.number().int(),
  r: z.number().int(),
  x: z.number(),
  y: z.number(),
  terrain: terrainSchema,
});
export type Milepost = z.infer<typeof milepostSchema>;

/**
 * What an edge crosses besides land: `none`; `lake` or `inlet` (a narrow water crossing between
 * two land mileposts, +$3). Edges over open water are not in the map at all.
 */
export const crossingSchema = z.enum(['none', 'lake', 'inlet']);
export type Crossing = z.infer<typeof crossingSchema>;

export const edgeSchema = z.object({
  /** Dense index 0..m-1 (the position in `edges`). */
  id: z.number().int().nonnegative(),
  /** Milepost ids, `a < b`, lattice neighbours. */
  a: z.number().int().nonnegative(),
  b: z.number().int().nonnegative(),
  /** The river this edge bridges (index into `rivers`, +$2), or `null`. */
  river: z.number().int().nonnegative().nullable(),
  crossing: crossingSchema,
});
export type MapEdge = z.infer<typeof edgeSchema>;

export const riverSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  localNames: localNamesSchema.optional(),
});
export type MapRiver = z.infer<typeof riverSchema>;

/** `small` (2 players may build in), `medium` (3), `major` (a 7-milepost hexagon, shared by all). */
export const citySizeSchema = z.enum(['small', 'medium', 'major']);
export type CitySize = z.infer<typeof citySizeSchema>;

export const citySchema = z.object({
  /** Stable id, lowercase ASCII (`seattle`). */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  /** Common English name. */
  name: z.string().min(1),
  /** Local or translated forms by language code (`ar`, `ko`, …). */
  localNames: localNamesSchema,
  size: citySizeSchema,
  /** Its mileposts: one for small and medium cities; seven for a major city, its centre first. */
  mileposts: z.array(z.number().int().nonnegative()).min(1).max(7),
  lon: z.number(),
  lat: z.number(),
});
export type MapCity = z.infer<typeof citySchema>;

/** A ferry line between two port mileposts (rules "Track", Family rule): first builder pays `cost`. */
export const ferrySchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  name: z.string().min(1),
  a: z.number().int().nonnegative(),
  b: z.number().int().nonnegative(),
  cost: z.number().int().min(4).max(20),
});
export type MapFerry = z.infer<typeof ferrySchema>;

export const goodSchema = z.object({
  /** Stable id, lowercase ASCII (`salmon`); also its i18n key `resourceful.goods.<id>`. */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  /** English name. */
  name: z.string().min(1),
  /** Translated names by language code (`ar`, `ko` at least). */
  localNames: localNamesSchema,
  /** The ids of the cities that produce it (1–4). */
  sources: z.array(z.string()).min(1).max(4),
  /** Loads in the supply (3–4): an empty supply cannot be picked up. */
  loads: z.number().int().min(3).max(4),
});
export type MapGood = z.infer<typeof goodSchema>;

export const demandSchema = z.object({
  /** Destination city id. */
  city: z.string(),
  /** Good id. */
  good: z.string(),
  /** Payment on delivery, $ (15–50). */
  payment: z.number().int().min(15).max(50),
});
export type Demand = z.infer<typeof demandSchema>;

export const demandCardSchema = z.object({
  /** Card number, unique across demand and event cards. */
  id: z.number().int().nonnegative(),
  demands: z.array(demandSchema).length(3),
});
export type DemandCard = z.infer<typeof demandCardSchema>;

/**
 * An event card (Family rule, our own deck; what each does: `shared-rules/games/resourceful/events.ts`):
 * - `strike`: no load is picked up or delivered at `cities` until the drawer's next turn;
 * - `flood`: every track section bridging `river` is washed out, and none may be built across it until the drawer's next turn;
 * - `snow`: until the drawer's next turn no track is built into mountain or alpine mileposts and entering one costs 2 movement;
 * - `derailment`: every train within 3 mileposts of `cities` loses one load and its next move.
 */
export const eventCardSchema = z.discriminatedUnion('kind', [
  z.object({ id: z.number().int().nonnegative(), kind: z.literal('strike'), cities: z.array(z.string()).min(1) }),
  z.object({ id: z.number().int().nonnegative(), kind: z.literal('flood'), river: z.number().int().nonnegative() }),
  z.object({ id: z.number().int().nonnegative(), kind: z.literal('snow') }),
  z.object({ id: z.number().int().nonnegative(), kind: z.literal('derailment'), cities: z.array(z.string()).length(2) }),
]);
export type EventCard = z.infer<typeof eventCardSchema>;

export const resourcefulMapSchema = z.object({
  format: z.literal('railtable.resourceful-map'),
  version: z.literal(1),
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  name: z.string().min(1),
  /** Milepost spacing, km. */
  spacingKm: z.number().positive(),
  /** Extent of everything drawn, km. */
  bounds: z.object({ minX: z.number(), minY: z.number(), maxX: z.number(), maxY: z.number() }),
  /** Connected major cities a player needs to win (6 of 7, 7 of 8). */
  majorsToWin: z.number().int().min(2),
  mileposts: z.array(milepostSchema).min(1),
  edges: z.array(edgeSchema).min(1),
  rivers: z.array(riverSchema),
  cities: z.array(citySchema).min(1),
  ferries: z.array(ferrySchema),
  goods: z.array(goodSchema).min(1),
  demandCards: z.array(demandCardSchema).min(1),
  events: z.array(eventCardSchema),
  /** Outlines for drawing only (the rules never read them). `rivers[i].river` names the river. */
  layers: z.object({
    land: z.array(pathSchema),
    lakes: z.array(pathSchema),
    rivers: z.array(z.object({ river: z.number().int().nonnegative(), path: pathSchema })),
    mountains: z.array(pathSchema),
  }),
});

/** A validated Resourceful Rails map. */
export type ResourcefulMap = z.infer<typeof resourcefulMapSchema>;
