/**
 * The settings service: electron-store over `<cwd>/config.json` with the JSON schema and
 * migrations of this folder, `clearInvalidConfig: false`. A file that fails its schema (or is
 * not JSON) is moved aside as `config.json.corrupt-<time>`, defaults are used, and the event is
 * logged and kept in `recovery` for the operator (shared/KIOSK.md "Saves and settings").
 */
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import Store from 'electron-store';
import type { PublicSettings, Result, SettingsPatch, WindowMode } from '../../preload/api';
import { type Logger, silentLogger } from '../log/logger';
import { fail, ok } from '../result';
import { describeIssues, issuePath } from '../zod-issues';
import { corruptFileName } from '../saves/files';
import { SETTINGS_MIGRATIONS } from './migrations';
import { applyPatch, settingsPatchSchema } from './patch';
import {
  SETTINGS_VERSION,
  settingsJsonSchema,
  storedSettingsSchema,
  toPublicSettings,
  type SettingsFile,
  type StoredSettings,
} from './schema';

/** What happened when the settings file could not be used at start: where it went and why. `at` is ISO 8601. */
export type SettingsRecovery = { readonly file: string; readonly at: string; readonly reason: string };

/**
 * Options of {@link openSettings}: the folder (absolute; normally userData), clock, logger, and
 * the mode the app runs in given its stored settings (default: the stored `mode`; main passes
 * its `--mode=` override), which gives the music volume until one is chosen.
 */
export type SettingsOptions = {
  readonly cwd: string;
  readonly clock?: () => Date;
  readonly logger?: Logger;
  readonly mode?: (stored: StoredSettings) => WindowMode;
};

/** Reading and changing settings; see {@link openSettings}. */
export interface SettingsService {
  /** The full stored settings, PIN hash included (main only; `volume.music` absent until chosen). */
  get(): StoredSettings;
  /** What the renderer may see (no PIN hash; the music volume resolved for the mode the app runs in). */
  getPublic(): PublicSettings;
  /** Validates `patch` (zod) and applies it; `invalid-payload` (detail: the field path) leaves settings unchanged. */
  set(patch: unknown): Result<PublicSettings>;
  /** Stores a new admin PIN hash (main/kiosk/pin.ts `hashPin`), or `null` to remove the PIN. */
  setAdminPinHash(hash: string | null): void;
  /** Set when the settings file was unusable at start and moved aside; `undefined` otherwise. */
  readonly recovery: SettingsRecovery | undefined;
  /** The settings file's path. */
  readonly path: string;
}

/** Opens (creating or migrating) the settings file under `options.cwd`. Throws only if even a fresh file cannot be created. */
export function openSettings(options: SettingsOptions): SettingsService {
  const clock = options.clock ?? (() => new Date());
  const logger = options.logger ?? silentLogger;
  const make = () =>
    new Store<SettingsFile>({
      cwd: options.cwd,
      name: 'config',
      schema: settingsJsonSchema,
      clearInvalidConfig: false,
      projectVersion: SETTINGS_VERSION,
      migrations: SETTINGS_MIGRATIONS,
    });

  let store: Store<SettingsFile>;
  let recovery: SettingsRecovery | undefined;
  try {
    store = make();
  } catch (error) {
    const file = join(options.cwd, 'config.json');
    if (!existsSync(file)) throw error;
    const at = clock();
    const aside = join(options.cwd, corruptFileName('config.json', at));
    renameSync(file, aside);
    recovery = { file: aside, at: at.toISOString(), reason: error instanceof Error ? error.message : String(error) };
    logger.error('settings.corrupt', { ...recovery });
    store = make();
  }

  const read = (): StoredSettings => storedSettingsSchema.parse(store.store);
  const modeOf = options.mode ?? ((stored: StoredSettings) => stored.mode);
  const publicOf = (stored: StoredSettings): PublicSettings => toPublicSettings(stored, modeOf(stored));

  return {
    get: read,
    getPublic: () => publicOf(read()),
    set(patch: unknown): Result<PublicSettings> {
      const parsed = settingsPatchSchema.safeParse(patch);
      if (!parsed.success) {
        return fail('invalid-payload', `bad settings patch: ${describeIssues(parsed.error)}`, issuePath(parsed.error));
      }
      const valid: SettingsPatch = parsed.data;
      const next = applyPatch(read(), valid);
      try {
        store.set(next);
      } catch (error) {
        logger.error('settings.write-failed', { error: String(error) });
        return fail('io-error', `settings not saved: ${error instanceof Error ? error.message : String(error)}`);
      }
      return ok(publicOf(read()));
    },
    setAdminPinHash(hash: string | null): void {
      store.set('adminPinHash', hash);
    },
    recovery,
    path: store.path,
  };
}
