/**
 * Paris Connection's bots: each level answers with one of its legal actions, from views only, and
 * tables of bots always finish a game (the rules have no pass: one-for-one trades could stand the
 * game still for ever — seed `bench-4` did, before the bots learned to end a standstill).
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared-rules/core/random';
import { selfPlay } from '../../../shared-rules/core/self-play';
import { isEqual } from 'ohash';
import { parisGame } from '../../../shared-rules/games/paris';

const { module } = parisGame;

function play(levels: readonly ('easy' | 'medium' | 'hard')[], seed: string, maxActions = 3_000) {
  const seats = levels.map((_, i) => i);
  const bots = Object.fromEntries(
    levels.map((level, i) => {
      const bot = parisGame.bots[level];
      if (bot === undefined) throw new Error(`no ${level} bot`);
      return [i, bot];
    }),
  );
  return selfPlay({ module, options: module.meta.defaultOptions, seats, seed, bots, botRandom: createRandom(`bots-${seed}`), maxActions });
}

describe('Paris Connection bots', () => {
  it.each(['bench-0', 'bench-4', 'bench-6', 's-1', 's-2', 's-3'])('four medium bots finish the game (%s)', (seed) => {
    const game = play(['medium', 'medium', 'medium', 'medium'], seed);
    expect(game.outcome?.reason).toMatch(/marseille-reached|one-supply-left/);
    expect(game.actions.length).toBeLessThan(1_000);
  });

  it('easy, medium and hard at one table finish a 3-player game', () => {
    const game = play(['easy', 'medium', 'hard'], 'mixed-1');
    expect(game.outcome).toBeDefined();
  });

  it('each level answers with one of its legal actions, from its own seat view and the table view', () => {
    const game = play(['medium', 'medium', 'medium', 'medium'], 'legal-1');
    // The same game again, keeping each state (same seed, same generator draws).
    const random = createRandom('legal-1');
    let state = module.setup({ seats: [0, 1, 2, 3], options: module.meta.defaultOptions, random });
    let checked = 0;
    for (const [i, action] of game.actions.entries()) {
      if (i % 25 === 0) {
        const seat = module.toAct(state)[0] ?? -1;
        const legal = module.legalActions(state, seat);
        for (const level of ['easy', 'medium', 'hard'] as const) {
          const chosen = parisGame.bots[level]?.decide(module.seatView(state, seat), module.tableView(state), legal, createRandom(`pick-${i}`), {});
          expect(legal.some((a) => isEqual(a, chosen)), `${level} at action ${i}`).toBe(true);
          checked++;
        }
      }
      state = module.apply(state, action, random).state;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
