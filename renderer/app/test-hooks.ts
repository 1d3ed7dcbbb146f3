/**
 * Hooks for the browser tests, installed on `window.__railtable` only with the `?test` URL flag
 * (app/flags.ts): where a board link or intersection is on screen (from the board's projection),
 * the views and legal lists the renderer holds, the sounds played, the board's draw calls and
 * frames, and a switch to pause the bots. They never act: tests still tap with real touches.
 */
import type { Action, Json, SeatId } from '../../shared-rules/core/types';
import type { ScreenPoint } from '../games/transglobal/board';
import { useUi } from '../state/store';

/** Render statistics of the board canvas: frames drawn, draw calls and triangles of the last frame. */
export type BoardStats = { frames: number; calls: number; triangles: number };

/** What `window.__railtable` offers (see the module comment). */
export type RailtableTestHooks = {
  /** The screen point (CSS px, client coordinates) of a link's midpoint or an intersection, if the board is up. */
  screenOf(kind: 'link' | 'intersection', id: number): ScreenPoint | undefined;
  /** The map's link costs ($) by link id, for the board shown. */
  linkCost(id: number): number | undefined;
  legal(seat: SeatId): readonly Action[];
  seatView(seat: SeatId): Json | undefined;
  tableView(): Json | undefined;
  toAct(): readonly SeatId[];
  entries(): number;
  sounds: string[];
  stats: BoardStats;
  pauseBots(paused: boolean): void;
  patchPxPerMm(pxPerMm: number): Promise<void>;
};

declare global {
  interface Window {
    __railtable?: RailtableTestHooks;
  }
}

/** The board's live probes, set by the board while mounted (undefined otherwise). */
export const boardProbe: {
  screenOf: RailtableTestHooks['screenOf'] | undefined;
  linkCost: RailtableTestHooks['linkCost'] | undefined;
  stats: BoardStats;
} = { screenOf: undefined, linkCost: undefined, stats: { frames: 0, calls: 0, triangles: 0 } };

/** The sounds played so far (effect names, `music-start`, `music-stop`), recorded for tests. */
export const playedSounds: string[] = [];

/** Install `window.__railtable`; `pauseBots` and `patchPxPerMm` come from the controller. */
export function installTestHooks(controls: { pauseBots(paused: boolean): void; patchPxPerMm(pxPerMm: number): Promise<void> }): void {
  const game = () => useUi.getState().game;
  window.__railtable = {
    screenOf: (kind, id) => boardProbe.screenOf?.(kind, id),
    linkCost: (id) => boardProbe.linkCost?.(id),
    legal: (seat) => game()?.legal[seat] ?? [],
    seatView: (seat) => game()?.seatViews[seat],
    tableView: () => game()?.tableView,
    toAct: () => game()?.toAct ?? [],
    entries: () => game()?.entries ?? 0,
    sounds: playedSounds,
    stats: boardProbe.stats,
    pauseBots: (paused) => controls.pauseBots(paused),
    patchPxPerMm: (pxPerMm) => controls.patchPxPerMm(pxPerMm),
  };
}
