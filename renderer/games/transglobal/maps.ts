/**
 * The bundled Transglobal Rail maps (assets/maps/transglobal/*.json): validated with the rules'
 * loader and registered in the rules' map registry, in whichever thread imports this (the engine
 * worker for the rules, the page for drawing the board). Call `registerBundledMaps()` once.
 */
import { getTransglobalMap, registerTransglobalMapJson } from '../../../shared-rules/maps/transglobal-registry';
import type { TransglobalMap } from '../../../shared-rules/maps/transglobal-map';

const jsonMaps = import.meta.glob<unknown>('../../../assets/maps/transglobal/*.json', { eager: true, import: 'default' });

/** The maps offered in the lobby, in the order shown; `usa` is the one for beginners (rules "Components"). */
export const TRANSGLOBAL_MAP_IDS = ['usa', 'europe', 'asia'] as const;

/** A map id offered in the lobby. */
export type TransglobalMapId = (typeof TRANSGLOBAL_MAP_IDS)[number];

/** Whether `id` is one of the offered map ids. */
export function isTransglobalMapId(id: string): id is TransglobalMapId {
  return TRANSGLOBAL_MAP_IDS.some((m) => m === id);
}

let registered: { readonly ids: readonly string[]; readonly errors: readonly string[] } | undefined;

/**
 * Validates and registers every bundled map (once; later calls return the first answer):
 * `ids` registered, `errors` one English line per file the loader refused.
 */
export function registerBundledMaps(): { readonly ids: readonly string[]; readonly errors: readonly string[] } {
  if (registered !== undefined) return registered;
  const ids: string[] = [];
  const errors: string[] = [];
  for (const [path, json] of Object.entries(jsonMaps)) {
    const loaded = registerTransglobalMapJson(json);
    if (loaded.ok) ids.push(loaded.map.id);
    else errors.push(`${path}: ${String(loaded.error)}`);
  }
  registered = { ids, errors };
  return registered;
}

/** The registered map `id` (registering the bundled maps first), or `undefined`. */
export function bundledMap(id: string): TransglobalMap | undefined {
  registerBundledMaps();
  return getTransglobalMap(id);
}
