/**
 * The save store keeps every acknowledged move: atomic writes, `.bak` plus three rotating
 * generations, sequence checks, and quarantine (never deletion) of copies that fail to parse,
 * validate or replay.
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSaveStore, type SaveStore } from '../../main/saves/store';
import type { MatchRecord } from '../../shared-rules/core/types';
import { makeEntry, makeHeader } from './fixtures/match';

const T0 = Date.parse('2026-11-22T03:00:00.000Z');

let dir: string;
let now: number;
const clock = () => new Date(now);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'railtable-saves-'));
  now = T0;
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function appendMany(store: SaveStore, matchId: string, count: number): Promise<void> {
  for (let seq = 0; seq < count; seq += 1) {
    now += 1000;
    const result = await store.append({ header: makeHeader(matchId), entry: makeEntry(seq) });
    expect(result).toEqual({ ok: true, value: { entries: seq + 1 } });
  }
}

async function entriesIn(file: string): Promise<number> {
  const envelope: unknown = JSON.parse(await readFile(join(dir, file), 'utf8'));
  if (typeof envelope !== 'object' || envelope === null || !('record' in envelope)) throw new Error('no record');
  const record: unknown = envelope.record;
  if (typeof record !== 'object' || record === null || !('log' in record) || !Array.isArray(record.log)) throw new Error('no log');
  return record.log.length;
}

describe('save store', () => {
  it('an appended log loads back exactly, from the current file', async () => {
    const store = createSaveStore({ dir, clock });
    await appendMany(store, 'm1', 3);
    const loaded = await store.load('m1');
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.value.source).toBe('current');
    expect(loaded.value.quarantined).toEqual([]);
    expect(loaded.value.record).toEqual({ ...makeHeader('m1'), log: [makeEntry(0), makeEntry(1), makeEntry(2)] });
    const raw: unknown = JSON.parse(await readFile(join(dir, 'm1.json'), 'utf8'));
    expect(raw).toMatchObject({ format: 'railtable.save', version: 1, finished: false, updatedAt: new Date(now).toISOString() });
  });

  it('appends replay-check the saved match only when the file changed behind the store', async () => {
    let verifications = 0;
    const verify = () => {
      verifications += 1;
      return undefined;
    };
    const store = createSaveStore({ dir, clock, verify });
    await appendMany(store, 'm1', 5);
    // The first append finds no file; the other four find the file this store just wrote.
    expect(verifications).toBe(0);
    // Another writer (or a restored backup) changes the current file: the next append re-checks it.
    const text = await readFile(join(dir, 'm1.json'), 'utf8');
    await writeFile(join(dir, 'm1.json'), `${text}\n`);
    now += 1000;
    expect(await store.append({ header: makeHeader('m1'), entry: makeEntry(5) })).toEqual({ ok: true, value: { entries: 6 } });
    expect(verifications).toBe(1);
    // A fresh store (an app restart) verifies on load, then trusts its own writes again.
    const restarted = createSaveStore({ dir, clock, verify });
    expect((await restarted.load('m1')).ok).toBe(true);
    expect(verifications).toBe(2);
    now += 1000;
    await restarted.append({ header: makeHeader('m1'), entry: makeEntry(6) });
    expect(verifications).toBe(2);
  });

  it('a current file garbled between two appends is quarantined by the next append, which builds on the newest good copy', async () => {
    const store = createSaveStore({ dir, clock });
    await appendMany(store, 'm1', 3);
    await writeFile(join(dir, 'm1.json'), '{"format": "railtable.save", "record": ');
    now += 1000;
    // The good .bak holds 2 entries, so the next entry must be seq 2.
    expect(await store.append({ header: makeHeader('m1'), entry: makeEntry(3) })).toMatchObject({ ok: false, error: { code: 'sequence-gap', detail: 'expected seq 2' } });
    expect((await readdir(dir)).some((name) => name.startsWith('m1.json.corrupt-'))).toBe(true);
  });

  it('an entry whose seq is not the saved entry count is refused as a sequence gap and nothing is written', async () => {
    const store = createSaveStore({ dir, clock });
    await appendMany(store, 'm1', 2);
    const gap = await store.append({ header: makeHeader('m1'), entry: makeEntry(5) });
    expect(gap).toMatchObject({ ok: false, error: { code: 'sequence-gap', detail: 'expected seq 2' } });
    const replay = await store.append({ header: makeHeader('m1'), entry: makeEntry(1) });
    expect(replay).toMatchObject({ ok: false, error: { code: 'sequence-gap' } });
    expect(await entriesIn('m1.json')).toBe(2);
    const first = await store.append({ header: makeHeader('m2'), entry: makeEntry(1) });
    expect(first).toMatchObject({ ok: false, error: { code: 'sequence-gap', detail: 'expected seq 0' } });
  });

  it('an append whose header differs from the saved match is refused', async () => {
    const store = createSaveStore({ dir, clock });
    await appendMany(store, 'm1', 1);
    const other = await store.append({ header: { ...makeHeader('m1'), seed: 'another seed' }, entry: makeEntry(1) });
    expect(other).toMatchObject({ ok: false, error: { code: 'invalid-payload', detail: 'header' } });
  });

  it('each write keeps the previous copy as .bak and three older generations, newest first', async () => {
    const store = createSaveStore({ dir, clock });
    await appendMany(store, 'm1', 7);
    expect((await readdir(dir)).sort()).toEqual(['m1.json', 'm1.json.bak', 'm1.json.gen1', 'm1.json.gen2', 'm1.json.gen3']);
    expect(await entriesIn('m1.json')).toBe(7);
    expect(await entriesIn('m1.json.bak')).toBe(6);
    expect(await entriesIn('m1.json.gen1')).toBe(5);
    expect(await entriesIn('m1.json.gen2')).toBe(4);
    expect(await entriesIn('m1.json.gen3')).toBe(3);
  });

  it('a garbled current file is moved aside as .corrupt-<time> (still on disk) and the newest good generation loads', async () => {
    const store = createSaveStore({ dir, clock });
    await appendMany(store, 'm1', 4);
    await writeFile(join(dir, 'm1.json'), '{"format":"railtable.save","vers');
    now = Date.parse('2026-11-22T04:05:06.789Z');
    const loaded = await store.load('m1');
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.value.source).toBe('bak');
    expect(loaded.value.record.log).toHaveLength(3);
    const corruptName = 'm1.json.corrupt-2026-11-22T04-05-06-789Z';
    expect(loaded.value.quarantined).toEqual([{ matchId: 'm1', file: corruptName, reason: expect.stringContaining('not JSON') }]);
    expect(await readFile(join(dir, corruptName), 'utf8')).toBe('{"format":"railtable.save","vers');
    expect(await readdir(dir)).not.toContain('m1.json');
  });

  it('a file that parses but breaks the schema is quarantined too, and the next good generation is used', async () => {
    const store = createSaveStore({ dir, clock });
    await appendMany(store, 'm1', 5);
    await writeFile(join(dir, 'm1.json'), JSON.stringify({ format: 'railtable.save', version: 1, record: { matchId: 'm1' } }));
    await writeFile(join(dir, 'm1.json.bak'), 'garbage');
    const loaded = await store.load('m1');
    expect(loaded.ok && loaded.value.source).toBe('gen1');
    expect(loaded.ok && loaded.value.record.log.length).toBe(3);
    expect(loaded.ok && loaded.value.quarantined.map((q) => q.file)).toEqual([
      'm1.json.corrupt-2026-11-22T03-00-05-000Z',
      'm1.json.bak.corrupt-2026-11-22T03-00-05-000Z',
    ]);
  });

  it('a record that fails the replay check (verify) is quarantined and an older one that passes is loaded', async () => {
    const verify = (record: MatchRecord) => (record.log.length > 2 ? `entry 2: hash mismatch` : undefined);
    await appendMany(createSaveStore({ dir, clock }), 'm1', 4);
    const store = createSaveStore({ dir, clock, verify });
    const loaded = await store.load('m1');
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.value.source).toBe('gen1');
    expect(loaded.value.record.log).toHaveLength(2);
    expect(loaded.value.quarantined.map((q) => q.reason)).toEqual([
      'replay check failed: entry 2: hash mismatch',
      'replay check failed: entry 2: hash mismatch',
    ]);
    const files = await readdir(dir);
    expect(files.filter((f) => f.includes('.corrupt-')).sort()).toEqual([
      'm1.json.bak.corrupt-2026-11-22T03-00-04-000Z',
      'm1.json.corrupt-2026-11-22T03-00-04-000Z',
    ]);
  });

  it('when every copy fails, load reports corrupt and nothing is deleted', async () => {
    const store = createSaveStore({ dir, clock, verify: () => 'always wrong' });
    await appendMany(createSaveStore({ dir, clock }), 'm1', 2);
    const loaded = await store.load('m1');
    expect(loaded).toMatchObject({ ok: false, error: { code: 'corrupt' } });
    expect((await readdir(dir)).filter((f) => f.includes('.corrupt-'))).toHaveLength(2);
    expect(await store.load('nothing-here')).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it('two quarantines at the same instant get distinct names (no corrupt file overwritten)', async () => {
    const store = createSaveStore({ dir, clock });
    await appendMany(store, 'm1', 3);
    await writeFile(join(dir, 'm1.json'), 'bad one');
    await store.load('m1');
    await store.append({ header: makeHeader('m1'), entry: makeEntry(2) });
    await writeFile(join(dir, 'm1.json'), 'bad two');
    await store.load('m1');
    const corrupt = (await readdir(dir)).filter((f) => f.includes('.corrupt-')).sort();
    expect(corrupt).toHaveLength(2);
    const texts = await Promise.all(corrupt.map((f) => readFile(join(dir, f), 'utf8')));
    expect(texts.sort()).toEqual(['bad one', 'bad two']);
  });

  it('list summarises every match and reports quarantined files', async () => {
    const store = createSaveStore({ dir, clock });
    await appendMany(store, 'm1', 2);
    await appendMany(store, 'm2', 3);
    await store.append({ header: makeHeader('m2'), entry: makeEntry(3), finished: true });
    await writeFile(join(dir, 'm1.json'), 'garbled');
    await writeFile(join(dir, 'm2.json.3735928559'), '{"half a write');
    const listed = await store.list();
    expect(await readdir(dir)).not.toContain('m2.json.3735928559');
    expect(listed.ok).toBe(true);
    if (!listed.ok) return;
    expect(listed.value.saves.map((s) => [s.matchId, s.entries, s.finished, s.gameId])).toEqual([
      ['m2', 4, true, 'transglobal'],
      ['m1', 1, false, 'transglobal'],
    ]);
    expect(listed.value.quarantined).toEqual([
      { matchId: 'm1', file: expect.stringMatching(/^m1\.json\.corrupt-/), reason: expect.stringContaining('not JSON') },
    ]);
    const again = await store.list();
    expect(again.ok && again.value.quarantined.map((q) => q.reason)).toEqual(['moved aside by an earlier load']);
  });

  it('whose turn it is: list reports the newest append\'s toAct, null when that append had none or the game is over', async () => {
    const store = createSaveStore({ dir, clock });
    const toActOf = async () => {
      const listed = await store.list();
      return listed.ok ? listed.value.saves.map((s) => s.toAct) : 'failed';
    };
    await store.append({ header: makeHeader('m1'), entry: makeEntry(0), toAct: [1] });
    expect(await toActOf()).toEqual([[1]]);
    // It survives a fresh store (it is in the file, not only in memory).
    expect(await createSaveStore({ dir, clock }).list()).toMatchObject({ ok: true, value: { saves: [{ toAct: [1] }] } });
    await store.append({ header: makeHeader('m1'), entry: makeEntry(1), toAct: [0, 1] });
    expect(await toActOf()).toEqual([[0, 1]]);
    await store.append({ header: makeHeader('m1'), entry: makeEntry(2) });
    expect(await toActOf()).toEqual([null]);
    await store.append({ header: makeHeader('m1'), entry: makeEntry(3), toAct: [0], finished: true });
    expect(await toActOf()).toEqual([null]);
  });

  it('a save file written before toAct existed still loads, lists with toAct null, and takes appends', async () => {
    const header = makeHeader('old');
    await writeFile(
      join(dir, 'old.json'),
      JSON.stringify({ format: 'railtable.save', version: 1, record: { ...header, log: [makeEntry(0)] }, finished: false, updatedAt: '2026-11-21T03:00:00.000Z' }),
    );
    const store = createSaveStore({ dir, clock });
    expect(await store.load('old')).toMatchObject({ ok: true, value: { source: 'current', quarantined: [] } });
    expect(await store.list()).toMatchObject({ ok: true, value: { saves: [{ matchId: 'old', entries: 1, toAct: null }], quarantined: [] } });
    expect(await store.append({ header, entry: makeEntry(1), toAct: [0] })).toEqual({ ok: true, value: { entries: 2 } });
    expect(await store.list()).toMatchObject({ ok: true, value: { saves: [{ matchId: 'old', toAct: [0] }] } });
  });

  it('remove deletes current, .bak and generations but keeps the .corrupt-* files', async () => {
    const store = createSaveStore({ dir, clock });
    await appendMany(store, 'm1', 6);
    await writeFile(join(dir, 'm1.json'), 'garbled');
    await store.load('m1');
    await writeFile(join(dir, 'm1.json.12345'), 'stale temp file of write-file-atomic');
    expect(await store.remove('m1')).toEqual({ ok: true, value: { removed: true } });
    const left = await readdir(dir);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/^m1\.json\.corrupt-/);
    expect(await store.remove('m1')).toEqual({ ok: true, value: { removed: false } });
    expect(await store.load('m1')).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it('concurrent appends of one match are serialised, each checked against the last', async () => {
    const store = createSaveStore({ dir, clock });
    const results = await Promise.all([0, 1, 2, 3].map((seq) => store.append({ header: makeHeader('m1'), entry: makeEntry(seq) })));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true]);
    expect(await entriesIn('m1.json')).toBe(4);
  });

  it('malformed requests and match ids are refused without touching the disk', async () => {
    const store = createSaveStore({ dir, clock });
    expect(await store.load('../etc/passwd')).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(await store.remove('a/b')).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    const bad = await store.append({ header: makeHeader('m1'), entry: { ...makeEntry(0), seat: 9 } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid-payload', detail: 'entry.seat' } });
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('save store limits', () => {
  it('an append that would take a save past the size cap is refused (too-large) and the saved copy stays as it was', async () => {
    const store = createSaveStore({ dir, clock, maxFileBytes: 1500 });
    let seq = 0;
    let answer;
    for (;;) {
      now += 1000;
      answer = await store.append({ header: makeHeader('capped'), entry: makeEntry(seq) });
      if (!answer.ok) break;
      seq += 1;
    }
    expect(seq).toBeGreaterThan(0);
    expect(answer).toMatchObject({ ok: false, error: { code: 'too-large' } });
    const text = await readFile(join(dir, 'capped.json'), 'utf8');
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(1500);
    expect(await entriesIn('capped.json')).toBe(seq);
    const loaded = await store.load('capped');
    expect(loaded.ok && loaded.value.record.log.length).toBe(seq);
  });

  it('a copy over the cap on disk is set aside with its reason and the previous generation loads', async () => {
    const store = createSaveStore({ dir, clock, maxFileBytes: 4000 });
    await appendMany(store, 'm1', 3);
    await writeFile(join(dir, 'm1.json'), `{"pad":"${'x'.repeat(5000)}"}`);
    const loaded = await store.load('m1');
    expect(loaded.ok && loaded.value.source).toBe('bak');
    expect(loaded.ok && loaded.value.quarantined.map((q) => q.reason)).toEqual([expect.stringMatching(/^too large: \d+ bytes, over the 4000-byte limit$/)]);
  });
});
