/**
 * The engine session: holds one match and answers the `EngineApi` (./protocol.ts) with views
 * only. Pure apart from the match it holds; runs in the worker, and in unit tests directly.
 */
import { actingLegalFor, entriesOf, legalFor, logLengthOf, outcomeOf, replayMatch, startMatch, submitAction, undoLast, UNHASHED, type Match, type MatchFailure, type MatchUpdate, type RunOptions } from '../../shared-rules/core/match';
import { ruleError } from '../../shared-rules/core/errors';
import { derivedRandom, seedToState, type RandomState, type SeededRandom } from '../../shared-rules/core/random';
import type { Action, AnyGameModule, GameEvent, Json, MatchHeader, MatchSeat, PendingEntry, SeatId } from '../../shared-rules/core/types';
import type { BotPolicy } from './bot-policy';
import { LOG_LINES, type EngineApi, type EngineResult, type EngineUpdate, type HistoryResult, type LogLine } from './protocol';

/** Looks a game module up by id (the registry's `getGame`). */
export type GameLookup = (gameId: string) => AnyGameModule | undefined;

/** Looks a bot policy up by game id and bot level (./bots.ts `botFor`). */
export type BotLookup = (gameId: string, level: string | undefined) => BotPolicy | undefined;


/*
 * The session's entries are not hashed (`UNHASHED`): a state hash is computed only where it is
 * read (the saves store computes it as it replays each appended entry; issue #12).
 */

/**
 * A bot's move gives the match up (issue #12): the session keeps only the match after it, and the
 * update it sent before is not read again (the worker has posted it, a copy), so the runner may
 * apply the move in place (`RunOptions.owned`). Undoing such a move replays the log up to it.
 */
const BOT_MOVE: RunOptions = { hash: false, owned: true };

/** The table view after each entry of `match`'s log (index 0: before any), by replaying it step by step. */
function historyOf(match: Match): HistoryResult {
  const started = startMatch(match.module, match.header);
  if (!started.ok) return started;
  let step = started.match;
  const views: Json[] = [step.module.tableView(step.state)];
  for (const entry of entriesOf(match)) {
    let result: MatchUpdate<PendingEntry> | MatchFailure;
    if (entry.kind === 'undo') result = undoLast(step, entry.seat, entry.by, UNHASHED);
    else result = submitAction(step, entry.action, entry.by, UNHASHED);
    if (!result.ok) return result;
    step = result.match;
    views.push(step.module.tableView(step.state));
  }
  return { ok: true, views };
}

/** The log line of `entry`, applied to a match whose state before it was `before` (`describe` of the game; an undo: `log.undo`). */
function lineOf(module: AnyGameModule, before: Json, entry: Pick<PendingEntry, 'seq' | 'seat' | 'kind' | 'action'>): LogLine {
  return entry.kind === 'undo' || entry.action === undefined ? undoLine(entry.seq, entry.seat) : actionLine(module, before, entry.seq, entry.action);
}

/** The log line of an undo by `seat` as entry `seq`. */
function undoLine(seq: number, seat: SeatId): LogLine {
  return { seq, seat, key: 'log.undo', params: { seat } };
}

/** The log line of `action` as entry `seq`, on the state `before` it (`describe` of the game). */
function actionLine(module: AnyGameModule, before: Json, seq: number, action: Action): LogLine {
  const { key, params } = module.describe(action, before);
  return { seq, seat: action.seat, key, params };
}

/**
 * `lines` with `line` added, the last {@link LOG_LINES} kept: one array of the exact size (a copy
 * then a push would grow its store to three times that; this runs for every action, issue #12).
 */
function withLine(lines: readonly LogLine[], line: LogLine): LogLine[] {
  const from = Math.max(0, lines.length - LOG_LINES + 1);
  const kept = new Array<LogLine>(lines.length - from + 1);
  let k = 0;
  for (let i = from; i < lines.length; i++) {
    const earlier = lines[i];
    if (earlier !== undefined) kept[k++] = earlier;
  }
  kept[k] = line;
  return kept;
}

/** No legal actions: the list of every seat not to act (shared, frozen). */
const NO_ACTIONS: readonly Action[] = Object.freeze([]);

/**
 * A record with one key per seat of `seats` (values `undefined`), the one last asked for: an
 * update's per-seat records are copies of it filled in (issue #12: copying a record that already
 * has its keys costs a fraction of adding them one by one to an empty object).
 */
const seatRecord: { seats: readonly MatchSeat[] | undefined; record: Record<SeatId, undefined> } = { seats: undefined, record: {} };

/** A new record with a key per seat of `seats`, every value `undefined` until the caller sets each seat's `T`. */
function newSeatRecord<T>(seats: readonly MatchSeat[]): Record<SeatId, T> {
  if (seatRecord.seats !== seats) {
    const record: Record<SeatId, undefined> = {};
    for (const { seat } of seats) record[seat] = undefined;
    seatRecord.seats = seats;
    seatRecord.record = record;
  }
  return { ...seatRecord.record } as Record<SeatId, T>;
}

