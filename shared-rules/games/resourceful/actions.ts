/**
 * Resourceful Rails' actions (JSON `{ type, seat, ... }`), their zod parser and the game's
 * rule-error codes. Source: shared/rules/resourceful-rails.md "Build turns", "Normal turn",
 * "Track", "Trains", "Options".
 *
 * A turn is many small actions, as a player makes it at the table: one track section, one
 * milepost of movement, one load at a time, then `end-turn`.
 */
import { z } from 'zod';
import { ruleError } from '../../core/errors';
import type { RuleError, SeatId } from '../../core/types';
import { TRAIN_KINDS, type TrainKind } from './meta';

/**
 * An action of Resourceful Rails (mileposts are map milepost ids, goods are map good ids):
 * - `build {from, to}`: one track section (or ferry line) from a milepost the player's network
 *   reaches to its neighbour, paying for `to` (rules "Track");
 * - `upgrade {train}`: buy a better train ($20) or crossgrade Fast ↔ Heavy ($5);
 * - `place-train {milepost}`: the first normal turn's placement on a city the track reaches;
 * - `move {to}`: one milepost along usable track (own, major cities, an opponent's for a fee, a ferry);
 * - `pickup {good}` / `drop {good}`: load at a source city / unload unpaid at any city;
 * - `deliver {card, demand}`: fill demand 0–2 of a card in hand at its city;
 * - `discard-hand`: instead of the whole turn, draw three new cards;
 * - `discard-card {card}`: the extra starting cards option's discard (down to three);
 * - `end-turn`.
 */
export type ResourcefulAction =
  | { readonly type: 'build'; readonly seat: SeatId; readonly from: number; readonly to: number }
  | { readonly type: 'upgrade'; readonly seat: SeatId; readonly train: TrainKind }
  | { readonly type: 'place-train'; readonly seat: SeatId; readonly milepost: number }
  | { readonly type: 'move'; readonly seat: SeatId; readonly to: number }
  | { readonly type: 'pickup'; readonly seat: SeatId; readonly good: string }
  | { readonly type: 'drop'; readonly seat: SeatId; readonly good: string }
  | { readonly type: 'deliver'; readonly seat: SeatId; readonly card: number; readonly demand: number }
  | { readonly type: 'discard-hand'; readonly seat: SeatId }
  | { readonly type: 'discard-card'; readonly seat: SeatId; readonly card: number }
  | { readonly type: 'end-turn'; readonly seat: SeatId };

const seat = z.number().int().min(0).max(5);
const milepost = z.number().int().min(0).max(1_000_000);
const good = z.string().min(1).max(40);
const card = z.number().int().min(0).max(100_000);

/** The zod schema of an action (exact shapes: unknown keys are refused). */
export const resourcefulActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('build'), seat, from: milepost, to: milepost }),
  z.strictObject({ type: z.literal('upgrade'), seat, train: z.enum(TRAIN_KINDS as [TrainKind, ...TrainKind[]]) }),
  z.strictObject({ type: z.literal('place-train'), seat, milepost }),
  z.strictObject({ type: z.literal('move'), seat, to: milepost }),
  z.strictObject({ type: z.literal('pickup'), seat, good }),
  z.strictObject({ type: z.literal('drop'), seat, good }),
  z.strictObject({ type: z.literal('deliver'), seat, card, demand: z.number().int().min(0).max(2) }),
  z.strictObject({ type: z.literal('discard-hand'), seat }),
  z.strictObject({ type: z.literal('discard-card'), seat, card }),
  z.strictObject({ type: z.literal('end-turn'), seat }),
]);

/** Parses untrusted input as an action. Error `malformed-action` with `params.field` and `params.issue`. */
export function parseResourcefulAction(input: unknown): ResourcefulAction | RuleError {
  const parsed = resourcefulActionSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue ? issue.path.map(String).join('.') : '';
  return ruleError('malformed-action', `not a Resourceful Rails action: ${field} ${issue?.message ?? ''}`.trim(), { field, issue: issue?.message ?? '' });
}

/**
 * The game's own rule-error codes; each has `params` for the i18n string `errors.<code>`
 * (`city`, `river`, `ferry` and `good` are map ids; money in $; distances in mileposts):
 * - `not-now` {stage}: not open at this point of the turn (`build-turn`, `place-train`, `discard`, `moving`, `building`);
 * - `no-section` {from, to}: the two mileposts are not neighbours (or a ferry's ports);
 * - `not-reached` {from}: the player's network does not reach `from` (own track or a major city);
 * - `section-taken`: another player's track (one owner per section) or the player's own;
 * - `inside-major` {city}: nobody builds between a major city's mileposts;
 * - `over-budget` {cost, left}: more than $20 of track this turn (less after a crossgrade);
 * - `no-cash` {cost, cash}: the player cannot pay;
 * - `city-full` {city, limit}: the small (2) or medium (3) city already has that many players;
 * - `city-sections` {city}: the player already has 3 sections into that city;
 * - `courtesy` {city}: the section would leave the city unable to take its maximum of players;
 * - `major-limit` {city}: already 2 sections built out of that major city this turn;
 * - `ferry-full` {ferry}: two players already own the ferry line;
 * - `flooded` {river}: a flood forbids building across the river until its drawer's next turn;
 * - `snowed`: snow forbids building into mountain and alpine mileposts until its drawer's next turn;
 * - `upgrade-spent` {spent}: an upgrade is instead of building ($20); a crossgrade leaves $15;
 * - `upgraded`: one upgrade or crossgrade per turn; `no-upgrade` {from, to}: not a train it can become;
 * - `not-a-city` {milepost}: trains are placed, and loads dropped, only in cities;
 * - `not-placed`: the train is not on the board yet;
 * - `no-track` {to}: no track the train may use joins the two mileposts;
 * - `no-reverse`: a train reverses only in a city;
 * - `no-movement` {needed, left}: not enough movement left;
 * - `fee-unpayable` {owner, fee, cash}: the opponent's fee must be payable before entering;
 * - `ferry-wait`: a ferry is crossed at the start of a turn (the train waits at the port);
 * - `not-a-source` {good, city}; `supply-empty` {good}; `train-full` {capacity}; `strike` {city};
 * - `no-load` {good}: the train carries no such load;
 * - `no-card` {card}: not a card in the player's hand; `wrong-city` {city}: the demand is for another city;
 * - `must-discard` {count}: the extra starting cards must be discarded first;
 * - `turn-begun`: the hand can only be discarded instead of the whole turn.
 * Core codes also used: `not-your-turn`, `game-over`.
 */
export type ResourcefulErrorCode =
  | 'not-now'
  | 'no-section'
  | 'not-reached'
  | 'section-taken'
  | 'inside-major'
  | 'over-budget'
  | 'no-cash'
  | 'city-full'
  | 'city-sections'
  | 'courtesy'
  | 'major-limit'
  | 'ferry-full'
  | 'flooded'
  | 'snowed'
  | 'upgrade-spent'
  | 'upgraded'
  | 'no-upgrade'
  | 'not-a-city'
  | 'not-placed'
  | 'no-track'
  | 'no-reverse'
  | 'no-movement'
  | 'fee-unpayable'
  | 'ferry-wait'
  | 'not-a-source'
  | 'supply-empty'
  | 'train-full'
  | 'strike'
  | 'no-load'
  | 'no-card'
  | 'wrong-city'
  | 'must-discard'
  | 'turn-begun';

/** A Resourceful Rails rule error. */
export function resourcefulError(code: ResourcefulErrorCode, message: string, params: { readonly [key: string]: number | string } = {}): RuleError {
  return ruleError(code, message, params);
}
