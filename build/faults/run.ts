/**
 * The fault run (`npm run faults`, issue #13 "A fault run anyone can repeat"): for every
 * registered game, main's real save wiring (main/saves/app-store.ts) runs in a child process
 * (./child.ts) playing seeded matches with the game's random bot, and is killed with SIGKILL at
 * random moments during its appends, at least `--kills` times (default 100) per game. After every
 * kill the match is loaded through the same wiring and must hold every acknowledged action.
 * Then each file fault is applied to a saved match — truncation, a flipped byte, a tampered
 * hash, a tampered actor, a directory, a FIFO, a symbolic link, a file over 32 MiB, JSON nested
 * 5,000 deep in place of its newest copy — and the match must still load from an older copy and
 * take appends again.
 *
 * It prints, per game: kills, acknowledged actions lost (must be 0), matches unloadable with no
 * good generation (must be 0), files quarantined (by reason), quarantined files deleted (must
 * be 0); exit 1 if any of the three is not 0. Flags: `--kills N`, `--game <id>`, `--seed S`.
 * Not a test: it takes a few minutes (about 2 min for 100 kills of each of two games on 2 cores).
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { createAppSaveStore } from '../../main/saves/app-store';
import { classifySaveFile } from '../../main/saves/files';
import { SAVE_LIMITS } from '../../shared-rules/core/match-schema';
import { createRandom } from '../../shared-rules/core/random';
import type { GameDefinition } from '../../shared-rules/core/define-game';
import { gameDefinitions } from '../../shared-rules/games/registry';
import { optionSets } from '../sim/options';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const { values: flags } = parseArgs({ options: { kills: { type: 'string', default: '100' }, game: { type: 'string' }, seed: { type: 'string', default: 'faults' } } });
const KILLS = Number(flags.kills);
const random = createRandom(flags.seed ?? 'faults');

/** Bundles the child once into plain CommonJS (starting it under tsx would cost ~0.5 s per kill). */
async function bundleChild(outDir: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: ROOT,
    build: { ssr: join(ROOT, 'build/faults/child.ts'), outDir, emptyOutDir: false, minify: false, target: 'node20', rollupOptions: { output: { format: 'cjs', entryFileNames: 'child.cjs' } } },
    ssr: { noExternal: true, target: 'node' },
  });
  return join(outDir, 'child.cjs');
}

type Run = { readonly acked: number; readonly killed: boolean; readonly done: boolean; readonly error: string | undefined };

/** Runs the child on one match; kills it `killAfterMs` after it is ready (never, if undefined). */
function runChild(child: string, dir: string, game: string, matchId: string, options: unknown, killAfterMs: number | undefined, maxAppends?: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const args = [child, dir, game, matchId, JSON.stringify(options), ...(maxAppends === undefined ? [] : [String(maxAppends)])];
    const proc = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let acked = 0;
    let done = false;
    let error: string | undefined;
    let stderr = '';
    let buffer = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let newline;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        const [word, value] = line.split(' ');
        if (word === 'ready' && killAfterMs !== undefined) setTimeout(() => proc.kill('SIGKILL'), killAfterMs);
        if (word === 'ack') acked = Number(value);
        if (word === 'done') done = true;
        if (word === 'error') error = line;
      }
    });
    proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    proc.on('error', reject);
    proc.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve({ acked, killed: !done, done, error });
      else if (code === 0 || code === 2) resolve({ acked, killed: false, done, error });
      else reject(new Error(`the child failed (exit ${code}): ${stderr.slice(0, 2000)}`));
    });
  });
}

type Tally = { kills: number; acked: number; lost: number; unloadable: number; deleted: number; refused: number; matches: number; quarantined: Map<string, number>; recovered: number; faults: number };

