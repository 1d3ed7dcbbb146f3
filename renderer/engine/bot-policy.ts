/**
 * Bot policies over any lookup of whole games (no registry imported here, so the engine worker
 * can hold only the games it has loaded). A bot sees only its own seat view, the public table
 * view and its legal actions (design: "Bots see only their own seat view"); its randomness comes
 * from the caller's generator; it is given the worker's clock and a 300 ms budget per decision.
 */
import { isBotLevel, type GameBot, type GameDefinition } from '../../shared-rules/core/define-game';
import type { Action, Json, Random } from '../../shared-rules/core/types';

/** A bot policy over untyped views: the action to submit, or `undefined` when there is nothing legal. */
export type BotPolicy = (seatView: Json, tableView: Json, legal: readonly Action[], random: Random) => Action | undefined;

/** The time budget of one bot decision, ms (300 ms for hard on the reference machine). */
export const BOT_BUDGET_MS = 300;

/** What every decision is given: the worker's clock and the budget (one object, made once). */
const CONTEXT = { now: (): number => performance.now(), budgetMs: BOT_BUDGET_MS };

/** The policy of each bot, made once per bot (a bot move looks its policy up on every move). */
const policies = new WeakMap<GameBot, BotPolicy>();

/**
 * The bot lookup over `definitionOf`: for a game id and `MatchSeat.botLevel` (`easy`, `medium`,
 * `hard`, or `random` where the game offers it) the policy, or `undefined` if the game is not
 * known or has no bots. An unknown or missing level plays the game's strongest level (hard, then
 * medium, easy, random).
 */
export function botLookup(definitionOf: (gameId: string) => GameDefinition | undefined): (gameId: string, level: string | undefined) => BotPolicy | undefined {
  return (gameId, level) => {
    const bots = definitionOf(gameId)?.bots;
    if (bots === undefined) return undefined;
    const bot = (isBotLevel(level) || level === 'random' ? bots[level] : undefined) ?? bots.hard ?? bots.medium ?? bots.easy ?? bots.random;
    if (bot === undefined) return undefined;
    let policy = policies.get(bot);
    if (policy === undefined) {
      policy = (seatView, tableView, legal, random) => bot.decide(seatView, tableView, legal, random, CONTEXT);
      policies.set(bot, policy);
    }
    return policy;
  };
}
