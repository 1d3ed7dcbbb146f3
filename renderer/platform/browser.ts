/**
 * The browser implementation of the platform contract (`RailtableApi`, preload/api.ts), used
 * when there is no Electron preload: settings in localStorage, saves in IndexedDB, app info for
 * a browser, and kiosk exit refused as `unsupported`.
 */
import type { RailtableApi } from '../../preload/api';
import { createBrowserSaves } from './browser-saves';
import { createBrowserSettings } from './browser-settings';

/** The app's name and version as shown on the about screen in a browser. */
export const BROWSER_APP = { name: 'Railtable', version: '0.1.0' } as const;

/** Create the browser platform. Every operation resolves to a `Result`; none throws. */
export function createBrowserPlatform(): RailtableApi {
  const settings = createBrowserSettings();
  const saves = createBrowserSaves();
  return {
    settings,
    saves,
    app: {
      async info() {
        const current = await settings.get();
        const mode = current.ok ? current.value.mode : 'desktop';
        return { ok: true, value: { ...BROWSER_APP, platform: 'browser', mode, dataLocation: 'IndexedDB' } };
      },
    },
    kiosk: {
      async exit() {
        return { ok: false, error: { code: 'unsupported', message: 'kiosk mode needs the Electron app' } };
      },
    },
  };
}
