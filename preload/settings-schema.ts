/**
 * The one definition of the writable settings (`PublicSettings` minus `adminPinSet`, ./api.ts):
 * limits, defaults, the zod schema of each field, the `SettingsPatch` schema and the merge. Main
 * (main/settings/: electron-store file, IPC patches) and the browser platform
 * (renderer/platform/settings-schema.ts: localStorage, repaired field by field) both build on it,
 * so a value one accepts the other accepts too.
 *
 * Units: volumes 0–100 (%), `pxPerMm` CSS px per millimetre, idle times in s, the bot pause in ms.
 * `calibrated`: whether the first-start calibration prompt has been answered (Done or Skip).
 * The music volume is stored only once someone chooses one (`StoredWritableSettings`); until
 * then a table plays at its mode's default, quiet in kiosk mode (`DEFAULT_MUSIC_VOLUME`,
 * `resolveSettings`).
 *
 * Game defaults (`gameDefaults[gameId][optionKey]`) are drawn from each table game's option specs
 * (shared-rules/games/registry.ts): every integer or boolean option is a setting, validated by
 * its spec, and so is an enum option marked `setting` (a bidding style: one of its values);
 * other enum options (a map) are chosen in the lobby. No game is named here.
 * Pure TypeScript and zod: no Node, no DOM. With ./admin-gate.ts, one of the two preload modules
 * main and the renderer may import at run time (eslint.config.js).
 */
import { z } from 'zod';
import type { OptionSpec } from '../shared-rules/core/define-game';
import { tableCatalog } from '../shared-rules/games/catalog';
import type { GameDefaults, PublicSettings, SettingsPatch, WindowMode } from './api';

/** Limits of the numeric fields (inclusive). Game defaults use each game's own option ranges. */
export const LIMITS = {
  volume: { min: 0, max: 100 },
  pxPerMm: { min: 0.5, max: 20 },
  idleTimeoutS: { min: 15, max: 3600 },
  idleCountdownS: { min: 5, max: 300 },
  botDelayMs: { min: 0, max: 3000 },
} as const;

/** An enum option spec. */
type EnumSpec = Extract<OptionSpec, { readonly kind: 'enum' }>;
/** An option spec that is a setting (integer, boolean, or an enum marked `setting`; other enum options are chosen in the lobby). */
export type SettingSpec = Exclude<OptionSpec, { readonly kind: 'enum' }> | (EnumSpec & { readonly setting: true });

/** Whether option spec `spec` is a setting. */
function isSetting(spec: OptionSpec): spec is SettingSpec {
  return spec.kind !== 'enum' || spec.setting === true;
}

/** The setting specs of each table game that has settings, by game id (registry order); a game with none is left out. */
export const GAME_SETTING_SPECS: Readonly<Record<string, readonly SettingSpec[]>> = Object.fromEntries(
  tableCatalog().flatMap((entry) => {
    const specs = entry.options.filter(isSetting);
    return specs.length === 0 ? [] : [[entry.id, specs]];
  }),
);

/** The zod schema of one setting's value, from its spec (integer in [min, max], or null when `nullable`; boolean; one of an enum's values). */
export function settingValueSchema(spec: SettingSpec): z.ZodType<number | boolean | string | null> {
  if (spec.kind === 'boolean') return z.boolean();
  if (spec.kind === 'enum') return z.string().refine((v) => spec.values.some((x) => x.value === v), { message: `not one of ${spec.values.map((x) => x.value).join(', ')}` });
  const int = z.number().int().min(spec.min).max(spec.max);
  return spec.nullable === true ? int.nullable() : int;
}

/** A setting's value: what integer, boolean and enum option specs hold (`null`: off, for a nullable option). */
type SettingValue = number | boolean | string | null;

