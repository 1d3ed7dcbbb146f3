/**
 * Resourceful Rails' options and their parser (rules "Options"):
 * - `mapId`: one of the shipped maps (`./map-ids.ts`), or a map registered for tests;
 * - `fastTrains`: speeds 9 → 12 and 12 → 16;
 * - `extraBuildTurn`: start with $60 and three build turns;
 * - `extraCards`: deal 5 demand cards, each player discards 2 at their first normal turn;
 * - `events`: the event cards are shuffled into the demand deck (Family rule);
 * - `roundLimit`: **Decision** (a table that must end, e.g. a cafe): after this many normal rounds
 *   the game ends and the most cash wins (qualified players first); `null`: no limit.
 */
import { z } from 'zod';
import { ruleError } from '../../core/errors';
import type { RuleError } from '../../core/types';
import { getResourcefulMap } from '../../maps/resourceful-maps';
import { ROUND_LIMIT } from './meta';

/** A match's options. */
export type ResourcefulOptions = {
  readonly mapId: string;
  readonly fastTrains: boolean;
  readonly extraBuildTurn: boolean;
  readonly extraCards: boolean;
  readonly events: boolean;
  readonly roundLimit: number | null;
};

const resourcefulOptionsSchema = z.strictObject({
  mapId: z.string().refine((id) => getResourcefulMap(id) !== undefined, { message: 'unknown map' }),
  fastTrains: z.boolean(),
  extraBuildTurn: z.boolean(),
  extraCards: z.boolean(),
  events: z.boolean(),
  roundLimit: z.number().int().min(ROUND_LIMIT.min).max(ROUND_LIMIT.max).nullable(),
});

/** Parses untrusted options. Error `bad-options` (`params.field`, `params.issue`) when the shape is wrong or the map unknown. */
export function parseResourcefulOptions(input: unknown): ResourcefulOptions | RuleError {
  const parsed = resourcefulOptionsSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue ? issue.path.map(String).join('.') : '';
  return ruleError('bad-options', `Resourceful Rails options refused: ${field} ${issue?.message ?? ''}`.trim(), { field, issue: issue?.message ?? '' });
}
