/**
 * Solid pieces from symbol outlines: a filled prism (a token) and a prism-shaped frame (a ring
 * with the symbol's shape), pushed into a `TriangleSoup`. World units.
 */
import type { Rgb, TriangleSoup } from './buffers';
import type { Pt } from './polygon';

/** Pushes a prism of `outline` scaled by `radius`, centred at `(cx, cz)`, from `y0` up to `y1`. */
export function pushPrism(soup: TriangleSoup, outline: readonly Pt[], cx: number, cz: number, radius: number, y0: number, y1: number, top: Rgb, side: Rgb): void {
  const n = outline.length;
  for (let i = 0; i < n; i++) {
    const p = outline[i];
    const q = outline[(i + 1) % n];
    if (!p || !q) continue;
    const px = cx + p[0] * radius;
    const pz = cz + p[1] * radius;
    const qx = cx + q[0] * radius;
    const qz = cz + q[1] * radius;
    soup.triangleUp([cx, y1, cz], [px, y1, pz], [qx, y1, qz], top);
    pushWall(soup, px, pz, qx, qz, y0, y1, cx, cz, side);
  }
}

/**
 * Pushes a frame: the area between `outline` scaled by `outer` and by `inner` (inner < outer),
 * centred at `(cx, cz)`, from `y0` up to `y1`.
 */
export function pushFrame(soup: TriangleSoup, outline: readonly Pt[], cx: number, cz: number, inner: number, outer: number, y0: number, y1: number, top: Rgb, side: Rgb): void {
  const n = outline.length;
  for (let i = 0; i < n; i++) {
    const p = outline[i];
    const q = outline[(i + 1) % n];
    if (!p || !q) continue;
    const po = [cx + p[0] * outer, y1, cz + p[1] * outer];
    const qo = [cx + q[0] * outer, y1, cz + q[1] * outer];
    const qi = [cx + q[0] * inner, y1, cz + q[1] * inner];
    const pi = [cx + p[0] * inner, y1, cz + p[1] * inner];
    soup.quadUp(po, qo, qi, pi, top);
    pushWall(soup, po[0] ?? 0, po[2] ?? 0, qo[0] ?? 0, qo[2] ?? 0, y0, y1, cx, cz, side);
  }
}

/** A vertical wall on edge p→q, facing away from `(cx, cz)`. */
function pushWall(soup: TriangleSoup, px: number, pz: number, qx: number, qz: number, y0: number, y1: number, cx: number, cz: number, color: Rgb): void {
  const nx = qz - pz;
  const nz = -(qx - px);
  const outward = nx * ((px + qx) / 2 - cx) + nz * ((pz + qz) / 2 - cz) > 0;
  const tp = [px, y1, pz];
  const tq = [qx, y1, qz];
  const bq = [qx, y0, qz];
  const bp = [px, y0, pz];
  if (outward) soup.quad(tp, tq, bq, bp, color);
  else soup.quad(tq, tp, bp, bq, color);
}
