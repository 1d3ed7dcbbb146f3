/**
 * Flat ribbons (rivers, coast, grid lines): quads of a given width along segments, lying in
 * a horizontal plane, pushed into a `TriangleSoup`. World units throughout.
 */
import type { Rgb, TriangleSoup } from './buffers';

/**
 * Pushes one flat quad from `(ax, az)` to `(bx, bz)` at height `y`, `width` wide, extended by
 * `extend` past both ends (so consecutive segments of a polyline meet without gaps).
 */
export function pushSegmentRibbon(soup: TriangleSoup, ax: number, az: number, bx: number, bz: number, y: number, width: number, color: Rgb, extend = 0): void {
  const dx = bx - ax;
  const dz = bz - az;
  const len = Math.hypot(dx, dz);
  if (len === 0) return;
  const ux = dx / len;
  const uz = dz / len;
  const nx = -uz * (width / 2);
  const nz = ux * (width / 2);
  const sx = ax - ux * extend;
  const sz = az - uz * extend;
  const ex = bx + ux * extend;
  const ez = bz + uz * extend;
  soup.quadUp([sx + nx, y, sz + nz], [ex + nx, y, ez + nz], [ex - nx, y, ez - nz], [sx - nx, y, sz - nz], color);
}

/**
 * Pushes a ribbon along an open polyline of world points `[x, z]`; `closed` also joins the
 * last point to the first (a ring).
 */
export function pushPolylineRibbon(soup: TriangleSoup, points: readonly (readonly [number, number])[], y: number, width: number, color: Rgb, closed = false): void {
  const n = points.length;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const a = points[i];
    const b = points[(i + 1) % n];
    if (!a || !b) continue;
    pushSegmentRibbon(soup, a[0], a[1], b[0], b[1], y, width, color, width / 2);
  }
}