/** A game's rules' default for setting `key`, or undefined (not a setting value). */
function metaDefault(gameId: string, key: string): SettingValue | undefined {
  const defaults = tableCatalog().find((d) => d.id === gameId)?.defaultOptions;
  if (typeof defaults !== 'object' || defaults === null || Array.isArray(defaults) || !Object.hasOwn(defaults, key)) return undefined;
  const value: unknown = Reflect.get(defaults, key);
  return typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string' || value === null ? value : undefined;
}

/** The games' settings at their rules' defaults (one value per setting option), by game id. */
export const DEFAULT_GAME_DEFAULTS: GameDefaults = Object.fromEntries(
  Object.entries(GAME_SETTING_SPECS).map(([gameId, specs]) => [
    gameId,
    Object.fromEntries(
      specs.flatMap((spec) => {
        const value = metaDefault(gameId, spec.key);
        return value === undefined ? [] : [[spec.key, value]];
      }),
    ),
  ]),
);

const settingValue = z.union([z.number(), z.boolean(), z.string(), z.null()]);

/**
 * The zod schema of the game defaults: games and keys from the option specs only, each value
 * checked by its spec (issues at `<gameId>.<key>`). `complete` (stored settings): every setting
 * of every table game must be there, and games or settings this build lacks are let be; else (a
 * patch) any subset of known ones.
 */
function gameDefaultsSchema(complete: boolean) {
  return z.record(z.string(), z.record(z.string(), settingValue)).superRefine((games, ctx) => {
    for (const [gameId, values] of Object.entries(games)) {
      const specs = GAME_SETTING_SPECS[gameId];
      // Stored settings may hold games or settings of another version: kept, never read. A patch may not name them.
      if (specs === undefined) {
        if (!complete) ctx.addIssue({ code: 'custom', path: [gameId], message: `no table game ${gameId}` });
        continue;
      }
      for (const [key, value] of Object.entries(values)) {
        const spec = specs.find((s) => s.key === key);
        const checked = spec === undefined ? undefined : settingValueSchema(spec).safeParse(value);
        if (checked === undefined) {
          if (!complete) ctx.addIssue({ code: 'custom', path: [gameId, key], message: `${gameId} has no setting ${key}` });
        } else if (!checked.success) ctx.addIssue({ code: 'custom', path: [gameId, key], message: checked.error.issues[0]?.message ?? 'invalid' });
      }
    }
    if (!complete) return;
    for (const [gameId, specs] of Object.entries(GAME_SETTING_SPECS)) {
      for (const spec of specs) {
        if (games[gameId]?.[spec.key] === undefined) ctx.addIssue({ code: 'custom', path: [gameId, spec.key], message: 'missing' });
      }
    }
  });
}

/** The game defaults of stored settings, repaired value by value: a value its spec refuses falls back to the rules' default; unknown games and keys are dropped. */
export function repairGameDefaults(stored: unknown): GameDefaults {
  const source = typeof stored === 'object' && stored !== null ? stored : {};
  return Object.fromEntries(
    Object.entries(GAME_SETTING_SPECS).map(([gameId, specs]) => {
      const game: unknown = Reflect.get(source, gameId);
      const values = typeof game === 'object' && game !== null ? game : {};
      return [
        gameId,
        Object.fromEntries(
          specs.flatMap((spec) => {
            const parsed = settingValueSchema(spec).safeParse(Reflect.get(values, spec.key));
            const value = parsed.success ? parsed.data : DEFAULT_GAME_DEFAULTS[gameId]?.[spec.key];
            return value === undefined ? [] : [[spec.key, value]];
          }),
        ),
      ];
    }),
  );
}

/** The settings every platform runs with and the renderer may write (no PIN data). */
export type WritableSettings = Omit<PublicSettings, 'adminPinSet'>;

/**
 * The settings as stored: the writable ones, with `volume.music` (%) absent until someone
 * chooses a music volume (a patch naming it); absent, the table's mode gives it
 * (`resolveSettings`).
 */
