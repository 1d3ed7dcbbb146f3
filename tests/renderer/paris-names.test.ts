/**
 * Paris Connection's city names make way for the locomotives (issue #14 §2: pieces are never
 * hidden under names): on the real map, a name on an occupied city moves toward its reader until
 * its box clears the locomotive models standing there.
 */
import { describe, expect, it } from 'vitest';
import { hexToWorld } from '../../renderer/board-kit';
import { locomotiveGeometry, nameShiftPx, parisFrame } from '../../renderer/games/paris/board-geometry';
import { boardOf } from '../../shared-rules/games/paris/board';

const board = boardOf('france');
const frame = parisFrame(board.map);
const cities = board.map.hexes.flatMap((h, i) => (h.city === undefined ? [] : [i]));

/** How far the locomotives on hex `index` (bitmask `mask`) reach from its centre across the screen's vertical (world z), in hex sizes. */
function pieceReach(index: number, mask: number): number {
  const occupied = board.map.hexes.map((_, i) => (i === index ? mask : 0));
  const g = locomotiveGeometry(board.map, frame.layout, occupied);
  const c = hexToWorld(frame.layout, board.map.hexes[index] ?? { q: 0, r: 0 });
  const p = g.getAttribute('position');
  let reach = 0;
  for (let v = 0; v < p.count; v++) reach = Math.max(reach, Math.abs(p.getZ(v) - c.z));
  return reach / frame.layout.size;
}

describe('Paris city names beside their locomotives', () => {
  it('an empty city keeps its name on the hex centre', () => {
    expect(nameShiftPx(0, 30, 14)).toBe(0);
  });

  // Each company alone; company 0 beside each other one.
  const masks = [...[0, 1, 2, 3, 4, 5].map((c) => 1 << c), ...[1, 2, 3, 4, 5].map((c) => 1 | (1 << c))];

  it('with one or two locomotives, the name box (value disc 1.26 em + 2 px rims) starts beyond the pieces, at 1080p and 4K sizes', () => {
    expect(cities.length).toBeGreaterThan(20);
    for (const [hexPx, labelPx] of [
      [28, 14],
      [56, 28],
    ] as const) {
      for (const index of cities) {
        for (const m of masks) {
          const shift = nameShiftPx(m, hexPx, labelPx);
          const halfHeight = (1.26 * labelPx + 4) / 2;
          expect(shift - halfHeight).toBeGreaterThan(pieceReach(index, m) * hexPx);
        }
      }
    }
  });
});
