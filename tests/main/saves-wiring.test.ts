/**
 * Saves through main exactly as the app wires it (issue #13 §1): main/index.ts is booted with
 * Electron faked at its module seam, and the renderer's calls go through the IPC handlers it
 * registers. For every registered game and every map it offers, a real seeded match (the game's
 * own bots) is saved entry by entry, listed, loaded and resumed; "Saved games" opened in the
 * middle of a game changes nothing; and a whole finished real game on disk loads. Before games
 * carried their own data, main had no Transglobal map and quarantined every one of these.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadedMatch, QuarantineReport, Result, SaveSummary } from '../../preload/api';
import { outcomeOf, replayMatch, startMatch, submitAction, type Match } from '../../shared-rules/core/match';
import { createRandom } from '../../shared-rules/core/random';
import type { MatchSeat } from '../../shared-rules/core/types';
import { SAVE_LIMITS } from '../../shared-rules/core/match-schema';
import type { GameDefinition } from '../../shared-rules/core/define-game';
import { gameDefinitions } from '../../shared-rules/games/registry';
import { optionSets } from '../../build/sim/options';
import { electronFake as fake } from './electron-fake';

vi.mock('electron', async () => (await import('./electron-fake')).electronModule());

const OUR_PAGE = { senderFrame: { url: 'app://railtable/index.html', parent: null } };
const argv = process.argv;

beforeEach(async () => {
  fake.state.userData = await mkdtemp(join(tmpdir(), 'railtable-wiring-'));
  vi.resetModules();
  vi.clearAllMocks();
  fake.ipcHandlers.clear();
  fake.FakeWindow.instances.length = 0;
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  process.argv = argv;
  vi.restoreAllMocks();
  await rm(fake.state.userData, { recursive: true, force: true });
});

/** Boots main in desktop mode; resolves once its IPC handlers are registered. */
async function bootMain(): Promise<void> {
  process.argv = [...argv, '--mode=desktop'];
  await import('../../main/index');
  fake.ready();
  await vi.waitFor(() => expect(fake.ipcHandlers.has('saves:append')).toBe(true));
}

/** Calls a main IPC handler as the app's page would. */
async function invoke<T>(channel: string, ...args: unknown[]): Promise<Result<T>> {
  const handler = fake.ipcHandlers.get(channel);
  if (handler === undefined) throw new Error(`main registered no handler for ${channel}`);
  return (await handler(OUR_PAGE, ...args)) as Result<T>;
}

const cases = Object.values(gameDefinitions).flatMap((definition) => optionSets(definition).map((set) => ({ definition, ...set })));

/** A seeded match of `definition` with its own bots on every seat (its strongest cheap level: random where offered). */
function newMatch(definition: GameDefinition, options: unknown, matchId: string): Match {
  const players = Math.max(definition.module.meta.seats.min, 3);
  const seats: MatchSeat[] = Array.from({ length: players }, (_, i) => ({ seat: i * 2 < 6 ? i * 2 : i, color: `#00000${i}`, symbol: 'circle', controller: 'bot', botLevel: 'random' }));
  const started = startMatch(definition.module, { matchId, seats, options, seed: `wiring-${matchId}`, createdAt: '2026-11-24T10:00:00.000Z' });
  if (!started.ok) throw new Error(`${definition.id}: ${started.error.message}`);
  return started.match;
}

/** Plays up to `count` more actions with the game's random bot; the match after them. */
function play(definition: GameDefinition, match: Match, count: number, seed: string): Match {
  const bot = definition.bots.random;
  if (bot === undefined) throw new Error(`${definition.id} has no random bot`);
  const random = createRandom(seed);
  let current = match;
  for (let i = 0; i < count && outcomeOf(current) === undefined; i++) {
    const { module, state } = current;
    const seat = module.toAct(state)[0];
    if (seat === undefined) break;
    const action = bot.decide(module.seatView(state, seat), module.tableView(state), module.legalActions(state, seat), random, {});
    if (action === undefined) throw new Error(`${definition.id}: the bot found no move`);
    const next = submitAction(current, action, 'bot');
    if (!next.ok) throw new Error(`${definition.id}: ${next.error.message}`);
    current = next.match;
  }
  return current;
}

/**
 * Appends entries `from`… of `match` through main's `saves:append`, as the renderer does after
 * each action: `sent: 'worker'` without their hash, as the worker's session sends them (main's
 * replay computes it); `'hashed'` with it (main checks it).
 */
