/**
 * The match runner (design: "The rules engine"): starts a match from a game module and a
 * header, validates and applies actions, keeps the append-only log with a state hash per entry,
 * applies the undo policy, and rebuilds a match from its record.
 *
 * Everything here is pure: a `Match` is an immutable value; every call returns a new one and a
 * refused call returns a `RuleError` and leaves its input untouched.
 */
import { isEqual } from 'ohash';
import { isRuleError, ruleError } from './errors';
import { hashJson, hashState } from './hash';
import { firstDifference } from './log-compare';
import { matchHeaderSchema } from './match-schema';
import { createRandom, randomFromState, type RandomState, type SeededRandom } from './random';
import type { Action, Actor, AnyGameModule, ApplyResult, GameEvent, Json, LogEntry, MatchHeader, MatchRecord, MatchSeat, MatchTutorial, Outcome, PendingEntry, RuleError, SeatId } from './types';
import { undoBarrier } from './undo-policy';
import type { Snapshot, UndoStack } from './undo-steps';

/**
 * A match in progress: the game module, the header, the number of log entries (`logLength`), the
 * record (header + log, the save), the current game state, the random generator's state (`rng`,
 * JSON) and the live steps the undo policy may take back (`undoSteps`, newest on top, `undefined`
 * when none; internal to the runner).
 *
 * The log is kept in O(1) amortized per entry: matches along one line of play share one
 * append-only array, and `record` is built from it (a copy of this match's entries) the first
 * time it is read, then kept. Hot paths read `header` and `logLength`, never `record`.
 *
 * `unhashed` is true once an entry was made with `{ hash: false }` (see {@link RunOptions}):
 * such a match has no `record` (reading it throws) — its entries are read with `entriesOf`, and
 * its save is the one the saves store builds as it replays each appended entry.
 */
export type Match = {
  readonly module: AnyGameModule;
  readonly header: MatchHeader;
  readonly logLength: number;
  readonly record: MatchRecord;
  /** The digest of the header that every entry hash covers (`hashVersion` 2), or `undefined` for a version-1 record. */
  readonly headerHash: string | undefined;
  readonly state: Json;
  readonly rng: RandomState;
  readonly undoSteps: UndoStack | undefined;
  readonly unhashed: boolean;
};

/**
 * How the runner records an entry. `hash: false` leaves the entry's hash out (a `PendingEntry`):
 * the state hash is computed only where it is read — by the saves store, which replays every
 * appended entry anyway — so the worker's session does not pay for it on every action (issue
 * #12). Default: hashed.
 *
 * `owned: true` says the caller gives the match up: it will not read that match, its state, or
 * anything read from its state (views, legal lists, earlier updates) again. The runner may then
 * apply the action in place (`module.applyOwned`, when the game has one: issue #12, the worker's
 * bot moves). Such a step keeps no snapshot of the state before it: undoing it rebuilds that
 * state by replaying the log up to it (O(entries), a few ms for a whole game). Default: not owned.
 */
export type RunOptions = { readonly hash?: boolean; readonly owned?: boolean };

/** Run without hashing entries (a hash computed only where it is read; issue #12), not in place. */
export const UNHASHED: RunOptions = Object.freeze({ hash: false });

/**
 * An accepted action or undo: the new match, the log entry appended (no hash if made with
 * `{ hash: false }`), and the game's events. `changedViews`: for an action applied in place
 * (`RunOptions.owned`) whose game named them (`ApplyRecord.changedViews`), the seats whose seat
 * views may differ from the match before; absent: any may.
 */
export type MatchUpdate<E extends PendingEntry = LogEntry> = { readonly ok: true; readonly match: Match; readonly entry: E; readonly events: readonly GameEvent[]; readonly changedViews?: readonly SeatId[] | undefined };

type MatchFields = Omit<Match, 'record' | 'headerHash'>;

/**
 * The header digest of a line of play, computed when first read (issue #12): only hashed entries
 * read it, and the worker's session makes none, so its matches never pay for it. One cell is
 * shared by every match along the line.
 */
class HeaderHash {
  private digest: string | undefined;
  private done: boolean;
  private readonly header: MatchHeader | undefined;

