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

    it(`${map.id}: around a hub with track on every side, no name covers its city's track (it moves out between two rails)`, () => {
      const free = layoutCityLabels(map, t, measure, 'edges');
      let before = 0;
      let after = 0;
      let overlaps = 0;
      for (const city of map.cities) {
        const own = map.links.filter((l) => l.a === city.intersection || l.b === city.intersection).map((l) => l.id);
        const start = free.find((l) => l.cityId === city.id);
        const all = layoutCityLabels(map, t, measure, 'edges', undefined, undefined, { built: own, hubs: [city.intersection] });
        const placed = all.find((l) => l.cityId === city.id);
        if (!start || !placed) throw new Error(`no label for ${city.id}`);
        all.forEach((a, i) => all.slice(i + 1).forEach((b) => void (Math.abs(a.x - b.x) < (a.width + b.width) / 2 && Math.abs(a.z - b.z) < (a.height + b.height) / 2 && overlaps++)));
        before += own.filter((id) => covers(map, t, start, id)).length;
        after += own.filter((id) => covers(map, t, placed, id)).length;
      }
      // Most names start on a link of their own city; none stays on one.
      expect(before).toBeGreaterThan(map.cities.length / 2);
      expect(after).toBe(0);
      // Moving out seldom puts a name over another: two overlapping pairs in all of a map's 35 full hubs
      // at most (with the eight near spots only, 1 on USA, 4 on Europe, 3 on Asia; none with no track).
      expect(overlaps).toBeLessThanOrEqual(2);
    });
  }
});
