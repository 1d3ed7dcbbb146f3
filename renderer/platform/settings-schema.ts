/**
 * The browser's settings rules over the one shared definition (preload/settings-schema.ts, also
 * main's): defaults, a schema that repairs stored settings field by field, the patch schema,
 * and the merge.
 */
import { z } from 'zod';
import type { PublicSettings, SettingsPatch } from '../../preload/api';
import { DEFAULT_WRITABLE_SETTINGS, FIELDS, LIMITS, applySettingsPatch, calibratedBefore, repairGameDefaults, settingsPatchSchema } from '../../preload/settings-schema';

export { settingsPatchSchema };

/** Defaults as documented in preload/settings-schema.ts (volumes 60/80 %, 40 ppi as px/mm, idle 90/30 s), no PIN set. */
export const DEFAULT_SETTINGS: PublicSettings = { ...DEFAULT_WRITABLE_SETTINGS, adminPinSet: false };

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
    volume: z.object({ music: FIELDS.volume.music.catch(D.volume.music), effects: FIELDS.volume.effects.catch(D.volume.effects) }).catch(D.volume),
    pxPerMm: FIELDS.pxPerMm.catch(D.pxPerMm),
    calibrated: FIELDS.calibrated.optional().catch(undefined),
    idle: z.object({ timeoutS: FIELDS.idle.timeoutS.catch(D.idle.timeoutS), countdownS: FIELDS.idle.countdownS.catch(D.idle.countdownS) }).catch(D.idle),
    gameDefaults: z.unknown().optional().transform(repairGameDefaults),
    botDelayMs: FIELDS.botDelayMs.catch(D.botDelayMs),
    adminPinSet: z.literal(false).catch(false),
  })
  .transform(({ calibrated, ...rest }): PublicSettings => ({ ...rest, calibrated: calibrated ?? calibratedBefore(rest.pxPerMm) }));

/** Read stored settings (any JSON, or nothing) into valid settings, repairing field by field. */
export function repairSettings(stored: unknown): PublicSettings {
  const parsed = storedSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

/** Apply a validated patch to settings (a new object; nested groups merged field by field; `adminPinSet` kept). */
export function mergeSettings(base: PublicSettings, patch: SettingsPatch): PublicSettings {
  return applySettingsPatch(base, patch);
}
