/**
 * What main stores as settings (electron-store, `<userData>/config.json`): the shape, its
 * defaults, the JSON schema electron-store validates every read and write against, and the
 * same rules as a zod schema for values arriving over IPC.
 * Units: volumes 0–100 (%), `pxPerMm` CSS px per millimetre, idle times in seconds, money in $.
 */
import { z } from 'zod';
import type { Schema } from 'electron-store';
import type { PublicSettings } from '../../preload/api';

/** The settings schema version that migrations bring every file up to (electron-store's `projectVersion`). */
export const SETTINGS_VERSION = '1.0.0';

/** Limits of the numeric fields (inclusive). */
export const LIMITS = {
  volume: { min: 0, max: 100 },
  pxPerMm: { min: 0.5, max: 20 },
  idleTimeoutS: { min: 15, max: 3600 },
  idleCountdownS: { min: 5, max: 300 },
  startingBank: { min: 5, max: 40 },
  taxFloor: { min: 1, max: 15 },
} as const;

const modeSchema = z.enum(['desktop', 'table', 'kiosk']);
const languageSchema = z.enum(['en', 'ar', 'ko']);
const volumeSchema = z.number().int().min(LIMITS.volume.min).max(LIMITS.volume.max);

/** The stored settings as a zod schema (also used to check a patched result before it is written). */
export const storedSettingsSchema = z.object({
  mode: modeSchema,
  displayId: z.number().int().nullable(),
  language: languageSchema,
  volume: z.object({ music: volumeSchema, effects: volumeSchema }),
  pxPerMm: z.number().min(LIMITS.pxPerMm.min).max(LIMITS.pxPerMm.max),
  idle: z.object({
    timeoutS: z.number().int().min(LIMITS.idleTimeoutS.min).max(LIMITS.idleTimeoutS.max),
    countdownS: z.number().int().min(LIMITS.idleCountdownS.min).max(LIMITS.idleCountdownS.max),
  }),
  gameDefaults: z.object({
    transglobal: z.object({
      startingBank: z.number().int().min(LIMITS.startingBank.min).max(LIMITS.startingBank.max),
      taxFloor: z.number().int().min(LIMITS.taxFloor.min).max(LIMITS.taxFloor.max).nullable(),
    }),
  }),
  adminPinHash: z.string().min(1).nullable(),
});

/** The stored settings. `adminPinHash` (see main/kiosk/pin.ts) never leaves main. */
export type StoredSettings = z.infer<typeof storedSettingsSchema>;

/** Keys of 0.0.x settings files, removed by the 1.0.0 migration (./migrations.ts). */
export type LegacySettingsKeys = { readonly musicVolume?: number; readonly effectsVolume?: number };

/** What the settings file may hold: the stored settings and, before migration, legacy keys. */
export type SettingsFile = StoredSettings & LegacySettingsKeys;

/** Defaults of a fresh install (desktop mode, 40 ppi calibration, Transglobal $15 bank, $5 tax floor). */
export const DEFAULT_SETTINGS: StoredSettings = {
  mode: 'desktop',
  displayId: null,
  language: 'en',
  volume: { music: 60, effects: 80 },
  pxPerMm: 40 / 25.4,
  idle: { timeoutS: 90, countdownS: 30 },
  gameDefaults: { transglobal: { startingBank: 15, taxFloor: 5 } },
  adminPinHash: null,
};

const int = (min: number, max: number, def: number) => ({ type: 'integer', minimum: min, maximum: max, default: def }) as const;

/** The JSON schema electron-store (ajv) checks the file against; mirrors {@link storedSettingsSchema}. */
export const settingsJsonSchema: Schema<SettingsFile> = {
  mode: { type: 'string', enum: ['desktop', 'table', 'kiosk'], default: DEFAULT_SETTINGS.mode },
  displayId: { type: ['integer', 'null'], default: null },
  language: { type: 'string', enum: ['en', 'ar', 'ko'], default: DEFAULT_SETTINGS.language },
  volume: {
    type: 'object',
    properties: {
      music: int(LIMITS.volume.min, LIMITS.volume.max, DEFAULT_SETTINGS.volume.music),
      effects: int(LIMITS.volume.min, LIMITS.volume.max, DEFAULT_SETTINGS.volume.effects),
    },
    required: ['music', 'effects'],
    default: DEFAULT_SETTINGS.volume,
  },
  pxPerMm: { type: 'number', minimum: LIMITS.pxPerMm.min, maximum: LIMITS.pxPerMm.max, default: DEFAULT_SETTINGS.pxPerMm },
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
    properties: {
      transglobal: {
        type: 'object',
        properties: {
          startingBank: int(LIMITS.startingBank.min, LIMITS.startingBank.max, DEFAULT_SETTINGS.gameDefaults.transglobal.startingBank),
          taxFloor: { type: ['integer', 'null'], minimum: LIMITS.taxFloor.min, maximum: LIMITS.taxFloor.max, default: 5 },
        },
        required: ['startingBank', 'taxFloor'],
      },
    },
    required: ['transglobal'],
    default: DEFAULT_SETTINGS.gameDefaults,
  },
  adminPinHash: { type: ['string', 'null'], minLength: 1, default: null },
};

/** The renderer's view of settings: everything but the PIN hash, plus whether a PIN is set. */
export function toPublicSettings(stored: StoredSettings): PublicSettings {
  const { adminPinHash, ...rest } = stored;
  return { ...rest, adminPinSet: adminPinHash !== null };
}
