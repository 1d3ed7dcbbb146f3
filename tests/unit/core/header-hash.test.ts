/**
 * The header digest every hashed entry covers (hash version 2) is computed when first read, not
 * at every match start (issue #12: the worker's session hashes nothing). It must still be the
 * same digest wherever it is read: along the line of play, after an undo, on an unhashed line
 * whose entries are hashed later, and when playing on from a spread copy that lost the getter.
 */
import { describe, expect, it } from 'vitest';
import { entriesOf, entryHash, startMatch, submitAction, undoLast, type Match } from '../../../shared-rules/core/match';
import { counter } from '../../../shared-rules/games/counter';
import { CREATED_AT, lastHash, play, seatsOf, startCounter, undo } from './counter-match';

const add = (seat: number, amount = 1) => ({ type: 'add', seat, amount });

describe('the lazy header digest', () => {
  it('is a 43-character digest that differs between headers with other seats, options or seed', () => {
    const digests = [
      startCounter({ seats: 2, seed: 'h' }),
      startCounter({ seats: 3, seed: 'h' }),
      startCounter({ seats: 2, seed: 'other' }),
      startCounter({ seats: 2, seed: 'h', options: { target: 30 } }),
    ].map((m) => m.headerHash);
    for (const d of digests) expect(d).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(digests).size).toBe(4);
  });

  it('ignores the match id and creation time (what a replay does not depend on)', () => {
    const a = startMatch(counter, { matchId: 'one', seats: seatsOf(2), options: undefined, seed: 's', createdAt: CREATED_AT });
    const b = startMatch(counter, { matchId: 'two', seats: seatsOf(2), options: undefined, seed: 's', createdAt: '2030-05-05T05:05:05.000Z' });
    expect(a.ok && b.ok && a.match.headerHash === b.match.headerHash).toBe(true);
  });

  it('is the same on every match of a line, on a spread copy and after an undo, and the entries hash with it', () => {
    const m0 = startCounter({ seats: 2, seed: 'line' });
    const m1 = play(m0, add(0));
    const m2 = undo(play(m1, add(0, 2)), 0);
    // A spread copy carries neither getter (record, headerHash) unless given them.
    const copy: Match = { ...m1, record: m1.record };
    expect(copy.headerHash).toBeUndefined();
    expect({ ...m1, headerHash: m1.headerHash }.headerHash).toBe(m0.headerHash);
    expect([m1, m2].map((m) => m.headerHash)).toEqual([m0.headerHash, m0.headerHash]);
    expect(lastHash(m1)).toBe(entryHash({ state: m1.state, rng: m1.rng }, 'human', m0.headerHash));
    // Playing on from the spread copy (a plain object without the digest) digests its header: it hashes alike.
    expect(lastHash(play(copy, add(0, 2)))).toBe(lastHash(play(m1, add(0, 2))));
  });

  it('an unhashed line, hashed afterwards with the digest read at its end, gives the hashed line’s hashes', () => {
    let hashed = startCounter({ seats: 2, seed: 'later' });
    let unhashed = startCounter({ seats: 2, seed: 'later' });
    const steps = [add(0), add(0, 2), 'undo', { type: 'end-turn', seat: 0 }, add(1)] as const;
    const states: { state: Match['state']; rng: Match['rng'] }[] = [];
    for (const step of steps) {
      const h = step === 'undo' ? undoLast(hashed, 0, 'human') : submitAction(hashed, step, 'human');
      const u = step === 'undo' ? undoLast(unhashed, 0, 'human', { hash: false }) : submitAction(unhashed, step, 'human', { hash: false });
      if (!h.ok || !u.ok) throw new Error('refused');
      hashed = h.match;
      unhashed = u.match;
      states.push({ state: u.match.state, rng: u.match.rng });
    }
    const entries = entriesOf(unhashed);
    expect(entries.every((e) => e.hash === undefined)).toBe(true);
    const digest = unhashed.headerHash;
    expect(states.map((s, i) => entryHash(s, entries[i]?.by ?? 'human', digest))).toEqual(hashed.record.log.map((e) => e.hash));
  });
});
