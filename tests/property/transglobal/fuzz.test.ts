/**
 * Fuzz: random malformed and illegal actions (wrong seat, unknown link, wrong phase, garbage
 * fields) are refused with a typed RuleError and leave the match unchanged.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRandom, hashState, isRuleError, outcomeOf, submitAction, type Match } from '../../../shared-rules/core';
import { transglobal, type TransglobalState } from '../../../shared-rules/games/transglobal';
import { greedyBot } from '../../../shared-rules/games/transglobal/bots/greedy';
import { isTransglobalState } from '../../../shared-rules/games/transglobal/state';
import { botStep, startGame } from '../../../build/games/transglobal/play';

function stateOf(match: Match): TransglobalState {
  if (!isTransglobalState(match.state)) throw new Error('not a Transglobal state');
  return match.state;
}

/** Matches at each kind of moment of a game: hubs, a fresh turn, a half-spent turn, finishing, over. */
function snapshots(): Map<string, Match> {
  const found = new Map<string, Match>();
  let match = startGame({ mapId: 'fixture-grid', players: 3, seed: 'fuzz', bots: [], startingBank: 5, taxFloor: 3 });
  const bots = [greedyBot, greedyBot, greedyBot];
  const random = createRandom('fuzz-bots');
  for (let i = 0; i < 20_000 && outcomeOf(match) === undefined; i++) {
    const s = stateOf(match);
    const key = s.phase === 'building' ? `building-${s.turn.spent}` : s.phase;
    if (!found.has(key)) found.set(key, match);
    match = botStep(match, bots, random);
  }
  found.set('over', match);
  return found;
}

const moments = snapshots();

const TYPES = ['place-hub', 'ok', 'build', 'discard', 'pass', 'build-cheapest', 'undo', 'BUILD', '', 'hub'] as const;

/** Well-formed actions of any seat with any link or intersection: refused by the rules, mostly. */
const wellFormedArb = fc
  .record({ type: fc.constantFrom('place-hub', 'ok', 'build', 'discard', 'pass', 'build-cheapest'), seat: fc.integer({ min: 0, max: 5 }), id: fc.integer({ min: 0, max: 800 }) })
  .map(({ type, seat, id }) => (type === 'build' ? { type, seat, link: id } : type === 'place-hub' ? { type, seat, intersection: id } : { type, seat }));

/** Inputs that look like actions but are wrong in some way (or entirely garbage). */
const inputArb = fc.oneof(
  wellFormedArb,
  fc.anything(),
  fc.record(
    {
      type: fc.constantFrom(...TYPES),
      seat: fc.oneof(fc.integer({ min: -2, max: 8 }), fc.string(), fc.double(), fc.constant(null)),
      link: fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.double(), fc.string()),
      intersection: fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.double(), fc.string()),
      extra: fc.anything(),
    },
    { requiredKeys: ['type'] },
  ),
);

describe('fuzzed actions', () => {
  it('covers every kind of moment', () => {
    expect([...moments.keys()].sort()).toEqual(['building-0', 'building-1', 'building-2', 'finishing', 'hubs', 'over'].sort());
  });

  for (const [name, match] of moments) {
    it(`at ${name}: anything not legal is refused with a RuleError and changes nothing`, () => {
      const hash = hashState(match.state);
      const logLength = match.record.log.length;
      fc.assert(
        fc.property(inputArb, (input) => {
          const result = submitAction(match, input, 'human');
          if (result.ok) {
            // Only a legal action may pass: it must be in the seat's legal list.
            const s = stateOf(match);
            const legal = transglobal.legalActions(s, result.entry.seat).map((a) => JSON.stringify(a));
            expect(legal).toContain(JSON.stringify(result.entry.action));
            return;
          }
          expect(isRuleError(result.error)).toBe(true);
          expect(typeof result.error.code).toBe('string');
          expect(result.error.code.length).toBeGreaterThan(0);
          expect(hashState(match.state)).toBe(hash);
          expect(match.record.log.length).toBe(logLength);
        }),
        { numRuns: 400, seed: name.length * 7919 },
      );
    });
  }

  it('names the reason: wrong seat, unknown link, wrong phase, garbage', () => {
    const building = moments.get('building-0');
    const hubs = moments.get('hubs');
    if (!building || !hubs) throw new Error('moments');
    const s = stateOf(building);
    const seat = transglobal.toAct(s)[0] ?? -1;
    const other = s.seats.find((x) => x !== seat) ?? -1;
    const code = (m: Match, input: unknown): string => {
      const r = submitAction(m, input, 'human');
      return r.ok ? 'accepted' : r.error.code;
    };
    expect(code(building, { type: 'build', seat: other, link: 0 })).toBe('not-your-turn');
    expect(code(building, { type: 'build', seat, link: 99_999 })).toBe('unknown-link');
    expect(code(building, { type: 'place-hub', seat, intersection: 0 })).toBe('wrong-phase');
    expect(code(hubs, { type: 'build', seat: transglobal.toAct(stateOf(hubs))[0], link: 0 })).toBe('wrong-phase');
    expect(code(building, { type: 'build', seat, link: 1.5 })).toBe('malformed-action');
    expect(code(building, { type: 'build', seat, link: 3, colour: 'red' })).toBe('malformed-action');
    expect(code(building, { type: 'teleport', seat })).toBe('malformed-action');
    expect(code(building, 'ok')).toBe('malformed-action');
    const over = moments.get('over');
    if (over) expect(code(over, { type: 'ok', seat })).toBe('game-over');
  });
});
