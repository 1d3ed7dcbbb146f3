import { describe, expect, it } from 'vitest';
import { outcomeOf } from '../../../shared-rules/core/match';
import { createRandom } from '../../../shared-rules/core/random';
import { SECRET_WORDS, counter, type CounterState } from '../../../shared-rules/games/counter';
import { counterState, play, startCounter } from './counter-match';

/** A finished four-seat state with the given points, seat `winner` having won. */
function finished(points: readonly number[], winner: number): CounterState {
  const base = counter.setup({ seats: [0, 1, 2, 3], options: { target: 10 }, random: createRandom('x') });
  return { ...base, seats: base.seats.map((s, i) => ({ ...s, points: points[i] ?? 0 })), total: 10, winner };
}

describe('counter (test game)', () => {
  it('deals every seat a different secret word from the deck', () => {
    const state = counter.setup({ seats: [0, 1, 2, 3, 4, 5], options: { target: 10 }, random: createRandom('deal') });
    const secrets = state.seats.map((s) => s.secret);
    expect(new Set(secrets).size).toBe(6);
    for (const secret of secrets) expect(SECRET_WORDS).toContain(secret);
    expect(state.seats.every((s) => !s.revealed)).toBe(true);
  });

  it('a turn allows at most two adds or draws, then only end-turn (and reveal)', () => {
    let m = startCounter();
    m = play(m, { type: 'add', seat: 0, amount: 2 });
    m = play(m, { type: 'draw', seat: 0 });
    expect(counter.legalActions(counterState(m), 0)).toEqual([{ type: 'end-turn', seat: 0 }, { type: 'reveal', seat: 0 }]);
  });

  it('end-turn passes the turn to the next seat in order, wrapping round', () => {
    let m = startCounter({ seats: 3 });
    for (const seat of [0, 1, 2]) {
      expect(counter.toAct(counterState(m))).toEqual([seat]);
      m = play(play(m, { type: 'add', seat, amount: 1 }), { type: 'end-turn', seat });
    }
    expect(counter.toAct(counterState(m))).toEqual([0]);
  });

  it('a draw adds a die roll of 1–3 to the total and is recorded as the last draw', () => {
    const m = play(startCounter({ seed: 'dice' }), { type: 'draw', seat: 0 });
    const state = counterState(m);
    expect(state.total).toBeGreaterThanOrEqual(1);
    expect(state.total).toBeLessThanOrEqual(3);
    expect(state.lastDraw).toEqual({ seat: 0, value: state.total });
  });

  it('the seat that reaches the target wins at once, and nobody acts any more', () => {
    let m = startCounter({ options: { target: 4 } });
    m = play(play(m, { type: 'add', seat: 0, amount: 1 }), { type: 'end-turn', seat: 0 });
    m = play(m, { type: 'add', seat: 1, amount: 2 });
    m = play(m, { type: 'add', seat: 1, amount: 1 });
    expect(counter.toAct(counterState(m))).toEqual([]);
    expect(outcomeOf(m)).toEqual({ reason: 'target-reached', ranking: [{ seat: 1, place: 1, score: 3 }, { seat: 0, place: 2, score: 1 }] });
  });

  it('the winner ranks first even with fewer points; the others share places when tied', () => {
    expect(counter.outcome(finished([5, 2, 5, 1], 1))?.ranking).toEqual([
      { seat: 1, place: 1, score: 2 },
      { seat: 0, place: 2, score: 5 },
      { seat: 2, place: 2, score: 5 },
      { seat: 3, place: 4, score: 1 },
    ]);
  });

  it('the table view hides secrets until revealed; a seat view shows its own', () => {
    let m = startCounter();
    const state = counterState(m);
    expect(counter.tableView(state).seats.map((s) => s.secret)).toEqual([null, null]);
    expect(counter.seatView(state, 1).mySecret).toBe(state.seats[1]?.secret);
    m = play(m, { type: 'reveal', seat: 0 });
    const after = counterState(m);
    expect(counter.tableView(after).seats.map((s) => s.secret)).toEqual([after.seats[0]?.secret, null]);
  });

  it('describes actions as i18n keys with params', () => {
    expect(counter.describe({ type: 'add', seat: 2, amount: 1 }, finished([0, 0, 0, 0], 0))).toEqual({ key: 'counter.log.add', params: { seat: 2, amount: 1 } });
    expect(counter.describe({ type: 'end-turn', seat: 3 }, finished([0, 0, 0, 0], 0))).toEqual({ key: 'counter.log.end-turn', params: { seat: 3 } });
  });

  it('options default to a target of 10 and refuse targets below 3', () => {
    expect(counter.parseOptions(undefined)).toEqual({ target: 10 });
    expect(counter.parseOptions({})).toEqual({ target: 10 });
    expect(counter.parseOptions({ target: 25 })).toEqual({ target: 25 });
    expect(counter.parseOptions({ target: 2 })).toMatchObject({ kind: 'rule-error', code: 'bad-options' });
  });
});
