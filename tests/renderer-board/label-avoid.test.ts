import { describe, expect, it } from 'vitest';
import { layoutCityLabels, type PlacedLabel } from '../../renderer/games/transglobal/board/geometry/labels';
import { RAIL_SIZE } from '../../renderer/games/transglobal/board/geometry/link-models';
import { boardTransform, type BoardTransform } from '../../renderer/board-kit/transform';
import type { TransglobalMap } from '../../shared-rules/maps/transglobal-map';
import { realMaps } from './real-maps';

/** A text width estimate for Node (no canvas): 0.6 em per character. */
const measure = (text: string, fontPx: number): number => text.length * fontPx * 0.6;

/** Whether a rail on `linkId` (its bed's half-width either side) shows under `label`: sampled every 1/50 of the link. */
function covers(map: TransglobalMap, t: BoardTransform, label: PlacedLabel, linkId: number): boolean {
  const link = map.links[linkId];
  const a = link && map.intersections[link.a];
  const b = link && map.intersections[link.b];
  if (!a || !b) throw new Error(`no link ${linkId}`);
  const wa = t.toWorld(a.x, a.y);
  const wb = t.toWorld(b.x, b.y);
  const r = RAIL_SIZE.bed * t.unit * 0.9;
  for (let i = 0; i <= 50; i++) {
    const x = wa.x + ((wb.x - wa.x) * i) / 50;
    const z = wa.z + ((wb.z - wa.z) * i) / 50;
    if (Math.abs(x - label.x) < label.width / 2 + r && Math.abs(z - label.z) < label.height / 2 + r) return true;
  }
  return false;
}

describe('city names make way for track', () => {
  for (const map of realMaps()) {
    const t = boardTransform(map);
    it(`${map.id}: a name moves off a rail built under it`, () => {
      const free = layoutCityLabels(map, t, measure, 'edges');
      let tried = 0;
      let moved = 0;
      for (const label of free) {
        const city = map.cities.find((c) => c.id === label.cityId);
        const under = map.links.filter((l) => (l.a === city?.intersection || l.b === city?.intersection) && covers(map, t, label, l.id));
        for (const link of under) {
          tried++;
          const after = layoutCityLabels(map, t, measure, 'edges', undefined, undefined, { built: [link.id] });
          const placed = after.find((l) => l.cityId === label.cityId);
          if (placed && !covers(map, t, placed, link.id)) moved++;
        }
      }
      // Most names start on a link of their own city (the first spot, right of the marker, lies along the east link).
      expect(tried).toBeGreaterThan(map.cities.length / 2);
      expect(moved).toBe(tried);
    });

    it(`${map.id}: around a hub with track on every side, a name covers less track than where it started`, () => {
      const free = layoutCityLabels(map, t, measure, 'edges');
      let before = 0;
      let after = 0;
      for (const city of map.cities) {
        const own = map.links.filter((l) => l.a === city.intersection || l.b === city.intersection).map((l) => l.id);
        const start = free.find((l) => l.cityId === city.id);
        const placed = layoutCityLabels(map, t, measure, 'edges', undefined, undefined, { built: own, hubs: [city.intersection] }).find((l) => l.cityId === city.id);
        if (!start || !placed) throw new Error(`no label for ${city.id}`);
        before += own.filter((id) => covers(map, t, start, id)).length;
        after += own.filter((id) => covers(map, t, placed, id)).length;
      }
      expect(after).toBeLessThan(before);
    });
  }
});
