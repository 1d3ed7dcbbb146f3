/**
 * Rankings from scores: the shared-place convention every game uses (conventions: ties share a
 * place, competition ranking 1, 1, 3).
 */
import type { Placing, SeatId } from './types';

/**
 * The ranking by `totals` (one per seat, same order as `seats`; points, higher is better), best
 * first; equal totals share a place (competition ranking 1, 1, 3); equal totals list the lower
 * seat first.
 */
export function rankByScore(seats: readonly SeatId[], totals: readonly number[]): Placing[] {
  const order = seats.map((seat, p) => ({ seat, score: totals[p] ?? 0 })).sort((a, b) => b.score - a.score || a.seat - b.seat);
  return order.map((entry) => ({ ...entry, place: order.findIndex((o) => o.score === entry.score) + 1 }));
}
