/**
 * What main stores as settings (electron-store, `<userData>/config.json`): the shape, its
 * defaults, the JSON schema electron-store validates every read and write against, and the
 * same rules as a zod schema for values arriving over IPC. The writable fields, their limits and
 * defaults are defined once, in preload/settings-schema.ts (shared with the browser platform).
 * Units: volumes 0–100 (%), `pxPerMm` CSS px per millimetre, idle times in seconds; game defaults in
 * each option's own unit (e.g. $), from the games' option specs. `volume.music` is stored only
 * once chosen; until then the mode the app runs in gives it (quiet in kiosk mode).
 */
import { z } from 'zod';
import type { Schema } from 'electron-store';
import type { PublicSettings, WindowMode } from '../../preload/api';
import { DEFAULT_GAME_DEFAULTS, DEFAULT_STORED_SETTINGS, GAME_SETTING_SPECS, LIMITS, resolveSettings, storedWritableSettingsSchema } from '../../preload/settings-schema';

/** The settings schema version that migrations bring every file up to (electron-store's `projectVersion`). */
export const SETTINGS_VERSION = '1.2.0';

/** Limits of the numeric fields (inclusive); one definition with the browser's, preload/settings-schema.ts. */
export { LIMITS };

/** The stored settings as a zod schema (also used to check a patched result before it is written): the writable fields (music volume only once chosen) and the PIN hash. */
export const storedSettingsSchema = storedWritableSettingsSchema.extend({
  adminPinHash: z.string().min(1).nullable(),
});

/** The stored settings. `adminPinHash` (see main/kiosk/pin.ts) never leaves main. */
export type StoredSettings = z.infer<typeof storedSettingsSchema>;

/** Keys of 0.0.x settings files, removed by the 1.0.0 migration (./migrations.ts). */
export type LegacySettingsKeys = { readonly musicVolume?: number; readonly effectsVolume?: number };

/** What the settings file may hold: the stored settings and, before migration, legacy keys. */
export type SettingsFile = StoredSettings & LegacySettingsKeys;

/** Defaults of a fresh install (preload/settings-schema.ts `DEFAULT_STORED_SETTINGS`: no music volume chosen) and no PIN. */
export const DEFAULT_SETTINGS: StoredSettings = { ...DEFAULT_STORED_SETTINGS, adminPinHash: null };

const int = (min: number, max: number, def: number) => ({ type: 'integer', minimum: min, maximum: max, default: def }) as const;

/** The JSON schema electron-store (ajv) checks the file against; mirrors {@link storedSettingsSchema}. */
export const settingsJsonSchema: Schema<SettingsFile> = {
  mode: { type: 'string', enum: ['desktop', 'table', 'kiosk'], default: DEFAULT_SETTINGS.mode },
  displayId: { type: ['integer', 'null'], default: null },
  language: { type: 'string', enum: ['en', 'ar', 'ko'], default: DEFAULT_SETTINGS.language },
  volume: {
    type: 'object',
    properties: {
      // No default: absent until someone chooses a music volume (the mode's default applies till then).
      music: { type: 'integer', minimum: LIMITS.volume.min, maximum: LIMITS.volume.max },
      effects: int(LIMITS.volume.min, LIMITS.volume.max, DEFAULT_SETTINGS.volume.effects),
    },
    required: ['effects'],
    default: DEFAULT_SETTINGS.volume,
  },
  pxPerMm: { type: 'number', minimum: LIMITS.pxPerMm.min, maximum: LIMITS.pxPerMm.max, default: DEFAULT_SETTINGS.pxPerMm },
  // A file from before 1.1.0 gets `calibrated` from the 1.1.0 migration (./migrations.ts) before this default applies.
  calibrated: { type: 'boolean', default: DEFAULT_SETTINGS.calibrated },
  idle: {
    type: 'object',
    properties: {
      timeoutS: int(LIMITS.idleTimeoutS.min, LIMITS.idleTimeoutS.max, DEFAULT_SETTINGS.idle.timeoutS),
      countdownS: int(LIMITS.idleCountdownS.min, LIMITS.idleCountdownS.max, DEFAULT_SETTINGS.idle.countdownS),
    },
    required: ['timeoutS', 'countdownS'],
    default: DEFAULT_SETTINGS.idle,
  },
  gameDefaults: {
    type: 'object',
    // One object per table game, one property per setting option (its spec's range or values);
    // a game or setting missing from an older file is filled with its default (ajv useDefaults),
    // so adding a game never invalidates a settings file.
    properties: Object.fromEntries(
      Object.entries(GAME_SETTING_SPECS).map(([gameId, specs]) => [
        gameId,
        {
          type: 'object',
          properties: Object.fromEntries(
            specs.map((spec) => [
              spec.key,
              spec.kind === 'boolean'
                ? { type: 'boolean', default: DEFAULT_GAME_DEFAULTS[gameId]?.[spec.key] }
                : spec.kind === 'enum'
                  ? { type: 'string', enum: spec.values.map((v) => v.value), default: DEFAULT_GAME_DEFAULTS[gameId]?.[spec.key] }
                  : { type: spec.nullable === true ? ['integer', 'null'] : 'integer', minimum: spec.min, maximum: spec.max, default: DEFAULT_GAME_DEFAULTS[gameId]?.[spec.key] },
            ]),
          ),
          default: DEFAULT_GAME_DEFAULTS[gameId] ?? {},
        },
      ]),
    ),
    default: DEFAULT_SETTINGS.gameDefaults,
  },
  botDelayMs: int(LIMITS.botDelayMs.min, LIMITS.botDelayMs.max, DEFAULT_SETTINGS.botDelayMs),
  adminPinHash: { type: ['string', 'null'], minLength: 1, default: null },
};

/** The renderer's view of settings for an app running in `mode`: everything but the PIN hash, the music volume resolved (a choice, else the mode's default), plus whether a PIN is set. */
export function toPublicSettings(stored: StoredSettings, mode: WindowMode): PublicSettings {
  const { adminPinHash, ...rest } = stored;
  return { ...resolveSettings(rest, mode), adminPinSet: adminPinHash !== null };
}