  /** `header`: the header to digest (hash version 2), or `undefined` for a version-1 record; `known`: a digest already computed. */
  constructor(header: MatchHeader | undefined, known?: string) {
    this.header = known === undefined ? header : undefined;
    this.digest = known;
    this.done = known !== undefined || header === undefined;
  }

  /** The digest (`undefined` for a version-1 record). */
  get(): string | undefined {
    if (!this.done) {
      this.digest = this.header === undefined ? undefined : headerDigest(this.header);
      this.done = true;
    }
    return this.digest;
  }
}

/**
 * The header-digest cell of `match`: its own when made here, else one holding its `headerHash`
 * or, when that was not carried over (a spread copy: the digest is read through a getter, like
 * `record`), digesting its header (a version-2 header always has one).
 */
function headerHashOf(match: Match): HeaderHash {
  if (match instanceof RunnerMatch) return match.headerHashCell;
  const known = match.headerHash;
  return new HeaderHash(known === undefined && match.header.hashVersion === 2 ? match.header : undefined, known);
}

/**
 * A match made here: it keeps the append-only entry array it shares with the matches along its
 * line of play (`tape`), and the legal lists `legalFor` computed for it (by seat), so an
 * action that is one of those very objects is submitted without being parsed and checked again.
 * Its `headerHash` is read through the line's lazy {@link HeaderHash}. Objects made elsewhere
 * (e.g. by spreading a match) are plain `Match` values with neither a tape nor legal lists (nor,
 * unless given, `record` and `headerHash`, which are getters).
 */
class RunnerMatch implements Match {
  readonly module: AnyGameModule;
  readonly header: MatchHeader;
  readonly logLength: number;
  readonly state: Json;
  readonly rng: RandomState;
  readonly undoSteps: UndoStack | undefined;
  readonly unhashed: boolean;
  readonly tape: PendingEntry[];
  readonly headerHashCell: HeaderHash;
  /** The seat `legalFor` was first asked about for this match, and its list (most matches are asked about one seat). */
  legalSeat: SeatId | undefined;
  legalList: readonly Action[] | undefined;
  /** The lists of any further seats asked about, by seat. */
  legalMore: Map<SeatId, readonly Action[]> | undefined;
  private built: MatchRecord | undefined;

  constructor(fields: MatchFields, headerHash: HeaderHash, tape: PendingEntry[]) {
    this.module = fields.module;
    this.header = fields.header;
    this.logLength = fields.logLength;
    this.state = fields.state;
    this.rng = fields.rng;
    this.undoSteps = fields.undoSteps;
    this.unhashed = fields.unhashed;
    this.tape = tape;
    this.headerHashCell = headerHash;
  }

  /** The digest of the header every hashed entry covers (computed when first read along the line), `undefined` for a version-1 record. */
  get headerHash(): string | undefined {
    return this.headerHashCell.get();
  }

  /** The legal list kept for `seat` (see {@link legalFor}), if any. */
  keptLegal(seat: SeatId): readonly Action[] | undefined {
    return this.legalSeat === seat ? this.legalList : this.legalMore?.get(seat);
  }

  /** Keeps `list` as the legal list of `seat`. */
  keepLegal(seat: SeatId, list: readonly Action[]): void {
    if (this.legalSeat === undefined || this.legalSeat === seat) {
      this.legalSeat = seat;
      this.legalList = list;
    } else (this.legalMore ??= new Map()).set(seat, list);
  }

  /** The record (header + this match's entries), built when first read; refused when unhashed. */
  get record(): MatchRecord {
    if (this.unhashed) throw new Error(`match ${this.header.matchId}: its log was made without hashes and has no record (read entriesOf)`);
    this.built ??= { ...this.header, log: this.tape.slice(0, this.logLength) as LogEntry[] };
    return this.built;
  }
}

/** The entries of `match`'s log, oldest first (hashes absent where made with `{ hash: false }`). */
export function entriesOf(match: Match): readonly PendingEntry[] {
  return match instanceof RunnerMatch ? match.tape.slice(0, match.logLength) : match.record.log;
}

/** The number of entries in `match`'s log (its `record.log.length`, without building the record). */
export function logLengthOf(match: Match): number {
  return match instanceof RunnerMatch ? match.logLength : match.record.log.length;
}

