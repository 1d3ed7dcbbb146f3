/**
 * The placeholder board's dimensions and its relief, in world units (1 unit ≈ 1 cm of board).
 * The board lies on the x–z plane; +x is screen-right, +z is screen-down (toward seats 0 and 1),
 * y is up, toward the camera looking straight down.
 */
import { PlaneGeometry } from 'three';

/** The board plate: width (x), depth (z) and thickness (y), in world units. */
export const BOARD_SIZE = { width: 160, depth: 100, thickness: 2 } as const;

/** The margin kept around the plate when the camera fits it (fraction of the view). */
export const FIT_MARGIN = 0.04;

/**
 * The orthographic zoom (CSS px per world unit) that fits the board plate in a canvas of
 * `width × height` CSS px with `FIT_MARGIN` around it. Never below a tiny positive value.
 */
export function fitZoom(width: number, height: number): number {
  const usable = 1 - 2 * FIT_MARGIN;
  return Math.max(1e-3, Math.min((width * usable) / BOARD_SIZE.width, (height * usable) / BOARD_SIZE.depth));
}

/**
 * A gently raised land surface for the plate's top: a plane of `segments × segments` quads with
 * a few smooth bumps (height ≤ 1.2 units). The caller owns it and must `dispose()` it.
 */
export function createReliefGeometry(segments = 64): PlaneGeometry {
  const geometry = new PlaneGeometry(BOARD_SIZE.width * 0.94, BOARD_SIZE.depth * 0.9, segments, segments);
  geometry.rotateX(-Math.PI / 2);
  const bumps = [
    { x: -40, z: -15, r: 22, h: 1.2 },
    { x: 35, z: 20, r: 28, h: 0.9 },
    { x: 10, z: -28, r: 16, h: 0.7 },
  ];
  const position = geometry.getAttribute('position');
  for (let i = 0; i < position.count; i++) {
    const x = position.getX(i);
    const z = position.getZ(i);
    let y = 0;
    for (const b of bumps) {
      const d2 = ((x - b.x) ** 2 + (z - b.z) ** 2) / (b.r * b.r);
      y += b.h * Math.exp(-3 * d2);
    }
    position.setY(i, y);
  }
  position.needsUpdate = true;
  geometry.computeVertexNormals();
  return geometry;
}
