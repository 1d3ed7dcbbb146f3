/**
 * Solid pieces from symbol outlines: a filled prism (a token) and a prism-shaped frame (a ring
 * with the symbol's shape), pushed into a `TriangleSoup`. World units.
 */
import { mixRgb, type Rgb, type TriangleSoup } from './buffers';
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

/**
 * Pushes a token with a bevelled top edge: the top face (`outline` at `radius − bevel`) at `y1`,
 * a 45° bevel (coloured halfway between `top` and `side`) down to the full `radius` at
 * `y1 − bevel`, and walls down to `y0`. Under a light from overhead the bevel is darker than the
 * top, so the token reads as raised from every side.
 */
export function pushBevelledPrism(soup: TriangleSoup, outline: readonly Pt[], cx: number, cz: number, radius: number, bevel: number, y0: number, y1: number, top: Rgb, side: Rgb): void {
  const n = outline.length;
  const bevelColor = mixRgb(top, side, 0.5);
  const inner = Math.max(0, radius - bevel);
  const yb = Math.max(y0, y1 - bevel);
  for (let i = 0; i < n; i++) {
    const p = outline[i];
    const q = outline[(i + 1) % n];
    if (!p || !q) continue;
    const pi = [cx + p[0] * inner, y1, cz + p[1] * inner];
    const qi = [cx + q[0] * inner, y1, cz + q[1] * inner];
    const po = [cx + p[0] * radius, yb, cz + p[1] * radius];
    const qo = [cx + q[0] * radius, yb, cz + q[1] * radius];
    soup.triangleUp([cx, y1, cz], pi, qi, top);
    soup.quadUp(pi, qi, qo, po, bevelColor);
    pushWall(soup, po[0] ?? 0, po[2] ?? 0, qo[0] ?? 0, qo[2] ?? 0, y0, yb, cx, cz, side);
  }
}

/**
 * Pushes a frame (the area between `outline` scaled by `inner` and by `outer`) with both top
 * edges bevelled at 45° by `bevel`, from `y0` up to `y1`: a ring token that stays open in the
 * middle (a piece around a point that must stay visible) yet looks solid.
 */
export function pushBevelledFrame(soup: TriangleSoup, outline: readonly Pt[], cx: number, cz: number, inner: number, outer: number, bevel: number, y0: number, y1: number, top: Rgb, side: Rgb): void {
  const n = outline.length;
  const bevelColor = mixRgb(top, side, 0.5);
  const b = Math.min(bevel, (outer - inner) / 3);
  const yb = Math.max(y0, y1 - b);
  for (let i = 0; i < n; i++) {
    const p = outline[i];
    const q = outline[(i + 1) % n];
    if (!p || !q) continue;
    const ring = (r: number, y: number) => [
      [cx + p[0] * r, y, cz + p[1] * r],
      [cx + q[0] * r, y, cz + q[1] * r],
    ];
    const [po = [], qo = []] = ring(outer, yb);
    const [pto = [], qto = []] = ring(outer - b, y1);
    const [pti = [], qti = []] = ring(inner + b, y1);
    const [pi = [], qi = []] = ring(inner, yb);
    soup.quadUp(pto, qto, qti, pti, top);
    soup.quadUp(po, qo, qto, pto, bevelColor);
    soup.quadUp(pti, qti, qi, pi, bevelColor);
    pushWall(soup, po[0] ?? 0, po[2] ?? 0, qo[0] ?? 0, qo[2] ?? 0, y0, yb, cx, cz, side);
  }
}

/**
 * Pushes a soft contact shadow around a piece: a band from `outline` scaled by `radius` (alpha
 * `strength`) fading to nothing at `radius + spread`, flat at `y`, black. It lies all round the
 * piece (the light is overhead), for a mesh with a transparent, vertex-alpha material.
 */
export function pushContactShadow(soup: TriangleSoup, outline: readonly Pt[], cx: number, cz: number, radius: number, spread: number, y: number, strength: number): void {
  const n = outline.length;
  const black: Rgb = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    const p = outline[i];
    const q = outline[(i + 1) % n];
    if (!p || !q) continue;
    const r1 = radius + spread;
    soup.quadUp(
      [cx + p[0] * radius, y, cz + p[1] * radius],
      [cx + q[0] * radius, y, cz + q[1] * radius],
      [cx + q[0] * r1, y, cz + q[1] * r1],
      [cx + p[0] * r1, y, cz + p[1] * r1],
      black,
      [strength, strength, 0, 0],
    );
  }
}
