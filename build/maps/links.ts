/**
 * Links between neighbouring lattice nodes and their cost (rules "Components": $1, or $2
 * where a link crosses a river, runs through mountains or crosses a strait). Links over
 * open water or across a channel are dropped unless they bridge a listed strait.
 */
import type { LinkReason } from '../../shared-rules/maps/transglobal-map';
import type { GeoContext } from './geo-context';
import { dist, pointInAnyRing, samplePoints, segmentsIntersect, type Pt } from './geometry';

/** Sample points per link for the mountain rule (≥ 3 of 9 inside a range → $2). */
export const MOUNTAIN_SAMPLES = 9;
/** At least this many of the mountain samples inside a range make the link a mountain link. */
export const MOUNTAIN_MIN_INSIDE = 3;
/** Sample points per link for the water tests. */
const WATER_SAMPLES = 17;
/** A water gap inside a link longer than this fraction of the spacing is a sea crossing. */
const MAX_GAP = 0.2;

/** A link's cost ($) and reason, or undefined when the link cannot exist. */
export type LinkVerdict = { readonly cost: 1 | 2; readonly reason: LinkReason } | undefined;

function crossesAny(a: Pt, b: Pt, lines: readonly (readonly Pt[])[]): boolean {
  const minX = Math.min(a[0], b[0]);
  const maxX = Math.max(a[0], b[0]);
  const minY = Math.min(a[1], b[1]);
  const maxY = Math.max(a[1], b[1]);
  for (const line of lines) {
    for (let i = 1; i < line.length; i++) {
      const p = line[i - 1];
      const q = line[i];
      if (!p || !q) continue;
      if (Math.max(p[0], q[0]) < minX || Math.min(p[0], q[0]) > maxX || Math.max(p[1], q[1]) < minY || Math.min(p[1], q[1]) > maxY) continue;
      if (segmentsIntersect(a, b, p, q)) return true;
    }
  }
  return false;
}

/** How near (× spacing) each end of a bridging link must be to the strait's landing points. */
const BRIDGE_REACH = 0.9;

/**
 * Whether link a–b bridges the strait whose landing points (one on each shore) are `sa` and
 * `sb`: one end lies within `BRIDGE_REACH` × spacing of each landing point.
 */
export function bridges(a: Pt, b: Pt, sa: Pt, sb: Pt, spacing: number): boolean {
  const r = BRIDGE_REACH * spacing;
  return (dist(a, sa) <= r && dist(b, sb) <= r) || (dist(a, sb) <= r && dist(b, sa) <= r);
}

/** Offshore samples nearer than this fraction of the spacing to the coast count as on the coast. */
const ON_COAST = 0.08;

/**
 * Whether a link over water passes from one shore to another: between two consecutive
 * offshore samples (both at least `ON_COAST` × spacing out), the nearest coast point jumps
 * farther than a coast-hugging line could move (the distance out plus one sample step),
 * as it does midway across a strait or a bay mouth.
 */
function switchesShore(ctx: GeoContext, samples: readonly Pt[], wet: readonly boolean[], step: number): boolean {
  const s = ctx.def.spacingKm;
  let prev: { point: Pt; distance: number } | undefined;
  for (let i = 0; i < samples.length; i++) {
    const p = samples[i];
    const coast = p && wet[i] ? ctx.gridLand.nearestCoast(p, 0.3 * s) : undefined;
    const here = coast && coast.distance >= ON_COAST * s ? coast : undefined;
    if (here && prev && dist(here.point, prev.point) > Math.max(here.distance, prev.distance) + step) return true;
    prev = here;
  }
  return false;
}

/** Whether the straight link a–b stays on one landmass without crossing open water. */
export function staysOnLand(ctx: GeoContext, a: Pt, b: Pt): boolean {
  const s = ctx.def.spacingKm;
  const land = ctx.gridLand;
  if (land.landmassAt(a, 0.3 * s) !== land.landmassAt(b, 0.3 * s)) return false;
  const samples = samplePoints(a, b, WATER_SAMPLES);
  const wet = samples.map((p) => !land.contains(p));
  for (const p of samples) {
    if (pointInAnyRing(p, ctx.lakes)) return false;
    if (land.distanceToLand(p, 0.3 * s) > 0.3 * s) return false;
  }
  const step = s / (WATER_SAMPLES - 1);
  if (switchesShore(ctx, samples, wet, step)) return false;
  let runStart = -1;
  for (let i = 0; i < wet.length; i++) {
    if (wet[i] && runStart < 0) runStart = i;
    if (!wet[i] && runStart >= 0) {
      const interior = runStart > 0;
      if (interior && (i - runStart + 1) * step > MAX_GAP * s) return false;
      runStart = -1;
    }
  }
  return true;
}

/** The cost and reason of the link a–b, or undefined when it runs over water or a no-grid area. */
export function judgeLink(ctx: GeoContext, a: Pt, b: Pt): LinkVerdict {
  const mountainSamples = samplePoints(a, b, MOUNTAIN_SAMPLES);
  if (samplePoints(a, b, WATER_SAMPLES).some((p) => pointInAnyRing(p, ctx.noGrid))) return undefined;
  if (!staysOnLand(ctx, a, b)) {
    return ctx.straits.some((st) => bridges(a, b, st.a, st.b, ctx.def.spacingKm)) ? { cost: 2, reason: 'strait' } : undefined;
  }
  const inside = mountainSamples.filter((p) => pointInAnyRing(p, ctx.mountains)).length;
  if (inside >= MOUNTAIN_MIN_INSIDE) return { cost: 2, reason: 'mountain' };
  if (crossesAny(a, b, ctx.rivers)) return { cost: 2, reason: 'river' };
  return { cost: 1, reason: 'plain' };
}
