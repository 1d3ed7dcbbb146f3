/**
 * Test helpers for matches of the counter game: seats, starting a match, submitting actions
 * that must succeed, and a JSON picture of a match to prove a refused call changed nothing.
 */
import { expect } from 'vitest';
import { startMatch, submitAction, undoLast, type Match, type MatchFailure, type MatchUpdate } from '../../../shared-rules/core/match';
import type { Json, MatchSeat, SeatId } from '../../../shared-rules/core/types';
import { z } from 'zod';
import { counter, type CounterState } from '../../../shared-rules/games/counter';

/** `n` human seats 0…n−1 in turn order. */
export function seatsOf(n: number): MatchSeat[] {
  return Array.from({ length: n }, (_, seat) => ({ seat, color: `colour-${seat}`, symbol: 'circle', controller: 'human' as const }));
}

/** A fixed creation time (the rules have no clock; the header just records it). */
export const CREATED_AT = '2026-11-22T03:00:00.000Z';

/** Freezes a JSON value deeply, so that any mutation by the code under test throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Starts a counter match (default: 2 seats, default options, seed `seed-1`); fails the test if refused. */
export function startCounter(opts: { seats?: number; options?: unknown; seed?: string } = {}): Match {
  const started = startMatch(counter, {
    matchId: 'test-match',
    seats: seatsOf(opts.seats ?? 2),
    options: opts.options,
    seed: opts.seed ?? 'seed-1',
    createdAt: CREATED_AT,
  });
  if (!started.ok) throw new Error(`startMatch refused: ${started.error.code} ${started.error.message}`);
  const { record, state, rng, undoSteps } = started.match;
  deepFreeze({ record, state, rng, undoSteps });
  return started.match;
}

/** The accepted update, or a test failure naming the refusal. */
export function accepted(result: MatchUpdate | MatchFailure): MatchUpdate {
  if (!result.ok) throw new Error(`refused: ${result.error.code} ${result.error.message}`);
  const { record, state, rng, undoSteps } = result.match;
  deepFreeze({ record, state, rng, undoSteps });
  return result;
}

/** The refusal, or a test failure if the call was accepted. */
export function refused(result: MatchUpdate | MatchFailure): MatchFailure {
  if (result.ok) throw new Error(`accepted, expected a refusal: ${JSON.stringify(result.entry)}`);
  return result;
}

/** Submits an action that must be accepted and returns the new match. */
export function play(match: Match, action: Json): Match {
  return accepted(submitAction(match, action, 'human')).match;
}

/** Undoes for `seat`, which must be accepted, and returns the new match. */
export function undo(match: Match, seat: SeatId): Match {
  return accepted(undoLast(match, seat, 'human')).match;
}

/** Everything about a match that is data (not the module), as JSON text, to compare before and after. */
export function picture(match: Match): string {
  return JSON.stringify({ record: match.record, state: match.state, rng: match.rng, undoSteps: match.undoSteps });
}

/** The hash of the newest log entry (the state after it). */
export function lastHash(match: Match): string {
  const last = match.record.log.at(-1);
  expect(last).toBeDefined();
  return last?.hash ?? '';
}

const seatId = z.number().int().min(0).max(5);

/** A zod schema of counter's state, so tests narrow `match.state` by checking it, not by casting. */
const counterStateSchema = z.strictObject({
  seats: z.array(z.strictObject({ seat: seatId, points: z.number().int(), secret: z.string(), revealed: z.boolean() })),
  current: z.number().int(),
  total: z.number().int(),
  target: z.number().int(),
  addsThisTurn: z.number().int(),
  lastDraw: z.strictObject({ seat: seatId, value: z.number().int() }).nullable(),
  winner: seatId.nullable(),
});

/** The match's state as counter's state (checked; throws if it is not one). */
export function counterState(match: Match): CounterState {
  return counterStateSchema.parse(match.state);
}
