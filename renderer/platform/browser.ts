/**
 * The browser implementation of the platform contract (`RailtableApi`, preload/api.ts), used
 * when there is no Electron preload: settings in localStorage (./browser-settings.ts), saves in
 * IndexedDB (./browser-saves.ts), the kiosk admin over localStorage with WebCrypto PIN hashes
 * (./browser-kiosk.ts), app info and one display for a browser.
 *
 * As in main, in kiosk mode (the stored `mode`) a settings change of anything but the language
 * and volumes needs the open admin session (`admin-required`; preload/admin-gate.ts `adminFieldOf`,
 * which lets a kiosk without a PIN answer the first-start calibration prompt). A browser tab cannot quit: an allowed `kiosk.exit`
 * answers `{exiting: true}` and raises the flag/event of ./browser-kiosk.ts for the closed screen.
 */
import type { DisplayInfo, RailtableApi } from '../../preload/api';
import { adminFieldOf } from '../../preload/admin-gate';
import { createBrowserKiosk, type BrowserKiosk } from './browser-kiosk';
import { createBrowserSaves } from './browser-saves';
import { createBrowserSettings, SETTINGS_KEY } from './browser-settings';
import { repairSettings } from './settings-schema';

/** The app's name and version as shown on the about screen in a browser. */
export const BROWSER_APP = { name: 'Railtable', version: '0.1.0' } as const;

/** The one display a browser knows: `window.screen` (id 0, primary), in CSS px. */
export function browserDisplay(screen: Pick<Screen, 'width' | 'height'> = window.screen): DisplayInfo {
  return { id: 0, label: 'Screen', width: screen.width, height: screen.height, primary: true };
}

/** Options of {@link createBrowserPlatform} (tests inject storage, the saves store and a clock). */
export type BrowserPlatformOptions = {
  readonly storage?: Storage;
  readonly saves?: RailtableApi['saves'];
  readonly now?: () => number;
  readonly pbkdf2Iterations?: number;
};

/** The browser platform, and its kiosk (for the exit flag). */
export type BrowserPlatform = RailtableApi & { readonly browserKiosk: BrowserKiosk };

/** Create the browser platform. Every operation resolves to a `Result`; none throws. */
export function createBrowserPlatform(options: BrowserPlatformOptions = {}): BrowserPlatform {
  const storage = options.storage ?? window.localStorage;
  const now = options.now ?? Date.now;
  // The mode is read straight from storage (repaired), so the kiosk needs no settings store.
  const kioskMode = (): boolean => {
    try {
      const text = storage.getItem(SETTINGS_KEY);
      return repairSettings(text === null ? undefined : JSON.parse(text)).mode === 'kiosk';
    } catch {
      return false;
    }
  };
  const kiosk = createBrowserKiosk({
    storage,
    kioskMode,
    now,
    ...(options.pbkdf2Iterations === undefined ? {} : { iterations: options.pbkdf2Iterations }),
  });
  const settings = createBrowserSettings(storage, { pinSet: kiosk.pinSet, clock: () => new Date(now()) });
  const saves = options.saves ?? createBrowserSaves();
  return {
    settings: {
      get: settings.get,
      async set(patch) {
        // Only kiosk mode gates fields, and only it needs the stored settings (the first-start calibration exception).
        const current = kioskMode() && typeof patch === 'object' && patch !== null ? await settings.get() : undefined;
        const field = current !== undefined && typeof patch === 'object' && patch !== null ? adminFieldOf(patch, current.ok ? current.value : undefined) : undefined;
        if (field !== undefined) {
          const allowed = kiosk.requireAdmin(field);
          if (!allowed.ok) return allowed;
        }
        return settings.set(patch);
      },
    },
    saves,
    app: {
      async info() {
        const current = await settings.get();
        const mode = current.ok ? current.value.mode : 'desktop';
        return { ok: true, value: { ...BROWSER_APP, platform: 'browser', mode, dataLocation: 'IndexedDB', settingsRecovery: settings.recovery() } };
      },
      async displays() {
        return { ok: true, value: { displays: [browserDisplay()] } };
      },
    },
    kiosk: {
      status: kiosk.status,
      unlock: kiosk.unlock,
      lock: kiosk.lock,
      setPin: kiosk.setPin,
      exit: kiosk.exit,
    },
    browserKiosk: kiosk,
  };
}
