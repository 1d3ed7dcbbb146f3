/**
 * The browser settings store: the `settings` part of the platform contract over localStorage,
 * under the key `railtable.settings`. Stored JSON is repaired field by field on read; patches
 * are validated and refused with `invalid-payload` when out of range. Never throws.
 */
import type { PublicSettings, Result, SettingsPatch } from '../../preload/api';
import { mergeSettings, repairSettings, settingsPatchSchema } from './settings-schema';

/** The localStorage key of the settings. */
export const SETTINGS_KEY = 'railtable.settings';

/** The `settings` operations of RailtableApi. */
export type SettingsStore = {
  get(): Promise<Result<PublicSettings>>;
  set(patch: SettingsPatch): Promise<Result<PublicSettings>>;
};

function readStored(storage: Storage): unknown {
  const text = storage.getItem(SETTINGS_KEY);
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    return undefined;
  }
}

/** Create the settings store over a Web Storage (localStorage by default). */
export function createBrowserSettings(storage: Storage = window.localStorage): SettingsStore {
  return {
    async get() {
      try {
        return { ok: true, value: repairSettings(readStored(storage)) };
      } catch (error) {
        return { ok: false, error: { code: 'io-error', message: 'could not read settings', detail: String(error) } };
      }
    },
    async set(patch) {
      const parsed = settingsPatchSchema.safeParse(patch);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { ok: false, error: { code: 'invalid-payload', message: 'invalid settings patch', detail: issue ? `${issue.path.join('.')}: ${issue.message}` : '' } };
      }
      try {
        const next = mergeSettings(repairSettings(readStored(storage)), parsed.data);
        storage.setItem(SETTINGS_KEY, JSON.stringify(next));
        return { ok: true, value: next };
      } catch (error) {
        return { ok: false, error: { code: 'io-error', message: 'could not write settings', detail: String(error) } };
      }
    },
  };
}
