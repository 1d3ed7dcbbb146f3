/**
 * The kiosk admin gate (shared/KIOSK.md "Kiosk behaviour" 3), one implementation for main
 * (main/kiosk/) and the browser platform (renderer/platform/browser-kiosk.ts): the PIN lockout
 * (5 wrong tries in a row → 60 s refusal) and the admin session (open until 5 minutes without an
 * admin operation, or `lock()`), answering the contract's `kiosk` operations (./api.ts).
 *
 * Pure TypeScript: no Node, no DOM, no clock of its own. The PIN check (`verify`), the PIN store,
 * the clock and the lockout persistence are injected. This is the one file under `preload/` that
 * main and the renderer may import at run time (eslint.config.js).
 */
import type { AdminStatus, ApiError, ApiErrorCode, Result } from './api';

/** An admin PIN as typed on the in-app pad: 4–12 ASCII digits. */
export const PIN_PATTERN = /^\d{4,12}$/;

/** Wrong tries allowed before a lockout. */
export const MAX_PIN_FAILURES = 5;
/** How long a lockout lasts, in ms. */
export const PIN_LOCKOUT_MS = 60_000;
/** How long the admin session stays open without an admin operation, in ms (5 minutes). */
export const ADMIN_SESSION_MS = 5 * 60_000;

/** The answer of a PIN gate: accepted, wrong (with tries left), locked out (ms left), or no PIN set. */
export type PinCheck =
  | { readonly kind: 'accepted' }
  | { readonly kind: 'wrong'; readonly triesLeft: number }
  | { readonly kind: 'locked-out'; readonly retryInMs: number }
  | { readonly kind: 'no-pin-set' };

/** The lockout counter as persisted: wrong tries in a row, and the end of the lockout (ms since epoch; 0 = none). */
export type LockoutState = { readonly failures: number; readonly lockedUntil: number };

/** Where a gate keeps its {@link LockoutState} (memory by default; localStorage in a browser, so a reload keeps a lockout). */
export type LockoutStore = { load(): LockoutState; save(state: LockoutState): void };

/** Options of {@link createLockoutGate}. `verify` checks a PIN against the stored one; `hasPin` says whether one is stored; `now` is ms since epoch. */
export type LockoutGateOptions = {
  readonly verify: (pin: string) => Promise<boolean>;
  readonly hasPin: () => boolean;
  readonly now: () => number;
  readonly maxFailures?: number;
  readonly lockoutMs?: number;
  readonly store?: LockoutStore;
};

/** Checks PINs, counting failures; see {@link createLockoutGate}. */
export interface PinGate {
  check(pin: string): Promise<PinCheck>;
}

/** A {@link LockoutStore} in memory. */
export function memoryLockoutStore(): LockoutStore {
  let state: LockoutState = { failures: 0, lockedUntil: 0 };
  return {
    load: () => state,
    save: (next) => {
      state = next;
    },
  };
}

/**
 * A PIN gate: checks run one at a time; after `maxFailures` (5) wrong PINs in a row it refuses every
 * try for `lockoutMs` (60 s) without checking it (`locked-out`, ms left); a correct PIN resets the
 * count; with no PIN stored it answers `no-pin-set`. `verify` throwing rejects that check.
 */
