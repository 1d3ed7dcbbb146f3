/**
 * The board and data file a state plays on, and track geometry: which hex sides a track uses,
 * and the side masks and tile counts of a set of tracks (rules "A Build track"; our Decision of
 * two tiles a hex, no shared sides: `./meta.ts` `TILES_PER_HEX`).
 */
import { getRailwaysBoard } from '../../maps/railways-maps';
import { sideToward, type RailwaysBoard } from '../../maps/railways-map';
import type { RailwaysState, Track } from './state';
import { getRailwaysTable, type RailwaysTable } from './tables';

/** The board of a state's map. Throws `Error` for an unknown map (options are checked at setup, so only a defect gets here). */
export function boardOf(state: { readonly mapId: string }): RailwaysBoard {
  const board = getRailwaysBoard(state.mapId);
  if (board === undefined) throw new Error(`unknown Railways of the World map ${state.mapId}`);
  return board;
}

/** The data file (Our table) of a state's map. Throws `Error` when there is none (a defect: options refuse such maps). */
export function tableOf(state: { readonly mapId: string }): RailwaysTable {
  const table = getRailwaysTable(state.mapId);
  if (table === undefined) throw new Error(`no data file for Railways of the World map ${state.mapId}`);
  return table;
}

/**
 * Calls `use(hex, side)` for every hex side a track uses: the side of its first city toward the
 * first tile, both sides of each tile between its neighbours, and the side of the city reached.
 * An open track's last tile uses only its entry side.
 */
export function forEachTrackSide(board: RailwaysBoard, track: Track, use: (hex: number, side: number) => void): void {
  let prev = track.from;
  for (const h of track.hexes) {
    const d = sideToward(board, prev, h);
    use(prev, d);
    use(h, (d + 3) % 6);
    prev = h;
  }
  if (track.to >= 0) {
    const d = sideToward(board, prev, track.to);
    use(prev, d);
    use(track.to, (d + 3) % 6);
  }
}

/** The side masks and tile counts per hex of `tracks` (what `RailwaysState.sides` and `.tileCount` hold). */
export function trackUse(board: RailwaysBoard, tracks: readonly Track[]): { sides: number[]; tileCount: number[] } {
  const sides = new Array<number>(board.n).fill(0);
  const tileCount = new Array<number>(board.n).fill(0);
  for (const track of tracks) {
    forEachTrackSide(board, track, (h, d) => {
      sides[h] = (sides[h] ?? 0) | (1 << d);
    });
    for (const h of track.hexes) tileCount[h] = (tileCount[h] ?? 0) + 1;
  }
  return { sides, tileCount };
}

/** The index in `state.tracks` of `owner`'s open track ending at hex `h`, or −1. */
export function openTrackEndingAt(state: RailwaysState, owner: number, h: number): number {
  return state.tracks.findIndex((t) => t.owner === owner && t.to < 0 && t.hexes[t.hexes.length - 1] === h);
}

/** Whether the end of anybody's open track lies on hex `h` (then no other tile may go there). */
export function openEndOn(state: RailwaysState, h: number): boolean {
  return state.tracks.some((t) => t.to < 0 && t.hexes[t.hexes.length - 1] === h);
}

/** The city number of hex `h` on `board`, −1 when no city lies there. */
export function cityAt(board: RailwaysBoard, h: number): number {
  return h >= 0 && h < board.n ? (board.cityOf[h] ?? -1) : -1;
}
