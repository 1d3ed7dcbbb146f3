/**
 * Applying a legal action (the runner checked it): a placement, a trade, or OK. The game ends
 * at once when a locomotive reaches Marseille or only one supply still has locomotives, checked
 * after every placement and every trade (rules "End"); the portfolios are then revealed.
 */
import type { ApplyResult, GameEvent } from '../../core/types';
import type { ParisAction } from './actions';
import { boardOf } from './board';
import { positionOf, suppliesLeft, type ParisEnd, type ParisState } from './state';

/**
 * `state` with some fields replaced, the rest shared. Built as a literal in the state's key order
 * (the order `initialState` makes, which hash version 2's JSON text depends on): the same object
 * `{ ...state, ...changes }` makes, without the slow generic spread.
 */
function withChanges(state: ParisState, changes: Partial<ParisState>): ParisState {
  return {
    mapId: state.mapId,
    seats: state.seats,
    active: changes.active ?? state.active,
    starts: state.starts,
    occupied: changes.occupied ?? state.occupied,
    values: changes.values ?? state.values,
    supplies: changes.supplies ?? state.supplies,
    portfolios: changes.portfolios ?? state.portfolios,
    held: changes.held ?? state.held,
    turn: changes.turn ?? state.turn,
    end: changes.end === undefined ? state.end : changes.end,
  };
}

/** The state after `action` (legal), its events and whether it revealed hidden information (only the game's end does). */
export function applyAction(state: ParisState, action: ParisAction): ApplyResult<ParisState> {
  switch (action.type) {
    case 'ok': {
      const next = withChanges(state, { active: (state.active + 1) % state.seats.length, turn: { company: null, placed: [], trade: null } });
      return { state: next, events: [{ type: 'turn-ended', seat: action.seat }], revealed: false };
    }
    case 'place': {
      const board = boardOf(state.mapId);
      const { company, hex } = action;
      const occupied = [...state.occupied];
      occupied[hex] = (occupied[hex] ?? 0) | (1 << company);
      const gain = board.value[hex] ?? 0;
      const values = [...state.values];
      values[company] = (values[company] ?? 0) + gain;
      const supplies = [...state.supplies];
      supplies[company] = (supplies[company] ?? 0) - 1;
      const next = withChanges(state, { occupied, values, supplies, turn: { company, placed: [...state.turn.placed, hex], trade: null } });
      const events: GameEvent[] = [{ type: 'placed', seat: action.seat, params: { company, hex, gain, value: values[company] ?? 0 } }];
      return ended(next, events, hex === board.marseille ? 'marseille-reached' : undefined);
    }
    case 'trade': {
      const p = positionOf(state, action.seat);
      const { give, take, count } = action;
      const portfolios = state.portfolios.map((portfolio, q) => {
        if (q !== p) return portfolio;
        const mine = [...portfolio];
        mine[give] = (mine[give] ?? 0) - 1;
        mine[take] = (mine[take] ?? 0) + count;
        return mine;
      });
      const supplies = [...state.supplies];
      supplies[give] = (supplies[give] ?? 0) + 1;
      supplies[take] = (supplies[take] ?? 0) - count;
      const held = state.held.map((h, q) => (q === p ? h - 1 + count : h));
      const next = withChanges(state, { portfolios, supplies, held, turn: { company: null, placed: [], trade: { give, take, count } } });
      return ended(next, [{ type: 'traded', seat: action.seat, params: { give, take, count } }], undefined);
    }
  }
}

/** `next` ended with `reason`, or by its supplies (one left), or still running. */
function ended(next: ParisState, events: GameEvent[], reason: ParisEnd | undefined): ApplyResult<ParisState> {
  const end = reason ?? (suppliesLeft(next) <= 1 ? 'one-supply-left' : undefined);
  if (end === undefined) return { state: next, events, revealed: false };
  return { state: withChanges(next, { end }), events: [...events, { type: 'game-ended', params: { reason: end } }], revealed: true };
}
