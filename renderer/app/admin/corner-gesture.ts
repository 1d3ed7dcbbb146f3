/**
 * The hidden admin gesture (KIOSK.md "Kiosk behaviour" 3: "a hidden corner gesture opens an
 * in-app PIN pad"), as a pure state machine: pointer events with timestamps in, state out.
 *
 * The gesture: in one of the two free corners of the table (top-left or bottom-right; the
 * settings cogs sit in the other two), **press and hold one finger for ≥ 3 s, lift it, then tap
 * the same corner twice within 2.5 s**. One hand does it; a visitor resting a hand or a cup on the
 * corner (a long hold) or a child tapping it (short taps) does not complete it. A second finger
 * during a press, a press that slides out of the corner, or a tap longer than 600 ms starts over.
 */

/** The corners that carry a hidden zone (the cogs take bottom-left and top-right). */
export type CornerZone = 'top-left' | 'bottom-right';

/** Timings of the gesture, ms. */
export const GESTURE_MS = {
  /** The first press must last at least this long. */
  hold: 3000,
  /** After the hold is lifted, the taps must all start within this window. */
  tapWindow: 2500,
  /** A tap longer than this is not a tap. */
  tapMax: 600,
} as const;

/** Taps needed after the hold. */
export const GESTURE_TAPS = 2;

/** Where the recogniser is: nothing, a first press held, armed (hold done, waiting for taps), or a tap pressed. */
export type GestureState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'holding'; readonly zone: CornerZone; readonly pointerId: number; readonly since: number }
  | { readonly phase: 'armed'; readonly zone: CornerZone; readonly armedAt: number; readonly taps: number }
  | { readonly phase: 'tapping'; readonly zone: CornerZone; readonly pointerId: number; readonly since: number; readonly armedAt: number; readonly taps: number };

/**
 * A pointer event on a corner zone (`at` in ms from any monotonic clock). `up.inside` says
 * whether the finger was still inside the zone when lifted.
 */
export type GestureEvent =
  | { readonly type: 'down'; readonly zone: CornerZone; readonly pointerId: number; readonly at: number }
  | { readonly type: 'up'; readonly pointerId: number; readonly at: number; readonly inside: boolean }
  | { readonly type: 'cancel'; readonly pointerId: number; readonly at: number };

/** The state after an event, and the corner whose gesture just completed (else null). */
export type GestureStep = { readonly state: GestureState; readonly recognised: CornerZone | null };

/** The recogniser's starting state. */
export const GESTURE_IDLE: GestureState = { phase: 'idle' };

const IDLE: GestureStep = { state: GESTURE_IDLE, recognised: null };

/** Whether the state is armed and its tap window is still open at `at` (ms). */
export function isArmed(state: GestureState, at: number): boolean {
  return (state.phase === 'armed' || state.phase === 'tapping') && at - state.armedAt <= GESTURE_MS.tapWindow;
}

/** Advance the recogniser by one event (pure). */
export function gestureReduce(state: GestureState, event: GestureEvent): GestureStep {
  switch (event.type) {
    case 'down': {
      // A second finger while one is pressed: not the gesture.
      if (state.phase === 'holding' || state.phase === 'tapping') return IDLE;
      if (state.phase === 'armed' && state.zone === event.zone && isArmed(state, event.at)) {
        return { state: { phase: 'tapping', zone: state.zone, pointerId: event.pointerId, since: event.at, armedAt: state.armedAt, taps: state.taps }, recognised: null };
      }
      return { state: { phase: 'holding', zone: event.zone, pointerId: event.pointerId, since: event.at }, recognised: null };
    }
    case 'up': {
      if (state.phase === 'holding') {
        if (state.pointerId !== event.pointerId) return { state, recognised: null };
        if (!event.inside || event.at - state.since < GESTURE_MS.hold) return IDLE;
        return { state: { phase: 'armed', zone: state.zone, armedAt: event.at, taps: 0 }, recognised: null };
      }
      if (state.phase === 'tapping') {
        if (state.pointerId !== event.pointerId) return { state, recognised: null };
        if (!event.inside || event.at - state.since > GESTURE_MS.tapMax || event.at - state.armedAt > GESTURE_MS.tapWindow) return IDLE;
        const taps = state.taps + 1;
        if (taps >= GESTURE_TAPS) return { state: GESTURE_IDLE, recognised: state.zone };
        return { state: { phase: 'armed', zone: state.zone, armedAt: state.armedAt, taps }, recognised: null };
      }
      return { state, recognised: null };
    }
    case 'cancel':
      if ((state.phase === 'holding' || state.phase === 'tapping') && state.pointerId !== event.pointerId) return { state, recognised: null };
      return IDLE;
  }
}
