/**
 * A triangular lattice over a rectangle of the board plane, and the fields a board samples on
 * it to draw terrain and water: which vertices lie inside polygons (scanline, even–odd), how
 * far each vertex is from a set of lines (capped), and smooth normals of a height field.
 * World units (`x` east, `z` south); pure, no three.js.
 */
import { distanceToSegment, type Pt } from './polygon';

/**
 * The lattice: `cols × rows` vertices, `step` apart along a row, rows `step·√3/2` apart, odd
 * rows shifted by half a step, the first vertex at `(minX, minZ)`. Vertex `i` is at
 * `(xs[i], zs[i])` with `i = row · cols + col`.
 */
export type TriGrid = {
  readonly cols: number;
  readonly rows: number;
  readonly step: number;
  readonly xs: Float64Array;
  readonly zs: Float64Array;
};

/**
 * A lattice covering `[minX, maxX] × [minZ, maxZ]` with vertices `step` apart.
 * @throws {RangeError} when `step` is not positive or the rectangle is empty
 */
export function triGrid(minX: number, minZ: number, maxX: number, maxZ: number, step: number): TriGrid {
  if (!(step > 0) || !(maxX > minX) || !(maxZ > minZ)) throw new RangeError('triGrid: empty rectangle or step ≤ 0');
  const rowStep = (step * Math.sqrt(3)) / 2;
  const cols = Math.ceil((maxX - minX) / step) + 2;
  const rows = Math.ceil((maxZ - minZ) / rowStep) + 1;
  const xs = new Float64Array(cols * rows);
  const zs = new Float64Array(cols * rows);
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const i = row * cols + col;
      xs[i] = minX + (col + (row % 2) * 0.5 - 0.5) * step;
      zs[i] = minZ + row * rowStep;
    }
  }
  return { cols, rows, step, xs, zs };
}

/** Calls `emit(a, b, c)` with the vertex indices of every triangle of the lattice (each once). */
export function forEachGridTriangle(g: TriGrid, emit: (a: number, b: number, c: number) => void): void {
  for (let row = 0; row + 1 < g.rows; row++) {
    const odd = row % 2 === 1;
    for (let col = 0; col + 1 < g.cols; col++) {
      const a = row * g.cols + col;
      const b = a + 1;
      const c = (row + 1) * g.cols + col;
      const d = c + 1;
      if (odd) {
        emit(a, b, d);
        emit(a, d, c);
      } else {
        emit(a, b, c);
        emit(b, d, c);
      }
    }
  }
}

/**
 * Which vertices lie inside `rings` (closed or open rings of world points; even–odd over all
 * of them, so separate islands add up and a ring inside another cuts a hole). One pass per row.
 */
export function insideMask(g: TriGrid, rings: readonly (readonly Pt[])[]): Uint8Array {
  const mask = new Uint8Array(g.cols * g.rows);
  const crossings: number[] = [];
  for (let row = 0; row < g.rows; row++) {
    const z = g.zs[row * g.cols] ?? 0;
    crossings.length = 0;
    for (const ring of rings) {
      for (let i = 0; i < ring.length; i++) {
        const p = ring[i];
        const q = ring[(i + 1) % ring.length];
        if (!p || !q) continue;
        if (p[1] > z === q[1] > z) continue;
        crossings.push(p[0] + ((z - p[1]) / (q[1] - p[1])) * (q[0] - p[0]));
      }
    }
    crossings.sort((a, b) => a - b);
    for (let col = 0; col < g.cols; col++) {
      const i = row * g.cols + col;
      const x = g.xs[i] ?? 0;
      let n = 0;
      while (n < crossings.length && (crossings[n] ?? Infinity) < x) n++;
      mask[i] = n % 2;
    }
  }
  return mask;
}

/**
 * The distance from every vertex to the nearest of `lines` (polylines of world points; a ring
 * is closed by passing `closed`), capped at `cap`: a vertex farther than `cap` from every line
 * gets `cap`. Each segment visits only the vertices within `cap` of its bounding box.
 */
export function distanceField(g: TriGrid, lines: readonly (readonly Pt[])[], cap: number, closed: boolean): Float64Array {
  const out = new Float64Array(g.cols * g.rows).fill(cap);
  const rowStep = (g.step * Math.sqrt(3)) / 2;
  const z0 = g.zs[0] ?? 0;
  const x0 = (g.xs[0] ?? 0) - g.step / 2;
  for (const line of lines) {
    const n = closed ? line.length : line.length - 1;
    for (let i = 0; i < n; i++) {
      const p = line[i];
      const q = line[(i + 1) % line.length];
      if (!p || !q) continue;
      const rowLo = Math.max(0, Math.floor((Math.min(p[1], q[1]) - cap - z0) / rowStep));
      const rowHi = Math.min(g.rows - 1, Math.ceil((Math.max(p[1], q[1]) + cap - z0) / rowStep));
      const colLo = Math.max(0, Math.floor((Math.min(p[0], q[0]) - cap - x0) / g.step) - 1);
      const colHi = Math.min(g.cols - 1, Math.ceil((Math.max(p[0], q[0]) + cap - x0) / g.step) + 1);
      for (let row = rowLo; row <= rowHi; row++) {
        for (let col = colLo; col <= colHi; col++) {
          const v = row * g.cols + col;
          const d = distanceToSegment(g.xs[v] ?? 0, g.zs[v] ?? 0, p[0], p[1], q[0], q[1]);
          if (d < (out[v] ?? cap)) out[v] = d;
        }
      }
    }
  }
  return out;
}

/**
 * Smooth unit normals of the height field `heights` (world y per vertex) over the lattice's
 * triangles: each vertex gets the area-weighted mean of its faces' normals (pointing up, +y).
 */
export function gridNormals(g: TriGrid, heights: Float64Array): Float64Array {
  const n = new Float64Array(g.cols * g.rows * 3);
  forEachGridTriangle(g, (a, b, c) => {
    const ax = g.xs[a] ?? 0;
    const ay = heights[a] ?? 0;
    const az = g.zs[a] ?? 0;
    const ux = (g.xs[b] ?? 0) - ax;
    const uy = (heights[b] ?? 0) - ay;
    const uz = (g.zs[b] ?? 0) - az;
    const vx = (g.xs[c] ?? 0) - ax;
    const vy = (heights[c] ?? 0) - ay;
    const vz = (g.zs[c] ?? 0) - az;
    let nx = uy * vz - uz * vy;
    let ny = uz * vx - ux * vz;
    let nz = ux * vy - uy * vx;
    if (ny < 0) {
      nx = -nx;
      ny = -ny;
      nz = -nz;
    }
    for (const v of [a, b, c]) {
      n[v * 3] = (n[v * 3] ?? 0) + nx;
      n[v * 3 + 1] = (n[v * 3 + 1] ?? 0) + ny;
      n[v * 3 + 2] = (n[v * 3 + 2] ?? 0) + nz;
    }
  });
  for (let v = 0; v < g.cols * g.rows; v++) {
    const x = n[v * 3] ?? 0;
    const y = n[v * 3 + 1] ?? 0;
    const z = n[v * 3 + 2] ?? 0;
    const len = Math.hypot(x, y, z);
    if (len > 0) {
      n[v * 3] = x / len;
      n[v * 3 + 1] = y / len;
      n[v * 3 + 2] = z / len;
    } else n[v * 3 + 1] = 1;
  }
  return n;
}
