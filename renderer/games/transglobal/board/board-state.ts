/**
 * What the Transglobal board draws, as plain data. The board knows no rules: the caller maps
 * the game's table view onto this shape (built links, hubs, the active seat's legal links from
 * its one list of legal actions, an optional suggested route) and the board only draws it.
 */
import type { SeatId } from '../../../../shared-rules/core/types';
import type { BoardSymbol } from '../../../board-kit/geometry/symbols';

export type { BoardSymbol } from '../../../board-kit/geometry/symbols';

/** How one seat is drawn: `color` is `#rrggbb`; `symbol` is stamped on its hub token. */
export type SeatStyle = { readonly color: string; readonly symbol: BoardSymbol };

/** A hub token: seat `seat` has its hub on intersection id `intersection`. */
export type BoardHub = { readonly seat: SeatId; readonly intersection: number };

/**
 * The board state to render.
 * - `built`: link ids with a rail on them, in build order (the last ones drop in when added).
 * - `hubs`: one token per seat that has placed its hub.
 * - `highlighted`: link ids to glow (the active seat's legal links, computed by the caller).
 * - `highlightSeat`: the seat whose colour the glow takes; without it the glow is white.
 * - `suggestion`: link ids of a suggested route (e.g. the cheapest completion), drawn dotted.
 * - `dashedVisible`: draw the dashed rings of dashed cities (2–3 player games).
 * - `seatColors`: colour and symbol per seat id.
 */
export type BoardState = {
  readonly built: readonly number[];
  readonly hubs: readonly BoardHub[];
  readonly highlighted: readonly number[];
  readonly highlightSeat?: SeatId;
  readonly suggestion?: readonly number[];
  readonly dashedVisible: boolean;
  readonly seatColors: Readonly<Record<SeatId, SeatStyle>>;
};

/** A board with nothing on it (no rails, hubs, highlights; dashed rings hidden). */
export const EMPTY_BOARD_STATE: BoardState = {
  built: [],
  hubs: [],
  highlighted: [],
  dashedVisible: false,
  seatColors: {},
};
