/**
 * The secret-cities mini-map (#14 §5) on the shipped maps: the outline covers the land, each
 * dealt city sits on its intersection in its region's colour and symbol, and the picture is
 * turned back by the seat panel's rotation (a side panel's box is the other way round).
 */
import { describe, expect, it } from 'vitest';
import { miniMapCities, miniMapOf, turnedBack } from '../../renderer/games/transglobal/mini-map';
import { bundledMap, TRANSGLOBAL_MAP_IDS } from '../../renderer/games/transglobal/maps';
import type { SeatCity } from '../../shared-rules/games/transglobal';

describe('the secret-cities mini-map (#14)', () => {
  for (const id of TRANSGLOBAL_MAP_IDS) {
    it(`${id}: the outline keeps the large land masses and leaves islets out, once per map`, () => {
      const map = bundledMap(id);
      if (map === undefined) throw new Error(`no map ${id}`);
      const outline = miniMapOf(map);
      expect(outline.width).toBe(map.bounds.maxX - map.bounds.minX);
      expect(outline.height).toBe(map.bounds.maxY - map.bounds.minY);
      const shapes = outline.land.split('M').length - 1;
      expect(shapes).toBeGreaterThan(0);
      expect(shapes).toBeLessThan(map.layers.land.length);
      // The largest land outline is in, as many points as the map has.
      const largest = map.layers.land.reduce((a, b) => (b.length > a.length ? b : a));
      const [x0, y0] = largest[0] ?? [0, 0];
      expect(outline.land).toContain(`M${Math.round(x0)} ${Math.round(y0)}L`);
      expect(miniMapOf(map)).toBe(outline);
    });

    it(`${id}: every city is marked on its intersection in its region's colour and symbol`, () => {
      const map = bundledMap(id);
      if (map === undefined) throw new Error(`no map ${id}`);
      const cities: SeatCity[] = map.cities.map((c, i) => ({ id: c.id, name: c.name, region: c.region, intersection: c.intersection, connected: i % 2 === 0 }));
      const marks = miniMapCities(map, cities);
      expect(marks).toHaveLength(map.cities.length);
      for (const [i, mark] of marks.entries()) {
        const city = map.cities[i];
        const region = map.regions.find((r) => r.id === city?.region);
        expect(mark.id).toBe(city?.id);
        expect({ x: mark.x, y: mark.y }).toEqual({ x: map.intersections[city?.intersection ?? -1]?.x, y: map.intersections[city?.intersection ?? -1]?.y });
        expect({ color: mark.color, symbol: mark.symbol }).toEqual({ color: region?.color, symbol: region?.symbol });
        expect(mark.connected).toBe(i % 2 === 0);
      }
      expect(miniMapCities(map, [{ id: 'nowhere', name: 'Nowhere', region: 'no-region', intersection: 0, connected: false }])).toEqual([]);
    });
  }

  it('turns the picture back by the panel rotation; a side panel swaps the box', () => {
    expect(turnedBack(40, 20, 0)).toEqual({ boxWidth: 40, boxHeight: 20, turn: 0 });
    expect(turnedBack(40, 20, 180)).toEqual({ boxWidth: 40, boxHeight: 20, turn: -180 });
    expect(turnedBack(40, 20, 90)).toEqual({ boxWidth: 20, boxHeight: 40, turn: -90 });
    expect(turnedBack(40, 20, -90)).toEqual({ boxWidth: 20, boxHeight: 40, turn: 90 });
  });
});
