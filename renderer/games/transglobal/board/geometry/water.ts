/**
 * The sea: one lattice mesh over the board's rectangle under the land plate, coloured by depth —
 * shallow and light along the coasts, deeper and darker away from land — so the land stands
 * out of the water. (Beyond the board's edges the terrain's fade into the table covers it.)
 * Pure; world units.
 */
import type { BufferGeometry } from 'three';
import type { TransglobalMap } from '../../../../../shared-rules/maps/transglobal-map';
import { TriangleSoup, mixRgb, rgb } from '../../../../board-kit/geometry/buffers';
import { distanceField, forEachGridTriangle, triGrid } from '../../../../board-kit/geometry/heightfield';
import type { BoardTransform } from '../../../../board-kit/transform';
import { BOARD_COLORS } from '../palette';
import { LAYER_HEIGHT } from './heights';
import { worldRings } from './terrain';

/** Sea sizes, in lattice spacings: the lattice step, and how far from land the sea is deepest. */
export const SEA = { step: 0.5, deepAt: 2.2 } as const;

/** The sea's colour `distance` world units from the nearest coast (`unit`: one lattice spacing). */
export function seaColor(distance: number, unit: number): readonly [number, number, number] {
  const t = Math.max(0, Math.min(1, distance / (SEA.deepAt * unit)));
  return mixRgb(rgb(BOARD_COLORS.seaShallow), rgb(BOARD_COLORS.seaDeep), Math.sqrt(t));
}

/** The sea geometry, horizontal (facing +y), at `LAYER_HEIGHT.sea`, one step beyond the board's edges. */
export function buildSeaGeometry(map: Pick<TransglobalMap, 'layers'>, t: BoardTransform): BufferGeometry {
  const margin = SEA.step * t.unit;
  const g = triGrid(-t.width / 2 - margin, -t.depth / 2 - margin, t.width / 2 + margin, t.depth / 2 + margin, SEA.step * t.unit);
  const distance = distanceField(g, worldRings(map.layers.land, t), SEA.deepAt * t.unit, true);
  const y = LAYER_HEIGHT.sea * t.unit;
  const soup = new TriangleSoup();
  const at = (v: number): number[] => [g.xs[v] ?? 0, y, g.zs[v] ?? 0];
  const color = (v: number) => seaColor(distance[v] ?? 0, t.unit);
  forEachGridTriangle(g, (a, b, c) => soup.triangleUp(at(a), at(b), at(c), [color(a), color(b), color(c)]));
  return soup.build();
}
