/**
 * Comparing a replayed log entry with the recorded one (design: "a hash mismatch names the
 * first entry that diverged").
 */
import { isEqual } from 'ohash';
import type { PendingEntry } from './types';

/** The fields of a log entry, in the order a replay reports a difference (the hash first). */
const fields = ['hash', 'seq', 'kind', 'seat', 'by', 'action', 'undoes', 'revealed', 'drewRandom'] as const;

/**
 * The name of the first field in which two log entries differ (deep equality), or `undefined` if
 * they agree. A `recorded` entry without a hash (a `PendingEntry` sent to be saved) is compared
 * on every other field.
 */
export function firstDifference(replayed: PendingEntry, recorded: PendingEntry): (typeof fields)[number] | undefined {
  return fields.find((field) => !(field === 'hash' && recorded.hash === undefined) && !isEqual(replayed[field], recorded[field]));
}
