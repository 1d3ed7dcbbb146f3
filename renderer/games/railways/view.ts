/**
 * Reads Railways of the World's views (shared-rules/games/railways/views.ts) as the renderer
 * receives them: untyped JSON checked with zod into the game's own view types, and each seat's
 * legal list parsed into actions. No rules here; shapes only. The table view is parsed once per
 * JSON object (a WeakMap): the board, every seat panel and the centre strips read the same one.
 */
import { z } from 'zod';
import { viewReaders } from '../view-readers';
import type { RailwaysAction, RailwaysSeatView, RailwaysTableView } from '../../../shared-rules/games/railways';
import { parseRailwaysAction } from '../../../shared-rules/games/railways/actions';
import { BIDDING_STYLES } from '../../../shared-rules/games/railways/meta';

const seatId = z.number().int().min(0).max(5);
const numbers = z.array(z.number());

const playerSchema = z.object({
  seat: seatId,
  cash: z.number(),
  bonds: z.number(),
  engine: z.number(),
  score: z.number(),
  income: z.number(),
  kept: numbers,
  claimed: numbers,
  hotels: numbers,
  baronKept: z.boolean(),
  baron: z.number(),
  mines: z.number(),
});

const trackSchema = z.object({ id: z.number(), owner: z.number(), from: z.number(), hexes: numbers, to: z.number() });

const tableViewSchema = z.object({
  mapId: z.string(),
  options: z.object({ mapId: z.string(), bidding: z.enum(BIDDING_STYLES), mines: z.boolean(), fewerMarkers: z.boolean(), rotors: z.boolean().optional() }),
  phase: z.enum(['barons', 'auction', 'actions', 'over']),
  turn: z.number(),
  round: z.number(),
  endTurn: z.number().nullable(),
  maxTurns: z.number(),
  active: z.number(),
  toAct: z.array(seatId),
  actionsLeft: z.number(),
  first: z.number(),
  order: numbers,
  slot: z.number(),
  auction: z.object({ bidder: z.number(), high: z.number(), leader: z.number(), out: z.array(z.boolean()), bids: numbers, passed: numbers }).nullable(),
  build: z.object({ tiles: z.number(), cap: z.number(), spent: z.number(), grant: z.boolean(), steps: z.number() }).nullable(),
  players: z.array(playerSchema),
  cubes: z.array(numbers),
  cityColor: numbers,
  empty: z.array(z.boolean()),
  mined: z.array(z.boolean()),
  rotor: numbers.optional(),
  bag: numbers,
  newCityTiles: numbers,
  markersLeft: z.number(),
  tracks: z.array(trackSchema),
  nextTrackId: z.number(),
  faceUp: numbers,
  deckCount: z.number(),
  end: z.literal('game-end').nullable(),
  final: z.array(z.object({ bondPenalty: z.number(), baronPoints: z.number(), baronMet: z.boolean() })).nullable(),
  results: z.array(z.object({ seat: seatId, place: z.number(), score: z.number() })).nullable(),
});

const seatViewSchema = z.object({ seat: seatId, dealt: numbers, baron: z.number() });

/** The readers of Railways of the World's views and legal list (`../view-readers.ts`). */
export const { readTableView, readSeatView, readLegal } = viewReaders<RailwaysTableView, RailwaysSeatView, RailwaysAction>({ table: tableViewSchema, seat: seatViewSchema }, parseRailwaysAction);

export { mapIdOf } from '../view-readers';

/** The player index (turn order) of `seat` in `view`, or −1. */
export function playerIndexOf(view: RailwaysTableView, seat: number): number {
  return view.players.findIndex((p) => p.seat === seat);
}
