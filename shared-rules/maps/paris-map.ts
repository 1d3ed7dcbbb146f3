/**
 * The Paris Connection map format (zod), its loader's cross-checks, and the derived board the
 * rules run on. Shared by the map builder (`build/maps/paris/`), the rules
 * (`shared-rules/games/paris/`) and the board renderer.
 *
 * A map is a set of hexes in axial coordinates (`q`, `r`; pointy-top: a corner points north, as
 * `renderer/board-kit/hex/hex.ts` lays them out), centred on Paris — the Eiffel hex at (0, 0),
 * ringed by the six start hexes. Positions are projected kilometres: `x` east, `y` SOUTH (d3-geo's
 * screen convention). `hexSizeKm` is the circumradius. Source: shared/rules/paris-connection.md
 * "Components".
 */
import { z } from 'zod';

/** A projected point `[x km east, y km south]`. */
const pointSchema = z.tuple([z.number(), z.number()]);

/**
 * What a hex is: `eiffel` (Paris: never occupied), `start` (one company's first locomotive only),
 * `rural` (up to 2 locomotives of different companies, worth 0), `city` (1 locomotive, worth 1–4).
 */
export const parisHexKindSchema = z.enum(['eiffel', 'start', 'rural', 'city']);
export type ParisHexKind = z.infer<typeof parisHexKindSchema>;

export const parisHexSchema = z.object({
  q: z.number().int(),
  r: z.number().int(),
  /** Projected centre, km. */
  x: z.number(),
  y: z.number(),
  kind: parisHexKindSchema,
  /** Points a placement here adds to the company: rural 0; city 1 (beige), 2 (purple), 3 (red), 4 (Marseille, blue). */
  value: z.number().int().min(0).max(4),
  /** The city on the hex (cities only): stable id and common name. */
  city: z.object({ id: z.string().min(1), name: z.string().min(1), lon: z.number(), lat: z.number() }).optional(),
});
export type ParisHex = z.infer<typeof parisHexSchema>;

/** Why a hex side is impassable (checkered): a mountain chain or water between the two hexes. */
export const parisBarrierReasonSchema = z.enum(['mountain', 'water']);

export const parisMapSchema = z.object({
  format: z.literal('railtable.paris-map'),
  version: z.literal(1),
  id: z.string().min(1),
  name: z.string().min(1),
  /** Hex circumradius, km. */
  hexSizeKm: z.number().positive(),
  hexes: z.array(parisHexSchema).min(7),
  /** Impassable sides: the two hexes (indices into `hexes`, `a < b`) across it are not adjacent. */
  barriers: z.array(z.object({ a: z.number().int().nonnegative(), b: z.number().int().nonnegative(), reason: parisBarrierReasonSchema })),
  /** Land outline rings (projected, simplified) and named mountain chains (polylines), for drawing only. */
  land: z.array(z.array(pointSchema).min(3)),
  mountains: z.array(z.object({ name: z.string(), line: z.array(pointSchema).min(2) })),
  /** Where the geography comes from (shown in the about screen). */
  credits: z.string(),
});
export type ParisMap = z.infer<typeof parisMapSchema>;

/** The six axial directions (east first, counter-clockwise seen from above, north up). */
export const AXIAL_DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

/**
 * The board the rules run on, derived once per map: hex count `n`, per hex its `kind` code
 * (0 eiffel, 1 start, 2 rural, 3 city), `value`, and capacity (`capacity`: 0 eiffel, 1 start or
 * city, 2 rural); neighbours in CSR form (`adjStart[h]..adjStart[h+1]` into `adj`), across
 * passable sides only; the start hexes in ring order; the Eiffel hex; Marseille's hex (value 4).
 */
export type ParisBoard = {
  readonly map: ParisMap;
  readonly n: number;
  readonly kind: Uint8Array;
  readonly value: Uint8Array;
  readonly capacity: Uint8Array;
  readonly adjStart: Int32Array;
  readonly adj: Int32Array;
  readonly starts: readonly number[];
  /** The city hexes (values 1–4), ascending. */
  readonly cities: readonly number[];
  readonly eiffel: number;
  readonly marseille: number;
};

const KIND_CODE: Readonly<Record<ParisHexKind, number>> = { eiffel: 0, start: 1, rural: 2, city: 3 };
/** Kind codes of {@link ParisBoard.kind}. */
export const HEX_KIND = { eiffel: 0, start: 1, rural: 2, city: 3 } as const;

/** The hex index at axial (q, r), by key `q,r`. */
function indexByAxial(map: ParisMap): Map<string, number> {
  return new Map(map.hexes.map((h, i) => [`${h.q},${h.r}`, i]));
}

