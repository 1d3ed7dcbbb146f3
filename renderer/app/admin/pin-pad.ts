/**
 * The admin PIN pad's logic (KIOSK.md "Kiosk behaviour" 3: an in-app pad, never the OS
 * keyboard; lockout after repeated failures), as a pure reducer: key presses and the platform's
 * answers in, the pad's state and at most one effect out. The caller runs the effect
 * (`kiosk.unlock`, `kiosk.setPin`, closing the pad) and feeds the answer back.
 *
 * Two purposes: `unlock` (type the PIN, OK) and `new-pin` (type a new PIN, OK, type it again, OK).
 * The wrong-try count and the lockout come from the platform's errors (`wrong-pin` detail
 * "N tries left", `locked-out` detail "retry in N s"); the pad never counts tries itself.
 * The pad closes itself after `PAD_IDLE_MS` without a touch.
 */
import type { AdminStatus, ApiError, Result } from '../../../preload/api';

/** PIN length in digits (the contract's 4–12). */
export const PIN_LENGTH = { min: 4, max: 12 } as const;
/** The pad closes after this long without a touch, ms. */
export const PAD_IDLE_MS = 30_000;
/** Lockout assumed when the platform's `locked-out` detail cannot be read, s (the contract's 60 s). */
export const DEFAULT_LOCKOUT_S = 60;

/** What the pad is for. */
export type PadPurpose = 'unlock' | 'new-pin';

/** The line shown under the dots. `kind` picks the i18n key `admin.pad.notice.<kind>`. */
export type PadNotice =
  | { readonly kind: 'wrong'; readonly triesLeft: number | null }
  | { readonly kind: 'locked' }
  | { readonly kind: 'too-short' }
  | { readonly kind: 'mismatch' }
  | { readonly kind: 'no-pin-set' }
  | { readonly kind: 'admin-required' }
  | { readonly kind: 'failed'; readonly message: string };

/** The pad: digits typed, the first entry of a new PIN while confirming, the notice, the lockout end and the last touch (ms). */
export type PadState = {
  readonly purpose: PadPurpose;
  readonly step: 'enter' | 'confirm';
  readonly digits: string;
  readonly first: string | null;
  readonly notice: PadNotice | null;
  /** When the lockout ends (ms, the caller's clock), or null. */
  readonly lockedUntil: number | null;
  readonly lastTouch: number;
  /** A platform call is in flight: keys wait. */
  readonly busy: boolean;
};

/** An input to the pad; `now` in ms from the caller's monotonic clock. */
export type PadEvent =
  | { readonly type: 'digit'; readonly digit: string; readonly now: number }
  | { readonly type: 'delete'; readonly now: number }
  | { readonly type: 'ok'; readonly now: number }
  | { readonly type: 'answer'; readonly result: Result<AdminStatus>; readonly now: number }
  | { readonly type: 'tick'; readonly now: number };

/** What the caller must do next: ask the platform, report success (with the PIN typed), or close the pad. */
export type PadEffect =
  | { readonly kind: 'unlock'; readonly pin: string }
  | { readonly kind: 'set-pin'; readonly pin: string }
  | { readonly kind: 'done'; readonly status: AdminStatus; readonly pin: string }
  | { readonly kind: 'close' };

/** The pad after an event, and its effect (or null). */
export type PadStep = { readonly state: PadState; readonly effect: PadEffect | null };

/** A fresh pad for `purpose`, touched at `now` (ms). */
export function padStart(purpose: PadPurpose, now: number): PadState {
  return { purpose, step: 'enter', digits: '', first: null, notice: null, lockedUntil: null, lastTouch: now, busy: false };
}

/** The number in a detail like "3 tries left" (`wrong-pin`), or null. */
export function parseTriesLeft(detail: string | undefined): number | null {
  const match = /(\d+)\s*tr(?:y|ies)\s+left/i.exec(detail ?? '');
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** The seconds in a detail like "retry in 42 s" (`locked-out`), or null. */
export function parseRetrySeconds(detail: string | undefined): number | null {
  const match = /retry\s+in\s+(\d+)\s*s/i.exec(detail ?? '');
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** Whole seconds left in the lockout at `now` (ms), or null when not locked. */
export function lockSecondsLeft(state: PadState, now: number): number | null {
  if (state.lockedUntil === null || now >= state.lockedUntil) return null;
  return Math.ceil((state.lockedUntil - now) / 1000);
}

function noticeFor(error: ApiError): PadNotice {
  switch (error.code) {
    case 'wrong-pin':
      return { kind: 'wrong', triesLeft: parseTriesLeft(error.detail) };
    case 'locked-out':
      return { kind: 'locked' };
    case 'no-pin-set':
      return { kind: 'no-pin-set' };
    case 'admin-required':
      return { kind: 'admin-required' };
    default:
      return { kind: 'failed', message: error.message };
  }
}

function keep(state: PadState): PadStep {
  return { state, effect: null };
}

/** Advance the pad by one event (pure; see the module comment). */
export function padReduce(state: PadState, event: PadEvent): PadStep {
  const locked = lockSecondsLeft(state, event.now) !== null;
  switch (event.type) {
    case 'tick': {
      if (!state.busy && event.now - state.lastTouch >= PAD_IDLE_MS) return { state, effect: { kind: 'close' } };
      // The lockout ran out: clear it so the keys work again.
      if (state.lockedUntil !== null && !locked) return keep({ ...state, lockedUntil: null, notice: null });
      return keep(state);
    }
    case 'digit': {
      const touched = { ...state, lastTouch: event.now };
      if (state.busy || locked || !/^[0-9]$/.test(event.digit) || state.digits.length >= PIN_LENGTH.max) return keep(touched);
      return keep({ ...touched, digits: state.digits + event.digit, notice: state.notice?.kind === 'too-short' ? null : state.notice });
    }
    case 'delete': {
      const touched = { ...state, lastTouch: event.now };
      if (state.busy || locked) return keep(touched);
      return keep({ ...touched, digits: state.digits.slice(0, -1) });
    }
    case 'ok': {
      const touched = { ...state, lastTouch: event.now };
      if (state.busy || locked) return keep(touched);
      if (state.digits.length < PIN_LENGTH.min) return keep({ ...touched, notice: { kind: 'too-short' } });
      if (state.purpose === 'unlock') return { state: { ...touched, busy: true, notice: null }, effect: { kind: 'unlock', pin: state.digits } };
      if (state.step === 'enter') return keep({ ...touched, step: 'confirm', first: state.digits, digits: '', notice: null });
      if (state.first !== state.digits) return keep({ ...touched, step: 'enter', first: null, digits: '', notice: { kind: 'mismatch' } });
      return { state: { ...touched, busy: true, notice: null }, effect: { kind: 'set-pin', pin: state.digits } };
    }
    case 'answer': {
      // An answer the pad no longer waits for (it was reset meanwhile) changes nothing.
      if (!state.busy) return keep(state);
      const pin = state.digits;
      if (event.result.ok) return { state: { ...state, busy: false, digits: '', first: null, step: 'enter', notice: null }, effect: { kind: 'done', status: event.result.value, pin } };
      const error = event.result.error;
      const cleared = { ...state, busy: false, digits: '', first: null, step: 'enter' as const, notice: noticeFor(error) };
      if (error.code === 'locked-out') {
        const seconds = parseRetrySeconds(error.detail) ?? DEFAULT_LOCKOUT_S;
        return keep({ ...cleared, lockedUntil: event.now + seconds * 1000 });
      }
      return keep(cleared);
    }
  }
}
