/**
 * The browser's settings rules over the one shared definition (preload/settings-schema.ts, also
 * main's): defaults, a schema that repairs stored settings field by field, the patch schema,
 * and the merge.
 */
import { z } from 'zod';
import type { PublicSettings, SettingsPatch } from '../../preload/api';
import {
  DEFAULT_STORED_SETTINGS,
  DEFAULT_WRITABLE_SETTINGS,
  FIELDS,
  LIMITS,
  applySettingsPatch,
  calibratedBefore,
  repairGameDefaults,
  resolveSettings,
  settingsPatchSchema,
  type StoredWritableSettings,
} from '../../preload/settings-schema';

export { settingsPatchSchema };

/** Defaults as documented in preload/settings-schema.ts (desktop mode: volumes 60/80 %; 40 ppi as px/mm, idle 90/30 s), no PIN set. */
export const DEFAULT_SETTINGS: PublicSettings = { ...DEFAULT_WRITABLE_SETTINGS, adminPinSet: false };

/** Settings as the browser stores them: `volume.music` absent until chosen (preload/settings-schema.ts `StoredWritableSettings`). */
export type StoredBrowserSettings = StoredWritableSettings & { readonly adminPinSet: boolean };

/** The stored defaults (no music volume chosen), no PIN set. */
export const DEFAULT_STORED_BROWSER_SETTINGS: StoredBrowserSettings = { ...DEFAULT_STORED_SETTINGS, adminPinSet: false };

/** Calibration limits in CSS px per mm (≈ 13 to 500 ppi). */
export const PX_PER_MM_RANGE = LIMITS.pxPerMm;

/** Limits of the pause before each bot move, ms. */
export const BOT_DELAY_RANGE = LIMITS.botDelayMs;

const D = DEFAULT_SETTINGS;

/**
 * Stored settings: every field that fails falls back to its default (never throws away the rest).
 * `calibrated`, missing (settings stored before it existed) or unusable, reads as whether
 * `pxPerMm` differs from the default (preload/settings-schema.ts `calibratedBefore`), as main's
 * 1.1.0 migration does, so an operator who had calibrated is not asked again.
 */
export const storedSettingsSchema = z
  .object({
    mode: FIELDS.mode.catch(D.mode),
    displayId: FIELDS.displayId.catch(D.displayId),
    language: FIELDS.language.catch(D.language),
    // A music volume missing or unusable is not chosen: the mode's default plays.
    volume: z.object({ music: FIELDS.volume.music.optional().catch(undefined), effects: FIELDS.volume.effects.catch(D.volume.effects) }).catch(DEFAULT_STORED_SETTINGS.volume),
    pxPerMm: FIELDS.pxPerMm.catch(D.pxPerMm),
    calibrated: FIELDS.calibrated.optional().catch(undefined),
    idle: z.object({ timeoutS: FIELDS.idle.timeoutS.catch(D.idle.timeoutS), countdownS: FIELDS.idle.countdownS.catch(D.idle.countdownS) }).catch(D.idle),
    gameDefaults: z.unknown().optional().transform(repairGameDefaults),
    botDelayMs: FIELDS.botDelayMs.catch(D.botDelayMs),
    adminPinSet: z.literal(false).catch(false),
  })
  .transform(({ calibrated, volume, ...rest }): StoredBrowserSettings => ({
    ...rest,
    volume: volume.music === undefined ? { effects: volume.effects } : { music: volume.music, effects: volume.effects },
    calibrated: calibrated ?? calibratedBefore(rest.pxPerMm),
  }));

/** Read stored settings (any JSON, or nothing) into valid settings as stored, repairing field by field (an unchosen music volume stays absent). */
export function repairStoredSettings(stored: unknown): StoredBrowserSettings {
  const parsed = storedSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_STORED_BROWSER_SETTINGS;
}

/**
 * Read stored settings (any JSON, or nothing) into the settings the table runs with, repairing
 * field by field: the music volume is the stored choice, else the stored mode's default (quiet in
 * kiosk mode).
 */
export function repairSettings(stored: unknown): PublicSettings {
  const repaired = repairStoredSettings(stored);
  return resolveSettings(repaired, repaired.mode);
}

/** Apply a validated patch to stored settings (a new object; nested groups merged field by field; an unchosen music volume stays absent unless the patch names one; `adminPinSet` kept). */
export function mergeSettings(base: StoredBrowserSettings, patch: SettingsPatch): StoredBrowserSettings {
  return applySettingsPatch(base, patch);
}
