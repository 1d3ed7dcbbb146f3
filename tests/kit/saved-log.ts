/**
 * A session's log as a saves store would keep it: the worker's session sends entries without
 * their hash (`PendingEntry`), and the store's append check replays each one and saves the
 * replayed entry, hash included. Tests that reload a session's match build its record this way,
 * through the same check both stores run (`createAppendChecker`).
 */
import { createAppendChecker } from '../../shared-rules/games/check-record';
import type { LogEntry, MatchHeader, MatchRecord, PendingEntry } from '../../shared-rules/core/types';
import { getGame } from '../../shared-rules/games/registry';

/** The record a store saves from `header` and the session's `entries` (in order); throws on the first refused entry. */
export function savedRecord(header: MatchHeader, entries: readonly PendingEntry[]): MatchRecord {
  const check = createAppendChecker(getGame);
  const log: LogEntry[] = [];
  for (const entry of entries) {
    const verdict = check({ ...header, log: [...log] }, entry);
    if (!verdict.ok) throw new Error(verdict.reason);
    log.push(verdict.entry);
  }
  return { ...header, log };
}
