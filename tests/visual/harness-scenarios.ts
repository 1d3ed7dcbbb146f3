/**
 * Board states for the visual harness, made from a map without any rules: a few hubs, short
 * networks grown from them, the links touching seat 0's network as "legal", and a suggested
 * route (a shortest path by link count) from seat 0's network to a far city. Deterministic.
 */
import type { TransglobalMap } from '../../shared-rules/maps/transglobal-map';
import { EMPTY_BOARD_STATE, type BoardState, type SeatStyle } from '../../renderer/games/transglobal/board/board-state';

/** The harness's scenarios: nothing, a mid-game board, every link built. */
export type Scenario = 'empty' | 'demo' | 'full';

/** Okabe–Ito seat colours with a symbol each (KIOSK.md). */
export const SEAT_STYLES: Readonly<Record<number, SeatStyle>> = {
  0: { color: '#0072B2', symbol: 'circle' },
  1: { color: '#F0E442', symbol: 'square' },
  2: { color: '#D55E00', symbol: 'triangle' },
  3: { color: '#CC79A7', symbol: 'diamond' },
  4: { color: '#56B4E9', symbol: 'star' },
  5: { color: '#009E73', symbol: 'hexagon' },
};

function adjacency(map: TransglobalMap): number[][] {
  const adj: number[][] = map.intersections.map(() => []);
  for (const link of map.links) {
    adj[link.a]?.push(link.id);
    adj[link.b]?.push(link.id);
  }
  return adj;
}

function other(map: TransglobalMap, linkId: number, from: number): number {
  const link = map.links[linkId];
  if (!link) return from;
  return link.a === from ? link.b : link.a;
}

/** Breadth-first links from `start`, up to `count` of them, skipping `taken`. */
function grow(map: TransglobalMap, adj: number[][], start: number, count: number, taken: Set<number>): number[] {
  const seen = new Set([start]);
  const queue = [start];
  const out: number[] = [];
  while (queue.length > 0 && out.length < count) {
    const v = queue.shift();
    if (v === undefined) break;
    for (const linkId of adj[v] ?? []) {
      const w = other(map, linkId, v);
      if (seen.has(w) || taken.has(linkId) || out.length >= count) continue;
      seen.add(w);
      taken.add(linkId);
      out.push(linkId);
      queue.push(w);
    }
  }
  return out;
}

/** Intersections reached from `hub` through `built`. */
function network(map: TransglobalMap, adj: number[][], hub: number, built: ReadonlySet<number>): Set<number> {
  const seen = new Set([hub]);
  const stack = [hub];
  for (let v = stack.pop(); v !== undefined; v = stack.pop()) {
    for (const linkId of adj[v] ?? []) {
      if (!built.has(linkId)) continue;
      const w = other(map, linkId, v);
      if (!seen.has(w)) {
        seen.add(w);
        stack.push(w);
      }
    }
  }
  return seen;
}

/** A shortest path (by links) from any of `from` to `to`, as link ids. */
function path(map: TransglobalMap, adj: number[][], from: ReadonlySet<number>, to: number): number[] {
  const via = new Map<number, number>();
  const queue = [...from];
  const seen = new Set(from);
  while (queue.length > 0) {
    const v = queue.shift();
    if (v === undefined) break;
    if (v === to) break;
    for (const linkId of adj[v] ?? []) {
      const w = other(map, linkId, v);
      if (seen.has(w)) continue;
      seen.add(w);
      via.set(w, linkId);
      queue.push(w);
    }
  }
  const out: number[] = [];
  let v = to;
  for (let linkId = via.get(v); linkId !== undefined && !from.has(v); linkId = via.get(v)) {
    out.push(linkId);
    v = other(map, linkId, v);
  }
  return out.reverse();
}

/** The board state of `scenario` on `map`. */
export function scenarioState(map: TransglobalMap, scenario: Scenario): BoardState {
  if (scenario === 'empty') return { ...EMPTY_BOARD_STATE, seatColors: SEAT_STYLES };
  const adj = adjacency(map);
  const byRegion = map.regions.map((r) => map.cities.filter((c) => c.region === r.id && !c.dashed));
  const hubs = [0, 1, 2, 3].flatMap((seat) => {
    const city = byRegion[seat]?.[seat % 3];
    return city ? [{ seat, intersection: city.intersection }] : [];
  });
  if (scenario === 'full') {
    return { built: map.links.map((l) => l.id), hubs, highlighted: [], dashedVisible: true, seatColors: SEAT_STYLES };
  }
  const taken = new Set<number>();
  const built = hubs.flatMap((h, i) => grow(map, adj, h.intersection, 6 + 3 * i, taken));
  const builtSet = new Set(built);
  const mine = hubs[0] ? network(map, adj, hubs[0].intersection, builtSet) : new Set<number>();
  const highlighted = map.links.filter((l) => !builtSet.has(l.id) && (mine.has(l.a) || mine.has(l.b))).map((l) => l.id);
  const target = byRegion[4]?.[0];
  const suggestion = target ? path(map, adj, mine, target.intersection).filter((id) => !builtSet.has(id)) : [];
  return { built, hubs, highlighted, highlightSeat: 0, suggestion, dashedVisible: true, seatColors: SEAT_STYLES };
}
