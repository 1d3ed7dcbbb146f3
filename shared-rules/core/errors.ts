/**
 * Constructing and recognising `RuleError`s (design: "The rules engine": illegal input is
 * answered with a typed `RuleError {code, message, params}` and the state is unchanged).
 */
import type { CoreRuleErrorCode, Json, RuleError } from './types';

/**
 * Codes the match runner itself adds to `CoreRuleErrorCode`, for records and headers:
 * - `bad-header`: a match header field (match id, created-at time, seat list) fails the
 *   record schema (`./match-schema.ts`), so the match could not be saved;
 * - `rules-version-mismatch`: a record was made under another `rulesVersion` of the game;
 * - `replay-diverged`: replaying a record did not reproduce one of its entries.
 */
export type MatchErrorCode = CoreRuleErrorCode | 'bad-header' | 'rules-version-mismatch' | 'replay-diverged';

/**
 * Makes a `RuleError`. `code` is the stable machine-readable code (a core code or a
 * game's own), `message` English text for logs, `params` the JSON values that fill the
 * i18n string `errors.<code>`. `params` is left out when not given.
 */
export function ruleError(
  code: MatchErrorCode | (string & {}),
  message: string,
  params?: { readonly [key: string]: Json },
): RuleError {
  return params === undefined ? { kind: 'rule-error', code, message } : { kind: 'rule-error', code, message, params };
}

/** Whether `x` is a `RuleError` (a value with `kind: 'rule-error'` and string `code` and `message`). */
export function isRuleError(x: unknown): x is RuleError {
  if (typeof x !== 'object' || x === null) return false;
  return (
    'kind' in x && x.kind === 'rule-error' &&
    'code' in x && typeof x.code === 'string' &&
    'message' in x && typeof x.message === 'string'
  );
}
