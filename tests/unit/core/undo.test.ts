import { describe, expect, it } from 'vitest';
import { canUndo, startMatch, undoLast, undoSeatOf } from '../../../shared-rules/core/match';
import type { AnyGameModule } from '../../../shared-rules/core/types';
import { counter } from '../../../shared-rules/games/counter';
import { CREATED_AT, accepted, lastHash, picture, play, refused, seatsOf, startCounter, undo } from './counter-match';

describe("undo policy (Board Game Arena's)", () => {
  it('a seat can undo its own add within its turn, restoring the state before it', () => {
    const start = startCounter();
    const first = play(start, { type: 'add', seat: 0, amount: 1 });
    const second = play(first, { type: 'add', seat: 0, amount: 2 });
    expect(canUndo(second, 0)).toBe(true);
    const update = accepted(undoLast(second, 0, 'human'));
    expect(update.match.state).toEqual(first.state);
    expect(update.match.rng).toEqual(first.rng);
    expect(update.entry).toEqual({ seq: 2, kind: 'undo', seat: 0, by: 'human', undoes: 1, revealed: false, drewRandom: false, hash: lastHash(first) });
    expect(update.events).toEqual([{ type: 'undo', seat: 0, params: { undoes: 1 } }]);
  });

  it('undoSeatOf names the one seat canUndo allows, or none (before any action, mid-turn, after the turn ended)', () => {
    const start = startCounter();
    const mid = play(start, { type: 'add', seat: 0, amount: 1 });
    const ended = play(mid, { type: 'end-turn', seat: 0 });
    expect(undoSeatOf(start)).toBeUndefined();
    expect(undoSeatOf(mid)).toBe(0);
    expect(undoSeatOf(ended)).toBeUndefined();
    for (const match of [start, mid, ended]) {
      for (const { seat } of match.header.seats) expect(canUndo(match, seat)).toBe(undoSeatOf(match) === seat);
    }
  });

  it('undone entries stay in the append-only log', () => {
    const match = undo(play(startCounter(), { type: 'add', seat: 0, amount: 2 }), 0);
    expect(match.record.log.map((e) => [e.seq, e.kind, e.undoes])).toEqual([[0, 'action', undefined], [1, 'undo', 0]]);
  });

  it('undo takes back several actions of the same turn, newest first, down to the start of the turn', () => {
    const start = startCounter();
    let match = play(play(start, { type: 'add', seat: 0, amount: 1 }), { type: 'add', seat: 0, amount: 2 });
    match = undo(undo(match, 0), 0);
    expect(match.state).toEqual(start.state);
    expect(match.record.log.map((e) => e.undoes)).toEqual([undefined, undefined, 1, 0]);
    expect(refused(undoLast(match, 0, 'human')).error.code).toBe('nothing-to-undo');
  });

  it('undo then the same action again gives the same state hash', () => {
    const once = play(startCounter(), { type: 'add', seat: 0, amount: 2 });
    const again = play(undo(once, 0), { type: 'add', seat: 0, amount: 2 });
    expect(lastHash(again)).toBe(lastHash(once));
    expect(again.state).toEqual(once.state);
  });

  it('a seat with no action yet has nothing to undo', () => {
    const match = startCounter();
    expect(refused(undoLast(match, 0, 'human')).error).toMatchObject({ code: 'nothing-to-undo', params: { seat: 0 } });
    expect(canUndo(match, 0)).toBe(false);
  });

  it('the turn-ending action cannot be undone, because it changes whose turn it is', () => {
    const ended = play(play(startCounter(), { type: 'add', seat: 0, amount: 1 }), { type: 'end-turn', seat: 0 });
    const before = picture(ended);
    expect(refused(undoLast(ended, 0, 'human')).error).toMatchObject({ code: 'undo-not-allowed', params: { reason: 'turn-changed', seq: 1 } });
    expect(canUndo(ended, 0)).toBe(false);
    expect(picture(ended)).toBe(before);
  });

  it('an action of the previous turn cannot be undone once the turn has ended', () => {
    const ended = play(play(startCounter(), { type: 'add', seat: 0, amount: 1 }), { type: 'end-turn', seat: 0 });
    expect(refused(undoLast(ended, 0, 'human')).error.code).toBe('undo-not-allowed');
    expect(ended.record.log).toHaveLength(2);
  });

  it('undo is refused after another seat acted since', () => {
    let match = play(play(startCounter(), { type: 'add', seat: 0, amount: 1 }), { type: 'end-turn', seat: 0 });
    match = play(match, { type: 'add', seat: 1, amount: 1 });
    expect(refused(undoLast(match, 0, 'human')).error).toMatchObject({ code: 'undo-not-allowed', params: { reason: 'another-seat-acted', seat: 0, seq: 2 } });
    expect(canUndo(match, 1)).toBe(true);
  });

  it('another seat cannot undo my action', () => {
    const match = play(startCounter(), { type: 'add', seat: 0, amount: 1 });
    expect(refused(undoLast(match, 1, 'human')).error.code).toBe('nothing-to-undo');
    expect(canUndo(match, 1)).toBe(false);
  });

  it('a draw cannot be undone (it drew randomness)', () => {
    const drawn = play(startCounter(), { type: 'draw', seat: 0 });
    expect(drawn.record.log[0]?.drewRandom).toBe(true);
    expect(refused(undoLast(drawn, 0, 'human')).error).toMatchObject({ code: 'undo-not-allowed', params: { reason: 'drew-random' } });
  });

  it('undo never crosses a draw: an add after it can be undone, but not past the draw', () => {
    const drawn = play(startCounter({ options: { target: 50 } }), { type: 'draw', seat: 0 });
    const added = play(drawn, { type: 'add', seat: 0, amount: 1 });
    const back = undo(added, 0);
    expect(back.state).toEqual(drawn.state);
    expect(refused(undoLast(back, 0, 'human')).error).toMatchObject({ code: 'undo-not-allowed', params: { reason: 'drew-random' } });
  });

  it('a reveal cannot be undone (it revealed hidden information), nor anything before it', () => {
    const added = play(startCounter(), { type: 'add', seat: 0, amount: 1 });
    const revealed = play(added, { type: 'reveal', seat: 0 });
    expect(revealed.record.log[1]).toMatchObject({ revealed: true, drewRandom: false });
    expect(refused(undoLast(revealed, 0, 'human')).error).toMatchObject({ code: 'undo-not-allowed', params: { reason: 'revealed' } });
    const addedAfter = play(revealed, { type: 'add', seat: 0, amount: 1 });
    const back = undo(addedAfter, 0);
    expect(refused(undoLast(back, 0, 'human')).error.params).toMatchObject({ reason: 'revealed' });
  });

  it('the winning action cannot be undone (game-over)', () => {
    const won = play(play(startCounter({ options: { target: 3 } }), { type: 'add', seat: 0, amount: 2 }), { type: 'add', seat: 0, amount: 1 });
    expect(refused(undoLast(won, 0, 'human')).error.code).toBe('game-over');
    expect(canUndo(won, 0)).toBe(false);
  });

  it("the game's own canUndo can forbid more (game-rule)", () => {
    const noTakebacks: AnyGameModule = { ...counter, canUndo: (_before, action) => action.type !== 'add' || !('amount' in action) || action.amount !== 2 };
    const started = startMatch(noTakebacks, { matchId: 'house', seats: seatsOf(2), options: {}, seed: 'x', createdAt: CREATED_AT });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const one = play(started.match, { type: 'add', seat: 0, amount: 1 });
    expect(canUndo(one, 0)).toBe(true);
    const two = play(one, { type: 'add', seat: 0, amount: 2 });
    expect(refused(undoLast(two, 0, 'human')).error).toMatchObject({ code: 'undo-not-allowed', params: { reason: 'game-rule' } });
  });

  it('a refused undo leaves the match unchanged', () => {
    const drawn = play(startCounter(), { type: 'draw', seat: 0 });
    const before = picture(drawn);
    refused(undoLast(drawn, 0, 'human'));
    refused(undoLast(drawn, 1, 'human'));
    expect(picture(drawn)).toBe(before);
  });
});
