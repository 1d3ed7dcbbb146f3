/**
 * zod schemas for the match record (the save envelope and test fixture), used wherever a
 * record arrives from outside: the main process's save store, the browser save store, IPC
 * payloads and fixture files. Shapes: `./types.ts`.
 */
import { z } from 'zod';
import type { Json, LogEntry, MatchHeader, MatchRecord } from './types';

/** Any JSON value. */
export const jsonSchema: z.ZodType<Json> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(jsonSchema), z.record(z.string(), jsonSchema)]),
);

const seatIdSchema = z.number().int().min(0).max(5);

export const matchSeatSchema = z.object({
  seat: seatIdSchema,
  color: z.string().min(1).max(32),
  symbol: z.string().min(1).max(32),
  controller: z.enum(['human', 'bot']),
  botLevel: z.enum(['easy', 'medium', 'hard', 'random']).optional(),
});

/** A match id: letters, digits, `-` and `_`, 1–64 characters (it names a file). */
export const matchIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'match ids use letters, digits, - and _ (1–64)');

export const actionSchema = z.looseObject({ type: z.string().min(1).max(64), seat: seatIdSchema });

export const logEntrySchema = z.object({
  seq: z.number().int().nonnegative(),
  kind: z.enum(['action', 'undo']),
  seat: seatIdSchema,
  by: z.enum(['human', 'bot']),
  action: actionSchema.optional(),
  undoes: z.number().int().nonnegative().optional(),
  revealed: z.boolean(),
  drewRandom: z.boolean(),
  hash: z.string().min(1).max(128),
});

export const matchHeaderSchema = z.object({
  matchId: matchIdSchema,
  gameId: z.string().min(1).max(32),
  rulesVersion: z.number().int().nonnegative(),
  seats: z.array(matchSeatSchema).min(1).max(6),
  options: jsonSchema,
  seed: z.string().min(1).max(128),
  createdAt: z.iso.datetime(),
});

export const matchRecordSchema = matchHeaderSchema.extend({ log: z.array(logEntrySchema) });

/** Parse untrusted input as a match record; `success: false` carries zod's issues. */
export function parseMatchRecord(input: unknown): ReturnType<typeof matchRecordSchema.safeParse> {
  return matchRecordSchema.safeParse(input);
}

// Compile-time checks that the schemas and the hand-written types agree.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _header: Same<z.infer<typeof matchHeaderSchema>['seats'][number]['seat'], MatchHeader['seats'][number]['seat']> = true;
const _entry: z.infer<typeof logEntrySchema> extends Omit<LogEntry, 'action'> ? true : false = true;
const _record: z.infer<typeof matchRecordSchema> extends Omit<MatchRecord, 'log' | 'options'> ? true : false = true;
void _header; void _entry; void _record;
