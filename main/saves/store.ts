/**
 * The save store: one file per match in a folder (`<userData>/saves`), holding the match record
 * in a versioned envelope (`./envelope.ts`). Writes are atomic and durable (`./atomic.ts`), and
 * every overwrite first rotates the older copies: current → `.bak` → `.gen1` → `.gen2` → `.gen3`.
 * Loading tries the copies newest first; one that fails to parse, to validate or to `verify`
 * (the replay check) is moved aside as `<name>.corrupt-<time>` and reported, never deleted.
 *
 * One bad file never hides or blocks another (issue #13 §2): a copy that is not a regular file
 * (a directory, FIFO, socket or symbolic link), is over `SAVE_LIMITS.fileBytes` (32 MiB), nests
 * JSON deeper than `SAVE_LIMITS.depth`, or cannot be read is quarantined with its reason (or, if
 * it cannot even be moved, reported and skipped), and the scan goes on to the next copy and the
 * next match. A copy this build cannot judge (`foreign`: a game it lacks, another rules version)
 * is kept, listed with `foreign` and refused by `load` (`other-version`) and `append`.
 * No Electron here, so tests and the crash-safety child process run it under plain Node.
 */
import { constants as fsConstants } from 'node:fs';
import { mkdir, open, readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type {
  AppendRequest,
  LoadedMatch,
  QuarantineReport,
  Result,
  SaveSummary,
} from '../../preload/api';
import type { MatchHeader, MatchRecord, PendingEntry } from '../../shared-rules/core/types';
import type { AppendVerdict } from '../../shared-rules/games/check-record';
import { SAVE_LIMITS, jsonDepth, matchIdSchema } from '../../shared-rules/core/match-schema';
import { type Logger, silentLogger } from '../log/logger';
import { fail, ok } from '../result';
import { describeIssues, issuePath } from '../zod-issues';
import { isNotFound, renameIfExists, writeFileDurably } from './atomic';
import { appendRequestSchema, saveEnvelopeSchema, type SaveEnvelope, type SaveFileContent } from './envelope';
import {
  GENERATIONS,
  classifySaveFile,
  corruptFileName,
  generationFileName,
  generationPath,
  type Generation,
} from './files';

/**
 * The replay check run on every loaded record: `undefined` when the record replays to its
 * hashes, else a reason (e.g. "entry 12: hash mismatch"). Wired to the rules engine by main/index.ts.
 */
export type VerifyRecord = (record: MatchRecord) => string | undefined;

/** Why this build cannot judge a record (its game is missing, or another rules version made it), or `undefined` when it can. */
export type ForeignCheck = (record: MatchRecord) => { readonly why: 'unknown-game' | 'other-rules-version'; readonly reason: string } | undefined;

/**
 * The append check: given the saved `record` (possibly empty) and the new entry (hash optional),
 * the entry to save — rebuilt by replaying it, so its hash is computed here — or why it is refused.
 */
export type AppendCheck = (record: MatchRecord, entry: PendingEntry) => AppendVerdict;

/**
 * Options of {@link createSaveStore}. `clock` gives `updatedAt` and quarantine times; `verify`
 * is the replay check of loaded copies, `foreign` says which records it cannot judge (checked
 * first; such copies are kept, never verified), `checkAppend` the check of each new entry
 * (`refused-entry`); `maxFileBytes` caps one save file (default `SAVE_LIMITS.fileBytes`, 32 MiB)
 * on read (quarantined) and on append (`too-large`).
 */
export type SaveStoreOptions = {
  readonly dir: string;
  readonly clock: () => Date;
  readonly verify?: VerifyRecord;
  readonly foreign?: ForeignCheck;
  readonly checkAppend?: AppendCheck;
  readonly maxFileBytes?: number;
  readonly logger?: Logger;
};

/** The save store's operations, each resolving to a `Result` (I/O failures are `io-error`, never thrown). */
export interface SaveStore {
  /**
   * Summaries of every loadable match, newest first, and every quarantined file in the folder.
   * Like `load`, it quarantines copies that fail; it also deletes temp files of killed writes.
   */
  list(): Promise<Result<{ readonly saves: readonly SaveSummary[]; readonly quarantined: readonly QuarantineReport[] }>>;
  /**
   * The newest good copy of a match; `not-found` when it has none, `corrupt` when every copy
   * failed, `other-version` when the newest readable copy was made by a version this build cannot judge.
   */
  load(matchId: string): Promise<Result<LoadedMatch>>;
  /**
   * Appends one entry. Refused, with nothing written: `sequence-gap` unless `entry.seq` equals
   * the saved entry count; `invalid-payload` if the header differs; `refused-entry` when the
   * entry does not replay on the saved match; `other-version` on a save this build cannot judge;
   * `too-large` when the save would pass `maxFileBytes`.
   */
  append(request: AppendRequest): Promise<Result<{ readonly entries: number }>>;
  /** Deletes a match's current, `.bak` and generation files (and stale temp files); never its `.corrupt-*` files. */
  remove(matchId: string): Promise<Result<{ readonly removed: boolean }>>;
}

type Foreign = NonNullable<ReturnType<ForeignCheck>>;
type Found = { readonly envelope: SaveFileContent; readonly source: Generation; readonly foreign: Foreign | undefined };

/** What reading one copy gave: nothing there, its text, or why it is not a save at all. */
type Read = { readonly kind: 'missing' } | { readonly kind: 'text'; readonly text: string } | { readonly kind: 'bad'; readonly reason: string };

const NOT_A_FILE = [
  ['isDirectory', 'a directory'],
  ['isFIFO', 'a FIFO'],
  ['isSocket', 'a socket'],
  ['isSymbolicLink', 'a symbolic link'],
  ['isCharacterDevice', 'a device'],
  ['isBlockDevice', 'a device'],
] as const;

/**
 * Reads one save copy without ever blocking or following a link: opened non-blocking and
 * without following symbolic links (where the platform has those flags), then checked on the
 * open handle to be a regular file within `maxBytes`. I/O errors other than "not found" are
 * a `bad` verdict naming the error code, never thrown.
 */
async function readSaveCopy(file: string, maxBytes: number): Promise<Read> {
  const flags = fsConstants.O_RDONLY | (fsConstants.O_NOFOLLOW ?? 0) | (fsConstants.O_NONBLOCK ?? 0);
  let handle;
  try {
    handle = await open(file, flags);
  } catch (error) {
    if (isNotFound(error)) return { kind: 'missing' };
    const code = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    return { kind: 'bad', reason: code === 'ELOOP' ? 'not a regular file: a symbolic link' : `unreadable: ${code}` };
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) {
      const what = NOT_A_FILE.find(([test]) => info[test]())?.[1] ?? 'not a file';
      return { kind: 'bad', reason: `not a regular file: ${what}` };
    }
    if (info.size > maxBytes) return { kind: 'bad', reason: `too large: ${info.size} bytes, over the ${maxBytes}-byte limit` };
    const bytes = await handle.readFile();
    if (bytes.length > maxBytes) return { kind: 'bad', reason: `too large: over the ${maxBytes}-byte limit` };
    return { kind: 'text', text: bytes.toString('utf8') };
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    return { kind: 'bad', reason: `unreadable: ${code}` };
  } finally {
    await handle.close().catch(() => undefined);
  }
}
type Scan = { readonly found: Found | undefined; readonly quarantined: readonly QuarantineReport[] };

