/**
 * The board kit's `placeNames` (names on an HTML overlay, issue #14): the sides are tried in the
 * caller's order in the reader's frame, a name keeps off names placed before it, other names'
 * markers, obstacles and the board's edge, and is left out only when it need not show.
 */
import { describe, expect, it } from 'vitest';
import { boxOverlap, nameBox, placeNames, placeNamesOf, type NameInput, type NameBoxStyle } from '../../renderer/board-kit/labels/place-names';

const measure = (text: string, px: number): number => text.length * px * 0.5;
const STYLE: NameBoxStyle = { padPx: 4, lineHeight: 1.25, gapPx: 2 };
const name = (x: number, y: number, over: Partial<NameInput> = {}): NameInput => ({ x, y, radius: 5, far: false, text: 'abcdef', fontPx: 10, keep: false, sides: ['below', 'above', 'right', 'left'], ...over });

describe('placeNames', () => {
  it('takes the first free side, in its reader’s frame: a name facing the far edge goes below on the screen’s up', () => {
    const [near, far] = placeNames([name(100, 100), name(300, 100, { far: true })], 400, 200, measure, STYLE);
    // Box 34 × 12.5 px; below = radius + gap + half the height.
    expect(near).toMatchObject({ cx: 100, cy: 100 + 5 + 2 + 6.25, width: 34, height: 12.5, side: 'below', hidden: false });
    expect(far).toMatchObject({ cx: 300, cy: 100 - 13.25, side: 'below' });
  });

  it('keeps off names placed before, other markers and obstacles, and off the board’s edge', () => {
    const obstacle = { x0: 180, y0: 160, x1: 220, y1: 180 };
    const placed = placeNames([name(100, 100), name(100, 110), name(200, 190)], 400, 200, measure, STYLE, [obstacle]);
    const [a, b, c] = placed.map(nameBox);
    if (a === undefined || b === undefined || c === undefined) throw new Error('three names placed');
    // The first's below would cover the second's marker: it goes above; the second's below is free.
    expect(placed.map((p) => p.side)).toEqual(['above', 'below', 'right']);
    expect(boxOverlap(a, b)).toBe(0);
    for (const box of [a, b, c]) expect(box.y1).toBeLessThanOrEqual(200);
    // The third: below is off the board and above covers the obstacle; it goes right.
    expect(placed[2]?.side).toBe('right');
    expect(boxOverlap(c, obstacle)).toBe(0);
  });

  it('a name with no free side is left out unless it must show; then it takes the side that overlaps least', () => {
    const first = name(100, 100, { radius: 40 });
    const crowd = [first, first];
    const [, left] = placeNames(crowd, 400, 200, measure, STYLE, [{ x0: 0, y0: 0, x1: 400, y1: 200 }]);
    expect(left?.hidden).toBe(true);
    expect(left?.side).toBeUndefined();
    const [, kept] = placeNames([first, { ...first, keep: true }], 400, 200, measure, STYLE, [{ x0: 0, y0: 0, x1: 400, y1: 200 }]);
    expect(kept?.hidden).toBe(false);
  });

  it('on its anchor, and the corner sides start or end at the anchor', () => {
    const sides = ['centre', 'below-right', 'below-left', 'above-right', 'above-left'] as const;
    const [c] = placeNames([name(200, 100, { sides: ['centre'] })], 400, 200, measure, STYLE);
    expect(c).toMatchObject({ cx: 200, cy: 100, side: 'centre' });
    for (const side of sides.slice(1)) {
      const [p] = placeNames([name(200, 100, { sides: [side] })], 400, 200, measure, STYLE);
      expect(p?.side).toBe(side);
      expect(Math.abs((p?.cx ?? 0) - 200)).toBeCloseTo(17, 9);
      expect((p?.cx ?? 0) > 200).toBe(side.endsWith('right'));
      expect((p?.cy ?? 0) > 100).toBe(side.startsWith('below'));
    }
  });

  it('placeNamesOf places a game’s own items in their order and merges each placement into its item', () => {
    const items = [
      { city: 'a', at: 100 },
      { city: 'b', at: 300 },
    ];
    const placed = placeNamesOf(items, (c) => name(c.at, 100, { text: c.city }), 400, 200, measure, STYLE);
    expect(placed.map((p) => p.city)).toEqual(['a', 'b']);
    expect(placed[1]).toMatchObject({ city: 'b', at: 300, cx: 300, side: 'below', hidden: false });
  });
});
