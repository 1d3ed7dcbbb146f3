/**
 * Instance matrices that put a unit link model (`./link-models.ts`) onto a link: centred on
 * the link's midpoint, turned along it, stretched to its length, at a height. Allocation-free
 * (writes into a caller's Matrix4), so it may run inside `useFrame`.
 */
import { type InstancedMesh, type Matrix4 } from 'three';
import type { TransglobalMap } from '../../../../../shared-rules/maps/transglobal-map';
import type { BoardTransform } from '../../../../board-kit/transform';

/**
 * Writes into `out` the matrix for link `linkId` at world height `y`, the model scaled by
 * `grow` about its centre (1 = exactly onto the link; a dropping rail starts larger, as if
 * nearer the camera); returns false (and leaves `out` unchanged) when the link or its ends do
 * not exist.
 */
export function linkMatrix(map: Pick<TransglobalMap, 'links' | 'intersections'>, t: BoardTransform, linkId: number, y: number, out: Matrix4, grow = 1): boolean {
  const link = map.links[linkId];
  if (!link) return false;
  const a = map.intersections[link.a];
  const b = map.intersections[link.b];
  if (!a || !b) return false;
  const s = t.scale;
  const ax = (a.x - t.centerKm.x) * s;
  const az = (a.y - t.centerKm.y) * s;
  const bx = (b.x - t.centerKm.x) * s;
  const bz = (b.y - t.centerKm.y) * s;
  const dx = bx - ax;
  const dz = bz - az;
  const len = Math.hypot(dx, dz);
  if (len === 0) return false;
  const c = dx / len;
  const sn = -dz / len;
  const sx = (len / t.unit) * grow;
  const g = grow;
  // Rotation about y by atan2(−dz, dx), after a stretch of sx along the model's x and g across and up.
  out.set(c * sx, 0, sn * g, (ax + bx) / 2, 0, g, 0, y, -sn * sx, 0, c * g, (az + bz) / 2, 0, 0, 0, 1);
  return true;
}

/**
 * Sets `mesh`'s instances to `linkIds` at height `y` (count = the number of existing links,
 * at most the mesh's capacity), hides the mesh when there are none, and flags the matrices
 * for upload. Returns the count.
 */
export function setLinkInstances(mesh: InstancedMesh, map: Pick<TransglobalMap, 'links' | 'intersections'>, t: BoardTransform, linkIds: readonly number[], y: number, scratch: Matrix4): number {
  const capacity = mesh.instanceMatrix.count;
  let n = 0;
  for (const id of linkIds) {
    if (n >= capacity) break;
    if (!linkMatrix(map, t, id, y, scratch)) continue;
    mesh.setMatrixAt(n, scratch);
    n++;
  }
  mesh.count = n;
  // three issues a draw call for an instanced mesh even with no instances: hide it instead.
  mesh.visible = n > 0;
  mesh.instanceMatrix.needsUpdate = true;
  return n;
}
