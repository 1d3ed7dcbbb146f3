/**
 * Railways of the World's options and their parser (rules "Options from the source"):
 * - `mapId`: one of the shipped maps (`./map-ids.ts`) or a map registered for tests that has a
 *   data file (`./tables/`);
 * - `bidding`: `traditional` (the winner pays, order clockwise from them), `first-to-pass` (the
 *   winner pays all, each passer half their bid rounded up; passers go last in the order they
 *   passed; all pass: the last to pass leads) or `worst-is-first` (an auction for the first turn
 *   only; then order by score, worst first, ties to the player later in the turn order;
 *   Railroad Executive cards removed);
 * - `mines`: twice per player, $10k: cubes drawn onto a grey city until a colour repeats (at most 5);
 * - `fewerMarkers`: fewer Empty City markers (Our table `fewerMarkers` less), a shorter game;
 * - `rotors` (City Rotors): the big cities show a second colour that turns after each delivery
 *   there (`./meta.ts` `nextRotor`). Optional: logs from before the option lack it (off), and a
 *   game without it keeps the state it always had.
 */
import { z } from 'zod';
import { ruleError } from '../../core/errors';
import type { RuleError } from '../../core/types';
import { hasRailwaysMap } from '../../maps/railways-maps';
import { BIDDING_STYLES, type BiddingStyle } from './meta';
import { getRailwaysTable } from './tables';

/** A match's options. */
export type RailwaysOptions = {
  readonly mapId: string;
  readonly bidding: BiddingStyle;
  readonly mines: boolean;
  readonly fewerMarkers: boolean;
  readonly rotors?: boolean;
};


const railwaysOptionsSchema = z.strictObject({
  mapId: z.string().refine((id) => hasRailwaysMap(id) && getRailwaysTable(id) !== undefined, { message: 'unknown map' }),
  bidding: z.enum(BIDDING_STYLES),
  mines: z.boolean(),
  fewerMarkers: z.boolean(),
  rotors: z.boolean().optional(),
});

/** Parses untrusted options. Error `bad-options` (`params.field`, `params.issue`) when the shape is wrong or the map unknown. */
export function parseRailwaysOptions(input: unknown): RailwaysOptions | RuleError {
  const parsed = railwaysOptionsSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue ? issue.path.map(String).join('.') : '';
  return ruleError('bad-options', `Railways of the World options refused: ${field} ${issue?.message ?? ''}`.trim(), { field, issue: issue?.message ?? '' });
}
