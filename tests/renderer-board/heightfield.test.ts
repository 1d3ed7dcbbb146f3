/**
 * The board kit's lattice fields (renderer/board-kit/geometry/heightfield.ts) against brute
 * force: the lattice's triangles tile it once, `insideMask` agrees with `insideRing`,
 * `distanceField` with the distance to every segment (capped), `gridNormals` point up and tilt
 * away from a slope; and the triangle soup's RGBA colours and given normals.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TriangleSoup } from '../../renderer/board-kit/geometry/buffers';
import { distanceField, forEachGridTriangle, gridNormals, insideMask, triGrid } from '../../renderer/board-kit/geometry/heightfield';
import { distanceToSegment, insideRing, type Pt } from '../../renderer/board-kit/geometry/polygon';

/** A star-shaped ring around (cx, cz) from radii (no self-intersection). */
function starRing(cx: number, cz: number, radii: readonly number[]): Pt[] {
  return radii.map((r, i) => {
    const a = (i * 2 * Math.PI) / radii.length;
    return [cx + Math.cos(a) * r, cz + Math.sin(a) * r] as const;
  });
}

describe('the lattice', () => {
  it('has 2·(cols−1)·(rows−1) triangles, each vertex index in range, every triangle equilateral with side step', () => {
    const g = triGrid(-2, -1, 3, 2, 0.37);
    let n = 0;
    forEachGridTriangle(g, (a, b, c) => {
      n++;
      for (const [p, q] of [
        [a, b],
        [b, c],
        [c, a],
      ] as const) {
        expect(p).toBeGreaterThanOrEqual(0);
        expect(q).toBeLessThan(g.cols * g.rows);
        expect(Math.hypot((g.xs[p] ?? 0) - (g.xs[q] ?? 0), (g.zs[p] ?? 0) - (g.zs[q] ?? 0))).toBeCloseTo(0.37, 9);
      }
    });
    expect(n).toBe(2 * (g.cols - 1) * (g.rows - 1));
    // It covers the rectangle.
    expect(Math.min(...g.xs)).toBeLessThanOrEqual(-2);
    expect(Math.max(...g.xs)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...g.zs)).toBeGreaterThanOrEqual(2);
  });

  it('refuses an empty rectangle or a step that is not positive', () => {
    expect(() => triGrid(0, 0, 0, 1, 0.1)).toThrow(RangeError);
    expect(() => triGrid(0, 0, 1, 1, 0)).toThrow(RangeError);
  });

  it('insideMask agrees with insideRing at every vertex, for islands and a hole (property)', () => {
    fc.assert(
      // Outer radii ≥ 0.8 keep the hole (reach ≤ 0.36) inside the island whatever its shape.
      fc.property(fc.array(fc.double({ min: 0.8, max: 1.6, noNaN: true }), { minLength: 3, maxLength: 12 }), fc.array(fc.double({ min: 0.1, max: 0.3, noNaN: true }), { minLength: 3, maxLength: 6 }), (outer, hole) => {
        const island = starRing(0, 0, outer);
        const lake = starRing(0.05, -0.03, hole);
        const far = starRing(4, 0.5, [0.5, 0.6, 0.4, 0.7]);
        const g = triGrid(-2, -2, 5, 2, 0.13);
        const mask = insideMask(g, [island, lake, far]);
        for (let v = 0; v < g.cols * g.rows; v++) {
          const p: Pt = [g.xs[v] ?? 0, g.zs[v] ?? 0];
          const expected = (insideRing(p, island) && !insideRing(p, lake)) || insideRing(p, far);
          expect(mask[v] === 1).toBe(expected);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('distanceField is the distance to the nearest segment, capped (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: -1.5, max: 1.5, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true })), { minLength: 2, maxLength: 6 }),
        fc.double({ min: 0.2, max: 1.2, noNaN: true }),
        fc.boolean(),
        (points, cap, closed) => {
          const line: Pt[] = points.map(([x, z]) => [x, z]);
          const g = triGrid(-2, -1.5, 2, 1.5, 0.21);
          const field = distanceField(g, [line], cap, closed);
          const n = closed ? line.length : line.length - 1;
          for (let v = 0; v < g.cols * g.rows; v++) {
            let best = cap;
            for (let i = 0; i < n; i++) {
              const p = line[i];
              const q = line[(i + 1) % line.length];
              if (p && q) best = Math.min(best, distanceToSegment(g.xs[v] ?? 0, g.zs[v] ?? 0, p[0], p[1], q[0], q[1]));
            }
            expect(field[v]).toBeCloseTo(best, 9);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('gridNormals are unit vectors pointing up, straight up on flat ground and tilted downhill on a slope', () => {
    const g = triGrid(0, 0, 2, 2, 0.25);
    const flat = gridNormals(g, new Float64Array(g.cols * g.rows));
    const slope = gridNormals(
      g,
      Float64Array.from(g.xs, (x) => 0.5 * x),
    );
    for (let v = 0; v < g.cols * g.rows; v++) {
      expect(flat[v * 3 + 1]).toBeCloseTo(1, 12);
      expect(Math.hypot(slope[v * 3] ?? 0, slope[v * 3 + 1] ?? 0, slope[v * 3 + 2] ?? 0)).toBeCloseTo(1, 9);
      // Rising to the east: the normal leans west (−x), by atan(0.5).
      expect(slope[v * 3]).toBeCloseTo(-0.5 / Math.hypot(1, 0.5), 9);
      expect(slope[v * 3 + 2]).toBeCloseTo(0, 9);
    }
  });
});

describe('the triangle soup', () => {
  it('builds RGB colours without alpha, RGBA once any vertex has an alpha below 1, and keeps given normals', () => {
    const opaque = new TriangleSoup();
    opaque.triangleUp([0, 0, 0], [1, 0, 0], [0, 0, 1], [1, 0, 0]);
    expect(opaque.build().getAttribute('color').itemSize).toBe(3);

    const soft = new TriangleSoup();
    soft.triangleUp([0, 0, 0], [1, 0, 0], [0, 0, 1], [1, 0, 0]);
    soft.quadUp([0, 1, 0], [1, 1, 0], [1, 1, 1], [0, 1, 1], [0, 0, 0], [0.5, 0.5, 0, 0]);
    const g = soft.build();
    const color = g.getAttribute('color');
    expect(color.itemSize).toBe(4);
    expect(color.getW(0)).toBe(1);
    const alphas = Array.from({ length: color.count - 3 }, (_, i) => color.getW(i + 3));
    expect(new Set(alphas.map((a) => Math.round(a * 10) / 10))).toEqual(new Set([0.5, 0]));

    const lit = new TriangleSoup();
    const tilted = [0.6, 0.8, 0];
    lit.triangleUp([0, 0, 0], [1, 0, 0], [0, 0, 1], [1, 1, 1], 1, [tilted, tilted, tilted]);
    lit.triangleUp([2, 0, 0], [3, 0, 0], [2, 0, 1], [1, 1, 1]);
    const normal = lit.build().getAttribute('normal');
    expect(normal.getX(0)).toBeCloseTo(0.6, 6);
    expect(normal.getY(0)).toBeCloseTo(0.8, 6);
    // The second triangle gets its face normal (up).
    expect(normal.getY(3)).toBeCloseTo(1, 6);
    expect(normal.getX(3)).toBeCloseTo(0, 6);
  });
});