async function appendFrom(match: Match, from: number, sent: 'worker' | 'hashed'): Promise<void> {
  const { log, ...header } = match.record;
  for (const recorded of log.slice(from)) {
    const { hash, ...pending } = recorded;
    const entry = sent === 'worker' ? pending : { ...pending, hash };
    const answer = await invoke<{ entries: number }>('saves:append', { header, entry, finished: outcomeOf(match) !== undefined, toAct: match.module.toAct(match.state) });
    if (!answer.ok) throw new Error(`append ${recorded.seq}: ${answer.error.code} ${answer.error.message}`);
  }
}

describe('saves through main as the app wires it, for every game and map', () => {
  it.each(cases)('$definition.id ($label): save → list → load → resume, with "Saved games" opened mid-game', async ({ definition, options, label }) => {
    await bootMain();
    const matchId = `${definition.id}-${label.replace(/[^A-Za-z0-9]/g, '-')}`;
    let match = play(definition, newMatch(definition, options, matchId), 25, `${matchId}-a`);
    expect(match.record.log.length).toBeGreaterThan(0);
    await appendFrom(match, 0, 'worker');

    // "Saved games" opened mid-game: the match is listed, nothing is moved aside.
    const listed = await invoke<{ saves: SaveSummary[]; quarantined: QuarantineReport[] }>('saves:list');
    if (!listed.ok) throw new Error(listed.error.message);
    expect(listed.value.quarantined).toEqual([]);
    expect(listed.value.saves.map((s) => [s.matchId, s.gameId, s.entries])).toEqual([[matchId, definition.id, match.record.log.length]]);

    // The game goes on and every later append is taken.
    const before = match.record.log.length;
    match = play(definition, match, 15, `${matchId}-b`);
    await appendFrom(match, before, 'hashed');

    // Resume: the loaded record replays to the same state as the live match; the hashes main
    // computed for the worker's entries are the runner's own.
    const loaded = await invoke<LoadedMatch>('saves:load', matchId);
    if (!loaded.ok) throw new Error(`${loaded.error.code}: ${loaded.error.message}`);
    expect(loaded.value.record.log).toEqual(match.record.log);
    expect(loaded.value.quarantined).toEqual([]);
    expect(loaded.value.source).toBe('current');
    const resumed = replayMatch(definition.module, loaded.value.record);
    if (!resumed.ok) throw new Error(resumed.error.message);
    expect(resumed.match.state).toEqual(match.state);
    expect(await readdir(join(fake.state.userData, 'saves'))).not.toContainEqual(expect.stringContaining('.corrupt-'));
  });

  it.each(cases)('$definition.id ($label): a whole finished real game on disk lists and loads', async ({ definition, options, label }) => {
    const matchId = `done-${definition.id}-${label.replace(/[^A-Za-z0-9]/g, '-')}`;
    const match = play(definition, newMatch(definition, options, matchId), 20_000, `${matchId}-whole`);
    expect(outcomeOf(match)).toBeDefined();
    const dir = join(fake.state.userData, 'saves');
    await import('node:fs/promises').then((fs) => fs.mkdir(dir, { recursive: true }));
    const envelope = { format: 'railtable.save', version: 1, record: match.record, finished: true, updatedAt: '2026-11-24T11:00:00.000Z', toAct: [] };
    await writeFile(join(dir, `${matchId}.json`), JSON.stringify(envelope));
    await bootMain();
    const listed = await invoke<{ saves: SaveSummary[]; quarantined: QuarantineReport[] }>('saves:list');
    if (!listed.ok) throw new Error(listed.error.message);
    expect(listed.value.quarantined).toEqual([]);
    expect(listed.value.saves.map((s) => [s.matchId, s.finished, s.entries])).toEqual([[matchId, true, match.record.log.length]]);
    const loaded = await invoke<LoadedMatch>('saves:load', matchId);
    expect(loaded.ok ? loaded.value.record.log.length : loaded.error.message).toBe(match.record.log.length);
  });
});

type Listing = { saves: SaveSummary[]; quarantined: QuarantineReport[] };

/** Writes a save envelope of `record` as `<name>` in main's saves folder. */
async function writeSave(name: string, record: Match['record'], extra: Record<string, unknown> = {}): Promise<string> {
  const dir = join(fake.state.userData, 'saves');
  await mkdir(dir, { recursive: true });
  const file = join(dir, name);
  await writeFile(file, JSON.stringify({ format: 'railtable.save', version: 1, record, finished: false, updatedAt: '2026-11-24T11:00:00.000Z', toAct: [], ...extra }));
  return file;
}

const firstGame = Object.values(gameDefinitions).find((d) => d.card.test !== true) ?? Object.values(gameDefinitions)[0];
if (firstGame === undefined) throw new Error('no game is registered');

