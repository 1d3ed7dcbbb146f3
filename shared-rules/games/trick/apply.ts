/**
 * Applying a legal action (the runner checked it), rules "A trick": a played card goes to the
 * trick; the last card of a trick resolves it at once by its Trick Lane slot — a stock trick
 * hands out the shares (the winner's card replaces the leftmost Reservation, else leaves the
 * game), a City or locomotive trick waits for the winner's placement and then each player's,
 * from the winner clockwise. When [6] is placed, [∞] goes at once onto the last railway without a
 * locomotive; in the Expert variant, with two or more such railways, the winner places it. After
 * the last trick the game ends (rules "End and scoring").
 */
import type { ApplyResult, GameEvent } from '../../core/types';
import type { TrickAction } from './actions';
import { LOCOMOTIVE, LOCOMOTIVE_6, LOCOMOTIVE_INFINITY, RESERVATION } from './meta';
import { companyOf, infinityOutOfGame, isCitySlot, ledCompany, isStockSlot, positionOf, seatAt, winningPosition, type TrickState } from './state';

/** The state after `action` (legal), its events and whether it revealed hidden information (a played card leaves a hidden hand). */
export function applyAction(state: TrickState, action: TrickAction): ApplyResult<TrickState> {
  const p = positionOf(state, action.seat);
  switch (action.type) {
    case 'play': {
      const hands = state.hands.map((hand, q) => (q === p ? hand.filter((card) => card !== action.card) : hand));
      const trick = state.trick.map((card, q) => (q === p ? action.card : card));
      const led = ledCompany(state);
      const voids = led < 0 || companyOf(action.card) === led ? state.voids : state.voids.map((v, q) => (q === p ? v | (1 << led) : v));
      const events: GameEvent[] = [{ type: 'card-played', seat: action.seat, params: { card: action.card } }];
      const next = (p + 1) % state.seats.length;
      if (next !== state.leader) return { state: { ...state, hands, trick, voids, active: next }, events, revealed: true };
      return { ...resolveTrick({ ...state, hands, trick, voids }, events), revealed: true };
    }
    case 'place-city': {
      const railways = withCard(state.railways, action.railway, state.pending, action.end);
      const events: GameEvent[] = [{ type: 'city-placed', seat: action.seat, params: { city: state.pending, railway: action.railway, end: action.end } }];
      return startPlacing({ ...state, railways, pending: -1 }, events);
    }
    case 'place-locomotive': {
      const locomotive = state.pending - LOCOMOTIVE;
      const locomotives = state.locomotives.map((l, r) => (r === action.railway ? locomotive : l));
      const events: GameEvent[] = [{ type: 'locomotive-placed', seat: action.seat, params: { locomotive, railway: action.railway, auto: false } }];
      const placed: TrickState = { ...state, locomotives, pending: -1 };
      if (locomotive !== LOCOMOTIVE_6 || infinityOutOfGame(state.outOfGame)) return startPlacing(placed, events);
      const free = locomotives.flatMap((l, r) => (l < 0 ? [r] : []));
      if (free.length >= 2) return { state: { ...placed, pending: LOCOMOTIVE + LOCOMOTIVE_INFINITY }, events, revealed: false };
      const last = free[0] ?? -1;
      if (last < 0) return startPlacing(placed, events);
      events.push({ type: 'locomotive-placed', seat: action.seat, params: { locomotive: LOCOMOTIVE_INFINITY, railway: last, auto: true } });
      return startPlacing({ ...placed, locomotives: locomotives.map((l, r) => (r === last ? LOCOMOTIVE_INFINITY : l)) }, events);
    }
    case 'place-card': {
      const card = state.trick[p] ?? -1;
      const railways = withCard(state.railways, companyOf(card), card, action.end);
      const trick = state.trick.map((c, q) => (q === p ? -1 : c));
      const placers = state.placers.slice(1);
      const events: GameEvent[] = [{ type: 'card-placed', seat: action.seat, params: { card, railway: companyOf(card), end: action.end } }];
      const placed: TrickState = { ...state, railways, trick, placers, active: placers[0] ?? state.active };
      if (placers.length > 0) return { state: placed, events, revealed: false };
      return nextTrick(placed, state.winner, events);
    }
  }
}

/** `railways` with `code` added to an end of railway `r`. */
function withCard(railways: readonly (readonly number[])[], r: number, code: number, end: 'front' | 'back'): (readonly number[])[] {
  return railways.map((items, q) => (q !== r ? items : end === 'front' ? [code, ...items] : [...items, code]));
}

/** The trick in `state` is complete: the winner takes the leftmost lane slot and it decides what happens (rules "A trick" 2–3). */
function resolveTrick(state: TrickState, events: GameEvent[]): Omit<ApplyResult<TrickState>, 'revealed'> {
  const winner = winningPosition(state.trick, state.leader);
  const slot = state.lane[0] ?? RESERVATION;
  const lane = state.lane.slice(1);
  const last = { cards: state.trick, winner, slot };
  events.push({ type: 'trick-won', seat: seatAt(state, winner), params: { slot, card: state.trick[winner] ?? -1 } });
  if (isStockSlot(slot)) {
    const winnerCard = state.trick[winner] ?? -1;
    const shares = state.shares.map((cards, q) => [...cards, q === winner ? slot : (state.trick[q] ?? -1)]);
    const reservation = lane.indexOf(RESERVATION);
    const nextLane = reservation < 0 ? lane : lane.map((s, i) => (i === reservation ? winnerCard : s));
    const outOfGame = reservation < 0 ? [...state.outOfGame, winnerCard] : [...state.outOfGame, RESERVATION];
    const cleared = state.trick.map(() => -1);
    return nextTrick({ ...state, lane: nextLane, shares, outOfGame, trick: cleared, last }, winner, events);
  }
  const phase = isCitySlot(slot) ? 'place-city' : 'place-locomotive';
  return { state: { ...state, lane, last, phase, active: winner, winner, pending: slot }, events };
}

/** The won City or locomotive is placed: each player now adds their played card, from the winner clockwise (rules "A trick" 3). */
function startPlacing(state: TrickState, events: GameEvent[]): ApplyResult<TrickState> {
  const n = state.seats.length;
  const placers = Array.from({ length: n }, (_, i) => (state.winner + i) % n);
  return { state: { ...state, phase: 'place-card', placers, active: placers[0] ?? 0 }, events, revealed: false };
}

/** The trick is done: the winner leads the next one, or the game ends after the last (rules "A trick" 4, "End"). */
function nextTrick(state: TrickState, winner: number, events: GameEvent[]): ApplyResult<TrickState> {
  const base: TrickState = { ...state, phase: 'play', leader: winner, active: winner, winner: -1, pending: -1, placers: [], trick: state.trick.every((c) => c < 0) ? state.trick : state.trick.map(() => -1) };
  if (state.lane.length > 0) return { state: base, events, revealed: false };
  events.push({ type: 'game-ended', params: { reason: 'all-tricks-played' } });
  return { state: { ...base, end: 'all-tricks-played' }, events, revealed: true };
}
