/**
 * Railways of the World's actions (JSON `{ type, seat, ... }`), their zod parser and the game's
 * rule-error codes. Hexes are map hex indices; colours goods colour codes 0–4 (red, yellow, blue,
 * purple, black); money in $k. Source: shared/rules/railways-of-the-world.md.
 *
 * A build is many small actions, as a player makes it at the table: `build` opens it, each
 * `track` lays one tile (or joins a city), `done` closes it; anything before `done` may be undone.
 */
import { z } from 'zod';
import { ruleError } from '../../core/errors';
import type { RuleError, SeatId } from '../../core/types';

/**
 * An action of Railways of the World:
 * - `keep {card}`: keep one of the Rail Baron cards dealt (rules "Setup");
 * - `bid {amount}` / `pass`: raise the first-player auction or drop out (rules "1."); in the action
 *   rounds `pass` spends the action doing nothing;
 * - `bond`: issue a bond, +$5k now, $1k interest every turn, −1 point at the end (Our table);
 *   any time the player is to act;
 * - `build {card?}`: open a build action, using a kept Land Grant or Perfect Engineering card;
 *   `track {from, to}`: one tile from a city or the end of own open track into the neighbour hex
 *   `to` (or, `to` a city, completing the link); `done`: end the build (rules "A Build track");
 * - `urbanize {city, color}`: a New City tile of that colour on a grey city (rules "B Urbanize");
 * - `upgrade`: the engine one level up (rules "C Upgrade engine");
 * - `mine {city}`: with the mines option, $10k: cubes drawn onto a grey city until a colour repeats;
 * - `deliver {city, color, links}`: one cube of `color` from the city on hex `city` over the links
 *   (track ids, in order) to a city of its colour (rules "D Deliver one cube");
 * - `take {card, city?, color?}`: a face-up operations card; `city` (a hex) for City Growth,
 *   Hotel and New Industry, `color` for New Industry (rules "E Take an Operations card").
 */
export type RailwaysAction =
  | { readonly type: 'keep'; readonly seat: SeatId; readonly card: number }
  | { readonly type: 'bid'; readonly seat: SeatId; readonly amount: number }
  | { readonly type: 'pass'; readonly seat: SeatId }
  | { readonly type: 'bond'; readonly seat: SeatId }
  | { readonly type: 'build'; readonly seat: SeatId; readonly card?: number }
  | { readonly type: 'track'; readonly seat: SeatId; readonly from: number; readonly to: number }
  | { readonly type: 'done'; readonly seat: SeatId }
  | { readonly type: 'urbanize'; readonly seat: SeatId; readonly city: number; readonly color: number }
  | { readonly type: 'upgrade'; readonly seat: SeatId }
  | { readonly type: 'mine'; readonly seat: SeatId; readonly city: number }
  | { readonly type: 'deliver'; readonly seat: SeatId; readonly city: number; readonly color: number; readonly links: readonly number[] }
  | { readonly type: 'take'; readonly seat: SeatId; readonly card: number; readonly city?: number; readonly color?: number };

const seat = z.number().int().min(0).max(5);
const hex = z.number().int().min(0).max(100_000);
const card = z.number().int().min(0).max(1000);
const color = z.number().int().min(0).max(4);

/** The zod schema of an action (exact shapes: unknown keys are refused). */
export const railwaysActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('keep'), seat, card }),
  z.strictObject({ type: z.literal('bid'), seat, amount: z.number().int().min(1).max(10_000) }),
  z.strictObject({ type: z.literal('pass'), seat }),
  z.strictObject({ type: z.literal('bond'), seat }),
  z.strictObject({ type: z.literal('build'), seat, card: card.optional() }),
  z.strictObject({ type: z.literal('track'), seat, from: hex, to: hex }),
  z.strictObject({ type: z.literal('done'), seat }),
  z.strictObject({ type: z.literal('urbanize'), seat, city: hex, color }),
  z.strictObject({ type: z.literal('upgrade'), seat }),
  z.strictObject({ type: z.literal('mine'), seat, city: hex }),
  z.strictObject({ type: z.literal('deliver'), seat, city: hex, color, links: z.array(z.number().int().min(0).max(1_000_000)).min(1).max(8) }),
  z.strictObject({ type: z.literal('take'), seat, card, city: hex.optional(), color: color.optional() }),
]);

