/**
 * Trick of the Rails under random play (fast-check): for any seed, player count (3–5), variant and
 * team setting, and any sequence of legal choices, the 71 cards are all somewhere at every step,
 * the trick goes to the highest card of the led company, every player ends with one share per
 * stock trick, and `check` agrees with the legal list for arbitrary well-formed actions.
 */
import fc from 'fast-check';
import { isEqual } from 'ohash';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared-rules/core/random';
import { trick, type TrickAction, type TrickState } from '../../../shared-rules/games/trick';
import { STOCK_TRICKS } from '../../../shared-rules/games/trick/meta';
import { companyOf, isStockSlot, winningPosition } from '../../../shared-rules/games/trick/state';

const gameArb = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 16 }),
  players: fc.integer({ min: 3, max: 5 }),
  variant: fc.constantFrom('basic' as const, 'expert' as const),
  teams: fc.boolean(),
  picks: fc.array(fc.nat({ max: 20 }), { minLength: 80, maxLength: 80 }),
  probes: fc.array(
    fc.oneof(
      fc.record({ type: fc.constant('play' as const), card: fc.integer({ min: 0, max: 49 }) }),
      fc.record({ type: fc.constant('place-city' as const), railway: fc.integer({ min: 0, max: 4 }), end: fc.constantFrom('front' as const, 'back' as const) }),
      fc.record({ type: fc.constant('place-locomotive' as const), railway: fc.integer({ min: 0, max: 4 }) }),
      fc.record({ type: fc.constant('place-card' as const), end: fc.constantFrom('front' as const, 'back' as const) }),
    ),
    { minLength: 80, maxLength: 80 },
  ),
});

/** Every card somewhere (71; [∞] rides with [6] until placed). */
function cardCount(s: TrickState): number {
  const infinityKnown = s.locomotives.includes(4) || s.outOfGame.includes(204) || s.pending === 204;
  return s.hands.flat().length + s.trick.filter((c) => c >= 0).length + s.railways.flat().length + s.locomotives.filter((l) => l >= 0).length + s.lane.length + s.shares.flat().length + s.outOfGame.length + (s.pending >= 0 ? 1 : 0) + (infinityKnown ? 0 : 1);
}

describe('Trick of the Rails under random play', () => {
  it('keeps every card, gives tricks to the highest of the led company, one share per stock trick, and check agrees with legal', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, players, variant, teams, picks, probes }) => {
        const random = createRandom(seed);
        let s = trick.setup({ seats: Array.from({ length: players }, (_, i) => i), options: { variant, teams, autoPlay: 'never' }, random });
        let step = 0;
        while (s.end === null && step < 200) {
          expect(cardCount(s)).toBe(71);
          const seat = trick.toAct(s)[0] ?? -1;
          const legal = trick.legalActions(s, seat);
          expect(legal.length).toBeGreaterThan(0);
          const probe = probes[step % probes.length];
          if (probe !== undefined) {
            const action = { ...probe, seat } as TrickAction;
            const inList = legal.some((a) => isEqual(a, action));
            expect(trick.check?.(s, action) === undefined, JSON.stringify(action)).toBe(inList);
          }
          const action = legal[(picks[step % picks.length] ?? 0) % legal.length] as TrickAction;
          const before = s;
          s = trick.apply(s, action, random).state;
          if (before.phase === 'play' && s.last !== before.last && s.last !== null) {
            // A trick just finished: its winner holds the highest card of the led company.
            expect(s.last.winner).toBe(winningPosition(s.last.cards, before.leader));
            const lead = s.last.cards[before.leader] ?? -1;
            for (const c of s.last.cards) if (companyOf(c) === companyOf(lead)) expect(c).toBeLessThanOrEqual(s.last.cards[s.last.winner] ?? -1);
            expect(isStockSlot(s.last.slot) ? s.phase === 'play' : s.phase !== 'play').toBe(true);
          }
          step++;
        }
        expect(s.end).toBe('all-tricks-played');
        expect(cardCount(s)).toBe(71);
        for (const shares of s.shares) expect(shares).toHaveLength(STOCK_TRICKS[players] ?? -1);
      }),
      { numRuns: 120 },
    );
  });
});
