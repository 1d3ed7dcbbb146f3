/**
 * Resourceful Rails' board gets the kit's relief (#14 §1 "every board gets the 3D look from the
 * kits"): on both shipped maps the land rises around mountain and alpine mileposts (where track
 * costs more) and stays low around clear ones away from them, and the whole relief stays under
 * the lattice, so nothing on the board is buried.
 */
import { describe, expect, it } from 'vitest';
import { RELIEF } from '../../renderer/board-kit/geometry/relief';
import { boardTransform } from '../../renderer/board-kit/transform';
import { LAYER, milepostWorld, terrainGeometry } from '../../renderer/games/resourceful/board-geometry';
import { getResourcefulMap } from '../../shared-rules/maps/resourceful-maps';

describe('Resourceful Rails relief', () => {
  for (const id of ['pacific-northwest', 'europe']) {
    it(`${id}: ranges where the mileposts cost more, low land by clear ones, all under the lattice`, () => {
      const map = getResourcefulMap(id);
      if (map === undefined) throw new Error(`no map ${id}`);
      const t = boardTransform(map);
      const pos = terrainGeometry(map, t).getAttribute('position');
      // The highest terrain vertex within 0.25 spacing of each milepost (a bucket grid of the vertices).
      const cell = 0.25 * t.unit;
      const buckets = new Map<string, number>();
      let top = -Infinity;
      for (let i = 0; i < pos.count; i++) {
        const key = `${Math.floor(pos.getX(i) / cell)},${Math.floor(pos.getZ(i) / cell)}`;
        buckets.set(key, Math.max(buckets.get(key) ?? -Infinity, pos.getY(i)));
        top = Math.max(top, pos.getY(i));
      }
      const heightNear = (x: number, z: number): number => {
        const cx = Math.floor(x / cell);
        const cz = Math.floor(z / cell);
        let h = -Infinity;
        for (let dx = -1; dx <= 1; dx++) for (let dz = -1; dz <= 1; dz++) h = Math.max(h, buckets.get(`${cx + dx},${cz + dz}`) ?? -Infinity);
        return h;
      };
      const costly = map.mileposts.flatMap((m, i) => (m.terrain === 'clear' ? [] : [milepostWorld(map, t, i)])).filter((p) => p !== undefined);
      const farFromCostly = (p: readonly [number, number]): boolean => costly.every((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) > 2 * t.unit);
      const clear = map.mileposts.flatMap((m, i) => (m.terrain === 'clear' ? [milepostWorld(map, t, i)] : [])).filter((p) => p !== undefined).filter(farFromCostly);
      expect(costly.length).toBeGreaterThan(20);
      expect(clear.length).toBeGreaterThan(20);
      const mean = (ps: readonly (readonly [number, number])[]): number => ps.reduce((sum, p) => sum + Math.max(0, heightNear(p[0], p[1])), 0) / ps.length;
      // Ranges, not a tint: well above the highest rolling hill, and several times the land by clear mileposts.
      expect(mean(costly)).toBeGreaterThan(2 * RELIEF.hill * t.unit);
      expect(mean(costly)).toBeGreaterThan(3 * mean(clear));
      expect(top).toBeLessThan(LAYER.grid * t.unit);
    });
  }
});
