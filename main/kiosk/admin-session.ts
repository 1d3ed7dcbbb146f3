/**
 * The admin session in main (shared/KIOSK.md "Kiosk behaviour" 3): the shared session and
 * lockout logic of preload/admin-gate.ts over the scrypt PIN of the settings file. `unlock` and
 * `exit(pin)` share one PIN gate (./pin.ts `createPinGate`), so 5 wrong tries across both lock
 * both for 60 s; `setPin` hashes with `hashPin` and stores with `setAdminPinHash`.
 */
import { createAdminSession, type AdminSession, type LockoutStore } from '../../preload/admin-gate';
import type { WindowMode } from '../../preload/api';
import type { SettingsService } from '../settings/store';
import { createPinGate, hashPin, type PinGate } from './pin';

export type { AdminSession } from '../../preload/admin-gate';

/** What {@link createMainAdminSession} needs: the settings, the running mode, the clock (ms since epoch), what `exit` does. */
export type MainAdminOptions = {
  readonly settings: Pick<SettingsService, 'get' | 'setAdminPinHash'>;
  readonly mode: () => WindowMode;
  readonly now: () => number;
  readonly onExit: () => void;
  /** The PIN gate to use (default: one over the stored hash with the same clock and `lockout`). */
  readonly gate?: PinGate;
  /** Where the gate keeps its lockout counter (default: memory; main/index.ts passes ./lockout-store.ts's file). */
  readonly lockout?: LockoutStore;
  readonly sessionMs?: number;
};

/** The admin session of the Electron app; see preload/admin-gate.ts `createAdminSession` for the rules and errors. */
export function createMainAdminSession(options: MainAdminOptions): AdminSession {
  const getHash = () => options.settings.get().adminPinHash;
  return createAdminSession({
    gate: options.gate ?? createPinGate({ getHash, now: options.now, ...(options.lockout === undefined ? {} : { store: options.lockout }) }),
    hasPin: () => getHash() !== null,
    storePin: async (pin) => options.settings.setAdminPinHash(await hashPin(pin)),
    kioskMode: () => options.mode() === 'kiosk',
    onExit: options.onExit,
    now: options.now,
    ...(options.sessionMs === undefined ? {} : { sessionMs: options.sessionMs }),
  });
}
