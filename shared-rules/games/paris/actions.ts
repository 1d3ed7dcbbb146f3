/**
 * Paris Connection's actions (JSON `{ type, seat, ... }`), their zod parser and the game's
 * rule-error codes. Source: shared/rules/paris-connection.md "A turn".
 * UNDO is not an action: the core runner's `undoLast` takes back each placement, or the trade,
 * until OK.
 */
import { z } from 'zod';
import { ruleError } from '../../core/errors';
import type { RuleError, SeatId } from '../../core/types';
import { COMPANY_COUNT, TRADE_TAKES } from './meta';

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

/*
 * Shared action objects for the legal lists. `legalActionsFor` lists the same few thousand
 * actions over and over (every trade at the start of every turn), and making each anew was a
 * large share of a bot game's time, so each distinct action is made once and handed out again.
 * They are frozen (a caller that changed one would change every later list: it throws instead)
 * and equal, key order included, to the literal `{ type, seat, ... }`. Only seats 0–5 (the
 * schema's range) are kept; another seat gets new objects.
 */
const SEATS_KEPT = 6;
const kept = (seat: SeatId) => Number.isInteger(seat) && seat >= 0 && seat < SEATS_KEPT;
const okBySeat: (ParisAction | undefined)[] = [];
const placesBySeatCompany: (ParisAction | undefined)[][] = [];
const tradesBySeat: (readonly ParisAction[] | undefined)[] = [];

/** The action `ok` of `seat` (a shared frozen object, see above). */
export function okAction(seat: SeatId): ParisAction {
  if (!kept(seat)) return { type: 'ok', seat };
  return (okBySeat[seat] ??= Object.freeze({ type: 'ok', seat }));
}

/** The action `place {company, hex}` of `seat` (company 0–5, hex ≥ 0 an integer; a shared frozen object, see above). */
export function placeAction(seat: SeatId, company: number, hex: number): ParisAction {
  if (!kept(seat) || !Number.isInteger(company) || company < 0 || company >= COMPANY_COUNT || !Number.isInteger(hex) || hex < 0) return { type: 'place', seat, company, hex };
  const byHex = (placesBySeatCompany[seat * COMPANY_COUNT + company] ??= []);
  return (byHex[hex] ??= Object.freeze({ type: 'place', seat, company, hex }));
}

/** Where trade `give`→`take` of `count` (1 or 2) is in {@link tradeActionsOf}'s list: `(give × 6 + take) × 2 + count − 1` (6 companies). */
export function tradeIndex(give: number, take: number, count: number): number {
  return (give * COMPANY_COUNT + take) * TRADE_TAKES.length + count - 1;
}

/**
 * Every trade action of `seat` shape-wise (give and take 0–5, count 1 or 2, give = take
 * included: the legal list picks), at {@link tradeIndex}; shared frozen objects, see above.
 */
export function tradeActionsOf(seat: SeatId): readonly ParisAction[] {
  const cached = kept(seat) ? tradesBySeat[seat] : undefined;
  if (cached !== undefined) return cached;
  const trades: ParisAction[] = [];
  for (let give = 0; give < COMPANY_COUNT; give++) for (let take = 0; take < COMPANY_COUNT; take++) for (const count of TRADE_TAKES) trades[tradeIndex(give, take, count)] = Object.freeze({ type: 'trade', seat, give, take, count });
  if (kept(seat)) tradesBySeat[seat] = trades;
  return trades;
}