/**
 * The undo-flag records made for the seats array last asked for, one per seat that may undo
 * (key −1: none may). Updates are read-only values, so one record serves every update with that
 * undo seat (issue #12: the undo seat changes with most turns).
 */
const undoRecords: { seats: readonly MatchSeat[] | undefined; bySeat: Map<SeatId, Readonly<Record<SeatId, boolean>>> } = { seats: undefined, bySeat: new Map() };

/** The shared undo-flag record of `seats` in which only `undoSeat` (if any) may undo. */
function undoRecordOf(seats: readonly MatchSeat[], undoSeat: SeatId | undefined): Readonly<Record<SeatId, boolean>> {
  if (undoRecords.seats !== seats) {
    undoRecords.seats = seats;
    undoRecords.bySeat.clear();
  }
  const key = undoSeat ?? -1;
  let record = undoRecords.bySeat.get(key);
  if (record === undefined) {
    const flags = newSeatRecord<boolean>(seats);
    for (const { seat } of seats) flags[seat] = seat === undoSeat;
    record = flags;
    undoRecords.bySeat.set(key, record);
  }
  return record;
}

/** The seat views of an update being built, in seat order (scratch, reused). */
const viewScratch: Json[] = [];

/**
 * Build the update the renderer sees: views, legal actions and undo flags per seat, and the log
 * lines. `previous`: the update built last in this match, if any; its seat-view and undo-flag
 * records are reused (not copied) when every seat's value is the same (issue #12: most actions
 * change no seat's private view). Updates are read-only values. `changed`: when `previous` is the
 * update of the match just before this one's last entry, the seats whose views may differ from it
 * (`MatchUpdate.changedViews`): every other seat's view is taken from `previous` unbuilt (issue
 * #12: views only for seats that changed); absent: every seat's view is built.
 */
export function viewsOf(match: Match, events: readonly GameEvent[], entry: PendingEntry | null, log: readonly LogLine[] = [], previous?: EngineUpdate, changed?: readonly SeatId[]): EngineUpdate {
  const { module, state, header } = match;
  const outcome = outcomeOf(match);
  const toAct = outcome === undefined ? module.toAct(state) : [];
  const seats = header.seats;
  const before = previous?.header === header ? previous : undefined;
  const legal = newSeatRecord<readonly Action[]>(seats);
  // undoSeatOf(match), the outcome being known.
  const top = match.undoSteps?.top;
  const undoSeat = outcome === undefined && top !== undefined && top.barrier === undefined ? top.seat : undefined;
  let sameViews = before !== undefined;
  let sameUndo = before !== undefined;
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[i]?.seat ?? -1;
    const view = changed !== undefined && before !== undefined && !changed.includes(seat) ? before.seatViews[seat] ?? null : module.seatView(state, seat);
    viewScratch[i] = view;
    if (sameViews && before?.seatViews[seat] !== view) sameViews = false;
    if (sameUndo && before?.canUndo[seat] !== (seat === undoSeat)) sameUndo = false;
    legal[seat] = toAct.includes(seat) ? actingLegalFor(match, seat) : NO_ACTIONS;
  }
  let seatViews: Record<SeatId, Json>;
  if (sameViews && before !== undefined) seatViews = before.seatViews;
  else {
    seatViews = newSeatRecord<Json>(seats);
    for (let i = 0; i < seats.length; i++) seatViews[seats[i]?.seat ?? -1] = viewScratch[i] ?? null;
  }
  const undo = sameUndo && before !== undefined ? before.canUndo : undoRecordOf(seats, undoSeat);
  return {
    header,
    tableView: module.tableView(state),
    seatViews,
    legal,
    toAct,
    events,
    outcome: outcome ?? null,
    entry,
    canUndo: undo,
    entries: logLengthOf(match),
    log,
  };
}

/**
 * The generator a bot of `seat` decides with when the log has `logLength` entries, in a match
 * whose seed's generator state is `seedState` (`seedToState(header.seed)`): derived from the
 * three, so a replayed match makes the same choices, and never the match's own generator
 * (design: bots). No text is hashed per move.
 */
export function botRandomOf(seedState: RandomState, seat: SeatId, logLength: number): SeededRandom {
  botKeys[0] = seat;
  botKeys[1] = logLength;
  return derivedRandom(seedState, botKeys);
}

/** The keys of {@link botRandomOf}'s generator (scratch, reused: `derivedRandom` only folds them). */
const botKeys: number[] = [0, 0];

