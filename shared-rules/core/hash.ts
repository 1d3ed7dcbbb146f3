/**
 * State hashing for the match log (design: "each log entry carries … a hash of the state after
 * it"; a replay compares these hashes to find the first entry that diverged).
 */
import { digest, hash } from 'ohash';
import type { Json } from './types';

/**
 * A stable hash of a JSON value: ohash's `hash` (SHA-256 of a canonical serialisation, in
 * base64url, 43 characters). Object keys are sorted before hashing, so two values that differ
 * only in key order hash the same; any change of a value, an array's order or a key changes it.
 */
export function hashState(state: Json): string {
  return hash(state);
}

/**
 * The entry hash of hash version 2 (`MatchHeader.hashVersion`): ohash's `digest` (SHA-256,
 * base64url, 43 characters) of `JSON.stringify(value)`. About 3× cheaper than {@link hashState}
 * on a 2.4 KB game state (24 µs against 80 µs) because it skips the canonical serialiser: key
 * order counts, which is safe because a replay rebuilds every state with the same game code
 * (pinned by `rulesVersion`), and JSON's key order and number format are the same in every
 * engine. Never use it to compare values built by different code.
 */
export function hashJson(value: Json): string {
  return digest(JSON.stringify(value));
}
