/**
 * Comparing a replayed log entry with the recorded one (design: "a hash mismatch names the
 * first entry that diverged").
 */
import { isEqual } from 'ohash';
import type { LogEntry } from './types';

/** The fields of a log entry, in the order a replay reports a difference (the hash first). */
const fields = ['hash', 'seq', 'kind', 'seat', 'by', 'action', 'undoes', 'revealed', 'drewRandom'] as const;

/** The name of the first field in which two log entries differ (deep equality), or `undefined` if they agree. */
export function firstDifference(replayed: LogEntry, recorded: LogEntry): (typeof fields)[number] | undefined {
  return fields.find((field) => !isEqual(replayed[field], recorded[field]));
}
