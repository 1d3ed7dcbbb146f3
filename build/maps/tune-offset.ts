/**
 * Tuning aid (not part of the build): for a map definition, scans lattice spacings and origin
 * offsets for the smallest worst distance from a city to its nearest lattice node that the
 * grid keeps (land test only, no links), with every city on a different node; then checks the
 * best candidates with the real build (worst snap after links and the connected network).
 * Run: `npx tsx build/maps/tune-offset.ts <id> <spacing,spacing,…>`.
 */
import { DEFINITIONS } from './definitions';
import { makeProjection } from './project';
import { buildMap } from './pipeline';
import { gridAllows, latticePoint, ROW } from './lattice';
import { buildGeoContext } from './geo-context';
import type { Pt } from './geometry';

function nearestNode(allows: (p: Pt) => boolean, p: readonly [number, number], s: number, off: readonly [number, number]): { key: string; d: number } {
  const r0 = Math.round(p[1] / (s * ROW) - off[1]);
  let best = { key: '', d: Infinity };
  for (let r = r0 - 1; r <= r0 + 1; r++) {
    const q0 = Math.round(p[0] / s - off[0] - r / 2);
    for (let q = q0 - 1; q <= q0 + 1; q++) {
      const n = latticePoint(q, r, s, off);
      const d = Math.hypot(n[0] - p[0], n[1] - p[1]);
      if (d < best.d && allows(n)) best = { key: `${q},${r}`, d };
    }
  }
  return best;
}

const [id, spacingArg] = process.argv.slice(2);
const def = DEFINITIONS.find((d) => d.id === id);
if (!def || !spacingArg) throw new Error('usage: tune-offset.ts <id> <spacing,…>');
const proj = makeProjection(def);
const places = def.cities.map((c) => proj.project([c.lon, c.lat]));
const results: { worst: number; spacing: number; off: [number, number] }[] = [];
const steps = Number(process.env.STEPS ?? 25);
for (const s of spacingArg.split(',').map(Number)) {
  const ctx = buildGeoContext({ ...def, spacingKm: s });
  const allows = (p: Pt): boolean => gridAllows(ctx, p);
  for (let i = 0; i < steps; i++) {
    for (let j = 0; j < steps; j++) {
      const off: [number, number] = [i / steps, j / steps];
      const snaps = places.map((p) => nearestNode(allows, p, s, off));
      if (new Set(snaps.map((x) => x.key)).size !== snaps.length) continue;
      const worst = Math.max(...snaps.map((x) => x.d)) / s;
      results.push({ worst, spacing: s, off });
    }
  }
}
results.sort((a, b) => a.worst - b.worst);
for (const r of results.slice(0, Number(process.env.VERIFY ?? 25))) {
  const built = buildMap({ ...def, spacingKm: r.spacing, latticeOffset: r.off }, { measureDashed: false });
  const worst = Math.max(...built.snapKm) / r.spacing;
  const plain = built.map.links.filter((l) => l.reason === 'plain').length;
  console.log(`lattice ${r.worst.toFixed(3)} built ${worst.toFixed(3)} spacing ${r.spacing} offset [${r.off.join(', ')}] nodes ${built.map.intersections.length} dropped ${built.droppedNodes} $2 ${(100 - (100 * plain) / built.map.links.length).toFixed(1)} %`);
}
