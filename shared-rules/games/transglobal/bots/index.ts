/**
 * The Transglobal bot registry (issue #6): bot levels by name. Every bot decides from its own
 * seat view, the public table view (which carries the public history of the round: hubs and
 * every built link with who built it, in order) and its legal actions, with randomness only from
 * the `Random` it is handed, and time only from the host's `context.now`.
 *
 * How a host calls a bot (engine worker, simulator, test):
 *
 *   const bot = transglobalBot('hard');
 *   const action = bot(seatView, tableView, legal, random, { now: hostClockMs, budgetMs: 300 });
 *
 * `random` is the host's own seeded generator (not the match's). The action is always one of
 * `legal`; submit it like a person's action.
 */
import type { LevelBot } from './context';
import { easyBot } from './easy';
import { greedyBot } from './greedy';
import { hardBot } from './hard';
import { mediumBot } from './medium';
import { randomBot } from './random';

export { DEFAULT_BUDGET_MS, type BotContext, type LevelBot } from './context';
export type { Bot } from './random';

/** The bot levels offered to players, weakest first (`MatchSeat.botLevel` without `random`). */
export const TRANSGLOBAL_LEVELS = ['easy', 'medium', 'hard'] as const;

/** A level a seat's bot may have, plus the test bots `random` and `greedy`. */
export type TransglobalBotName = (typeof TRANSGLOBAL_LEVELS)[number] | 'random' | 'greedy';

/**
 * Every bot by name: `easy` (nearest city, one link at a time), `medium` (exact cheapest plan,
 * hub on it, −$1 against obvious help to others), `hard` (medium + inference of the others'
 * cities, determinized rollouts of the rest of the round within its time budget), `random`
 * (random legal) and `greedy` (the older plan follower with a random hub on an own city).
 */
export const TRANSGLOBAL_BOTS: Readonly<Record<TransglobalBotName, LevelBot>> = {
  easy: easyBot,
  medium: mediumBot,
  hard: hardBot,
  random: randomBot,
  greedy: greedyBot,
};

/** Whether `name` is a known bot name. */
export function isTransglobalBotName(name: string): name is TransglobalBotName {
  return Object.prototype.hasOwnProperty.call(TRANSGLOBAL_BOTS, name);
}

/** The bot for `name`; unknown names get `undefined` (a host's caller decides the fallback). */
export function transglobalBot(name: string): LevelBot | undefined {
  return isTransglobalBotName(name) ? TRANSGLOBAL_BOTS[name] : undefined;
}
