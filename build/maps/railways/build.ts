/**
 * Builds the Railways of the World maps (`assets/maps/railways/<id>.json`, one line of JSON) from
 * their definitions (`data/*.ts`) and the npm geography: see `pipeline.ts` for the steps.
 *
 * Run: `npx tsx build/maps/railways/build.ts [id…]` (prints the counts; `--check` fails when a
 * committed file differs from a fresh build).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRailwaysMap } from '../../../shared-rules/maps/railways-map';
import { RAILWAYS_DEFINITIONS } from './definitions';
import { railwaysMapPath } from './files';
import { buildRailwaysMap, mapCounts } from './pipeline';

/** The file text of a built map: one line of JSON and a newline. */
export function railwaysMapText(map: unknown): string {
  return `${JSON.stringify(map)}\n`;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const wanted = args.filter((a) => !a.startsWith('--'));
  for (const def of RAILWAYS_DEFINITIONS) {
    if (wanted.length > 0 && !wanted.includes(def.id)) continue;
    const started = performance.now();
    const map = buildRailwaysMap(def);
    const loaded = loadRailwaysMap(map);
    if (!loaded.ok) throw new Error(`${def.id}: ${loaded.error}`);
    const text = railwaysMapText(map);
    const path = railwaysMapPath(def.id);
    if (check) {
      if (readFileSync(path, 'utf8') !== text) throw new Error(`${path} differs from a fresh build: run npx tsx build/maps/railways/build.ts`);
    } else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
    console.log(`${def.id}: ${mapCounts(map)}; ${(text.length / 1024).toFixed(1)} KB; ${((performance.now() - started) / 1000).toFixed(1)} s${check ? ' (matches the committed file)' : ''}`);
  }
}
