/**
 * The engine session: holds one match and answers the `EngineApi` (./protocol.ts) with views
 * only. Pure apart from the match it holds; runs in the worker, and in unit tests directly.
 */
import { canUndo, legalFor, outcomeOf, replayMatch, startMatch, submitAction, undoLast, type Match } from '../../shared-rules/core/match';
import { ruleError } from '../../shared-rules/core/errors';
import type { Action, AnyGameModule, GameEvent, Json, LogEntry, SeatId } from '../../shared-rules/core/types';
import type { EngineApi, EngineResult, EngineUpdate } from './protocol';

/** Looks a game module up by id (the registry's `getGame`). */
export type GameLookup = (gameId: string) => AnyGameModule | undefined;

/** Build the update the renderer sees: views, legal actions and undo flags per seat. */
export function viewsOf(match: Match, events: readonly GameEvent[], entry: LogEntry | null): EngineUpdate {
  const { module, state, record } = match;
  const seatViews: Record<SeatId, Json> = {};
  const legal: Record<SeatId, readonly Action[]> = {};
  const undo: Record<SeatId, boolean> = {};
  for (const { seat } of record.seats) {
    seatViews[seat] = module.seatView(state, seat);
    legal[seat] = legalFor(match, seat);
    undo[seat] = canUndo(match, seat);
  }
  const { log: _log, ...header } = record;
  return {
    header,
    tableView: module.tableView(state),
    seatViews,
    legal,
    toAct: outcomeOf(match) === undefined ? module.toAct(state) : [],
    events,
    outcome: outcomeOf(match) ?? null,
    entry,
    canUndo: undo,
    entries: record.log.length,
  };
}

/** Create a session over a game lookup. */
export function createEngineSession(getGame: GameLookup): EngineApi {
  let match: Match | undefined;
  const noMatch = (): EngineResult => ({ ok: false, error: ruleError('no-match', 'no match is loaded') });
  return {
    newMatch(request) {
      const module = getGame(request.gameId);
      if (module === undefined) return { ok: false, error: ruleError('unknown-game', `no game ${request.gameId}`, { gameId: request.gameId }) };
      const started = startMatch(module, request);
      if (!started.ok) return started;
      match = started.match;
      return { ok: true, update: viewsOf(match, [], null) };
    },
    load(record) {
      const module = getGame(record.gameId);
      if (module === undefined) return { ok: false, error: ruleError('unknown-game', `no game ${record.gameId}`, { gameId: record.gameId }) };
      const replayed = replayMatch(module, record);
      if (!replayed.ok) return replayed;
      match = replayed.match;
      return { ok: true, update: viewsOf(match, [], null) };
    },
    submit(action, by) {
      if (match === undefined) return noMatch();
      const result = submitAction(match, action, by);
      if (!result.ok) return result;
      match = result.match;
      return { ok: true, update: viewsOf(match, result.events, result.entry) };
    },
    undo(seat, by) {
      if (match === undefined) return noMatch();
      const result = undoLast(match, seat, by);
      if (!result.ok) return result;
      match = result.match;
      return { ok: true, update: viewsOf(match, result.events, result.entry) };
    },
  };
}
