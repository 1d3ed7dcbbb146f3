/**
 * The save file format: a versioned envelope around a match record,
 * `{format: 'railtable.save', version: 1, record, finished, updatedAt, toAct?}` (shared/KIOSK.md
 * "Saves and settings"), and the zod schemas that check it and an append request. `toAct` (the
 * seats to act after the last entry) is optional, so files written before it existed still load.
 */
import { z } from 'zod';
import {
  actionSchema,
  jsonSchema,
  logEntrySchema,
  matchHeaderSchema,
  pendingEntrySchema,
  matchRecordSchema,
  matchSeatSchema,
} from '../../shared-rules/core/match-schema';
import type { LogEntry, MatchHeader, MatchRecord, PendingEntry, SeatId } from '../../shared-rules/core/types';

/** An action as saved: the core action shape, and JSON throughout. */
const savedActionSchema = z.intersection(actionSchema, jsonSchema);

/** A log entry as saved (the core `logEntrySchema`, with its action typed as JSON). */
export const savedLogEntrySchema = logEntrySchema.extend({ action: savedActionSchema.optional() });

/**
 * A match record as saved: the core `matchRecordSchema` with JSON actions, whose log
 * entries are numbered 0, 1, 2… in order (`log[i].seq === i`).
 */
export const savedRecordSchema = matchRecordSchema
  .extend({ log: z.array(savedLogEntrySchema) })
  .superRefine((record, ctx) => {
    record.log.forEach((entry, index) => {
      if (entry.seq !== index) {
        ctx.addIssue({ code: 'custom', path: ['log', index, 'seq'], message: `entry ${index} has seq ${entry.seq}` });
      }
    });
  });

/** The seats to act (seat ids 0–5, at most 6). */
export const toActSchema = z.array(matchSeatSchema.shape.seat).max(6);

/** The save file's envelope, version 1. `updatedAt` is ISO 8601; `toAct` is absent in older files, `null` when unknown. */
export const saveEnvelopeSchema = z.object({
  format: z.literal('railtable.save'),
  version: z.literal(1),
  record: savedRecordSchema,
  finished: z.boolean(),
  updatedAt: z.iso.datetime(),
  toAct: toActSchema.nullable().optional(),
});

/** A parsed save file. */
export type SaveEnvelope = z.infer<typeof saveEnvelopeSchema>;

/** What the store writes: the envelope around a contract-typed match record. */
export type SaveFileContent = {
  readonly format: 'railtable.save';
  readonly version: 1;
  readonly record: MatchRecord;
  readonly finished: boolean;
  readonly updatedAt: string;
  readonly toAct?: readonly SeatId[] | null;
};

/**
 * An append request: header, the next log entry (its hash optional: the worker leaves it out and
 * the store's replay computes it; one given must match), whether the match is now over, and who
 * is to act after it.
 */
export const appendRequestSchema = z.object({
  header: matchHeaderSchema,
  entry: pendingEntrySchema.extend({ action: savedActionSchema.optional() }),
  finished: z.boolean().optional(),
  toAct: toActSchema.optional(),
});

// Compile-time checks: what the schemas produce is what the contract types promise.
const _record: z.infer<typeof savedRecordSchema> extends MatchRecord ? true : false = true;
const _entry: z.infer<typeof savedLogEntrySchema> extends LogEntry ? true : false = true;
const _pending: z.infer<typeof appendRequestSchema>['entry'] extends PendingEntry ? true : false = true;
void _pending;
const _header: z.infer<typeof matchHeaderSchema> extends MatchHeader ? true : false = true;
const _file: SaveEnvelope extends SaveFileContent ? true : false = true;
void _file;
void _record;
void _entry;
void _header;
