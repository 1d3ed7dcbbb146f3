/**
 * One handler per channel of the contract (preload/api.ts), each taking a payload already
 * checked against its schema (./schemas.ts) and answering a `Result` (never throwing on
 * purpose; ./dispatch.ts turns a throw into `io-error`).
 */
import type { AppInfo, Channel, RailtableApi, Result, WindowMode } from '../../preload/api';
import type { PinGate } from '../kiosk/pin';
import { fail, ok } from '../result';
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
  'kiosk:exit': Value<ReturnType<RailtableApi['kiosk']['exit']>>;
};

/** The handler table: channel → handler of its validated payload. */
export type Handlers = { readonly [C in Channel]: (payload: Payload<C>) => Promise<Result<ChannelValue[C]>> };

/** What the handlers work with. `mode` is the window mode the app runs in now; `onAdminExit` quits the app. */
export type HandlerDeps = {
  readonly settings: Pick<SettingsService, 'getPublic' | 'set'>;
  readonly saves: SaveStore;
  readonly pinGate: PinGate;
  readonly mode: () => WindowMode;
  readonly appInfo: () => AppInfo;
  readonly onAdminExit: () => void;
};

/** Builds the handler table. In kiosk mode a settings patch may not change `mode` or `displayId` (`unsupported`). */
export function createHandlers(deps: HandlerDeps): Handlers {
  return {
    'settings:get': async () => ok(deps.settings.getPublic()),
    'settings:set': async (patch) => {
      if (deps.mode() === 'kiosk' && (patch.mode !== undefined || patch.displayId !== undefined)) {
        return fail('unsupported', 'mode and display are changed by the operator outside kiosk mode', patch.mode !== undefined ? 'mode' : 'displayId');
      }
      return deps.settings.set(patch);
    },
    'saves:list': () => deps.saves.list(),
    'saves:load': (matchId) => deps.saves.load(matchId),
    'saves:append': (request) => deps.saves.append(request),
    'saves:remove': (matchId) => deps.saves.remove(matchId),
    'app:info': async () => ok(deps.appInfo()),
    'kiosk:exit': async (pin) => {
      const answer = await deps.pinGate.check(pin);
      switch (answer.kind) {
        case 'accepted':
          deps.onAdminExit();
          return ok({ exiting: true } as const);
        case 'wrong':
          return fail('wrong-pin', 'wrong PIN', `${answer.triesLeft} tries left`);
        case 'locked-out':
          return fail('locked-out', 'too many wrong PINs', `retry in ${Math.ceil(answer.retryInMs / 1000)} s`);
        case 'no-pin-set':
          return fail('no-pin-set', 'no admin PIN is set');
      }
    },
  };
}
