/**
 * Paris Connection's options and their parser: the map (`france`, the one shipped).
 */
import { z } from 'zod';
import { ruleError } from '../../core/errors';
import type { RuleError } from '../../core/types';
import { PARIS_MAP_IDS } from './map-ids';

/** A match's options: `mapId`, one of the shipped maps (`./map-ids.ts`). */
export type ParisOptions = { readonly mapId: string };

const parisOptionsSchema = z.strictObject({ mapId: z.enum(PARIS_MAP_IDS) });

/** Parses untrusted options. Error `bad-options` (`params.field`, `params.issue`) when the shape is wrong or the map unknown. */
export function parseParisOptions(input: unknown): ParisOptions | RuleError {
  const parsed = parisOptionsSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue ? issue.path.map(String).join('.') : '';
  return ruleError('bad-options', `Paris Connection options refused: ${field} ${issue?.message ?? ''}`.trim(), { field, issue: issue?.message ?? '' });
}
