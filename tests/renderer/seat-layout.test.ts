import { describe, expect, it } from 'vitest';
import { boardRect, cornerRects, overlaps, seatFrames, type Rect } from '../../renderer/table/seat-layout';

const viewports = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
] as const;
const calibrations = [40 / 25.4, 2.5, 96 / 25.4, 6] as const;

function inside(r: Rect, v: { width: number; height: number }): boolean {
  return r.x >= 0 && r.y >= 0 && r.x + r.width <= v.width && r.y + r.height <= v.height;
}

describe('seat layout', () => {
  for (const v of viewports) {
    for (const pxPerMm of calibrations) {
      const label = `${v.width}×${v.height} at ${pxPerMm.toFixed(3)} px/mm`;

      it(`gives six panels of real size, none overlapping another, all on screen (${label})`, () => {
        const frames = seatFrames(v, pxPerMm);
        expect(frames.map((f) => f.seat)).toEqual([0, 1, 2, 3, 4, 5]);
        for (const f of frames) {
          expect(inside(f, v)).toBe(true);
          expect(f.width).toBeGreaterThan(0);
          expect(f.height).toBeGreaterThan(0);
          // A panel fits at least a 20 mm primary button and one text row.
          expect(f.localHeight).toBeGreaterThanOrEqual(Math.min(84, 20 * pxPerMm));
        }
        for (const a of frames) {
          for (const b of frames) {
            if (a.seat !== b.seat) expect(overlaps(a, b), `seat ${a.seat} vs seat ${b.seat}`).toBe(false);
          }
        }
      });

      it(`leaves a board rect that overlaps no panel and no corner (${label})`, () => {
        const board = boardRect(v, pxPerMm);
        expect(inside(board, v)).toBe(true);
        expect(board.width).toBeGreaterThan(v.width / 2);
        expect(board.height).toBeGreaterThan(v.height / 3);
        for (const f of seatFrames(v, pxPerMm)) expect(overlaps(board, f), `board vs seat ${f.seat}`).toBe(false);
        for (const c of Object.values(cornerRects(v, pxPerMm))) {
          expect(overlaps(board, c)).toBe(false);
          for (const f of seatFrames(v, pxPerMm)) expect(overlaps(c, f)).toBe(false);
        }
      });
    }
  }

  it('numbers seats clockwise seen from above and turns each panel to face its edge: two per long edge, one per short edge', () => {
    const v = { width: 1920, height: 1080 };
    const frames = seatFrames(v, 40 / 25.4);
    expect(frames.map((f) => f.rotationDeg)).toEqual([0, 0, 90, 180, 180, -90]);
    const [s0, s1, s2, s3, s4, s5] = frames;
    if (!s0 || !s1 || !s2 || !s3 || !s4 || !s5) throw new Error('six frames expected');
    expect(s0.y + s0.height).toBe(v.height); // bottom edge
    expect(s1.y + s1.height).toBe(v.height);
    expect(s0.x).toBeGreaterThan(s1.x); // seat 0 bottom-right, its left neighbour seat 1 bottom-left
    expect(s2.x).toBe(0); // left edge
    expect(s3.y).toBe(0); // top edge
    expect(s3.x).toBeLessThan(s4.x); // seat 3 top-left, seat 4 top-right
    expect(s5.x + s5.width).toBe(v.width); // right edge
    // Clockwise on screen (y down): the angle from the centre to each panel decreases… i.e. the
    // panel centres go bottom → left → top → right.
    const angle = (f: typeof s0): number => Math.atan2(f.y + f.height / 2 - v.height / 2, f.x + f.width / 2 - v.width / 2);
    const angles = frames.map(angle).map((a) => (a - angle(s0) + 4 * Math.PI) % (2 * Math.PI));
    for (let i = 1; i < angles.length; i++) expect(angles[i] ?? 0).toBeGreaterThan(angles[i - 1] ?? 0);
    // Sideways panels swap their local size.
    expect(s2.localWidth).toBe(s2.height);
    expect(s2.localHeight).toBe(s2.width);
  });

  it('grows panels with the calibration (sized in mm, not px)', () => {
    const v = { width: 3840, height: 2160 };
    const small = seatFrames(v, 2)[0];
    const large = seatFrames(v, 6)[0];
    if (!small || !large) throw new Error('frames expected');
    expect(large.height).toBeGreaterThan(small.height);
    expect(large.width).toBeGreaterThan(small.width);
  });
});