/** Counts a quarantine reason under its kind ("replay check failed", "not a regular file: a FIFO", …). */
function countReason(tally: Tally, reason: string): void {
  const kind = reason.startsWith('replay check failed') ? 'replay check failed' : reason.startsWith('not JSON') ? 'not JSON' : reason.startsWith('invalid save') ? 'invalid save' : reason.replace(/:? \d+ bytes.*$/, '').replace(/ \(left in place.*$/, '');
  tally.quarantined.set(kind, (tally.quarantined.get(kind) ?? 0) + 1);
}

/** The quarantined files in `dir`. */
async function corruptFiles(dir: string): Promise<Set<string>> {
  const names = existsSync(dir) ? await readdir(dir) : [];
  return new Set(names.filter((n) => classifySaveFile(n)?.kind === 'corrupt'));
}

/** Loads a match through main's wiring; counts what it finds against what was acknowledged. */
async function check(dir: string, tally: Tally, matchId: string, acked: number): Promise<number> {
  const store = createAppSaveStore({ dir });
  const loaded = await store.load(matchId);
  if (loaded.ok) {
    for (const q of loaded.value.quarantined) countReason(tally, q.reason);
    const entries = loaded.value.record.log.length;
    if (entries < acked) tally.lost += acked - entries;
    return entries;
  }
  if (loaded.error.code === 'not-found') {
    tally.lost += acked;
    return 0;
  }
  tally.unloadable += 1;
  console.log(`  ${matchId}: unloadable: ${loaded.error.code} ${loaded.error.message}`);
  return 0;
}

const FAULTS: ReadonlyArray<readonly [string, (file: string) => Promise<void>]> = [
  ['truncated', async (file) => truncate(file, Math.floor((await readFile(file)).length / 2))],
  ['byte flipped', async (file) => {
    const bytes = await readFile(file);
    const at = Math.floor(bytes.length * 0.6);
    bytes[at] = (bytes[at] ?? 0) ^ 0x20;
    await writeFile(file, bytes);
  }],
  ['hash tampered', async (file) => {
    const save = JSON.parse(await readFile(file, 'utf8')) as { record: { log: { hash: string }[] } };
    const entry = save.record.log.at(-2);
    if (entry !== undefined) entry.hash = `${entry.hash.slice(0, -4)}AAAA`;
    await writeFile(file, JSON.stringify(save));
  }],
  ['actor tampered', async (file) => {
    const save = JSON.parse(await readFile(file, 'utf8')) as { record: { log: { by: string }[] } };
    const entry = save.record.log.at(-1);
    if (entry !== undefined) entry.by = entry.by === 'bot' ? 'human' : 'bot';
    await writeFile(file, JSON.stringify(save));
  }],
  ['a directory', async (file) => {
    await rm(file);
    await mkdir(file);
  }],
  ...(process.platform === 'win32' ? [] : [['a FIFO', async (file: string) => {
    await rm(file);
    execFileSync('mkfifo', [file]);
  }] as const]),
  ['a symbolic link', async (file) => {
    const elsewhere = `${file}.elsewhere`;
    await writeFile(elsewhere, await readFile(file));
    await rm(file);
    await symlink(elsewhere, file);
  }],
  ['over 32 MiB', async (file) => truncate(file, SAVE_LIMITS.fileBytes + 1)],
  ['JSON nested 5,000 deep', async (file) => writeFile(file, `${'['.repeat(5000)}${']'.repeat(5000)}`)],
];

async function runGame(child: string, definition: GameDefinition): Promise<Tally> {
  const dir = await mkdtemp(join(tmpdir(), `railtable-faults-${definition.id}-`));
  const tally: Tally = { kills: 0, acked: 0, lost: 0, unloadable: 0, deleted: 0, refused: 0, matches: 0, quarantined: new Map(), recovered: 0, faults: 0 };
  // Its defaults once per map (or other enum value), round robin.
  const sets = optionSets(definition).map((set) => set.options);
  let kept = new Set<string>();
  const keepTrack = async () => {
    const now = await corruptFiles(dir);
    for (const name of kept) if (!now.has(name)) tally.deleted += 1;
    kept = now;
  };
  let index = 0;
  let acked = 0;
  let killsThisMatch = 0;
  while (tally.kills < KILLS) {
    const matchId = `${definition.id}-${index}`;
    // Kill soon after start (during the first appends) as often as deep into a run.
    const killAfterMs = random.int(0, 3) === 0 ? random.int(0, 20) : random.int(20, 400);
    const run = await runChild(child, dir, definition.id, matchId, sets[index % sets.length], killAfterMs);
    if (run.error !== undefined) {
      tally.refused += 1;
      console.log(`  ${matchId}: ${run.error}`);
    }
    acked = Math.max(acked, run.acked);
    if (run.killed) tally.kills += 1;
    const entries = await check(dir, tally, matchId, acked);
    await keepTrack();
    acked = Math.max(acked, entries);
    killsThisMatch += run.killed ? 1 : 0;
    // A match ends when the game does, or (for games with several option sets: the maps) after its share of the kills.
    if (run.done || (sets.length > 1 && killsThisMatch >= Math.ceil(KILLS / sets.length))) {
      tally.acked += acked;
      tally.matches += 1;
      index += 1;
      acked = 0;
      killsThisMatch = 0;
    }
  }
  tally.acked += acked;
  if (acked > 0) tally.matches += 1;

  // File faults: each on the newest copy of a fresh match with a few saved copies.
  for (const [name, apply] of FAULTS) {
    const matchId = `${definition.id}-fault-${name.replace(/[^a-z0-9]+/gi, '-')}`;
    const first = await runChild(child, dir, definition.id, matchId, sets[0], undefined, 6);
    if (first.acked < 3) continue;
    const file = join(dir, `${matchId}.json`);
    await apply(file);
    tally.faults += 1;
    const entries = await check(dir, tally, matchId, first.acked - 1);
    if (entries > 0) tally.recovered += 1;
    // Appends go on after the fault: the child loads the match and plays on.
    const again = await runChild(child, dir, definition.id, matchId, sets[0], undefined, 4);
    if (again.error !== undefined) {
      tally.refused += 1;
      console.log(`  ${matchId} after ${name}: ${again.error}`);
    }
    await check(dir, tally, matchId, again.acked);
    await keepTrack();
  }
  await rm(dir, { recursive: true, force: true });
  return tally;
}

async function main(): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'railtable-faults-'));
  const child = await bundleChild(work);
  const games = Object.values(gameDefinitions).filter((d) => flags.game === undefined || d.id === flags.game);
  if (games.length === 0) throw new Error(`no game ${flags.game}`);
  let bad = 0;
  for (const definition of games) {
    const started = Date.now();
    const t = await runGame(child, definition);
    const reasons = [...t.quarantined].map(([reason, n]) => `${n} ${reason}`).join('; ') || 'none';
    console.log(`${definition.id}: ${t.kills} kills over ${t.matches} matches (${t.acked} acknowledged actions): lost ${t.lost}, unloadable ${t.unloadable}, deleted ${t.deleted}, appends refused ${t.refused}; ${t.faults} file faults, ${t.recovered} recovered from an older copy; quarantined: ${reasons} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    if (t.lost > 0 || t.unloadable > 0 || t.deleted > 0 || t.refused > 0 || t.recovered < t.faults) bad += 1;
  }
  await rm(work, { recursive: true, force: true });
  console.log(bad === 0 ? 'faults: every game kept every acknowledged action' : `faults: ${bad} game(s) lost, refused or could not load saves`);
  process.exit(bad === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
