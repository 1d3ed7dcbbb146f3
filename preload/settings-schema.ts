/**
 * The one definition of the writable settings (`PublicSettings` minus `adminPinSet`, ./api.ts):
 * limits, defaults, the zod schema of each field, the `SettingsPatch` schema and the merge. Main
 * (main/settings/: electron-store file, IPC patches) and the browser platform
 * (renderer/platform/settings-schema.ts: localStorage, repaired field by field) both build on it,
 * so a value one accepts the other accepts too.
 *
 * Units: volumes 0–100 (%), `pxPerMm` CSS px per millimetre, idle times in s, money in $, the bot pause in ms.
 * Pure TypeScript and zod: no Node, no DOM. With ./admin-gate.ts, one of the two preload modules
 * main and the renderer may import at run time (eslint.config.js).
 */
import { z } from 'zod';
import { STARTING_BANK_RANGE, TAX_FLOOR_RANGE } from '../shared-rules/games/transglobal/options';
import type { PublicSettings, SettingsPatch } from './api';

/** Limits of the numeric fields (inclusive). Game defaults use the game's own ranges (Transglobal rules "Settings"). */
export const LIMITS = {
  volume: { min: 0, max: 100 },
  pxPerMm: { min: 0.5, max: 20 },
  idleTimeoutS: { min: 15, max: 3600 },
  idleCountdownS: { min: 5, max: 300 },
  startingBank: STARTING_BANK_RANGE,
  taxFloor: TAX_FLOOR_RANGE,
  botDelayMs: { min: 0, max: 3000 },
} as const;

/** The settings every platform stores and the renderer may write (no PIN data). */
export type WritableSettings = Omit<PublicSettings, 'adminPinSet'>;

/** Defaults of a fresh install: desktop mode, English, volumes 60/80 %, 40 ppi calibration (px/mm), idle 90/30 s, Transglobal $15 bank and $5 tax floor, 600 ms before each bot move. */
export const DEFAULT_WRITABLE_SETTINGS: WritableSettings = {
  mode: 'desktop',
  displayId: null,
  language: 'en',
  volume: { music: 60, effects: 80 },
  pxPerMm: 40 / 25.4,
  idle: { timeoutS: 90, countdownS: 30 },
  gameDefaults: { transglobal: { startingBank: 15, taxFloor: 5 } },
  botDelayMs: 600,
};

const volume = z.number().int().min(LIMITS.volume.min).max(LIMITS.volume.max);

/** The zod schema of each writable field (leaf by leaf for the groups), within {@link LIMITS}. */
export const FIELDS = {
  mode: z.enum(['desktop', 'table', 'kiosk']),
  displayId: z.number().int().nullable(),
  language: z.enum(['en', 'ar', 'ko']),
  volume: { music: volume, effects: volume },
  pxPerMm: z.number().min(LIMITS.pxPerMm.min).max(LIMITS.pxPerMm.max),
  idle: {
    timeoutS: z.number().int().min(LIMITS.idleTimeoutS.min).max(LIMITS.idleTimeoutS.max),
    countdownS: z.number().int().min(LIMITS.idleCountdownS.min).max(LIMITS.idleCountdownS.max),
  },
  transglobal: {
    startingBank: z.number().int().min(LIMITS.startingBank.min).max(LIMITS.startingBank.max),
    taxFloor: z.number().int().min(LIMITS.taxFloor.min).max(LIMITS.taxFloor.max).nullable(),
  },
  botDelayMs: z.number().int().min(LIMITS.botDelayMs.min).max(LIMITS.botDelayMs.max),
} as const;

/** The writable settings as one strict-valued zod object (unknown keys stripped). */
export const writableSettingsSchema = z.object({
  mode: FIELDS.mode,
  displayId: FIELDS.displayId,
  language: FIELDS.language,
  volume: z.object(FIELDS.volume),
  pxPerMm: FIELDS.pxPerMm,
  idle: z.object(FIELDS.idle),
  gameDefaults: z.object({ transglobal: z.object(FIELDS.transglobal) }),
  botDelayMs: FIELDS.botDelayMs,
});

/** A `SettingsPatch`: any subset of the writable fields, nothing else (unknown keys refused; `adminPinSet`/the PIN hash are not writable). */
export const settingsPatchSchema = z.strictObject({
  mode: FIELDS.mode.optional(),
  displayId: FIELDS.displayId.optional(),
  language: FIELDS.language.optional(),
  volume: z.strictObject({ music: FIELDS.volume.music.optional(), effects: FIELDS.volume.effects.optional() }).optional(),
  pxPerMm: FIELDS.pxPerMm.optional(),
  idle: z.strictObject({ timeoutS: FIELDS.idle.timeoutS.optional(), countdownS: FIELDS.idle.countdownS.optional() }).optional(),
  gameDefaults: z
    .strictObject({
      transglobal: z
        .strictObject({ startingBank: FIELDS.transglobal.startingBank.optional(), taxFloor: FIELDS.transglobal.taxFloor.optional() })
        .optional(),
    })
    .optional(),
  botDelayMs: FIELDS.botDelayMs.optional(),
});

/**
 * The settings after `patch`: fields not named keep their value (`undefined` means "not named";
 * `null` is a value for `displayId` and `taxFloor`); fields beyond the writable ones (main's
 * `adminPinHash`, the renderer's `adminPinSet`) are kept as they are.
 */
export function applySettingsPatch<S extends WritableSettings>(current: S, patch: SettingsPatch): S {
  const tg = patch.gameDefaults?.transglobal;
  return {
    ...current,
    mode: patch.mode ?? current.mode,
    displayId: patch.displayId === undefined ? current.displayId : patch.displayId,
    language: patch.language ?? current.language,
    volume: { music: patch.volume?.music ?? current.volume.music, effects: patch.volume?.effects ?? current.volume.effects },
    pxPerMm: patch.pxPerMm ?? current.pxPerMm,
    idle: { timeoutS: patch.idle?.timeoutS ?? current.idle.timeoutS, countdownS: patch.idle?.countdownS ?? current.idle.countdownS },
    gameDefaults: {
      transglobal: {
        startingBank: tg?.startingBank ?? current.gameDefaults.transglobal.startingBank,
        taxFloor: tg?.taxFloor === undefined ? current.gameDefaults.transglobal.taxFloor : tg.taxFloor,
      },
    },
    botDelayMs: patch.botDelayMs ?? current.botDelayMs,
  };
}

// Compile-time checks: the schemas produce exactly the contract's types.
const _patch: z.infer<typeof settingsPatchSchema> extends SettingsPatch ? true : false = true;
const _settings: z.infer<typeof writableSettingsSchema> extends WritableSettings ? true : false = true;
const _back: WritableSettings extends z.infer<typeof writableSettingsSchema> ? true : false = true;
void _patch;
void _settings;
void _back;
