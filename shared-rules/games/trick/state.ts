/**
 * Trick of the Rails' game state (JSON only) and the helpers every rule file reads it with.
 * Card codes: `./meta.ts`. Source: shared/rules/trick-of-the-rails.md.
 */
import type { SeatId } from '../../core/types';
import { CITY, CITY_VALUES, EXCHANGE, LOCOMOTIVE, LOCOMOTIVE_6, LOCOMOTIVE_INFINITY, NUMBERS_PER_COMPANY, RAILWAY_CARD_COUNT, RESERVATION, STATION_VALUE, STATION_VALUES } from './meta';

/**
 * What the table is waiting for (rules "A trick"):
 * - `play`: the seat at `active` plays a card to the trick;
 * - `place-city`: the trick's winner adds the won City card to either end of any railway;
 * - `place-locomotive`: the winner puts the won locomotive on a railway without one;
 * - `place-card`: from the winner clockwise, each player adds the card they played to either
 *   end of its own company's railway (`placers` left to do, `active` first).
 */
export type TrickPhase = 'play' | 'place-city' | 'place-locomotive' | 'place-card';

/** How the game ended: every trick was played (the game's one way to end). */
export type TrickEnd = 'all-tricks-played';

/** A finished trick, kept for the table to show: the cards played by position (−1 none), the winner's position and the lane slot it was played for. */
export type PlayedTrick = { readonly cards: readonly number[]; readonly winner: number; readonly slot: number };

/**
 * The whole state (positions are indices into `seats`, the turn order, clockwise):
 * - `variant`; `teams`: whether the 4-player team variant is on (positions 0+2 and 1+3);
 *   `autoPlay`: the table preference carried to the views;
 * - `hands[p]`: player p's cards, ascending (SECRET: only p's seat view);
 * - `railways[r]`: company r's railway, left to right (Station, Railway and City cards);
 *   `locomotives[r]`: the locomotive on it (0–4) or −1;
 * - `lane`: the Trick Lane slots still to come, leftmost first (one per trick left);
 * - `leader`: the position that led this trick; `trick[p]`: the card p played to it, or −1;
 * - `phase`, `active` (the position to act), `winner` (of the trick being placed, else −1),
 *   `pending` (the City or locomotive the winner is placing, a lane code, else −1) and
 *   `placers` (positions still to add their played card, in order);
 * - `shares[p]`: the share cards p has won (lane codes: `EXCHANGE + c` or a Railway card), in
 *   the order won; public;
 * - `outOfGame`: cards that left the game (unused Cities, Reservations and pool cards, replaced
 *   Reservations, stock-trick winners' cards with no Reservation left);
 * - `voids[p]`: the companies (bitmask, bit c) p has shown it holds none of, by not following
 *   them (public: everyone at the table saw it);
 * - `last`: the last finished trick (for the table to show), or null;
 * - `end`: why the game ended, or null while it runs.
 */
export type TrickState = {
  readonly seats: readonly SeatId[];
  readonly variant: 'basic' | 'expert';
  readonly teams: boolean;
  readonly autoPlay: 'never' | 'last-trick' | 'always';
  readonly hands: readonly (readonly number[])[];
  readonly railways: readonly (readonly number[])[];
  readonly locomotives: readonly number[];
  readonly lane: readonly number[];
  readonly leader: number;
  readonly trick: readonly number[];
  readonly phase: TrickPhase;
  readonly active: number;
  readonly winner: number;
  readonly pending: number;
  readonly placers: readonly number[];
  readonly shares: readonly (readonly number[])[];
  readonly outOfGame: readonly number[];
  readonly voids: readonly number[];
  readonly last: PlayedTrick | null;
  readonly end: TrickEnd | null;
};

/** A state being made by `apply`: a fresh copy whose fields the rule steps set before it is returned (then never changed again). */
export type DraftState = { -readonly [K in keyof TrickState]: TrickState[K] };

/**
 * A new state equal to `state`, to be changed field by field before it is returned (the arrays
 * are shared, never copied; replace an array, never change one in place). Every field is set in
 * the state's own order (the order `initialState` gives them, which the match's JSON hashes see).
 * Why not `{ ...state }`: V8 (Node 20) copies a 20-field object by spread about five times slower
 * (≈ 0.35 µs against ≈ 0.07 µs), and `apply` makes a state on every action. Why not one object
 * literal listing the fields: V8 tracks where a literal is allocated, and once a program keeps
 * many states (a match log, a test recording games) it allocates every later state from that
 * literal straight into the old generation, which made self-play about half as fast; an empty
 * object filled in is not tracked.
 */
export function draftOf(state: TrickState): DraftState {
  const d = {} as DraftState;
  d.seats = state.seats;
  d.variant = state.variant;
  d.teams = state.teams;
  d.autoPlay = state.autoPlay;
  d.hands = state.hands;
  d.railways = state.railways;
  d.locomotives = state.locomotives;
  d.lane = state.lane;
  d.leader = state.leader;
  d.trick = state.trick;
  d.phase = state.phase;
  d.active = state.active;
  d.winner = state.winner;
  d.pending = state.pending;
  d.placers = state.placers;
  d.shares = state.shares;
  d.outOfGame = state.outOfGame;
  d.voids = state.voids;
  d.last = state.last;
  d.end = state.end;
  return d;
}

