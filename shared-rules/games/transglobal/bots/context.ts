/**
 * What a host (the engine worker, the simulator, a test) hands a leveled bot besides its views:
 * a clock seam and a time budget. The rules never read a clock (architecture: "no clock" in
 * shared-rules), so a bot that searches asks the host's `now()`; without one it searches a fixed,
 * small amount. Public history needs no extra channel: the table view already carries every
 * built link of this round with who built it, in build order (`built`), the hubs (`seats[].hub`)
 * and the revealed results of finished rounds (`results`).
 */
import type { Random } from '../../../core/types';
import type { TransglobalAction } from '../actions';
import type { TransglobalSeatView, TransglobalTableView } from '../views';

/** The default time budget of one decision, ms. */
export const DEFAULT_BUDGET_MS = 300;

/**
 * The host's side of a decision:
 * - `now`: a monotonic clock in ms (the worker's or the simulator's high-resolution clock; tests: a fake). Without it
 *   the bot does its fixed minimum of search and never waits;
 * - `budgetMs`: the time one decision may take, ms (default `DEFAULT_BUDGET_MS`, 300). The bot
 *   stops starting new search work once `now()` passes its start + budget (it may finish the
 *   evaluation in hand, about 1 ms).
 */
export type BotContext = {
  readonly now?: () => number;
  readonly budgetMs?: number;
};

/**
 * A leveled Transglobal bot: like `Bot` (`./random.ts`), plus an optional `BotContext`.
 * Picks one of `legal` (non-empty) from its own seat view and the public table view only.
 * Any `LevelBot` is also a `Bot` (the context is optional).
 */
export type LevelBot = (
  seatView: TransglobalSeatView,
  tableView: TransglobalTableView,
  legal: readonly TransglobalAction[],
  random: Random,
  context?: BotContext,
) => TransglobalAction;

/** A deadline check: `expired()` is true once the host clock passes start + budget (never without a clock). */
export type Deadline = { readonly expired: () => boolean };

/** The deadline of one decision under `context` (reads `now()` once now and once per `expired()` call). */
export function deadlineOf(context: BotContext | undefined): Deadline {
  const now = context?.now;
  if (now === undefined) return { expired: () => false };
  const end = now() + (context?.budgetMs ?? DEFAULT_BUDGET_MS);
  return { expired: () => now() > end };
}
