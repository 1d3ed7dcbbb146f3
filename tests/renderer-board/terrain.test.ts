/**
 * The terrain and the sea of the Transglobal board, on the synthetic map and the real ones:
 * ranges only where the mountains are (polygons and $2 mountain links), low hills elsewhere,
 * nothing above the peak; rivers and lakes never buried by the relief; the land faces up; the
 * fade into the table is clear inside and opaque at the board's edges; the sea is shallow by
 * the coast and deep far from it.
 */
import { describe, expect, it } from 'vitest';
import type { BufferAttribute, BufferGeometry, InterleavedBufferAttribute } from 'three';
import { Color } from 'three';
import { LAYER_HEIGHT } from '../../renderer/games/transglobal/board/geometry/heights';
import { buildTableFadeGeometry, buildTerrainGeometry, RELIEF, TABLE_FADE, worldRings } from '../../renderer/games/transglobal/board/geometry/terrain';
import { buildSeaGeometry, SEA, seaColor } from '../../renderer/games/transglobal/board/geometry/water';
import { BOARD_COLORS } from '../../renderer/games/transglobal/board/palette';
import { boardTransform } from '../../renderer/board-kit/transform';
import { distanceToRing, distanceToSegment, insideRing } from '../../renderer/board-kit/geometry/polygon';
import { syntheticMap } from './synthetic-map';
import { realMaps } from './real-maps';

type Attr = BufferAttribute | InterleavedBufferAttribute;

/** Vertices of the relief: above the land plate's top, below the fade, not the lakes/rivers/coast ribbons' own heights. */
function reliefVertices(g: BufferGeometry, unit: number): number[] {
  const pos = g.getAttribute('position');
  const flatLayers = [LAYER_HEIGHT.land, LAYER_HEIGHT.lakes, LAYER_HEIGHT.rivers, LAYER_HEIGHT.coast, LAYER_HEIGHT.tableFade].map((h) => h * unit);
  const out: number[] = [];
  for (let i = 0; i < pos.count; i++) {
    const y = pos.getY(i);
    if (y <= 0 || flatLayers.some((h) => Math.abs(y - h) < 1e-9)) continue;
    out.push(i);
  }
  return out;
}

