/**
 * Trick of the Rails' actions (JSON `{ type, seat, ... }`), their zod parser and the game's
 * rule-error codes. Source: shared/rules/trick-of-the-rails.md "A trick".
 * No action can be undone: a played card is final once confirmed, as at a real table, and every
 * placement passes the turn on (the seat panel selects, shows, then confirms each choice).
 */
import { z } from 'zod';
import { ruleError } from '../../core/errors';
import type { RuleError, SeatId } from '../../core/types';

/** A railway end: `front` (left, before the Station card when it is first) or `back` (right). */
export type RailwayEnd = 'front' | 'back';

/**
 * An action of Trick of the Rails:
 * - `play {card}`: play a Railway card (0–49) from the hand to the trick;
 * - `place-city {railway, end}`: the trick's winner adds the won City to an end of any railway (0–4);
 * - `place-locomotive {railway}`: the winner puts the won locomotive on a railway without one;
 * - `place-card {end}`: add the card this player played to an end of its own company's railway.
 */
export type TrickAction =
  | { readonly type: 'play'; readonly seat: SeatId; readonly card: number }
  | { readonly type: 'place-city'; readonly seat: SeatId; readonly railway: number; readonly end: RailwayEnd }
  | { readonly type: 'place-locomotive'; readonly seat: SeatId; readonly railway: number }
  | { readonly type: 'place-card'; readonly seat: SeatId; readonly end: RailwayEnd };

const seat = z.number().int().min(0).max(5);
const railway = z.number().int().min(0).max(4);
const end = z.enum(['front', 'back']);

/** The zod schema of an action (exact shapes: unknown keys are refused). */
export const trickActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('play'), seat, card: z.number().int().min(0).max(49) }),
  z.strictObject({ type: z.literal('place-city'), seat, railway, end }),
  z.strictObject({ type: z.literal('place-locomotive'), seat, railway }),
  z.strictObject({ type: z.literal('place-card'), seat, end }),
]);

/** Parses untrusted input as an action. Error `malformed-action` with `params.field` and `params.issue`. */
export function parseTrickAction(input: unknown): TrickAction | RuleError {
  const parsed = trickActionSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue ? issue.path.map(String).join('.') : '';
  return ruleError('malformed-action', `not a Trick of the Rails action: ${field} ${issue?.message ?? ''}`.trim(), { field, issue: issue?.message ?? '' });
}

/**
 * The game's own rule-error codes (each with `params` for the i18n string `errors.<code>`):
 * - `not-in-hand` {card}: the card is not in the player's hand;
 * - `must-follow` {company}: the player holds a card of the led company (company id, e.g. `nyc`) and must play one;
 * - `not-now` {phase}: the action does not fit what the table is waiting for (`phase`: play,
 *   place-city, place-locomotive or place-card);
 * - `has-locomotive` {railway}: the railway (company id) already has a locomotive.
 * Core codes also used: `not-your-turn`, `game-over`.
 */
export type TrickErrorCode = 'not-in-hand' | 'must-follow' | 'not-now' | 'has-locomotive';

/** A Trick of the Rails rule error. */
export function trickError(code: TrickErrorCode, message: string, params: { readonly [key: string]: number | string } = {}): RuleError {
  return ruleError(code, message, params);
}
