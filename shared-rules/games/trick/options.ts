/**
 * Trick of the Rails' options and their parser (rules "Variants"):
 * - `variant`: `basic` (the fixed lane) or `expert` (the lane's locomotive and City slots drawn
 *   from a shuffled pool, as Board Game Arena plays it);
 * - `teams`: the 4-player team variant (partners in opposite places of the turn order add their
 *   scores); with 3 or 5 players it has no effect and the views say `teams: null`;
 * - `autoPlay`: when the table plays a seat's only legal card for it — `never`, `last-trick` (only
 *   the last card of a hand) or `always`. A table preference, not a rule: the rules only carry it
 *   to the views, and the seat panel plays the card through the normal action path.
 */
import { z } from 'zod';
import { ruleError } from '../../core/errors';
import type { RuleError } from '../../core/types';

/** The Trick Lane variants. */
export const VARIANTS = ['basic', 'expert'] as const;
/** When a forced card is played for the seat. */
export const AUTO_PLAY = ['never', 'last-trick', 'always'] as const;

/** A match's options. */
export type TrickOptions = { readonly variant: (typeof VARIANTS)[number]; readonly teams: boolean; readonly autoPlay: (typeof AUTO_PLAY)[number] };

const trickOptionsSchema = z.strictObject({ variant: z.enum(VARIANTS), teams: z.boolean(), autoPlay: z.enum(AUTO_PLAY) });

/** Parses untrusted options. Error `bad-options` (`params.field`, `params.issue`) when the shape is wrong. */
export function parseTrickOptions(input: unknown): TrickOptions | RuleError {
  const parsed = trickOptionsSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue ? issue.path.map(String).join('.') : '';
  return ruleError('bad-options', `Trick of the Rails options refused: ${field} ${issue?.message ?? ''}`.trim(), { field, issue: issue?.message ?? '' });
}
