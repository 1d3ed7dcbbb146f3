import { describe, expect, it } from 'vitest';
import { entryHash, replayMatch, type Match } from '../../../shared-rules/core/match';
import type { LogEntry, MatchRecord } from '../../../shared-rules/core/types';
import { counter } from '../../../shared-rules/games/counter';
import { lastHash, play, startCounter, undo } from './counter-match';

/** A three-seat game with adds, an undo, a draw, a reveal and turn ends (10 entries). */
function playedMatch(): Match {
  let m = startCounter({ seats: 3, seed: 'replay-seed', options: { target: 30 } });
  m = play(m, { type: 'add', seat: 0, amount: 2 });
  m = play(m, { type: 'add', seat: 0, amount: 1 });
  m = undo(m, 0);
  m = play(m, { type: 'draw', seat: 0 });
  m = play(m, { type: 'end-turn', seat: 0 });
  m = play(m, { type: 'reveal', seat: 1 });
  m = play(m, { type: 'draw', seat: 1 });
  m = play(m, { type: 'draw', seat: 1 });
  m = play(m, { type: 'end-turn', seat: 1 });
  m = play(m, { type: 'add', seat: 2, amount: 1 });
  return m;
}

/** The record with entry `index` replaced by `change(entry)`. */
function tamper(record: MatchRecord, index: number, change: (entry: LogEntry) => LogEntry): MatchRecord {
  return { ...record, log: record.log.map((e, i) => (i === index ? change(e) : e)) };
}

describe('replaying a match record', () => {
  it('rebuilds the same state, generator state, hash and log from seed and log (undo entries included)', () => {
    const match = playedMatch();
    expect(match.record.log).toHaveLength(10);
    const replayed = replayMatch(counter, JSON.parse(JSON.stringify(match.record)));
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    expect(replayed.match.state).toEqual(match.state);
    expect(replayed.match.rng).toEqual(match.rng);
    expect(lastHash(replayed.match)).toBe(lastHash(match));
    const last = match.record.log.at(-1);
    expect(last && entryHash({ state: replayed.match.state, rng: replayed.match.rng }, last.by, replayed.match.headerHash)).toBe(lastHash(match));
    expect(replayed.match.record).toEqual(match.record);
  });

  it('an empty log replays to the set-up state', () => {
    const fresh = startCounter({ seed: 'empty' });
    const replayed = replayMatch(counter, fresh.record);
    expect(replayed.ok && replayed.match.state).toEqual(fresh.state);
  });

  it('a replayed match keeps the undo possibilities of the original', () => {
    let m = startCounter();
    m = play(m, { type: 'add', seat: 0, amount: 1 });
    const replayed = replayMatch(counter, m.record);
    expect(replayed.ok && replayed.match.undoSteps).toEqual(m.undoSteps);
  });

  it('a tampered hash is named by its entry index', () => {
    const record = tamper(playedMatch().record, 6, (e) => ({ ...e, hash: 'not-the-hash' }));
    const replayed = replayMatch(counter, record);
    expect(!replayed.ok && replayed.error).toMatchObject({ kind: 'rule-error', code: 'replay-diverged', params: { index: 6, field: 'hash' } });
  });

  it('a tampered action whose result differs is named by its entry index (hash mismatch)', () => {
    const record = tamper(playedMatch().record, 9, (e) => ({ ...e, action: { type: 'add', seat: 2, amount: 2 } }));
    const replayed = replayMatch(counter, record);
    expect(!replayed.ok && replayed.error.params).toEqual({ index: 9, field: 'hash' });
  });

  it('a tampered action that is illegal at that point is named by its entry index, with the cause', () => {
    const record = tamper(playedMatch().record, 4, (e) => ({ ...e, action: { type: 'add', seat: 1, amount: 1 } }));
    const replayed = replayMatch(counter, record);
    expect(!replayed.ok && replayed.error.params).toEqual({ index: 4, cause: 'not-your-turn' });
  });

  it('a tampered flag (revealed or drewRandom) is named by its entry index', () => {
    const record = tamper(playedMatch().record, 3, (e) => ({ ...e, drewRandom: false }));
    const replayed = replayMatch(counter, record);
    expect(!replayed.ok && replayed.error.params).toEqual({ index: 3, field: 'drewRandom' });
  });

  it('an undo entry that the policy would refuse is named by its entry index', () => {
    const m = playedMatch();
    const extra: LogEntry = { seq: 10, kind: 'undo', seat: 1, by: 'human', undoes: 6, revealed: false, drewRandom: false, hash: 'x' };
    const replayed = replayMatch(counter, { ...m.record, log: [...m.record.log, extra] });
    expect(!replayed.ok && replayed.error.params).toEqual({ index: 10, cause: 'undo-not-allowed' });
  });

  it('an action entry without an action is named by its entry index', () => {
    const record = tamper(playedMatch().record, 0, ({ action: _dropped, ...rest }) => rest);
    const replayed = replayMatch(counter, record);
    expect(!replayed.ok && replayed.error.params).toEqual({ index: 0, field: 'action' });
  });

  it('a different seed diverges at the first entry that drew randomness', () => {
    const record = { ...playedMatch().record, seed: 'another-seed' };
    const replayed = replayMatch(counter, record);
    // Setup already shuffles with the seed, so the very first hash differs.
    expect(!replayed.ok && replayed.error.params).toEqual({ index: 0, field: 'hash' });
  });

  it('refuses a record made under another rules version (index −1: the header)', () => {
    const replayed = replayMatch(counter, { ...playedMatch().record, rulesVersion: 0 });
    expect(!replayed.ok && replayed.error).toMatchObject({ code: 'rules-version-mismatch', params: { index: -1, recorded: 0, current: 1 } });
  });

  it('refuses a record of another game', () => {
    const replayed = replayMatch(counter, { ...playedMatch().record, gameId: 'transglobal' });
    expect(!replayed.ok && replayed.error).toMatchObject({ code: 'unknown-game', params: { index: -1, gameId: 'transglobal' } });
  });

  it('refuses a record whose options the game no longer accepts', () => {
    const replayed = replayMatch(counter, { ...playedMatch().record, options: { target: 'far' } });
    expect(!replayed.ok && replayed.error).toMatchObject({ code: 'bad-options', params: { index: -1 } });
  });

  it('a module whose rules changed without a version bump is caught at the first changed entry', () => {
    // A "house rule" slipped in: ending a turn adds a bonus point to the total.
    const changed: typeof counter = {
      ...counter,
      apply(state, action, random) {
        const result = counter.apply(state, action, random);
        return action.type === 'end-turn' ? { ...result, state: { ...result.state, total: result.state.total + 1 } } : result;
      },
    };
    const replayed = replayMatch(changed, playedMatch().record);
    expect(!replayed.ok && replayed.error.params).toEqual({ index: 4, field: 'hash' });
  });
});
