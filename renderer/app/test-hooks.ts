/**
 * Hooks for the browser tests, installed on `window.__railtable` only with the `?test` URL flag
 * (app/flags.ts): where a board link or intersection is on screen (from the board's projection),
 * the board's label atlas (its canvas, texts and font),
 * the views and legal lists the renderer holds, the sounds played, the board's draw calls and
 * frames, a board point where the seat to act can touch for a legal move (for the tap → paint
 * benchmark), a count of the games started and finished (read from the UI store, for the attract-mode
 * soak test), and switches to pause the bots (at once, or when a given game has finished). They
 * never act: tests still tap with real touches.
 */
import type { Action, Json, SeatId } from '../../shared-rules/core/types';
import type { LabelAtlasInfo } from '../board-kit/labels/label-atlas';
import { useUi } from '../state/store';

/** A point on screen, CSS px in client coordinates. */
export type ScreenPoint = { readonly x: number; readonly y: number };

/** Render statistics of the board canvas: frames drawn, draw calls and triangles of the last frame. */
export type BoardStats = { frames: number; calls: number; triangles: number };

/**
 * Games seen in the UI store since the page loaded: a new match id counts as started, an outcome
 * as finished; `entries` sums the log entries of the finished games.
 */
export type GameCounts = { started: number; finished: number; entries: number };

/** What `window.__railtable` offers (see the module comment). */
export type RailtableTestHooks = {
  /** The screen point (CSS px, client coordinates) of a board target of the game shown (its kind in the game's words, e.g. a link), if the board is up. */
  screenOf(kind: string, id: number): ScreenPoint | undefined;
  /** The cost of a board link by id, for a board that has costed links. */
  linkCost(id: number): number | undefined;
  /** A screen point (CSS px, client coordinates) where a touch by `seat` makes one of its legal moves on the board now, if the game's board offers one. */
  tapTarget(seat: SeatId): ScreenPoint | undefined;
  /** The board's city-label atlas as last drawn (canvas, texts, canvas font, directions, layout), if the board is up and its labels are drawn. */
  labelAtlas(): LabelAtlasInfo | undefined;
  legal(seat: SeatId): readonly Action[];
  seatView(seat: SeatId): Json | undefined;
  tableView(): Json | undefined;
  toAct(): readonly SeatId[];
  entries(): number;
  sounds: string[];
  stats: BoardStats;
  pauseBots(paused: boolean): void;
  /** Games started and finished so far (live object, like `stats`). */
  games: GameCounts;
  /**
   * Pause the bots the moment the `finished`-th game ends (in the same store update, before the
   * next game is scheduled), so a test can look at the results; resume with `pauseBots(false)`.
   */
  pauseBotsAfterGame(finished: number): void;
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
  labelAtlas: RailtableTestHooks['labelAtlas'] | undefined;
  /** The screen point of the first of `legal` (a seat's legal moves) made by a board touch, if any. */
  tapTarget: ((legal: readonly Action[]) => ScreenPoint | undefined) | undefined;
  stats: BoardStats;
} = { screenOf: undefined, linkCost: undefined, labelAtlas: undefined, tapTarget: undefined, stats: { frames: 0, calls: 0, triangles: 0 } };

/** The sounds played so far (effect names, `music-start`, `music-stop`), recorded for tests. */
export const playedSounds: string[] = [];

/** Install `window.__railtable`; `pauseBots` and `patchPxPerMm` come from the controller. */
export function installTestHooks(controls: { pauseBots(paused: boolean): void; patchPxPerMm(pxPerMm: number): Promise<void> }): void {
  const game = () => useUi.getState().game;
  // Only the last match ids are kept (no growing set: the soak test measures heap growth).
  const games: GameCounts = { started: 0, finished: 0, entries: 0 };
  let lastStarted: string | undefined;
  let lastFinished: string | undefined;
  let pauseAt: number | undefined;
  useUi.subscribe((state) => {
    const update = state.game;
    if (update === null) return;
    const id = update.header.matchId;
    if (id !== lastStarted) {
      lastStarted = id;
      games.started++;
    }
    if (update.outcome !== null && id !== lastFinished) {
      lastFinished = id;
      games.finished++;
      games.entries += update.entries;
      if (pauseAt !== undefined && games.finished >= pauseAt) {
        pauseAt = undefined;
        controls.pauseBots(true);
      }
    }
  });
  window.__railtable = {
    screenOf: (kind, id) => boardProbe.screenOf?.(kind, id),
    linkCost: (id) => boardProbe.linkCost?.(id),
    labelAtlas: () => boardProbe.labelAtlas?.(),
    tapTarget: (seat) => boardProbe.tapTarget?.(game()?.legal[seat] ?? []),
    legal: (seat) => game()?.legal[seat] ?? [],
    seatView: (seat) => game()?.seatViews[seat],
    tableView: () => game()?.tableView,
    toAct: () => game()?.toAct ?? [],
    entries: () => game()?.entries ?? 0,
    sounds: playedSounds,
    stats: boardProbe.stats,
    pauseBots: (paused) => controls.pauseBots(paused),
    games,
    pauseBotsAfterGame: (finished) => {
      pauseAt = finished;
    },
    patchPxPerMm: (pxPerMm) => controls.patchPxPerMm(pxPerMm),
  };
}
