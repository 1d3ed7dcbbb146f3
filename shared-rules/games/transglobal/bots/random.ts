/**
 * The bot seam and the random legal bot. A bot sees only its own seat view, the public table
 * view and its legal actions (never the state: design "Bots see only their own seat view").
 */
import type { Random } from '../../../core/types';
import type { TransglobalAction } from '../actions';
import type { TransglobalSeatView, TransglobalTableView } from '../views';

/**
 * A Transglobal bot: picks one of `legal` (never empty when it is asked) from what its seat may
 * know, drawing any randomness from `random` (the caller's seeded generator, not the match's).
 */
export type Bot = (
  seatView: TransglobalSeatView,
  tableView: TransglobalTableView,
  legal: readonly TransglobalAction[],
  random: Random,
) => TransglobalAction;

/**
 * The random legal bot: places its hub once on a random free intersection and confirms it;
 * in the building phase builds a uniformly random legal link (or discards / passes / OKs when
 * that is what is left, discarding with probability 1/(links + 1)); in the finishing phase
 * builds the exact cheapest completion in one touch, then OKs. Throws a `RangeError` when
 * `legal` is empty (a caller error: the bot was asked out of turn).
 */
export const randomBot: Bot = (seatView, tableView, legal, random) => {
  const ok = okIn(legal);
  if (tableView.phase === 'hubs') {
    const mine = tableView.seats.find((s) => s.seat === seatView.seat);
    if (ok && mine?.hub !== null && mine?.hub !== undefined) return ok;
    // Without a hub the list holds hub points only (no `ok` before a hub is placed).
    return pick(ok === undefined ? legal : legal.filter((a) => a.type === 'place-hub'), random);
  }
  if (tableView.phase === 'finishing') {
    return simpleIn(legal, 'build-cheapest') ?? ok ?? pick(legal, random);
  }
  if (ok) return ok;
  return pick(legal, random);
};

/** The `ok` of `legal`, if any. */
function okIn(legal: readonly TransglobalAction[]): TransglobalAction | undefined {
  return simpleIn(legal, 'ok');
}

/**
 * The action of `type` among the simple actions of `legal`, if any: the game's legal lists put
 * the links and hub points first and the simple actions after them (`../legal.ts`), so the
 * search runs from the end and stops at the first link or hub point (the random bot asks this for
 * every move of self-play: scanning a whole list of links cost 3.5 % of a game, issue #12).
 */
function simpleIn(legal: readonly TransglobalAction[], type: 'ok' | 'build-cheapest'): TransglobalAction | undefined {
  for (let i = legal.length - 1; i >= 0; i--) {
    const action = legal[i];
    if (action === undefined || action.type === 'build' || action.type === 'place-hub') return undefined;
    if (action.type === type) return action;
  }
  return undefined;
}

/** A uniformly random one of `actions` (one draw from `random`); `RangeError` when empty. */
function pick(actions: readonly TransglobalAction[], random: Random): TransglobalAction {
  const chosen = actions[random.int(0, actions.length - 1)];
  if (chosen === undefined) throw new RangeError('randomBot: no legal action');
  return chosen;
}
