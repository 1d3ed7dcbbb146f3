import { describe, expect, it } from 'vitest';
import { createBrowserSaves, saveKey, type KeyValueStore } from '../../renderer/platform/browser-saves';
import { createEngineSession } from '../../renderer/engine/session';
import { getGame } from '../../shared-rules/games/registry';
import type { MatchHeader, PendingEntry } from '../../shared-rules/core/types';
import { savedRecord } from '../kit/saved-log';

/** An in-memory stand-in for the IndexedDB store. */
function memoryStore(): KeyValueStore & { readonly map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    getMany: async (keys) => keys.map((k) => map.get(k)),
    setMany: async (entries) => void entries.forEach(([k, v]) => map.set(k, structuredClone(v))),
    delMany: async (keys) => void keys.forEach((k) => map.delete(k)),
    keys: async () => [...map.keys()],
  };
}

/** A real counter match: its header and `n` log entries (adds and end-turns, seats 0 and 1). */
function playedMatch(n: number): { header: MatchHeader; entries: PendingEntry[] } {
  const engine = createEngineSession(getGame);
  const started = engine.newMatch({
    gameId: 'counter',
    seats: [
      { seat: 0, color: '#0072B2', symbol: 'circle', controller: 'human' },
      { seat: 1, color: '#D55E00', symbol: 'triangle', controller: 'human' },
    ],
    options: { target: 100 },
    seed: 's',
    matchId: 'm1',
    createdAt: '2026-11-22T03:00:00.000Z',
  });
  if (!started.ok) throw new Error(started.error.message);
  const entries: PendingEntry[] = [];
  let seat = 0;
  for (let i = 0; i < n; i++) {
    const action = i % 2 === 0 ? { type: 'add', seat, amount: 1 } : { type: 'end-turn', seat };
    const r = engine.submit(action, 'human');
    if (!r.ok || r.update.entry === null) throw new Error('play failed');
    entries.push(r.update.entry);
    if (i % 2 === 1) seat = 1 - seat;
  }
  return { header: started.update.header, entries };
}

let clock = 0;
const now = (): Date => new Date(Date.UTC(2026, 10, 22, 3, 0, 0, clock++));