export type StoredWritableSettings = Omit<WritableSettings, 'volume'> & { readonly volume: { readonly music?: number; readonly effects: number } };

/**
 * The music volume (%) of a table whose music volume was never chosen, by the mode it runs in:
 * 20 % in kiosk mode (a café or museum hears the loop all day), 60 % otherwise. A chosen volume
 * always wins.
 */
export const DEFAULT_MUSIC_VOLUME: Readonly<Record<WindowMode, number>> = { desktop: 60, table: 60, kiosk: 20 };

/** Defaults of a fresh install as stored: desktop mode, English, effects 80 % (music: the mode's default), 40 ppi calibration (px/mm) not yet confirmed, idle 90/30 s, each game's rules' default options, 600 ms before each bot move. */
export const DEFAULT_STORED_SETTINGS: StoredWritableSettings = {
  mode: 'desktop',
  displayId: null,
  language: 'en',
  volume: { effects: 80 },
  pxPerMm: 40 / 25.4,
  calibrated: false,
  idle: { timeoutS: 90, countdownS: 30 },
  gameDefaults: DEFAULT_GAME_DEFAULTS,
  botDelayMs: 600,
};

/** The music volume (%) a table in `mode` plays at: `chosen` (a stored choice) if any, else the mode's default. */
export function musicVolumeFor(mode: WindowMode, chosen: number | undefined): number {
  return chosen ?? DEFAULT_MUSIC_VOLUME[mode];
}

/** The settings a table running in `mode` uses: `stored` with its music volume resolved (`musicVolumeFor`); other fields (a PIN hash, `adminPinSet`) kept. */
export function resolveSettings<S extends StoredWritableSettings>(stored: S, mode: WindowMode): Omit<S, 'volume'> & WritableSettings {
  return { ...stored, volume: { music: musicVolumeFor(mode, stored.volume.music), effects: stored.volume.effects } };
}

/** Defaults of a fresh install in desktop mode as the renderer sees them (music 60 %, effects 80 %; see `DEFAULT_STORED_SETTINGS`). */
export const DEFAULT_WRITABLE_SETTINGS: WritableSettings = resolveSettings(DEFAULT_STORED_SETTINGS, 'desktop');

/**
 * `calibrated` of stored settings that lack the field (written before it existed): an operator
 * who had already changed the calibration (`pxPerMm` not the default) is not asked again.
 */
export function calibratedBefore(pxPerMm: number): boolean {
  return pxPerMm !== DEFAULT_WRITABLE_SETTINGS.pxPerMm;
}

const volume = z.number().int().min(LIMITS.volume.min).max(LIMITS.volume.max);

/** The zod schema of each writable field (leaf by leaf for the groups), within {@link LIMITS}. */
export const FIELDS = {
  mode: z.enum(['desktop', 'table', 'kiosk']),
  displayId: z.number().int().nullable(),
  language: z.enum(['en', 'ar', 'ko']),
  volume: { music: volume, effects: volume },
  pxPerMm: z.number().min(LIMITS.pxPerMm.min).max(LIMITS.pxPerMm.max),
  calibrated: z.boolean(),
  idle: {
    timeoutS: z.number().int().min(LIMITS.idleTimeoutS.min).max(LIMITS.idleTimeoutS.max),
    countdownS: z.number().int().min(LIMITS.idleCountdownS.min).max(LIMITS.idleCountdownS.max),
  },
  gameDefaults: gameDefaultsSchema(true),
  botDelayMs: z.number().int().min(LIMITS.botDelayMs.min).max(LIMITS.botDelayMs.max),
} as const;

/** The writable settings as one strict-valued zod object (unknown keys stripped). */
export const writableSettingsSchema = z.object({
  mode: FIELDS.mode,
  displayId: FIELDS.displayId,
  language: FIELDS.language,
  volume: z.object(FIELDS.volume),
  pxPerMm: FIELDS.pxPerMm,
  calibrated: FIELDS.calibrated,
  idle: z.object(FIELDS.idle),
  gameDefaults: FIELDS.gameDefaults,
  botDelayMs: FIELDS.botDelayMs,
});

