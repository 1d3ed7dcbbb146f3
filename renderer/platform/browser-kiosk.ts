/**
 * The browser kiosk admin (shared/KIOSK.md "Kiosk behaviour" 3): the `kiosk` part of the platform
 * contract without Electron. The session and lockout rules are main's, from the one shared module
 * preload/admin-gate.ts (5 wrong tries → 60 s lockout, shared by `unlock` and `exit`; session open
 * for 5 minutes after the last admin operation).
 *
 * Storage (Web Storage, localStorage by default):
 * - `railtable.adminPin`: the PIN as a salted PBKDF2 hash via WebCrypto,
 *   `pbkdf2-sha256$<iterations>$<salt base64>$<key base64>` (never the PIN itself);
 * - `railtable.adminLockout`: `{failures, lockedUntil}` (ms since epoch), so a reload keeps a lockout.
 * The session itself lives in memory: a reload ends it.
 *
 * WebCrypto needs a secure context (https or localhost, as `npm run web` serves); where it is
 * missing, `unlock`/`setPin`/`exit(pin)` answer `io-error`.
 *
 * `exit()`: a browser tab cannot quit itself, so an allowed exit answers `{exiting: true}`, sets
 * the flag {@link BrowserKiosk.exited} and dispatches {@link BROWSER_EXIT_EVENT} on `window`; the
 * renderer shows its "closed" screen.
 */
import { PIN_PATTERN, createAdminSession, createLockoutGate, type AdminSession, type LockoutState, type LockoutStore } from '../../preload/admin-gate';
import type { Result } from '../../preload/api';

/** The localStorage key of the PIN hash. */
export const PIN_KEY = 'railtable.adminPin';
/** The localStorage key of the lockout counter. */
export const LOCKOUT_KEY = 'railtable.adminLockout';
/** The event dispatched on `window` when the admin exits in a browser. */
export const BROWSER_EXIT_EVENT = 'railtable:admin-exit';
/** PBKDF2-SHA-256 iterations for new hashes (OWASP 2023 recommends 600 000 for SHA-256). */
export const PBKDF2_ITERATIONS = 600_000;
/** The fewest iterations a stored hash may claim (weaker stored hashes never match). */
const MIN_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const KEY_BITS = 256;

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

async function derive(pin: string, salt: Uint8Array<ArrayBuffer>, iterations: number, bits: number): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin.normalize('NFKC')), 'PBKDF2', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, bits));
}

/** Hashes a PIN with a fresh random salt: `pbkdf2-sha256$<iterations>$<salt base64>$<key base64>`. */
export async function hashPinPbkdf2(pin: string, iterations: number = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const key = await derive(pin, salt, iterations, KEY_BITS);
  return ['pbkdf2-sha256', iterations, toBase64(salt), toBase64(key)].join('$');
}

/** Whether `pin` matches a hash made by {@link hashPinPbkdf2} (constant-time compare); a malformed or weak hash never matches. */
export async function verifyPinPbkdf2(pin: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 4 || parts[0] !== 'pbkdf2-sha256') return false;
  const iterations = Number(parts[1]);
  if (!Number.isSafeInteger(iterations) || iterations < MIN_ITERATIONS) return false;
  const salt = fromBase64(parts[2] ?? '');
  const expected = fromBase64(parts[3] ?? '');
  if (salt === null || expected === null || salt.length === 0 || expected.length === 0) return false;
  const key = await derive(pin, salt, iterations, expected.length * 8);
  let difference = 0;
  for (let i = 0; i < expected.length; i += 1) difference |= (key[i] ?? 0) ^ (expected[i] ?? 0);
  return difference === 0;
}

/** The lockout counter in Web Storage under {@link LOCKOUT_KEY}; unreadable values count as no lockout. */
export function storageLockoutStore(storage: Storage): LockoutStore {
  return {
    load(): LockoutState {
      try {
        const value: unknown = JSON.parse(storage.getItem(LOCKOUT_KEY) ?? 'null');
        if (typeof value === 'object' && value !== null && 'failures' in value && 'lockedUntil' in value) {
          const { failures, lockedUntil } = value;
          if (typeof failures === 'number' && typeof lockedUntil === 'number') return { failures, lockedUntil };
        }
      } catch {
        // fall through: treat as no lockout
      }
      return { failures: 0, lockedUntil: 0 };
    },
    save(state) {
      storage.setItem(LOCKOUT_KEY, JSON.stringify(state));
    },
  };
}

/** The browser kiosk: the contract's `kiosk` operations and `requireAdmin` (./browser.ts), plus what a browser adds. */
export type BrowserKiosk = AdminSession & {
  /** Whether an admin PIN is stored (the settings' `adminPinSet`). */
  pinSet(): boolean;
  /** True once `exit` was allowed in this page (the renderer shows its closed screen). */
  exited(): boolean;
};

/** Options of {@link createBrowserKiosk}: storage, whether the app is in kiosk mode now, the clock (ms since epoch), PBKDF2 iterations for new PINs. */
export type BrowserKioskOptions = {
  readonly storage?: Storage;
  readonly kioskMode: () => boolean;
  readonly now?: () => number;
  readonly iterations?: number;
  readonly sessionMs?: number;
};

/** Creates the browser kiosk admin over Web Storage; see the module comment. Never throws across the contract (failures are `Result`s). */
export function createBrowserKiosk(options: BrowserKioskOptions): BrowserKiosk {
  const storage = options.storage ?? window.localStorage;
  const now = options.now ?? Date.now;
  const storedHash = (): string | null => storage.getItem(PIN_KEY);
  let exited = false;
  const session = createAdminSession({
    gate: createLockoutGate({
      hasPin: () => storedHash() !== null,
      verify: async (pin) => {
        const hash = storedHash();
        return hash !== null && verifyPinPbkdf2(pin, hash);
      },
      now,
      store: storageLockoutStore(storage),
    }),
    hasPin: () => storedHash() !== null,
    storePin: async (pin) => storage.setItem(PIN_KEY, await hashPinPbkdf2(pin, options.iterations)),
    kioskMode: options.kioskMode,
    now,
    onExit: () => {
      exited = true;
      if (typeof window !== 'undefined') window.dispatchEvent(new Event(BROWSER_EXIT_EVENT));
    },
    ...(options.sessionMs === undefined ? {} : { sessionMs: options.sessionMs }),
  });
  // The checks main's IPC schemas make (main/ipc/schemas.ts): a PIN is 4–12 digits; unlock also takes ''.
  const badPin = <T>(): Result<T> => ({ ok: false, error: { code: 'invalid-payload', message: 'a PIN is 4–12 digits', detail: '(root)' } });
  // WebCrypto or storage may fail (no secure context, storage full): answer io-error, never throw.
  const safe = <T>(run: () => Promise<Result<T>>): Promise<Result<T>> =>
    run().catch((error: unknown) => ({ ok: false, error: { code: 'io-error', message: 'the admin PIN could not be checked or stored', detail: String(error) } }));
  return {
    ...session,
    unlock: (pin) => (pin === '' || PIN_PATTERN.test(pin) ? safe(() => session.unlock(pin)) : Promise.resolve(badPin())),
    setPin: (newPin) => (PIN_PATTERN.test(newPin) ? safe(() => session.setPin(newPin)) : Promise.resolve(badPin())),
    exit: (pin) => (pin === undefined || PIN_PATTERN.test(pin) ? safe(() => session.exit(pin)) : Promise.resolve(badPin())),
    pinSet: () => storedHash() !== null,
    exited: () => exited,
  };
}
