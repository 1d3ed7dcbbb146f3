/**
 * The save store's replay check: a record made by the rules engine replays; one whose hash was
 * tampered with does not, and the store quarantines it; games this build does not know are
 * left alone.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSaveStore } from '../../main/saves/store';
import { createReplayVerifier } from '../../main/saves/verify';
import { startMatch, submitAction } from '../../shared-rules/core/match';
import type { MatchRecord } from '../../shared-rules/core/types';
import { counter } from '../../shared-rules/games/counter';

function playedRecord(): MatchRecord {
  const started = startMatch(counter, {
    matchId: 'c1',
    seats: [
      { seat: 0, color: '#0072B2', symbol: 'circle', controller: 'human' },
      { seat: 2, color: '#D55E00', symbol: 'square', controller: 'human' },
    ],
    options: counter.meta.defaultOptions,
    seed: 'verify-seed',
    createdAt: '2026-11-22T03:00:00.000Z',
  });
  if (!started.ok) throw new Error(started.error.message);
  let match = started.match;
  for (const action of [
    { type: 'add', seat: 0, amount: 2 },
    { type: 'end-turn', seat: 0 },
    { type: 'add', seat: 2, amount: 1 },
  ]) {
    const next = submitAction(match, action, 'human');
    if (!next.ok) throw new Error(next.error.message);
    match = next.match;
  }
  return match.record;
}

describe('replay verify', () => {
  it('a record made by the engine passes; a tampered hash names the entry', () => {
    const verify = createReplayVerifier();
    const record = playedRecord();
    expect(record.log).toHaveLength(3);
    expect(verify(record)).toBeUndefined();
    const tampered = { ...record, log: record.log.map((e, i) => (i === 1 ? { ...e, hash: 'forged' } : e)) };
    expect(verify(tampered)).toMatch(/^entry 1: /);
  });

  it('records of unknown games or other rules versions are not judged here', () => {
    const verify = createReplayVerifier();
    const record = playedRecord();
    expect(verify({ ...record, gameId: 'not-in-this-build' })).toBeUndefined();
    expect(verify({ ...record, rulesVersion: 99, log: record.log.map((e) => ({ ...e, hash: 'x' })) })).toBeUndefined();
  });

  it('the store quarantines a copy that does not replay and offers the previous one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'railtable-verify-'));
    try {
      const store = createSaveStore({ dir, clock: () => new Date('2026-11-22T03:10:00.000Z'), verify: createReplayVerifier() });
      const record = playedRecord();
      const { log, ...header } = record;
      for (const entry of log) expect((await store.append({ header, entry })).ok).toBe(true);
      const first = await store.load('c1');
      expect(first.ok && first.value.source).toBe('current');
      // Rewrite the match with a forged last entry: valid schema, wrong hash.
      const last = log[2];
      if (last === undefined) throw new Error('no third entry');
      const plain = createSaveStore({ dir, clock: () => new Date('2026-11-22T03:11:00.000Z') });
      expect((await plain.remove('c1')).ok).toBe(true);
      for (const entry of [...log.slice(0, 2), { ...last, hash: 'forged' }]) {
        expect((await plain.append({ header, entry })).ok).toBe(true);
      }
      const loaded = await store.load('c1');
      expect(loaded.ok && loaded.value.source).toBe('bak');
      expect(loaded.ok && loaded.value.record.log).toHaveLength(2);
      expect((await readdir(dir)).some((f) => f.startsWith('c1.json.corrupt-'))).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
