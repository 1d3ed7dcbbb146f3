/**
 * The deal at a new game's start (issue #16 "a deal animation"), as numbers the board and the
 * seat panels draw: the cards go round the table one at a time, clockwise from the first seat in
 * turn order as a dealer deals (card 1 to every seat, then card 2, …), each flying from the deck
 * in the board's centre to its player's panel, turning to face that player; the hand card in the
 * panel slides in from the board's side as its flight lands. Pure: seats, hand size and the
 * layout in, timings (ms) and offsets (CSS px) out.
 */
import type { SeatId } from '../../../shared-rules/core/types';
import type { Rect, SeatFrame } from '../../table/seat-layout';

/** Whether a match is being dealt: started, nothing played yet, not over (`entries`, `outcome` of the engine update). */
export function isDealing(game: { readonly entries: number; readonly outcome: unknown } | null): boolean {
  return game !== null && game.entries === 0 && game.outcome === null;
}

/** The whole deal is spread over this long, ms, however many cards (≈ 25–35 ms a card). */
export const DEAL_SPREAD_MS = 1_100;
/** One card's flight from the deck to its player's panel, ms. */
export const DEAL_FLIGHT_MS = 420;
/** From the first card leaving the deck to the last landing, ms: the opening bots wait for (`GameUi.openingMs`). */
export const DEAL_MS = DEAL_SPREAD_MS + DEAL_FLIGHT_MS;

/**
 * When the `k`-th card dealt (0-based, round-robin order) leaves the deck, ms after the deal
 * starts, of `total` cards: evenly spaced over `DEAL_SPREAD_MS` (0 for the first).
 */
export function dealDelayMs(k: number, total: number): number {
  return total <= 1 ? 0 : Math.round((k * DEAL_SPREAD_MS) / (total - 1));
}

/**
 * When card `index` of the hand of the seat at `position` (its place in turn order, 0-based, of
 * `seats` seats each dealt `handSize` cards) lands in its panel, ms after the deal starts: its
 * flight's start plus 70 % of the flight (the flying card fades as the hand card slides in).
 */
export function handCardLandsMs(position: number, index: number, seats: number, handSize: number): number {
  return dealDelayMs(index * seats + position, seats * handSize) + Math.round(DEAL_FLIGHT_MS * 0.7);
}

/**
 * One card's flight: the seat it goes to, its round-robin order `k`, when it leaves
 * (`delayMs`), where it lands relative to the deck (`dx`, `dy`, CSS px, screen axes) and the
 * turn it ends at (`rotationDeg`: the seat's reading direction, plus a slight skew by order so
 * the cards do not fly as one).
 */
export type DealFlight = { readonly seat: SeatId; readonly k: number; readonly delayMs: number; readonly dx: number; readonly dy: number; readonly rotationDeg: number };

/**
 * Every card's flight, in the order dealt: `seats` in turn order, `handSize` cards each, from the
 * centre of `board` to the centre of each seat's panel (`frames`, same screen coordinates; a seat
 * without a frame gets the board's bottom edge). Empty for no seats or no cards.
 */
export function dealFlights(seats: readonly SeatId[], handSize: number, board: Rect, frames: readonly SeatFrame[]): readonly DealFlight[] {
  const total = seats.length * handSize;
  const cx = board.x + board.width / 2;
  const cy = board.y + board.height / 2;
  const flights: DealFlight[] = [];
  for (let index = 0; index < handSize; index += 1) {
    seats.forEach((seat, position) => {
      const k = index * seats.length + position;
      const frame = frames.find((f) => f.seat === seat);
      const tx = frame === undefined ? cx : frame.x + frame.width / 2;
      const ty = frame === undefined ? board.y + board.height : frame.y + frame.height / 2;
      const skew = ((k * 37) % 13) - 6;
      flights.push({ seat, k, delayMs: dealDelayMs(k, total), dx: Math.round(tx - cx), dy: Math.round(ty - cy), rotationDeg: (frame?.rotationDeg ?? 0) + skew });
    });
  }
  return flights;
}
