/**
 * The one check of a saved match record that main's save store and the browser's save store both
 * run (issue #13 §3: "the browser platform replays and quarantines exactly like main"), and the
 * incremental check of one appended entry (§4: "main accepts only appends that replay").
 *
 * A record is judged by replaying it with its whole game from the registry:
 * - `ok`: it replays to every recorded hash (the replayed match is returned);
 * - `foreign`: this build cannot judge it — its game is unknown here, or it was made under
 *   another rules version. It is kept and listed as made by another version, never resumed;
 * - `corrupt`: it does not replay (the first divergent entry is named): quarantine it.
 */
import { firstDifference } from '../core/log-compare';
import { logLengthOf, replayMatch, startMatch, submitAction, undoLast, type Match } from '../core/match';
import type { AnyGameModule, LogEntry, MatchRecord, PendingEntry } from '../core/types';

/** Why a record cannot be judged by this build: its game is not here, or its rules version differs. */
export type ForeignReason = 'unknown-game' | 'other-rules-version';

/** The verdict on a saved record (see the module docs). `reason` is English, for logs and the quarantine report. */
export type RecordVerdict =
  | { readonly kind: 'ok'; readonly match: Match }
  | { readonly kind: 'foreign'; readonly why: ForeignReason; readonly reason: string }
  | { readonly kind: 'corrupt'; readonly reason: string };

/**
 * Looks a game's rules up by id: the registry's `getGame` in Node (main, tools, tests), the games
 * loaded so far on the page (`renderer/platform/game-modules.ts`), so this file needs no registry.
 */
export type GameLookup = (gameId: string) => AnyGameModule | undefined;

/** Whether this build can judge `record` at all: `undefined` when it can, else the foreign verdict. */
export function foreignVerdict(record: Pick<MatchRecord, 'gameId' | 'rulesVersion'>, lookup: GameLookup): (RecordVerdict & { kind: 'foreign' }) | undefined {
  const module = lookup(record.gameId);
  if (module === undefined) return { kind: 'foreign', why: 'unknown-game', reason: `made by another version: this build has no game ${record.gameId}` };
  if (module.meta.rulesVersion !== record.rulesVersion) {
    return { kind: 'foreign', why: 'other-rules-version', reason: `made by another version: rules version ${record.rulesVersion}, this build plays ${module.meta.rulesVersion}` };
  }
  return undefined;
}

/**
 * Judges a whole record by replaying it (cost: one replay, about 50–75 ms per 1,000 Transglobal
 * entries). Never throws: an exception inside a game's rules is a `corrupt` verdict naming it.
 */
export function checkRecord(record: MatchRecord, lookup: GameLookup): RecordVerdict {
  const foreign = foreignVerdict(record, lookup);
  if (foreign !== undefined) return foreign;
  const module = lookup(record.gameId);
  if (module === undefined) return { kind: 'foreign', why: 'unknown-game', reason: `made by another version: this build has no game ${record.gameId}` };
  try {
    const replay = replayMatch(module, record);
    return replay.ok ? { kind: 'ok', match: replay.match } : { kind: 'corrupt', reason: replay.error.message };
  } catch (error) {
    return { kind: 'corrupt', reason: `replay threw: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * Checks one new entry against the match it extends: re-submits its action (or re-applies its
 * undo) as its recorded actor and compares the rebuilt entry with it (its hash too, when it
 * carries one: a `PendingEntry` from the worker has none, and the replay computes it). Answers
 * the match after it and the rebuilt entry, hash included (what a store saves), else an English
 * reason naming the entry and the first field that differs. Errors are reasons, never exceptions.
 */
export function checkNextEntry(match: Match, entry: PendingEntry): { readonly ok: true; readonly match: Match; readonly entry: LogEntry } | { readonly ok: false; readonly reason: string } {
  const expectedSeq = logLengthOf(match);
  if (entry.seq !== expectedSeq) return { ok: false, reason: `entry ${entry.seq}: expected seq ${expectedSeq}` };
  try {
    const result =
      entry.kind === 'undo'
        ? undoLast(match, entry.seat, entry.by)
        : entry.action === undefined
          ? undefined
          : submitAction(match, entry.action, entry.by);
    if (result === undefined) return { ok: false, reason: `entry ${entry.seq}: action entry has no action` };
    if (!result.ok) return { ok: false, reason: `entry ${entry.seq}: refused: ${result.error.message}` };
    const field = firstDifference(result.entry, entry);
    if (field !== undefined) return { ok: false, reason: `entry ${entry.seq}: ${field} differs from the replay` };
    return { ok: true, match: result.match, entry: result.entry };
  } catch (error) {
    return { ok: false, reason: `entry ${entry.seq}: replay threw: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** The verdict on an appended entry: the entry to save (its hash computed by the replay), or why it is refused (English). */
export type AppendVerdict = { readonly ok: true; readonly entry: LogEntry } | { readonly ok: false; readonly reason: string };

/**
 * A checker of appends that remembers the replayed match of each record it saw last (by match
 * id), so checking the next append costs one action, not a whole replay. Given the saved record
 * (possibly empty) and the new entry (hash optional), it answers the entry to save or a reason.
 * A record of a game this build cannot judge (`foreign`) is refused: nothing is appended to a
 * save this build cannot replay. `limit` bounds the matches remembered (oldest dropped first).
 */
export function createAppendChecker(lookup: GameLookup, limit = 8): (record: MatchRecord, entry: PendingEntry) => AppendVerdict {
  const live = new Map<string, Match>();
  const refuse = (reason: string): AppendVerdict => ({ ok: false, reason });
  return (record, entry) => {
    let base = live.get(record.matchId);
    if (base === undefined || logLengthOf(base) !== record.log.length) {
      if (record.log.length === 0) {
        const foreign = foreignVerdict(record, lookup);
        if (foreign !== undefined) return refuse(foreign.reason);
        const module = lookup(record.gameId);
        if (module === undefined) return refuse(`no game ${record.gameId}`);
        const started = startMatch(module, record);
        if (!started.ok) return refuse(`the header does not start a match: ${started.error.message}`);
        base = started.match;
      } else {
        const verdict = checkRecord(record, lookup);
        if (verdict.kind !== 'ok') return refuse(verdict.reason);
        base = verdict.match;
      }
    }
    const next = checkNextEntry(base, entry);
    live.delete(record.matchId);
    if (!next.ok) return refuse(next.reason);
    live.set(record.matchId, next.match);
    while (live.size > limit) {
      const oldest = live.keys().next().value;
      if (oldest === undefined) break;
      live.delete(oldest);
    }
    return { ok: true, entry: next.entry };
  };
}
