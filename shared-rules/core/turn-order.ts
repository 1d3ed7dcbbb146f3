/**
 * Turn orders the games use, over seat ids (`SeatId`, numbered clockwise seen from above):
 * clockwise from a seat, snake order (1…n, then n…1: drafts and placement rounds), and bid order
 * (highest bid first, ties kept in the order before). Pure functions over arrays.
 */
import type { SeatId } from './types';

/** `seats` (in clockwise order) starting from `first` and going round; `seats` unchanged if `first` is not among them. */
export function clockwiseFrom(seats: readonly SeatId[], first: SeatId): SeatId[] {
  const at = seats.indexOf(first);
  return at < 0 ? [...seats] : [...seats.slice(at), ...seats.slice(0, at)];
}

/** The seat after `seat` in `seats` (clockwise), wrapping round; `undefined` if `seat` is not among them. */
export function nextClockwise(seats: readonly SeatId[], seat: SeatId): SeatId | undefined {
  const at = seats.indexOf(seat);
  return at < 0 ? undefined : seats[(at + 1) % seats.length];
}

/** Snake order: `order`, then `order` reversed, `rounds` times in all (2 rounds of 1,2,3 → 1,2,3,3,2,1). */
export function snakeOrder(order: readonly SeatId[], rounds = 2): SeatId[] {
  const out: SeatId[] = [];
  for (let r = 0; r < rounds; r++) out.push(...(r % 2 === 0 ? order : [...order].reverse()));
  return out;
}

/**
 * The order after an auction for turn order: highest bid first; seats that bid the same keep
 * their order in `previous` (the rulebooks' tie-break). `bids` maps each seat in `previous` to
 * its bid (a seat missing from `bids` bid 0).
 */
export function bidOrder(previous: readonly SeatId[], bids: Readonly<Partial<Record<SeatId, number>>>): SeatId[] {
  return previous
    .map((seat, index) => ({ seat, index, bid: bids[seat] ?? 0 }))
    .sort((a, b) => b.bid - a.bid || a.index - b.index)
    .map((entry) => entry.seat);
}
