/**
 * Crash safety of the save store: a child process running the real store appends in a loop and
 * is SIGKILLed at a random moment, again and again. After every kill the match must load (from
 * some generation) with a valid record that holds at least every append the child had
 * acknowledged, and no copy may ever be found corrupt.
 *
 * The child is tests/main/fixtures/append-loop.ts (it imports main/saves/store.ts), bundled once
 * with vite into a plain CommonJS file: starting it under tsx costs about 0.5 s of CPU per
 * child, plain node about 0.1 s, which keeps 100+ kills well under a minute on 2 cores.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifySaveFile } from '../../main/saves/files';
import { createSaveStore } from '../../main/saves/store';
import { makeEntry, makeHeader } from './fixtures/match';

const DRIVER_SOURCE = fileURLToPath(new URL('./fixtures/append-loop.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const KILLS_PER_MATCH = 35;
const MATCHES = ['crash-a', 'crash-b', 'crash-c'];

let dir: string;
let driver: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'railtable-crash-'));
  const outDir = join(dir, 'driver');
  await build({
    configFile: false,
    logLevel: 'warn',
    root: REPO_ROOT,
    build: {
      ssr: DRIVER_SOURCE,
      outDir,
      emptyOutDir: false,
      minify: false,
      target: 'node20',
      rollupOptions: { output: { format: 'cjs', entryFileNames: 'append-loop.cjs' } },
    },
    ssr: { noExternal: true, target: 'node' },
  });
  driver = join(outDir, 'append-loop.cjs');
}, 60_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Run = { readonly acked: number; readonly killedAfterAppends: boolean };

/** Starts the driver, waits for its first acknowledged append, kills it after a random 0–40 ms; resolves with the highest acknowledged count. */
function runAndKill(matchId: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [driver, dir, matchId], { stdio: ['ignore', 'pipe', 'pipe'] });
    let acked = -1;
    let buffer = '';
    let stderr = '';
    let timer: NodeJS.Timeout | undefined;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const [word, count] = line.split(' ');
        const n = Number(count);
        if (word === 'ack' || word === 'ready') acked = Math.max(acked, n);
        if (word === 'ack' && timer === undefined) {
          timer = setTimeout(() => child.kill('SIGKILL'), Math.floor(Math.random() * 40));
        }
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`driver exited without being killed: ${stderr}`));
      else resolve({ acked, killedAfterAppends: acked > 0 });
    });
  });
}

describe('save store crash safety', () => {
  it(`after each of ${KILLS_PER_MATCH * MATCHES.length} SIGKILLs mid-append, the save loads with every acknowledged entry`, async () => {
    const store = createSaveStore({ dir, clock: () => new Date() });
    const loadedCounts: number[] = [];
    await Promise.all(
      MATCHES.map(async (matchId) => {
        for (let kill = 0; kill < KILLS_PER_MATCH; kill += 1) {
          const run = await runAndKill(matchId);
          const loaded = await store.load(matchId);
          if (!loaded.ok) throw new Error(`kill ${kill} of ${matchId}: ${loaded.error.code} ${loaded.error.message}`);
          expect(loaded.value.quarantined).toEqual([]);
          expect(loaded.value.record.log.length).toBeGreaterThanOrEqual(run.acked);
          expect(loaded.value.record).toEqual({
            ...makeHeader(matchId),
            log: loaded.value.record.log.map((_entry, seq) => makeEntry(seq)),
          });
          loadedCounts.push(loaded.value.record.log.length);
        }
      }),
    );
    expect(loadedCounts).toHaveLength(KILLS_PER_MATCH * MATCHES.length);
    const files = await readdir(dir);
    expect(files.filter((f) => f.includes('.corrupt-'))).toEqual([]);
    // The kills landed while appends were running: the matches grew across the runs.
    const listed = await store.list();
    expect(listed.ok && listed.value.saves.every((s) => s.entries > KILLS_PER_MATCH)).toBe(true);
    // Killed writes leave write-file-atomic temp files; list() tidies them, leaving only generations
    // (a match killed between rotating and writing has no current file: it loads from .bak).
    const after = (await readdir(dir)).filter((f) => f !== 'driver');
    expect(after.map((f) => classifySaveFile(f)?.kind)).toEqual(after.map(() => 'generation'));
    expect(after.filter((f) => f.endsWith('.gen3'))).toHaveLength(MATCHES.length);
  }, 90_000);
});