describe('one bad file never hides or blocks another (#13 §2), through main', () => {
  it('a directory, a FIFO, a symbolic link, a file over 32 MiB and JSON nested 5,000 deep are each set aside with their reason; the good match lists, loads and takes appends', async () => {
    const dir = join(fake.state.userData, 'saves');
    const good = play(firstGame, newMatch(firstGame, firstGame.module.meta.defaultOptions, 'good'), 12, 'good');
    await writeSave('good.json', good.record);
    await mkdir(join(dir, 'adir.json'));
    const hostile = ['adir.json', 'huge.json', 'deep.json', 'link.json'];
    if (process.platform !== 'win32') {
      execFileSync('mkfifo', [join(dir, 'fifo.json')]);
      hostile.push('fifo.json');
    }
    const target = await writeSave('elsewhere.txt', play(firstGame, newMatch(firstGame, firstGame.module.meta.defaultOptions, 'link'), 3, 'link').record);
    await symlink(target, join(dir, 'link.json'));
    await writeFile(join(dir, 'huge.json'), '');
    await truncate(join(dir, 'huge.json'), SAVE_LIMITS.fileBytes + 1);
    await writeFile(join(dir, 'deep.json'), `${'['.repeat(5000)}${']'.repeat(5000)}`);

    await bootMain();
    const listed = await invoke<Listing>('saves:list');
    if (!listed.ok) throw new Error(listed.error.message);
    expect(listed.value.saves.map((s) => s.matchId)).toEqual(['good']);
    const reasons = Object.fromEntries(listed.value.quarantined.map((q) => [q.matchId, q.reason]));
    expect(reasons).toMatchObject({
      adir: 'not a regular file: a directory',
      link: 'not a regular file: a symbolic link',
      huge: expect.stringMatching(/^too large: 33554433 bytes/),
      deep: expect.stringMatching(/^nested too deep/),
      ...(process.platform === 'win32' ? {} : { fifo: 'not a regular file: a FIFO' }),
    });
    // Set aside, never deleted: each bad name is now a .corrupt- file, and the link's target is untouched.
    const names = await readdir(dir);
    for (const name of hostile) {
      expect(names).not.toContain(name);
      expect(names.some((n) => n.startsWith(`${name}.corrupt-`))).toBe(true);
    }
    expect(names).toContain('elsewhere.txt');

    const loaded = await invoke<LoadedMatch>('saves:load', 'good');
    expect(loaded.ok && loaded.value.record.log.length).toBe(good.record.log.length);
    const more = play(firstGame, good, 5, 'good-more');
    await appendFrom(more, good.record.log.length, 'worker');
    const again = await invoke<LoadedMatch>('saves:load', 'good');
    expect(again.ok && again.value.record.log.length).toBe(more.record.log.length);
  });

  it('a match id that is a Windows device name (con, NUL, com1, lpt9) is refused at load, append and delete', async () => {
    await bootMain();
    const match = play(firstGame, newMatch(firstGame, firstGame.module.meta.defaultOptions, 'fine'), 1, 'fine');
    const { log, ...header } = match.record;
    for (const id of ['con', 'NUL', 'com1', 'Lpt9', 'aux', 'prn']) {
      for (const [channel, arg] of [['saves:load', id], ['saves:remove', id], ['saves:append', { header: { ...header, matchId: id }, entry: log[0] }]] as const) {
        const answer = await invoke(channel, arg);
        expect(answer.ok ? 'accepted' : answer.error.code, `${channel} ${id}`).toBe('invalid-payload');
      }
    }
    expect(await invoke('saves:load', 'console')).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });
});

