/**
 * When the lobby builds its game board (issue #12: the lobby interactive within 2 s of
 * navigation). Building a board — its WebGL context, geometry and first draw — holds the main
 * thread for 1–2 s in long tasks on software GL, and a touch arriving then waits for them. So in
 * the lobby the board area keeps its placeholder until the table has been quiet (no touch) for
 * {@link BOARD_QUIET_MS} and the page is idle: a passer-by's Join is answered at once, and the board
 * comes up when nobody is pressing. A game in play gets its board at once; once built, the board
 * stays (later lobbies show it straight away).
 */
import { useEffect, useState } from 'react';

/** Quiet time before the lobby builds its board: ms without a touch (pointerdown) on the table. */
export const BOARD_QUIET_MS = 2000;

/** Longest wait for an idle period once the table is quiet, ms (then the board is built anyway). */
export const BOARD_IDLE_TIMEOUT_MS = 1000;

/** The timers {@link scheduleWhenQuiet} uses (the window's by default; tests pass fakes). */
export type QuietTimers = {
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
  /** The page's idle callback; when absent, a timeout of 0 ms stands in. */
  readonly requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  readonly cancelIdleCallback?: (handle: unknown) => void;
};

/** A pending {@link scheduleWhenQuiet}: `touched` restarts the quiet time, `cancel` drops it. */
export type QuietSchedule = { touched(): void; cancel(): void };

function windowTimers(): QuietTimers {
  const idle = typeof window.requestIdleCallback === 'function';
  return {
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(typeof handle === 'number' ? handle : undefined),
    ...(idle
      ? {
          requestIdleCallback: (callback, options) => window.requestIdleCallback(callback, options),
          cancelIdleCallback: (handle) => {
            if (typeof handle === 'number') window.cancelIdleCallback(handle);
          },
        }
      : {}),
  };
}

/**
 * Calls `ready` once: after `quietMs` (ms) with no {@link QuietSchedule.touched} call, then at the
 * page's next idle period (at most `idleTimeoutMs` later). A touch while waiting for the idle
 * period starts the quiet time again. Never calls `ready` after `cancel`.
 */
export function scheduleWhenQuiet(ready: () => void, quietMs: number, idleTimeoutMs: number = BOARD_IDLE_TIMEOUT_MS, timers: QuietTimers = windowTimers()): QuietSchedule {
  let timer: unknown;
  let idle: unknown;
  let done = false;
  const clear = (): void => {
    if (timer !== undefined) timers.clearTimeout(timer);
    if (idle !== undefined) {
      if (timers.requestIdleCallback !== undefined) timers.cancelIdleCallback?.(idle);
      else timers.clearTimeout(idle);
    }
    timer = undefined;
    idle = undefined;
  };
  const fire = (): void => {
    if (done) return;
    done = true;
    clear();
    ready();
  };
  const start = (): void => {
    clear();
    timer = timers.setTimeout(() => {
      timer = undefined;
      idle = timers.requestIdleCallback === undefined ? timers.setTimeout(fire, 0) : timers.requestIdleCallback(fire, { timeout: idleTimeoutMs });
    }, quietMs);
  };
  start();
  return {
    touched() {
      if (!done) start();
    },
    cancel() {
      done = true;
      clear();
    },
  };
}

/**
 * Whether the board area may build the game's board now, for the table's `screen`: always in
 * play; in the lobby once the table has been quiet ({@link scheduleWhenQuiet}, restarted by every
 * pointerdown on the window); never before the lobby. True stays true for the page's life.
 */
export function useBoardWhenQuiet(screen: string, quietMs: number = BOARD_QUIET_MS): boolean {
  const [built, setBuilt] = useState(false);
  const now = built || screen === 'play';
  useEffect(() => {
    if (now || screen !== 'lobby') return;
    const schedule = scheduleWhenQuiet(() => setBuilt(true), quietMs);
    const touched = (): void => schedule.touched();
    window.addEventListener('pointerdown', touched, { capture: true, passive: true });
    return () => {
      window.removeEventListener('pointerdown', touched, { capture: true });
      schedule.cancel();
    };
  }, [now, screen, quietMs]);
  useEffect(() => {
    if (now && !built) setBuilt(true);
  }, [now, built]);
  return now;
}
