/**
 * The runner's log append is O(1) amortized (issue #12): matches along one line of play share one
 * append-only array, yet every match's record stays exactly its own entries — a match played on
 * from an older match (a branch), a match whose record was read before newer entries were
 * appended, and a match made by spreading another all keep their logs.
 */
import { describe, expect, it } from 'vitest';
import { logLengthOf, submitAction, type Match } from '../../../shared-rules/core/match';
import { play, startCounter, undo } from './counter-match';

const add = (seat: number, amount = 1) => ({ type: 'add', seat, amount });
const seqs = (m: Match) => m.record.log.map((e) => `${e.seq}:${e.kind}`);

describe('the log tape', () => {
  it('each match keeps its own log while later matches append to the shared array', () => {
    const m0 = startCounter({ seats: 2, seed: 'tape' });
    const m1 = play(m0, add(0));
    const seenEarly = m1.record;
    const m2 = play(m1, add(0, 2));
    const m3 = undo(m2, 0);
    expect([m0, m1, m2, m3].map(logLengthOf)).toEqual([0, 1, 2, 3]);
    expect(seqs(m1)).toEqual(['0:action']);
    expect(seenEarly.log).toHaveLength(1);
    expect(seqs(m3)).toEqual(['0:action', '1:action', '2:undo']);
    expect(m0.record.log).toEqual([]);
  });

  it('a branch from an older match does not change the newer line, and the other way round', () => {
    const m1 = play(startCounter({ seats: 2, seed: 'branch' }), add(0));
    const lineA = play(m1, add(0, 2));
    const lineB = play(m1, { type: 'end-turn', seat: 0 });
    expect(lineA.record.log.map((e) => e.action?.type)).toEqual(['add', 'add']);
    expect(lineB.record.log.map((e) => e.action?.type)).toEqual(['add', 'end-turn']);
    const lineA2 = play(lineA, { type: 'end-turn', seat: 0 });
    expect(lineB.record.log).toHaveLength(2);
    expect(lineA2.record.log.map((e) => e.seq)).toEqual([0, 1, 2]);
    expect(play(lineB, add(1, 2)).record.log.map((e) => `${e.action?.type}${e.seat}`)).toEqual(['add0', 'end-turn0', 'add1']);
  });

  it('a match made by spreading another (with its own record) appends to that record', () => {
    const m2 = play(play(startCounter({ seats: 2, seed: 'spread' }), add(0)), add(0, 2));
    const cut: Match = { ...m2, record: { ...m2.record, log: m2.record.log.slice(0, 1) } };
    expect(logLengthOf(cut)).toBe(1);
    const next = submitAction(cut, { type: 'end-turn', seat: 0 }, 'human');
    expect(next.ok ? next.entry.seq : next.error.message).toBe(1);
    expect(next.ok && next.match.record.log.map((e) => e.action?.type)).toEqual(['add', 'end-turn']);
    expect(m2.record.log).toHaveLength(2);
  });
});
