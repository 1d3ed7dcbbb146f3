/**
 * Transglobal Rail maps by id. The rules state holds only a map id; the rules look the map up
 * here. Three sources, in this order:
 * - maps added with `registerTransglobalMap` (tests and tools with maps of their own);
 * - the maps this build ships (`./transglobal-bundled.ts`: usa, europe, asia), imported as JSON
 *   modules and validated by `loadTransglobalMap` on first use (then kept), so every process
 *   that imports the game has them with no registration step;
 * - `fixture-grid`, the small test map, built on first use.
 * shared-rules never reads files.
 */
import { FIXTURE_GRID_ID, fixtureGridMap } from './fixture-grid';
import { TRANSGLOBAL_MAP_IDS, TRANSGLOBAL_MAP_JSON, isTransglobalMapId } from './transglobal-bundled';
import { loadTransglobalMap } from './transglobal-load';
import type { TransglobalMap } from './transglobal-map';

const maps = new Map<string, TransglobalMap>();
/** Shipped maps validated so far (a cache of pure loads, not a registry). */
const shipped = new Map<string, TransglobalMap>();

/**
 * Adds a validated map under its `id` for this process, taking precedence over a shipped map of
 * that id (the rules cache their per-map graph per map object, so a replaced map gets a fresh
 * graph). For tests and tools; the shipped maps need no registration. Returns the map.
 */
export function registerTransglobalMap(map: TransglobalMap): TransglobalMap {
  maps.set(map.id, map);
  return map;
}

/**
 * Checks untrusted JSON with `loadTransglobalMap` and registers it. Returns the loader's answer
 * (`{ ok: false, error }` registers nothing).
 */
export function registerTransglobalMapJson(json: unknown): ReturnType<typeof loadTransglobalMap> {
  const loaded = loadTransglobalMap(json);
  if (loaded.ok) registerTransglobalMap(loaded.map);
  return loaded;
}

/**
 * A shipped map, validated on first use. Throws `Error` when the shipped JSON fails the loader
 * (a build defect that `tests/maps` catches: the generated files are checked in).
 */
function shippedMap(id: string): TransglobalMap | undefined {
  if (!isTransglobalMapId(id)) return undefined;
  const cached = shipped.get(id);
  if (cached !== undefined) return cached;
  const loaded = loadTransglobalMap(TRANSGLOBAL_MAP_JSON[id]);
  if (!loaded.ok) throw new Error(`shipped Transglobal map ${id} is invalid: ${String(loaded.error)}`);
  shipped.set(id, loaded.map);
  return loaded.map;
}

/** The map of this `id` (registered, shipped or `fixture-grid`), or `undefined`. */
export function getTransglobalMap(id: string): TransglobalMap | undefined {
  const map = maps.get(id);
  if (map) return map;
  const ship = shippedMap(id);
  if (ship) return ship;
  if (id === FIXTURE_GRID_ID) return registerTransglobalMap(fixtureGridMap());
  return undefined;
}

/** The ids of every map that can be played now (shipped, registered and `fixture-grid`), sorted. */
export function transglobalMapIds(): string[] {
  return [...new Set([FIXTURE_GRID_ID, ...TRANSGLOBAL_MAP_IDS, ...maps.keys()])].sort();
}
