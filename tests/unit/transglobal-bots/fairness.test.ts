/**
 * Fair play (design: "Bots see only their own seat view plus public history"): a bot's choice
 * does not change when the other seats' hidden cities are swapped for other legal hands.
 */
import { describe, expect, it } from 'vitest';
import { createRandom, outcomeOf, submitAction, type Match } from '../../../shared-rules/core';
import { transglobal, type TransglobalState } from '../../../shared-rules/games/transglobal';
import { TRANSGLOBAL_BOTS } from '../../../shared-rules/games/transglobal/bots';
import { isTransglobalState } from '../../../shared-rules/games/transglobal/state';
import { startGame } from '../../../build/games/transglobal/play';
import { grid } from '../../fixtures/transglobal/craft';

function stateOf(match: Match): TransglobalState {
  if (!isTransglobalState(match.state)) throw new Error('not a Transglobal state');
  return match.state;
}

/** States of a 3-player game at each kind of decision: hubs (a later one, and the last one), building with $2 and with $1 left. */
function moments(): Map<string, TransglobalState> {
  const found = new Map<string, TransglobalState>();
  let match = startGame({ mapId: 'fixture-grid', players: 3, seed: 'fair', bots: [] });
  const random = createRandom('fair-bots');
  for (let i = 0; i < 5000 && outcomeOf(match) === undefined && found.size < 4; i++) {
    const s = stateOf(match);
    // Late enough in the building phase that other seats have built links (history to infer from).
    // The last hub to place (every other one placed: hard then compares spots by rollouts).
    const lastHub = s.phase === 'hubs' && s.hubs[s.active] === null && s.hubs.filter((h) => h === null).length === 1;
    const key = lastHub ? 'hubs-last' : s.phase === 'hubs' ? (s.hubs.some((h) => h !== null) ? 'hubs' : '') : s.phase === 'building' && s.built.length >= 12 && s.turn.spent < 2 ? `building-${s.turn.spent}` : '';
    if (key !== '' && !found.has(key)) found.set(key, s);
    const seat = transglobal.toAct(s)[0] ?? -1;
    const action = TRANSGLOBAL_BOTS.medium(transglobal.seatView(s, seat), transglobal.tableView(s), transglobal.legalActions(s, seat), random);
    const result = submitAction(match, action, 'bot');
    if (!result.ok) throw new Error(result.error.message);
    match = result.match;
  }
  return found;
}

/**
 * `state` with every seat other than the active one dealt another legal hand: one city per
 * region, no dashed city (3 players), none held by anyone in `state`, none shared.
 */
function othersRedealt(state: TransglobalState): TransglobalState {
  const held = new Set(state.hands.flat());
  const hands = state.hands.map((hand, p) => {
    if (p === state.active) return hand;
    return grid.regions.map((region) => {
      const index = grid.cities.findIndex((c, i) => c.region === region.id && !c.dashed && !held.has(i));
      if (index < 0) throw new Error('no free city');
      held.add(index);
      return index;
    });
  });
  return { ...state, hands };
}

describe('fair play', () => {
  const found = moments();

  it('the game reached hub decisions (the last hub too) and building decisions with $2 and $1 left', () => {
    expect([...found.keys()].sort()).toEqual(['building-0', 'building-1', 'hubs', 'hubs-last']);
  });

  for (const level of ['easy', 'medium', 'hard'] as const) {
    it(`${level}: the action is identical when the other seats hold other hands (same seed)`, () => {
      for (const [moment, state] of found) {
        const swapped = othersRedealt(state);
        // The two states really differ in the others' cities, and only there.
        expect(swapped.hands).not.toEqual(state.hands);
        expect(swapped.hands[state.active]).toEqual(state.hands[state.active]);
        const seat = transglobal.toAct(state)[0] ?? -1;
        let clock = 0;
        const decide = (s: TransglobalState): unknown =>
          TRANSGLOBAL_BOTS[level](transglobal.seatView(s, seat), transglobal.tableView(s), transglobal.legalActions(s, seat), createRandom(`fair-${moment}`), { now: () => (clock += 0.001), budgetMs: 300 });
        expect(transglobal.tableView(swapped)).toEqual(transglobal.tableView(state));
        expect(transglobal.seatView(swapped, seat)).toEqual(transglobal.seatView(state, seat));
        expect(decide(swapped)).toEqual(decide(state));
      }
    });
  }
});
