/**
 * The real maps in assets/maps/transglobal that exist, parse and load (a file half-written by
 * the generator is skipped), for tests that should also hold on them.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadTransglobalMap } from '../../shared-rules/maps/transglobal-load';
import type { TransglobalMap } from '../../shared-rules/maps/transglobal-map';

/** Every loadable real map, by id. */
export function realMaps(): TransglobalMap[] {
  const dir = resolve(import.meta.dirname, '../../assets/maps/transglobal');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => {
      let json: unknown;
      try {
        json = JSON.parse(readFileSync(resolve(dir, f), 'utf8'));
      } catch {
        return []; // being rewritten by the map generator right now; the maps' own tests check it
      }
      const loaded = loadTransglobalMap(json);
      return loaded.ok ? [loaded.map] : [];
    });
}
