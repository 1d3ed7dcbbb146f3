/**
 * Self-play on the bare game module (issue #12 "Bots and simulations run the bare game module"):
 * no log, no hashes, no views beyond what the acting bot is handed. The simulator, the bench and
 * searching bots play here; a game played here is the same game the match runner would record
 * (same seed, same seats, same generator draws): {@link recordOfSelfPlay} rebuilds its record
 * through the runner, and a test proves the two agree.
 */
import { isRuleError } from './errors';
import type { BotContext, GameBot } from './define-game';
import { startMatch, submitAction } from './match';
import { createRandom, type SeededRandom } from './random';
import type { Action, AnyGameModule, Json, MatchRecord, MatchSeat, Outcome, SeatId } from './types';

/**
 * What to play: the module, its options (parsed by the module), the seats in turn order, the
 * match seed (the game's generator, as `startMatch` seeds it), one bot per seat (by seat id), the
 * bots' own generator, an optional host (clock, budget and a report of each decision's wall
 * time, ms) and a guard on the number of actions (default 50,000).
 */
export type SelfPlaySetup = {
  readonly module: AnyGameModule;
  readonly options: unknown;
  readonly seats: readonly SeatId[];
  readonly seed: string;
  readonly bots: Readonly<Record<SeatId, GameBot>>;
  readonly botRandom: SeededRandom;
  readonly host?: { readonly now: () => number; readonly budgetMs?: number; readonly onDecision?: (seat: SeatId, ms: number) => void };
  readonly maxActions?: number;
};

/** A played game: the final state, its outcome (undefined if the guard stopped it), the actions in order (with their seats). */
export type SelfPlayGame = { readonly state: Json; readonly outcome: Outcome | undefined; readonly actions: readonly (Action & Json)[] };

/**
 * Plays one game: `setup`, then until the game is over, the first seat to act asks its bot
 * (seat view, table view, legal list, bots' generator, host context) and the action is applied
 * with the game's generator — in place by the module's `applyOwned` when it has one (self-play
 * owns its states: the views and lists a bot was handed are not read after it decides). Throws `Error` when the options are refused, a seat has no bot, or a
 * bot finds no move (bugs, not game events). Deterministic for a seed.
 */
export function selfPlay(setup: SelfPlaySetup): SelfPlayGame {
  const { module } = setup;
  const options = module.parseOptions(setup.options);
  if (isRuleError(options)) throw new Error(`options refused: ${options.message}`);
  const random = createRandom(setup.seed);
  let state = module.setup({ seats: setup.seats, options, random });
  const actions: (Action & Json)[] = [];
  const max = setup.maxActions ?? 50_000;
  const host = setup.host;
  const context: BotContext = host === undefined ? {} : { now: host.now, ...(host.budgetMs === undefined ? {} : { budgetMs: host.budgetMs }) };
  while (actions.length < max && module.outcome(state) === undefined) {
    const seat = module.toAct(state)[0];
    if (seat === undefined) throw new Error('nobody is to act');
    const bot = setup.bots[seat];
    if (bot === undefined) throw new Error(`no bot for seat ${seat}`);
    const started = host?.now();
    const action = bot.decide(module.seatView(state, seat), module.tableView(state), module.legalActions(state, seat), setup.botRandom, context);
    if (started !== undefined && host?.onDecision !== undefined) host.onDecision(seat, host.now() - started);
    if (action === undefined) throw new Error(`the bot of seat ${seat} found no move`);
    state = module.applyOwned === undefined ? module.apply(state, action, random).state : module.applyOwned(state, action, random);
    actions.push(action);
  }
  return { state, outcome: module.outcome(state), actions };
}

/**
 * The match record of a self-played game, rebuilt through the match runner (every action checked
 * and hashed, all by bots). `header` gives the match id, seats and creation time; the options
 * and seed must be the ones it was played with. Throws `Error` if the runner refuses an action.
 */
export function recordOfSelfPlay(
  module: AnyGameModule,
  header: { readonly matchId: string; readonly seats: readonly MatchSeat[]; readonly options: unknown; readonly seed: string; readonly createdAt: string },
  actions: readonly (Action & Json)[],
): MatchRecord {
  const started = startMatch(module, header);
  if (!started.ok) throw new Error(`cannot start: ${started.error.message}`);
  let match = started.match;
  for (const action of actions) {
    const next = submitAction(match, action, 'bot');
    if (!next.ok) throw new Error(`action ${match.logLength} refused: ${next.error.message}`);
    match = next.match;
  }
  return match.record;
}