export function createLockoutGate(options: LockoutGateOptions): PinGate {
  const maxFailures = options.maxFailures ?? MAX_PIN_FAILURES;
  const lockoutMs = options.lockoutMs ?? PIN_LOCKOUT_MS;
  const store = options.store ?? memoryLockoutStore();
  let queue: Promise<unknown> = Promise.resolve();

  async function checkNow(pin: string): Promise<PinCheck> {
    const now = options.now();
    const { failures, lockedUntil } = store.load();
    if (now < lockedUntil) return { kind: 'locked-out', retryInMs: lockedUntil - now };
    if (!options.hasPin()) return { kind: 'no-pin-set' };
    if (await options.verify(pin)) {
      store.save({ failures: 0, lockedUntil: 0 });
      return { kind: 'accepted' };
    }
    const next = failures + 1;
    if (next >= maxFailures) {
      store.save({ failures: 0, lockedUntil: options.now() + lockoutMs });
      return { kind: 'locked-out', retryInMs: lockoutMs };
    }
    store.save({ failures: next, lockedUntil });
    return { kind: 'wrong', triesLeft: maxFailures - next };
  }

  return {
    check(pin) {
      // One check at a time, so parallel guesses cannot slip past the failure count.
      const result = queue.then(() => checkNow(pin));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}

/**
 * The settings anyone at a kiosk may change from the public cog: the language and the volumes.
 * In kiosk mode every other field of a settings patch (mode, display, idle timeout and countdown,
 * calibration and whether it was confirmed, bot pace, game defaults) needs the admin session
 * (issue #13 §6), but for the first-start calibration of a kiosk with no PIN ({@link isFirstCalibration}).
 */
export const PUBLIC_SETTINGS_FIELDS: readonly string[] = ['language', 'volume'];

/** What {@link adminFieldOf} reads of the current settings: whether the first-start calibration was answered, and whether a PIN is set. */
export type GateSettings = { readonly calibrated: boolean; readonly adminPinSet: boolean };

/**
 * Whether `patch` answers the first-start calibration prompt of a kiosk that has no admin PIN:
 * it names only `pxPerMm` and `calibrated: true`, while `current` is not calibrated and has no
 * PIN. Such a kiosk's admin panel cannot open (no PIN can be set from the table in kiosk mode),
 * so this one answer needs no session; once calibrated, or once a PIN is set, the calibration
 * (`pxPerMm`, `calibrated`) is the admin panel's like every other admin field.
 */
export function isFirstCalibration(patch: object, current: GateSettings): boolean {
  if (current.calibrated || current.adminPinSet) return false;
  const named = Object.entries(patch).filter(([, value]) => value !== undefined);
  return named.some(([key, value]) => key === 'calibrated' && value === true) && named.every(([key]) => key === 'calibrated' || key === 'pxPerMm');
}

/**
 * The first field of a settings patch that needs the admin session in kiosk mode (see
 * {@link PUBLIC_SETTINGS_FIELDS}), e.g. `'idle'`, or `undefined` when anyone may apply it.
 * Fields given as `undefined` count as not named. With the `current` settings, the answer to the
 * first-start calibration prompt of a kiosk without a PIN ({@link isFirstCalibration}) needs none.
 */
export function adminFieldOf(patch: object, current?: GateSettings): string | undefined {
  if (current !== undefined && isFirstCalibration(patch, current)) return undefined;
  return Object.entries(patch).find(([key, value]) => value !== undefined && !PUBLIC_SETTINGS_FIELDS.includes(key))?.[0];
}

/** What {@link createAdminSession} needs from its platform. */
export type AdminSessionOptions = {
  /** The PIN gate (lockout shared by `unlock` and `exit`). */
  readonly gate: PinGate;
  /** Whether an admin PIN is stored. */
  readonly hasPin: () => boolean;
  /** Hashes and stores a new PIN (already checked to be 4–12 digits by the caller's schema). */
  readonly storePin: (pin: string) => Promise<void>;
  /** Whether the app runs in kiosk mode now (outside it, with no PIN set, the session opens without one). */
  readonly kioskMode: () => boolean;
  /** Leaves the app (main quits; a browser shows its closed screen). Called after `exit` is allowed. */
  readonly onExit: () => void;
  /** The clock, ms since epoch. */
  readonly now: () => number;
  /** Session length without an admin operation, ms (default {@link ADMIN_SESSION_MS}). */
  readonly sessionMs?: number;
};

/** The contract's `kiosk` operations (preload/api.ts `RailtableApi['kiosk']`) plus the check `settings.set` uses. */
export interface AdminSession {
  status(): Promise<Result<AdminStatus>>;
  unlock(pin: string): Promise<Result<AdminStatus>>;
  lock(): Promise<Result<AdminStatus>>;
  setPin(newPin: string): Promise<Result<AdminStatus>>;
  exit(pin?: string): Promise<Result<{ readonly exiting: true }>>;
  /**
   * For an admin-only operation (in kiosk mode, a settings change beyond {@link PUBLIC_SETTINGS_FIELDS}): `ok` and
   * the session refreshed when it is open, else `admin-required` (detail: `what`).
   */
  requireAdmin(what: string): Result<null>;
}

function fail<T>(code: ApiErrorCode, message: string, detail?: string): Result<T> {
  const error: ApiError = detail === undefined ? { code, message } : { code, message, detail };
  return { ok: false, error };
}

/** A {@link PinCheck} that is not `accepted`, as the contract's error. */
function refusal<T>(answer: Exclude<PinCheck, { kind: 'accepted' }>): Result<T> {
  switch (answer.kind) {
    case 'wrong':
      return fail('wrong-pin', 'wrong PIN', `${answer.triesLeft} tries left`);
    case 'locked-out':
      return fail('locked-out', 'too many wrong PINs', `retry in ${Math.ceil(answer.retryInMs / 1000)} s`);
    case 'no-pin-set':
      return fail('no-pin-set', 'no admin PIN is set');
  }
}

/**
 * The admin session over a PIN gate. `unlock` opens it with the right PIN (or, outside kiosk mode
 * with no PIN stored, with any input); each admin operation (`unlock`, `setPin`, a passed
 * `requireAdmin`) keeps it open for another `sessionMs`; `status` only reads it. Errors:
 * `wrong-pin` (detail: tries left), `locked-out` (detail: seconds left), `no-pin-set`,
 * `admin-required`. `exit(pin)` checks the PIN through the same gate (same lockout); `exit()`
 * needs the open session.
 */
export function createAdminSession(options: AdminSessionOptions): AdminSession {
  const sessionMs = options.sessionMs ?? ADMIN_SESSION_MS;
  let openUntil = 0;

  const unlockedForMs = (): number => Math.max(0, openUntil - options.now());
  const state = (): AdminStatus => {
    const left = unlockedForMs();
    return { pinSet: options.hasPin(), unlocked: left > 0, unlockedForMs: left };
  };
  const refresh = (): void => {
    openUntil = options.now() + sessionMs;
  };
  const openWithoutPin = (): boolean => !options.kioskMode() && !options.hasPin();

  /** The PIN check shared by `unlock` and `exit(pin)`: `null` when allowed, else the refusal. */
  async function checkPin(pin: string): Promise<Exclude<PinCheck, { kind: 'accepted' }> | null> {
    if (openWithoutPin()) return null;
    const answer = await options.gate.check(pin);
    return answer.kind === 'accepted' ? null : answer;
  }

  return {
    async status() {
      return { ok: true, value: state() };
    },
    async unlock(pin) {
      const refused = await checkPin(pin);
      if (refused !== null) return refusal(refused);
      refresh();
      return { ok: true, value: state() };
    },
    async lock() {
      openUntil = 0;
      return { ok: true, value: state() };
    },
    async setPin(newPin) {
      if (unlockedForMs() <= 0 && !openWithoutPin()) return fail('admin-required', 'setting the PIN needs the admin session', 'setPin');
      await options.storePin(newPin);
      refresh();
      return { ok: true, value: state() };
    },
    async exit(pin) {
      if (pin === undefined) {
        if (unlockedForMs() <= 0) return fail('admin-required', 'leaving kiosk mode needs the PIN or the admin session', 'exit');
      } else {
        const refused = await checkPin(pin);
        if (refused !== null) return refusal(refused);
      }
      openUntil = 0;
      options.onExit();
      return { ok: true, value: { exiting: true } };
    },
    requireAdmin(what) {
      if (unlockedForMs() <= 0) return fail('admin-required', `${what} needs the admin session`, what);
      refresh();
      return { ok: true, value: null };
    },
  };
}
