/**
 * The map generator (`npm run maps:build [id…]`): builds every map definition with the
 * pipeline, validates it with the zod schema and writes `assets/maps/transglobal/<id>.json`
 * (stable key order, 0.1 km rounding, no timestamps: same inputs give identical bytes).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFINITIONS } from './definitions';
import { buildMap } from './pipeline';
import { serializeMap } from './serialize';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const wanted = process.argv.slice(2);
for (const def of DEFINITIONS) {
  if (wanted.length > 0 && !wanted.includes(def.id)) continue;
  const started = performance.now();
  const { map } = buildMap(def);
  const out = resolve(root, `assets/maps/transglobal/${def.id}.json`);
  mkdirSync(dirname(out), { recursive: true });
  const text = serializeMap(map);
  writeFileSync(out, text);
  console.log(`${def.id}: ${map.intersections.length} intersections, ${map.links.length} links, ${(text.length / 1024).toFixed(1)} KB in ${Math.round(performance.now() - started)} ms → ${out}`);
}