/** The stored writable settings (`StoredWritableSettings`): as `writableSettingsSchema`, with `volume.music` absent until chosen. */
export const storedWritableSettingsSchema = writableSettingsSchema.extend({
  volume: z.object({ music: FIELDS.volume.music.optional(), effects: FIELDS.volume.effects }),
});

/** A `SettingsPatch`: any subset of the writable fields, nothing else (unknown keys refused; `adminPinSet`/the PIN hash are not writable). */
export const settingsPatchSchema = z.strictObject({
  mode: FIELDS.mode.optional(),
  displayId: FIELDS.displayId.optional(),
  language: FIELDS.language.optional(),
  volume: z.strictObject({ music: FIELDS.volume.music.optional(), effects: FIELDS.volume.effects.optional() }).optional(),
  pxPerMm: FIELDS.pxPerMm.optional(),
  calibrated: FIELDS.calibrated.optional(),
  idle: z.strictObject({ timeoutS: FIELDS.idle.timeoutS.optional(), countdownS: FIELDS.idle.countdownS.optional() }).optional(),
  gameDefaults: gameDefaultsSchema(false).optional(),
  botDelayMs: FIELDS.botDelayMs.optional(),
});

/**
 * The settings after `patch`: fields not named keep their value (`undefined` means "not named";
 * `null` is a value for `displayId` and nullable game settings; an unchosen music volume stays
 * absent); fields beyond the writable ones (main's
 * `adminPinHash`, the renderer's `adminPinSet`) are kept as they are.
 */
export function applySettingsPatch<S extends StoredWritableSettings>(current: S, patch: SettingsPatch): S {
  const games = patch.gameDefaults ?? {};
  // A music volume not chosen yet stays unchosen (the mode's default) until a patch names one.
  const music = patch.volume?.music ?? current.volume.music;
  const effects = patch.volume?.effects ?? current.volume.effects;
  const gameDefaults: Record<string, Readonly<Record<string, SettingValue>>> = { ...current.gameDefaults };
  for (const [gameId, values] of Object.entries(games)) {
    if (values === undefined) continue;
    const merged: Record<string, SettingValue> = { ...(current.gameDefaults[gameId] ?? {}) };
    for (const [key, value] of Object.entries(values)) if (value !== undefined) merged[key] = value;
    gameDefaults[gameId] = merged;
  }
  return {
    ...current,
    mode: patch.mode ?? current.mode,
    displayId: patch.displayId === undefined ? current.displayId : patch.displayId,
    language: patch.language ?? current.language,
    volume: music === undefined ? { effects } : { music, effects },
    pxPerMm: patch.pxPerMm ?? current.pxPerMm,
    calibrated: patch.calibrated ?? current.calibrated,
    idle: { timeoutS: patch.idle?.timeoutS ?? current.idle.timeoutS, countdownS: patch.idle?.countdownS ?? current.idle.countdownS },
    gameDefaults,
    botDelayMs: patch.botDelayMs ?? current.botDelayMs,
  };
}

// Compile-time checks: the schemas produce exactly the contract's types.
const _patch: z.infer<typeof settingsPatchSchema> extends SettingsPatch ? true : false = true;
const _settings: z.infer<typeof writableSettingsSchema> extends WritableSettings ? true : false = true;
const _back: WritableSettings extends z.infer<typeof writableSettingsSchema> ? true : false = true;
const _stored: z.infer<typeof storedWritableSettingsSchema> extends StoredWritableSettings ? true : false = true;
const _storedBack: StoredWritableSettings extends z.infer<typeof storedWritableSettingsSchema> ? true : false = true;
void _stored;
void _storedBack;
void _patch;
void _settings;
void _back;
