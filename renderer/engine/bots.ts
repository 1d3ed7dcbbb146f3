/**
 * The bots the engine worker can play for a seat, by game id and `MatchSeat.botLevel`. A bot
 * policy sees only its own seat view, the public table view and its legal actions (design:
 * "Bots see only their own seat view"); its randomness comes from the caller's generator.
 * Transglobal Rail: the three levels of shared-rules/games/transglobal/bots (`easy`, `medium`,
 * `hard`), given the worker's clock and a 300 ms budget per decision (the rules never read a
 * clock themselves).
 */
import type { Action, Json, Random } from '../../shared-rules/core/types';
import { DEFAULT_BUDGET_MS, TRANSGLOBAL_BOTS as LEVEL_BOTS, type LevelBot } from '../../shared-rules/games/transglobal/bots';
import { readLegal, readSeatView, readTableView } from '../games/transglobal/view-schema';

/** A bot level a seat may be given in the lobby. */
export type BotLevel = 'easy' | 'medium' | 'hard';

/** The levels offered in the lobby, weakest first. */
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'medium', 'hard'];

/**
 * A bot policy over untyped views: the action to submit, or `undefined` when the views are not
 * the game's or there is nothing legal.
 */
export type BotPolicy = (seatView: Json, tableView: Json, legal: readonly Action[], random: Random) => Action | undefined;

/** The time budget of one bot decision, ms (issue #6: 300 ms for hard on the reference machine). */
export const BOT_BUDGET_MS = DEFAULT_BUDGET_MS;

function transglobalPolicy(bot: LevelBot): BotPolicy {
  return (seatView, tableView, legal, random) => {
    const mine = readSeatView(seatView);
    const table = readTableView(tableView);
    const actions = readLegal(legal);
    if (mine === undefined || table === undefined || actions.length === 0) return undefined;
    return bot(mine, table, actions, random, { now: () => performance.now(), budgetMs: BOT_BUDGET_MS });
  };
}

const TRANSGLOBAL_BOTS: Readonly<Record<BotLevel, BotPolicy>> = {
  easy: transglobalPolicy(LEVEL_BOTS.easy),
  medium: transglobalPolicy(LEVEL_BOTS.medium),
  hard: transglobalPolicy(LEVEL_BOTS.hard),
};

/** The bot policy for `gameId` at `level` (unknown levels play `hard`), or `undefined` if the game has no bots. */
export function botFor(gameId: string, level: string | undefined): BotPolicy | undefined {
  if (gameId !== 'transglobal') return undefined;
  return level === 'easy' || level === 'medium' ? TRANSGLOBAL_BOTS[level] : TRANSGLOBAL_BOTS.hard;
}
