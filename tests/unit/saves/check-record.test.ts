/**
 * The record check both save stores run (shared-rules/games/check-record.ts): a real match
 * replays; a tampered action or hash is named at its entry; a record this build cannot judge is
 * foreign (kept, never resumed), not corrupt; an append is accepted only when it replays on top
 * of the saved record.
 */
import { getGame } from '../../../shared-rules/games/registry';
import { describe, expect, it } from 'vitest';
import { outcomeOf, startMatch, submitAction, type Match } from '../../../shared-rules/core/match';
import { createRandom } from '../../../shared-rules/core/random';
import type { LogEntry, MatchRecord } from '../../../shared-rules/core/types';
import { checkRecord, createAppendChecker } from '../../../shared-rules/games/check-record';
import { transglobalGame } from '../../../shared-rules/games/transglobal';

/** A seeded Transglobal match on the real USA map, `actions` long, played by the random bot. */
function usaMatch(actions: number, seed = 'check-record'): Match {
  const started = startMatch(transglobalGame.module, {
    matchId: 'tg-usa',
    seats: [0, 2, 4].map((seat) => ({ seat, color: `#00000${seat}`, symbol: 'circle', controller: 'human' as const })),
    options: { mapId: 'usa', startingBank: 15, taxFloor: 5 },
    seed,
    createdAt: '2026-11-24T10:00:00.000Z',
  });
  if (!started.ok) throw new Error(started.error.message);
  let match = started.match;
  const random = createRandom(`${seed}-bot`);
  const bot = transglobalGame.bots.random;
  for (let i = 0; i < actions && outcomeOf(match) === undefined && bot !== undefined; i++) {
    const { module, state } = match;
    const seat = module.toAct(state)[0] ?? -1;
    const action = bot.decide(module.seatView(state, seat), module.tableView(state), module.legalActions(state, seat), random, {});
    const next = submitAction(match, action, 'human');
    if (!next.ok) throw new Error(next.error.message);
    match = next.match;
  }
  return match;
}

const withLog = (record: MatchRecord, log: readonly LogEntry[]): MatchRecord => ({ ...record, log });

describe('checking a saved record', () => {
  it('a real match on the USA map replays', () => {
    const record = usaMatch(60).record;
    const verdict = checkRecord(record, getGame);
    expect(verdict.kind).toBe('ok');
  });

  it('a changed action whose hash was kept is corrupt, named at its entry', () => {
    const record = usaMatch(40).record;
    const index = 25;
    const recorded = record.log[index];
    const prefix = checkRecord(withLog(record, record.log.slice(0, index)), getGame);
    if (recorded?.action === undefined || prefix.kind !== 'ok') throw new Error('no prefix');
    const { module, state } = prefix.match;
    const other = module.legalActions(state, recorded.seat).find((a) => JSON.stringify(a) !== JSON.stringify(recorded.action));
    if (other === undefined) throw new Error('only one legal action');
    const tampered = withLog(record, record.log.map((e, i) => (i === index ? { ...e, action: other } : e)));
    const verdict = checkRecord(tampered, getGame);
    expect(verdict.kind === 'corrupt' ? verdict.reason : verdict.kind).toMatch(new RegExp(`^entry ${index}: hash differs`));
  });

  it('a record of a game this build lacks, or of another rules version, is foreign, not corrupt', () => {
    const record = usaMatch(10).record;
    const unknown = checkRecord({ ...record, gameId: 'made-in-2030' }, getGame);
    expect(unknown).toMatchObject({ kind: 'foreign', why: 'unknown-game' });
    const newer = checkRecord({ ...record, rulesVersion: record.rulesVersion + 1 }, getGame);
    expect(newer).toMatchObject({ kind: 'foreign', why: 'other-rules-version' });
  });
});

describe('checking an append', () => {
  it('accepts every entry of a real match in order, from an empty save', () => {
    const record = usaMatch(80).record;
    const check = createAppendChecker(getGame);
    record.log.forEach((entry, i) => expect(check(withLog(record, record.log.slice(0, i)), entry)).toEqual({ ok: true, entry }));
  });

  it('computes the hash of an entry sent without one (as the worker sends them), the same as the runner’s', () => {
    const record = usaMatch(40).record;
    const check = createAppendChecker(getGame);
    record.log.forEach((entry, i) => {
      const { hash, ...pending } = entry;
      expect(hash.length).toBeGreaterThan(0);
      expect(check(withLog(record, record.log.slice(0, i)), pending)).toEqual({ ok: true, entry });
    });
  });

  it('refuses a forged hash, an action the rules refuse and a changed actor, and then still accepts the true entry', () => {
    const record = usaMatch(30).record;
    const check = createAppendChecker(getGame);
    const saved = withLog(record, record.log.slice(0, 20));
    const next = record.log[20];
    if (next === undefined) throw new Error('short match');
    const reason = (verdict: ReturnType<typeof check>) => (verdict.ok ? 'accepted' : verdict.reason);
    expect(reason(check(saved, { ...next, hash: 'forged' }))).toMatch(/^entry 20: hash differs/);
    expect(reason(check(saved, { ...next, action: { type: 'build', seat: next.seat, link: 999_999 } }))).toMatch(/^entry 20: refused/);
    const otherSeat = (next.seat + 2) % 6;
    expect(reason(check(saved, { ...next, seat: otherSeat, action: { type: 'pass', seat: otherSeat } }))).toMatch(/^entry 20: refused/);
    const { hash: _hash, ...unhashed } = next;
    expect(reason(check(saved, { ...unhashed, action: { type: 'build', seat: next.seat, link: 999_999 } }))).toMatch(/^entry 20: refused/);
    expect(reason(check(saved, { ...unhashed, revealed: !next.revealed }))).toMatch(/^entry 20: revealed differs/);
    expect(check(saved, next)).toEqual({ ok: true, entry: next });
  });

  it('refuses to append to a save this build cannot replay', () => {
    const record = usaMatch(5).record;
    const next = record.log[4];
    if (next === undefined) throw new Error('short match');
    const verdict = createAppendChecker(getGame)({ ...withLog(record, record.log.slice(0, 4)), rulesVersion: 99 }, next);
    expect(verdict.ok ? 'accepted' : verdict.reason).toMatch(/made by another version/);
  });
});
