import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashState } from '../../../shared-rules/core/hash';
import { canUndo, legalFor, outcomeOf, replayMatch, submitAction, undoLast, type Match } from '../../../shared-rules/core/match';
import { parseMatchRecord } from '../../../shared-rules/core/match-schema';
import type { SeatId } from '../../../shared-rules/core/types';
import { counter, type CounterState } from '../../../shared-rules/games/counter';
import { counterState, picture, startCounter } from '../../unit/core/counter-match';

/** A random counter game: seed, seat count, target, and a script of moves (a pick among the legal actions, or an undo attempt). */
const gameArb = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 24 }),
  seats: fc.integer({ min: 2, max: 6 }),
  target: fc.integer({ min: 3, max: 30 }),
  moves: fc.array(fc.record({ pick: fc.nat({ max: 9 }), undo: fc.integer({ min: 0, max: 5 }).map((n) => n === 0) }), { maxLength: 120 }),
});

type Game = { readonly final: Match; readonly visited: readonly Match[] };

/** The seat to act (counter has one at a time), or undefined once the game is over. */
function seatToAct(match: Match): SeatId | undefined {
  return match.module.toAct(match.state)[0];
}

/**
 * Plays the script (bots pick among `legalFor`, sometimes try to undo), then finishes the game
 * by always taking the first legal action (add 1 twice, end turn: the total grows every turn).
 * Every intermediate match is kept. Fails the test if an action from `legalFor` is refused or
 * if `canUndo` disagrees with `undoLast`.
 */
function playGame(params: { seed: string; seats: number; target: number; moves: readonly { pick: number; undo: boolean }[] }): Game {
  let match = startCounter({ seed: params.seed, seats: params.seats, options: { target: params.target } });
  const visited: Match[] = [match];
  const step = (move: { pick: number; undo: boolean }): void => {
    const seat = seatToAct(match);
    if (seat === undefined) return;
    if (move.undo) {
      const undone = undoLast(match, seat, 'bot');
      expect(undone.ok).toBe(canUndo(match, seat));
      if (undone.ok) match = undone.match;
    } else {
      const legal = legalFor(match, seat);
      const action = legal[move.pick % legal.length];
      const update = submitAction(match, action, 'bot');
      if (!update.ok) throw new Error(`a listed legal action was refused: ${update.error.code}`);
      match = update.match;
    }
    visited.push(match);
  };
  for (const move of params.moves) step(move);
  for (let guard = 0; outcomeOf(match) === undefined && guard < 1000; guard += 1) step({ pick: 0, undo: false });
  return { final: match, visited };
}

/** The state hash the runner records: game state plus generator state. */
const hashOf = (match: Match): string => hashState({ state: match.state, rng: match.rng });

