/**
 * The save benchmarks, on the real save store (`main/saves/store.ts`) in a fresh temp folder on
 * the same disk as the app's data (ext4 here; tmpfs would hide the fsync cost):
 * - appending one action to a 1,000-entry match of the first table game (ms; target ≤ 10) with the store
 *   wired as the app wires it (`createReplayVerifier()`): the append re-reads, validates and
 *   replay-verifies the saved copy, rotates the generations and writes atomically with fsyncs;
 * - the same append with no replay check (ms, for information: the write path alone);
 * - loading the match and replay-verifying it (ms).
 * The 1,000-entry file is written once directly (a typed `SaveFileContent`); each timed append
 * adds one more entry (1,000 → 1,000 + runs).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MatchHeader, MatchRecord } from '../../shared-rules/core/types';
import type { SaveFileContent } from '../../main/saves/envelope';
import { generationPath } from '../../main/saves/files';
import { createSaveStore, type VerifyRecord } from '../../main/saves/store';
import { createReplayVerifier } from '../../main/saves/verify';
import { silentLogger } from '../../main/log/logger';
import { recordOfLength } from './records';
import { errorMessage, measured, unmeasured, type BenchRow } from './row';
import { timedAsync } from './sampler';
import { summarize } from './stats';

/** Options of {@link runSavesBenchmarks}: `quick` repeats 5 times instead of 20. */
export type SavesOptions = { readonly quick: boolean; readonly log: (line: string) => void };

const BASE_ENTRIES = 1000;

function headerOf(record: MatchRecord): MatchHeader {
  const { log: _log, ...header } = record;
  return header;
}

/** Writes `record` cut to its first `entries` entries as the current save of its match in `dir`. */
function plantSave(dir: string, record: MatchRecord, entries: number): void {
  const content: SaveFileContent = { format: 'railtable.save', version: 1, record: { ...record, log: record.log.slice(0, entries) }, finished: false, updatedAt: '2026-01-01T00:00:00.000Z' };
  writeFileSync(generationPath(dir, record.matchId, 'current'), JSON.stringify(content));
}

/** Times `runs` appends of the entries after the first 1,000 with a store using `verify` (ms each). */
async function appendTimes(record: MatchRecord, runs: number, verify: VerifyRecord | undefined): Promise<number[]> {
  const dir = mkdtempSync(join(tmpdir(), 'railtable-bench-saves-'));
  try {
    plantSave(dir, record, BASE_ENTRIES);
    const store = createSaveStore(verify === undefined ? { dir, clock: () => new Date(), logger: silentLogger } : { dir, clock: () => new Date(), verify, logger: silentLogger });
    const header = headerOf(record);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const entry = record.log[BASE_ENTRIES + i];
      if (entry === undefined) throw new Error(`the record has no entry ${BASE_ENTRIES + i}`);
      const { value, ms } = await timedAsync(() => store.append({ header, entry }));
      if (!value.ok) throw new Error(`append refused: ${value.error.code} ${value.error.message}`);
      times.push(ms);
    }
    return times;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Times `runs` loads (with the replay check) of a 1,000-entry save (ms each). */
async function loadTimes(record: MatchRecord, runs: number): Promise<number[]> {
  const dir = mkdtempSync(join(tmpdir(), 'railtable-bench-saves-'));
  try {
    plantSave(dir, record, BASE_ENTRIES);
    const store = createSaveStore({ dir, clock: () => new Date(), verify: createReplayVerifier(), logger: silentLogger });
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const { value, ms } = await timedAsync(() => store.load(record.matchId));
      if (!value.ok) throw new Error(`load failed: ${value.error.code} ${value.error.message}`);
      if (value.value.record.log.length !== BASE_ENTRIES) throw new Error(`loaded ${value.value.record.log.length} entries, not ${BASE_ENTRIES}`);
      times.push(ms);
    }
    return times;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the save benchmarks; a benchmark that throws becomes an `error` row and the others still run. */
export async function runSavesBenchmarks(options: SavesOptions): Promise<BenchRow[]> {
  const runs = options.quick ? 5 : 20;
  options.log('saves: recording a 1,000-entry match');
  const record = recordOfLength(BASE_ENTRIES + runs);
  const rows: BenchRow[] = [];
  const where = `${record.gameId} match; temp folder under ${tmpdir()}; ${runs} runs`;
  try {
    options.log('saves: append (as wired in the app)');
    const times = await appendTimes(record, runs, createReplayVerifier());
    rows.push(measured('saves', 'append 1 action to a 1,000-entry match', 'ms', summarize(times), { kind: 'max', value: 10 }, `store as main/index.ts wires it (replay check on the re-read copy), atomic write + fsyncs; ${where}`));
  } catch (error) {
    rows.push(unmeasured('error', 'saves', 'append 1 action to a 1,000-entry match', 'ms', errorMessage(error), { kind: 'max', value: 10 }));
  }
  try {
    options.log('saves: append without the replay check');
    const times = await appendTimes(record, runs, undefined);
    rows.push(measured('saves', '  append, without the replay check', 'ms', summarize(times), undefined, 'read + parse + validate + rotate + atomic fsynced write only'));
  } catch (error) {
    rows.push(unmeasured('error', 'saves', '  append, without the replay check', 'ms', errorMessage(error)));
  }
  try {
    options.log('saves: load + replay check');
    const times = await loadTimes(record, runs);
    rows.push(measured('saves', 'load + replay-verify a 1,000-entry match', 'ms', summarize(times), undefined, `store.load with createReplayVerifier(); ${where}`));
  } catch (error) {
    rows.push(unmeasured('error', 'saves', 'load + replay-verify a 1,000-entry match', 'ms', errorMessage(error)));
  }
  return rows;
}
