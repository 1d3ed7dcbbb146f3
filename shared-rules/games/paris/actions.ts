/**
 * Paris Connection's actions (JSON `{ type, seat, ... }`), their zod parser and the game's
 * rule-error codes. Source: shared/rules/paris-connection.md "A turn".
 * UNDO is not an action: the core runner's `undoLast` takes back each placement, or the trade,
 * until OK.
 */
import { z } from 'zod';
import { ruleError } from '../../core/errors';
import type { RuleError, SeatId } from '../../core/types';

/**
 * An action of Paris Connection:
 * - `place {company, hex}`: place one locomotive of `company` from its supply on `hex` (the first
 *   placement chooses the build's company; up to 5 per build, one company only);
 * - `trade {give, take, count}`: return one share of `give` to its supply, take `count` (1 or 2)
 *   of another company `take` from its supply;
 * - `ok`: end the turn after at least one placement, or after the trade.
 */
export type ParisAction =
  | { readonly type: 'place'; readonly seat: SeatId; readonly company: number; readonly hex: number }
  | { readonly type: 'trade'; readonly seat: SeatId; readonly give: number; readonly take: number; readonly count: number }
  | { readonly type: 'ok'; readonly seat: SeatId };

const seat = z.number().int().min(0).max(5);
const company = z.number().int().min(0).max(5);

/** The zod schema of an action (exact shapes: unknown keys are refused). */
export const parisActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('place'), seat, company, hex: z.number().int().min(0).max(100_000) }),
  z.strictObject({ type: z.literal('trade'), seat, give: company, take: company, count: z.number().int().min(1).max(2) }),
  z.strictObject({ type: z.literal('ok'), seat }),
]);

/** Parses untrusted input as an action. Error `malformed-action` with `params.field` and `params.issue`. */
export function parseParisAction(input: unknown): ParisAction | RuleError {
  const parsed = parisActionSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue ? issue.path.map(String).join('.') : '';
  return ruleError('malformed-action', `not a Paris Connection action: ${field} ${issue?.message ?? ''}`.trim(), { field, issue: issue?.message ?? '' });
}

/**
 * The game's own rule-error codes (each with `params` for the i18n string `errors.<code>`):
 * - `turn-done` {}: a placement or trade after this turn's trade, or a trade after a placement: only OK is left;
 * - `other-company` {company, building}: this build places another company's locomotives;
 * - `build-full` {max}: five locomotives are placed already;
 * - `supply-empty` {company}: the company's supply has no locomotive left;
 * - `unknown-hex` {hex}; `not-adjacent` {hex, company}: not next to the company's locomotives
 *   (hexes across a checkered side are not next to each other);
 * - `hex-closed` {hex}: the Eiffel hex or a start hex;
 * - `hex-full` {hex, capacity}: a city holds one locomotive, a rural hex two;
 * - `company-there` {hex, company}: the company already has a locomotive on the hex;
 * - `cuts-off` {hex, victim}: the placement would leave company `victim` (no city reached yet,
 *   locomotives in supply) no hex to build on;
 * - `not-held` {company}: the player holds no share of the company to return;
 * - `same-company` {company}: a trade returns and takes the same company;
 * - `supply-short` {company, count, left}: the supply has fewer than `count`;
 * - `nothing-to-confirm` {}: OK before any placement or trade.
 * Core codes also used: `not-your-turn`, `game-over`.
 */
export type ParisErrorCode =
  | 'turn-done'
  | 'other-company'
  | 'build-full'
  | 'supply-empty'
  | 'unknown-hex'
  | 'not-adjacent'
  | 'hex-closed'
  | 'hex-full'
  | 'company-there'
  | 'cuts-off'
  | 'not-held'
  | 'same-company'
  | 'supply-short'
  | 'nothing-to-confirm';

/** A Paris Connection rule error. */
export function parisError(code: ParisErrorCode, message: string, params: { readonly [key: string]: number } = {}): RuleError {
  return ruleError(code, message, params);
}