describe('terrain (synthetic map)', () => {
  const map = syntheticMap();
  const t = boardTransform(map);
  const g = buildTerrainGeometry(map, t);
  const pos = g.getAttribute('position');
  const color: Attr = g.getAttribute('color');

  it('raises ranges only in or near the mountain polygon, hills elsewhere, never above the peak', () => {
    const [ring] = worldRings(map.layers.mountains, t);
    if (!ring) throw new Error('no mountains');
    let highest = 0;
    for (const i of reliefVertices(g, t.unit)) {
      const y = pos.getY(i);
      highest = Math.max(highest, y);
      if (y <= (RELIEF.hill + 0.003) * t.unit) continue;
      const p = [pos.getX(i), pos.getZ(i)] as const;
      const near = insideRing(p, ring) || distanceToRing(p, ring) <= Math.max(RELIEF.foothills, RELIEF.linkReach) * t.unit + 1e-9;
      expect(near).toBe(true);
    }
    expect(highest).toBeGreaterThan(0.5 * LAYER_HEIGHT.peak * t.unit);
    expect(highest).toBeLessThanOrEqual(LAYER_HEIGHT.peak * t.unit * 1.001);
  });

  it('keeps the river on top: the relief under the river ribbon is lower than the ribbon', () => {
    const [river] = worldRings(map.layers.rivers, t);
    const [a, b] = river ?? [];
    if (!a || !b) throw new Error('no river');
    let checked = 0;
    for (const i of reliefVertices(g, t.unit)) {
      if (distanceToSegment(pos.getX(i), pos.getZ(i), a[0], a[1], b[0], b[1]) > RELIEF.valley * t.unit) continue;
      checked++;
      expect(pos.getY(i)).toBeLessThan(LAYER_HEIGHT.rivers * t.unit);
    }
    expect(checked).toBeGreaterThan(5);
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

  it('is opaque (one RGB colour per vertex): the see-through fade is a mesh of its own', () => {
    expect(color.itemSize).toBe(3);
  });

  it('fades into the table colour: clear a fade-width inside the edges, opaque at the edges and beyond', () => {
    const fade = buildTableFadeGeometry(t);
    const fpos = fade.getAttribute('position');
    const fcolor = fade.getAttribute('color');
    expect(fcolor.itemSize).toBe(4);
    const table = new Color(BOARD_COLORS.table);
    const inset = TABLE_FADE * t.unit;
    let between = 0;
    for (let i = 0; i < fpos.count; i++) {
      const alpha = fcolor.getW(i);
      expect(fpos.getY(i)).toBeCloseTo(LAYER_HEIGHT.tableFade * t.unit, 6);
      expect([fcolor.getX(i), fcolor.getY(i), fcolor.getZ(i)]).toEqual([table.r, table.g, table.b].map((c) => expect.closeTo(c, 6)));
      // How far inside the board's rectangle the vertex is (negative outside). Positions are float32: compare to 1e-6 world units.
      const inside = Math.min(t.width / 2 - Math.abs(fpos.getX(i)), t.depth / 2 - Math.abs(fpos.getZ(i)));
      if (inside >= inset - 1e-6) expect(alpha).toBe(0);
      if (inside <= 1e-6) expect(alpha).toBe(1);
      if (inside > 1e-6 && inside < inset - 1e-6) {
        between++;
        expect(alpha).toBeGreaterThan(0);
        expect(alpha).toBeLessThan(1);
      }
    }
    expect(between).toBeGreaterThan(0);
    // Everything at least a fade-width inside the edges is left clear: no fade triangle reaches there.
    for (let i = 0; i < fpos.count; i++) {
      const inside = Math.min(t.width / 2 - Math.abs(fpos.getX(i)), t.depth / 2 - Math.abs(fpos.getZ(i)));
      expect(inside).toBeLessThanOrEqual(inset + 1e-6);
    }
  });
});

describe('terrain and sea (real maps)', () => {
  for (const map of realMaps()) {
    const t = boardTransform(map);

    it(`${map.id}: ranges rise where the $2 mountain links are`, () => {
      const g = buildTerrainGeometry(map, t);
      const pos = g.getAttribute('position');
      const relief = reliefVertices(g, t.unit);
      const mountainMids = map.links.flatMap((link) => {
        const a = map.intersections[link.a];
        const b = map.intersections[link.b];
        return link.reason === 'mountain' && a && b ? [t.toWorld((a.x + b.x) / 2, (a.y + b.y) / 2)] : [];
      });
      expect(mountainMids.length).toBeGreaterThan(0);
      // Mean height of the relief near mountain links is several times that of open land
      // (away from the links and from the mountain and no-grid polygons).
      const ranges = worldRings([...map.layers.mountains, ...map.noGrid], t);
      const openLand = (p: readonly [number, number]): boolean => ranges.every((ring) => !insideRing(p, ring) && distanceToRing(p, ring) > RELIEF.foothills * t.unit);
      let near = 0;
      let nearN = 0;
      let far = 0;
      let farN = 0;
      for (const i of relief) {
        const d = Math.min(...mountainMids.map((m) => Math.hypot(pos.getX(i) - m.x, pos.getZ(i) - m.z)));
        if (d < 0.3 * t.unit) {
          near += pos.getY(i);
          nearN++;
        } else if (d > 2 * t.unit && openLand([pos.getX(i), pos.getZ(i)])) {
          far += pos.getY(i);
          farN++;
        }
      }
      expect(nearN).toBeGreaterThan(0);
      expect(near / nearN).toBeGreaterThan(3 * (far / farN));
    });

    it(`${map.id}: the sea is shallow by the coast, deep far from land`, () => {
      const g = buildSeaGeometry(map, t);
      const pos = g.getAttribute('position');
      const color = g.getAttribute('color');
      const land = worldRings(map.layers.land, t);
      const shallow = seaColor(0, t.unit);
      const deep = seaColor(SEA.deepAt * t.unit, t.unit);
      expect(deep[2]).toBeLessThan(shallow[2]);
      let coastal = 0;
      let open = 0;
      for (let i = 0; i < pos.count; i += 7) {
        const p = [pos.getX(i), pos.getZ(i)] as const;
        const d = Math.min(...land.map((ring) => distanceToRing(p, ring)));
        const expected = seaColor(d, t.unit);
        expect(color.getX(i)).toBeCloseTo(expected[0], 5);
        expect(color.getZ(i)).toBeCloseTo(expected[2], 5);
        if (d < 0.1 * t.unit) coastal++;
        if (d >= SEA.deepAt * t.unit) open++;
      }
      expect(coastal).toBeGreaterThan(0);
      expect(open).toBeGreaterThan(0);
    });
  }
});
