/**
 * The browser save store: the `saves` part of the platform contract (preload/api.ts) over
 * IndexedDB with idb-keyval. Each match keeps five generations — `current`, `bak`, `gen1`…`gen3`
 * — under keys `match:<matchId>:<generation>`, each an envelope
 * `{format, version, updatedAt, finished, record, toAct?}` (`toAct`: the seats to act after the
 * newest append, `null` when unknown; absent in envelopes written before it existed). A generation that fails to validate is moved
 * (never deleted) to `corrupt:<matchId>:<time>` and reported; the newest good one is used.
 * Operations never throw: failures come back as `Result` errors.
 *
 * Quarantine reports: `load` returns the generations it moved aside; `list` returns those moved
 * aside by that call (each is reported once; the moved data stays in the store for the admin).
 * A quarantined generation's key is `corrupt:<matchId>:<time>:<generation>`.
 *
 * Every generation is judged as main judges a save file (shared-rules/games/check-record.ts):
 * it must replay with its game to every recorded hash, or it is quarantined. A save this build
 * cannot judge (a game it lacks, another rules version) is kept, listed with `foreign`, and
 * refused by `load` (`other-version`). An append must replay on top of the saved match
 * (`refused-entry` otherwise; nothing is written). A generation this store wrote itself and finds
 * unchanged (same update time, length and last hash) is not replayed again.
 */
import { createStore, delMany, getMany, keys, setMany } from 'idb-keyval';
import { z } from 'zod';
import type { AppendRequest, ApiError, ApiErrorCode, LoadedMatch, QuarantineReport, Result, SaveSummary } from '../../preload/api';
import { SAVE_LIMITS, jsonDepth, matchHeaderSchema, pendingEntrySchema, matchIdSchema, matchSeatSchema } from '../../shared-rules/core/match-schema';
import type { MatchRecord, SeatId } from '../../shared-rules/core/types';
import { checkRecord, createAppendChecker, type ForeignReason } from '../../shared-rules/games/check-record';
import { checkMatchRecord, isActionJson } from './record-guard';
import { lazyGameModules, type GameModules } from './game-modules';

/** The generations of a save, newest first. */
export const GENERATIONS = ['current', 'bak', 'gen1', 'gen2', 'gen3'] as const;
/** One generation's name. */
export type Generation = (typeof GENERATIONS)[number];

/** The IndexedDB database and object store the saves live in. */
export const SAVE_DB = { database: 'railtable', store: 'saves' } as const;

/** The key of one generation of a match's save. */
export function saveKey(matchId: string, generation: Generation): string {
  return `match:${matchId}:${generation}`;
}

const envelopeSchema = z.object({
  format: z.literal('railtable-save'),
  version: z.literal(1),
  updatedAt: z.iso.datetime(),
  finished: z.boolean(),
  record: z.unknown(),
  toAct: z.array(matchSeatSchema.shape.seat).max(6).nullable().optional(),
});

const toActSchema = z.array(matchSeatSchema.shape.seat).max(6).optional();

type Envelope = {
  readonly format: 'railtable-save';
  readonly version: 1;
  readonly updatedAt: string;
  readonly finished: boolean;
  readonly record: MatchRecord;
  readonly toAct?: readonly SeatId[] | null;
};

/** The `saves` operations of RailtableApi. */
export type SaveStore = {
  list(): Promise<Result<{ readonly saves: readonly SaveSummary[]; readonly quarantined: readonly QuarantineReport[] }>>;
  load(matchId: string): Promise<Result<LoadedMatch>>;
  append(request: AppendRequest): Promise<Result<{ readonly entries: number }>>;
  remove(matchId: string): Promise<Result<{ readonly removed: boolean }>>;
};

function fail<T>(code: ApiErrorCode, message: string, detail?: string): Result<T> {
  const error: ApiError = detail === undefined ? { code, message } : { code, message, detail };
  return { ok: false, error };
}

