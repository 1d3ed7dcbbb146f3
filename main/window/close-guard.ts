/**
 * The kiosk close guard (shared/KIOSK.md "Kiosk behaviour" 2): a kiosk window refuses `close`
 * until the admin has exited with the PIN; other modes close normally.
 */
import type { WindowMode } from '../../preload/api';

/** Decides whether a window's `close` is refused. */
export interface CloseGuard {
  /** Called once the admin PIN was accepted: from now on the window may close. */
  allowExit(): void;
  /** Whether a `close` now must be prevented. */
  shouldRefuseClose(): boolean;
}

/** A close guard for a window running in `mode`. */
export function createCloseGuard(mode: WindowMode): CloseGuard {
  let adminExited = false;
  return {
    allowExit: () => {
      adminExited = true;
    },
    shouldRefuseClose: () => mode === 'kiosk' && !adminExited,
  };
}
