/**
 * The card kit's pure parts: select-then-confirm (`tapCard`, `keepPlayable`) and where a card
 * sits in the centre area (`centreSlot`, facing the seat that put it there).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepPlayable, tapCard } from '../../renderer/card-kit/hand-selection';
import { centreSlot } from '../../renderer/card-kit/CentreArea';
import { seatFrames } from '../../renderer/table/seat-layout';

const set = (...ids: string[]) => new Set(ids);

describe('select then confirm', () => {
  it('a tap selects a playable card, a second tap on it deselects, another card replaces it (one card a move)', () => {
    const playable = set('a', 'b');
    const first = tapCard([], 'a', playable);
    expect(first).toEqual({ ok: true, selected: ['a'] });
    expect(tapCard(first.selected, 'b', playable)).toEqual({ ok: true, selected: ['b'] });
    expect(tapCard(first.selected, 'a', playable)).toEqual({ ok: true, selected: [] });
  });

  it('a card that cannot be played is refused and the selection stays', () => {
    expect(tapCard(['a'], 'c', set('a', 'b'))).toEqual({ ok: false, reason: 'not-playable', selected: ['a'] });
  });

  it('several cards a move: taps add until the move is full, then hand-full', () => {
    const playable = set('a', 'b', 'c');
    const two = tapCard(tapCard([], 'a', playable, 2).selected, 'b', playable, 2);
    expect(two).toEqual({ ok: true, selected: ['a', 'b'] });
    expect(tapCard(two.selected, 'c', playable, 2)).toEqual({ ok: false, reason: 'hand-full', selected: ['a', 'b'] });
  });

  it('never selects more than max, never an unplayable card, whatever the taps (property)', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    fc.assert(
      fc.property(fc.subarray(ids), fc.array(fc.constantFrom(...ids)), fc.integer({ min: 1, max: 3 }), (playableIds, taps, max) => {
        const playable = new Set(playableIds);
        let selected: readonly string[] = [];
        for (const id of taps) {
          const before = selected;
          const result = tapCard(selected, id, playable, max);
          if (!result.ok) expect(result.selected).toEqual(keepPlayable(before, playable));
          selected = result.selected;
          expect(selected.length).toBeLessThanOrEqual(max);
          expect(new Set(selected).size).toBe(selected.length);
          for (const s of selected) expect(playable.has(s)).toBe(true);
        }
      }),
    );
  });

  it('a new legal list drops what is no longer playable, and keeps the same array when nothing changed', () => {
    const selected = ['a', 'b'];
    expect(keepPlayable(selected, set('a', 'b', 'c'))).toBe(selected);
    expect(keepPlayable(selected, set('b'))).toEqual(['b']);
  });
});

describe('the centre area', () => {
  it('puts each seat’s card on its own edge, turned as its seat panel is', () => {
    const frames = seatFrames({ width: 1920, height: 1080 }, 4);
    for (const frame of frames) {
      const slot = centreSlot(frame.seat);
      expect(slot.rotationDeg).toBe(frame.rotationDeg);
      // The panel's edge: bottom panels sit low on screen, top ones high, side ones at the sides.
      const cx = frame.x + frame.width / 2;
      const cy = frame.y + frame.height / 2;
      const edge = cy > 1080 * 0.8 ? 'bottom' : cy < 1080 * 0.2 ? 'top' : cx < 960 ? 'left' : 'right';
      expect(slot.area).toBe(edge);
    }
  });
});
