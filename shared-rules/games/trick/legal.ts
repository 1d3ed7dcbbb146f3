/**
 * Which actions are legal, with the reason when one is not (rules "A trick"): the leader plays
 * any card, the others follow the led company if they can; the winner of a City trick adds it to
 * either end of any railway, of a locomotive trick puts it on a railway without one; then each
 * player adds their played card to either end of its own company's railway. One list per seat
 * (`legalActionsFor`) drives the seat panel, validation and bots; `checkAction` agrees with it.
 */
import type { RuleError, SeatId } from '../../core/types';
import { trickError, type TrickAction } from './actions';
import { COMPANIES, COMPANY_COUNT } from './meta';
import { companyOf, ledCompany, positionOf, seatAt, type TrickState } from './state';

/** The cards of `hand` that may be played to a trick led in `led` (−1: nothing led yet): the led company's if any, else all (rules "A trick" 1). */
export function playableCards(hand: readonly number[], led: number): readonly number[] {
  if (led < 0) return hand;
  let follows = false;
  for (const card of hand) if (companyOf(card) === led) follows = true;
  return follows ? hand.filter((card) => companyOf(card) === led) : hand;
}

const ENDS = ['front', 'back'] as const;

/** Every legal action of `seat` now (empty unless it is that seat's turn in a running game). */
export function legalActionsFor(state: TrickState, seat: SeatId): TrickAction[] {
  if (state.end !== null || seatAt(state, state.active) !== seat) return [];
  switch (state.phase) {
    case 'play':
      return playableCards(state.hands[state.active] ?? [], ledCompany(state)).map((card) => ({ type: 'play', seat, card }));
    case 'place-city': {
      const out: TrickAction[] = [];
      for (let railway = 0; railway < COMPANY_COUNT; railway++) for (const end of ENDS) out.push({ type: 'place-city', seat, railway, end });
      return out;
    }
    case 'place-locomotive': {
      const out: TrickAction[] = [];
      for (let railway = 0; railway < COMPANY_COUNT; railway++) if ((state.locomotives[railway] ?? -1) < 0) out.push({ type: 'place-locomotive', seat, railway });
      return out;
    }
    case 'place-card':
      return ENDS.map((end) => ({ type: 'place-card', seat, end }));
  }
}

/** Why `action` (by the seat to act, in a running game: the runner checked both) is refused now, or `undefined` when it is legal. */
export function checkAction(state: TrickState, action: TrickAction): RuleError | undefined {
  const expected = action.type === 'play' ? 'play' : action.type;
  if (state.phase !== expected) return trickError('not-now', `the table is waiting for ${state.phase}`, { phase: state.phase });
  switch (action.type) {
    case 'play': {
      const hand = state.hands[positionOf(state, action.seat)] ?? [];
      if (!hand.includes(action.card)) return trickError('not-in-hand', `card ${action.card} is not in the hand`, { card: action.card });
      const led = ledCompany(state);
      if (led >= 0 && companyOf(action.card) !== led && hand.some((card) => companyOf(card) === led)) {
        return trickError('must-follow', `a card of ${COMPANIES[led] ?? led} must be played`, { company: COMPANIES[led] ?? String(led) });
      }
      return undefined;
    }
    case 'place-locomotive':
      return (state.locomotives[action.railway] ?? -1) >= 0 ? trickError('has-locomotive', `railway ${action.railway} has a locomotive`, { railway: COMPANIES[action.railway] ?? String(action.railway) }) : undefined;
    case 'place-city':
    case 'place-card':
      return undefined;
  }
}
