/**
 * Resourceful Rails' setup (rules "Setup", "Build turns", "Options"): each player $50 ($60 with
 * the extra build turn), a Modest train off the board and 3 demand cards (5 with the extra
 * starting cards) dealt from the demand cards alone; then the event cards (when on) are
 * shuffled into the rest of the deck. Build turns in snake order: 1…N, N…1 (then 1…N again with
 * the extra build turn); then player 1 starts normal play.
 */
import { drawFrom, pileOf } from '../../core/pile';
import type { Random, SeatId } from '../../core/types';
import { getResourcefulMap } from '../../maps/resourceful-maps';
import { HAND_SIZE, START_CARDS_EXTRA, START_CASH, START_CASH_EXTRA } from './meta';
import type { ResourcefulOptions } from './options';
import { freshTurn, type PlayerState, type ResourcefulState } from './state';

/** The build turns' positions for `n` players: `0…n−1, n−1…0`, and `0…n−1` again with the extra build turn. */
export function snakeOrder(n: number, extra: boolean): number[] {
  const forward = Array.from({ length: n }, (_, p) => p);
  return [...forward, ...[...forward].reverse(), ...(extra ? forward : [])];
}

/** The state at the start of a match (the first build turn, position 0 to act). Throws `Error` for an unknown map (options are parsed first). */
export function initialState(seats: readonly SeatId[], options: ResourcefulOptions, random: Random): ResourcefulState {
  const map = getResourcefulMap(options.mapId);
  if (map === undefined) throw new Error(`Resourceful Rails: no map ${options.mapId}`);
  let demands = pileOf(map.demandCards.map((card) => card.id));
  const cards = options.extraCards ? START_CARDS_EXTRA : HAND_SIZE;
  const players: PlayerState[] = seats.map(() => {
    const dealt = drawFrom(demands, cards, random);
    demands = dealt.pile;
    return { cash: options.extraBuildTurn ? START_CASH_EXTRA : START_CASH, train: 'modest', at: -1, from: -1, loads: [], hand: [...dealt.drawn].sort((a, b) => a - b), derailed: false };
  });
  const deck = pileOf([...demands.items, ...(options.events ? map.events.map((event) => event.id) : [])]);
  const buildOrder = snakeOrder(seats.length, options.extraBuildTurn);
  return {
    mapId: map.id,
    options,
    seats: [...seats],
    stage: 'build',
    buildOrder,
    buildDone: 0,
    active: buildOrder[0] ?? 0,
    round: 0,
    players,
    owners: map.edges.map(() => -1),
    ferryOwners: map.ferries.map(() => []),
    deck,
    discards: [],
    supply: map.goods.map((good) => good.loads),
    turn: { ...freshTurn(0), stage: 'build' },
    lasting: [],
    finalRound: false,
    end: null,
  };
}
