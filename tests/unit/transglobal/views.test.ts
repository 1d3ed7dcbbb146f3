/**
 * What each view shows: the table sees the board, hubs, turn, money and banks but no current
 * hand; a seat sees its own cities and, while finishing, the cheapest completion; hands are
 * revealed by the entry that ends the round, and only then.
 */
import { describe, expect, it } from 'vitest';
import { createRandom, outcomeOf, submitAction, type Match } from '../../../shared-rules/core';
import { transglobal, type TransglobalState } from '../../../shared-rules/games/transglobal';
import { greedyBot } from '../../../shared-rules/games/transglobal/bots/greedy';
import { isTransglobalState } from '../../../shared-rules/games/transglobal/state';
import { startGame } from '../../../build/games/transglobal/play';
import { craftState, grid, vertex } from '../../fixtures/transglobal/craft';

function stateOf(match: Match): TransglobalState {
  if (!isTransglobalState(match.state)) throw new Error('not a Transglobal state');
  return match.state;
}

/** Plays greedy bots until the first round ends; returns the match before and after that entry. */
function untilFirstRoundEnds(): { before: Match; after: Match; revealed: boolean; finishingSeen: Match | undefined } {
  let match = startGame({ mapId: 'fixture-grid', players: 3, seed: 'views', bots: [] });
  const random = createRandom('views-bots');
  let finishingSeen: Match | undefined;
  for (let i = 0; i < 5000 && outcomeOf(match) === undefined; i++) {
    const s = stateOf(match);
    if (s.phase === 'finishing' && !finishingSeen) finishingSeen = match;
    const seat = transglobal.toAct(s)[0] ?? -1;
    const action = greedyBot(transglobal.seatView(s, seat), transglobal.tableView(s), transglobal.legalActions(s, seat), random);
    const result = submitAction(match, action, 'bot');
    if (!result.ok) throw new Error(result.error.message);
    if (stateOf(result.match).results.length > s.results.length) return { before: match, after: result.match, revealed: result.entry.revealed, finishingSeen };
    expect(result.entry.revealed).toBe(false);
    match = result.match;
  }
  throw new Error('the round did not end');
}

describe('views', () => {
  const { before, after, revealed, finishingSeen } = untilFirstRoundEnds();

  it('the entry that ends the round reveals every hand in the public round result', () => {
    expect(revealed).toBe(true);
    const hands = stateOf(before).hands.map((h) => h.map((c) => grid.cities[c]?.id));
    const result = transglobal.tableView(stateOf(after)).results[0];
    expect(result?.players.map((p) => p.cities)).toEqual(hands);
    expect(result?.players.map((p) => p.seat)).toEqual([0, 1, 2]);
    expect(result?.players.some((p) => p.completedFirst)).toBe(true);
    expect(transglobal.tableView(stateOf(before)).results).toEqual([]);
  });

  it('the table view shows the board, hubs, whose turn, money left and banks', () => {
    const s = craftState({ built: [3, 9], builtBy: [1, 0], turn: { spent: 1, links: [9] } });
    const view = transglobal.tableView(s);
    expect(view).toMatchObject({
      mapId: 'fixture-grid',
      round: 1,
      phase: 'building',
      toAct: [0],
      moneyLeft: 1,
      turnLinks: [9],
      built: [{ link: 3, by: 1 }, { link: 9, by: 0 }],
      seats: [{ seat: 0, bank: 15, hub: vertex(2, 10), paid: 0 }, { seat: 1, bank: 15, hub: vertex(14, 10), paid: 0 }],
      dashedLeftOut: true,
      finishing: null,
    });
  });

  it('a seat view lists its own five cities with their connection, and nothing of the others', () => {
    const s = craftState({ hubs: [grid.cities[craftState().hands[0]?.[0] ?? 0]?.intersection ?? 0, vertex(14, 10)] });
    const view = transglobal.seatView(s, 0);
    expect(view.cities.map((c) => c.id)).toEqual(['west-2', 'north-2', 'east-2', 'south-2', 'coast-2']);
    expect(view.cities.map((c) => c.connected)).toEqual([true, false, false, false, false]);
    expect(view.complete).toBe(false);
    expect(view.finishing).toBeNull();
    expect(JSON.stringify(view)).not.toMatch(/west-3|north-3|east-3|south-3|coast-3/);
    expect(transglobal.seatView(s, 5)).toEqual({ seat: 5, cities: [], complete: false, finishing: null });
  });

  it('only the finishing seat gets the cheapest completion, with what it paid against the cheapest', () => {
    if (!finishingSeen) throw new Error('a finishing phase happened');
    const s = stateOf(finishingSeen);
    const active = transglobal.toAct(s)[0] ?? -1;
    for (const seat of s.seats) {
      const view = transglobal.seatView(s, seat);
      if (seat === active) {
        expect(view.finishing?.suggestion.cost).toBeGreaterThan(0);
        expect(view.finishing?.cheapestAtStart).toBe(view.finishing?.suggestion.cost);
        expect(view.finishing?.paid).toBe(0);
      } else {
        expect(view.finishing).toBeNull();
      }
    }
    expect(transglobal.tableView(s).finishing?.toFinish[0]).toBe(active);
  });

  it('log lines name the action, never a city', () => {
    const s = craftState();
    expect(transglobal.describe({ type: 'build', seat: 0, link: 3 }, s)).toEqual({ key: 'tg.log.build', params: { seat: 0, link: 3, cost: grid.links[3]?.cost ?? null } });
    expect(transglobal.describe({ type: 'place-hub', seat: 1, intersection: 7 }, s)).toEqual({ key: 'tg.log.place-hub', params: { seat: 1, intersection: 7 } });
    expect(transglobal.describe({ type: 'discard', seat: 0 }, s)).toEqual({ key: 'tg.log.discard', params: { seat: 0 } });
    expect(transglobal.describe({ type: 'build', seat: 0, link: 3 }, { ...s, phase: 'finishing' }).key).toBe('tg.log.build-from-bank');
  });
});