describe('counter, over many seeded random games', () => {
  it('replaying the record reproduces the final state and hash', () => {
    fc.assert(
      fc.property(gameArb, (params) => {
        const { final } = playGame(params);
        const replayed = replayMatch(counter, JSON.parse(JSON.stringify(final.record)));
        if (!replayed.ok) throw new Error(`replay failed at ${replayed.error.params.index}: ${replayed.error.message}`);
        expect(hashOf(replayed.match)).toBe(hashOf(final));
        expect(replayed.match.record.log.at(-1)?.hash).toBe(final.record.log.at(-1)?.hash);
        expect(replayed.match.state).toEqual(final.state);
        expect(parseMatchRecord(final.record).success).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it("a seat's view never contains another seat's unrevealed secret, and does not depend on it", () => {
    fc.assert(
      fc.property(gameArb, (params) => {
        for (const match of playGame(params).visited) {
          const state = counterState(match);
          const hidden = state.seats.filter((s) => !s.revealed);
          const tableText = JSON.stringify(counter.tableView(state));
          for (const h of hidden) expect(tableText).not.toContain(JSON.stringify(h.secret));
          for (const viewer of state.seats) {
            const view = counter.seatView(state, viewer.seat);
            expect(view.mySecret).toBe(viewer.secret);
            const text = JSON.stringify(view);
            for (const h of hidden) if (h.seat !== viewer.seat) expect(text).not.toContain(JSON.stringify(h.secret));
            // Swapping every other seat's hidden secret leaves this seat's view unchanged.
            const swapped: CounterState = {
              ...state,
              seats: state.seats.map((s) => (s.seat !== viewer.seat && !s.revealed ? { ...s, secret: `changed-${s.secret}` } : s)),
            };
            expect(counter.seatView(swapped, viewer.seat)).toEqual(view);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a finished game has a ranking of every seat: the winner alone first, tied scores share a place', () => {
    fc.assert(
      fc.property(gameArb, (params) => {
        const { final } = playGame(params);
        const outcome = outcomeOf(final);
        const state = counterState(final);
        expect(outcome).toBeDefined();
        if (outcome === undefined) return;
        const ranking = outcome.ranking;
        expect(ranking.map((p) => p.seat).sort()).toEqual(state.seats.map((s) => s.seat).sort());
        expect(ranking.filter((p) => p.place === 1).map((p) => p.seat)).toEqual([state.winner]);
        expect(state.total).toBeGreaterThanOrEqual(params.target);
        const others = ranking.slice(1);
        for (const [i, p] of others.entries()) {
          expect(p.place).toBe(2 + others.filter((o) => o.score > p.score).length);
          const prev = others[i - 1];
          if (prev !== undefined) expect(prev.score).toBeGreaterThanOrEqual(p.score);
        }
        expect(ranking.reduce((sum, p) => sum + p.score, 0)).toBe(state.total);
      }),
      { numRuns: 150 },
    );
  });

  it('a refused submission or undo never changes the match', () => {
    fc.assert(
      fc.property(gameArb, fc.anything(), (params, garbage) => {
        for (const match of playGame(params).visited) {
          const before = picture(match);
          const acting = seatToAct(match);
          const idle = match.record.seats.map((s) => s.seat).find((s) => s !== acting) ?? 0;
          const wrongSeat = submitAction(match, { type: 'add', seat: idle, amount: 1 }, 'human');
          expect(wrongSeat.ok).toBe(false);
          expect(!wrongSeat.ok && wrongSeat.error.code).toBe(acting === undefined ? 'game-over' : 'not-your-turn');
          const junk = submitAction(match, garbage, 'human');
          if (!junk.ok) expect(junk.error.kind).toBe('rule-error');
          const undone = undoLast(match, idle, 'human');
          expect(undone.ok).toBe(false);
          expect(picture(match)).toBe(before);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('whenever undo is allowed, undoing and redoing the same action gives the same hash', () => {
    fc.assert(
      fc.property(gameArb, (params) => {
        for (const match of playGame(params).visited) {
          const seat = seatToAct(match);
          const last = match.record.log.at(-1);
          if (seat === undefined || last === undefined || last.kind !== 'action' || !canUndo(match, seat)) continue;
          const undone = undoLast(match, seat, last.by);
          if (!undone.ok) throw new Error(undone.error.message);
          const redone = submitAction(undone.match, last.action, last.by);
          if (!redone.ok) throw new Error(redone.error.message);
          expect(redone.entry.hash).toBe(last.hash);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('the random counter games above', () => {
  it('exercise undos, draws, reveals and turn ends (so the properties are not vacuous)', () => {
    const logs = fc.sample(gameArb, { numRuns: 100, seed: 7 }).flatMap((params) => playGame(params).final.record.log);
    expect(logs.filter((e) => e.kind === 'undo').length).toBeGreaterThan(10);
    expect(logs.filter((e) => e.drewRandom).length).toBeGreaterThan(10);
    expect(logs.filter((e) => e.revealed).length).toBeGreaterThan(10);
    expect(logs.filter((e) => e.action?.type === 'end-turn').length).toBeGreaterThan(10);
  });
});
