/**
 * Plays whole Transglobal Rail games with bots through the core match runner (start, submit,
 * outcome), for the simulator CLI, benchmarks and tests. Node or browser: no file access here.
 */
import { createRandom, outcomeOf, startMatch, submitAction, type Match } from '../../../shared-rules/core';
import type { AnyGameModule, MatchSeat, Outcome, SeatId } from '../../../shared-rules/core/types';
import { transglobal, type TransglobalOptions } from '../../../shared-rules/games/transglobal';
import type { LevelBot } from '../../../shared-rules/games/transglobal/bots/context';
import { isTransglobalState } from '../../../shared-rules/games/transglobal/state';

/** The Transglobal module as the runner holds it. */
export const transglobalModule: AnyGameModule = transglobal;

const COLORS = ['orange', 'sky', 'green', 'yellow', 'blue', 'vermillion'] as const;
const SYMBOLS = ['circle', 'square', 'triangle', 'diamond', 'star', 'hexagon'] as const;

/** What to play: map, number of players (2–6), the match seed, one bot per seat, other options. */
export type GameSetup = {
  readonly mapId: string;
  readonly players: number;
  readonly seed: string;
  readonly bots: readonly LevelBot[];
  readonly startingBank?: number;
  readonly taxFloor?: number | null;
  /** Stop after this many actions (a guard; default 50 000). */
  readonly maxActions?: number;
  /** How bots are timed and told their budget (default: no clock, so bots do their fixed minimum of search). */
  readonly host?: BotHost;
};

/**
 * The simulator's side of a bot decision: the clock handed to bots as `BotContext.now` (ms,
 * e.g. `performance.now`), their budget (ms) and a report of each decision's wall time (ms, by
 * seat), measured by the host around the bot call.
 */
export type BotHost = {
  readonly now: () => number;
  readonly budgetMs?: number;
  readonly onDecision?: (seat: SeatId, ms: number) => void;
};

/** One played game: the final match (record included), its outcome, rounds played and actions submitted. */
export type PlayedGame = {
  readonly match: Match;
  readonly outcome: Outcome | undefined;
  readonly rounds: number;
  readonly actions: number;
  readonly banks: readonly number[];
};

/** The match seats for `players` bots, seats 0..players-1 in turn order. */
export function botSeats(players: number): MatchSeat[] {
  return Array.from({ length: players }, (_, seat) => ({
    seat,
    color: COLORS[seat] ?? 'grey',
    symbol: SYMBOLS[seat] ?? 'circle',
    controller: 'bot',
    botLevel: 'random',
  }));
}

/** Starts a bot match (throws an `Error` with the rule error's message if the runner refuses it). */
export function startGame(setup: GameSetup): Match {
  const options: TransglobalOptions = { mapId: setup.mapId, startingBank: setup.startingBank ?? 15, taxFloor: setup.taxFloor === undefined ? 5 : setup.taxFloor };
  const started = startMatch(transglobalModule, {
    matchId: `sim-${setup.seed}`.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64),
    seats: botSeats(setup.players),
    options,
    seed: setup.seed,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  if (!started.ok) throw new Error(`cannot start: ${started.error.code} ${started.error.message}`);
  return started.match;
}

/**
 * Asks the bot of the seat to act for its action (the bot sees its seat view, the table view and
 * the legal list only, plus `host`'s clock and budget when given) and submits it. Returns the new match; throws if the runner refuses it
 * (a bot that picks outside the legal list is a bug).
 */
export function botStep(match: Match, bots: readonly LevelBot[], botRandom: ReturnType<typeof createRandom>, host?: BotHost): Match {
  const state = match.state;
  if (!isTransglobalState(state)) throw new Error('not a Transglobal state');
  const seat: SeatId | undefined = transglobal.toAct(state)[0];
  if (seat === undefined) throw new Error('nobody to act');
  const bot = bots[seat];
  if (bot === undefined) throw new Error(`no bot for seat ${seat}`);
  const legal = transglobal.legalActions(state, seat);
  const seatView = transglobal.seatView(state, seat);
  const tableView = transglobal.tableView(state);
  const started = host?.now();
  const action = host === undefined ? bot(seatView, tableView, legal, botRandom) : bot(seatView, tableView, legal, botRandom, { now: host.now, budgetMs: host.budgetMs });
  if (host?.onDecision !== undefined && started !== undefined) host.onDecision(seat, host.now() - started);
  const result = submitAction(match, action, 'bot');
  if (!result.ok) throw new Error(`bot action refused: ${result.error.code} ${result.error.message}`);
  return result.match;
}

/** Plays one whole game with bots (deterministic for a seed). */
export function playGame(setup: GameSetup): PlayedGame {
  let match = startGame(setup);
  const botRandom = createRandom(`bots:${setup.seed}`);
  const max = setup.maxActions ?? 50_000;
  let actions = 0;
  while (outcomeOf(match) === undefined && actions < max) {
    match = botStep(match, setup.bots, botRandom, setup.host);
    actions++;
  }
  const state = match.state;
  const rounds = isTransglobalState(state) ? state.results.length : 0;
  const banks = isTransglobalState(state) ? state.banks : [];
  return { match, outcome: outcomeOf(match), rounds, actions, banks };
}
