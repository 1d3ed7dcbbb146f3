/**
 * The board kit's hex maps (`renderer/board-kit/hex/`): layout, point → hex, neighbours,
 * corners, and the instanced prism the tiles are drawn with. Checked against the geometry of a
 * regular hexagon rather than against the code's own formulas.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEX_DIRECTIONS, hexBounds, hexCorners, hexDistance, hexKey, hexNeighbours, hexRound, hexStep, hexToWorld, worldToHex, type Hex, type HexLayout } from '../../renderer/board-kit/hex/hex';
import { HEX_BEVEL, hexPrism, tileMatrix } from '../../renderer/board-kit/hex/HexTiles';
import { fitBoardView, screenToWorld, worldToScreen } from '../../renderer/board-kit/projection';

const hexArb = fc.record({ q: fc.integer({ min: -40, max: 40 }), r: fc.integer({ min: -40, max: 40 }) });
const layoutArb = fc.record({
  orientation: fc.constantFrom<'pointy' | 'flat'>('pointy', 'flat'),
  size: fc.double({ min: 0.01, max: 5, noNaN: true }),
  origin: fc.record({ x: fc.double({ min: -10, max: 10, noNaN: true }), z: fc.double({ min: -10, max: 10, noNaN: true }) }),
});
const dist = (a: { x: number; z: number }, b: { x: number; z: number }) => Math.hypot(a.x - b.x, a.z - b.z);

describe('hex layout', () => {
  it('neighbours are one step away, √3 × size apart, and each centre is inside its own hex', () => {
    fc.assert(
      fc.property(layoutArb, hexArb, (layout: HexLayout, h: Hex) => {
        const c = hexToWorld(layout, h);
        expect(worldToHex(layout, c)).toEqual(h);
        for (const n of hexNeighbours(h)) {
          expect(hexDistance(h, n)).toBe(1);
          expect(dist(hexToWorld(layout, n), c)).toBeCloseTo(Math.sqrt(3) * layout.size, 6);
        }
        expect(hexStep(layout)).toBeCloseTo(Math.sqrt(3) * layout.size, 9);
      }),
    );
  });

  it('a point within the inradius of a centre is in that hex; a point past the shared edge is in the neighbour', () => {
    fc.assert(
      fc.property(layoutArb, hexArb, fc.double({ min: 0, max: 0.85, noNaN: true }), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), (layout: HexLayout, h: Hex, t, angle) => {
        const c = hexToWorld(layout, h);
        const inradius = (Math.sqrt(3) / 2) * layout.size;
        expect(worldToHex(layout, { x: c.x + t * inradius * Math.cos(angle), z: c.z + t * inradius * Math.sin(angle) })).toEqual(h);
        for (const n of hexNeighbours(h)) {
          const m = hexToWorld(layout, n);
          // 60 % of the way to the neighbour's centre: past the edge between them.
          expect(worldToHex(layout, { x: c.x + 0.6 * (m.x - c.x), z: c.z + 0.6 * (m.z - c.z) })).toEqual(n);
        }
      }),
    );
  });

  it('corners are size from the centre, 60° apart, and pointy hexes have a corner due north', () => {
    for (const orientation of ['pointy', 'flat'] as const) {
      const layout: HexLayout = { orientation, size: 2, origin: { x: 1, z: -3 } };
      const h = { q: 3, r: -2 };
      const c = hexToWorld(layout, h);
      const corners = hexCorners(layout, h);
      expect(corners).toHaveLength(6);
      corners.forEach((p, i) => {
        expect(dist(p, c)).toBeCloseTo(2, 9);
        expect(dist(p, corners[(i + 1) % 6] ?? p)).toBeCloseTo(2, 9);
      });
      const north = corners.some((p) => Math.abs(p.x - c.x) < 1e-9 && p.z < c.z);
      expect(north).toBe(orientation === 'pointy');
    }
  });

  it('directions go east first, then counter-clockwise seen from above (north = −z)', () => {
    const layout: HexLayout = { orientation: 'pointy', size: 1, origin: { x: 0, z: 0 } };
    const angles = HEX_DIRECTIONS.map((d) => {
      const p = hexToWorld(layout, d);
      return (Math.round((Math.atan2(-p.z, p.x) * 180) / Math.PI) + 360) % 360;
    });
    expect(angles).toEqual([0, 60, 120, 180, 240, 300]);
  });

  it('rounds halfway points without negative zero, and keys are stable', () => {
    expect(hexRound(-0.2, 0.1)).toEqual({ q: 0, r: 0 });
    expect(Object.is(hexRound(-0.2, 0.1).q, -0)).toBe(false);
    expect(hexKey({ q: -3, r: 7 })).toBe('-3,7');
  });

  it('bounds hold every corner of every hex', () => {
    const layout: HexLayout = { orientation: 'flat', size: 1.5, origin: { x: 0, z: 0 } };
    const hexes = [{ q: 0, r: 0 }, { q: 4, r: -2 }, { q: -3, r: 5 }];
    const b = hexBounds(layout, hexes);
    expect(b).toBeDefined();
    for (const h of hexes) {
      for (const p of hexCorners(layout, h)) {
        expect(p.x).toBeGreaterThanOrEqual((b?.minX ?? 0) - 1e-9);
        expect(p.x).toBeLessThanOrEqual((b?.maxX ?? 0) + 1e-9);
        expect(p.z).toBeGreaterThanOrEqual((b?.minY ?? 0) - 1e-9);
        expect(p.z).toBeLessThanOrEqual((b?.maxY ?? 0) + 1e-9);
      }
    }
    expect(hexBounds(layout, [])).toBeUndefined();
  });
});

describe('hex tiles', () => {
  it('the prism’s corners fall on the layout’s corners (so tiles and taps agree), its top bevelled inside them', () => {
    for (const orientation of ['pointy', 'flat'] as const) {
      const layout: HexLayout = { orientation, size: 1, origin: { x: 0, z: 0 } };
      const geometry = hexPrism(orientation);
      const pos = geometry.getAttribute('position');
      const color = geometry.getAttribute('color');
      // The outline: the vertices at the full radius (the walls and the bevel's foot).
      const rim: { x: number; z: number }[] = [];
      const tops: { x: number; z: number }[] = [];
      for (let i = 0; i < pos.count; i++) {
        const p = { x: pos.getX(i), z: pos.getZ(i) };
        if (Math.hypot(p.x, p.z) > 0.999) rim.push(p);
        if (Math.abs(pos.getY(i) - 1) < 1e-9 && Math.hypot(p.x, p.z) > 0.5) tops.push(p);
      }
      const corners = hexCorners(layout, { q: 0, r: 0 });
      for (const corner of corners) expect(Math.min(...rim.map((p) => dist(p, corner)))).toBeLessThan(1e-6);
      // Nothing reaches beyond the outline; the top face's corners lie 1 − bevel of the way out, towards the same corners.
      for (let i = 0; i < pos.count; i++) expect(Math.hypot(pos.getX(i), pos.getZ(i))).toBeLessThan(1 + 1e-9);
      for (const corner of corners) {
        const inner = { x: corner.x * (1 - HEX_BEVEL), z: corner.z * (1 - HEX_BEVEL) };
        expect(Math.min(...tops.map((p) => dist(p, inner)))).toBeLessThan(1e-6);
      }
      // The base stands on the plane; the top face is white (the tile's colour), the bevel and walls darker.
      let minY = Infinity;
      const shade = new Set<number>();
      for (let i = 0; i < pos.count; i++) {
        minY = Math.min(minY, pos.getY(i));
        if (Math.abs(pos.getY(i) - 1) < 1e-9 && Math.hypot(pos.getX(i), pos.getZ(i)) < 1e-9) expect(color.getX(i)).toBe(1);
        shade.add(Math.round(color.getX(i) * 1000) / 1000);
      }
      expect(minY).toBeCloseTo(0, 9);
      expect([...shade].sort()).toEqual([0.55, 0.775, 1]);
    }
  });

  it('a tile’s matrix puts it at its hex centre, scaled to the fill and height', () => {
    const layout: HexLayout = { orientation: 'pointy', size: 2, origin: { x: 1, z: 1 } };
    const m = tileMatrix(layout, { hex: { q: 2, r: 1 }, color: '#fff', height: 0.3 }, 0.9).elements;
    const c = hexToWorld(layout, { q: 2, r: 1 });
    expect([m[0], m[5], m[10]]).toEqual([1.8, 0.3, 1.8].map((v) => expect.closeTo(v, 9)));
    expect([m[12], m[13], m[14]]).toEqual([c.x, 0, c.z].map((v) => expect.closeTo(v, 9)));
  });

  it('a touch on screen resolves to the hex drawn under it (through the kit’s projection)', () => {
    const layout: HexLayout = { orientation: 'flat', size: 0.05, origin: { x: 0, z: 0 } };
    const frustum = fitBoardView({ width: 1, depth: 1 }, 800, 600, 10);
    const rect = { left: 40, top: 20, width: 800, height: 600 };
    for (const h of [{ q: 0, r: 0 }, { q: 3, r: -1 }, { q: -4, r: 2 }]) {
      const s = worldToScreen(frustum, rect, hexToWorld(layout, h).x, hexToWorld(layout, h).z);
      expect(worldToHex(layout, screenToWorld(frustum, rect, s.x + 3, s.y - 2))).toEqual(h);
    }
  });
});
