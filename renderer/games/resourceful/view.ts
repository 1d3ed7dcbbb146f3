/**
 * Reads Resourceful Rails' views (shared-rules/games/resourceful/views.ts) as the renderer
 * receives them: untyped JSON checked with zod into the game's own view types, and each seat's
 * legal list parsed into actions. No rules here; shapes only. The table view is parsed once per
 * JSON object (a WeakMap), since the board, every seat panel and the planner read the same one.
 */
import { z } from 'zod';
import { viewReaders } from '../view-readers';
import type { ResourcefulAction, ResourcefulSeatView, ResourcefulTableView } from '../../../shared-rules/games/resourceful';
import { parseResourcefulAction } from '../../../shared-rules/games/resourceful/actions';
import { TRAIN_KINDS, type TrainKind } from '../../../shared-rules/games/resourceful/meta';

const seatId = z.number().int().min(0).max(5);
const numbers = z.array(z.number());
const trainKind = z.enum(TRAIN_KINDS as [TrainKind, ...TrainKind[]]);
const demandSchema = z.object({ city: z.string(), good: z.string(), payment: z.number() });

const playerSchema = z.object({
  seat: seatId,
  cash: z.number(),
  train: trainKind,
  speed: z.number(),
  capacity: z.number(),
  at: z.number(),
  from: z.number(),
  loads: z.array(z.string()),
  hand: z.array(z.object({ id: z.number(), demands: z.array(demandSchema) })),
  connectedMajors: z.number(),
  majors: z.array(z.string()),
  sections: z.number(),
  derailed: z.boolean(),
  qualifies: z.boolean(),
});

const tableViewSchema = z.object({
  mapId: z.string(),
  stage: z.enum(['build', 'play']),
  buildTurn: z.object({ done: z.number(), total: z.number() }),
  round: z.number(),
  roundLimit: z.number().nullable(),
  toAct: z.array(seatId),
  majorsToWin: z.number(),
  winCash: z.number(),
  players: z.array(playerSchema),
  track: numbers,
  ferries: z.array(z.array(seatId)),
  supply: numbers,
  deckSize: z.number(),
  discards: z.number(),
  turn: z.object({
    stage: z.enum(['move', 'build']),
    movement: z.number(),
    spent: z.number(),
    budget: z.number(),
    upgrade: z.enum(['upgrade', 'crossgrade']).nullable(),
    fees: z.array(seatId),
    moved: z.boolean(),
    canDiscardHand: z.boolean(),
  }),
  lasting: z.array(z.object({ card: z.number(), kind: z.string(), drawer: seatId, cities: z.array(z.string()), river: z.string().nullable() })),
  finalRound: z.boolean(),
  end: z.enum(['connected-and-rich', 'round-limit']).nullable(),
  results: z.array(z.object({ seat: seatId, place: z.number(), cash: z.number(), qualified: z.boolean() })).nullable(),
});

const seatViewSchema = z.object({ seat: seatId });

/** The readers of Resourceful Rails' views and legal list (`../view-readers.ts`). */
export const { readTableView, readSeatView, readLegal } = viewReaders<ResourcefulTableView, ResourcefulSeatView, ResourcefulAction>({ table: tableViewSchema, seat: seatViewSchema }, parseResourcefulAction);

export { mapIdOf } from '../view-readers';
