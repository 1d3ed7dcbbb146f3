/**
 * Tuning aid (not part of the build): scans lattice origin offsets of a Resourceful map and
 * prints the ones with the smallest worst city snap (km; majors and others apart), with the
 * milepost count and terrain shares of each. Run:
 * `npx tsx build/maps/resourceful/tune-offset.ts <id> [steps per axis, default 6]`.
 */
import { RESOURCEFUL_DEFINITIONS } from './definitions';
import { buildResourcefulMap } from './pipeline';
import { mapFigures } from './stats';

const [id, stepsArg] = process.argv.slice(2);
const def = RESOURCEFUL_DEFINITIONS.find((d) => d.geo.id === id);
if (!def) throw new Error('usage: tune-offset.ts <id> [steps]');
const steps = Number(stepsArg ?? 6);
const rows: { off: [number, number]; worst: number; worstMajor: number; text: string }[] = [];
for (let i = 0; i < steps; i++) {
  for (let j = 0; j < steps; j++) {
    const off: [number, number] = [i / steps, j / steps];
    try {
      const built = buildResourcefulMap({ ...def, geo: { ...def.geo, latticeOffset: off } });
      const majors = built.map.cities.map((c, k) => (c.size === 'major' ? (built.snapKm[k] ?? 0) : 0));
      const worst = Math.max(...built.snapKm);
      const worstMajor = Math.max(...majors);
      const f = mapFigures(built.map, built.snapKm);
      const pct = (x: number): string => (100 * x).toFixed(1);
      rows.push({ off, worst, worstMajor, text: `${f.mileposts} mileposts, terrain ${pct(f.terrain.clear)}/${pct(f.terrain.mountain)}/${pct(f.terrain.alpine)}, river ${pct(f.riverShare)} %, worst ${f.worstSnap?.city ?? ''}` });
    } catch (e) {
      console.log(`offset [${off.join(', ')}]: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
rows.sort((a, b) => Math.max(a.worst, 1.2 * a.worstMajor) - Math.max(b.worst, 1.2 * b.worstMajor));
for (const r of rows.slice(0, 12)) {
  console.log(`offset [${r.off.map((x) => x.toFixed(3)).join(', ')}] worst ${r.worst.toFixed(1)} km, worst major ${r.worstMajor.toFixed(1)} km: ${r.text}`);
}
