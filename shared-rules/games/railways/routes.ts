/**
 * Planning track for bots and the table's build aid: the cheapest way to lay a link from a
 * city (or from the end of own open track) to every city within a number of tiles, under the
 * same rules as `./track.ts` (sides, two tiles a hex, no tile onto an open track's end, no
 * hex twice). Exact over tile counts: a dynamic programme by layers (tiles laid), so a pricier
 * but shorter way wins when the cheap one is too long.
 */
import type { RailwaysBoard } from '../../maps/railways-map';
import { RIDGE_COST, TERRAIN_COST, TILES_PER_HEX } from './meta';
import type { RailwaysState } from './state';
import { openEnds } from './track';

/** A planned link: from hex `from` (a city, or own open track's end `track` ≥ 0) over the tile hexes `hexes` to the city on hex `to`, costing `cost` $k in all (the join included). */
export type LinkPlan = { readonly from: number; readonly track: number; readonly hexes: readonly number[]; readonly to: number; readonly cost: number };

const INF = 1 << 29;

/**
 * The cheapest plan from hex `from` to every city reachable with at most `maxTiles` new tiles
 * (`avoid`: hexes the track already runs through; `grant`: plains free). One plan per target
 * city, the cheapest (fewest tiles on a tie).
 */
export function plansFrom(board: RailwaysBoard, state: RailwaysState, from: number, maxTiles: number, options: { readonly track?: number; readonly grant?: boolean; readonly ends?: ReadonlyMap<number, number> } = {}): LinkPlan[] {
  const track = options.track ?? -1;
  const avoid = new Set(track >= 0 ? (state.tracks[track]?.hexes ?? []) : []);
  const ends = options.ends ?? openEnds(state);
  const origin = track >= 0 ? (state.tracks[track]?.from ?? -1) : from;
  const n = board.n;
  const layers: Int32Array[] = [];
  const parents: Int32Array[] = [];
  let frontier = new Int32Array(n).fill(INF);
  frontier[from] = 0;
  const best = new Map<number, { cost: number; layer: number; last: number }>();
  const stepCost = (h: number, d: number, g: number): number => {
    if (((state.sides[h] ?? 0) & (1 << d)) !== 0) return -1;
    if (((state.sides[g] ?? 0) & (1 << ((d + 3) % 6))) !== 0) return -1;
    return ((board.ridge[h] ?? 0) & (1 << d)) !== 0 ? RIDGE_COST : 0;
  };
  for (let layer = 0; layer <= maxTiles; layer++) {
    layers.push(frontier);
    const next = new Int32Array(n).fill(INF);
    const parent = new Int32Array(n).fill(-1);
    for (let h = 0; h < n; h++) {
      const base = frontier[h] ?? INF;
      if (base >= INF) continue;
      if (layer === 0 && h !== from) continue;
      for (let d = 0; d < 6; d++) {
        const g = board.neighbor[h * 6 + d] ?? -1;
        if (g < 0) continue;
        const extra = stepCost(h, d, g);
        if (extra < 0) continue;
        if ((board.cityOf[g] ?? -1) >= 0) {
          if ((layer === 0 && track < 0) || g === origin) continue;
          const cost = base + extra;
          const known = best.get(g);
          if (known === undefined || cost < known.cost) best.set(g, { cost, layer, last: h });
          continue;
        }
        if (layer === maxTiles) continue;
        if ((state.tileCount[g] ?? 0) >= TILES_PER_HEX || ends.has(g) || avoid.has(g)) continue;
        const terrain = board.terrain[g] ?? 0;
        const cost = base + extra + (options.grant === true && terrain === 0 ? 0 : (TERRAIN_COST[terrain] ?? 2));
        if (cost < (next[g] ?? INF)) {
          next[g] = cost;
          parent[g] = h;
        }
      }
    }
    parents.push(parent);
    frontier = next;
  }
  const plans: LinkPlan[] = [];
  for (const [to, { cost, layer, last }] of best) {
    // Walk back through the layers: the tile at layer k came from its parent at layer k − 1.
    const hexes: number[] = [];
    let h = last;
    for (let k = layer; k >= 1; k--) {
      hexes.push(h);
      h = parents[k - 1]?.[h] ?? -1;
    }
    hexes.reverse();
    if (hexes.length !== layer || new Set(hexes).size !== hexes.length) continue;
    plans.push({ from, track, hexes, to, cost });
  }
  return plans;
}
