/**
 * The kiosk admin PIN (shared/KIOSK.md "Kiosk behaviour" 3): stored only as a salted scrypt
 * hash, checked with a timing-safe compare, and guarded by a lockout after repeated failures.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { z } from 'zod';

/** An admin PIN as typed on the in-app pad: 4–12 digits. */
export const pinSchema = z.string().regex(/^\d{4,12}$/, 'a PIN is 4–12 digits');

/** scrypt cost parameters (N = 2^14, r = 8, p = 1: about 16 MB and tens of ms per check). */
const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

/** Wrong tries allowed before a lockout. */
export const MAX_PIN_FAILURES = 5;
/** How long a lockout lasts, in ms. */
export const PIN_LOCKOUT_MS = 60_000;

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

/** The answer of a PIN gate: accepted, wrong (with tries left), locked out (ms left), or no PIN set. */
export type PinCheck =
  | { readonly kind: 'accepted' }
  | { readonly kind: 'wrong'; readonly triesLeft: number }
  | { readonly kind: 'locked-out'; readonly retryInMs: number }
  | { readonly kind: 'no-pin-set' };

/** Options of {@link createPinGate}: where the hash comes from, and the clock (ms since epoch). */
export type PinGateOptions = {
  readonly getHash: () => string | null;
  readonly now: () => number;
  readonly maxFailures?: number;
  readonly lockoutMs?: number;
};

/** Checks PINs against the stored hash, counting failures; see {@link createPinGate}. */
export interface PinGate {
  check(pin: string): Promise<PinCheck>;
}

/**
 * A PIN gate: checks run one at a time; after `maxFailures` (5) wrong PINs in a row it refuses every try for `lockoutMs`
 * (60 s) without checking it; a correct PIN resets the count.
 */
export function createPinGate(options: PinGateOptions): PinGate {
  const maxFailures = options.maxFailures ?? MAX_PIN_FAILURES;
  const lockoutMs = options.lockoutMs ?? PIN_LOCKOUT_MS;
  let failures = 0;
  let lockedUntil = 0;
  let queue: Promise<unknown> = Promise.resolve();

  async function checkNow(pin: string): Promise<PinCheck> {
    const now = options.now();
    if (now < lockedUntil) return { kind: 'locked-out', retryInMs: lockedUntil - now };
    const hash = options.getHash();
    if (hash === null) return { kind: 'no-pin-set' };
    if (await verifyPin(pin, hash)) {
      failures = 0;
      return { kind: 'accepted' };
    }
    failures += 1;
    if (failures >= maxFailures) {
      failures = 0;
      lockedUntil = options.now() + lockoutMs;
      return { kind: 'locked-out', retryInMs: lockoutMs };
    }
    return { kind: 'wrong', triesLeft: maxFailures - failures };
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
