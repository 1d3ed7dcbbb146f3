/**
 * The idle clock of a kiosk table (KIOSK.md "Kiosk behaviour" 4), as a pure state machine over
 * events carrying the time (ms, any monotonic clock): `touch` restarts it, `pause` stops and
 * `resume` restarts the counting (bots thinking or acting, animations), `tick` advances it.
 * Untouched for `timeoutMs` (counting only unpaused time) it enters the countdown; after a further
 * `countdownMs` it has expired (the table returns to attract mode). A touch during the countdown
 * cancels it. No clock, no timers: the caller feeds the events.
 */

/** The two durations, ms. */
export type IdleConfig = { readonly timeoutMs: number; readonly countdownMs: number };

/** Where the clock is: counting towards the countdown, counting down, or expired. */
export type IdlePhase = 'watching' | 'countdown' | 'expired';

/** The clock: unpaused time since the last touch, when it last counted, and whether it is paused. */
export type IdleState = {
  readonly phase: IdlePhase;
  /** Unpaused ms since the last touch. */
  readonly idleMs: number;
  /** The time of the last event (ms). */
  readonly at: number;
  readonly paused: boolean;
};

/** What happens to the clock, with the time it happened (ms). */
export type IdleEvent =
  | { readonly type: 'tick'; readonly now: number }
  | { readonly type: 'touch'; readonly now: number }
  | { readonly type: 'pause'; readonly now: number }
  | { readonly type: 'resume'; readonly now: number };

/** A fresh clock at `now`, just touched and running. */
export function idleStart(now: number): IdleState {
  return { phase: 'watching', idleMs: 0, at: now, paused: false };
}

function phaseOf(idleMs: number, config: IdleConfig): IdlePhase {
  if (idleMs >= config.timeoutMs + config.countdownMs) return 'expired';
  return idleMs >= config.timeoutMs ? 'countdown' : 'watching';
}

/** Advance the clock by one event. Time never runs backwards (an earlier `now` counts as no time). Expired stays expired until a touch. */
export function idleReduce(state: IdleState, event: IdleEvent, config: IdleConfig): IdleState {
  const elapsed = Math.max(0, event.now - state.at);
  const at = Math.max(state.at, event.now);
  if (event.type === 'touch') return { phase: 'watching', idleMs: 0, at, paused: state.paused };
  if (state.phase === 'expired') return { ...state, at, paused: event.type === 'pause' ? true : event.type === 'resume' ? false : state.paused };
  const idleMs = state.paused ? state.idleMs : state.idleMs + elapsed;
  const paused = event.type === 'pause' ? true : event.type === 'resume' ? false : state.paused;
  return { phase: phaseOf(idleMs, config), idleMs, at, paused };
}

/** Whole seconds left in the countdown (rounded up), or undefined outside it. */
export function countdownLeftS(state: IdleState, config: IdleConfig): number | undefined {
  if (state.phase !== 'countdown') return undefined;
  return Math.max(0, Math.ceil((config.timeoutMs + config.countdownMs - state.idleMs) / 1000));
}
