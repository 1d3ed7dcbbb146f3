/**
 * The browser settings store: the `settings` part of the platform contract over localStorage,
 * under the key `railtable.settings`. Stored JSON is repaired field by field on read; patches
 * are validated and refused with `invalid-payload` when out of range. Never throws. The music
 * volume is stored once chosen; until then the stored mode gives it (quiet in kiosk mode). Settings
 * saved by an earlier version hold a music volume already and keep it.
 *
 * Recovery (as main's config.json.corrupt-<time>, shared/KIOSK.md "Saves and settings"): when
 * the stored text is not JSON, or holds fields whose values had to be repaired (missing fields
 * just take their defaults), it is first copied to
 * `railtable.settings.corrupt-<time>` (never dropped), the repaired settings are written back,
 * and {@link SettingsStore.recovery} says when, why and under which key the bad text is kept.
 */
import type { AppInfo, PublicSettings, Result, SettingsPatch } from '../../preload/api';
import { resolveSettings } from '../../preload/settings-schema';
import { mergeSettings, repairSettings, repairStoredSettings, settingsPatchSchema } from './settings-schema';

/** The localStorage key of the settings. */
export const SETTINGS_KEY = 'railtable.settings';

/** What a settings recovery reports (the contract's `AppInfo.settingsRecovery`). */
export type SettingsRecovery = NonNullable<AppInfo['settingsRecovery']>;

/** The `settings` operations of RailtableApi, and the recovery made when the store was opened (`null`: none). */
export type SettingsStore = {
  get(): Promise<Result<PublicSettings>>;
  set(patch: SettingsPatch): Promise<Result<PublicSettings>>;
  recovery(): SettingsRecovery | null;
};

/** Options of {@link createBrowserSettings}: whether an admin PIN is stored (for `adminPinSet`), and the clock. */
export type BrowserSettingsOptions = {
  readonly pinSet?: () => boolean;
  readonly clock?: () => Date;
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The dotted paths of the fields `given` holds with a value the repair replaced. Fields `given`
 * lacks (a newer version's additions) are filled with defaults without counting as a repair;
 * unknown fields are ignored.
 */
function repairedPaths(given: unknown, repaired: unknown, path: string): string[] {
  if (isPlainObject(given) && isPlainObject(repaired)) {
    return Object.keys(given)
      .filter((key) => key in repaired)
      .flatMap((key) => repairedPaths(given[key], repaired[key], path === '' ? key : `${path}.${key}`));
  }
  return JSON.stringify(given) === JSON.stringify(repaired) ? [] : [path === '' ? '(root)' : path];
}

type Stored = { readonly value: unknown; readonly problem: string | undefined };

function readStored(storage: Storage): Stored {
  const text = storage.getItem(SETTINGS_KEY);
  if (text === null) return { value: undefined, problem: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { value: undefined, problem: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  // `adminPinSet` is not stored state (it comes from the PIN store), so it is left out.
  const { adminPinSet: _flag, ...repaired } = repairStoredSettings(value);
  const given = isPlainObject(value) ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'adminPinSet')) : value;
  const paths = repairedPaths(given, repaired, '');
  // An unusable music volume is dropped (none chosen), so the key walk above does not see it.
  const givenMusic = isPlainObject(given) && isPlainObject(given.volume) ? given.volume.music : undefined;
  if (givenMusic !== undefined && repaired.volume.music === undefined) paths.push('volume.music');
  if (paths.length > 0) return { value, problem: `invalid values reset to their defaults: ${paths.join(', ')}` };
  return { value, problem: undefined };
}

/** `2026-11-22T03:00:00.000Z` → `2026-11-22T03-00-00-000Z`. */
function stamp(at: Date): string {
  return at.toISOString().replace(/[:.]/g, '-');
}

/** Moves unusable stored settings aside (a copy under a fresh key) and writes the repaired ones; the recovery, or `null`. */
function recoverAtStart(storage: Storage, clock: () => Date): SettingsRecovery | null {
  try {
    const { value, problem } = readStored(storage);
    if (problem === undefined) return null;
    const text = storage.getItem(SETTINGS_KEY);
    if (text === null) return null;
    const at = clock();
    let keptAs = `${SETTINGS_KEY}.corrupt-${stamp(at)}`;
    for (let n = 1; storage.getItem(keptAs) !== null; n += 1) keptAs = `${SETTINGS_KEY}.corrupt-${stamp(at)}-${n}`;
    storage.setItem(keptAs, text);
    storage.setItem(SETTINGS_KEY, JSON.stringify(repairStoredSettings(value)));
    return { at: at.toISOString(), reason: problem, keptAs };
  } catch {
    // Storage full or blocked: keep reading the stored text repaired, report nothing moved.
    return null;
  }
}

/** Create the settings store over a Web Storage (localStorage by default); checks and repairs the stored settings once, now. */
export function createBrowserSettings(storage: Storage = window.localStorage, options: BrowserSettingsOptions = {}): SettingsStore {
  const pinSet = options.pinSet ?? (() => false);
  const recovery = recoverAtStart(storage, options.clock ?? (() => new Date()));
  const current = (): PublicSettings => ({ ...repairSettings(readStored(storage).value), adminPinSet: pinSet() });
  return {
    recovery: () => recovery,
    async get() {
      try {
        return { ok: true, value: current() };
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
        const next = mergeSettings(repairStoredSettings(readStored(storage).value), parsed.data);
        storage.setItem(SETTINGS_KEY, JSON.stringify(next));
        return { ok: true, value: { ...resolveSettings(next, next.mode), adminPinSet: pinSet() } };
      } catch (error) {
        return { ok: false, error: { code: 'io-error', message: 'could not write settings', detail: String(error) } };
      }
    },
  };
}