/** A copy of `items` with the item at `index` replaced by `value` (no change when `index` is out of range); the same as `items.map((x, i) => (i === index ? value : x))`. */
export function replacedAt<T>(items: readonly T[], index: number, value: T): T[] {
  const out = items.slice();
  if (index >= 0 && index < out.length) out[index] = value;
  return out;
}

/** The company (0–4) of a Railway card (0–49). */
export function companyOf(card: number): number {
  return Math.floor(card / NUMBERS_PER_COMPANY);
}

/** The number (1–10) of a Railway card (0–49). */
export function numberOf(card: number): number {
  return (card % NUMBERS_PER_COMPANY) + 1;
}

/** Station value by card code 0–57 (Railway, Station and City cards), one flat table (read on every profit window). */
const VALUES: Int32Array = (() => {
  const table = new Int32Array(CITY + CITY_VALUES.length);
  for (let code = 0; code < table.length; code++) {
    table[code] = code < RAILWAY_CARD_COUNT ? (STATION_VALUES[Math.floor(code / NUMBERS_PER_COMPANY)]?.[code % NUMBERS_PER_COMPANY] ?? 0) : code < CITY ? STATION_VALUE : (CITY_VALUES[code - CITY] ?? 0);
  }
  return table;
})();

/** The station value of a card in a railway: a Railway card's own, a Station's 10, a City's (rules "Components"); 0 for any other code. */
export function valueOf(code: number): number {
  return code >= 0 && code < VALUES.length ? (VALUES[code] ?? 0) : 0;
}

/** Whether a lane slot makes a stock trick (an Exchange card or a Railway card that replaced a Reservation). */
export function isStockSlot(slot: number): boolean {
  return slot < RAILWAY_CARD_COUNT || (slot >= EXCHANGE && slot < EXCHANGE + 5);
}

/** The company whose share a stock slot gives. */
export function shareCompanyOf(slot: number): number {
  return slot < RAILWAY_CARD_COUNT ? companyOf(slot) : slot - EXCHANGE;
}

/** Whether a lane slot is a City card. */
export function isCitySlot(slot: number): boolean {
  return slot >= CITY && slot < CITY + 3;
}

/** Whether a lane slot is a locomotive (its index is `slot − LOCOMOTIVE`). */
export function isLocomotiveSlot(slot: number): boolean {
  return slot >= LOCOMOTIVE && slot < LOCOMOTIVE + 5;
}

/** Whether a lane slot is a Reservation. */
export function isReservation(slot: number): boolean {
  return slot === RESERVATION;
}

/** Whether [∞] has left the game (Expert, when [6] is not in the lane): then [6] comes alone (rules "Variants"). `outOfGame`: the state's or table view's. */
export function infinityOutOfGame(outOfGame: readonly number[]): boolean {
  return outOfGame.includes(LOCOMOTIVE + LOCOMOTIVE_INFINITY);
}

/**
 * Whether locomotive `locomotive` (an index 0–4, `LOCOMOTIVES` order) brings [∞] (index 4) with
 * it in the same trick: it is [6] (index 3) and [∞] is still in the game (`infinityOut`: what
 * `infinityOutOfGame` says). Rules "Setup" 4 ([∞] is not a slot of its own: it follows [6]), "A
 * trick" 3 (when [6] is placed, [∞] goes at once onto the last railway without a locomotive) and
 * "Variants" (Expert: [∞] is absent when [6] is). The one place this rule is written: the rules
 * (`apply`), the railways' share-value tables (`locomotivesToCome`), the bots and the lane read it.
 */
export function bringsInfinity(locomotive: number, infinityOut: boolean): boolean {
  return locomotive === LOCOMOTIVE_6 && !infinityOut;
}

/** The seat at position `p` (turn order), or −1. */
export function seatAt(state: TrickState, p: number): SeatId {
  return state.seats[p] ?? -1;
}

/** The turn-order position of `seat`, or −1 when it does not play. */
export function positionOf(state: TrickState, seat: SeatId): number {
  return state.seats.indexOf(seat);
}

/** The company led to the current trick (the leader's card's), or −1 before the lead. */
export function ledCompany(state: TrickState): number {
  const lead = state.trick[state.leader] ?? -1;
  return lead < 0 ? -1 : companyOf(lead);
}

/** The position whose card wins the trick so far: the highest of the led company (−1 before the lead). */
export function winningPosition(trick: readonly number[], leader: number): number {
  const lead = trick[leader] ?? -1;
  if (lead < 0) return -1;
  const company = companyOf(lead);
  let best = leader;
  let high = lead;
  for (let p = 0; p < trick.length; p++) {
    const card = trick[p] ?? -1;
    if (card >= 0 && companyOf(card) === company && card > high) {
      high = card;
      best = p;
    }
  }
  return best;
}

/** Shares held per company by position: `[p][c]`. */
export function shareCounts(state: TrickState): number[][] {
  return state.shares.map((cards) => {
    const counts = [0, 0, 0, 0, 0];
    for (const code of cards) counts[shareCompanyOf(code)] = (counts[shareCompanyOf(code)] ?? 0) + 1;
    return counts;
  });
}

/** The team of position p in the 4-player team variant: 0 for positions 0 and 2, 1 for 1 and 3. */
export function teamOf(p: number): number {
  return p % 2;
}

/** Whether the team variant applies to this state (teams on and four players). */
export function playsInTeams(state: Pick<TrickState, 'teams' | 'seats'>): boolean {
  return state.teams && state.seats.length === 4;
}
