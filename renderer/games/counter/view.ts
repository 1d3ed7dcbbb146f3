/**
 * Reads the counter game's views (shared-rules/games/counter) as the renderer receives them
 * from the worker (untyped JSON), and picks the seat's buttons from its legal-action list.
 * No rules here: what is legal comes from the worker's list.
 */
import { z } from 'zod';
import type { Action, SeatId } from '../../../shared-rules/core/types';

const seatId = z.number().int().min(0).max(5);

const tableViewSchema = z.object({
  toAct: z.array(seatId),
  total: z.number(),
  target: z.number(),
  addsThisTurn: z.number(),
  seats: z.array(z.object({ seat: seatId, points: z.number(), secret: z.string().nullable() })),
  winner: seatId.nullable(),
});

/** The parts of counter's table view the board shows. */
export type CounterBoard = z.infer<typeof tableViewSchema>;

/** Read counter's table view; undefined when it is not one. */
export function readCounterBoard(view: unknown): CounterBoard | undefined {
  const parsed = tableViewSchema.safeParse(view);
  return parsed.success ? parsed.data : undefined;
}

/** The counter actions behind a seat's buttons and its secret card, taken from its legal list (undefined: not legal now). */
export type CounterControls = { readonly add: Action | undefined; readonly ok: Action | undefined; readonly reveal: Action | undefined };

const seatViewSchema = z.object({ me: seatId, mySecret: z.string().nullable() });

/** The seat's own secret word from its seat view (null once it has none to hide, or not a counter view). */
export function readMySecret(view: unknown): string | null {
  const parsed = seatViewSchema.safeParse(view);
  return parsed.success ? parsed.data.mySecret : null;
}

/** Pick the seat's "Add" (add 1), "OK" (end turn) and "Reveal" actions from its legal actions. */
export function counterControls(legal: readonly Action[] | undefined, seat: SeatId): CounterControls {
  const list = legal ?? [];
  return {
    add: list.find((a) => a.type === 'add' && a.seat === seat && 'amount' in a && a.amount === 1),
    ok: list.find((a) => a.type === 'end-turn' && a.seat === seat),
    reveal: list.find((a) => a.type === 'reveal' && a.seat === seat),
  };
}
