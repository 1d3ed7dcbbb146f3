/**
 * The replay checks the save store runs (design: "Saves"; issue #13 §1, §3, §4), over every
 * registered game (`shared-rules/games/check-record.ts`, the same check the browser's store runs):
 * - `createReplayVerifier`: every loaded copy must replay to its hashes. A record this build
 *   cannot judge (unknown game, other rules version) is not quarantined: `createForeignCheck`
 *   reports it as made by another version; it is kept and never resumed;
 * - `createAppendVerifier`: each appended entry must replay on top of the saved record (one
 *   action's work: the replayed match of each recent match is remembered).
 */
import { checkRecord, createAppendChecker, foreignVerdict, type GameLookup } from '../../shared-rules/games/check-record';
import type { MatchRecord } from '../../shared-rules/core/types';
import { getGame } from '../../shared-rules/games/registry';
import type { AppendCheck, ForeignCheck, VerifyRecord } from './store';

/** A verify function over a game lookup: `undefined` when the record replays (or cannot be judged here), else the first divergence. */
export function createReplayVerifier(lookup: GameLookup = getGame): VerifyRecord {
  return (record: MatchRecord) => {
    const verdict = checkRecord(record, lookup);
    return verdict.kind === 'corrupt' ? verdict.reason : undefined;
  };
}

/** The store's `foreign` check: which records this build cannot judge (kept and listed, never resumed or appended to). */
export function createForeignCheck(lookup: GameLookup = getGame): ForeignCheck {
  return (record) => {
    const verdict = foreignVerdict(record, lookup);
    return verdict === undefined ? undefined : { why: verdict.why, reason: verdict.reason };
  };
}

/** The append check: the entry to save (hash computed by its replay on top of `record`), else the reason it is refused. */
export function createAppendVerifier(lookup: GameLookup = getGame): AppendCheck {
  return createAppendChecker(lookup);
}
