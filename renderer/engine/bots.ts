/**
 * The bots the engine worker can play for a seat, by game id and `MatchSeat.botLevel`. A bot
 * policy sees only its own seat view, the public table view and its legal actions (design:
 * "Bots see only their own seat view"); its randomness comes from the caller's generator.
 * Transglobal Rail: `easy` = the random legal bot, `medium` = greedy half of the time,
 * `hard` = the greedy bot (shared-rules/games/transglobal/bots).
 */
import type { Action, Json, Random } from '../../shared-rules/core/types';
import { mixedBot, greedyBot } from '../../shared-rules/games/transglobal/bots/greedy';
import { randomBot, type Bot } from '../../shared-rules/games/transglobal/bots/random';
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

function transglobalPolicy(bot: Bot): BotPolicy {
  return (seatView, tableView, legal, random) => {
    const mine = readSeatView(seatView);
    const table = readTableView(tableView);
    const actions = readLegal(legal);
    if (mine === undefined || table === undefined || actions.length === 0) return undefined;
    return bot(mine, table, actions, random);
  };
}

const TRANSGLOBAL_BOTS: Readonly<Record<BotLevel, BotPolicy>> = {
  easy: transglobalPolicy(randomBot),
  medium: transglobalPolicy(mixedBot(0.5)),
  hard: transglobalPolicy(greedyBot),
};

/** The bot policy for `gameId` at `level` (unknown levels play `hard`), or `undefined` if the game has no bots. */
export function botFor(gameId: string, level: string | undefined): BotPolicy | undefined {
  if (gameId !== 'transglobal') return undefined;
  return level === 'easy' || level === 'medium' ? TRANSGLOBAL_BOTS[level] : TRANSGLOBAL_BOTS.hard;
}
