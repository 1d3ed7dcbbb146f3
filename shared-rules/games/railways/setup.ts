/**
 * A new game (rules "Setup"): every player at $0 with engine 1; each coloured city gets its
 * printed number of cubes drawn at random from the bag of 125 (25 per colour); the operations deck
 * shuffled with 5 face up (Our table); 2 Rail Baron cards dealt to each player, who keeps one
 * (Our table), in turn order before the first auction; the First Player marker goes to a seat
 * drawn at random (**Decision**: the source names no first player), who bids first.
 */
import { drawFrom, pileOf } from '../../core/pile';
import type { Random, SeatId } from '../../core/types';
import { boardOf, tableOf } from './board';
import { CUBES_PER_COLOR, FIRST_ENGINE, nextRotor, ROTOR_CITY_CUBES } from './meta';
import type { RailwaysOptions } from './options';
import type { PlayerState, RailwaysState } from './state';

/**
 * Draws one cube from `bag` (counts per colour, changed in place), each cube equally likely.
 * Returns its colour code, or −1 when the bag is empty.
 */
export function drawCube(bag: number[], random: Random): number {
  const total = bag.reduce((a, b) => a + b, 0);
  if (total === 0) return -1;
  let pick = random.int(0, total - 1);
  for (let k = 0; k < bag.length; k++) {
    const n = bag[k] ?? 0;
    if (pick < n) {
      bag[k] = n - 1;
      return k;
    }
    pick -= n;
  }
  return -1;
}

/** The state of a new game for `seats` (turn order = the order given). */
export function initialState(seats: readonly SeatId[], options: RailwaysOptions, random: Random): RailwaysState {
  const state0 = { mapId: options.mapId };
  const board = boardOf(state0);
  const table = tableOf(state0);
  const bag = [CUBES_PER_COLOR, CUBES_PER_COLOR, CUBES_PER_COLOR, CUBES_PER_COLOR, CUBES_PER_COLOR];
  const cubes = board.cities.map((_, c) => {
    const on: number[] = [];
    for (let i = 0; i < (board.cityCubes[c] ?? 0); i++) {
      const k = drawCube(bag, random);
      if (k >= 0) on.push(k);
    }
    return on;
  });
  const barons = random.shuffle(table.barons.map((_, i) => i));
  // The operations deck is a pile (order never stored): the face-up row is drawn from it now.
  // Worst is First removes the Railroad Executive cards (rules "Options from the source").
  const ids = table.operations.flatMap((card, i) => (options.bidding === 'worst-is-first' && card.kind === 'executive' ? [] : [i]));
  const dealt = drawFrom(pileOf(ids), table.faceUp, random);
  const players: PlayerState[] = seats.map((seat, i) => ({
    seat,
    cash: 0,
    bonds: 0,
    engine: FIRST_ENGINE,
    score: 0,
    baron: -1,
    dealt: barons.slice(i * table.baronDeal, (i + 1) * table.baronDeal),
    kept: [],
    claimed: [],
    hotels: [],
    mines: 0,
  }));
  const { n } = board;
  // Decision: the first First Player is drawn at random (the seat after them leads if all pass).
  const first = random.int(0, seats.length - 1);
  return {
    mapId: options.mapId,
    options,
    players,
    phase: 'barons',
    turn: 1,
    active: 0,
    first,
    auction: null,
    order: players.map((_, i) => i),
    round: 1,
    slot: 0,
    actionsLeft: 1,
    build: null,
    cubes,
    cityColor: [...board.cityColor],
    empty: board.cities.map(() => false),
    mined: board.cities.map(() => false),
    // City Rotors: on the big coloured cities, starting one entry after the base colour.
    ...(options.rotors === true ? { rotor: board.cities.map((_, c) => ((board.cityCubes[c] ?? 0) >= ROTOR_CITY_CUBES && (board.cityColor[c] ?? 5) < 5 ? nextRotor(board.cityColor[c] ?? 0, board.cityColor[c] ?? 0) : -1)) } : {}),
    bag,
    newCityTiles: [...table.newCityTiles],
    markersLeft: Math.max(1, (table.emptyCityMarkers[seats.length] ?? 0) - (options.fewerMarkers ? table.fewerMarkers : 0)),
    endTurn: null,
    tracks: [],
    nextTrackId: 0,
    sides: new Array<number>(n).fill(0),
    tileCount: new Array<number>(n).fill(0),
    deck: dealt.pile,
    faceUp: [...dealt.drawn],
    baronPool: barons.slice(seats.length * table.baronDeal),
    end: null,
    final: null,
  };
}