/** The entries of `match` followed by `entry`: appended in place when `match` is the newest on its array, else copied. */
function extended(match: Match, entry: PendingEntry): PendingEntry[] {
  if (match instanceof RunnerMatch && match.tape.length === match.logLength) {
    match.tape.push(entry);
    return match.tape;
  }
  const copy = match instanceof RunnerMatch ? match.tape.slice(0, match.logLength) : [...match.record.log];
  copy.push(entry);
  return copy;
}

/** A refused call: the reason as a `RuleError`; the match passed in is unchanged. */
export type MatchFailure = { readonly ok: false; readonly error: RuleError };

/** The entry hash scheme new matches use (see `MatchHeader.hashVersion`). */
export const HASH_VERSION = 2;

/**
 * The hash recorded in a log entry: of the game state and the random-generator state after it,
 * and (hash version 2) of the entry's actor and the header digest `headerHash`, so a replay that
 * rebuilds an entry from a tampered `by`, seat list, options or seed gets another hash. Version 1
 * hashes canonically (`hashState`); version 2 hashes the JSON text (`hashJson`, 3× cheaper).
 */
export function entryHash(snapshot: Snapshot, by: Actor, headerHash: string | undefined): string {
  return headerHash === undefined
    ? hashState({ state: snapshot.state, rng: snapshot.rng })
    : hashJson({ state: snapshot.state, rng: snapshot.rng, by, header: headerHash });
}

/** The digest of what a record's replay depends on besides its log: game, rules version, seats, options and seed (not its id or date). */
function headerDigest(header: Pick<MatchHeader, 'gameId' | 'rulesVersion' | 'seats' | 'options' | 'seed'>): string {
  return hashState({ gameId: header.gameId, rulesVersion: header.rulesVersion, seats: header.seats as unknown as Json, options: header.options, seed: header.seed });
}

/**
 * Starts a match: checks the seats (count within `meta.seats`, distinct seat ids, header schema)
 * and the options (`module.parseOptions`), seeds the generator from `header.seed`, runs `setup`
 * with the seats in turn order (the order of `header.seats`) and returns a match with an empty
 * log. The record stores the parsed options, the module's `gameId` and `rulesVersion`, and the
 * entry hash scheme (`hashVersion`: the header's own if it names one, else {@link HASH_VERSION}),
 * and the tutorial mark if the header has one (a replay of the record keeps it).
 * Errors: `bad-seats`, `bad-options` (or the game's own code from `parseOptions`), `bad-header`.
 */
export function startMatch(
  module: AnyGameModule,
  header: { readonly matchId: string; readonly seats: readonly MatchSeat[]; readonly options: unknown; readonly seed: string; readonly createdAt: string; readonly hashVersion?: 2; readonly tutorial?: MatchTutorial },
): { ok: true; match: Match } | MatchFailure {
  return begin(module, header, header.hashVersion ?? HASH_VERSION);
}

/** {@link startMatch} with the hash scheme given: 1 (no `hashVersion` in the record) only when replaying an old record. */
function begin(
  module: AnyGameModule,
  header: { readonly matchId: string; readonly seats: readonly MatchSeat[]; readonly options: unknown; readonly seed: string; readonly createdAt: string; readonly tutorial?: MatchTutorial },
  hashVersion: 1 | 2,
): { ok: true; match: Match } | MatchFailure {
  const { min, max } = module.meta.seats;
  const seatIds = header.seats.map((s) => s.seat);
  if (seatIds.length < min || seatIds.length > max) {
    return { ok: false, error: ruleError('bad-seats', `${module.meta.id} needs ${min}–${max} seats, got ${seatIds.length}`, { min, max, count: seatIds.length }) };
  }
  if (new Set(seatIds).size !== seatIds.length) {
    return { ok: false, error: ruleError('bad-seats', 'a seat is listed twice', { seats: seatIds }) };
  }
  const options = module.parseOptions(header.options);
  if (isRuleError(options)) return { ok: false, error: options };
  const candidate = {
    matchId: header.matchId,
    gameId: module.meta.id,
    rulesVersion: module.meta.rulesVersion,
    seats: header.seats,
    options,
    seed: header.seed,
    createdAt: header.createdAt,
    ...(hashVersion === 2 ? { hashVersion } : {}),
    ...(header.tutorial === undefined ? {} : { tutorial: header.tutorial }),
  };
  const checked = matchHeaderSchema.safeParse(candidate);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const path = issue === undefined ? '' : issue.path.map(String).join('.');
    const code = path.startsWith('seats') ? 'bad-seats' : 'bad-header';
    return { ok: false, error: ruleError(code, `match header refused: ${path} ${issue?.message ?? ''}`.trim(), { field: path }) };
  }
  const random = createRandom(header.seed);
  const state = module.setup({ seats: seatIds, options, random });
  const headerHash = new HeaderHash(hashVersion === 2 ? checked.data : undefined);
  return { ok: true, match: new RunnerMatch({ module, header: checked.data, logLength: 0, state, rng: random.snapshot(), undoSteps: undefined, unhashed: false }, headerHash, []) };
}

