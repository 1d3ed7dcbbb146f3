/**
 * The real maps in assets/maps/transglobal that exist and load (none while they are being
 * generated), for tests that should also hold on them.
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
      const loaded = loadTransglobalMap(JSON.parse(readFileSync(resolve(dir, f), 'utf8')));
      return loaded.ok ? [loaded.map] : [];
    });
}
