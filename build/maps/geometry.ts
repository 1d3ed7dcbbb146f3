/**
 * Plane geometry on projected kilometres (x east, y south): points, rings, segments,
 * simplification and rounding. Pure functions, no projection knowledge.
 */

/** A projected point `[x km, y km]`. */
export type Pt = readonly [number, number];
/** A ring (closed, last point not repeated) or polyline of projected points. */
export type Path = readonly Pt[];

/** Euclidean distance between two points, km. */
export function dist(a: Pt, b: Pt): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/** The point of segment `a`–`b` nearest to `p`. */
export function nearestOnSegment(p: Pt, a: Pt, b: Pt): Pt {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return [a[0] + t * dx, a[1] + t * dy];
}

/** Distance from `p` to segment `a`–`b`, km. */
export function distToSegment(p: Pt, a: Pt, b: Pt): number {
  return dist(p, nearestOnSegment(p, a, b));
}

function orient(a: Pt, b: Pt, c: Pt): number {
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

/** Distance from `p` to polyline `line`, km (Infinity for fewer than 2 points). */
export function distToLine(p: Pt, line: Path): number {
  let best = Infinity;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1];
    const b = line[i];
    if (a && b) best = Math.min(best, distToSegment(p, a, b));
  }
  return best;
}

/** The length of polyline `line`, km. */
export function lengthOf(line: Path): number {
  let total = 0;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1];
    const b = line[i];
    if (a && b) total += dist(a, b);
  }
  return total;
}

/** Points every `step` km along `line` (vertices kept), e.g. so that names and labels follow a river closely. */
export function densify(line: Path, step: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1];
    const b = line[i];
    if (!a || !b) continue;
    const n = Math.max(1, Math.ceil(dist(a, b) / step));
    for (let k = 0; k < n; k++) out.push([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]);
  }
  const last = line[line.length - 1];
  if (last) out.push(last);
  return out;
}

/** Whether segments `p1`–`p2` and `q1`–`q2` intersect (touching counts). */
export function segmentsIntersect(p1: Pt, p2: Pt, q1: Pt, q2: Pt): boolean {
  const d1 = orient(q1, q2, p1);
  const d2 = orient(q1, q2, p2);
  const d3 = orient(p1, p2, q1);
  const d4 = orient(p1, p2, q2);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0) || d1 === 0 || d2 === 0) &&
    ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0) || d3 === 0 || d4 === 0) &&
    Math.min(p1[0], p2[0]) <= Math.max(q1[0], q2[0]) && Math.min(q1[0], q2[0]) <= Math.max(p1[0], p2[0]) &&
    Math.min(p1[1], p2[1]) <= Math.max(q1[1], q2[1]) && Math.min(q1[1], q2[1]) <= Math.max(p1[1], p2[1]);
}

/** Whether `p` lies inside ring `ring` (even-odd rule). */
export function pointInRing(p: Pt, ring: Path): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (!a || !b) continue;
    if ((a[1] > p[1]) !== (b[1] > p[1]) && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside;
}

/** Whether `p` lies inside any of `rings` (each ring tested on its own). */
export function pointInAnyRing(p: Pt, rings: readonly Path[]): boolean {
  return rings.some((ring) => pointInRing(p, ring));
}

/** Signed area of a ring, km² (positive when clockwise on screen, y down). */
export function ringArea(ring: Path): number {
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (a && b) s += (b[0] - a[0]) * (b[1] + a[1]);
  }
  return s / 2;
}

/** `n` evenly spaced points from `a` to `b`, both ends included (`n` ≥ 2). */
export function samplePoints(a: Pt, b: Pt, n: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
  }
  return out;
}

/** Douglas–Peucker simplification of a polyline with tolerance `tol` km (ends kept). */
export function simplifyLine(points: Path, tol: number): Pt[] {
  if (points.length <= 2) return points.slice();
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const span = stack.pop();
    if (!span) break;
    const [i0, i1] = span;
    const a = points[i0];
    const b = points[i1];
    if (!a || !b) continue;
    let worst = -1;
    let worstD = tol;
    for (let i = i0 + 1; i < i1; i++) {
      const p = points[i];
      if (!p) continue;
      const d = distToSegment(p, a, b);
      if (d > worstD) {
        worstD = d;
        worst = i;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([i0, worst], [worst, i1]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/** Simplification of a closed ring (split at its farthest point so both halves keep shape). */
export function simplifyRing(ring: Path, tol: number): Pt[] {
  const first = ring[0];
  if (!first || ring.length <= 4) return ring.slice();
  let far = 0;
  let farD = -1;
  ring.forEach((p, i) => {
    const d = dist(p, first);
    if (d > farD) {
      farD = d;
      far = i;
    }
  });
  const a = simplifyLine(ring.slice(0, far + 1), tol);
  const b = simplifyLine([...ring.slice(far), first], tol);
  return [...a, ...b.slice(1, -1)];
}

/** `v` rounded to one decimal (0.1 km), with -0 normalised to 0. */
export function round1(v: number): number {
  const r = Math.round(v * 10) / 10;
  return r === 0 ? 0 : r;
}

/** A point rounded to 0.1 km. */
export function roundPt(p: Pt): [number, number] {
  return [round1(p[0]), round1(p[1])];
}

/** A path rounded to 0.1 km with consecutive duplicates removed. */
export function roundPath(path: Path): [number, number][] {
  const out: [number, number][] = [];
  for (const p of path) {
    const r = roundPt(p);
    const last = out[out.length - 1];
    if (!last || last[0] !== r[0] || last[1] !== r[1]) out.push(r);
  }
  return out;
}
