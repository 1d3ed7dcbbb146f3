/**
 * The bots the engine worker plays for a seat, by game id and `MatchSeat.botLevel`, taken from
 * each game's definition (`shared-rules/games/registry.ts`): no game is named here. A bot sees
 * only its own seat view, the public table view and its legal actions (design: "Bots see only
 * their own seat view"); its randomness comes from the caller's generator; it is given the
 * worker's clock and a 300 ms budget per decision (the rules never read a clock themselves).
 */
import { BOT_LEVELS, type BotLevel } from '../../shared-rules/core/define-game';
import { getGameDefinition } from '../../shared-rules/games/registry';
import { botLookup } from './bot-policy';

export { BOT_LEVELS, type BotLevel };

export { BOT_BUDGET_MS, type BotPolicy } from './bot-policy';

/** The bot policy for `gameId` at `level` over every registered game (see ./bot-policy.ts `botLookup`). */
export const botFor = botLookup(getGameDefinition);
