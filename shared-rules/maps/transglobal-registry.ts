/**
 * The registry of Transglobal Rail maps by id. The rules state holds only a map id; the rules
 * look the map up here. `fixture-grid` is always present; real maps (usa, europe, asia) are
 * registered by whoever can read their JSON (the engine worker, the simulator, tests) through
 * `registerTransglobalMapJson` or `registerTransglobalMap` — shared-rules never reads files.
 */
import { FIXTURE_GRID_ID, fixtureGridMap } from './fixture-grid';
import { loadTransglobalMap } from './transglobal-load';
import type { TransglobalMap } from './transglobal-map';

const maps = new Map<string, TransglobalMap>();

/**
 * Registers a validated map under its `id`, replacing any map of that id (the rules cache
 * their per-map graph per map object, so a replaced map gets a fresh graph). Returns the map.
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

/** The map registered as `id`, or `undefined`. `fixture-grid` is built on first request. */
export function getTransglobalMap(id: string): TransglobalMap | undefined {
  const map = maps.get(id);
  if (map) return map;
  if (id === FIXTURE_GRID_ID) return registerTransglobalMap(fixtureGridMap());
  return undefined;
}

/** The ids of every map that can be played now (always including `fixture-grid`), sorted. */
export function transglobalMapIds(): string[] {
  return [...new Set([FIXTURE_GRID_ID, ...maps.keys()])].sort();
}
