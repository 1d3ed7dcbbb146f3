/**
 * Scoring (rules "Scoring"): Σ over companies of shares held × company value, minus 20 points
 * per share held above the holding limit (3p 20, 4p 15, 5p 12, 6p 10); highest wins, ties share.
 */
import { LIMIT_BY_PLAYERS, OVER_LIMIT_PENALTY } from './meta';

/** One player's score worked out: value of the shares, shares held, the limit, how many over, the penalty and the total (points). */
export type ScoreLines = { readonly shareValue: number; readonly held: number; readonly limit: number; readonly over: number; readonly penalty: number; readonly total: number };

/** The holding limit for `players` players (rules "Scoring"). */
export function holdingLimit(players: number): number {
  return LIMIT_BY_PLAYERS[players] ?? LIMIT_BY_PLAYERS[6] ?? 10;
}

/** The score of a portfolio (`portfolio[c]`: shares of company c) at company `values`, with `players` at the table. */
export function scoreOf(portfolio: readonly number[], values: readonly number[], players: number): ScoreLines {
  let shareValue = 0;
  let held = 0;
  for (let c = 0; c < portfolio.length; c++) {
    const count = portfolio[c] ?? 0;
    shareValue += count * (values[c] ?? 0);
    held += count;
  }
  const limit = holdingLimit(players);
  const over = Math.max(0, held - limit);
  const penalty = over * OVER_LIMIT_PENALTY;
  return { shareValue, held, limit, over, penalty, total: shareValue - penalty };
}
