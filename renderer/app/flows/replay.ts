/**
 * The replay flow: at the game's end the table can replay the match from its log, one table view
 * per step (`engine.history()`), playing at `replayStepMs` (default 400 ms) divided by the chosen
 * speed (½×, 1×, 2×, 4×), stepped by hand, dragged to any step, or jumped from one round marker to
 * the next. A round marker is a step after which the game's table view holds one more round or
 * phase summary than before it (`GameUi.summaries`): the end of a round, for every game.
 */
import type { Json } from '../../../shared-rules/core/types';
import type { GameUi } from '../../games/types';
import type { Core } from './core';

/** The replay speeds offered, in the order the speed button cycles through them (× the normal pace). */
export const REPLAY_SPEEDS = [1, 2, 4, 0.5] as const;

/** The replay's part of the controller. */
export type ReplayFlow = {
  startReplay(): Promise<void>;
  /** One step back (`delta` −1) or forward (+1), or more; pauses the replay. */
  stepReplay(delta: number): void;
  playReplay(playing: boolean): void;
  /** Shows step `index` (clamped to the log; a drag on the replay bar); pauses the replay. */
  seekReplay(index: number): void;
  /** To the previous (`direction` −1) or next (+1) round marker, or the first or last step when there is none that way; pauses. */
  jumpReplay(direction: -1 | 1): void;
  /** The next speed in {@link REPLAY_SPEEDS}; a playing replay goes on at it. */
  cycleReplaySpeed(): void;
  stopReplayTimer(): void;
};

/**
 * The round markers of a replay: each step `i` (1 … views.length − 1) whose table view holds more
 * summaries than the view before it, ascending. None when the game keeps no summaries.
 */
export function replayMarks(views: readonly Json[], gameUi: Pick<GameUi, 'summaries'> | undefined): number[] {
  if (gameUi === undefined) return [];
  const marks: number[] = [];
  let before = views.length > 0 ? gameUi.summaries(views[0] ?? null) : 0;
  for (let i = 1; i < views.length; i++) {
    const now = gameUi.summaries(views[i] ?? null);
    if (now > before) marks.push(i);
    before = now;
  }
  return marks;
}

/** The step a jump from `index` lands on: the nearest marker that way, else the first or last step (`last`). */
export function jumpTarget(marks: readonly number[], index: number, direction: -1 | 1, last: number): number {
  if (direction > 0) return marks.find((m) => m > index) ?? last;
  return [...marks].reverse().find((m) => m < index) ?? 0;
}

/** Creates the replay flow over `core`. */
export function createReplayFlow(core: Core): ReplayFlow {
  const { ui, deps } = core;
  const stepMs = deps.replayStepMs ?? 400;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function stopReplayTimer(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function tick(): void {
    stopReplayTimer();
    const replay = ui().replay;
    if (replay === null || !replay.playing) return;
    if (replay.index >= replay.views.length - 1) {
      ui().set({ replay: { ...replay, playing: false } });
      return;
    }
    timer = setTimeout(() => {
      const now = ui().replay;
      if (now === null || !now.playing) return;
      ui().set({ replay: { ...now, index: Math.min(now.views.length - 1, now.index + 1) } });
      tick();
    }, Math.round(stepMs / replay.speed));
  }

  /** Pauses the replay at step `index` (clamped). */
  function showStep(index: number): void {
    const replay = ui().replay;
    if (replay === null) return;
    stopReplayTimer();
    ui().set({ replay: { ...replay, playing: false, index: Math.max(0, Math.min(replay.views.length - 1, Math.round(index))) } });
  }

  return {
    stopReplayTimer,
    startReplay() {
      return core.serial(async () => {
        const result = await deps.engine.history();
        if (!result.ok) {
          ui().notify({ kind: 'engineFailed', message: result.error.message });
          return;
        }
        ui().set({ replay: { views: result.views, index: 0, playing: true, speed: 1, marks: replayMarks(result.views, core.playedUi()) } });
        tick();
      });
    },
    stepReplay(delta) {
      const replay = ui().replay;
      if (replay !== null) showStep(replay.index + delta);
    },
    seekReplay(index) {
      if (Number.isFinite(index)) showStep(index);
    },
    jumpReplay(direction) {
      const replay = ui().replay;
      if (replay !== null) showStep(jumpTarget(replay.marks, replay.index, direction, replay.views.length - 1));
    },
    cycleReplaySpeed() {
      const replay = ui().replay;
      if (replay === null) return;
      const at = REPLAY_SPEEDS.indexOf(replay.speed as (typeof REPLAY_SPEEDS)[number]);
      ui().set({ replay: { ...replay, speed: REPLAY_SPEEDS[(at + 1) % REPLAY_SPEEDS.length] ?? 1 } });
      if (replay.playing) tick();
    },
    playReplay(playing) {
      const replay = ui().replay;
      if (replay === null) return;
      ui().set({ replay: playing ? { ...replay, playing: true, index: replay.index >= replay.views.length - 1 ? 0 : replay.index } : { ...replay, playing: false } });
      if (playing) tick();
      else stopReplayTimer();
    },
  };
}
