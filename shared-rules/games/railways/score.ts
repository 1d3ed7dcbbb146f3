/**
 * The ranking (rules "End"): the highest score wins, after bonds and Rail Baron cards are counted
 * (`state.players[i].score` holds the final score once over). Equal scores share a place
 * (conventions: competition ranking 1, 1, 3).
 */
import { rankByScore } from '../../core/ranking';
import type { Placing } from '../../core/types';
import type { RailwaysState } from './state';

/** The ranking of `state` by score (any moment; the outcome once over), best first; `score` in points. */
export function rankRailways(state: RailwaysState): Placing[] {
  return rankByScore(
    state.players.map((p) => p.seat),
    state.players.map((p) => p.score),
  );
}
