/**
 * Transglobal Rail's options and their parser. Source: rules "Settings" (starting bank $15,
 * $5–$40; tax floor after round 2 $5, off or $1–$15) and "Components" (the maps).
 */
import { z } from 'zod';
import { ruleError } from '../../core/errors';
import type { RuleError } from '../../core/types';
import { getTransglobalMap } from '../../maps/transglobal-registry';

/**
 * A match's options:
 * - `mapId`: a map registered in `shared-rules/maps/transglobal-registry.ts`;
 * - `startingBank`: each player's bank at the start, $ (integer 5–40, default 15);
 * - `taxFloor`: the bank the lowest player is taxed down to after round 2, $ (integer 1–15,
 *   default 5), or `null` for no taxes.
 */
export type TransglobalOptions = {
  readonly mapId: string;
  readonly startingBank: number;
  readonly taxFloor: number | null;
};

import { STARTING_BANK_RANGE, TAX_FLOOR_RANGE } from './meta';

export { STARTING_BANK_RANGE, TAX_FLOOR_RANGE } from './meta';

/** The zod schema of the options (unknown keys refused). */
export const transglobalOptionsSchema = z.strictObject({
  mapId: z.string().min(1).max(64),
  startingBank: z.number().int().min(STARTING_BANK_RANGE.min).max(STARTING_BANK_RANGE.max),
  taxFloor: z.union([z.null(), z.number().int().min(TAX_FLOOR_RANGE.min).max(TAX_FLOOR_RANGE.max)]),
});

/**
 * Parses untrusted options. Errors: `bad-options` (`params.field`, `params.issue`) when the
 * shape or a range is wrong; `unknown-map` (`params.mapId`) when no map of that id is
 * registered.
 */
export function parseTransglobalOptions(input: unknown): TransglobalOptions | RuleError {
  const plain = plainOptions(input);
  if (plain !== undefined && getTransglobalMap(plain.mapId) !== undefined) return plain;
  const parsed = transglobalOptionsSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue ? issue.path.map(String).join('.') : '';
    return ruleError('bad-options', `Transglobal options refused: ${field} ${issue?.message ?? ''}`.trim(), { field, issue: issue?.message ?? '' });
  }
  if (getTransglobalMap(parsed.data.mapId) === undefined) {
    return ruleError('unknown-map', `no Transglobal map ${parsed.data.mapId} is registered`, { mapId: parsed.data.mapId });
  }
  return parsed.data;
}

/**
 * `input` as options when it is a plain object holding exactly the three fields, each in range
 * (what the schema accepts, and the same object it would give: fields in schema order), else
 * `undefined` and the schema decides (issue #12: a match is started per game in self-play and
 * the bench, and the schema's parse cost more than the game's first actions).
 */
function plainOptions(input: unknown): TransglobalOptions | undefined {
  if (typeof input !== 'object' || input === null || Object.getPrototypeOf(input) !== Object.prototype) return undefined;
  const keys = Object.keys(input);
  if (keys.length !== 3 || !keys.every((key) => key === 'mapId' || key === 'startingBank' || key === 'taxFloor')) return undefined;
  const { mapId, startingBank, taxFloor } = input as { readonly mapId?: unknown; readonly startingBank?: unknown; readonly taxFloor?: unknown };
  if (typeof mapId !== 'string' || mapId.length < 1 || mapId.length > 64) return undefined;
  if (!isIntegerIn(startingBank, STARTING_BANK_RANGE)) return undefined;
  if (taxFloor !== null && !isIntegerIn(taxFloor, TAX_FLOOR_RANGE)) return undefined;
  return { mapId, startingBank, taxFloor };
}

/** Whether `x` is an integer from `range.min` to `range.max`. */
function isIntegerIn(x: unknown, range: { readonly min: number; readonly max: number }): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= range.min && x <= range.max;
}
