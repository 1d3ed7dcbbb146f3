/**
 * The Resourceful Rails map generator (`npx tsx build/maps/resourceful/build.ts [id…]`): builds
 * each definition with the pipeline, validates it with the zod schema and writes
 * `assets/maps/resourceful/<id>.json` (stable key order, 0.1 km rounding, seeded deck, no
 * timestamps: same inputs give identical bytes). Prints the map's figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { serializeMap } from '../serialize';
import { RESOURCEFUL_DEFINITIONS } from './definitions';
import { resourcefulMapPath } from './files';
import { buildResourcefulMap } from './pipeline';
import { describeFigures, mapFigures } from './stats';

const wanted = process.argv.slice(2);
for (const def of RESOURCEFUL_DEFINITIONS) {
  if (wanted.length > 0 && !wanted.includes(def.geo.id)) continue;
  const started = performance.now();
  const built = buildResourcefulMap(def);
  const out = resourcefulMapPath(def.geo.id);
  mkdirSync(dirname(out), { recursive: true });
  const text = serializeMap(built.map);
  writeFileSync(out, text);
  console.log(`${def.geo.id}: ${(Buffer.byteLength(text) / 1024).toFixed(1)} KiB in ${Math.round(performance.now() - started)} ms → ${out}`);
  console.log(`  ${describeFigures(mapFigures(built.map, built.snapKm))}`);
  if (built.droppedRivers.length > 0) console.log(`  rivers not bridged (left out): ${built.droppedRivers.join(', ')}`);
}
