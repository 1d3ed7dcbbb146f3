/**
 * State hashing for the match log (design: "each log entry carries … a hash of the state after
 * it"; a replay compares these hashes to find the first entry that diverged).
 */
import { hash } from 'ohash';
import type { Json } from './types';

/**
 * A stable hash of a JSON value: ohash's `hash` (SHA-256 of a canonical serialisation, in
 * base64url, 43 characters). Object keys are sorted before hashing, so two values that differ
 * only in key order hash the same; any change of a value, an array's order or a key changes it.
 */
export function hashState(state: Json): string {
  return hash(state);
}
