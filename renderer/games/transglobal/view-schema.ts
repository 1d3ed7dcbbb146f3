/**
 * Reads Transglobal Rail's views (shared-rules/games/transglobal/views.ts) as the renderer and
 * the worker's bots receive them: untyped JSON checked with zod into the game's own view types.
 * No rules here; it checks shapes only.
 */
import { z } from 'zod';
import type { Action } from '../../../shared-rules/core/types';
import type { TransglobalAction, TransglobalSeatView, TransglobalTableView } from '../../../shared-rules/games/transglobal';
import { parseTransglobalAction } from '../../../shared-rules/games/transglobal/actions';
import { isRuleError } from '../../../shared-rules/core/errors';

const seatId = z.number().int().min(0).max(5);
const phase = z.enum(['hubs', 'building', 'finishing', 'over']);

const roundResultSchema = z.object({
  round: z.number(),
  endedBy: seatId,
  players: z.array(
    z.object({ seat: seatId, cities: z.array(z.string()), completedFirst: z.boolean(), paid: z.number(), cheapest: z.number(), bank: z.number() }),
  ),
  tax: z.number(),
  banks: z.array(z.number()),
  gameOver: z.boolean(),
});

/** The zod schema of `TransglobalTableView`. */
export const tableViewSchema = z.object({
  mapId: z.string(),
  round: z.number(),
  phase,
  startSeat: seatId,
  toAct: z.array(seatId),
  moneyLeft: z.number().nullable(),
  turnLinks: z.array(z.number()),
  built: z.array(z.object({ link: z.number(), by: z.number() })),
  seats: z.array(z.object({ seat: seatId, bank: z.number(), hub: z.number().nullable(), paid: z.number() })),
  dashedLeftOut: z.boolean(),
  finishing: z.object({ endedBy: seatId, completed: z.array(seatId), toFinish: z.array(seatId) }).nullable(),
  results: z.array(roundResultSchema),
});

/** The zod schema of `TransglobalSeatView`. */
export const seatViewSchema = z.object({
  seat: seatId,
  cities: z.array(z.object({ id: z.string(), name: z.string(), region: z.string(), intersection: z.number(), connected: z.boolean() })),
  complete: z.boolean(),
  finishing: z
    .object({ suggestion: z.object({ cost: z.number(), links: z.array(z.number()) }), paid: z.number(), cheapestAtStart: z.number() })
    .nullable(),
});

/** The table view, or `undefined` when `json` is not a Transglobal table view. */
export function readTableView(json: unknown): TransglobalTableView | undefined {
  const parsed = tableViewSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** A seat view, or `undefined` when `json` is not a Transglobal seat view. */
export function readSeatView(json: unknown): TransglobalSeatView | undefined {
  const parsed = seatViewSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** The Transglobal actions among `legal` (the worker's list for one seat), typed; others dropped. */
export function readLegal(legal: readonly Action[] | undefined): TransglobalAction[] {
  const out: TransglobalAction[] = [];
  for (const a of legal ?? []) {
    const parsed = parseTransglobalAction(a);
    if (!isRuleError(parsed)) out.push(parsed);
  }
  return out;
}