function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

function checkEnvelope(value: unknown, matchId: string): { readonly ok: true; readonly envelope: Envelope } | { readonly ok: false; readonly reason: string } {
  if (jsonDepth(value, SAVE_LIMITS.depth) > SAVE_LIMITS.depth) return { ok: false, reason: `nested too deep: over ${SAVE_LIMITS.depth} levels` };
  const outer = envelopeSchema.safeParse(value);
  if (!outer.success) return { ok: false, reason: 'not a Railtable save envelope' };
  const inner = checkMatchRecord(outer.data.record);
  if (!inner.ok) return inner;
  if (inner.record.matchId !== matchId) return { ok: false, reason: `record is for match ${inner.record.matchId}` };
  return { ok: true, envelope: { ...outer.data, format: 'railtable-save', version: 1, record: inner.record } };
}

/** `2026-11-22T03:00:00.000Z` → `2026-11-22T03-00-00-000Z` (safe in a key or a file name). */
function stamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

/** The few key–value operations the save store needs (IndexedDB in the app, a Map in unit tests). */
export type KeyValueStore = {
  getMany(keys: readonly string[]): Promise<unknown[]>;
  setMany(entries: ReadonlyArray<readonly [string, unknown]>): Promise<void>;
  delMany(keys: readonly string[]): Promise<void>;
  keys(): Promise<IDBValidKey[]>;
};

/** The IndexedDB key–value store (`SAVE_DB`) through idb-keyval; `setMany` is one transaction. */
export function idbKeyValueStore(): KeyValueStore {
  const store = createStore(SAVE_DB.database, SAVE_DB.store);
  return {
    getMany: (names) => getMany<unknown>([...names], store),
    setMany: (entries) => setMany(entries.map(([k, v]): [IDBValidKey, unknown] => [k, v]), store),
    delMany: (names) => delMany([...names], store),
    keys: () => keys<IDBValidKey>(store),
  };
}

/** The report of a kept `corrupt:<matchId>:<time>:<generation>` entry (its stored reason, or "unreadable" when the entry itself is damaged). */
function quarantineReportOf(file: string, value: unknown): QuarantineReport {
  const [, matchId = '', , generation = ''] = file.split(':');
  const stored = typeof value === 'object' && value !== null && 'reason' in value && typeof value.reason === 'string' ? value.reason : 'unreadable';
  return { matchId, file, reason: `${generation}: ${stored}` };
}

type Found = {
  readonly envelope: Envelope;
  readonly index: number;
  readonly raw: readonly unknown[];
  readonly quarantined: readonly QuarantineReport[];
  /** Set when this build cannot judge the save (see the module docs). */
  readonly foreign: { readonly why: ForeignReason; readonly detail: string } | undefined;
};

/** What identifies an envelope this store wrote: its update time, entry count and last hash. */
function stampOf(envelope: Envelope): string {
  const last = envelope.record.log[envelope.record.log.length - 1];
  return `${envelope.updatedAt}|${envelope.record.log.length}|${last?.hash ?? ''}`;
}

/**
 * Create the browser save store.
 * @param kv where the envelopes live (IndexedDB by default)
 * @param now the clock (injectable for tests)
 */
