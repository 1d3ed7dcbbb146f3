/**
 * Player and region colours never meet (issue #14 §2: blue hubs beside navy squares, bluish
 * green beside teal stars): on every real map each region colour is at least 25 CIEDE2000 from
 * every player colour and from every other region of the map, and dark enough to read on the land.
 */
import { differenceCiede2000 } from 'culori';
import { describe, expect, it } from 'vitest';
import { SEAT_COLOURS } from '../../renderer/table/seat-colours';
import { BOARD_COLORS } from '../../renderer/games/transglobal/board/palette';
import { realMaps } from './real-maps';

const difference = differenceCiede2000();
const MIN_APART = 25;

describe('region colours against player colours', () => {
  const maps = realMaps();
  it('the three real maps load', () => {
    expect(maps.map((m) => m.id).sort()).toEqual(['asia', 'europe', 'usa']);
  });
  for (const map of maps) {
    it(`${map.id}: every region is ≥ ${MIN_APART} CIEDE2000 from every player colour and every other region`, () => {
      const close: string[] = [];
      for (const region of map.regions) {
        for (const seat of SEAT_COLOURS) {
          const d = difference(region.color, seat.hex);
          if (d < MIN_APART) close.push(`${region.id} ${region.color} ~ ${seat.id} ${seat.hex}: ${d.toFixed(1)}`);
        }
        for (const other of map.regions) {
          if (other.id <= region.id) continue;
          const d = difference(region.color, other.color);
          if (d < MIN_APART) close.push(`${region.id} ${region.color} ~ ${other.id} ${other.color}: ${d.toFixed(1)}`);
        }
      }
      expect(close).toEqual([]);
    });

    it(`${map.id}: every region colour reads on the land (≥ 40 CIEDE2000 from it)`, () => {
      for (const region of map.regions) expect(difference(region.color, BOARD_COLORS.land)).toBeGreaterThanOrEqual(40);
    });
  }
});
