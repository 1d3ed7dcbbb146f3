import { describe, expect, it } from 'vitest';
import { LAYER_HEIGHT } from '../../renderer/games/transglobal/board/geometry/heights';
import { buildTerrainGeometry } from '../../renderer/games/transglobal/board/geometry/terrain';
import { boardTransform } from '../../renderer/board-kit/transform';
import { syntheticMap } from './synthetic-map';

describe('terrain', () => {
  const map = syntheticMap();
  const t = boardTransform(map);
  const g = buildTerrainGeometry(map, t);
  const pos = g.getAttribute('position');

  it('raises relief only inside the mountain polygon, never above the peak height', () => {
    const [ring] = map.layers.mountains;
    if (!ring) throw new Error('no mountains');
    const xs = ring.map((p) => p[0]);
    const ys = ring.map((p) => p[1]);
    const min = t.toWorld(Math.min(...xs), Math.min(...ys));
    const max = t.toWorld(Math.max(...xs), Math.max(...ys));
    let highest = 0;
    for (let i = 0; i < pos.count; i++) {
      const y = pos.getY(i);
      if (y <= LAYER_HEIGHT.coast * t.unit + 1e-9) continue;
      highest = Math.max(highest, y);
      expect(pos.getX(i)).toBeGreaterThanOrEqual(min.x - 1e-9);
      expect(pos.getX(i)).toBeLessThanOrEqual(max.x + 1e-9);
      expect(pos.getZ(i)).toBeGreaterThanOrEqual(min.z - 1e-9);
      expect(pos.getZ(i)).toBeLessThanOrEqual(max.z + 1e-9);
    }
    expect(highest).toBeGreaterThan(0.3 * LAYER_HEIGHT.peak * t.unit);
    expect(highest).toBeLessThanOrEqual(LAYER_HEIGHT.peak * t.unit * 1.01);
  });

  it('faces the land top, lakes and relief up towards the camera', () => {
    const normals = g.getAttribute('normal');
    let up = 0;
    let down = 0;
    for (let i = 0; i < normals.count; i++) {
      if (pos.getY(i) < 0) continue;
      if (normals.getY(i) > 0.2) up++;
      if (normals.getY(i) < -0.2) down++;
    }
    expect(up).toBeGreaterThan(100);
    expect(down).toBe(0);
  });
});
