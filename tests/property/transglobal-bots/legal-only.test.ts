/**
 * Every leveled bot only ever answers with an action from the legal list it was given, over
 * whole seeded games (2–4 players, every phase: hubs, building with $2 and $1 left, finishing),
 * and a game played by bots ends.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRandom, outcomeOf, submitAction, type Match } from '../../../shared-rules/core';
import { transglobal, type TransglobalState } from '../../../shared-rules/games/transglobal';
import { TRANSGLOBAL_BOTS, type TransglobalBotName } from '../../../shared-rules/games/transglobal/bots';
import { isTransglobalState } from '../../../shared-rules/games/transglobal/state';
import { startGame } from '../../../build/games/transglobal/play';

function stateOf(match: Match): TransglobalState {
  if (!isTransglobalState(match.state)) throw new Error('not a Transglobal state');
  return match.state;
}

const NAMES: readonly TransglobalBotName[] = ['easy', 'medium', 'hard', 'random'];

/** Plays a whole game; returns how many actions were checked, by type, and whether it ended. */
function playChecked(seed: string, names: readonly TransglobalBotName[]): { checked: number; types: Set<string>; over: boolean } {
  let match = startGame({ mapId: 'fixture-grid', players: names.length, seed, bots: [], startingBank: 6, taxFloor: 3 });
  const random = createRandom(`legal-${seed}`);
  let clock = 0;
  const context = { now: () => (clock += 0.01), budgetMs: 300 };
  const types = new Set<string>();
  let checked = 0;
  for (let i = 0; i < 20_000 && outcomeOf(match) === undefined; i++) {
    const s = stateOf(match);
    const seat = transglobal.toAct(s)[0] ?? -1;
    const legal = transglobal.legalActions(s, seat);
    const bot = TRANSGLOBAL_BOTS[names[seat] ?? 'random'];
    const action = bot(transglobal.seatView(s, seat), transglobal.tableView(s), legal, random, context);
    expect(legal.some((a) => JSON.stringify(a) === JSON.stringify(action))).toBe(true);
    types.add(`${s.phase}:${action.type}`);
    checked++;
    const result = submitAction(match, action, 'bot');
    if (!result.ok) throw new Error(result.error.message);
    match = result.match;
  }
  return { checked, types, over: outcomeOf(match) !== undefined };
}

describe('bots answer from the legal list only', () => {
  it('every bot action of seeded 2–4 player games is one of the legal actions, and the games end', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.constantFrom(...NAMES), { minLength: 2, maxLength: 4 }), (seed, names) => {
        const { checked, types, over } = playChecked(`p${seed}`, names);
        for (const t of types) seen.add(t);
        expect(over).toBe(true);
        expect(checked).toBeGreaterThan(20);
      }),
      { numRuns: 6, seed: 42 },
    );
    // The games went through every kind of decision.
    for (const kind of ['hubs:place-hub', 'hubs:ok', 'building:build', 'building:ok', 'finishing:build-cheapest', 'finishing:ok']) expect(seen).toContain(kind);
  });

  it('each level plays a whole 2-player game against itself from the legal list', () => {
    for (const name of ['easy', 'medium', 'hard'] as const) {
      const { over, types } = playChecked(`self-${name}`, [name, name]);
      expect(over).toBe(true);
      expect(types).toContain('building:build');
    }
  });
});
