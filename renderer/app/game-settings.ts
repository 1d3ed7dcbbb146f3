/**
 * Game defaults as the settings and admin panels show them, and the options a new match starts
 * with — for every table game, from its option specs (preload/settings-schema.ts
 * `GAME_SETTING_SPECS`), so no panel and no flow names a game or an option.
 *
 * A control's `position` is what a slider or stepper holds: the value itself, or for a nullable
 * option one step below its minimum meaning "off" (`null`).
 */
import type { GameDefaults, PublicSettings, SettingsPatch } from '../../preload/api';
import { GAME_SETTING_SPECS, settingValueSchema, type SettingSpec } from '../../preload/settings-schema';
import type { Json } from '../../shared-rules/core/types';
import { getCatalogEntry } from '../../shared-rules/games/catalog';
import { getGameUi } from '../games/registry';

/**
 * One game setting as a control (a slider or stepper): ids, labels, its range of positions and
 * the current one. An integer setting's positions are its values (a nullable one has "off" one
 * step below its minimum); a boolean setting's are 0 (off) and 1 (on); an enum setting's are its
 * values' indices (0 the first).
 */
export type GameSettingControl = {
  readonly gameId: string;
  /** The game's title (i18n key), to group a game's settings. */
  readonly titleKey: string;
  readonly spec: SettingSpec;
  /** The control's id stem: the option key in kebab case (`someOption` → `some-option`). */
  readonly id: string;
  readonly position: number;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /**
   * `off` for a nullable option at "off" or a boolean one off; `on` for a boolean one on; the
   * i18n key of an enum's value (`labelKey`); else the value with its unit (e.g. `$15`).
   */
  readonly shown:
    | { readonly off: true }
    | { readonly off: false; readonly on: true }
    | { readonly off: false; readonly on?: undefined; readonly labelKey: string }
    | { readonly off: false; readonly on?: undefined; readonly labelKey?: undefined; readonly text: string };
};

/** `someOption` → `some-option`. */
function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The stored value of a game setting, or its rules' default when the stored one is missing or invalid. */
function settingValue(gameDefaults: GameDefaults, gameId: string, spec: SettingSpec): number | boolean | string | null | undefined {
  const stored = gameDefaults[gameId]?.[spec.key];
  if (settingValueSchema(spec).safeParse(stored).success) return stored;
  const fallback = jsonObject(getCatalogEntry(gameId)?.defaultOptions)?.[spec.key];
  return typeof fallback === 'number' || typeof fallback === 'boolean' || typeof fallback === 'string' || fallback === null ? fallback : undefined;
}

/** The text a control shows: Off, On, an enum value's label or the value with its unit. */
export function shownText(control: GameSettingControl, t: (key: string) => string, offKey: string): string {
  const { shown } = control;
  if (shown.off) return t(offKey);
  if (shown.on === true) return t('settings.on');
  return shown.labelKey !== undefined ? t(shown.labelKey) : shown.text;
}

/** The game settings (integer, boolean and enum) of every table game, in registry and spec order. */
export function gameSettingControls(settings: PublicSettings): readonly GameSettingControl[] {
  return Object.entries(GAME_SETTING_SPECS).flatMap(([gameId, specs]) =>
    specs.map((spec): GameSettingControl => {
      const value = settingValue(settings.gameDefaults, gameId, spec);
      const common = { gameId, titleKey: getGameUi(gameId)?.titleKey ?? gameId, spec, id: kebab(spec.key) };
      if (spec.kind === 'boolean') return { ...common, position: value === true ? 1 : 0, min: 0, max: 1, step: 1, shown: value === true ? { off: false, on: true } : { off: true } };
      if (spec.kind === 'enum') {
        const position = Math.max(0, spec.values.findIndex((v) => v.value === value));
        return { ...common, position, min: 0, max: spec.values.length - 1, step: 1, shown: { off: false, labelKey: spec.values[position]?.labelKey ?? '' } };
      }
      const nullable = spec.nullable === true;
      const position = typeof value === 'number' ? value : nullable ? spec.min - spec.step : spec.min;
      const off = nullable && value === null;
      return {
        ...common,
        position,
        min: nullable ? spec.min - spec.step : spec.min,
        max: spec.max,
        step: spec.step,
        shown: off ? { off: true } : { off: false, text: `${spec.unit ?? ''}${position}` },
      };
    }),
  );
}

/** The settings patch that moves a control to `position` (a boolean: on from 1; below the minimum of a nullable option: off; an enum: the value at that index, clamped). */
export function patchOf(control: GameSettingControl, position: number): SettingsPatch {
  const { spec } = control;
  const value =
    spec.kind === 'boolean'
      ? position >= 1
      : spec.kind === 'enum'
        ? (spec.values[Math.max(0, Math.min(spec.values.length - 1, Math.round(position)))]?.value ?? '')
        : spec.nullable === true && position < spec.min
          ? null
          : Math.max(spec.min, Math.min(spec.max, Math.round(position)));
  return { gameDefaults: { [control.gameId]: { [spec.key]: value } } };
}

/**
 * The options a new match of `gameId` starts with: the rules' defaults, then the settings'
 * defaults for that game (each checked by its spec), then the lobby's choices.
 */
export function matchOptionsOf(gameId: string, settings: PublicSettings, choices: Readonly<Record<string, Json>>): Json {
  const base: Record<string, Json> = { ...(jsonObject(getCatalogEntry(gameId)?.defaultOptions) ?? {}) };
  for (const spec of GAME_SETTING_SPECS[gameId] ?? []) {
    const value = settingValue(settings.gameDefaults, gameId, spec);
    if (value !== undefined) base[spec.key] = value;
  }
  return { ...base, ...choices };
}

/** A JSON value as an object (not null, not an array), or undefined. */
export function jsonObject(value: Json | undefined): { readonly [key: string]: Json } | undefined {
  return typeof value === 'object' && value !== null && !isJsonArray(value) ? value : undefined;
}

/** `Array.isArray` as a guard that also narrows readonly JSON arrays. */
function isJsonArray(value: Json): value is readonly Json[] {
  return Array.isArray(value);
}
