/**
 * Laying track, one tile at a time (rules "A Build track"): a tile goes from a city or the end of
 * the player's own open track into a neighbouring hex; plains $2k, water $3k, mountain $4k, a
 * ridge crossed +$4k; joining a city (no tile) completes a link, paying only for a ridge crossed.
 * Decisions (`./meta.ts` `TILES_PER_HEX`): two tiles a hex at most, no two tracks share a hex
 * side; a track never runs through one hex twice nor back to its own city; no tile goes onto the
 * hex where an open track ends (its way on is not yet fixed).
 */
import { ruleError } from '../../core/errors';
import type { RuleError } from '../../core/types';
import type { RailwaysBoard } from '../../maps/railways-map';
import { RIDGE_COST, TERRAIN_COST, TILES_PER_HEX } from './meta';
import type { RailwaysState } from './state';

/** A legal step: its cost ($k), the open track it extends (index into `state.tracks`, −1 for a new track), and whether it joins a city (completing a link). */
export type StepInfo = { readonly cost: number; readonly track: number; readonly joins: boolean };

/** What a step check needs besides the state: the open track ends (hex → track index) of everybody (`-1`-free map). */
export type OpenEnds = ReadonlyMap<number, number>;

/** The hexes where open tracks end, with their track indices. */
export function openEnds(state: RailwaysState): Map<number, number> {
  const ends = new Map<number, number>();
  state.tracks.forEach((t, i) => {
    if (t.to < 0) ends.set(t.hexes[t.hexes.length - 1] ?? -1, i);
  });
  return ends;
}

/**
 * Checks one step of player `p`'s build from hex `from` to hex `to` (the state must be in a
 * build: `state.build`). Returns the step's {@link StepInfo} or a `RuleError`: `not-track-end`,
 * `not-neighbours`, `side-taken`, `hex-full`, `track-loop`, `no-tiles-left`, `no-cash` {cost, cash}.
 */
export function checkStep(board: RailwaysBoard, state: RailwaysState, p: number, from: number, to: number, ends: OpenEnds = openEnds(state)): StepInfo | RuleError {
  const build = state.build;
  if (build === null) return ruleError('not-now', 'no build in progress', { stage: state.phase });
  if (from < 0 || from >= board.n || to < 0 || to >= board.n) return ruleError('not-neighbours', `no hex ${from} or ${to}`, { from, to });
  const fromCity = (board.cityOf[from] ?? -1) >= 0;
  let track = -1;
  if (!fromCity) {
    track = ends.get(from) ?? -1;
    if (track < 0 || state.tracks[track]?.owner !== p) return ruleError('not-track-end', `hex ${from} is neither a city nor the end of own open track`, { hex: from });
  }
  let d = -1;
  for (let k = 0; k < 6; k++) if (board.neighbor[from * 6 + k] === to) d = k;
  if (d < 0) return ruleError('not-neighbours', `hexes ${from} and ${to} do not share a side`, { from, to });
  if (((state.sides[from] ?? 0) & (1 << d)) !== 0) return ruleError('side-taken', `that side of hex ${from} already carries track`, { hex: from });
  const opposite = (d + 3) % 6;
  if (((state.sides[to] ?? 0) & (1 << opposite)) !== 0) return ruleError('side-taken', `that side of hex ${to} already carries track`, { hex: to });
  const ridge = ((board.ridge[from] ?? 0) & (1 << d)) !== 0 ? RIDGE_COST : 0;
  const toCity = (board.cityOf[to] ?? -1) >= 0;
  const t = track >= 0 ? state.tracks[track] : undefined;
  let cost: number;
  if (toCity) {
    if (fromCity) return ruleError('not-neighbours', `cities on hexes ${from} and ${to} need a tile between them`, { from, to });
    if (t !== undefined && t.from === to) return ruleError('track-loop', `the track would return to its own city`, { hex: to });
    cost = ridge;
  } else {
    if (build.tiles >= build.cap) return ruleError('no-tiles-left', `this build has laid its ${build.cap} tiles`, { cap: build.cap });
    if ((state.tileCount[to] ?? 0) >= TILES_PER_HEX || ends.has(to)) return ruleError('hex-full', `hex ${to} takes no more track now`, { hex: to });
    if (t !== undefined && t.hexes.includes(to)) return ruleError('track-loop', `the track already runs through hex ${to}`, { hex: to });
    const terrain = board.terrain[to] ?? 0;
    cost = (build.grant && terrain === 0 ? 0 : (TERRAIN_COST[terrain] ?? 2)) + ridge;
  }
  const cash = state.players[p]?.cash ?? 0;
  if (cost > cash) return ruleError('no-cash', `the step costs $${cost}k, the player has $${cash}k`, { cost, cash });
  return { cost, track, joins: toCity };
}

/**
 * Every step player `p` may take now in their build, as `[from, to, cost]` triples; with
 * `ignoreCash` also those they could pay after issuing bonds.
 */
export function legalSteps(board: RailwaysBoard, state: RailwaysState, p: number, ignoreCash = false): [number, number, number][] {
  const out: [number, number, number][] = [];
  const ends = openEnds(state);
  const probe = ignoreCash ? { ...state, players: state.players.map((pl, i) => (i === p ? { ...pl, cash: 1_000_000 } : pl)) } : state;
  const tryFrom = (from: number) => {
    for (let d = 0; d < 6; d++) {
      const to = board.neighbor[from * 6 + d] ?? -1;
      if (to < 0) continue;
      const info = checkStep(board, probe, p, from, to, ends);
      if (!('kind' in info)) out.push([from, to, info.cost]);
    }
  };
  for (const c of board.cities) tryFrom(c);
  for (const [h, i] of ends) if (state.tracks[i]?.owner === p) tryFrom(h);
  return out;
}
