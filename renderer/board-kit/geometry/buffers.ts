/**
 * A growable triangle soup with per-vertex colours, the one way every static layer is built:
 * each layer pushes triangles here and becomes ONE BufferGeometry (one draw call).
 */
import { BufferAttribute, BufferGeometry, Color } from 'three';

/** A linear-RGB colour triple, as stored in a `color` vertex attribute. */
export type Rgb = readonly [number, number, number];

/** `#rrggbb` (sRGB) → the linear RGB three.js stores in vertex colours. */
export function rgb(hex: string): Rgb {
  const c = new Color(hex);
  return [c.r, c.g, c.b];
}

/** Mixes two colours: `t` = 0 gives `a`, 1 gives `b`. */
export function mixRgb(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Collects coloured triangles (world units) and builds a non-indexed geometry with normals. */
export class TriangleSoup {
  private readonly positions: number[] = [];
  private readonly colors: number[] = [];
  private readonly uvs: number[] = [];

  /** The number of triangles pushed so far. */
  get triangleCount(): number {
    return this.positions.length / 9;
  }

  /** Adds one triangle; vertices `[x, y, z]` counter-clockwise seen from its front. */
  triangle(a: readonly number[], b: readonly number[], c: readonly number[], color: Rgb | readonly [Rgb, Rgb, Rgb], uv?: readonly [number, number, number, number, number, number]): void {
    const cs: readonly Rgb[] = isTriple(color) ? color : [color, color, color];
    for (const [i, v] of [a, b, c].entries()) {
      this.positions.push(v[0] ?? 0, v[1] ?? 0, v[2] ?? 0);
      const col = cs[i] ?? cs[0] ?? [1, 1, 1];
      this.colors.push(col[0], col[1], col[2]);
    }
    if (uv) this.uvs.push(...uv);
  }

  /**
   * Adds one triangle whose front faces up (+y, towards the camera), swapping two vertices
   * when needed; `color` per vertex follows the swap.
   */
  triangleUp(a: readonly number[], b: readonly number[], c: readonly number[], color: Rgb | readonly [Rgb, Rgb, Rgb]): void {
    const cross = ((b[0] ?? 0) - (a[0] ?? 0)) * ((c[2] ?? 0) - (a[2] ?? 0)) - ((b[2] ?? 0) - (a[2] ?? 0)) * ((c[0] ?? 0) - (a[0] ?? 0));
    if (cross <= 0) {
      this.triangle(a, b, c, color);
      return;
    }
    const swapped: Rgb | readonly [Rgb, Rgb, Rgb] = isTriple(color) ? [color[0], color[2], color[1]] : color;
    this.triangle(a, c, b, swapped);
  }

  /** Adds a flat quad `a b c d` (a convex outline in either order) facing up, as two triangles. */
  quadUp(a: readonly number[], b: readonly number[], c: readonly number[], d: readonly number[], color: Rgb): void {
    this.triangleUp(a, b, c, color);
    this.triangleUp(a, c, d, color);
  }

  /** Adds a quad `a b c d` (counter-clockwise) as two triangles. */
  quad(a: readonly number[], b: readonly number[], c: readonly number[], d: readonly number[], color: Rgb): void {
    this.triangle(a, b, c, color);
    this.triangle(a, c, d, color);
  }

  /** The geometry: `position`, `color`, `normal` (flat), and `uv` when every triangle had one. */
  build(): BufferGeometry {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(new Float32Array(this.positions), 3));
    g.setAttribute('color', new BufferAttribute(new Float32Array(this.colors), 3));
    if (this.uvs.length > 0 && this.uvs.length * 3 === this.positions.length * 2) {
      g.setAttribute('uv', new BufferAttribute(new Float32Array(this.uvs), 2));
    }
    g.computeVertexNormals();
    g.computeBoundingSphere();
    return g;
  }
}

function isTriple(c: Rgb | readonly [Rgb, Rgb, Rgb]): c is readonly [Rgb, Rgb, Rgb] {
  return Array.isArray(c[0]);
}
