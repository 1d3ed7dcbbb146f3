/**
 * The PIN lockout counter kept on disk (issue #13 §6: "the PIN lockout survives a restart of
 * main"), so killing or relaunching the app does not reset five wrong tries. It is an
 * electron-store file `<userData>/kiosk-lockout.json` of shape `{ failures, lockedUntil }`
 * (`failures`: wrong tries in a row, integer ≥ 0; `lockedUntil`: ms since epoch, 0 = none),
 * written atomically by electron-store on every change. A file that fails its schema is reset
 * (logged): it holds no user data, and the PIN itself stays in the settings file.
 */
import Store from 'electron-store';
import type { LockoutState, LockoutStore } from '../../preload/admin-gate';
import { type Logger, silentLogger } from '../log/logger';

/** The lockout file's name under `cwd`, without `.json`. */
export const LOCKOUT_FILE = 'kiosk-lockout';

/**
 * A {@link LockoutStore} in `<cwd>/kiosk-lockout.json`. `load` never throws (an unreadable
 * value counts as no lockout, logged); `save` throws only when the file cannot be written, which
 * the lockout gate reports as an I/O failure of that try.
 */
export function fileLockoutStore(options: { readonly cwd: string; readonly logger?: Logger }): LockoutStore {
  const logger = options.logger ?? silentLogger;
  const store = new Store<LockoutState>({
    cwd: options.cwd,
    name: LOCKOUT_FILE,
    clearInvalidConfig: true,
    schema: {
      failures: { type: 'integer', minimum: 0, default: 0 },
      lockedUntil: { type: 'number', minimum: 0, default: 0 },
    },
  });
  return {
    load() {
      try {
        return { failures: store.get('failures'), lockedUntil: store.get('lockedUntil') };
      } catch (error) {
        logger.warn('kiosk.lockout-unreadable', { error: String(error) });
        return { failures: 0, lockedUntil: 0 };
      }
    },
    save(state) {
      store.set({ failures: state.failures, lockedUntil: state.lockedUntil });
    },
  };
}
