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
import { LOCOMOTIVE, LOCOMOTIVE_INFINITY, RESERVATION } from './meta';
import { bringsInfinity, companyOf, draftOf, infinityOutOfGame, isCitySlot, ledCompany, isStockSlot, positionOf, replacedAt, seatAt, winningPosition, type DraftState, type TrickState } from './state';

/**
 * The state after `action` (legal), its events and whether it revealed hidden information (a
 * played card leaves a hidden hand). `state` is not changed: the action makes one new state
 * (`draftOf`), which the steps below (`resolveTrick`, `startPlacing`, `nextTrick`) finish in place
 * before it is returned.
 */
export function applyAction(state: TrickState, action: TrickAction): ApplyResult<TrickState> {
  const p = positionOf(state, action.seat);
  const next = draftOf(state);
  switch (action.type) {
    case 'play': {
      next.hands = replacedAt(state.hands, p, withoutCard(state.hands[p] ?? [], action.card));
      next.trick = replacedAt(state.trick, p, action.card);
      const led = ledCompany(state);
      if (led >= 0 && companyOf(action.card) !== led) next.voids = replacedAt(state.voids, p, (state.voids[p] ?? 0) | (1 << led));
      const events: GameEvent[] = [{ type: 'card-played', seat: action.seat, params: { card: action.card } }];
      const following = (p + 1) % state.seats.length;
      if (following === state.leader) return { state: resolveTrick(next, events), events, revealed: true };
      next.active = following;
      return { state: next, events, revealed: true };
    }
    case 'place-city': {
      next.railways = withCard(state.railways, action.railway, state.pending, action.end);
      next.pending = -1;
      const events: GameEvent[] = [{ type: 'city-placed', seat: action.seat, params: { city: state.pending, railway: action.railway, end: action.end } }];
      return startPlacing(next, events);
    }
    case 'place-locomotive': {
      const locomotive = state.pending - LOCOMOTIVE;
      const locomotives = replacedAt(state.locomotives, action.railway, locomotive);
      next.locomotives = locomotives;
      next.pending = -1;
      const events: GameEvent[] = [{ type: 'locomotive-placed', seat: action.seat, params: { locomotive, railway: action.railway, auto: false } }];
      if (!bringsInfinity(locomotive, infinityOutOfGame(state.outOfGame))) return startPlacing(next, events);
      const free = locomotives.flatMap((l, r) => (l < 0 ? [r] : []));
      if (free.length >= 2) {
        next.pending = LOCOMOTIVE + LOCOMOTIVE_INFINITY;
        return { state: next, events, revealed: false };
      }
      const last = free[0] ?? -1;
      if (last < 0) return startPlacing(next, events);
      events.push({ type: 'locomotive-placed', seat: action.seat, params: { locomotive: LOCOMOTIVE_INFINITY, railway: last, auto: true } });
      next.locomotives = replacedAt(locomotives, last, LOCOMOTIVE_INFINITY);
      return startPlacing(next, events);
    }
    case 'place-card': {
      const card = state.trick[p] ?? -1;
      next.railways = withCard(state.railways, companyOf(card), card, action.end);
      next.trick = replacedAt(state.trick, p, -1);
      const placers = state.placers.slice(1);
      next.placers = placers;
      next.active = placers[0] ?? state.active;
      const events: GameEvent[] = [{ type: 'card-placed', seat: action.seat, params: { card, railway: companyOf(card), end: action.end } }];
      if (placers.length > 0) return { state: next, events, revealed: false };
      return nextTrick(next, state.winner, events);
    }
  }
}

/** `hand` without `card` (a new array). */
function withoutCard(hand: readonly number[], card: number): number[] {
  return hand.filter((c) => c !== card);
}

/** `railways` with `code` added to an end of railway `r` (a new list; the other railways shared). */
function withCard(railways: readonly (readonly number[])[], r: number, code: number, end: 'front' | 'back'): (readonly number[])[] {
  const items = railways[r];
  if (items === undefined) return railways.slice();
  return replacedAt(railways, r, end === 'front' ? [code, ...items] : [...items, code]);
}

/**
 * The trick in `next` (a draft, its last card played) is complete: the winner takes the
 * leftmost lane slot and it decides what happens (rules "A trick" 2–3). Finishes `next` in place
 * (through `nextTrick` after a stock trick) and returns it.
 */
function resolveTrick(next: DraftState, events: GameEvent[]): TrickState {
  const trick = next.trick;
  const winner = winningPosition(trick, next.leader);
  const slot = next.lane[0] ?? RESERVATION;
  const lane = next.lane.slice(1);
  next.last = { cards: trick, winner, slot };
  events.push({ type: 'trick-won', seat: seatAt(next, winner), params: { slot, card: trick[winner] ?? -1 } });
  if (isStockSlot(slot)) {
    const winnerCard = trick[winner] ?? -1;
    next.shares = next.shares.map((cards, q) => [...cards, q === winner ? slot : (trick[q] ?? -1)]);
    const reservation = lane.indexOf(RESERVATION);
    next.lane = reservation < 0 ? lane : replacedAt(lane, reservation, winnerCard);
    next.outOfGame = reservation < 0 ? [...next.outOfGame, winnerCard] : [...next.outOfGame, RESERVATION];
    next.trick = trick.map(() => -1);
    return nextTrick(next, winner, events).state;
  }
  next.lane = lane;
  next.phase = isCitySlot(slot) ? 'place-city' : 'place-locomotive';
  next.active = winner;
  next.winner = winner;
  next.pending = slot;
  return next;
}

/** The won City or locomotive is placed (in the draft `next`): each player now adds their played card, from the winner clockwise (rules "A trick" 3). */
function startPlacing(next: DraftState, events: GameEvent[]): ApplyResult<TrickState> {
  const n = next.seats.length;
  const placers: number[] = [];
  for (let i = 0; i < n; i++) placers.push((next.winner + i) % n);
  next.phase = 'place-card';
  next.placers = placers;
  next.active = placers[0] ?? 0;
  return { state: next, events, revealed: false };
}

/** The trick is done (in the draft `next`): the winner leads the next one, or the game ends after the last (rules "A trick" 4, "End"). */
function nextTrick(next: DraftState, winner: number, events: GameEvent[]): ApplyResult<TrickState> {
  next.phase = 'play';
  next.leader = winner;
  next.active = winner;
  next.winner = -1;
  next.pending = -1;
  next.placers = [];
  if (!next.trick.every((c) => c < 0)) next.trick = next.trick.map(() => -1);
  if (next.lane.length > 0) return { state: next, events, revealed: false };
  events.push({ type: 'game-ended', params: { reason: 'all-tricks-played' } });
  next.end = 'all-tricks-played';
  return { state: next, events, revealed: true };
}
