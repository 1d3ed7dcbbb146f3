/**
 * Railways of the World's options and their parser: `mapId`, one of the shipped maps
 * (`./map-ids.ts`) or a map registered for tests that has a data file (`./tables/`). The
 * bidding styles and the other options of the source come with the other maps (issue #19).
 */
import { z } from 'zod';
import { ruleError } from '../../core/errors';
import type { RuleError } from '../../core/types';
import { hasRailwaysMap } from '../../maps/railways-maps';
import { getRailwaysTable } from './tables';

/** A match's options. */
export type RailwaysOptions = {
  readonly mapId: string;
};

const railwaysOptionsSchema = z.strictObject({
  mapId: z.string().refine((id) => hasRailwaysMap(id) && getRailwaysTable(id) !== undefined, { message: 'unknown map' }),
});

/** Parses untrusted options. Error `bad-options` (`params.field`, `params.issue`) when the shape is wrong or the map unknown. */
export function parseRailwaysOptions(input: unknown): RailwaysOptions | RuleError {
  const parsed = railwaysOptionsSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue ? issue.path.map(String).join('.') : '';
  return ruleError('bad-options', `Railways of the World options refused: ${field} ${issue?.message ?? ''}`.trim(), { field, issue: issue?.message ?? '' });
}