describe('no unchecked copy is offered; only appends that replay are taken (#13 §3, §4), through main', () => {
  it('a save of a game this build lacks, and one of another rules version, are kept and listed as made by another version, refused at load and append, never moved', async () => {
    const match = play(firstGame, newMatch(firstGame, firstGame.module.meta.defaultOptions, 'x'), 4, 'x');
    const unknownGame = { ...match.record, matchId: 'future-game', gameId: 'not-a-game-yet' };
    const newerRules = { ...match.record, matchId: 'future-rules', rulesVersion: match.record.rulesVersion + 1 };
    await writeSave('future-game.json', unknownGame);
    await writeSave('future-rules.json', newerRules);
    await bootMain();
    const listed = await invoke<Listing>('saves:list');
    if (!listed.ok) throw new Error(listed.error.message);
    expect(listed.value.quarantined).toEqual([]);
    expect(listed.value.saves.map((s) => [s.matchId, s.foreign?.why]).sort()).toEqual([
      ['future-game', 'unknown-game'],
      ['future-rules', 'other-rules-version'],
    ]);
    for (const record of [unknownGame, newerRules]) {
      expect(await invoke('saves:load', record.matchId)).toMatchObject({ ok: false, error: { code: 'other-version' } });
      const { log, ...header } = record;
      const entry = { ...log[3], seq: log.length } as (typeof log)[number];
      expect(await invoke('saves:append', { header, entry })).toMatchObject({ ok: false, error: { code: 'other-version' } });
    }
    expect((await readdir(join(fake.state.userData, 'saves'))).sort()).toEqual(['future-game.json', 'future-rules.json']);
  });

  it('an append whose entry does not replay (tampered action, forged hash, wrong actor) is refused with its reason and nothing saved changes; the right entry is then taken', async () => {
    await bootMain();
    const match = play(firstGame, newMatch(firstGame, firstGame.module.meta.defaultOptions, 'guarded'), 8, 'guarded');
    const saved = match.record.log.length - 1;
    const short: Match = { ...match, record: { ...match.record, log: match.record.log.slice(0, saved) } };
    await appendFrom(short, 0, 'hashed');
    const file = join(fake.state.userData, 'saves', 'guarded.json');
    const before = await readFile(file, 'utf8');
    const { log, ...header } = match.record;
    const next = log[saved];
    if (next === undefined) throw new Error('no entry to append');
    const forgeries = [
      { ...next, hash: 'forged-hash-forged-hash-forged-hash-forged-h' },
      { ...next, by: next.by === 'bot' ? 'human' : 'bot' },
      { ...next, action: { ...(next.action as Record<string, unknown>), type: 'no-such-action' } },
    ];
    for (const entry of forgeries) {
      const answer = await invoke('saves:append', { header, entry });
      expect(answer).toMatchObject({ ok: false, error: { code: 'refused-entry', detail: expect.stringMatching(/^entry \d+: /) } });
    }
    expect(await readFile(file, 'utf8')).toBe(before);
    expect(await invoke('saves:append', { header, entry: next })).toMatchObject({ ok: true, value: { entries: saved + 1 } });
  });
});

describe('a guided first game through main (#14 §7: the coach comes back on resume)', () => {
  it('keeps its tutorial mark through save → list → load → replay, with the same entry hashes as the match unmarked', async () => {
    const definition = gameDefinitions.transglobal;
    if (definition === undefined) throw new Error('no Transglobal');
    await bootMain();
    const matchId = 'guided-first-game';
    const seats: MatchSeat[] = [
      { seat: 1, color: '#0072b2', symbol: 'circle', controller: 'human' },
      { seat: 4, color: '#d55e00', symbol: 'square', controller: 'bot', botLevel: 'easy' },
    ];
    const options = optionSets(definition)[0]?.options;
    const base = { matchId, seats, options, seed: 'guided', createdAt: '2026-11-27T04:00:00.000Z' };
    const marked = startMatch(definition.module, { ...base, tutorial: { seat: 1 } });
    const plain = startMatch(definition.module, base);
    if (!marked.ok || !plain.ok) throw new Error('the match did not start');
    expect(marked.match.header.tutorial).toEqual({ seat: 1 });
    const match = play(definition, marked.match, 12, 'guided-moves');
    const unmarked = play(definition, plain.match, 12, 'guided-moves');
    // The mark changes nothing in play: the same entries, hashes included.
    expect(match.record.log).toEqual(unmarked.record.log);
    await appendFrom(match, 0, 'worker');
    const listed = await invoke<Listing>('saves:list');
    if (!listed.ok) throw new Error(listed.error.message);
    expect(listed.value.quarantined).toEqual([]);
    const loaded = await invoke<LoadedMatch>('saves:load', matchId);
    if (!loaded.ok) throw new Error(`${loaded.error.code}: ${loaded.error.message}`);
    expect(loaded.value.record.tutorial).toEqual({ seat: 1 });
    const resumed = replayMatch(definition.module, loaded.value.record);
    if (!resumed.ok) throw new Error(resumed.error.message);
    expect(resumed.match.header.tutorial).toEqual({ seat: 1 });
    expect(resumed.match.state).toEqual(match.state);
  });

  it('refuses a header whose tutorial mark names no seat, and saves nothing', async () => {
    const definition = gameDefinitions.transglobal;
    if (definition === undefined) throw new Error('no Transglobal');
    await bootMain();
    const match = play(definition, newMatch(definition, optionSets(definition)[0]?.options, 'bad-mark'), 3, 'bad-mark');
    const { log, ...header } = match.record;
    const [first] = log;
    if (first === undefined) throw new Error('no entry');
    const answer = await invoke('saves:append', { header: { ...header, tutorial: { seat: 9 } }, entry: first, finished: false, toAct: [] });
    expect(answer.ok).toBe(false);
    const listed = await invoke<Listing>('saves:list');
    expect(listed.ok ? listed.value.saves : listed.error.message).toEqual([]);
  });
});
