/**
 * The idle flow (kiosk, KIOSK.md 4): with kiosk mode or the `idle=` flag, no touch for
 * `idle.timeoutS` shows a countdown of `idle.countdownS` at every edge, then the table goes to
 * attract mode (every action is already saved). The clock (`../idle.ts`, a pure state machine)
 * pauses in attract mode, while loading, with the settings open, during the game-end replay,
 * while held (admin) and while a bot is to act; and it does not count a stall of the page — ticks
 * over {@link IDLE_STALL_MS} apart, the main thread busy, e.g. building a game's board at Start
 * (1–2 s on software GL): a table that cannot answer is not an untouched one.
 */
import { countdownLeftS, idleReduce, idleStart, type IdleConfig, type IdleState } from '../idle';
import type { Core } from './core';

/** A gap between two ticks longer than this (ms) is a stall of the page and is not counted as idle time. */
export const IDLE_STALL_MS = 1000;

/** The idle part of the controller. */
export type IdleFlow = {
  /** Whether the idle reset runs at all (kiosk mode, or forced). */
  enabled(): boolean;
  /** The configured times, ms. */
  config(): IdleConfig;
  /** Start the clock's timer (once, at start-up). */
  start(): void;
  /** Restart the clock from now. */
  restartIdle(): void;
  /** A touch: restart the clock and cancel the countdown. */
  touched(): void;
};

/** Creates the idle flow over `core`. */
export function createIdleFlow(core: Core): IdleFlow {
  const { ui, deps } = core;
  const kiosk = deps.kiosk ?? {};
  const monotonic = deps.monotonic ?? (() => performance.now());
  const tickMs = deps.idleTickMs ?? 250;
  let idle: IdleState = idleStart(monotonic());
  let timer: ReturnType<typeof setInterval> | undefined;
  let lastTick: number | undefined;

  function config(): IdleConfig {
    const { idle: fromSettings } = ui().settings;
    return { timeoutMs: (kiosk.idleTimeoutS ?? fromSettings.timeoutS) * 1000, countdownMs: (kiosk.idleCountdownS ?? fromSettings.countdownS) * 1000 };
  }

  function tick(): void {
    const c = config();
    const t = monotonic();
    const state = ui();
    const paused =
      state.attract ||
      state.screen === 'loading' ||
      state.settingsOpen !== null ||
      state.replay?.playing === true ||
      (deps.held?.() ?? false) ||
      (core.botSeatToAct() !== undefined && !core.summaryOpen());
    // A stall (the page could not run its timer): counted as paused from the previous tick to now.
    if (lastTick !== undefined && t - lastTick > IDLE_STALL_MS && !idle.paused) {
      idle = idleReduce(idle, { type: 'pause', now: lastTick }, c);
      idle = idleReduce(idle, { type: 'resume', now: t }, c);
    }
    lastTick = t;
    if (paused !== idle.paused) idle = idleReduce(idle, { type: paused ? 'pause' : 'resume', now: t }, c);
    idle = idleReduce(idle, { type: 'tick', now: t }, c);
    if (idle.phase === 'expired') {
      idle = idleStart(t);
      ui().set({ idleLeftS: null });
      // The game in progress was saved with its last action; the table goes back to attract mode.
      void core.links.startAttractGame();
      return;
    }
    const left = countdownLeftS(idle, c) ?? null;
    if (left !== state.idleLeftS) ui().set({ idleLeftS: left });
  }

  return {
    enabled: () => kiosk.forceIdle === true || ui().settings.mode === 'kiosk',
    config,
    start() {
      if (timer !== undefined) return;
      idle = idleStart(monotonic());
      lastTick = undefined;
      timer = setInterval(tick, tickMs);
    },
    restartIdle() {
      idle = idleStart(monotonic());
    },
    touched() {
      if (timer === undefined) return;
      idle = idleReduce(idle, { type: 'touch', now: monotonic() }, config());
      if (ui().idleLeftS !== null) ui().set({ idleLeftS: null });
    },
  };
}
