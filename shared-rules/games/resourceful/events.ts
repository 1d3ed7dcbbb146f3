/**
 * Drawing demand cards and what event cards do when drawn (rules "Demand cards", "Options":
 * events, Family rule with our own deck). Every draw picks at random from the face-down deck (a
 * core pile), so a draw is randomness and undo stops there. When the deck runs out, the discards
 * are shuffled into a new deck (**Decision**: the digest is silent; the family reshuffles).
 *
 * An event card is resolved the moment it is drawn, put on the discards, and another card is
 * drawn in its place:
 * - `strike`: no load is picked up or delivered at its cities until the drawer's next turn;
 * - `flood`: every section bridging its river is washed out (its owner loses it), and nobody
 *   builds across the river until the drawer's next turn;
 * - `snow`: until the drawer's next turn nobody builds into a mountain or alpine milepost, and
 *   a train entering one spends 2 mileposts of movement;
 * - `derailment`: every train within 3 mileposts of either city loses one load (its newest, back
 *   to the supply) and its next move.
 */
import { drawFrom, pileOf } from '../../core/pile';
import type { GameEvent, Random } from '../../core/types';
import type { EventCard } from '../../maps/resourceful-map';
import { latticeDistance, type ResourcefulBoard } from './board';
import { DERAILMENT_REACH } from './meta';
import type { ResourcefulState } from './state';

/** The event card with id `card`, or `undefined` for a demand card. */
export function eventOf(board: ResourcefulBoard, card: number): EventCard | undefined {
  return board.cards.get(card)?.event;
}

/** Whether the train at milepost `at` is within the derailment's reach of `cities`. */
function nearCities(board: ResourcefulBoard, at: number, cities: readonly string[]): boolean {
  if (at < 0) return false;
  return cities.some((id) => (board.map.cities[board.cityIndex.get(id) ?? -1]?.mileposts ?? []).some((m) => latticeDistance(board, at, m) <= DERAILMENT_REACH));
}

/** The state after event `event`, drawn by position `drawer`, takes effect (the card goes to the discards). */
function resolveEvent(state: ResourcefulState, board: ResourcefulBoard, event: EventCard, drawer: number): ResourcefulState {
  const lasting = event.kind === 'derailment' ? state.lasting : [...state.lasting, { card: event.id, drawer }];
  let next: ResourcefulState = { ...state, lasting, discards: [...state.discards, event.id] };
  if (event.kind === 'flood') {
    const owners = state.owners.map((owner, id) => (board.links[id]?.river === event.river ? -1 : owner));
    next = { ...next, owners };
  }
  if (event.kind === 'derailment') {
    const supply = [...next.supply];
    const players = next.players.map((player) => {
      if (!nearCities(board, player.at, event.cities)) return player;
      const lost = player.loads[player.loads.length - 1];
      if (lost !== undefined) supply[lost] = (supply[lost] ?? 0) + 1;
      return { ...player, loads: player.loads.slice(0, -1), derailed: true };
    });
    next = { ...next, players, supply };
  }
  return next;
}

/**
 * Position `p` draws demand cards until its hand holds `handSize`, resolving every event card
 * drawn on the way. Returns the state and the events (`card-drawn` {card}; `event` {card, kind}).
 */
export function drawUpTo(state: ResourcefulState, board: ResourcefulBoard, p: number, handSize: number, random: Random): { readonly state: ResourcefulState; readonly events: GameEvent[] } {
  let next = state;
  const events: GameEvent[] = [];
  const seat = state.seats[p] ?? -1;
  for (let guard = 0; guard < 1000 && (next.players[p]?.hand.length ?? handSize) < handSize; guard++) {
    let deck = next.deck;
    if (deck.items.length === 0) {
      if (next.discards.length === 0) break;
      deck = pileOf(next.discards);
      next = { ...next, discards: [] };
      events.push({ type: 'reshuffled' });
    }
    const { drawn, pile } = drawFrom(deck, 1, random);
    const card = drawn[0];
    next = { ...next, deck: pile };
    if (card === undefined) break;
    const event = eventOf(board, card);
    if (event !== undefined) {
      events.push({ type: 'event', seat, params: { card, kind: event.kind } });
      next = resolveEvent(next, board, event, p);
      continue;
    }
    next = { ...next, players: next.players.map((player, q) => (q === p ? { ...player, hand: [...player.hand, card] } : player)) };
    events.push({ type: 'card-drawn', seat, params: { card } });
  }
  return { state: next, events };
}