/** Create a session over a game lookup (and a bot lookup for `botMove`; none: no bots). */
export function createEngineSession(getGame: GameLookup, botFor: BotLookup = () => undefined): EngineApi {
  let match: Match | undefined;
  let lines: LogLine[] = [];
  /** The generator state of the match's seed, from which each bot move's generator is derived (computed once per match). */
  let botBase: { readonly seed: string; readonly state: RandomState } | undefined;
  /** The update last built, and the match it was built for: a bot's move reuses its views and legal list. */
  let lastUpdate: EngineUpdate | undefined;
  let lastMatch: Match | undefined;
  const built = (of: Match, update: EngineUpdate): EngineResult => {
    lastMatch = of;
    lastUpdate = update;
    return { ok: true, update };
  };
  /**
   * Takes `result` as the match, adds its entry's log line (`line`, made on the state before it;
   * by default made here from `before`, which must then be unchanged), and builds the update.
   * The seat views the game says did not change (`result.changedViews`) are kept from the
   * update last built when that was `before`'s.
   */
  const accept = (before: Match, result: MatchUpdate<PendingEntry>, line: LogLine = lineOf(before.module, before.state, result.entry)): EngineResult => {
    const changed = lastMatch === before ? result.changedViews : undefined;
    match = result.match;
    lines = withLine(lines, line);
    return built(match, viewsOf(match, result.events, result.entry, lines, lastUpdate, changed));
  };
  /** The bot policy of each seat (by seat id) of the match header `policies.header`, looked up once per header and seat. */
  const policies: { header: MatchHeader | undefined; bySeat: Map<SeatId, BotPolicy | undefined> } = { header: undefined, bySeat: new Map() };
  /** The policy of the bot playing `seat` in a match of `header` (`undefined`: not a bot seat, or no such bot). */
  const policyOf = (header: MatchHeader, seat: SeatId): BotPolicy | undefined => {
    if (policies.header !== header) {
      policies.header = header;
      policies.bySeat.clear();
    }
    if (policies.bySeat.has(seat)) return policies.bySeat.get(seat);
    const info = header.seats.find((s) => s.seat === seat);
    const policy = info?.controller === 'bot' ? botFor(header.gameId, info.botLevel) : undefined;
    policies.bySeat.set(seat, policy);
    return policy;
  };
  const noMatch = (): EngineResult => ({ ok: false, error: ruleError('no-match', 'no match is loaded') });
  return {
    newMatch(request) {
      const module = getGame(request.gameId);
      if (module === undefined) return { ok: false, error: ruleError('unknown-game', `no game ${request.gameId}`, { gameId: request.gameId }) };
      const started = startMatch(module, request);
      if (!started.ok) return started;
      match = started.match;
      lines = [];
      return built(match, viewsOf(match, [], null, lines));
    },
    load(record) {
      const module = getGame(record.gameId);
      if (module === undefined) return { ok: false, error: ruleError('unknown-game', `no game ${record.gameId}`, { gameId: record.gameId }) };
      // One replay checks the record and gives the last log lines (each made on the state before its entry).
      const from = record.log.length - LOG_LINES;
      const recent: LogLine[] = [];
      const replayed = replayMatch(module, record, (before, entry) => {
        if (entry.seq >= from) recent.push(lineOf(module, before.state, entry));
      });
      if (!replayed.ok) return replayed;
      match = replayed.match;
      lines = recent;
      return built(match, viewsOf(match, [], null, lines));
    },
    submit(action, by) {
      if (match === undefined) return noMatch();
      const result = submitAction(match, action, by, UNHASHED);
      return result.ok ? accept(match, result) : result;
    },
    undo(seat, by) {
      if (match === undefined) return noMatch();
      const result = undoLast(match, seat, by, UNHASHED);
      return result.ok ? accept(match, result) : result;
    },
    botMove(seat) {
      if (match === undefined) return noMatch();
      const current = match;
      const policy = policyOf(current.header, seat);
      if (policy === undefined) return { ok: false, error: ruleError('not-a-bot', `seat ${seat} is not played by a bot`, { seat }) };
      // The views and legal list of the update just sent are this state's: no need to build them again.
      const shown = lastMatch === current ? lastUpdate : undefined;
      const legal = shown?.legal[seat] ?? legalFor(current, seat);
      if (legal.length === 0) return { ok: false, error: ruleError('not-your-turn', `seat ${seat} is not to act`, { seat }) };
      if (botBase?.seed !== current.header.seed) botBase = { seed: current.header.seed, state: seedToState(current.header.seed) };
      const random = botRandomOf(botBase.state, seat, logLengthOf(current));
      const seatView = shown?.seatViews[seat] ?? current.module.seatView(current.state, seat);
      const action = policy(seatView, shown?.tableView ?? current.module.tableView(current.state), legal, random);
      if (action === undefined) return { ok: false, error: ruleError('not-a-bot', `the bot of seat ${seat} found no move`, { seat }) };
      // The move may be applied in place: its log line is made from the state before it first.
      const line = actionLine(current.module, current.state, logLengthOf(current), action);
      const result = submitAction(current, action, 'bot', BOT_MOVE);
      return result.ok ? accept(current, result, line) : result;
    },
    history() {
      return match === undefined ? { ok: false, error: ruleError('no-match', 'no match is loaded') } : historyOf(match);
    },
  };
}
