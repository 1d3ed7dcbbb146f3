/**
 * Reads Paris Connection's views (shared-rules/games/paris/views.ts) as the renderer receives
 * them: untyped JSON checked with zod into the game's own view types, and each seat's legal list
 * parsed into actions. No rules here; shapes only.
 */
import { z } from 'zod';
import { isRuleError } from '../../../shared-rules/core/errors';
import type { ParisAction, ParisSeatView, ParisTableView } from '../../../shared-rules/games/paris';
import { parseParisAction } from '../../../shared-rules/games/paris/actions';

const seatId = z.number().int().min(0).max(5);
const counts = z.array(z.number());
const scoreSchema = z.object({ shareValue: z.number(), held: z.number(), limit: z.number(), over: z.number(), penalty: z.number(), total: z.number() });

const tableViewSchema = z.object({
  mapId: z.string(),
  toAct: z.array(seatId),
  values: counts,
  supplies: counts,
  starts: counts,
  occupied: counts,
  turn: z.object({ company: z.number().nullable(), placed: counts, trade: z.object({ give: z.number(), take: z.number(), count: z.number() }).nullable() }),
  seats: z.array(seatId),
  held: counts,
  limit: z.number(),
  end: z.enum(['marseille-reached', 'one-supply-left']).nullable(),
  results: z.array(z.object({ seat: seatId, portfolio: counts, score: scoreSchema })).nullable(),
});

const seatViewSchema = z.object({ seat: seatId, portfolio: counts, score: scoreSchema.nullable() });

/** The table view, or `undefined` when `json` is not one. */
export function readTableView(json: unknown): ParisTableView | undefined {
  const parsed = tableViewSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** A seat view, or `undefined`. */
export function readSeatView(json: unknown): ParisSeatView | undefined {
  const parsed = seatViewSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** A seat's legal actions (each parsed; anything else dropped). */
export function readLegal(json: unknown): ParisAction[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((a: unknown) => {
    const action = parseParisAction(a);
    return isRuleError(action) ? [] : [action];
  });
}
