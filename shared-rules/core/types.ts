/**
 * The rules-engine interface every Railtable game implements (design: "The rules engine").
 *
 * A game is a module of pure functions over JSON-only state. The match runner
 * (`./match.ts`) owns the log, the seeded random generator, hashing, replay and undo;
 * a game module owns only its rules.
 */

/** Any JSON value: what states, actions, views, options and events are made of. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/**
 * A seat around the table, 0–5, numbered clockwise seen from above, so that the next seat is
 * the current player's left neighbour: 0 bottom-right, 1 bottom-left, 2 the left short edge,
 * 3 top-left, 4 top-right, 5 the right short edge (bottom → left → top → right).
 * Turn order is the order of `setup`'s `seats` array (ascending seat ids: clockwise).
 */
export type SeatId = number;

/** Who made a log entry: a person at the table or a bot. */
export type Actor = 'human' | 'bot';

/** Every action names the seat that makes it and its type; games add their own fields. */
export type Action = { readonly type: string; readonly seat: SeatId };

/**
 * Something that happened, for animation, sound and the log line (never a rule input).
 * `params` must be JSON.
 */
export type GameEvent = { readonly type: string; readonly seat?: SeatId; readonly params?: Json };

/** One seat's final place; tied seats share a place (1 = first). `score` is game-specific (money, points…). */
export type Placing = { readonly seat: SeatId; readonly place: number; readonly score: number };

/** How a finished game ended: the ranking, best first. */
export type Outcome = { readonly ranking: readonly Placing[]; readonly reason: string };

/** Codes every game shares; games may add their own string codes. */
export type CoreRuleErrorCode =
  | 'malformed-action'
  | 'not-your-turn'
  | 'illegal-action'
  | 'game-over'
  | 'nothing-to-undo'
  | 'undo-not-allowed'
  | 'unknown-game'
  | 'bad-options'
  | 'bad-seats';

/**
 * A refused input, as data (never an exception across process boundaries).
 * `code` is stable and machine-readable; `message` is English for logs;
 * `params` fill the i18n string `errors.<code>` shown to the player.
 */
export type RuleError = {
  readonly kind: 'rule-error';
  readonly code: CoreRuleErrorCode | (string & {});
  readonly message: string;
  readonly params?: { readonly [key: string]: Json };
};

/**
 * The seeded random source handed to `setup` and `apply`. Its state lives in the match
 * (see `./random.ts`); a game must never use another source of randomness or the clock.
 */