describe('browser save store', () => {
  it('appends entries in order and refuses a gap with sequence-gap', async () => {
    const saves = createBrowserSaves(memoryStore(), now);
    const { header, entries } = playedMatch(3);
    const [e0, e1, e2] = entries;
    if (!e0 || !e1 || !e2) throw new Error('entries');
    expect(await saves.append({ header, entry: e0 })).toEqual({ ok: true, value: { entries: 1 } });
    const gap = await saves.append({ header, entry: e2 });
    expect(gap.ok ? '' : gap.error.code).toBe('sequence-gap');
    expect(await saves.append({ header, entry: e1 })).toEqual({ ok: true, value: { entries: 2 } });
    const loaded = await saves.load('m1');
    expect(loaded.ok && loaded.value.record.log.length).toBe(2);
    expect(loaded.ok && loaded.value.source).toBe('current');
  });

  it('keeps current + bak + three older generations, dropping the oldest', async () => {
    const kv = memoryStore();
    const saves = createBrowserSaves(kv, now);
    const { header, entries } = playedMatch(7);
    for (const entry of entries) await saves.append({ header, entry });
    const lengths = (['current', 'bak', 'gen1', 'gen2', 'gen3'] as const).map((g) => {
      const v = kv.map.get(saveKey('m1', g));
      return typeof v === 'object' && v !== null && 'record' in v && typeof v.record === 'object' && v.record !== null && 'log' in v.record && Array.isArray(v.record.log) ? v.record.log.length : 0;
    });
    expect(lengths).toEqual([7, 6, 5, 4, 3]);
    expect(kv.map.size).toBe(5);
  });

  it('moves a corrupt generation aside (never deletes it), reports it, and returns the newest good one', async () => {
    const kv = memoryStore();
    const saves = createBrowserSaves(kv, now);
    const { header, entries } = playedMatch(4);
    for (const entry of entries) await saves.append({ header, entry });
    kv.map.set(saveKey('m1', 'current'), 'garbage');
    kv.map.set(saveKey('m1', 'bak'), { format: 'railtable-save', version: 1, updatedAt: '2026-11-22T03:00:00.000Z', finished: false, record: { matchId: 'm1' } });
    const loaded = await saves.load('m1');
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.source).toBe('gen1');
    expect(loaded.value.record.log.length).toBe(2);
    expect(loaded.value.quarantined.map((q) => q.reason.split(':')[0])).toEqual(['current', 'bak']);
    const corrupt = [...kv.map.entries()].filter(([k]) => k.startsWith('corrupt:m1:'));
    expect(corrupt).toHaveLength(2);
    expect(corrupt.some(([, v]) => typeof v === 'object' && v !== null && 'data' in v && v.data === 'garbage')).toBe(true);
    // Appending continues from the good generation: seq 2 is next.
    const third = entries[2];
    if (!third) throw new Error('entries');
    expect(await saves.append({ header, entry: third })).toEqual({ ok: true, value: { entries: 3 } });
  });

  it('answers corrupt when no good generation is left, and not-found for an unknown match', async () => {
    const kv = memoryStore();
    const saves = createBrowserSaves(kv, now);
    kv.map.set(saveKey('m2', 'current'), { nonsense: true });
    const broken = await saves.load('m2');
    expect(broken.ok ? '' : broken.error.code).toBe('corrupt');
    const missing = await saves.load('nobody');
    expect(missing.ok ? '' : missing.error.code).toBe('not-found');
    const bad = await saves.load('../etc');
    expect(bad.ok ? '' : bad.error.code).toBe('invalid-payload');
  });

  it('lists saves with their summary, reports what it quarantined, and removes a match', async () => {
    const kv = memoryStore();
    const saves = createBrowserSaves(kv, now);
    const { header, entries } = playedMatch(2);
    for (const entry of entries) await saves.append({ header, entry });
    kv.map.set(saveKey('m3', 'current'), 42);
    const listed = await saves.list();
    if (!listed.ok) throw new Error(listed.error.message);
    expect(listed.value.saves.map((s) => [s.matchId, s.gameId, s.entries, s.finished])).toEqual([['m1', 'counter', 2, false]]);
    expect(listed.value.quarantined.map((q) => q.matchId)).toEqual(['m3']);
    expect(await saves.remove('m1')).toEqual({ ok: true, value: { removed: true } });
    expect(await saves.remove('m1')).toEqual({ ok: true, value: { removed: false } });
    const again = await saves.list();
    expect(again.ok && again.value.saves).toEqual([]);
    // A later session (a new store over the same data) still reports the kept copy and its reason.
    const later = await createBrowserSaves(kv, now).list();
    if (!later.ok) throw new Error(later.error.message);
    expect(later.value.quarantined).toHaveLength(1);
    expect(later.value.quarantined[0]).toMatchObject({ matchId: 'm3', file: listed.value.quarantined[0]?.file });
    expect(later.value.quarantined[0]?.reason).toBe(listed.value.quarantined[0]?.reason);
  });

  it('refuses an entry whose header or entry fails the schema', async () => {
    const saves = createBrowserSaves(memoryStore(), now);
    const { header, entries } = playedMatch(1);
    const entry = entries[0];
    if (!entry) throw new Error('entries');
    const badHeader = await saves.append({ header: { ...header, matchId: 'has space' }, entry });
    expect(badHeader.ok ? '' : badHeader.error.code).toBe('invalid-payload');
    const badEntry = await saves.append({ header, entry: { ...entry, hash: '' } });
    expect(badEntry.ok ? '' : badEntry.error.code).toBe('invalid-payload');
  });

  it('lists whose turn it is from the newest append (null when that append had none, or the game is over)', async () => {
    const saves = createBrowserSaves(memoryStore(), now);
    const { header, entries } = playedMatch(4);
    const [e0, e1, e2, e3] = entries;
    if (!e0 || !e1 || !e2 || !e3) throw new Error('entries');
    const toAct = async () => {
      const listed = await saves.list();
      return listed.ok ? listed.value.saves.map((s) => s.toAct) : 'failed';
    };
    await saves.append({ header, entry: e0, toAct: [0] });
    expect(await toAct()).toEqual([[0]]);
    await saves.append({ header, entry: e1, toAct: [1] });
    expect(await toAct()).toEqual([[1]]);
    await saves.append({ header, entry: e2 });
    expect(await toAct()).toEqual([null]);
    await saves.append({ header, entry: e3, toAct: [1], finished: true });
    expect(await toAct()).toEqual([null]);
    const bad = await saves.append({ header, entry: { ...e3, seq: 4 }, toAct: [7] });
    expect(bad.ok ? '' : bad.error.code).toBe('invalid-payload');
  });

  it('an envelope written before toAct existed still loads and lists with toAct null', async () => {
    const kv = memoryStore();
    const { header, entries } = playedMatch(1);
    kv.map.set(saveKey('m1', 'current'), { format: 'railtable-save', version: 1, updatedAt: '2026-11-21T03:00:00.000Z', finished: false, record: savedRecord(header, entries) });
    const saves = createBrowserSaves(kv, now);
    expect(await saves.load('m1')).toMatchObject({ ok: true, value: { source: 'current', quarantined: [] } });
    expect(await saves.list()).toMatchObject({ ok: true, value: { saves: [{ matchId: 'm1', entries: 1, toAct: null }], quarantined: [] } });
  });
});

