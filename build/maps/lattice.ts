/**
 * The triangular lattice of a map: axial coordinates (q along rows, r across) at the map's
 * spacing, kept where the grid may go (rules "Components": intersections over real geography).
 */
import type { GeoContext } from './geo-context';
import { pointInAnyRing, pointInRing, type Pt } from './geometry';

/** A lattice node kept for the grid, before ids are assigned. */
export type LatticeNode = { readonly q: number; readonly r: number; readonly p: Pt };

/** Row height of a triangular lattice as a fraction of its spacing (√3/2). */
export const ROW = Math.sqrt(3) / 2;

/** Projected position of lattice node (q, r) for spacing `s` km and origin offset (fractions of s). */
export function latticePoint(q: number, r: number, s: number, offset: readonly [number, number]): Pt {
  return [(offset[0] + q + r / 2) * s, (offset[1] + r * ROW) * s];
}

/** The axial neighbours of (q, r) that follow it in (r, q) order: east, south-east, south-west. */
export const FORWARD_NEIGHBOURS: readonly (readonly [number, number])[] = [[1, 0], [0, 1], [-1, 1]];

/**
 * Whether a point may hold an intersection: inside the frame; on land or within 0.3 × spacing
 * of it (offshore points only where the coast is on one side, not in a channel); not in a
 * lake or a no-grid area.
 */
export function gridAllows(ctx: GeoContext, p: Pt): boolean {
  const s = ctx.def.spacingKm;
  if (!pointInRing(p, ctx.frame)) return false;
  if (pointInAnyRing(p, ctx.noGrid) || pointInAnyRing(p, ctx.lakes)) return false;
  if (ctx.gridLand.contains(p)) return true;
  const coast = ctx.gridLand.nearestCoast(p, 0.3 * s);
  return coast !== undefined && !ctx.gridLand.inChannel(p, 0.3 * s);
}

/** All lattice nodes the grid keeps, in (r, q) order. */
export function buildLattice(ctx: GeoContext): LatticeNode[] {
  const s = ctx.def.spacingKm;
  const off = ctx.def.latticeOffset;
  const nodes: LatticeNode[] = [];
  const rows = Math.floor(ctx.proj.height / (s * ROW)) + 1;
  for (let r = 0; r <= rows; r++) {
    const qMin = Math.ceil(-off[0] - r / 2);
    const qMax = Math.floor(ctx.proj.width / s - off[0] - r / 2);
    for (let q = qMin; q <= qMax; q++) {
      const p = latticePoint(q, r, s, off);
      if (p[1] > ctx.proj.height) continue;
      if (gridAllows(ctx, p)) nodes.push({ q, r, p });
    }
  }
  return nodes;
}
