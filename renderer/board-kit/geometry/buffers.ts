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

/**
 * Collects coloured triangles (world units) and builds a non-indexed geometry with normals.
 * A triangle may carry an alpha per vertex (soft shadows, fades: the geometry then gets an RGBA
 * `color` attribute, for a material with `transparent: true`) and a normal per vertex (smooth
 * shading of a height field; the others get their face normal).
 */
export class TriangleSoup {
  private readonly positions = new Floats();
  private readonly colors = new Floats();
  private readonly uvs: number[] = [];
  /** Given normals (x, y, z per vertex), NaN where the face normal is wanted. */
  private readonly normals = new Floats();
  private anyAlpha = false;
  private anyNormal = false;

  /** The number of triangles pushed so far. */
  get triangleCount(): number {
    return this.positions.size / 9;
  }

  /**
   * Adds one triangle; vertices `[x, y, z]` counter-clockwise seen from its front. `alpha`
   * (0..1, one or one per vertex; default 1) and `normals` (one unit vector per vertex) are optional.
   */
  triangle(
    a: readonly number[],
    b: readonly number[],
    c: readonly number[],
    color: Rgb | readonly [Rgb, Rgb, Rgb],
    uv?: readonly [number, number, number, number, number, number],
    alpha: number | readonly [number, number, number] = 1,
    normals?: readonly [readonly number[], readonly number[], readonly number[]],
  ): void {
    const triple = isTriple(color);
    this.vertex(a, triple ? color[0] : color, typeof alpha === 'number' ? alpha : alpha[0], normals?.[0]);
    this.vertex(b, triple ? color[1] : color, typeof alpha === 'number' ? alpha : alpha[1], normals?.[1]);
    this.vertex(c, triple ? color[2] : color, typeof alpha === 'number' ? alpha : alpha[2], normals?.[2]);
    if (uv) this.uvs.push(...uv);
  }

  /** One corner of a triangle (a hot path: the terrain pushes tens of thousands). */
  private vertex(v: readonly number[], col: Rgb, alpha: number, normal: readonly number[] | undefined): void {
    this.positions.push3(v[0] ?? 0, v[1] ?? 0, v[2] ?? 0);
    if (alpha !== 1) this.anyAlpha = true;
    this.colors.push3(col[0], col[1], col[2]);
    this.colors.push1(alpha);
    if (normal) {
      this.anyNormal = true;
      this.normals.push3(normal[0] ?? 0, normal[1] ?? 1, normal[2] ?? 0);
    } else this.normals.push3(NaN, NaN, NaN);
  }

  /**
   * Adds one triangle whose front faces up (+y, towards the camera), swapping two vertices
   * when needed; per-vertex `color`, `alpha` and `normals` follow the swap.
   */
  triangleUp(
    a: readonly number[],
    b: readonly number[],
    c: readonly number[],
    color: Rgb | readonly [Rgb, Rgb, Rgb],
    alpha: number | readonly [number, number, number] = 1,
    normals?: readonly [readonly number[], readonly number[], readonly number[]],
  ): void {
    const cross = ((b[0] ?? 0) - (a[0] ?? 0)) * ((c[2] ?? 0) - (a[2] ?? 0)) - ((b[2] ?? 0) - (a[2] ?? 0)) * ((c[0] ?? 0) - (a[0] ?? 0));
    if (cross <= 0) {
      this.triangle(a, b, c, color, undefined, alpha, normals);
      return;
    }
    const swapped: Rgb | readonly [Rgb, Rgb, Rgb] = isTriple(color) ? [color[0], color[2], color[1]] : color;
    const swappedAlpha: number | readonly [number, number, number] = typeof alpha === 'number' ? alpha : [alpha[0], alpha[2], alpha[1]];
    this.triangle(a, c, b, swapped, undefined, swappedAlpha, normals && [normals[0], normals[2], normals[1]]);
  }

  /** Adds a quad `a b c d` (a convex outline in either order, flat or sloped like a bevel) facing up, as two triangles. */
  quadUp(a: readonly number[], b: readonly number[], c: readonly number[], d: readonly number[], color: Rgb, alpha: number | readonly [number, number, number, number] = 1): void {
    const [aa, ab, ac, ad] = typeof alpha === 'number' ? [alpha, alpha, alpha, alpha] : alpha;
    this.triangleUp(a, b, c, color, [aa, ab, ac]);
    this.triangleUp(a, c, d, color, [aa, ac, ad]);
  }

  /** Adds a quad `a b c d` (counter-clockwise) as two triangles. */
  quad(a: readonly number[], b: readonly number[], c: readonly number[], d: readonly number[], color: Rgb): void {
    this.triangle(a, b, c, color);
    this.triangle(a, c, d, color);
  }

  /**
   * The geometry: `position`, `color` (RGB, or RGBA when any vertex had an alpha below 1),
   * `normal` (face normals, or the given ones), and `uv` when every triangle had one.
   */
  build(): BufferGeometry {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(this.positions.values(), 3));
    const colors = this.anyAlpha ? this.colors.values() : rgbOnly(this.colors.values());
    g.setAttribute('color', new BufferAttribute(colors, this.anyAlpha ? 4 : 3));
    if (this.uvs.length > 0 && this.uvs.length * 3 === this.positions.size * 2) {
      g.setAttribute('uv', new BufferAttribute(new Float32Array(this.uvs), 2));
    }
    g.computeVertexNormals();
    if (this.anyNormal) {
      const normal = g.getAttribute('normal');
      const given = this.normals.values();
      for (let i = 0; i < normal.count; i++) {
        const x = given[i * 3] ?? NaN;
        if (Number.isNaN(x)) continue;
        normal.setXYZ(i, x, given[i * 3 + 1] ?? 0, given[i * 3 + 2] ?? 0);
      }
    }
    g.computeBoundingSphere();
    return g;
  }
}

function isTriple(c: Rgb | readonly [Rgb, Rgb, Rgb]): c is readonly [Rgb, Rgb, Rgb] {
  return Array.isArray(c[0]);
}

/** The RGB of an RGBA list. */
function rgbOnly(rgba: Float32Array): Float32Array {
  const out = new Float32Array((rgba.length / 4) * 3);
  for (let v = 0; v < rgba.length / 4; v++) {
    out[v * 3] = rgba[v * 4] ?? 0;
    out[v * 3 + 1] = rgba[v * 4 + 1] ?? 0;
    out[v * 3 + 2] = rgba[v * 4 + 2] ?? 0;
  }
  return out;
}

/** A growable list of 32-bit floats (doubling), cheaper than a `number[]` for big meshes. */
class Floats {
  private data = new Float32Array(1024);
  size = 0;

  push1(a: number): void {
    if (this.size + 1 > this.data.length) this.grow();
    this.data[this.size++] = a;
  }

  push3(a: number, b: number, c: number): void {
    if (this.size + 3 > this.data.length) this.grow();
    this.data[this.size] = a;
    this.data[this.size + 1] = b;
    this.data[this.size + 2] = c;
    this.size += 3;
  }

  /** A copy of the values pushed so far. */
  values(): Float32Array {
    return this.data.slice(0, this.size);
  }

  private grow(): void {
    const next = new Float32Array(this.data.length * 2);
    next.set(this.data);
    this.data = next;
  }
}