describe('browser save store judges saves as main does (replay)', () => {
  /** Writes `n` entries of the real counter match through `append`; the store and its backing map. */
  async function saved(n: number) {
    const kv = memoryStore();
    const saves = createBrowserSaves(kv, now);
    const { header, entries } = playedMatch(n);
    for (const entry of entries) {
      const r = await saves.append({ header, entry });
      if (!r.ok) throw new Error(r.error.message);
    }
    return { kv, header, entries };
  }

  it('quarantines a copy whose log was changed but keeps its hashes, and offers the previous generation', async () => {
    const { kv } = await saved(4);
    const current = kv.map.get(saveKey('m1', 'current'));
    if (typeof current !== 'object' || current === null || !('record' in current)) throw new Error('no save');
    const tampered = structuredClone(current) as { record: { log: { action?: { amount?: number } }[] } };
    const first = tampered.record.log[2]?.action;
    if (first === undefined) throw new Error('no action');
    first.amount = 2;
    kv.map.set(saveKey('m1', 'current'), tampered);
    const loaded = await createBrowserSaves(kv, now).load('m1');
    expect(loaded.ok ? [loaded.value.source, loaded.value.record.log.length, loaded.value.quarantined[0]?.reason] : loaded.error).toEqual(['bak', 3, expect.stringMatching(/^current: replay check failed: entry 2: /)]);
  });

  it('keeps a save made by another version, lists it as such and refuses to resume it', async () => {
    const { kv } = await saved(2);
    const current = kv.map.get(saveKey('m1', 'current'));
    if (typeof current !== 'object' || current === null || !('record' in current)) throw new Error('no save');
    kv.map.set(saveKey('m1', 'current'), { ...current, record: { ...(current.record as object), rulesVersion: 99 } });
    const saves = createBrowserSaves(kv, now);
    const listed = await saves.list();
    expect(listed.ok ? [listed.value.saves[0]?.foreign?.why, listed.value.quarantined] : listed.error).toEqual(['other-rules-version', []]);
    const loaded = await saves.load('m1');
    expect(loaded.ok ? 'loaded' : loaded.error.code).toBe('other-version');
    expect(kv.map.get(saveKey('m1', 'current'))).toMatchObject({ record: { rulesVersion: 99 } });
  });

  it('refuses an append that does not replay and writes nothing', async () => {
    const { kv, header, entries } = await saved(2);
    const next = playedMatch(3).entries[2];
    if (next === undefined || entries.length !== 2) throw new Error('entries');
    const before = structuredClone(kv.map.get(saveKey('m1', 'current')));
    const forged = await createBrowserSaves(kv, now).append({ header, entry: { ...next, hash: 'forged' } });
    expect(forged.ok ? 'accepted' : [forged.error.code, forged.error.detail]).toEqual(['refused-entry', expect.stringMatching(/^entry 2: hash differs/)]);
    expect(kv.map.get(saveKey('m1', 'current'))).toEqual(before);
    const real = await createBrowserSaves(kv, now).append({ header, entry: next });
    expect(real).toEqual({ ok: true, value: { entries: 3 } });
  });
});
