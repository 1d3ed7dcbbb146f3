/**
 * Loading real Transglobal maps from JSON files in Node (the simulator and benchmarks; the
 * rules themselves never read files): every `*.json` in a folder is checked by the map loader
 * and registered by its id.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registerTransglobalMapJson } from '../../shared-rules/maps/transglobal-registry';

/** Registers every map JSON under `dir`; returns the ids loaded and the files refused (with why). */
export function loadMapsFrom(dir: string): { loaded: string[]; refused: string[] } {
  const loaded: string[] = [];
  const refused: string[] = [];
  if (!existsSync(dir)) return { loaded, refused };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    try {
      const result = registerTransglobalMapJson(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (result.ok) loaded.push(result.map.id);
      else refused.push(`${file}: ${result.error}`);
    } catch (error) {
      refused.push(`${file}: ${String(error)}`);
    }
  }
  return { loaded, refused };
}
