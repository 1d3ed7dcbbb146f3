/**
 * The sea: one flat plane under the land plate, three times the board's size so the canvas
 * around the board is sea too. Pure; world units.
 */
import { type BufferGeometry, PlaneGeometry } from 'three';
import { LAYER_HEIGHT } from './heights';
import type { BoardTransform } from '../../../../board-kit/transform';

/** The sea plane geometry, horizontal (facing +y), at `LAYER_HEIGHT.sea`. */
export function buildSeaGeometry(t: BoardTransform): BufferGeometry {
  const size = 3 * Math.max(t.width, t.depth);
  const g = new PlaneGeometry(size, size);
  g.rotateX(-Math.PI / 2);
  g.translate(0, LAYER_HEIGHT.sea * t.unit, 0);
  return g;
}