const HEADER_KEYS = ['matchId', 'gameId', 'rulesVersion', 'seats', 'options', 'seed', 'createdAt', 'hashVersion', 'tutorial'] as const;

/** Creates the save store over `options.dir` (created on first write). */
export function createSaveStore(options: SaveStoreOptions): SaveStore {
  const { dir, clock } = options;
  const logger = options.logger ?? silentLogger;
  const verify = options.verify ?? (() => undefined);
  const foreignOf = options.foreign ?? (() => undefined);
  // Without a replay check, an entry is saved as sent, and must then carry its hash.
  const checkAppend: AppendCheck =
    options.checkAppend ??
    ((_record, entry) => (entry.hash === undefined ? { ok: false, reason: `entry ${entry.seq}: no hash, and no replay check to compute it` } : { ok: true, entry: { ...entry, hash: entry.hash } }));
  const maxFileBytes = options.maxFileBytes ?? SAVE_LIMITS.fileBytes;
  const locks = new Map<string, Promise<unknown>>();
  /**
   * The last envelope this store wrote or verified as `current`, per match, with the file's
   * size and mtime then. An append whose current file still has that stamp skips re-reading
   * and replay-verifying it (the replay check runs on load and whenever the file changed
   * behind the store's back).
   */
  const known = new Map<string, { readonly envelope: SaveFileContent; readonly foreign: Foreign | undefined; readonly size: number; readonly mtimeMs: number }>();

  /** The stamp of a match's current file, or undefined when it has none. */
  async function currentStamp(matchId: string): Promise<{ size: number; mtimeMs: number } | undefined> {
    try {
      const info = await stat(generationPath(dir, matchId, 'current'));
      return { size: info.size, mtimeMs: info.mtimeMs };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  /** Remembers `envelope` as the verified content of the match's current file. */
  async function remember(matchId: string, envelope: SaveFileContent, foreign: Foreign | undefined): Promise<void> {
    const stamp = await currentStamp(matchId);
    if (stamp === undefined) known.delete(matchId);
    else known.set(matchId, { envelope, foreign, ...stamp });
  }

  /** The newest good generation, from memory when the current file is as this store left it. */
  async function newest(matchId: string): Promise<Scan> {
    const cached = known.get(matchId);
    if (cached !== undefined) {
      const stamp = await currentStamp(matchId);
      if (stamp !== undefined && stamp.size === cached.size && stamp.mtimeMs === cached.mtimeMs) {
        return { found: { envelope: cached.envelope, source: 'current', foreign: cached.foreign }, quarantined: [] };
      }
    }
    const result = await scan(matchId);
    if (result.found?.source === 'current') await remember(matchId, result.found.envelope, result.found.foreign);
    else known.delete(matchId);
    return result;
  }

  /** Runs `job` after every earlier job of the same match (appends, loads and removes never interleave). */
  function withLock<T>(matchId: string, job: () => Promise<T>): Promise<T> {
    const previous = locks.get(matchId) ?? Promise.resolve();
    const next = previous.then(job, job);
    const settled = next.then(
      () => undefined,
      () => undefined,
    );
    locks.set(matchId, settled);
    void settled.then(() => {
      if (locks.get(matchId) === settled) locks.delete(matchId);
    });
    return next;
  }

  /** Why a file's text is not a good save of `matchId`, or the parsed envelope (with `foreign` when this build cannot judge it). */
  function check(matchId: string, text: string): { envelope: SaveEnvelope; foreign: Foreign | undefined } | { reason: string } {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      return { reason: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
    }
    const depth = jsonDepth(json, SAVE_LIMITS.depth);
    if (depth > SAVE_LIMITS.depth) return { reason: `nested too deep: over ${SAVE_LIMITS.depth} levels` };
    let parsed;
    try {
      parsed = saveEnvelopeSchema.safeParse(json);
    } catch (error) {
      return { reason: `invalid save: the check threw: ${error instanceof Error ? error.message : String(error)}` };
    }
    if (!parsed.success) return { reason: `invalid save: ${describeIssues(parsed.error)}` };
    if (parsed.data.record.matchId !== matchId) {
      return { reason: `holds match ${parsed.data.record.matchId}, not ${matchId}` };
    }
    const foreign = foreignOf(parsed.data.record);
    if (foreign !== undefined) return { envelope: parsed.data, foreign };
    let verdict: string | undefined;
    try {
      verdict = verify(parsed.data.record);
    } catch (error) {
      verdict = `verify threw: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (verdict !== undefined) return { reason: `replay check failed: ${verdict}` };
    return { envelope: parsed.data, foreign: undefined };
  }

  /**
   * Moves a failed file aside under a fresh `.corrupt-<time>` name; the report. A file that
   * cannot be moved is left where it is and reported under its own name ("left in place").
   */
  async function quarantine(matchId: string, generation: Generation, reason: string): Promise<QuarantineReport> {
    const name = generationFileName(matchId, generation);
    const base = corruptFileName(name, clock());
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const file = attempt === 0 ? base : `${base}-${attempt}`;
      const existing = await stat(join(dir, file)).then(
        () => true,
        () => false,
      );
      if (existing) continue;
      try {
        await renameIfExists(join(dir, name), join(dir, file));
      } catch (error) {
        logger.error('saves.quarantine-failed', { matchId, file: name, reason, error: String(error) });
        return { matchId, file: name, reason: `${reason} (left in place: it could not be moved aside)` };
      }
      logger.warn('saves.quarantined', { matchId, file, reason });
      return { matchId, file, reason };
    }
    return { matchId, file: name, reason: `${reason} (left in place: no free quarantine name)` };
  }

  /** Finds the newest good generation of a match, quarantining every bad one on the way. */
  async function scan(matchId: string): Promise<Scan> {
    const quarantined: QuarantineReport[] = [];
    for (const generation of GENERATIONS) {
      const read = await readSaveCopy(generationPath(dir, matchId, generation), maxFileBytes);
      if (read.kind === 'missing') continue;
      const verdict = read.kind === 'bad' ? { reason: read.reason } : check(matchId, read.text);
      if ('envelope' in verdict) return { found: { envelope: verdict.envelope, source: generation, foreign: verdict.foreign }, quarantined };
      quarantined.push(await quarantine(matchId, generation, verdict.reason));
    }
    return { found: undefined, quarantined };
  }

  /** Shifts the older copies down one place (gen3 is dropped) and moves current to `.bak`. */
  async function rotate(matchId: string): Promise<void> {
    for (let index = GENERATIONS.length - 1; index > 0; index -= 1) {
      const to = GENERATIONS[index];
      const from = GENERATIONS[index - 1];
      if (to === undefined || from === undefined) continue;
      await renameIfExists(generationPath(dir, matchId, from), generationPath(dir, matchId, to));
    }
  }

  const ioError = (operation: string, error: unknown) => {
    logger.error('saves.io-error', { operation, error: String(error) });
    return fail<never>('io-error', `${operation} failed: ${error instanceof Error ? error.message : String(error)}`);
  };

  async function load(matchId: string): Promise<Result<LoadedMatch>> {
    if (!matchIdSchema.safeParse(matchId).success) return fail('invalid-payload', 'not a match id', 'matchId');
    try {
      const { found, quarantined } = await withLock(matchId, async () => {
        const result = await scan(matchId);
        if (result.found?.source === 'current') await remember(matchId, result.found.envelope, result.found.foreign);
        else known.delete(matchId);
        return result;
      });
      if (found?.foreign !== undefined) return fail('other-version', 'this save was made by another version of Railtable', found.foreign.reason);
      if (found !== undefined) return ok({ record: found.envelope.record, source: found.source, quarantined });
      if (quarantined.length > 0) {
        return fail('corrupt', `every saved copy of ${matchId} failed and was moved aside`, quarantined.map((q) => q.file).join(', '));
      }
      return fail('not-found', `no save for ${matchId}`, matchId);
    } catch (error) {
      return ioError('load', error);
    }
  }

  async function append(request: AppendRequest): Promise<Result<{ readonly entries: number }>> {
    const parsed = appendRequestSchema.safeParse(request);
    if (!parsed.success) return fail('invalid-payload', describeIssues(parsed.error), issuePath(parsed.error));
    const { header, entry, finished, toAct } = parsed.data;
    try {
      return await withLock(header.matchId, async () => {
        const { found } = await newest(header.matchId);
        if (found?.foreign !== undefined) {
          return fail<{ readonly entries: number }>('other-version', 'this save was made by another version of Railtable', found.foreign.reason);
        }
        const record: MatchRecord = found?.envelope.record ?? { ...header, log: [] };
        if (found !== undefined && !sameHeader(found.envelope.record, header)) {
          return fail<{ readonly entries: number }>('invalid-payload', `the header differs from the saved match ${header.matchId}`, 'header');
        }
        if (entry.seq !== record.log.length) {
          return fail<{ readonly entries: number }>(
            'sequence-gap',
            `entry seq ${entry.seq} does not follow the ${record.log.length} saved entries`,
            `expected seq ${record.log.length}`,
          );
        }
        const verdict = checkAppend(record, entry);
        if (!verdict.ok) {
          logger.warn('saves.append-refused', { matchId: header.matchId, seq: entry.seq, reason: verdict.reason });
          return fail<{ readonly entries: number }>('refused-entry', 'the entry does not replay on the saved match', verdict.reason);
        }
        const next: SaveFileContent = {
          format: 'railtable.save',
          version: 1,
          record: { ...record, log: [...record.log, verdict.entry] },
          finished: finished ?? found?.envelope.finished ?? false,
          updatedAt: clock().toISOString(),
          // Who is to act comes from the newest append only: an append without it makes it unknown.
          toAct: toAct ?? null,
        };
        const text = JSON.stringify(next);
        const bytes = Buffer.byteLength(text, 'utf8');
        if (bytes > maxFileBytes) {
          return fail<{ readonly entries: number }>('too-large', `the save of ${header.matchId} would be ${bytes} bytes, over the ${maxFileBytes}-byte limit`, String(bytes));
        }
        await mkdir(dir, { recursive: true });
        await rotate(header.matchId);
        known.delete(header.matchId);
        await writeFileDurably(generationPath(dir, header.matchId, 'current'), text);
        await remember(header.matchId, next, undefined);
        return ok({ entries: next.record.log.length });
      });
    } catch (error) {
      return ioError('append', error);
    }
  }

  async function remove(matchId: string): Promise<Result<{ readonly removed: boolean }>> {
    if (!matchIdSchema.safeParse(matchId).success) return fail('invalid-payload', 'not a match id', 'matchId');
    try {
      return await withLock(matchId, async () => {
        let removed = false;
        known.delete(matchId);
        for (const generation of GENERATIONS) {
          removed = (await unlinkIfExists(generationPath(dir, matchId, generation))) || removed;
        }
        for (const name of await readdirOrEmpty(dir)) {
          const kind = classifySaveFile(name);
          if (kind?.kind === 'temp' && kind.matchId === matchId) await unlinkIfExists(join(dir, name));
        }
        if (removed) logger.info('saves.removed', { matchId });
        return ok({ removed });
      });
    } catch (error) {
      return ioError('remove', error);
    }
  }

  async function list(): Promise<Result<{ readonly saves: readonly SaveSummary[]; readonly quarantined: readonly QuarantineReport[] }>> {
    try {
      const matchIds = new Set<string>();
      const temps = new Map<string, string[]>();
      for (const name of await readdirOrEmpty(dir)) {
        const kind = classifySaveFile(name);
        if (kind?.kind === 'generation') matchIds.add(kind.matchId);
        if (kind?.kind === 'temp') temps.set(kind.matchId, [...(temps.get(kind.matchId) ?? []), name]);
      }
      // Temp files left by a write that was killed hold no acknowledged data: tidy them away.
      for (const [matchId, names] of temps) {
        await withLock(matchId, async () => {
          for (const name of names) {
            await unlinkIfExists(join(dir, name)).catch((error: unknown) => logger.warn('saves.temp-left', { file: name, error: String(error) }));
          }
        });
      }
      const saves: SaveSummary[] = [];
      const quarantined: QuarantineReport[] = [];
      for (const matchId of [...matchIds].sort()) {
        // One match's trouble (even an I/O error moving a copy aside) never hides the others.
        try {
          const result = await withLock(matchId, () => scan(matchId));
          quarantined.push(...result.quarantined);
          if (result.found !== undefined) saves.push(summarise(result.found.envelope, result.found.foreign));
        } catch (error) {
          logger.error('saves.list-skipped', { matchId, error: String(error) });
          quarantined.push({ matchId, file: generationFileName(matchId, 'current'), reason: `skipped: ${error instanceof Error ? error.message : String(error)}` });
        }
      }
      const reported = new Set(quarantined.map((q) => q.file));
      for (const name of await readdirOrEmpty(dir)) {
        const kind = classifySaveFile(name);
        if (kind?.kind === 'corrupt' && !reported.has(name)) {
          quarantined.push({ matchId: kind.matchId, file: name, reason: 'moved aside by an earlier load' });
        }
      }
      saves.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
      return ok({ saves, quarantined });
    } catch (error) {
      return ioError('list', error);
    }
  }

  return { list, load, append, remove };
}

function summarise(envelope: SaveFileContent, foreign: Foreign | undefined): SaveSummary {
  const { record } = envelope;
  return {
    ...(foreign === undefined ? {} : { foreign: { why: foreign.why, detail: foreign.reason } }),
    matchId: record.matchId,
    gameId: record.gameId,
    seats: record.seats,
    options: record.options,
    entries: record.log.length,
    createdAt: record.createdAt,
    updatedAt: envelope.updatedAt,
    finished: envelope.finished,
    toAct: envelope.finished ? null : (envelope.toAct ?? null),
  };
}

/** Whether two headers describe the same match (compared as JSON, so absent and `undefined` fields agree). */
function sameHeader(record: MatchHeader, header: MatchHeader): boolean {
  return HEADER_KEYS.every((key) => isDeepStrictEqual(asJson(record[key]), asJson(header[key])));
}

function asJson(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

async function unlinkIfExists(file: string): Promise<boolean> {
  try {
    await unlink(file);
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

async function readdirOrEmpty(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}
