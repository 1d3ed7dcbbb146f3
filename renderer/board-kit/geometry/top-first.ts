/**
 * Triangle order for a board seen from straight above: the highest triangles first. Where a
 * model's parts overlap on screen (a rail's head over its sleepers over its bed), the parts
 * below then fail the depth test instead of being shaded and painted over, which saves a
 * software rasteriser most of the hidden pixels' cost. The picture is the same as drawing
 * bottom up, as long as the overlapping parts are opaque (alpha 1) and write depth; triangles at
 * the same height keep their order (a stable sort).
 */
import type { BufferGeometry } from 'three';

/**
 * Reorders the triangles of a non-indexed `geometry` by their highest vertex (y), highest
 * first, every attribute with them. Mutates and returns `geometry`.
 */
export function sortTrianglesTopFirst(geometry: BufferGeometry): BufferGeometry {
  const position = geometry.getAttribute('position');
  if (position === undefined || geometry.index !== null) return geometry;
  const count = Math.floor(position.count / 3);
  const top = (t: number) => Math.max(position.getY(3 * t), position.getY(3 * t + 1), position.getY(3 * t + 2));
  const order = Array.from({ length: count }, (_, t) => t).sort((a, b) => top(b) - top(a));
  for (const name of Object.keys(geometry.attributes)) {
    const attribute = geometry.getAttribute(name);
    const size = attribute.itemSize * 3;
    const source = attribute.array.slice();
    order.forEach((from, to) => attribute.array.set(source.subarray(from * size, from * size + size), to * size));
    attribute.needsUpdate = true;
  }
  return geometry;
}