/**
 * Submits an untrusted action on behalf of `by`. In order: `parseAction` (error
 * `malformed-action` or the game's own), the game is not over (`game-over`), the action's seat is
 * in `toAct` (`not-your-turn`), the action is legal (`module.check` if present, else deep
 * equality with a member of `legalActions`: `illegal-action`). Then it is applied with a
 * generator restored from the match, and a log entry is appended with `revealed`, `drewRandom`
 * (the action drew at least one random value) and the hash of the state after it (left out
 * with `options.hash` false: see {@link RunOptions}).
 *
 * An action that is one of the very objects `legalFor(match, seat)` returned for this match (a
 * bot's pick) is already known legal: the parse and checks are skipped (issue #12). Input that
 * crossed a process or worker boundary is a copy, and is always checked.
 */
export function submitAction(match: Match, input: unknown, by: Actor): MatchUpdate | MatchFailure;
export function submitAction(match: Match, input: unknown, by: Actor, options: RunOptions): MatchUpdate<PendingEntry> | MatchFailure;
export function submitAction(match: Match, input: unknown, by: Actor, options: RunOptions = {}): MatchUpdate<PendingEntry> | MatchFailure {
  if (match instanceof RunnerMatch && isListedLegal(match, input)) return applyLegal(match, input, by, options);
  const { module, state } = match;
  const action = module.parseAction(input);
  if (isRuleError(action)) return { ok: false, error: action };
  if (module.outcome(state) !== undefined) {
    return { ok: false, error: ruleError('game-over', 'the game is over', { type: action.type, seat: action.seat }) };
  }
  if (!module.toAct(state).includes(action.seat)) {
    return { ok: false, error: ruleError('not-your-turn', `seat ${action.seat} is not to act`, { seat: action.seat }) };
  }
  const refusal = module.check !== undefined
    ? module.check(state, action)
    : module.legalActions(state, action.seat).some((legal) => isEqual(legal, action))
      ? undefined
      : ruleError('illegal-action', `${action.type} is not legal for seat ${action.seat} now`, { type: action.type, seat: action.seat });
  if (refusal !== undefined) return { ok: false, error: refusal };
  return applyLegal(match, action, by, options);
}

/** Whether `input` is one of the objects of a legal list `legalFor` returned for `match` (by reference). */
function isListedLegal(match: RunnerMatch, input: unknown): input is Action {
  if (typeof input !== 'object' || input === null || !('seat' in input) || typeof input.seat !== 'number') return false;
  return match.keptLegal(input.seat)?.includes(input as Action) ?? false;
}