export interface Random {
  /** A uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A new array with the items in a uniformly random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

/** What `apply` returns: the next state, what happened, and whether hidden information was revealed. */
export type ApplyResult<S> = { readonly state: S; readonly events: readonly GameEvent[]; readonly revealed: boolean };

/**
 * What `applyOwned` reports when a caller asks (the engine's session, which shows events, logs
 * `revealed` and keeps the undo policy; self-play asks nothing): it pushes onto `events` the
 * events `apply` would give, in order, sets `revealed` as `apply` would, and, when it changes
 * the state in place, sets `before` to what the game's `canUndo` reads as the state before: a
 * shallow copy of the state taken first (its top-level fields as they were), or any state whose
 * fields that `canUndo` reads are as they were — the state itself when the action changed none of
 * them (a copy per action costs the worker's bot moves; issue #12). Left out when the state was
 * not changed. Start with `{ events: [], revealed: false }`.
 *
 * `changedViews` (optional): the seats whose `seatView` may differ after the action from before
 * it; every other seat's view is then equal (deep) to its view before, so a caller holding those
 * may keep them (the worker session builds views only for seats that changed; issue #12). Left
 * out: any seat's may have changed. The conformance kit checks it at every step of whole games.
 */
export type ApplyRecord = { readonly events: GameEvent[]; revealed: boolean; before?: Json; changedViews?: readonly SeatId[] };

/** Static facts about a game. */
export type GameMeta<O> = {
  readonly id: string;
  readonly title: string;
  /** Bumped whenever a rules change would alter the replay of an old log (conventions §5). */
  readonly rulesVersion: number;
  readonly seats: { readonly min: number; readonly max: number };
  readonly defaultOptions: O;
};

/**
 * A game: pure functions over JSON-only state (design: "The rules engine").
 * Methods (not function-typed properties) so that specific modules fit the registry type.
 *
 * - `parseAction` turns untrusted input into a typed action or a `RuleError` ('malformed-action').
 * - `check` (optional fast path) says whether an action is legal now; it must agree with
 *   `legalActions` (a property test checks it). Without it the runner checks membership.
 * - `apply` is only called with an action that passed the check.
 * - `applyOwned` (optional, issue #12) is `apply` for a caller that owns `state` (self-play: no
 *   other reference reads it, or anything read from it — views, lists — after the call): it
 *   returns the state `apply(state, action, random).state` would give, with the same draws from
 *   `random`, but may change `state` in place and return it. Its events and `revealed` are
 *   reported only when asked (`record`, see {@link ApplyRecord}). The runner applies in place
 *   for a caller that gives up the match (`RunOptions.owned`: the worker's bot moves); there
 *   `canUndo` gets the record's `before` (the fields it reads as they were, what they hold
 *   possibly changed). The conformance kit checks all of it against `apply` (states, hashes, events,
 *   `revealed`, `canUndo`) over whole random games.
 * - `canUndo` (optional) adds game rules to the core undo policy (e.g. "−$1 cannot be undone").
 */
export interface GameModule<S extends Json, A extends Action & Json, SV extends Json, TV extends Json, O extends Json> {
  readonly meta: GameMeta<O>;
  parseOptions(input: unknown): O | RuleError;
  parseAction(input: unknown): A | RuleError;
  setup(input: { readonly seats: readonly SeatId[]; readonly options: O; readonly random: Random }): S;
  toAct(state: S): readonly SeatId[];
  legalActions(state: S, seat: SeatId): readonly A[];
  check?(state: S, action: A): RuleError | undefined;
  apply(state: S, action: A, random: Random): ApplyResult<S>;
  applyOwned?(state: S, action: A, random: Random, record?: ApplyRecord): S;
  canUndo?(before: S, action: A, after: S): boolean;
  outcome(state: S): Outcome | undefined;
  seatView(state: S, seat: SeatId): SV;
  tableView(state: S): TV;
  /** An i18n key and its params for the log line of an action. */
  describe(action: A, state: S): { readonly key: string; readonly params: { readonly [key: string]: Json } };
}

/** A game module with its types erased to JSON, as held by the registry. */
export type AnyGameModule = GameModule<Json, Action & Json, Json, Json, Json>;

/** A player's place at the table, as recorded in the match. */
export type MatchSeat = {
  readonly seat: SeatId;
  readonly color: string;
  readonly symbol: string;
  readonly controller: 'human' | 'bot';
  readonly botLevel?: 'easy' | 'medium' | 'hard' | 'random';
};

/**
 * One entry of a match's log. `hash` is the state hash after the entry (`./hash.ts`).
 * `kind: 'undo'` takes back the newest not-yet-undone action entry (its `undoes` is that seq).
 */
export type LogEntry = {
  readonly seq: number;
  readonly kind: 'action' | 'undo';
  readonly seat: SeatId;
  readonly by: Actor;
  readonly action?: Action & Json;
  readonly undoes?: number;
  readonly revealed: boolean;
  readonly drewRandom: boolean;
  readonly hash: string;
};

/**
 * A log entry that may lack its hash: what the match runner makes when asked not to hash
 * (`{ hash: false }`, the worker's session), and what a saves store is asked to append. A store
 * replays the entry anyway, so it computes the hash itself; a hash that is given must match.
 */
export type PendingEntry = Omit<LogEntry, 'hash'> & { readonly hash?: string };

/** Everything about a match except its log: enough to replay it. `createdAt` is ISO 8601. */
export type MatchHeader = {
  readonly matchId: string;
  readonly gameId: string;
  readonly rulesVersion: number;
  readonly seats: readonly MatchSeat[];
  readonly options: Json;
  readonly seed: string;
  readonly createdAt: string;
  /**
   * How each log entry's `hash` is made (`../core/match.ts` `HASH_VERSION`). Absent (saves made
   * before 2026-11-25): of the state and generator state only. `2`: also of the entry's actor
   * (`by`) and of the header's game, rules version, seats, options and seed, so tampering with
   * any of them is caught by replay at the first entry it changes (issue #13 §5).
   */
  readonly hashVersion?: 2;
  /**
   * Set on a guided first game ("Learn to play", issue #14 §7): the learner's seat. The table
   * shows the coach in that seat's panel again when the match is resumed. Not part of the
   * entry hashes (it changes nothing in play).
   */
  readonly tutorial?: MatchTutorial;
};

/** A guided first game's mark in its header: the seat that is learning. */
export type MatchTutorial = { readonly seat: SeatId };

/** The save and the test fixture: header plus log (conventions §5). */
export type MatchRecord = MatchHeader & { readonly log: readonly LogEntry[] };
