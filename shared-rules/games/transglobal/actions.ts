/**
 * Transglobal Rail's actions (JSON objects `{ type, seat, ... }`), their zod parser and the
 * rule-error codes of the game. Source: shared/rules/transglobal-rail.md §A round 3–7.
 * UNDO is not an action of the game: the core runner's `undoLast` takes back the last action
 * (with the game's `canUndo` hook forbidding the −$1 discard).
 */
import { z } from 'zod';
import { ruleError } from '../../core/errors';
import type { RuleError, SeatId } from '../../core/types';

/**
 * An action of Transglobal Rail:
 * - `place-hub {intersection}`: put (or move) your hub during the hub phase (rules §A round 3);
 * - `ok`: confirm your hub / end your building turn once $2 is spent / end your finishing once
 *   all your cities are connected (rules §A round 3, 4, 7);
 * - `build {link}`: build one link: from the turn's $2 in the building phase, from your bank in
 *   the finishing phase (rules §A round 4, 7);
 * - `discard`: −$1 after exactly one $1 link; ends the turn at once, no undo (rules §A round 4);
 * - `pass`: end the turn without building when no legal link exists (Decision, rules §A round 4);
 * - `build-cheapest`: build the suggested exact cheapest completion in one touch, from your bank
 *   (rules §A round 7).
 */
export type TransglobalAction =
  | { readonly type: 'place-hub'; readonly seat: SeatId; readonly intersection: number }
  | { readonly type: 'ok'; readonly seat: SeatId }
  | { readonly type: 'build'; readonly seat: SeatId; readonly link: number }
  | { readonly type: 'discard'; readonly seat: SeatId }
  | { readonly type: 'pass'; readonly seat: SeatId }
  | { readonly type: 'build-cheapest'; readonly seat: SeatId };

/** The type names of all actions. */
export type TransglobalActionType = TransglobalAction['type'];

const seat = z.number().int().min(0).max(5);
const id = z.number().int().min(0).max(1_000_000);

/** The zod schema of an action (exact shapes: unknown keys are refused). */
export const transglobalActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('place-hub'), seat, intersection: id }),
  z.strictObject({ type: z.literal('ok'), seat }),
  z.strictObject({ type: z.literal('build'), seat, link: id }),
  z.strictObject({ type: z.literal('discard'), seat }),
  z.strictObject({ type: z.literal('pass'), seat }),
  z.strictObject({ type: z.literal('build-cheapest'), seat }),
]);

/**
 * Parses untrusted input as an action. Error `malformed-action` with `params.field` (the path of
 * the first problem) and `params.issue` (zod's message).
 */
export function parseTransglobalAction(input: unknown): TransglobalAction | RuleError {
  const parsed = transglobalActionSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue ? issue.path.map(String).join('.') : '';
  return ruleError('malformed-action', `not a Transglobal action: ${field} ${issue?.message ?? ''}`.trim(), { field, issue: issue?.message ?? '' });
}

/**
 * The game's own rule-error codes (each with `params` for the i18n string `errors.<code>`):
 * - `wrong-phase` {type, phase}: the action does not exist in this phase;
 * - `unknown-intersection` {intersection}: no such intersection (also every no-grid area);
 * - `hub-occupied` {intersection, seat}: another hub (or yours) is already there;
 * - `hub-cut-off` {intersection}: the intersection is not joined to the cities' grid;
 * - `hub-not-placed`: OK in the hub phase before placing a hub;
 * - `unknown-link` {link}; `link-built` {link, by}; `link-not-connected` {link};
 * - `cannot-afford` {link, cost, left}: not enough of this turn's $2 left;
 * - `two-dollar-after-one` {link}: a $2 link after a $1 link in the same turn;
 * - `discard-not-allowed` {spent}: −$1 only right after one $1 link;
 * - `turn-not-spent` {left}: OK before the turn's $2 is spent;
 * - `must-pass-only-when-stuck`: pass while a legal link exists;
 * - `not-connected` {missing}: OK in finishing before all cities are connected;
 * - `already-connected`: building in finishing once all cities are connected.
 * Core codes also used: `not-your-turn`, `game-over`.
 */
export type TransglobalErrorCode =
  | 'wrong-phase'
  | 'unknown-intersection'
  | 'hub-occupied'
  | 'hub-cut-off'
  | 'hub-not-placed'
  | 'unknown-link'
  | 'link-built'
  | 'link-not-connected'
  | 'cannot-afford'
  | 'two-dollar-after-one'
  | 'discard-not-allowed'
  | 'turn-not-spent'
  | 'must-pass-only-when-stuck'
  | 'not-connected'
  | 'already-connected';
