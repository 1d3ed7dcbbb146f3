/**
 * Reads Trick of the Rails' views (shared-rules/games/trick/views.ts) as the renderer receives
 * them: untyped JSON checked with zod into the game's own view types, and each seat's legal list
 * parsed into actions. No rules here; shapes only.
 */
import { z } from 'zod';
import { isRuleError } from '../../../shared-rules/core/errors';
import type { TrickAction, TrickSeatView, TrickTableView } from '../../../shared-rules/games/trick';
import { parseTrickAction } from '../../../shared-rules/games/trick/actions';

const seatId = z.number().int().min(0).max(5);
const numbers = z.array(z.number());

const railwaySchema = z.object({
  items: numbers,
  length: z.number(),
  locomotive: z.number(),
  profit: z.number().nullable(),
  shareValue: z.number().nullable(),
  ifLocomotive: z.array(z.object({ locomotive: z.number(), shareValue: z.number() })),
});

const tableViewSchema = z.object({
  seats: z.array(seatId),
  toAct: z.array(seatId),
  phase: z.enum(['play', 'place-city', 'place-locomotive', 'place-card']),
  variant: z.enum(['basic', 'expert']),
  autoPlay: z.enum(['never', 'last-trick', 'always']),
  teams: z.array(z.array(seatId)).nullable(),
  lane: numbers,
  trick: numbers,
  leader: z.number(),
  led: z.number(),
  winning: z.number(),
  pending: z.number(),
  winner: z.number(),
  last: z.object({ cards: numbers, winner: z.number(), slot: z.number() }).nullable(),
  railways: z.array(railwaySchema),
  placers: numbers,
  outOfGame: numbers,
  voids: numbers,
  handSizes: numbers,
  shares: z.array(numbers),
  shareCards: z.array(numbers),
  scores: numbers,
  end: z.enum(['all-tricks-played']).nullable(),
  results: z.array(z.object({ seat: seatId, shares: numbers, score: z.number(), teamScore: z.number().nullable() })).nullable(),
});

const seatViewSchema = z.object({ seat: seatId, hand: numbers, playable: numbers });

/** The table view, or `undefined` when `json` is not one. */
export function readTableView(json: unknown): TrickTableView | undefined {
  const parsed = tableViewSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** A seat view, or `undefined`. */
export function readSeatView(json: unknown): TrickSeatView | undefined {
  const parsed = seatViewSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** A seat's legal actions (each parsed; anything else dropped). */
export function readLegal(json: unknown): TrickAction[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((a: unknown) => {
    const action = parseTrickAction(a);
    return isRuleError(action) ? [] : [action];
  });
}
