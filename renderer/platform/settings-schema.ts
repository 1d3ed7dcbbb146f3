/**
 * The browser copy of the settings contract (`preload/api.ts` PublicSettings): defaults, a
 * schema that repairs stored settings field by field, a schema for patches, and the merge.
 */
import { z } from 'zod';
import type { PublicSettings, SettingsPatch } from '../../preload/api';

/** Defaults as documented in preload/api.ts: volumes 60/80 %, 40 ppi (px/mm), idle 90/30 s. */
export const DEFAULT_SETTINGS: PublicSettings = {
  mode: 'desktop',
  displayId: null,
  language: 'en',
  volume: { music: 60, effects: 80 },
  pxPerMm: 40 / 25.4,
  idle: { timeoutS: 90, countdownS: 30 },
  gameDefaults: { transglobal: { startingBank: 15, taxFloor: 5 } },
  adminPinSet: false,
};

/** Calibration limits in CSS px per mm (≈ 13 to 500 ppi). */
export const PX_PER_MM_RANGE = { min: 0.5, max: 20 } as const;

const mode = z.enum(['desktop', 'table', 'kiosk']);
const language = z.enum(['en', 'ar', 'ko']);
const percent = z.number().int().min(0).max(100);
const pxPerMm = z.number().min(PX_PER_MM_RANGE.min).max(PX_PER_MM_RANGE.max);
const seconds = z.number().int().min(5).max(3600);
const money = z.number().int().min(0).max(1000);
const D = DEFAULT_SETTINGS;

/** Stored settings: every field that fails falls back to its default (never throws away the rest). */
export const storedSettingsSchema = z.object({
  mode: mode.catch(D.mode),
  displayId: z.number().int().nullable().catch(D.displayId),
  language: language.catch(D.language),
  volume: z.object({ music: percent.catch(D.volume.music), effects: percent.catch(D.volume.effects) }).catch(D.volume),
  pxPerMm: pxPerMm.catch(D.pxPerMm),
  idle: z.object({ timeoutS: seconds.catch(D.idle.timeoutS), countdownS: seconds.catch(D.idle.countdownS) }).catch(D.idle),
  gameDefaults: z
    .object({
      transglobal: z
        .object({
          startingBank: money.catch(D.gameDefaults.transglobal.startingBank),
          taxFloor: money.nullable().catch(D.gameDefaults.transglobal.taxFloor),
        })
        .catch(D.gameDefaults.transglobal),
    })
    .catch(D.gameDefaults),
  adminPinSet: z.literal(false).catch(false),
});

/** A settings patch from the UI: strict, every field optional, out-of-range values refused. */
export const settingsPatchSchema = z.strictObject({
  mode: mode.optional(),
  displayId: z.number().int().nullable().optional(),
  language: language.optional(),
  volume: z.strictObject({ music: percent.optional(), effects: percent.optional() }).optional(),
  pxPerMm: pxPerMm.optional(),
  idle: z.strictObject({ timeoutS: seconds.optional(), countdownS: seconds.optional() }).optional(),
  gameDefaults: z
    .strictObject({
      transglobal: z.strictObject({ startingBank: money.optional(), taxFloor: money.nullable().optional() }).optional(),
    })
    .optional(),
});

/** Read stored settings (any JSON, or nothing) into valid settings, repairing field by field. */
export function repairSettings(stored: unknown): PublicSettings {
  const parsed = storedSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

/** Apply a validated patch to settings (a new object; nested groups merged field by field). */
export function mergeSettings(base: PublicSettings, patch: SettingsPatch): PublicSettings {
  const tg = base.gameDefaults.transglobal;
  const tgPatch = patch.gameDefaults?.transglobal;
  return {
    mode: patch.mode ?? base.mode,
    displayId: patch.displayId === undefined ? base.displayId : patch.displayId,
    language: patch.language ?? base.language,
    volume: { music: patch.volume?.music ?? base.volume.music, effects: patch.volume?.effects ?? base.volume.effects },
    pxPerMm: patch.pxPerMm ?? base.pxPerMm,
    idle: { timeoutS: patch.idle?.timeoutS ?? base.idle.timeoutS, countdownS: patch.idle?.countdownS ?? base.idle.countdownS },
    gameDefaults: {
      transglobal: {
        startingBank: tgPatch?.startingBank ?? tg.startingBank,
        taxFloor: tgPatch?.taxFloor === undefined ? tg.taxFloor : tgPatch.taxFloor,
      },
    },
    adminPinSet: base.adminPinSet,
  };
}
