import { AmbientLight, DirectionalLight, Light, Mesh, MeshBasicMaterial, MeshLambertMaterial, type BufferGeometry } from 'three';
import { describe, expect, it } from 'vitest';
import { bakeOverheadLight, overheadShade } from '../../renderer/board-kit/geometry/baked-light';
import { TriangleSoup } from '../../renderer/board-kit/geometry/buffers';
import { sortTrianglesTopFirst } from '../../renderer/board-kit/geometry/top-first';
import { buildRailModel } from '../../renderer/games/transglobal/board/geometry/link-models';
import { buildTerrainGeometry } from '../../renderer/games/transglobal/board/geometry/terrain';
import { LIGHT, OVERHEAD_LIGHT, createBoardObjects } from '../../renderer/games/transglobal/board/scene/board-objects';
import { fixtureGridMap } from '../../shared-rules/maps/fixture-grid';

const light = { ambient: 0.95, direct: Math.PI - 0.95 };

function colours(g: BufferGeometry): number[] {
  return Array.from(g.getAttribute('color').array);
}

/** The y of each triangle's highest corner. */
function tops(g: BufferGeometry): number[] {
  const p = g.getAttribute('position');
  const out: number[] = [];
  for (let t = 0; t < p.count / 3; t++) out.push(Math.max(p.getY(3 * t), p.getY(3 * t + 1), p.getY(3 * t + 2)));
  return out;
}

describe('overhead light baked into vertex colours', () => {
  it('matches three.js Lambert under an ambient and a straight-down light: (ambient + direct · n·up) / π', () => {
    expect(overheadShade(light, 1)).toBeCloseTo(1, 12);
    expect(overheadShade(light, 0)).toBeCloseTo(0.95 / Math.PI, 12);
    expect(overheadShade(light, -1)).toBeCloseTo(0.95 / Math.PI, 12);
    expect(overheadShade(light, Math.SQRT1_2)).toBeCloseTo((0.95 + (Math.PI - 0.95) * Math.SQRT1_2) / Math.PI, 12);
  });

  it('shades each face by its own normal (flat), keeping alpha', () => {
    const soup = new TriangleSoup();
    soup.triangleUp([0, 0, 0], [1, 0, 0], [0, 0, 1], [0.5, 0.4, 0.2], 0.5); // flat, facing up
    soup.triangleUp([0, 0, 0], [1, 1, 0], [0, 0, 1], [0.5, 0.4, 0.2]); // a 45° slope
    const g = bakeOverheadLight(soup.build(), light, true);
    const c = g.getAttribute('color');
    expect(c.itemSize).toBe(4);
    expect(c.getX(0)).toBeCloseTo(0.5, 6);
    expect(c.getW(0)).toBeCloseTo(0.5, 6);
    const slope = overheadShade(light, Math.SQRT1_2);
    for (let i = 3; i < 6; i++) {
      expect(c.getX(i)).toBeCloseTo(0.5 * slope, 6);
      expect(c.getZ(i)).toBeCloseTo(0.2 * slope, 6);
    }
  });

  it('shades each vertex by its given normal (smooth)', () => {
    const soup = new TriangleSoup();
    soup.triangleUp([0, 0, 0], [1, 0, 0], [0, 0, 1], [1, 1, 1], 1, [[0, 1, 0], [Math.SQRT1_2, Math.SQRT1_2, 0], [0, 0, 1]]);
    const c = bakeOverheadLight(soup.build(), light, false).getAttribute('color');
    const byShade = [c.getX(0), c.getX(1), c.getX(2)].sort();
    expect(byShade).toEqual([overheadShade(light, 0), overheadShade(light, Math.SQRT1_2), overheadShade(light, 1)].map((x) => expect.closeTo(x, 6)).sort());
  });
});

describe('triangles drawn top first', () => {
  it('orders triangles by their highest corner, every attribute moving with its triangle, ties kept in order', () => {
    const soup = new TriangleSoup();
    soup.triangleUp([0, 0, 0], [1, 0, 0], [0, 0, 1], [0.1, 0, 0]);
    soup.triangleUp([0, 2, 0], [1, 2, 0], [0, 2, 1], [0.2, 0, 0]);
    soup.triangleUp([0, 1, 0], [1, 1, 0], [0, 1, 1], [0.3, 0, 0]);
    soup.triangleUp([5, 1, 0], [6, 1, 0], [5, 1, 1], [0.4, 0, 0]);
    const g = sortTrianglesTopFirst(soup.build());
    expect(tops(g)).toEqual([2, 1, 1, 0]);
    const c = g.getAttribute('color');
    expect([0, 3, 6, 9].map((i) => c.getX(i))).toEqual([0.2, 0.3, 0.4, 0.1].map((x) => expect.closeTo(x, 6)));
    expect(g.getAttribute('position').getX(6)).toBe(5);
  });
});

describe('the board draws unlit, with the light baked in', () => {
  const map = fixtureGridMap();
  const o = createBoardObjects(map);

  it('has no lit material and no light', () => {
    const lights: Light[] = [];
    o.group.traverse((node) => {
      if (node instanceof Light) lights.push(node);
      if (node instanceof Mesh) {
        const materials: unknown[] = Array.isArray(node.material) ? node.material : [node.material];
        for (const m of materials) {
          expect(m).toBeInstanceOf(MeshBasicMaterial);
          expect(m).not.toBeInstanceOf(MeshLambertMaterial);
        }
      }
    });
    expect(lights).toEqual([]);
    expect(OVERHEAD_LIGHT.ambient + OVERHEAD_LIGHT.direct).toBeCloseTo(Math.PI, 12);
    expect(OVERHEAD_LIGHT.ambient).toBe(LIGHT.ambient);
    // The light the baked colours stand for: what three's lights of these intensities would give.
    expect(new AmbientLight('#ffffff', OVERHEAD_LIGHT.ambient).intensity + new DirectionalLight('#ffffff', OVERHEAD_LIGHT.direct).intensity).toBeCloseTo(Math.PI, 12);
  });

  it('terrain colours are the built colours times the overhead shade of each vertex normal', () => {
    const raw = buildTerrainGeometry(map, o.transform);
    const before = colours(raw);
    const normal = raw.getAttribute('normal');
    const after = colours(o.terrain.geometry);
    const size = raw.getAttribute('color').itemSize;
    expect(after.length).toBe(before.length);
    let sloped = 0;
    for (let i = 0; i < normal.count; i += 97) {
      const shade = overheadShade(OVERHEAD_LIGHT, normal.getY(i) / Math.hypot(normal.getX(i), normal.getY(i), normal.getZ(i)));
      if (shade < 0.999) sloped++;
      expect(after[i * size]).toBeCloseTo((before[i * size] ?? 0) * shade, 5);
    }
    expect(sloped).toBeGreaterThan(0);
  });

  it('the rail model is drawn top first, its flat top faces at their own colour', () => {
    expect(tops(o.rails.geometry)).toEqual([...tops(o.rails.geometry)].sort((a, b) => b - a));
    const raw = buildRailModel(o.transform.unit);
    expect(o.rails.geometry.getAttribute('position').count).toBe(raw.getAttribute('position').count);
    // The crown of a rail head is the highest face: flat, so it keeps its colour.
    const top = sortTrianglesTopFirst(raw);
    expect(colours(o.rails.geometry).slice(0, 3)).toEqual(colours(top).slice(0, 3).map((x) => expect.closeTo(x, 6)));
  });
});