export function createBrowserSaves(kv: KeyValueStore = idbKeyValueStore(), now: () => Date = () => new Date(), games: GameModules = lazyGameModules()): SaveStore {
  // One operation at a time, so an append never interleaves with another append or a load.
  let queue: Promise<unknown> = Promise.resolve();
  /** The stamp of each match's envelope this store wrote or replayed last (such a copy is not replayed again). */
  const verified = new Map<string, string>();
  const checkAppend = createAppendChecker(games.lookup);
  function serial<T>(job: () => Promise<Result<T>>): Promise<Result<T>> {
    const run = queue.then(job, job).catch((error: unknown) => fail<T>('io-error', 'IndexedDB operation failed', String(error)));
    queue = run;
    return run;
  }

  /** Read all generations, move bad ones aside, and return the newest good one (if any). */
  async function findGood(matchId: string): Promise<Found | { readonly envelope: undefined; readonly quarantined: readonly QuarantineReport[] }> {
    const names = GENERATIONS.map((g) => saveKey(matchId, g));
    const raw = await kv.getMany(names);
    const quarantined: QuarantineReport[] = [];
    for (const [index, value] of raw.entries()) {
      if (value === undefined) continue;
      const checked = checkEnvelope(value, matchId);
      let reason = checked.ok ? undefined : checked.reason;
      if (checked.ok) {
        const stampNow = stampOf(checked.envelope);
        if (verified.get(matchId) === stampNow) return { envelope: checked.envelope, index, raw, quarantined, foreign: undefined };
        await games.ready(checked.envelope.record.gameId);
        const verdict = checkRecord(checked.envelope.record, games.lookup);
        if (verdict.kind === 'foreign') return { envelope: checked.envelope, index, raw, quarantined, foreign: { why: verdict.why, detail: verdict.reason } };
        if (verdict.kind === 'ok') {
          verified.set(matchId, stampNow);
          return { envelope: checked.envelope, index, raw, quarantined, foreign: undefined };
        }
        reason = `replay check failed: ${verdict.reason}`;
      }
      const name = names[index];
      if (name === undefined) continue;
      const file = `corrupt:${matchId}:${stamp(now())}:${GENERATIONS[index] ?? index}`;
      await kv.setMany([[file, { movedFrom: name, reason, data: value }]]);
      await kv.delMany([name]);
      raw[index] = undefined;
      quarantined.push({ matchId, file, reason: `${GENERATIONS[index] ?? name}: ${reason ?? 'invalid'}` });
    }
    return { envelope: undefined, quarantined };
  }

  async function load(matchId: string): Promise<Result<LoadedMatch>> {
    if (!matchIdSchema.safeParse(matchId).success) return fail('invalid-payload', 'bad match id', matchId);
    const found = await findGood(matchId);
    if (found.envelope === undefined) {
      return found.quarantined.length > 0
        ? fail('corrupt', 'no good generation of this save is left', found.quarantined.map((q) => q.file).join(', '))
        : fail('not-found', 'no save for this match', matchId);
    }
    if ('foreign' in found && found.foreign !== undefined) return fail('other-version', 'this save was made by another version of Railtable', found.foreign.detail);
    const source = 'index' in found ? GENERATIONS[found.index] : undefined;
    return ok({ record: found.envelope.record, source: source ?? 'current', quarantined: found.quarantined });
  }

  async function append(request: AppendRequest): Promise<Result<{ readonly entries: number }>> {
    const header = matchHeaderSchema.safeParse(request.header);
    const entry = pendingEntrySchema.safeParse(request.entry);
    if (!header.success) return fail('invalid-payload', 'bad match header', header.error.issues[0]?.message);
    if (!entry.success) return fail('invalid-payload', 'bad log entry', entry.error.issues[0]?.message);
    if (request.entry.action !== undefined && !isActionJson(request.entry.action)) return fail('invalid-payload', 'action is not JSON');
    const toAct = toActSchema.safeParse(request.toAct);
    if (!toAct.success) return fail('invalid-payload', 'bad toAct', toAct.error.issues[0]?.message);
    const matchId = request.header.matchId;
    const found = await findGood(matchId);
    const base: MatchRecord = found.envelope?.record ?? { ...request.header, log: [] };
    if (request.entry.seq !== base.log.length) {
      return fail('sequence-gap', `entry seq ${request.entry.seq} but ${base.log.length} entries are saved`, matchId);
    }
    await games.ready(base.gameId);
    // The replay computes the entry's hash (the worker leaves it out); the replayed entry is saved.
    const verdict = checkAppend(base, request.entry);
    if (!verdict.ok) return fail('refused-entry', 'the entry does not replay on the saved match', verdict.reason);
    const next: Envelope = {
      format: 'railtable-save',
      version: 1,
      updatedAt: now().toISOString(),
      finished: request.finished ?? false,
      record: { ...base, log: [...base.log, verdict.entry] },
      // Who is to act comes from the newest append only: an append without it makes it unknown.
      toAct: toAct.data ?? null,
    };
    // A UTF-16 code unit is at most 3 UTF-8 bytes: encode (a copy) only when the text could be over the cap.
    const text = JSON.stringify(next);
    const bytes = text.length * 3 > SAVE_LIMITS.fileBytes ? new TextEncoder().encode(text).length : text.length;
    if (bytes > SAVE_LIMITS.fileBytes) return fail('too-large', `the save of ${matchId} would be ${bytes} bytes, over the ${SAVE_LIMITS.fileBytes}-byte limit`, String(bytes));
    // Rotate: the generation we built on becomes `bak`, the older ones follow it.
    const older = 'index' in found ? found.raw.slice(found.index) : [];
    const writes: Array<[string, unknown]> = [[saveKey(matchId, 'current'), next]];
    const deletes: string[] = [];
    for (const [i, generation] of GENERATIONS.slice(1).entries()) {
      const value = older[i];
      if (value === undefined) deletes.push(saveKey(matchId, generation));
      else writes.push([saveKey(matchId, generation), value]);
    }
    await kv.setMany(writes);
    if (deletes.length > 0) await kv.delMany(deletes);
    verified.set(matchId, stampOf(next));
    return ok({ entries: next.record.log.length });
  }

  async function list(): Promise<Result<{ readonly saves: readonly SaveSummary[]; readonly quarantined: readonly QuarantineReport[] }>> {
    const all = await kv.keys();
    const ids = new Set<string>();
    for (const key of all) {
      const match = typeof key === 'string' ? /^match:([A-Za-z0-9_-]{1,64}):/.exec(key) : null;
      if (match?.[1] !== undefined) ids.add(match[1]);
    }
    const saves: SaveSummary[] = [];
    for (const matchId of [...ids].sort()) {
      const found = await findGood(matchId);
      const envelope = found.envelope;
      if (envelope === undefined) continue;
      const r = envelope.record;
      saves.push({
        matchId,
        gameId: r.gameId,
        seats: r.seats,
        options: r.options,
        entries: r.log.length,
        createdAt: r.createdAt,
        updatedAt: envelope.updatedAt,
        finished: envelope.finished,
        toAct: envelope.finished ? null : (envelope.toAct ?? null),
        ...('foreign' in found && found.foreign !== undefined ? { foreign: found.foreign } : {}),
      });
    }
    saves.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    // Every quarantined copy still kept (moved aside now or in an earlier session), as main lists the folder's `*.corrupt-*` files.
    const corruptKeys = (await kv.keys()).filter((key): key is string => typeof key === 'string' && key.startsWith('corrupt:')).sort();
    const kept = await kv.getMany(corruptKeys);
    const quarantined = corruptKeys.map((file, i) => quarantineReportOf(file, kept[i]));
    return ok({ saves, quarantined });
  }

  async function remove(matchId: string): Promise<Result<{ readonly removed: boolean }>> {
    if (!matchIdSchema.safeParse(matchId).success) return fail('invalid-payload', 'bad match id', matchId);
    const names = GENERATIONS.map((g) => saveKey(matchId, g));
    const present = (await kv.getMany(names)).some((v) => v !== undefined);
    await kv.delMany(names);
    return ok({ removed: present });
  }

  return {
    list: () => serial(list),
    load: (matchId) => serial(() => load(matchId)),
    append: (request) => serial(() => append(request)),
    remove: (matchId) => serial(() => remove(matchId)),
  };
}
