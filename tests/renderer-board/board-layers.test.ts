import { Matrix4, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { EMPTY_BOARD_STATE, type BoardState } from '../../renderer/games/transglobal/board/board-state';
import { GRID_SIZE, buildGridGeometry, gridLines } from '../../renderer/games/transglobal/board/geometry/grid';
import { LAYER_HEIGHT } from '../../renderer/games/transglobal/board/geometry/heights';
import { linkMatrix } from '../../renderer/games/transglobal/board/geometry/link-instances';
import { buildRailModel } from '../../renderer/games/transglobal/board/geometry/link-models';
import { buildLabelGeometry, layoutAtlas, layoutCityLabels } from '../../renderer/games/transglobal/board/geometry/labels';
import { boardTransform } from '../../renderer/board-kit/transform';
import { applyBoardState, createBoardObjects, drawnObjects, showRails, type BoardObjects } from '../../renderer/games/transglobal/board/scene/board-objects';
import type { TransglobalMap } from '../../shared-rules/maps/transglobal-map';
import { fixtureGridMap } from '../../shared-rules/maps/fixture-grid';
import { realMaps } from './real-maps';
import { syntheticMap } from './synthetic-map';

/** A text width estimate for Node (no canvas): 0.6 em per character. */
const measure = (text: string, fontPx: number): number => text.length * fontPx * 0.6;

const styles: BoardState['seatColors'] = {
  0: { color: '#0072B2', symbol: 'circle' },
  1: { color: '#F0E442', symbol: 'square' },
  2: { color: '#D55E00', symbol: 'triangle' },
  3: { color: '#CC79A7', symbol: 'diamond' },
  4: { color: '#56B4E9', symbol: 'star' },
  5: { color: '#009E73', symbol: 'hexagon' },
};

function withLabels(o: BoardObjects, map: TransglobalMap): void {
  const placed = layoutCityLabels(map, o.transform, measure, 'edges');
  o.labels.geometry = buildLabelGeometry(placed, layoutAtlas(placed.map((l) => l.text), measure), o.transform);
  o.labels.visible = true;
}

function fullState(map: TransglobalMap): BoardState {
  const ids = map.links.map((l) => l.id);
  const hubs = [0, 1, 2, 3, 4, 5].map((seat) => ({ seat, intersection: map.cities[seat]?.intersection ?? seat }));
  return { built: ids, hubs, highlighted: ids, highlightSeat: 0, suggestion: ids.slice(0, 10), dashedVisible: true, seatColors: styles };
}

const maps: [string, TransglobalMap][] = [
  ['synthetic', syntheticMap()],
  ['fixture-grid', fixtureGridMap()],
  ...realMaps().map((m): [string, TransglobalMap] => [m.id, m]),
];

describe('board layers', () => {
  for (const [name, map] of maps) {
    describe(name, () => {
      const t = boardTransform(map);

      it('grid geometry has 1 line per $1 link and 2 per $2 link, two triangles each', () => {
        const lines = gridLines(map, t);
        for (const link of map.links) expect(lines.filter((l) => l.link === link.id)).toHaveLength(link.cost);
        const expected = map.links.reduce((n, l) => n + l.cost, 0);
        expect(lines).toHaveLength(expected);
        expect(buildGridGeometry(map, t).getAttribute('position').count).toBe(expected * 2 * 3);
      });

      it('the two lines of a $2 link are parallel and doubleGap apart', () => {
        const lines = gridLines(map, t);
        const link = map.links.find((l) => l.cost === 2);
        if (!link) throw new Error('no $2 link');
        const [p, q] = lines.filter((l) => l.link === link.id);
        if (!p || !q) throw new Error('no pair');
        const dp = [p.bx - p.ax, p.bz - p.az] as const;
        const dq = [q.bx - q.ax, q.bz - q.az] as const;
        expect(dp[0] * dq[1] - dp[1] * dq[0]).toBeCloseTo(0, 12);
        const len = Math.hypot(dp[0], dp[1]);
        const gap = Math.abs((q.ax - p.ax) * -dp[1] + (q.az - p.az) * dp[0]) / len;
        expect(gap).toBeCloseTo(GRID_SIZE.doubleGap * t.unit, 9);
      });

      it('the rail InstancedMesh count equals the number of built links, each rail between its link ends', () => {
        const o = createBoardObjects(map);
        const built = map.links.filter((l) => l.id % 3 === 0).map((l) => l.id);
        expect(showRails(o, map, built)).toBe(built.length);
        expect(o.rails.count).toBe(built.length);
        const m = new Matrix4();
        const y = LAYER_HEIGHT.rails * t.unit;
        built.forEach((id, i) => {
          const link = map.links[id];
          const a = link && map.intersections[link.a];
          const b = link && map.intersections[link.b];
          if (!a || !b) throw new Error('bad link');
          // Instance matrices are float32: compare to 1e-6 world units (well under 0.01 px).
          o.rails.getMatrixAt(i, m);
          const start = new Vector3(-t.unit / 2, 0, 0).applyMatrix4(m);
          const end = new Vector3(t.unit / 2, 0, 0).applyMatrix4(m);
          const wa = t.toWorld(a.x, a.y);
          const wb = t.toWorld(b.x, b.y);
          expect(start.x).toBeCloseTo(wa.x, 6);
          expect(start.z).toBeCloseTo(wa.z, 6);
          expect(end.x).toBeCloseTo(wb.x, 6);
          expect(end.z).toBeCloseTo(wb.z, 6);
          expect(start.y).toBeCloseTo(y, 6);
          // The model's width (z) is not stretched: a unit across stays a unit.
          const across = new Vector3(0, 0, 1).transformDirection(m);
          expect(Math.hypot(across.x, across.z)).toBeCloseTo(1, 6);
        });
        expect(showRails(o, map, [])).toBe(0);
        expect(o.rails.visible).toBe(false);
      });

      it('a dropping rail is centred on its link and scaled by its grow factor', () => {
        const link = map.links[0];
        const ea = link && map.intersections[link.a];
        const eb = link && map.intersections[link.b];
        if (!link || !ea || !eb) throw new Error('no link 0');
        const m = new Matrix4();
        expect(linkMatrix(map, t, link.id, 0.5, m, 1.8)).toBe(true);
        const start = new Vector3(-t.unit / 2, 0, 0).applyMatrix4(m);
        const end = new Vector3(t.unit / 2, 0, 0).applyMatrix4(m);
        const wa = t.toWorld(ea.x, ea.y);
        const wb = t.toWorld(eb.x, eb.y);
        expect((start.x + end.x) / 2).toBeCloseTo((wa.x + wb.x) / 2, 9);
        expect((start.z + end.z) / 2).toBeCloseTo((wa.z + wb.z) / 2, 9);
        expect(Math.hypot(end.x - start.x, end.z - start.z)).toBeCloseTo(1.8 * Math.hypot(wb.x - wa.x, wb.z - wa.z), 9);
        expect(new Vector3(0, 0, 1).transformDirection(m).length()).toBeCloseTo(1, 9);
        expect(start.y).toBeCloseTo(0.5, 9);
      });

      it(`a full board draws in at most 12 draw calls, and as many with 1 rail as with all of them`, () => {
        const o = createBoardObjects(map);
        withLabels(o, map);
        applyBoardState(o, map, fullState(map));
        const full = drawnObjects(o.group);
        expect(full.map((x) => x.name).sort()).toEqual(['cities', 'dashed-rings', 'glow', 'grid', 'hubs', 'labels', 'rails', 'sea', 'suggestion', 'table-fade', 'terrain']);
        expect(full.length).toBeLessThanOrEqual(12);
        applyBoardState(o, map, { ...fullState(map), built: [0] });
        expect(drawnObjects(o.group)).toHaveLength(full.length);
        applyBoardState(o, map, EMPTY_BOARD_STATE);
        expect(drawnObjects(o.group).map((x) => x.name).sort()).toEqual(['cities', 'grid', 'labels', 'sea', 'table-fade', 'terrain']);
      });

      it('track is always on top: names lie under every rail (its shadow included), city and hub, over the grid, relief and glow, and are depth-tested', () => {
        const o = createBoardObjects(map);
        withLabels(o, map);
        const ys = o.labels.geometry.getAttribute('position');
        let top = -Infinity;
        for (let i = 0; i < ys.count; i++) top = Math.max(top, ys.getY(i));
        const rail = buildRailModel(t.unit);
        rail.computeBoundingBox();
        const railBottom = LAYER_HEIGHT.rails * t.unit + (rail.boundingBox?.min.y ?? 0);
        expect(top).toBeLessThan(railBottom);
        expect(top).toBeLessThan(LAYER_HEIGHT.cities * t.unit);
        expect(top).toBeLessThan(LAYER_HEIGHT.hubs * t.unit);
        expect(top).toBeGreaterThan(Math.max(LAYER_HEIGHT.grid, LAYER_HEIGHT.peak, LAYER_HEIGHT.glow, LAYER_HEIGHT.tableFade) * t.unit);
        const material = o.labels.material;
        expect(Array.isArray(material) ? undefined : material.depthTest).toBe(true);
      });

      it('names are placed beside their city, turned 180° on the north half with edge facing', () => {
        const labels = layoutCityLabels(map, t, measure, 'edges');
        expect(labels).toHaveLength(map.cities.length);
        for (const label of labels) {
          const city = map.cities.find((c) => c.id === label.cityId);
          const v = city && map.intersections[city.intersection];
          if (!v) throw new Error('no city');
          const w = t.toWorld(v.x, v.y);
          expect(label.flipped).toBe(w.z < 0);
          // Beside: the box does not cover the marker's centre, and is within 2 spacings + its width.
          const covers = Math.abs(label.x - w.x) < label.width / 2 && Math.abs(label.z - w.z) < label.height / 2;
          expect(covers).toBe(false);
          expect(Math.hypot(label.x - w.x, label.z - w.z)).toBeLessThan(2 * t.unit + label.width);
        }
        expect(layoutCityLabels(map, t, measure, 'south').every((l) => !l.flipped)).toBe(true);
      });
    });
  }
});
