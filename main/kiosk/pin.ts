/**
 * The kiosk admin PIN (shared/KIOSK.md "Kiosk behaviour" 3): stored only as a salted scrypt
 * hash, checked with a timing-safe compare, and guarded by a lockout after repeated failures.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { z } from 'zod';
import { PIN_PATTERN, createLockoutGate, type LockoutStore, type PinGate } from '../../preload/admin-gate';

export { MAX_PIN_FAILURES, PIN_LOCKOUT_MS, type PinCheck, type PinGate } from '../../preload/admin-gate';

/** An admin PIN as typed on the in-app pad: 4–12 digits. */
export const pinSchema = z.string().regex(PIN_PATTERN, 'a PIN is 4–12 digits');

/** scrypt cost parameters (N = 2^14, r = 8, p = 1: about 16 MB and tens of ms per check). */
const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(pin: string, salt: Buffer, options: ScryptOptions, keyBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(pin.normalize('NFKC'), salt, keyBytes, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/**
 * Hashes a PIN with a fresh random salt. The result is self-describing text:
 * `scrypt$<N>$<r>$<p>$<salt base64>$<key base64>`.
 */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(pin, salt, COST, KEY_BYTES);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Whether `pin` matches a hash made by {@link hashPin} (timing-safe compare).
 * A malformed hash never matches.
 */
export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const key = await derive(pin, salt, { N, r, p }, expected.length);
  return timingSafeEqual(key, expected);
}

/** Options of {@link createPinGate}: where the hash comes from, and the clock (ms since epoch). */
export type PinGateOptions = {
  readonly getHash: () => string | null;
  readonly now: () => number;
  readonly maxFailures?: number;
  readonly lockoutMs?: number;
  /** Where the lockout counter is kept (default: memory; the app keeps it in a file, ./lockout-store.ts). */
  readonly store?: LockoutStore;
};

/**
 * A PIN gate over the stored scrypt hash: the shared lockout gate (preload/admin-gate.ts: checks
 * one at a time, 5 wrong PINs in a row → every try refused for 60 s, a correct PIN resets the
 * count, `no-pin-set` without a hash) with {@link verifyPin} as its check.
 */
export function createPinGate(options: PinGateOptions): PinGate {
  return createLockoutGate({
    hasPin: () => options.getHash() !== null,
    verify: async (pin) => {
      const hash = options.getHash();
      return hash !== null && verifyPin(pin, hash);
    },
    now: options.now,
    ...(options.maxFailures === undefined ? {} : { maxFailures: options.maxFailures }),
    ...(options.lockoutMs === undefined ? {} : { lockoutMs: options.lockoutMs }),
    ...(options.store === undefined ? {} : { store: options.store }),
  });
}
