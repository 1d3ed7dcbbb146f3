/**
 * Counter's data shapes (state, actions, views, options) and the zod parsers for its untrusted
 * inputs. Counter is a tiny test game for the rules-engine core (rules: `./index.ts`).
 */
import { z } from 'zod';
import { ruleError } from '../../core/errors';
import type { RuleError, SeatId } from '../../core/types';

/** Counter's options: `target`, the shared total that ends the game (3–100, default 10). */
export type CounterOptions = { readonly target: number };

/** The options used when none are given. */
export const defaultCounterOptions: CounterOptions = { target: 10 };

/** One seat's part of the state: points it added, its secret word (hidden until revealed). */
export type CounterSeat = {
  readonly seat: SeatId;
  readonly points: number;
  readonly secret: string;
  readonly revealed: boolean;
};

/**
 * Counter's state. `seats` is in turn order; `current` indexes the seat whose turn it is;
 * `addsThisTurn` counts adds and draws this turn (0–2); `lastDraw` is the latest die result;
 * `winner` is the seat that brought `total` to `target` (then the game is over).
 */
export type CounterState = {
  readonly seats: readonly CounterSeat[];
  readonly current: number;
  readonly total: number;
  readonly target: number;
  readonly addsThisTurn: number;
  readonly lastDraw: { readonly seat: SeatId; readonly value: number } | null;
  readonly winner: SeatId | null;
};

/**
 * Counter's actions:
 * - `add`: add `amount` (1 or 2) to the total (at most two adds or draws per turn);
 * - `draw`: roll a die of 1–3 and add it (draws randomness; counts as an add);
 * - `reveal`: show your secret word to everyone (reveals hidden information; once);
 * - `end-turn`: pass the turn clockwise (needs at least one add or draw this turn).
 */
export type CounterAction =
  | { readonly type: 'add'; readonly seat: SeatId; readonly amount: 1 | 2 }
  | { readonly type: 'draw'; readonly seat: SeatId }
  | { readonly type: 'reveal'; readonly seat: SeatId }
  | { readonly type: 'end-turn'; readonly seat: SeatId };

/** What the whole table may see: everything but unrevealed secrets (`secret` is null until revealed). */
export type CounterTableView = {
  readonly toAct: readonly SeatId[];
  readonly total: number;
  readonly target: number;
  readonly addsThisTurn: number;
  readonly seats: readonly { readonly seat: SeatId; readonly points: number; readonly secret: string | null }[];
  readonly lastDraw: { readonly seat: SeatId; readonly value: number } | null;
  readonly winner: SeatId | null;
};

/** What one seat may see: the table view plus its own secret word. */
export type CounterSeatView = CounterTableView & { readonly me: SeatId; readonly mySecret: string | null };

const seat = z.number().int().min(0).max(5);

const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('add'), seat, amount: z.union([z.literal(1), z.literal(2)]) }),
  z.strictObject({ type: z.literal('draw'), seat }),
  z.strictObject({ type: z.literal('reveal'), seat }),
  z.strictObject({ type: z.literal('end-turn'), seat }),
]);

const optionsSchema = z.strictObject({ target: z.number().int().min(3).max(100).default(defaultCounterOptions.target) });

/** The first zod issue as `path: message`, for an error's message and params. */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue === undefined ? 'invalid' : `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`;
}

/** Parses an untrusted action; error `malformed-action` (params.issue names the first problem). */
export function parseCounterAction(input: unknown): CounterAction | RuleError {
  const parsed = actionSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = firstIssue(parsed.error);
  return ruleError('malformed-action', `not a counter action: ${issue}`, { issue });
}

/** Parses untrusted options (`undefined` means all defaults); error `bad-options`. */
export function parseCounterOptions(input: unknown): CounterOptions | RuleError {
  const parsed = optionsSchema.safeParse(input === undefined ? {} : input);
  if (parsed.success) return parsed.data;
  const issue = firstIssue(parsed.error);
  return ruleError('bad-options', `bad counter options: ${issue}`, { issue });
}
