/**
 * The card kit's pure parts: select-then-confirm (`tapCard`, `keepPlayable`) and where a card
 * sits in the centre area (`centreSlot`, facing the seat that put it there); and a card's markup
 * as react-dom/server renders it.
 */
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Card } from '../../renderer/card-kit/Card';
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

describe('a card\'s markup', () => {
  /** The root element's classes and the face element's classes of `Card` rendered with `press` or not. */
  function shape(faceDown: boolean, press: boolean): { root: string; face: string; title: boolean } {
    const html = renderToStaticMarkup(
      createElement(Card, { seat: 3, id: 'secret', face: { title: 'Lyon' }, faceDown, testId: 'c', onPress: press ? () => undefined : undefined }),
    );
    const root = /^<(?:div|button)[^>]*class="([^"]*)"[^>]*data-testid="c"/.exec(html)?.[1] ?? '';
    const face = /<span class="(play-card[^"]*)"/.exec(html)?.[1] ?? '';
    return { root, face, title: html.includes('Lyon') };
  }

  it('is the same whether it can be pressed or not (a hand while the engine is busy): the test id on the button, the state on the face', () => {
    for (const faceDown of [true, false]) {
      const idle = shape(faceDown, true);
      const busy = shape(faceDown, false);
      expect(busy.face).toBe(idle.face);
      expect(busy.face).toBe(faceDown ? 'play-card face-down' : 'play-card');
      expect(busy.root).toContain('play-card-button');
      expect(busy.root).not.toContain('face-down');
      expect(idle.root).not.toContain('face-down');
      // A face-down card never puts its title in the markup.
      expect(busy.title).toBe(!faceDown);
      expect(idle.title).toBe(!faceDown);
    }
  });
});
