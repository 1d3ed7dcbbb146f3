/**
 * The Railways of the World map format (zod), its loader's cross-checks, and the derived board the
 * rules run on. Shared by the map builder (`build/maps/railways/`), the rules
 * (`shared-rules/games/railways/`) and the board renderer.
 *
 * A map is a set of land hexes in axial coordinates (`q`, `r`; pointy-top: a corner points north,
 * as `renderer/board-kit/hex/hex.ts` lays them out). Sea is not a hex: track never goes there.
 * Each hex is plains, water (a river or marsh hex: the water drop) or mountain; a city sits on a
 * hex of its own (never next to another city). A ridge lies along a hex side. Positions are
 * projected kilometres: `x` east, `y` SOUTH (d3-geo's screen convention); `hexSizeKm` is the
 * circumradius. Source: shared/rules/railways-of-the-world.md ("Setup", "A Build track").
 */
import { z } from 'zod';

/** A projected point `[x km east, y km south]`. */
const pointSchema = z.tuple([z.number(), z.number()]);

/** The goods colours, in the order of their codes 0–4 (rules "Setup"): red, yellow, blue, purple, black. */
export const GOODS_COLORS = ['red', 'yellow', 'blue', 'purple', 'black'] as const;
/** A goods colour. */
export type GoodsColor = (typeof GOODS_COLORS)[number];
/** A city's colour: a goods colour, or `grey` (no colour yet; no cubes until urbanized). */
export const CITY_COLORS = [...GOODS_COLORS, 'grey'] as const;
export type CityColor = (typeof CITY_COLORS)[number];
/** The code of grey in {@link RailwaysBoard.cityColor} (goods colours are 0–4). */
export const GREY = 5;

/** A hex's terrain (rules "A Build track": plains $2k, water $3k, mountain $4k). */
export const terrainSchema = z.enum(['plains', 'water', 'mountain']);
export type Terrain = z.infer<typeof terrainSchema>;

export const railwaysCitySchema = z.object({
  /** Lowercase ASCII id (`new-york`). */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Common English name. */
  name: z.string().min(1),
  /** Translated names (`ar`, `ko`). */
  localNames: z.record(z.string(), z.string()),
  lon: z.number(),
  lat: z.number(),
  /** The printed colour (grey: none yet). */
  color: z.enum(CITY_COLORS),
  /** Goods cubes drawn onto it at setup (grey cities 0). */
  cubes: z.number().int().min(0).max(4),
});
export type RailwaysCity = z.infer<typeof railwaysCitySchema>;

export const railwaysHexSchema = z.object({
  q: z.number().int(),
  r: z.number().int(),
  /** Projected centre, km. */
  x: z.number(),
  y: z.number(),
  terrain: terrainSchema,
  /** The city on the hex, if any. */
  city: railwaysCitySchema.optional(),
});
export type RailwaysHex = z.infer<typeof railwaysHexSchema>;

export const railwaysMapSchema = z.object({
  format: z.literal('railtable.railways-map'),
  version: z.literal(1),
  id: z.string().min(1),
  name: z.string().min(1),
  /** Hex circumradius, km. */
  hexSizeKm: z.number().positive(),
  hexes: z.array(railwaysHexSchema).min(2),
  /** Ridges: the side between hexes `a` and `b` (indices into `hexes`, `a < b`, neighbours) costs $4k more to cross. */
  ridges: z.array(z.object({ a: z.number().int().nonnegative(), b: z.number().int().nonnegative() })),
  /** For drawing only: land outline rings, lake rings, named rivers and mountain ranges (projected, simplified). */
  land: z.array(z.array(pointSchema).min(3)),
  lakes: z.array(z.array(pointSchema).min(3)),
  rivers: z.array(z.object({ name: z.string(), line: z.array(pointSchema).min(2) })),
  mountains: z.array(z.object({ name: z.string(), ring: z.array(pointSchema).min(3) })),
  /** Where the geography comes from (shown in the about screen). */
  credits: z.string(),
});
export type RailwaysMap = z.infer<typeof railwaysMapSchema>;

/**
 * The six axial directions, side `d` of a hex faces its neighbour at `(q + dq, r + dr)`: east,
 * north-east, north-west, west, south-west, south-east (counter-clockwise seen from above, north
 * up; `y` grows south so north-east is `r − 1`). The opposite side is `(d + 3) % 6`.
 */
export const SIDE_DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

/** Terrain codes of {@link RailwaysBoard.terrain}. */
export const TERRAIN_CODE = { plains: 0, water: 1, mountain: 2 } as const;