/** Applies `action`, known legal in `match`, and appends its entry (see {@link submitAction}). */
function applyLegal(match: Match, action: Action, by: Actor, options: RunOptions): MatchUpdate<PendingEntry> {
  const { module, state } = match;
  const random = randomFromState(match.rng);
  const inPlace = options.owned === true && module.applyOwned !== undefined;
  // In place, the undo policy's view of the state before is taken first: its toAct here, and the
  // game's state before as its own rule reads it (ApplyRecord.before).
  const toActBefore = inPlace ? heldList(module.toAct(state)) : undefined;
  const applied: ApplyResult<Json> & { readonly before?: Json | undefined; readonly changedViews?: readonly SeatId[] | undefined } = inPlace ? appliedInPlace(module, state, action, random) : module.apply(state, action, random);
  const before = applied.before ?? state;
  const rng = random.snapshot();
  const drewRandom = random.draws() > 0;
  const fields = { seq: logLengthOf(match), kind: 'action' as const, seat: action.seat, by, action, revealed: applied.revealed, drewRandom };
  const hashed = options.hash ?? true;
  const headerHash = headerHashOf(match);
  const entry: PendingEntry = hashed ? { ...fields, hash: entryHash({ state: applied.state, rng }, by, headerHash.get()) } : fields;
  const barrier = undoBarrier(module, { before, action, after: applied.state, revealed: applied.revealed, drewRandom, toActBefore });
  const undoSteps: UndoStack = barrier === undefined
    ? { top: { seq: entry.seq, seat: action.seat, barrier: undefined, before: inPlace ? undefined : { state, rng: match.rng } }, below: match.undoSteps }
    : { top: { seq: entry.seq, seat: action.seat, barrier }, below: undefined };
  return {
    ok: true,
    match: new RunnerMatch(
      { module, header: match.header, logLength: entry.seq + 1, state: applied.state, rng, undoSteps, unhashed: match.unhashed || !hashed },
      headerHash,
      extended(match, entry),
    ),
    entry,
    events: applied.events,
    changedViews: applied.changedViews,
  };
}

/**
 * `list` itself when it is frozen (it cannot change while the state is changed in place), else a
 * copy of it: how the runner keeps `toAct` of a state about to be applied in place.
 */
function heldList(list: readonly SeatId[]): readonly SeatId[] {
  return Object.isFrozen(list) ? list : [...list];
}

/**
 * `module.applyOwned` (which must exist) with its events, `revealed`, copy of the state before and
 * changed views (`ApplyRecord`) recorded; `before` is `undefined` when the game made no copy,
 * `changedViews` when it named no seats.
 */
function appliedInPlace(module: AnyGameModule, state: Json, action: Action, random: SeededRandom): ApplyResult<Json> & { readonly before: Json | undefined; readonly changedViews: readonly SeatId[] | undefined } {
  // Emptied first too: a game that threw midway may have left events there.
  while (pushedEvents.length > 0) pushedEvents.pop();
  const record: { events: GameEvent[]; revealed: boolean; before: Json | undefined; changedViews: readonly SeatId[] | undefined; state: Json } = { events: pushedEvents, revealed: false, before: undefined, changedViews: undefined, state };
  record.state = module.applyOwned?.(state, action, random, record) ?? state;
  record.events = pushedEvents.length === 0 ? [] : pushedEvents.slice();
  while (pushedEvents.length > 0) pushedEvents.pop();
  return record;
}

/**
 * The array `applyOwned` pushes its events onto, emptied (by `pop`, which keeps its store)
 * after each call, its events copied out at their exact count: a new empty array would grow a
 * store for 16 events at the first push, for every action (issue #12).
 */
const pushedEvents: GameEvent[] = [];

/**
 * The state, generator state and undo stack of `match` before its entry `seq`, rebuilt by
 * replaying its first `seq` entries (unhashed, not in place): how a step applied in place is
 * undone (see {@link RunOptions}). Throws if the log no longer replays (it always does: every
 * entry was accepted by this runner).
 */
function replayedBefore(match: Match, seq: number): { readonly snapshot: Snapshot; readonly undoSteps: UndoStack | undefined } {
  const started = begin(match.module, match.header, match.header.hashVersion ?? 1);
  if (!started.ok) throw new Error(`match ${match.header.matchId}: its header no longer starts a match (${started.error.message})`);
  let step = started.match;
  const entries = entriesOf(match);
  for (let i = 0; i < seq; i++) {
    const entry = entries[i];
    if (entry === undefined) break;
    const result = entry.kind === 'undo' ? undoLast(step, entry.seat, entry.by, UNHASHED) : entry.action === undefined ? undefined : submitAction(step, entry.action, entry.by, UNHASHED);
    if (result === undefined || !result.ok) throw new Error(`match ${match.header.matchId}: entry ${i} no longer replays`);
    step = result.match;
  }
  return { snapshot: { state: step.state, rng: step.rng }, undoSteps: step.undoSteps };
}


/** Whether any live step in `stack` is `seat`'s. */
function hasStepOf(stack: UndoStack | undefined, seat: SeatId): boolean {
  for (let at = stack; at !== undefined; at = at.below) if (at.top.seat === seat) return true;
  return false;
}

