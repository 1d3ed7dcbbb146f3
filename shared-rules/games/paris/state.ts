/**
 * Paris Connection's game state (JSON only) and the helpers every rule file reads it with.
 * Source: shared/rules/paris-connection.md.
 */
import type { SeatId } from '../../core/types';
import { COMPANY_COUNT } from './meta';

/** How a finished game ended (rules "End"): a locomotive reached Marseille, or only one supply has locomotives left. */
export type ParisEnd = 'marseille-reached' | 'one-supply-left';

/** The trade made this turn (public): one share of `give` returned, `count` of `take` taken. */
export type ParisTrade = { readonly give: number; readonly take: number; readonly count: number };

/**
 * The turn in progress: the company being built (`null` before the first placement) and the
 * hexes placed so far (in order), or the trade made; OK ends the turn.
 */
export type ParisTurn = { readonly company: number | null; readonly placed: readonly number[]; readonly trade: ParisTrade | null };

/**
 * The whole state:
 * - `mapId`; `seats` in turn order (clockwise); `active`: the position (index into `seats`) to act;
 * - `starts[c]`: company c's start hex; `occupied[h]`: bitmask of the companies with a locomotive
 *   on hex h (bit c = company c); `values[c]`: company values; `supplies[c]`: locomotives in
 *   company c's supply;
 * - `portfolios[p][c]`: the shares of company c player p holds (SECRET: only p's seat view);
 *   `held[p]`: how many shares p holds in all (public: draws and trades are public);
 * - `turn`: the turn in progress; `end`: why the game ended, or `null` while it runs.
 */
export type ParisState = {
  readonly mapId: string;
  readonly seats: readonly SeatId[];
  readonly active: number;
  readonly starts: readonly number[];
  readonly occupied: readonly number[];
  readonly values: readonly number[];
  readonly supplies: readonly number[];
  readonly portfolios: readonly (readonly number[])[];
  readonly held: readonly number[];
  readonly turn: ParisTurn;
  readonly end: ParisEnd | null;
};

/** The seat at position `p` (turn order), or -1. */
export function seatAt(state: ParisState, p: number): SeatId {
  return state.seats[p] ?? -1;
}

/** The turn-order position of `seat`, or -1 when it does not play. */
export function positionOf(state: ParisState, seat: SeatId): number {
  return state.seats.indexOf(seat);
}

/** Whether `company` (0–5) has a locomotive on hex `hex`. */
export function hasLocomotive(state: ParisState, company: number, hex: number): boolean {
  return ((state.occupied[hex] ?? 0) & (1 << company)) !== 0;
}

/** How many locomotives stand on hex `hex` (bits set in its mask). */
export function locomotivesOn(state: ParisState, hex: number): number {
  let mask = state.occupied[hex] ?? 0;
  let count = 0;
  while (mask !== 0) {
    mask &= mask - 1;
    count++;
  }
  return count;
}

/** How many company supplies still hold locomotives (the game's clock: rules "End" (a)). */
export function suppliesLeft(state: ParisState): number {
  let left = 0;
  for (const s of state.supplies) if (s > 0) left++;
  return left;
}

/** Whether `n` is a company index 0–5. */
export function isCompany(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n < COMPANY_COUNT;
}
