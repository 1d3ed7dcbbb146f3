import { describe, expect, it } from 'vitest';
import { isRuleError, ruleError } from '../../../shared-rules/core/errors';
import { legalFor, outcomeOf, startMatch, submitAction } from '../../../shared-rules/core/match';
import { parseMatchRecord } from '../../../shared-rules/core/match-schema';
import type { AnyGameModule } from '../../../shared-rules/core/types';
import { counter } from '../../../shared-rules/games/counter';
import { CREATED_AT, accepted, picture, play, refused, seatsOf, startCounter } from './counter-match';

const header = { matchId: 'm-1', seats: seatsOf(3), options: { target: 12 }, seed: 's', createdAt: CREATED_AT };

describe('starting a match', () => {
  it('fills gameId and rulesVersion from the module and stores the parsed options', () => {
    const started = startMatch(counter, { ...header, options: undefined });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const { log, ...rest } = started.match.record;
    expect(rest).toEqual({ matchId: 'm-1', gameId: 'counter', rulesVersion: 1, seats: seatsOf(3), options: { target: 10 }, seed: 's', createdAt: CREATED_AT, hashVersion: 2 });
    expect(log).toEqual([]);
    expect(parseMatchRecord(started.match.record).success).toBe(true);
  });

  it('gives the first seat in the seat list the first turn', () => {
    const seats = [{ seat: 2, color: 'blue', symbol: 'square', controller: 'human' as const }, { seat: 0, color: 'red', symbol: 'circle', controller: 'bot' as const }];
    const started = startMatch(counter, { ...header, seats });
    expect(started.ok && started.match.module.toAct(started.match.state)).toEqual([2]);
  });

  it('refuses fewer seats than the game allows (bad-seats)', () => {
    const started = startMatch(counter, { ...header, seats: seatsOf(1) });
    expect(!started.ok && started.error).toMatchObject({ kind: 'rule-error', code: 'bad-seats', params: { min: 2, max: 6, count: 1 } });
  });

  it('refuses more seats than the game allows (bad-seats)', () => {
    const seven = [...seatsOf(6), { seat: 5, color: 'x', symbol: 'y', controller: 'bot' as const }];
    const started = startMatch(counter, { ...header, seats: seven });
    expect(!started.ok && started.error.code).toBe('bad-seats');
  });

  it('refuses a seat listed twice (bad-seats)', () => {
    const twice = [...seatsOf(2), ...seatsOf(1)];
    const started = startMatch(counter, { ...header, seats: twice });
    expect(!started.ok && started.error.code).toBe('bad-seats');
  });

  it('refuses options the game does not accept (bad-options)', () => {
    for (const options of [{ target: 1 }, { target: 'ten' }, { goal: 10 }, 'fast']) {
      const started = startMatch(counter, { ...header, options });
      expect(!started.ok && started.error.code).toBe('bad-options');
    }
  });

  it('refuses a header that the save schema would refuse (bad-header)', () => {
    const badId = startMatch(counter, { ...header, matchId: '../etc/passwd' });
    expect(!badId.ok && badId.error).toMatchObject({ code: 'bad-header', params: { field: 'matchId' } });
    const badTime = startMatch(counter, { ...header, createdAt: 'yesterday' });
    expect(!badTime.ok && badTime.error.code).toBe('bad-header');
  });
});