/**
 * Checks untrusted JSON as a Paris Connection map and derives its board. Never throws: an English
 * reason on refusal. Refused when: the schema fails; two hexes share (q, r); (0, 0) is not the one
 * Eiffel hex; its six neighbours are not exactly the six start hexes; a city hex has no city or a
 * value outside 1–4, or a non-city hex has a value or a city; there is not exactly one value-4
 * city; a barrier names a missing hex or two hexes that are not neighbours; some hex cannot be
 * reached from the start hexes across passable sides (it could never be built on).
 */
export function loadParisMap(json: unknown): { readonly ok: true; readonly board: ParisBoard } | { readonly ok: false; readonly error: string } {
  const parsed = parisMapSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `not a Paris Connection map: ${issue ? `${issue.path.join('.')}: ` : ''}${issue?.message ?? 'invalid'}` };
  }
  const map = parsed.data;
  const at = indexByAxial(map);
  if (at.size !== map.hexes.length) return { ok: false, error: 'two hexes share axial coordinates' };
  const eiffel = at.get('0,0');
  if (eiffel === undefined || map.hexes[eiffel]?.kind !== 'eiffel' || map.hexes.filter((h) => h.kind === 'eiffel').length !== 1) return { ok: false, error: 'the Eiffel hex must be (0, 0), and the only one' };
  const starts = AXIAL_DIRECTIONS.map(([dq, dr]) => at.get(`${dq},${dr}`) ?? -1);
  if (starts.some((s) => s < 0 || map.hexes[s]?.kind !== 'start') || map.hexes.filter((h) => h.kind === 'start').length !== 6) {
    return { ok: false, error: 'the six neighbours of the Eiffel hex must be the six start hexes, and the only ones' };
  }
  for (const [i, h] of map.hexes.entries()) {
    if (h.kind === 'city' ? h.city === undefined || h.value < 1 : h.city !== undefined || h.value !== 0) return { ok: false, error: `hex ${i} (${h.q}, ${h.r}): its city and value do not fit its kind ${h.kind}` };
  }
  const marseilles = map.hexes.flatMap((h, i) => (h.value === 4 ? [i] : []));
  if (marseilles.length !== 1) return { ok: false, error: `exactly one city must be worth 4 (Marseille), found ${marseilles.length}` };
  const blocked = new Set<string>();
  for (const { a, b } of map.barriers) {
    const ha = map.hexes[a];
    const hb = map.hexes[b];
    if (ha === undefined || hb === undefined || a >= b) return { ok: false, error: `barrier ${a}–${b}: no such hexes (or not a < b)` };
    if (!AXIAL_DIRECTIONS.some(([dq, dr]) => ha.q + dq === hb.q && ha.r + dr === hb.r)) return { ok: false, error: `barrier ${a}–${b}: the hexes are not neighbours` };
    blocked.add(`${a},${b}`);
  }
  const n = map.hexes.length;
  const lists = map.hexes.map((h, i) =>
    AXIAL_DIRECTIONS.flatMap(([dq, dr]) => {
      const j = at.get(`${h.q + dq},${h.r + dr}`);
      return j === undefined || blocked.has(i < j ? `${i},${j}` : `${j},${i}`) ? [] : [j];
    }),
  );
  const adjStart = new Int32Array(n + 1);
  lists.forEach((list, i) => (adjStart[i + 1] = (adjStart[i] ?? 0) + list.length));
  const adj = Int32Array.from(lists.flat());
  // Every hex must be reachable from the start hexes (not through the Eiffel hex, never occupied).
  const seen = new Uint8Array(n);
  const queue = [...starts];
  for (const s of starts) seen[s] = 1;
  while (queue.length > 0) {
    const h = queue.pop() ?? 0;
    for (const j of lists[h] ?? []) {
      if (seen[j] !== 0 || j === eiffel) continue;
      seen[j] = 1;
      queue.push(j);
    }
  }
  const unreachable = map.hexes.findIndex((_, i) => i !== eiffel && seen[i] === 0);
  if (unreachable >= 0) return { ok: false, error: `hex ${unreachable} cannot be reached from the start hexes` };
  const kind = Uint8Array.from(map.hexes, (h) => KIND_CODE[h.kind]);
  return {
    ok: true,
    board: {
      map,
      n,
      kind,
      value: Uint8Array.from(map.hexes, (h) => h.value),
      capacity: Uint8Array.from(kind, (k) => (k === HEX_KIND.eiffel ? 0 : k === HEX_KIND.rural ? 2 : 1)),
      adjStart,
      adj,
      starts,
      cities: map.hexes.flatMap((h, i) => (h.kind === 'city' ? [i] : [])),
      eiffel,
      marseille: marseilles[0] ?? -1,
    },
  };
}
