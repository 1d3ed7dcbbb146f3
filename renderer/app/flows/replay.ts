/**
 * The replay flow: at the game's end the table can replay the match from its log, one table view
 * per step (`engine.history()`), playing at `replayStepMs` (default 400 ms) or stepped by hand.
 */
import type { Core } from './core';

/** The replay's part of the controller. */
export type ReplayFlow = {
  startReplay(): Promise<void>;
  stepReplay(delta: number): void;
  playReplay(playing: boolean): void;
  stopReplayTimer(): void;
};

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
    }, stepMs);
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
        ui().set({ replay: { views: result.views, index: 0, playing: true } });
        tick();
      });
    },
    stepReplay(delta) {
      const replay = ui().replay;
      if (replay === null) return;
      stopReplayTimer();
      ui().set({ replay: { ...replay, playing: false, index: Math.max(0, Math.min(replay.views.length - 1, replay.index + delta)) } });
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