/**
 * The board the rules run on, derived once per map (typed arrays, indices into `map.hexes`):
 * - `n` hexes; `terrain[h]` (0 plains, 1 water, 2 mountain);
 * - `neighbor[h * 6 + d]`: the hex across side `d` of `h`, −1 off the map;
 * - `ridge[h]`: a 6-bit mask, bit `d` set when side `d` of `h` is a ridge;
 * - `cityOf[h]`: the city number on `h` (index into `cities`), −1 for none;
 * - `cities[c]`: the hex of city `c`, in map order; `cityColor[c]` its printed colour code (0–4, 5 grey);
 *   `cityCubes[c]` its printed cube count; `cityIndex` city number by id.
 */
export type RailwaysBoard = {
  readonly map: RailwaysMap;
  readonly n: number;
  readonly terrain: Uint8Array;
  readonly neighbor: Int32Array;
  readonly ridge: Uint8Array;
  readonly cityOf: Int32Array;
  readonly cities: readonly number[];
  readonly cityColor: readonly number[];
  readonly cityCubes: readonly number[];
  readonly cityIndex: ReadonlyMap<string, number>;
};

/** The side of hex `a` that faces its neighbour `b` on `board`, or −1 when they are not neighbours. */
export function sideToward(board: RailwaysBoard, a: number, b: number): number {
  for (let d = 0; d < 6; d++) if (board.neighbor[a * 6 + d] === b) return d;
  return -1;
}

/**
 * Checks untrusted JSON as a Railways of the World map and derives its board. Never throws: an
 * English reason on refusal. Refused when: the schema fails; two hexes share (q, r); two cities
 * share an id; two city hexes are neighbours (a link needs at least one track tile between its
 * cities); a grey city has cubes or a coloured city none; a ridge names a missing hex or two hexes
 * that are not neighbours; the cities print more cubes than the bag's 125.
 */
export function loadRailwaysMap(json: unknown): { readonly ok: true; readonly board: RailwaysBoard } | { readonly ok: false; readonly error: string } {
  const parsed = railwaysMapSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `not a Railways of the World map: ${issue ? `${issue.path.join('.')}: ` : ''}${issue?.message ?? 'invalid'}` };
  }
  const map = parsed.data;
  const n = map.hexes.length;
  const at = new Map(map.hexes.map((h, i) => [`${h.q},${h.r}`, i]));
  if (at.size !== n) return { ok: false, error: 'two hexes share axial coordinates' };
  const neighbor = new Int32Array(n * 6).fill(-1);
  map.hexes.forEach((h, i) => {
    SIDE_DIRECTIONS.forEach(([dq, dr], d) => {
      neighbor[i * 6 + d] = at.get(`${h.q + dq},${h.r + dr}`) ?? -1;
    });
  });
  const cities: number[] = [];
  const cityOf = new Int32Array(n).fill(-1);
  const cityIndex = new Map<string, number>();
  for (const [i, h] of map.hexes.entries()) {
    const city = h.city;
    if (city === undefined) continue;
    if (cityIndex.has(city.id)) return { ok: false, error: `two cities are called ${city.id}` };
    if (city.color === 'grey' ? city.cubes !== 0 : city.cubes === 0) return { ok: false, error: `city ${city.id}: a grey city has no cubes and a coloured one has some` };
    cityOf[i] = cities.length;
    cityIndex.set(city.id, cities.length);
    cities.push(i);
  }
  for (const c of cities) {
    for (let d = 0; d < 6; d++) {
      const j = neighbor[c * 6 + d] ?? -1;
      if (j >= 0 && (cityOf[j] ?? -1) >= 0) return { ok: false, error: `cities ${map.hexes[c]?.city?.id} and ${map.hexes[j]?.city?.id} are neighbours` };
    }
  }
  const ridge = new Uint8Array(n);
  for (const { a, b } of map.ridges) {
    if (a >= b || a >= n || b >= n) return { ok: false, error: `ridge ${a}–${b}: no such hexes (or not a < b)` };
    let d = -1;
    for (let k = 0; k < 6; k++) if (neighbor[a * 6 + k] === b) d = k;
    if (d < 0) return { ok: false, error: `ridge ${a}–${b}: the hexes are not neighbours` };
    ridge[a] = (ridge[a] ?? 0) | (1 << d);
    ridge[b] = (ridge[b] ?? 0) | (1 << ((d + 3) % 6));
  }
  // The cubes a city prints are drawn from the bag at random (any colour), so only the total counts.
  const printed = cities.reduce((sum, c) => sum + (map.hexes[c]?.city?.cubes ?? 0), 0);
  if (printed > 125) return { ok: false, error: `the cities print ${printed} cubes, more than the bag's 125` };
  return {
    ok: true,
    board: {
      map,
      n,
      terrain: Uint8Array.from(map.hexes, (h) => TERRAIN_CODE[h.terrain]),
      neighbor,
      ridge,
      cityOf,
      cities,
      cityColor: cities.map((c) => CITY_COLORS.indexOf(map.hexes[c]?.city?.color ?? 'grey')),
      cityCubes: cities.map((c) => map.hexes[c]?.city?.cubes ?? 0),
      cityIndex,
    },
  };
}
