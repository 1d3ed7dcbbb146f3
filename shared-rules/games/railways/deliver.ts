/**
 * Deliveries (rules "D Deliver one cube"): a cube leaves its city over at most (engine level)
 * links; the first link is the mover's own; it stops at the first city of its colour (it may not
 * pass one by; with City Rotors a city's second colour counts too: {@link colorMask}); it never visits a city twice (Decision, from the Age of Steam family); every
 * owner of a link crossed scores 1 point per link of theirs. Found exhaustively by depth-first
 * search over the links (never a time-boxed heuristic): at engine 8 on a full board a few
 * thousand paths at most.
 */
import { ruleError } from '../../core/errors';
import type { RuleError } from '../../core/types';
import type { RailwaysBoard } from '../../maps/railways-map';
import type { RailwaysState } from './state';

/** The goods colours city number `c` takes now, as a bit mask (bit k: colour k): its colour and, with City Rotors, its rotor's second colour. 0 for a grey city. */
export function colorMask(state: RailwaysState, c: number): number {
  const base = state.cityColor[c] ?? 5;
  const second = state.rotor?.[c] ?? -1;
  return (base < 5 ? 1 << base : 0) | (second >= 0 && second < 5 ? 1 << second : 0);
}

/** One possible delivery: from the city on hex `city`, a cube of `color`, over `links` (track ids, in order), to the city on hex `to`. */
export type DeliveryOption = { readonly city: number; readonly color: number; readonly links: readonly number[]; readonly to: number };

/**
 * The links as a graph of cities: `incident[c]` lists the track indices of the links touching
 * city `c`, `ends[i]` the two city numbers of track `i` (−1 for open track), `index` track id → index.
 */
export type LinkGraph = { readonly incident: readonly (readonly number[])[]; readonly endA: Int32Array; readonly endB: Int32Array; readonly index: ReadonlyMap<number, number> };

/** The link graph of a state. */
export function linkGraph(board: RailwaysBoard, state: RailwaysState): LinkGraph {
  const incident: number[][] = board.cities.map(() => []);
  const endA = new Int32Array(state.tracks.length).fill(-1);
  const endB = new Int32Array(state.tracks.length).fill(-1);
  const index = new Map<number, number>();
  state.tracks.forEach((t, i) => {
    index.set(t.id, i);
    if (t.to < 0) return;
    const a = board.cityOf[t.from] ?? -1;
    const b = board.cityOf[t.to] ?? -1;
    endA[i] = a;
    endB[i] = b;
    incident[a]?.push(i);
    incident[b]?.push(i);
  });
  return { incident, endA, endB, index };
}

/**
 * Every delivery player `p` may make now, from every city (or only from city number `only`),
 * each distinct path once. Shape: {@link DeliveryOption}s, hexes and track ids.
 */
export function deliveriesFor(board: RailwaysBoard, state: RailwaysState, p: number, graph: LinkGraph = linkGraph(board, state), only = -1): DeliveryOption[] {
  const out: DeliveryOption[] = [];
  const reach = state.players[p]?.engine ?? 0;
  const visited = new Uint8Array(board.cities.length);
  const path: number[] = [];
  const { tracks } = state;
  const walk = (c: number, origin: number, alive: number) => {
    if (path.length >= reach) return;
    for (const i of graph.incident[c] ?? []) {
      if (path.length === 0 && tracks[i]?.owner !== p) continue;
      const next = graph.endA[i] === c ? (graph.endB[i] ?? -1) : (graph.endA[i] ?? -1);
      if (next < 0 || visited[next] === 1) continue;
      const hit = alive & colorMask(state, next);
      path.push(i);
      let left = alive;
      if (hit !== 0) {
        for (let color = 0; color < 5; color++) {
          if ((hit & (1 << color)) !== 0) out.push({ city: board.cities[origin] ?? -1, color, links: path.map((j) => tracks[j]?.id ?? -1), to: board.cities[next] ?? -1 });
        }
        left = alive & ~hit;
      }
      if (left !== 0) {
        visited[next] = 1;
        walk(next, origin, left);
        visited[next] = 0;
      }
      path.pop();
    }
  };
  for (let c = 0; c < board.cities.length; c++) {
    if (only >= 0 && c !== only) continue;
    const on = state.cubes[c] ?? [];
    if (on.length === 0) continue;
    let alive = 0;
    for (const k of on) alive |= 1 << k;
    visited[c] = 1;
    walk(c, c, alive);
    visited[c] = 0;
  }
  return out;
}

/**
 * Checks a delivery by player `p`: a cube of `color` on the city on hex `city`, over the links
 * `links` (track ids). Returns the city hex reached and the track indices, or a `RuleError`
 * (`no-cube`, `bad-path` with `params.reason`: `no-link`, `first-link`, `gap`, `city-twice`,
 * `too-long`, `passes-color`, `wrong-end`).
 */
export function checkDelivery(board: RailwaysBoard, state: RailwaysState, p: number, city: number, color: number, links: readonly number[]): { readonly to: number; readonly tracks: readonly number[] } | RuleError {
  const c0 = board.cityOf[city] ?? -1;
  if (c0 < 0 || !(state.cubes[c0] ?? []).includes(color)) return ruleError('no-cube', `no ${color} cube on hex ${city}`, { city: board.map.hexes[city]?.city?.id ?? String(city), color });
  const bad = (reason: string) => ruleError('bad-path', `not a delivery: ${reason}`, { reason });
  if (links.length > (state.players[p]?.engine ?? 0)) return bad('too-long');
  const idx: number[] = [];
  const seen = new Set<number>([c0]);
  let at = c0;
  for (const [n, id] of links.entries()) {
    const i = state.tracks.findIndex((t) => t.id === id);
    const t = state.tracks[i];
    if (t === undefined || t.to < 0) return bad('no-link');
    if (n === 0 && t.owner !== p) return bad('first-link');
    const a = board.cityOf[t.from] ?? -1;
    const b = board.cityOf[t.to] ?? -1;
    const next = a === at ? b : b === at ? a : -1;
    if (next < 0) return bad('gap');
    if (seen.has(next)) return bad('city-twice');
    seen.add(next);
    const match = (colorMask(state, next) & (1 << color)) !== 0;
    if (match !== (n === links.length - 1)) return bad(match ? 'passes-color' : 'wrong-end');
    idx.push(i);
    at = next;
  }
  return { to: board.cities[at] ?? -1, tracks: idx };
}