/** Parses untrusted input as an action. Error `malformed-action` with `params.field` and `params.issue`. */
export function parseRailwaysAction(input: unknown): RailwaysAction | RuleError {
  const parsed = railwaysActionSchema.safeParse(input);
  if (parsed.success) return parsed.data as RailwaysAction;
  const issue = parsed.error.issues[0];
  const field = issue ? issue.path.map(String).join('.') : '';
  return ruleError('malformed-action', `not a Railways of the World action: ${field} ${issue?.message ?? ''}`.trim(), { field, issue: issue?.message ?? '' });
}

/**
 * The game's own rule-error codes; each has `params` for the i18n string `railways.errors.<code>`
 * (`city` a city id, `hex` a hex index, money in $k):
 * - `not-now` {stage}: not open at this point (`barons`, `auction`, `actions`, `building`);
 * - `not-dealt` {card}: that Rail Baron card was not dealt to the player;
 * - `bid-too-low` {min}: a bid must beat the high bid (and be at least $1k);
 * - `no-cash` {cost, cash}: the player cannot pay (a bond would raise the money);
 * - `too-many-bonds` {max}: no more bonds by choice;
 * - `not-held` {card}: the player keeps no such card (or it is not one used in a build);
 * - `not-track-end` {hex}: track starts at a city or at the end of the player's own open track;
 * - `not-neighbours` {from, to}: the hexes do not share a side;
 * - `side-taken` {hex}: track already uses that side of the hex;
 * - `hex-full` {hex}: two tiles already, or the end of an open track lies there;
 * - `track-loop` {hex}: the track already runs through that hex, or returns to its own city;
 * - `no-tiles-left` {cap}: this build has laid all its tiles;
 * - `nothing-to-build`: no tile can be laid anywhere now;
 * - `not-grey` {city}: only a grey city is urbanized;
 * - `no-new-city` {color}: no New City tile of that colour is left (never red);
 * - `engine-top` {level}: the engine is at the top level;
 * - `no-cube` {city, color}: no cube of that colour on that city;
 * - `bad-path` {reason}: the links do not make a delivery (`gap`, `first-link`, `city-twice`,
 *   `too-long`, `passes-color`, `wrong-end`, `no-link`);
 * - `not-face-up` {card}: that operations card is not face up;
 * - `race-card` {card}: a race card is claimed by doing what it says, not taken;
 * - `needs-city` {card} / `bad-city` {hex}: the card needs a city (coloured for City Growth, grey
 *   for New Industry, any for a Hotel);
 * - `needs-color` {card}: New Industry needs a colour;
 * - `mines-off`: the match is played without mines; `no-mines-left` {max}: both mines placed;
 *   `city-mined` {city}: that city had its mine.
 */
export type RailwaysErrorCode =
  | 'not-now'
  | 'not-dealt'
  | 'bid-too-low'
  | 'no-cash'
  | 'too-many-bonds'
  | 'not-held'
  | 'not-track-end'
  | 'not-neighbours'
  | 'side-taken'
  | 'hex-full'
  | 'track-loop'
  | 'no-tiles-left'
  | 'nothing-to-build'
  | 'not-grey'
  | 'no-new-city'
  | 'engine-top'
  | 'no-cube'
  | 'bad-path'
  | 'not-face-up'
  | 'race-card'
  | 'needs-city'
  | 'bad-city'
  | 'needs-color'
  | 'mines-off'
  | 'no-mines-left'
  | 'city-mined';
