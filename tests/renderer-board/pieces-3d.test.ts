/**
 * The board's pieces are solid under the overhead light: a bevelled token's top face is smaller
 * than its foot and its bevel faces tilt outwards (so they shade darker than the top); every
 * piece casts a soft shadow (alpha fading to 0) lower than itself; the rail model's steel crowns
 * are its highest points, over the sleepers, over the ballast.
 */
import { describe, expect, it } from 'vitest';
import { TriangleSoup } from '../../renderer/board-kit/geometry/buffers';
import { pushBevelledPrism, pushContactShadow } from '../../renderer/board-kit/geometry/prisms';
import { symbolOutline } from '../../renderer/board-kit/geometry/symbols';
import { buildRailModel, RAIL_SIZE } from '../../renderer/games/transglobal/board/geometry/link-models';
import { buildCityGeometry } from '../../renderer/games/transglobal/board/geometry/cities';
import { boardTransform } from '../../renderer/board-kit/transform';
import { syntheticMap } from './synthetic-map';

describe('solid pieces', () => {
  it('a bevelled token: top face within radius − bevel at y1, the foot at the full radius, bevel normals tilted outwards', () => {
    const soup = new TriangleSoup();
    pushBevelledPrism(soup, symbolOutline('square'), 0, 0, 1, 0.2, 0, 0.5, [1, 0, 0], [0.5, 0, 0]);
    const g = soup.build();
    const pos = g.getAttribute('position');
    const normal = g.getAttribute('normal');
    const outline = symbolOutline('square');
    const reach = Math.max(...outline.map(([x, z]) => Math.hypot(x, z)));
    let tilted = 0;
    for (let i = 0; i < pos.count; i++) {
      const r = Math.hypot(pos.getX(i), pos.getZ(i));
      if (pos.getY(i) === 0.5) expect(r).toBeLessThanOrEqual(0.8 * reach + 1e-6);
      expect(r).toBeLessThanOrEqual(reach + 1e-6);
      const ny = normal.getY(i);
      if (ny > 0.2 && ny < 0.95) {
        tilted++;
        // Outwards: the normal's horizontal part points away from the centre.
        expect(normal.getX(i) * pos.getX(i) + normal.getZ(i) * pos.getZ(i)).toBeGreaterThan(0);
      }
    }
    expect(tilted).toBeGreaterThan(0);
  });

  it('a contact shadow is black, starts at the given alpha at the piece and fades to 0 outside it', () => {
    const soup = new TriangleSoup();
    pushContactShadow(soup, symbolOutline('circle'), 0, 0, 1, 0.3, 0.1, 0.4);
    const g = soup.build();
    const pos = g.getAttribute('position');
    const color = g.getAttribute('color');
    expect(color.itemSize).toBe(4);
    const reach = Math.max(...symbolOutline('circle').map(([x, z]) => Math.hypot(x, z)));
    for (let i = 0; i < pos.count; i++) {
      expect([color.getX(i), color.getY(i), color.getZ(i)]).toEqual([0, 0, 0]);
      const r = Math.hypot(pos.getX(i), pos.getZ(i));
      expect(color.getW(i)).toBeCloseTo(r <= reach + 1e-6 ? 0.4 : 0, 6);
    }
  });

  it('city markers carry their shadows, below the token, in one RGBA geometry', () => {
    const map = syntheticMap();
    const g = buildCityGeometry(map, boardTransform(map));
    const pos = g.getAttribute('position');
    const color = g.getAttribute('color');
    expect(color.itemSize).toBe(4);
    let shadowTop = -Infinity;
    let solidTop = -Infinity;
    for (let i = 0; i < pos.count; i++) {
      if (color.getW(i) < 1) shadowTop = Math.max(shadowTop, pos.getY(i));
      else solidTop = Math.max(solidTop, pos.getY(i));
    }
    expect(shadowTop).toBeLessThan(solidTop);
  });

  it('the rail model: steel crowns highest, then sleepers, then ballast, and a shadow below all of it on both sides', () => {
    const unit = 1;
    const g = buildRailModel(unit);
    const pos = g.getAttribute('position');
    const color = g.getAttribute('color');
    expect(color.itemSize).toBe(4);
    let top = -Infinity;
    let topZ = new Set<number>();
    const shadowZ: number[] = [];
    for (let i = 0; i < pos.count; i++) {
      const y = pos.getY(i);
      if (color.getW(i) < 1 || y < 0) {
        expect(y).toBeLessThan(0);
        shadowZ.push(pos.getZ(i));
        continue;
      }
      if (y > top + 1e-9) {
        top = y;
        topZ = new Set();
      }
      if (Math.abs(y - top) < 1e-9) topZ.add(Math.round(Math.abs(pos.getZ(i)) * 1e4));
    }
    // The highest vertices are the rail crowns: within a rail's width of the gauge line.
    for (const z of topZ) expect(Math.abs(z / 1e4 - RAIL_SIZE.gauge)).toBeLessThanOrEqual(RAIL_SIZE.railWidth / 2);
    expect(Math.min(...shadowZ)).toBeCloseTo(-(RAIL_SIZE.bed + RAIL_SIZE.shadow), 6);
    expect(Math.max(...shadowZ)).toBeCloseTo(RAIL_SIZE.bed + RAIL_SIZE.shadow, 6);
  });
});
