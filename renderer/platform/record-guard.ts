/**
 * Turns a zod-validated match record into the typed `MatchRecord` of shared-rules/core/types.ts
 * without casts: actions are checked to be JSON objects with a `type` and a `seat`.
 */
import { jsonSchema, matchRecordSchema } from '../../shared-rules/core/match-schema';
import type { Action, Json, LogEntry, MatchRecord } from '../../shared-rules/core/types';

/** True when `value` is a JSON object with a string `type` and a numeric `seat` (an action). */
export function isActionJson(value: unknown): value is Action & Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (!('type' in value) || typeof value.type !== 'string') return false;
  if (!('seat' in value) || typeof value.seat !== 'number') return false;
  return jsonSchema.safeParse(value).success;
}

/**
 * Validate untrusted data as a match record: the schema, JSON actions, and a log whose `seq`
 * numbers run 0, 1, 2… without gaps. Returns the record or an English reason.
 */
export function checkMatchRecord(input: unknown): { readonly ok: true; readonly record: MatchRecord } | { readonly ok: false; readonly reason: string } {
  const parsed = matchRecordSchema.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { ok: false, reason: first ? `schema: ${first.path.join('.') || '(root)'}: ${first.message}` : 'schema mismatch' };
  }
  const log: LogEntry[] = [];
  for (const [index, entry] of parsed.data.log.entries()) {
    if (entry.seq !== index) return { ok: false, reason: `log entry ${index} has seq ${entry.seq}` };
    const { action, ...rest } = entry;
    if (action === undefined) {
      log.push(rest);
    } else if (isActionJson(action)) {
      log.push({ ...rest, action });
    } else {
      return { ok: false, reason: `log entry ${index} has an action that is not JSON` };
    }
  }
  return { ok: true, record: { ...parsed.data, log } };
}
