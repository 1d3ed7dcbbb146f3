/**
 * One handler per channel of the contract (preload/api.ts), each taking a payload already
 * checked against its schema (./schemas.ts) and answering a `Result` (never throwing on
 * purpose; ./dispatch.ts turns a throw into `io-error`).
 */
import type { AppInfo, Channel, DisplayInfo, RailtableApi, Result, WindowMode } from '../../preload/api';
import type { AdminSession } from '../kiosk/admin-session';
import { adminFieldOf } from '../../preload/admin-gate';
import { ok } from '../result';
import type { SaveStore } from '../saves/store';
import type { SettingsService } from '../settings/store';
import type { Payload } from './schemas';

type Value<P> = P extends Promise<Result<infer V>> ? V : never;

/** What each channel answers with, taken from the contract. */
export type ChannelValue = {
  'settings:get': Value<ReturnType<RailtableApi['settings']['get']>>;
  'settings:set': Value<ReturnType<RailtableApi['settings']['set']>>;
  'saves:list': Value<ReturnType<RailtableApi['saves']['list']>>;
  'saves:load': Value<ReturnType<RailtableApi['saves']['load']>>;
  'saves:append': Value<ReturnType<RailtableApi['saves']['append']>>;
  'saves:remove': Value<ReturnType<RailtableApi['saves']['remove']>>;
  'app:info': Value<ReturnType<RailtableApi['app']['info']>>;
  'app:displays': Value<ReturnType<RailtableApi['app']['displays']>>;
  'kiosk:status': Value<ReturnType<RailtableApi['kiosk']['status']>>;
  'kiosk:unlock': Value<ReturnType<RailtableApi['kiosk']['unlock']>>;
  'kiosk:lock': Value<ReturnType<RailtableApi['kiosk']['lock']>>;
  'kiosk:set-pin': Value<ReturnType<RailtableApi['kiosk']['setPin']>>;
  'kiosk:exit': Value<ReturnType<RailtableApi['kiosk']['exit']>>;
};

/** The handler table: channel → handler of its validated payload. */
export type Handlers = { readonly [C in Channel]: (payload: Payload<C>) => Promise<Result<ChannelValue[C]>> };

/**
 * What the handlers work with. `mode` is the window mode the app runs in now; `appInfo` and
 * `displays` read Electron (`app`, `screen.getAllDisplays()`) in main/index.ts; `admin` is the
 * admin session (main/kiosk/admin-session.ts), whose `exit` quits the app.
 */
export type HandlerDeps = {
  readonly settings: Pick<SettingsService, 'getPublic' | 'set'>;
  readonly saves: SaveStore;
  readonly admin: AdminSession;
  readonly mode: () => WindowMode;
  readonly appInfo: () => AppInfo;
  readonly displays: () => readonly DisplayInfo[];
};

/**
 * Builds the handler table. In kiosk mode a settings patch that changes anything but the language
 * and volumes needs the open admin session (`admin-required`, detail: the field; it refreshes
 * the session), except the first-start calibration of a kiosk without a PIN: preload/admin-gate.ts
 * `adminFieldOf`, the same rule the browser platform keeps.
 */
export function createHandlers(deps: HandlerDeps): Handlers {
  return {
    'settings:get': async () => ok(deps.settings.getPublic()),
    'settings:set': async (patch) => {
      const field = deps.mode() === 'kiosk' ? adminFieldOf(patch, deps.settings.getPublic()) : undefined;
      if (field !== undefined) {
        const allowed = deps.admin.requireAdmin(field);
        if (!allowed.ok) return allowed;
      }
      return deps.settings.set(patch);
    },
    'saves:list': () => deps.saves.list(),
    'saves:load': (matchId) => deps.saves.load(matchId),
    'saves:append': (request) => deps.saves.append(request),
    'saves:remove': (matchId) => deps.saves.remove(matchId),
    'app:info': async () => ok(deps.appInfo()),
    'app:displays': async () => ok({ displays: deps.displays() }),
    'kiosk:status': () => deps.admin.status(),
    'kiosk:unlock': (pin) => deps.admin.unlock(pin),
    'kiosk:lock': () => deps.admin.lock(),
    'kiosk:set-pin': (pin) => deps.admin.setPin(pin),
    'kiosk:exit': (pin) => deps.admin.exit(pin),
  };
}
