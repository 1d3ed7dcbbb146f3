/**
 * Scans the origin of a Railways map definition (the centre of hex (0, 0)) over a 20 × 20 grid of
 * offsets within one hex, and prints the origins (rounded to 0.01°) at which no two of the
 * definition's cities share a hex or sit on neighbouring hexes, those whose cities sit farthest
 * inside their hexes first, and the city pairs that crowd each other at most origins (the places
 * to leave out when no origin works). A design aid: copy an origin into the definition's `origin`.
 *
 * Run: `npx tsx build/maps/railways/tune-origin.ts [id]`.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Pt } from '../geometry';
import type { RailwaysDefinition } from './definition';
import { RAILWAYS_DEFINITIONS } from './definitions';
import { makeRailwaysProjection } from './geography';
import { axialToKm, hexKey, kmToAxial, neighbours } from '../hexgrid';

/** The pairs of cities of `def` that crowd each other (one hex, or neighbours) with origin `origin`. */
export function crowdedCities(def: RailwaysDefinition, origin: readonly [number, number]): string[] {
  const proj = makeRailwaysProjection({ ...def, origin });
  const at = new Map<string, string>();
  const out: string[] = [];
  for (const city of def.cities) {
    const [q, r] = kmToAxial(def.hexSizeKm, proj.project([city.lon, city.lat]));
    for (const [nq, nr] of [[q, r] as [number, number], ...neighbours(q, r)]) {
      const other = at.get(hexKey(nq, nr));
      if (other !== undefined) out.push(`${other}/${city.id}`);
    }
    at.set(hexKey(q, r), city.id);
  }
  return out;
}

/** How far, km, the city point nearest its hex's edge lies inside it (bigger: less sensitive to the origin). */
function slack(def: RailwaysDefinition, origin: readonly [number, number]): number {
  const proj = makeRailwaysProjection({ ...def, origin });
  let worst = Infinity;
  for (const city of def.cities) {
    const p: Pt = proj.project([city.lon, city.lat]);
    const [q, r] = kmToAxial(def.hexSizeKm, p);
    const c = axialToKm(def.hexSizeKm, q, r);
    // Distance to the hex edge: apothem minus the largest projection on the six side normals.
    let reach = 0;
    for (let k = 0; k < 6; k++) {
      const a = (Math.PI / 3) * k;
      reach = Math.max(reach, (p[0] - c[0]) * Math.cos(a) + (p[1] - c[1]) * Math.sin(a));
    }
    worst = Math.min(worst, (def.hexSizeKm * Math.sqrt(3)) / 2 - reach);
  }
  return worst;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const id = process.argv[2] ?? 'eastern-us';
  const def = RAILWAYS_DEFINITIONS.find((d) => d.id === id);
  if (def === undefined) throw new Error(`no Railways map definition ${id}`);
  const proj = makeRailwaysProjection(def);
  const s = def.hexSizeKm;
  const found: { origin: [number, number]; slack: number }[] = [];
  const blame = new Map<string, number>();
  for (let i = 0; i < 20; i++) {
    for (let j = 0; j < 20; j++) {
      const ll = proj.projection.invert?.([(i / 20) * s * Math.sqrt(3), (j / 20) * s * 1.5]);
      if (ll === null || ll === undefined) continue;
      const origin: [number, number] = [Math.round(ll[0] * 100) / 100, Math.round(ll[1] * 100) / 100];
      const crowded = crowdedCities(def, origin);
      for (const pair of crowded) blame.set(pair, (blame.get(pair) ?? 0) + 1);
      if (crowded.length === 0) found.push({ origin, slack: slack(def, origin) });
    }
  }
  found.sort((a, b) => b.slack - a.slack);
  console.log(`${def.id}: now ${def.origin.join(', ')} → ${crowdedCities(def, def.origin).join(' ') || 'no crowding'}`);
  for (const f of found.slice(0, 10)) console.log(`origin [${f.origin.join(', ')}]: no crowding; nearest city ${f.slack.toFixed(1)} km inside its hex edge`);
  const often = [...blame.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 12);
  console.log(`pairs crowding at most of the 400 origins: ${often.map(([pair, k]) => `${pair} ${k}`).join(', ')}`);
  if (found.length === 0) console.log('no origin keeps every city two hexes from the others: leave one out or change the hex size');
}