/**
 * The undo step `seat` may take back now, or why not: `game-over`; `nothing-to-undo` (the seat
 * has no live action since the last barrier); `undo-not-allowed` with `params.reason`
 * `another-seat-acted` or an `UndoBarrier` (see `./undo-policy.ts`).
 */
function undoableStep(match: Match, seat: SeatId): { readonly seq: number; readonly before: Snapshot | undefined } | RuleError {
  if (match.module.outcome(match.state) !== undefined) return ruleError('game-over', 'the game is over', { seat });
  const top = match.undoSteps?.top;
  if (top === undefined || !hasStepOf(match.undoSteps, seat)) {
    return ruleError('nothing-to-undo', `seat ${seat} has no action to undo`, { seat });
  }
  if (top.seat !== seat) {
    return ruleError('undo-not-allowed', `seat ${top.seat} acted after seat ${seat}`, { seat, reason: 'another-seat-acted', seq: top.seq });
  }
  if (top.barrier !== undefined) {
    return ruleError('undo-not-allowed', `entry ${top.seq} cannot be undone (${top.barrier})`, { seat, reason: top.barrier, seq: top.seq });
  }
  return top;
}

/**
 * Takes back `seat`'s newest live action (Board Game Arena's policy, `./undo-policy.ts`): restores
 * the state and generator state from before it and appends a `kind: 'undo'` entry whose
 * `undoes` is that action's `seq` and whose hash is of the restored state (the undone entry
 * stays in the log; no hash with `options.hash` false). Events: one `{ type: 'undo', seat, params: { undoes } }`.
 * Errors: `game-over`, `nothing-to-undo`, `undo-not-allowed` (`params.reason` says which rule).
 */
export function undoLast(match: Match, seat: SeatId, by: Actor): MatchUpdate | MatchFailure;
export function undoLast(match: Match, seat: SeatId, by: Actor, options: RunOptions): MatchUpdate<PendingEntry> | MatchFailure;
export function undoLast(match: Match, seat: SeatId, by: Actor, options: RunOptions = {}): MatchUpdate<PendingEntry> | MatchFailure {
  const step = undoableStep(match, seat);
  if (isRuleError(step)) return { ok: false, error: step };
  // A step applied in place kept no snapshot: the state before it is replayed (with the steps below it).
  const rebuilt = step.before === undefined ? replayedBefore(match, step.seq) : { snapshot: step.before, undoSteps: match.undoSteps?.below };
  const fields = { seq: logLengthOf(match), kind: 'undo' as const, seat, by, undoes: step.seq, revealed: false, drewRandom: false };
  const hashed = options.hash ?? true;
  const headerHash = headerHashOf(match);
  const entry: PendingEntry = hashed ? { ...fields, hash: entryHash(rebuilt.snapshot, by, headerHash.get()) } : fields;
  return {
    ok: true,
    match: new RunnerMatch(
      {
        module: match.module,
        header: match.header,
        logLength: entry.seq + 1,
        state: rebuilt.snapshot.state,
        rng: rebuilt.snapshot.rng,
        undoSteps: rebuilt.undoSteps,
        unhashed: match.unhashed || !hashed,
      },
      headerHash,
      extended(match, entry),
    ),
    entry,
    events: [{ type: 'undo', seat, params: { undoes: step.seq } }],
  };
}

/** Whether `undoLast(match, seat, …)` would succeed now (for showing the UNDO button): the newest live step is the seat's own and undoable, and the game is not over. */
export function canUndo(match: Match, seat: SeatId): boolean {
  return undoSeatOf(match) === seat;
}

/**
 * The one seat for which {@link canUndo} is true now, or `undefined` when no seat may undo: the
 * seat of the newest live step when that step is undoable and the game is not over. For callers
 * that ask about every seat (one outcome check instead of one per seat; issue #12).
 */
export function undoSeatOf(match: Match): SeatId | undefined {
  const top = match.undoSteps?.top;
  return top !== undefined && top.barrier === undefined && match.module.outcome(match.state) === undefined ? top.seat : undefined;
}

/** A failed replay: the error's `params.index` names the first log entry that diverged (−1: the header). */
type ReplayFailure = { ok: false; error: RuleError & { params: { index: number } } };

