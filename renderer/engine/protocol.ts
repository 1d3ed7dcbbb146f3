/**
 * The messages between the renderer and its engine worker (design: "Data flow of one move").
 * The worker holds the match; the renderer only ever receives views — `tableView` for the
 * shared board and one `seatViews[seat]` per seat — never the game state, so secrets stay in
 * the worker.
 */
import type { Action, Actor, GameEvent, Json, PendingEntry, MatchHeader, MatchRecord, MatchSeat, MatchTutorial, Outcome, RuleError, SeatId } from '../../shared-rules/core/types';

/**
 * What the renderer knows after each call: the header (for autosave), the views, each seat's
 * legal actions (empty when not to act), who is to act, the events of the last call (for
 * animation and sound), the outcome when over (else null), the log entry just appended (null
 * for `newMatch`/`load`; without its hash, which the saves store computes as it replays the
 * entry — the worker never hashes), whether each seat may undo now, the number of log entries and the
 * last log lines.
 */
export type EngineUpdate = {
  readonly header: MatchHeader;
  readonly tableView: Json;
  readonly seatViews: Readonly<Record<SeatId, Json>>;
  readonly legal: Readonly<Record<SeatId, readonly Action[]>>;
  readonly toAct: readonly SeatId[];
  readonly events: readonly GameEvent[];
  readonly outcome: Outcome | null;
  readonly entry: PendingEntry | null;
  readonly canUndo: Readonly<Record<SeatId, boolean>>;
  readonly entries: number;
  /** The last {@link LOG_LINES} log lines of the match, oldest first (after a load: rebuilt from the record). */
  readonly log: readonly LogLine[];
};

/**
 * One line of the game log: the entry's `seq` and seat, and the i18n key and params the game's
 * `describe(action, state before)` gave (an undo: `log.undo`). Public: never a secret.
 */
export type LogLine = { readonly seq: number; readonly seat: SeatId; readonly key: string; readonly params: { readonly [key: string]: Json } };

/** How many log lines an update carries. */
export const LOG_LINES = 8;

/** Every engine call answers this: an update, or the refusal as a `RuleError` (match unchanged). */
export type EngineResult = { readonly ok: true; readonly update: EngineUpdate } | { readonly ok: false; readonly error: RuleError };

/** What starts a match: the game id, seats in turn order, raw options, seed, id and ISO time, and the learner's seat of a guided first game. */
export type NewMatchRequest = {
  readonly gameId: string;
  readonly seats: readonly MatchSeat[];
  readonly options: Json;
  readonly seed: string;
  readonly matchId: string;
  readonly createdAt: string;
  readonly tutorial?: MatchTutorial;
};

/** The engine worker's API (exposed with Comlink; every method answers an `EngineResult`). */
export type EngineApi = {
  /** Start a new match (replacing any held one). Errors: `unknown-game`, `bad-seats`, `bad-options`, `bad-header`. */
  newMatch(request: NewMatchRequest): EngineResult;
  /** Rebuild a match from its saved record by replay. Errors: `unknown-game`, `replay-diverged`, … */
  load(record: MatchRecord): EngineResult;
  /** Submit an untrusted action. Errors: `malformed-action`, `not-your-turn`, `illegal-action`, `game-over`, `no-match`. */
  submit(action: unknown, by: Actor): EngineResult;
  /** Take back `seat`'s newest action. Errors: `nothing-to-undo`, `undo-not-allowed`, `game-over`, `no-match`. */
  undo(seat: SeatId, by: Actor): EngineResult;
  /**
   * Let the bot of `seat` (its `MatchSeat.botLevel`) choose and submit one action, logged as
   * `by: 'bot'`. Errors: `not-a-bot` (the seat is human or the game has no bots), `not-your-turn`,
   * `no-match`, or the submit's own refusal.
   */
  botMove(seat: SeatId): EngineResult;
  /**
   * The public table view after each log entry, oldest first (entry 0 is the view before any
   * action), rebuilt by replaying the log: for the game-end replay. Errors: `no-match`.
   */
  history(): HistoryResult;
};

/** The answer of `history()`: table views, one before the first entry and one after each. */
export type HistoryResult = { readonly ok: true; readonly views: readonly Json[] } | { readonly ok: false; readonly error: RuleError };
