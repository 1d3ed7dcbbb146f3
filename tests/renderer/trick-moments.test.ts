/**
 * Trick of the Rails' moments (issue #14 "Moments"): from the real rules' events, a locomotive put
 * on a railway is announced with its seat, and [∞] going by itself to the last railway without a
 * locomotive is its own line, shown last; every key is in every catalog.
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../shared-rules/core/random';
import { trick, type TrickState } from '../../shared-rules/games/trick';
import { trickMoments } from '../../renderer/games/trick/moments';
import { CATALOGS } from '../../renderer/i18n/setup';

describe('Trick of the Rails moments', () => {
  it('a placed [6] is announced with its seat, then [∞] going to the last railway', () => {
    const s0 = trick.setup({ seats: [0, 2, 4], options: { variant: 'basic', teams: false, autoPlay: 'never' }, random: createRandom('m') });
    const s: TrickState = { ...s0, phase: 'place-locomotive', pending: 203, winner: 1, active: 1, locomotives: [0, -1, 1, -1, 2] };
    const placed = trick.apply(s, { type: 'place-locomotive', seat: 2, railway: 3 }, createRandom('x'));
    expect(trickMoments(placed.events)).toEqual([
      { key: 'trick.moment.locomotive', params: { seat: 3, locomotive: '6', railway: 'nyc' }, seat: 2 },
      { key: 'trick.moment.infinity', params: { railway: 'co' } },
    ]);
    // A card played announces nothing.
    const play = trick.apply(s0, trick.legalActions(s0, trick.toAct(s0)[0] ?? -1)[0] as never, createRandom('y'));
    expect(trickMoments(play.events)).toEqual([]);
  });

  it('every moment key is in English, Arabic and Korean', () => {
    for (const lang of ['en', 'ar', 'ko'] as const) {
      const moment = (CATALOGS[lang] as { trick?: { moment?: Record<string, string> } }).trick?.moment;
      expect(Object.keys(moment ?? {}).sort(), lang).toEqual(['infinity', 'locomotive']);
    }
  });
});