describe('submitting actions', () => {
  it('an accepted action appends one log entry naming seat, actor, flags and the hash after it', () => {
    const match = startCounter();
    const update = accepted(submitAction(match, { type: 'add', seat: 0, amount: 2 }, 'bot'));
    expect(update.entry).toEqual({
      seq: 0,
      kind: 'action',
      seat: 0,
      by: 'bot',
      action: { type: 'add', seat: 0, amount: 2 },
      revealed: false,
      drewRandom: false,
      hash: update.entry.hash,
    });
    expect(update.entry.hash).not.toBe('');
    expect(update.match.record.log).toEqual([update.entry]);
    expect(update.events).toEqual([{ type: 'added', seat: 0, params: { amount: 2, total: 2 } }]);
    expect(match.record.log).toEqual([]);
  });

  it('garbage input is a malformed-action error and changes nothing', () => {
    const match = startCounter();
    const before = picture(match);
    for (const input of [null, 42, 'add', [], { seat: 0 }, { type: 'add', seat: 0, amount: 3 }, { type: 'add', seat: 'zero', amount: 1 }, { type: 'add', seat: 0, amount: 1, extra: true }]) {
      const failure = refused(submitAction(match, input, 'human'));
      expect(isRuleError(failure.error)).toBe(true);
      expect(failure.error.code).toBe('malformed-action');
    }
    expect(picture(match)).toBe(before);
  });

  it('an unknown action type is a malformed-action error and changes nothing', () => {
    const match = startCounter();
    const before = picture(match);
    const failure = refused(submitAction(match, { type: 'teleport', seat: 0 }, 'human'));
    expect(failure.error).toMatchObject({ kind: 'rule-error', code: 'malformed-action' });
    expect(picture(match)).toBe(before);
  });

  it('a seat that is not to act gets not-your-turn and the match is unchanged', () => {
    const match = startCounter({ seats: 3 });
    const before = picture(match);
    const failure = refused(submitAction(match, { type: 'add', seat: 1, amount: 1 }, 'human'));
    expect(failure.error).toMatchObject({ kind: 'rule-error', code: 'not-your-turn', params: { seat: 1 } });
    expect(picture(match)).toBe(before);
  });

  it('a seat that is not at the table gets not-your-turn', () => {
    const failure = refused(submitAction(startCounter({ seats: 2 }), { type: 'add', seat: 5, amount: 1 }, 'human'));
    expect(failure.error.code).toBe('not-your-turn');
  });

  it('a well-formed action that is not in the legal list is an illegal-action error', () => {
    let match = startCounter();
    const endTooSoon = refused(submitAction(match, { type: 'end-turn', seat: 0 }, 'human'));
    expect(endTooSoon.error).toMatchObject({ code: 'illegal-action', params: { type: 'end-turn', seat: 0 } });
    match = play(match, { type: 'add', seat: 0, amount: 1 });
    match = play(match, { type: 'add', seat: 0, amount: 1 });
    const before = picture(match);
    const thirdAdd = refused(submitAction(match, { type: 'add', seat: 0, amount: 1 }, 'human'));
    expect(thirdAdd.error.code).toBe('illegal-action');
    expect(picture(match)).toBe(before);
  });

  it('after the game is over every action is refused with game-over', () => {
    let match = startCounter({ options: { target: 3 } });
    match = play(match, { type: 'add', seat: 0, amount: 2 });
    match = play(match, { type: 'add', seat: 0, amount: 1 });
    expect(outcomeOf(match)?.ranking[0]).toEqual({ seat: 0, place: 1, score: 3 });
    const before = picture(match);
    for (const input of [{ type: 'end-turn', seat: 0 }, { type: 'add', seat: 1, amount: 1 }]) {
      expect(refused(submitAction(match, input, 'human')).error.code).toBe('game-over');
    }
    expect(picture(match)).toBe(before);
    expect(legalFor(match, 0)).toEqual([]);
    expect(legalFor(match, 1)).toEqual([]);
  });

  it('a module check, when present, decides legality and its error is returned as is', () => {
    const strict: AnyGameModule = { ...counter, check: () => ruleError('house-rule', 'no adds on Sundays', { day: 'sunday' }) };
    const started = startMatch(strict, header);
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const failure = refused(submitAction(started.match, { type: 'add', seat: 0, amount: 1 }, 'human'));
    expect(failure.error).toEqual({ kind: 'rule-error', code: 'house-rule', message: 'no adds on Sundays', params: { day: 'sunday' } });
  });

  it('legal membership ignores key order in the submitted action', () => {
    const match = play(startCounter(), { amount: 2, seat: 0, type: 'add' });
    expect(match.record.log[0]?.action).toEqual({ type: 'add', seat: 0, amount: 2 });
  });
});

describe('submitting a listed legal action (issue #12: bots pick from the list legalFor gave)', () => {
  /** The counter game with its parse and check counted. */
  function counted(): { module: AnyGameModule; calls: { parse: number; legal: number } } {
    const calls = { parse: 0, legal: 0 };
    const base: AnyGameModule = counter;
    const module: AnyGameModule = {
      ...base,
      parseAction: (input) => ((calls.parse += 1), base.parseAction(input)),
      legalActions: (state, seat) => ((calls.legal += 1), base.legalActions(state, seat)),
    };
    return { module, calls };
  }

  it('one of the very objects of the list is applied without being parsed or checked again, with the same entry, state and events as a copy', () => {
    const { module, calls } = counted();
    const started = startMatch(module, header);
    if (!started.ok) throw new Error(started.error.message);
    const listed = legalFor(started.match, 0)[1];
    expect(calls).toEqual({ parse: 0, legal: 1 });
    expect(legalFor(started.match, 0)[1]).toBe(listed);
    expect(calls.legal).toBe(1);
    const fast = accepted(submitAction(started.match, listed, 'bot'));
    expect(calls).toEqual({ parse: 0, legal: 1 });
    const checked = accepted(submitAction(started.match, JSON.parse(JSON.stringify(listed)) as unknown, 'bot'));
    expect(calls).toEqual({ parse: 1, legal: 2 });
    expect(fast.entry).toEqual(checked.entry);
    expect(fast.events).toEqual(checked.events);
    expect(picture(fast.match)).toEqual(picture(checked.match));
  });

  it('an object listed for an earlier match is checked again, and refused when it is no longer legal', () => {
    const { module, calls } = counted();
    const started = startMatch(module, header);
    if (!started.ok) throw new Error(started.error.message);
    const reveal = legalFor(started.match, 0).find((a) => a.type === 'reveal');
    if (reveal === undefined) throw new Error('no reveal listed');
    const revealed = accepted(submitAction(started.match, reveal, 'human')).match;
    const before = picture(revealed);
    const parses = calls.parse;
    const failure = refused(submitAction(revealed, reveal, 'human'));
    expect(failure.error.code).toBe('illegal-action');
    expect(calls.parse).toBe(parses + 1);
    expect(picture(revealed)).toBe(before);
  });
});

describe('legal actions and outcome', () => {
  it('legalFor lists the seat to act its actions and other seats nothing', () => {
    const match = startCounter({ seats: 3 });
    expect(legalFor(match, 0)).toEqual([
      { type: 'add', seat: 0, amount: 1 },
      { type: 'add', seat: 0, amount: 2 },
      { type: 'draw', seat: 0 },
      { type: 'reveal', seat: 0 },
    ]);
    expect(legalFor(match, 1)).toEqual([]);
    expect(legalFor(match, 4)).toEqual([]);
  });

  it('there is no outcome while the game runs', () => {
    expect(outcomeOf(startCounter())).toBeUndefined();
  });

  it('a played record still passes the save schema', () => {
    let match = startCounter({ seats: 3 });
    match = play(match, { type: 'draw', seat: 0 });
    match = play(match, { type: 'reveal', seat: 0 });
    match = play(match, { type: 'end-turn', seat: 0 });
    const parsed = parseMatchRecord(match.record);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual(match.record);
  });
});
