/**
 * The options a Transglobal match starts with, from the lobby's map and the settings' game
 * defaults (rules "Settings": starting bank $5–$40; tax floor off or $1–$15). Values are clamped
 * into the rules' ranges here (settings written before the ranges were shared may hold others;
 * a floor of $0 means off); the engine's `parseTransglobalOptions` still checks them.
 */
import type { GameDefaults } from '../../../preload/api';
import { STARTING_BANK_RANGE, TAX_FLOOR_RANGE } from '../../../shared-rules/games/transglobal/options';

export { STARTING_BANK_RANGE, TAX_FLOOR_RANGE };

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, Math.round(value)));
}

/** The settings' Transglobal defaults inside the rules' ranges: starting bank ($) and tax floor ($, or null for off; $0 counts as off). Shown by the settings and admin panels, used by {@link gameOptions}. */
export function clampedDefaults(defaults: GameDefaults['transglobal']): { startingBank: number; taxFloor: number | null } {
  const floor = defaults.taxFloor;
  return {
    startingBank: clamp(defaults.startingBank, STARTING_BANK_RANGE.min, STARTING_BANK_RANGE.max),
    taxFloor: floor === null || floor <= 0 ? null : clamp(floor, TAX_FLOOR_RANGE.min, TAX_FLOOR_RANGE.max),
  };
}

/** The raw options `{mapId, startingBank ($), taxFloor ($ or null)}` for `newMatch`. */
export function gameOptions(mapId: string, defaults: GameDefaults['transglobal']): { mapId: string; startingBank: number; taxFloor: number | null } {
  return { mapId, ...clampedDefaults(defaults) };
}