/** A `replay-diverged` failure naming entry `index`, with what went wrong. */
function diverged(index: number, message: string, params: { readonly [key: string]: Json }): ReplayFailure {
  return { ok: false, error: { kind: 'rule-error', code: 'replay-diverged', message: `entry ${index}: ${message}`, params: { ...params, index } } };
}

/**
 * Rebuilds a match from its record (seed + log): starts it from the header, then re-submits
 * each action entry and re-applies each undo entry, comparing every rebuilt entry with the
 * recorded one (hash first, then the other fields). Errors carry `params.index`: −1 for the
 * header (`unknown-game` when `gameId` is not this module's, `rules-version-mismatch`, or the
 * `startMatch` error), otherwise the first entry that diverged (`replay-diverged` with
 * `params.field`, or `params.cause` when the entry was refused). `onEntry`, if given, is
 * called for each entry once it replays, with the match before it (callers that need each
 * step — log lines, table views — get them from this one replay).
 */
export function replayMatch(
  module: AnyGameModule,
  record: MatchRecord,
  onEntry?: (before: Match, entry: LogEntry) => void,
): { ok: true; match: Match } | { ok: false; error: RuleError & { params: { index: number } } } {
  if (record.gameId !== module.meta.id) {
    return { ok: false, error: { ...ruleError('unknown-game', `record is for ${record.gameId}, not ${module.meta.id}`), params: { index: -1, gameId: record.gameId } } };
  }
  if (record.rulesVersion !== module.meta.rulesVersion) {
    return {
      ok: false,
      error: {
        ...ruleError('rules-version-mismatch', `record has rules version ${record.rulesVersion}, game has ${module.meta.rulesVersion}`),
        params: { index: -1, recorded: record.rulesVersion, current: module.meta.rulesVersion },
      },
    };
  }
  const started = begin(module, record, record.hashVersion ?? 1);
  if (!started.ok) return { ok: false, error: { ...started.error, params: { ...started.error.params, index: -1 } } };
  let match = started.match;
  for (const [index, recorded] of record.log.entries()) {
    let result: MatchUpdate | MatchFailure;
    if (recorded.kind === 'undo') {
      result = undoLast(match, recorded.seat, recorded.by);
    } else if (recorded.action === undefined) {
      return diverged(index, 'action entry has no action', { field: 'action' });
    } else {
      result = submitAction(match, recorded.action, recorded.by);
    }
    if (!result.ok) return diverged(index, `refused: ${result.error.message}`, { cause: result.error.code });
    const field = firstDifference(result.entry, recorded);
    if (field !== undefined) return diverged(index, `${field} differs from the record`, { field });
    onEntry?.(match, result.entry);
    match = result.match;
  }
  return { ok: true, match };
}

/**
 * The actions `seat` may submit now: none when the game is over or the seat is not to act, else
 * `module.legalActions`. The list is computed once per match and seat, and kept: callers must not
 * change it or its actions (submitting one of them as it is skips the checks: see {@link submitAction}).
 */
export function legalFor(match: Match, seat: SeatId): readonly Action[] {
  const kept = match instanceof RunnerMatch ? match.keptLegal(seat) : undefined;
  if (kept !== undefined) return kept;
  const { module, state } = match;
  const legal = module.outcome(state) !== undefined || !module.toAct(state).includes(seat) ? [] : module.legalActions(state, seat);
  if (match instanceof RunnerMatch) match.keepLegal(seat, legal);
  return legal;
}

/**
 * `legalFor(match, seat)` for a caller that knows the match is not over and `seat` is to act
 * (the worker session, which has just read both): the list kept for the match, or the game's
 * `legalActions`, then kept — without asking the game again what the caller knows (issue #12).
 */
export function actingLegalFor(match: Match, seat: SeatId): readonly Action[] {
  const kept = match instanceof RunnerMatch ? match.keptLegal(seat) : undefined;
  if (kept !== undefined) return kept;
  const legal = match.module.legalActions(match.state, seat);
  if (match instanceof RunnerMatch) match.keepLegal(seat, legal);
  return legal;
}

/** The result of the match if it is over (ranking best first, shared places for ties), else `undefined`. */
export function outcomeOf(match: Match): Outcome | undefined {
  return match.module.outcome(match.state);
}
