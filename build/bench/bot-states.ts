/**
 * States to benchmark on, for any game: whole games played by one bot level at every seat on
 * the bare module (`selfPlay`), replayed with the same seed to keep the state before every action.
 */
import type { GameDefinition } from '../../shared-rules/core/define-game';
import { isRuleError } from '../../shared-rules/core/errors';
import { createRandom } from '../../shared-rules/core/random';
import { selfPlay } from '../../shared-rules/core/self-play';
import type { Json } from '../../shared-rules/core/types';

/**
 * Every state before an action in `games` games of `definition` with `players` seats (0…n−1),
 * the bot `level` at every seat, default options; seeds `bench-<g>` (bots `bench-bots-<g>`).
 * Throws `Error` when the game has no such bot or a replayed action is refused.
 */
export function botGameStates(definition: GameDefinition, games: number, players: number, level: 'easy' | 'medium' | 'hard' | 'random'): Json[] {
  const { module } = definition;
  const bot = definition.bots[level];
  if (bot === undefined) throw new Error(`${definition.id} has no ${level} bot`);
  const options = module.parseOptions(module.meta.defaultOptions);
  if (isRuleError(options)) throw new Error(options.message);
  const out: Json[] = [];
  for (let g = 0; g < games; g++) {
    const seats = Array.from({ length: players }, (_, s) => s);
    const played = selfPlay({ module, options, seats, seed: `bench-${g}`, bots: Object.fromEntries(seats.map((s) => [s, bot])), botRandom: createRandom(`bench-bots-${g}`) });
    const random = createRandom(`bench-${g}`);
    let state = module.setup({ seats, options, random });
    for (const input of played.actions) {
      const action = module.parseAction(input);
      if (isRuleError(action)) throw new Error(action.message);
      out.push(state);
      state = module.apply(state, action, random).state;
    }
  }
  return out;
}
