/**
 * A player's own links as a network (operations "Major Line", Rail Baron goals): which cities
 * they join, how many links and cities they hold.
 */
import type { RailwaysBoard } from '../../maps/railways-map';
import type { RailwaysState } from './state';

/** The city numbers joined to city number `start` by player `p`'s own links (`start` included). */
export function ownReach(board: RailwaysBoard, state: RailwaysState, p: number, start: number): Set<number> {
  const adj = new Map<number, number[]>();
  for (const t of state.tracks) {
    if (t.owner !== p || t.to < 0) continue;
    const a = board.cityOf[t.from] ?? -1;
    const b = board.cityOf[t.to] ?? -1;
    adj.set(a, [...(adj.get(a) ?? []), b]);
    adj.set(b, [...(adj.get(b) ?? []), a]);
  }
  const seen = new Set<number>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const c = queue.pop() ?? -1;
    for (const d of adj.get(c) ?? []) {
      if (!seen.has(d)) {
        seen.add(d);
        queue.push(d);
      }
    }
  }
  return seen;
}

/** Whether player `p`'s own links join the cities numbered `a` and `b`. */
export function ownConnects(board: RailwaysBoard, state: RailwaysState, p: number, a: number, b: number): boolean {
  return a >= 0 && b >= 0 && a !== b && ownReach(board, state, p, a).has(b);
}

/** How many links player `p` owns. */
export function ownLinkCount(state: RailwaysState, p: number): number {
  return state.tracks.reduce((n, t) => n + (t.owner === p && t.to >= 0 ? 1 : 0), 0);
}

/** How many distinct cities player `p`'s own links touch. */
export function ownCityCount(board: RailwaysBoard, state: RailwaysState, p: number): number {
  const cities = new Set<number>();
  for (const t of state.tracks) {
    if (t.owner !== p || t.to < 0) continue;
    cities.add(board.cityOf[t.from] ?? -1);
    cities.add(board.cityOf[t.to] ?? -1);
  }
  return cities.size;
}
