/**
 * What the table and each seat may see (design: "Secrets are filtered in the worker"). The table
 * sees the board, company values and supplies, the turn in progress, how many shares each player
 * holds (draws and trades are public) and, once the game is over, every portfolio with its score
 * worked out. A seat sees its own portfolio and its score now. No view names another seat's
 * shares while the game runs. Source: shared/rules/paris-connection.md "What the app shows".
 */
import type { SeatId } from '../../core/types';
import { holdingLimit, scoreOf, type ScoreLines } from './score';
import { positionOf, seatAt, type ParisEnd, type ParisTurn, type ParisState } from './state';

/** One player's end of game: seat, portfolio (shares per company) and the score worked out. */
export type ParisResult = { readonly seat: SeatId; readonly portfolio: readonly number[]; readonly score: ScoreLines };

/**
 * The public view: `mapId`; `toAct` ([] once over); per company (index 0–5, `COMPANIES` order)
 * its `values` (points), `supplies` (locomotives left) and `starts` (start hex); `occupied[h]`
 * (bitmask of the companies on hex h); `turn` (the build or trade in progress); `seats` in turn
 * order with `held` (shares each holds, same order) and the holding `limit`; `end` and `results`
 * (all portfolios, best first) once over. Arrays are the state's own (views are read-only).
 */
export type ParisTableView = {
  readonly mapId: string;
  readonly toAct: readonly SeatId[];
  readonly values: readonly number[];
  readonly supplies: readonly number[];
  readonly starts: readonly number[];
  readonly occupied: readonly number[];
  readonly turn: ParisTurn;
  readonly seats: readonly SeatId[];
  readonly held: readonly number[];
  readonly limit: number;
  readonly end: ParisEnd | null;
  readonly results: readonly ParisResult[] | null;
};

/** A seat's private view: its shares per company (`portfolio`) and its score now, penalty included (`score`). */
export type ParisSeatView = { readonly seat: SeatId; readonly portfolio: readonly number[]; readonly score: ScoreLines | null };

/** The public view of `state`. */
export function tableView(state: ParisState): ParisTableView {
  const players = state.seats.length;
  const results =
    state.end === null
      ? null
      : state.seats
          .map((seat, p) => ({ seat, portfolio: state.portfolios[p] ?? [], score: scoreOf(state.portfolios[p] ?? [], state.values, players) }))
          .sort((a, b) => b.score.total - a.score.total || a.seat - b.seat);
  return {
    mapId: state.mapId,
    toAct: state.end === null ? [seatAt(state, state.active)] : [],
    values: state.values,
    supplies: state.supplies,
    starts: state.starts,
    occupied: state.occupied,
    turn: state.turn,
    seats: state.seats,
    held: state.held,
    limit: holdingLimit(players),
    end: state.end,
    results,
  };
}

/** The private view of `seat` (a seat that does not play sees nothing of its own). */
export function seatView(state: ParisState, seat: SeatId): ParisSeatView {
  const p = positionOf(state, seat);
  const portfolio = state.portfolios[p];
  if (portfolio === undefined) return { seat, portfolio: [], score: null };
  return { seat, portfolio, score: scoreOf(portfolio, state.values, state.seats.length) };
}
