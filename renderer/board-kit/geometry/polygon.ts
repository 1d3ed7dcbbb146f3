/**
 * Plane geometry helpers for map rings and polylines (`[x, y]` points in any one unit).
 */
import { ShapeUtils, Vector2 } from 'three';

/** A point `[x, y]`. */
export type Pt = readonly [number, number];

/** A ring without a repeated closing point (the map may or may not repeat it). */
export function openRing(ring: readonly Pt[]): Pt[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) return ring.slice(0, -1);
  return ring.slice();
}

/**
 * Triangles filling a simple ring: index triples into `openRing(ring)`. Uses three's earcut;
 * a ring with fewer than 3 points gives none.
 */
export function triangulateRing(ring: readonly Pt[]): [number, number, number][] {
  const pts = openRing(ring);
  if (pts.length < 3) return [];
  const contour = pts.map(([x, y]) => new Vector2(x, y));
  const out: [number, number, number][] = [];
  for (const [a, b, c] of ShapeUtils.triangulateShape(contour, [])) {
    if (a !== undefined && b !== undefined && c !== undefined) out.push([a, b, c]);
  }
  return out;
}

/** Whether `p` lies inside the ring (even–odd rule). */
export function insideRing(p: Pt, ring: readonly Pt[]): boolean {
  let inside = false;
  const n = ring.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (!a || !b) continue;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside;
}

/** Distance from `p` to the segment `a`–`b`. */
export function distanceToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 > 0 ? Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) / len2)) : 0;
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Distance from `p` to the nearest edge of the closed ring. */
export function distanceToRing(p: Pt, ring: readonly Pt[]): number {
  let best = Infinity;
  const n = ring.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (!a || !b) continue;
    best = Math.min(best, distanceToSegment(p[0], p[1], a[0], a[1], b[0], b[1]));
  }
  return best;
}
