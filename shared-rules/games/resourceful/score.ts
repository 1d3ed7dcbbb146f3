/**
 * The ranking at the end (rules "Objective"): players who meet the objective (connected majors
 * and $250) rank first, by cash; the rest follow by cash (**Decision**: the digest ranks only
 * the winners; a results screen needs every place, and cash is the game's measure). Equal cash
 * in the same group shares the place (competition ranking 1, 1, 3). With the round limit, nobody
 * may qualify: then the most cash wins.
 */
import type { Placing } from '../../core/types';
import { qualifies } from './apply';
import { boardOf, type ResourcefulState } from './state';

/** The ranking of `state` (any moment; the outcome once over), best first; `score` is cash ($). */
export function rankResourceful(state: ResourcefulState): Placing[] {
  const board = boardOf(state);
  const entries = state.seats.map((seat, p) => ({ seat, cash: state.players[p]?.cash ?? 0, group: qualifies(state, board, p) ? 0 : 1 }));
  const order = [...entries].sort((a, b) => a.group - b.group || b.cash - a.cash || a.seat - b.seat);
  return order.map((entry) => ({ seat: entry.seat, score: entry.cash, place: order.findIndex((o) => o.group === entry.group && o.cash === entry.cash) + 1 }));
}
