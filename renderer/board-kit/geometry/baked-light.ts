/**
 * Light from straight overhead, baked into vertex colours: for a board seen only from straight
 * above under a fixed ambient light and one directional light pointing straight down, a Lambert
 * material's colour is `colour × (ambient + direct × max(0, n·up)) / π`. Multiplying that factor
 * into the `color` attribute once lets an unlit material (`MeshBasicMaterial`) draw the same
 * picture with a much cheaper fragment shader (what a software rasteriser spends a frame on).
 *
 * `flat`: every triangle takes its face normal (as `flatShading` does: exact, including under
 * instance matrices that turn about the vertical and stretch along the model's axes); otherwise
 * the `normal` attribute's (smooth) normals are lit per vertex and interpolated across the
 * triangle, which differs from per-pixel lighting only by the normal's curvature inside one
 * triangle. Colours are linear RGB, as three.js stores them; an alpha channel is kept.
 */
import type { BufferGeometry } from 'three';

/** Overhead light intensities, as three.js light intensities (ambient + direct = π shows a flat face at its own colour). */
export type OverheadLight = { readonly ambient: number; readonly direct: number };

/** The factor a surface with upward normal component `ny` (of a unit normal) gets under `light`. */
export function overheadShade(light: OverheadLight, ny: number): number {
  return (light.ambient + light.direct * Math.max(0, ny)) / Math.PI;
}

/**
 * Multiplies `geometry`'s vertex colours (a non-indexed triangle list) by the overhead light
 * (see the module comment). Mutates and returns `geometry`; a geometry without `color` is left alone.
 */
export function bakeOverheadLight(geometry: BufferGeometry, light: OverheadLight, flat: boolean): BufferGeometry {
  const color = geometry.getAttribute('color');
  const position = geometry.getAttribute('position');
  const normal = geometry.getAttribute('normal');
  if (color === undefined || position === undefined) return geometry;
  const n = Math.min(color.count, position.count);
  if (flat || normal === undefined) {
    for (let t = 0; t + 2 < n; t += 3) {
      const ux = position.getX(t + 1) - position.getX(t);
      const uy = position.getY(t + 1) - position.getY(t);
      const uz = position.getZ(t + 1) - position.getZ(t);
      const vx = position.getX(t + 2) - position.getX(t);
      const vy = position.getY(t + 2) - position.getY(t);
      const vz = position.getZ(t + 2) - position.getZ(t);
      // The face normal (u × v), counter-clockwise front.
      const nx = uy * vz - uz * vy;
      const ny = uz * vx - ux * vz;
      const nz = ux * vy - uy * vx;
      const length = Math.hypot(nx, ny, nz);
      const shade = overheadShade(light, length === 0 ? 1 : ny / length);
      for (let i = t; i < t + 3; i++) scale(color, i, shade);
    }
  } else {
    for (let i = 0; i < n; i++) {
      const length = Math.hypot(normal.getX(i), normal.getY(i), normal.getZ(i));
      scale(color, i, overheadShade(light, length === 0 ? 1 : normal.getY(i) / length));
    }
  }
  color.needsUpdate = true;
  return geometry;
}

function scale(color: NonNullable<ReturnType<BufferGeometry['getAttribute']>>, i: number, shade: number): void {
  color.setXYZ(i, color.getX(i) * shade, color.getY(i) * shade, color.getZ(i) * shade);
}
