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

/**
 * Windows' reserved device names (CON, PRN, AUX, NUL, COM0–9, LPT0–9, any case): a file named
 * `nul.json` cannot be created or read there, so no match id may be one of them (issue #13 §8).
 */
export const WINDOWS_RESERVED_NAME = /^(?:con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/** A match id: letters, digits, `-` and `_`, 1–64 characters (it names a file), and not a Windows device name. */
export const matchIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'match ids use letters, digits, - and _ (1–64)')
  .refine((id) => !WINDOWS_RESERVED_NAME.test(id), 'match ids may not be a Windows device name (con, nul, com1…)');

/**
 * The limits a save must keep, in both save stores (issue #13 §2, §4): a save file (one
 * generation, UTF-8 JSON) of at most `fileBytes` (32 MiB; a whole 2,000-entry match is well
 * under 1 MB), and JSON nested at most `depth` levels (a real record is under 12 deep; the
 * recursive schema of `options` would overflow the stack at a few thousand).
 */
export const SAVE_LIMITS = { fileBytes: 32 * 1024 * 1024, depth: 64 } as const;

/**
 * How deep a parsed JSON value nests (a scalar is 0, `[]` and `{}` are 1, `[[1]]` is 2), counted
 * without recursion so a hostile value cannot overflow the stack. Stops counting at `stopAt`
 * (returns the first depth beyond it), so the cost is bounded by the value's size.
 */
export function jsonDepth(value: unknown, stopAt: number = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  const pending: Array<{ readonly value: unknown; readonly depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === undefined || next.value === null || typeof next.value !== 'object') continue;
    const depth = next.depth + 1;
    if (depth > deepest) deepest = depth;
    if (deepest > stopAt) return deepest;
    const children = Array.isArray(next.value) ? next.value : Object.values(next.value);
    for (const child of children) if (child !== null && typeof child === 'object') pending.push({ value: child, depth });
  }
  return deepest;
}

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

/** An entry sent to be saved: a log entry whose hash may be left out (`PendingEntry`: the store's replay computes it). */
export const pendingEntrySchema = logEntrySchema.extend({ hash: logEntrySchema.shape.hash.optional() });

export const matchHeaderSchema = z.object({
  matchId: matchIdSchema,
  gameId: z.string().min(1).max(32),
  rulesVersion: z.number().int().nonnegative(),
  seats: z.array(matchSeatSchema).min(1).max(6),
  options: jsonSchema,
  seed: z.string().min(1).max(128),
  createdAt: z.iso.datetime(),
  hashVersion: z.literal(2).optional(),
  tutorial: z.object({ seat: seatIdSchema }).optional(),
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
