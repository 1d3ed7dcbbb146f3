/**
 * Setting up a game (rules "Setup"): one locomotive of each company on a start hex (companies
 * assigned at random), 31 per company in the bag, each player draws blind (3p 10, 4p 8, 5p 6,
 * 6p 5), the rest fills the six supplies, a random start player.
 */
import { drawFrom, pileOf } from '../../core/pile';
import type { Random, SeatId } from '../../core/types';
import { boardOf } from './board';
import { BAG_PER_COMPANY, COMPANY_COUNT, DRAW_BY_PLAYERS } from './meta';
import type { ParisOptions } from './options';
import type { ParisState } from './state';

/** Shares each of `players` players draws at setup (rules "Setup" 2). */
export function drawCount(players: number): number {
  return DRAW_BY_PLAYERS[players] ?? DRAW_BY_PLAYERS[6] ?? 5;
}

/** The state at the start of a game for `seats` (turn order) with `options`, drawing from `random`. */
export function initialState(seats: readonly SeatId[], options: ParisOptions, random: Random): ParisState {
  const board = boardOf(options.mapId);
  const startOrder = random.shuffle(board.starts);
  const occupied = Array.from({ length: board.n }, () => 0);
  startOrder.forEach((hex, company) => (occupied[hex] = 1 << company));
  // Listed in pile order already (company 0's 31, then company 1's…), so making the pile sorts nothing.
  let bag = pileOf(Array.from({ length: COMPANY_COUNT * BAG_PER_COMPANY }, (_, i) => Math.floor(i / BAG_PER_COMPANY)));
  const portfolios = seats.map(() => {
    const drawn = drawFrom(bag, drawCount(seats.length), random);
    bag = drawn.pile;
    const portfolio = Array.from({ length: COMPANY_COUNT }, () => 0);
    for (const c of drawn.drawn) portfolio[c] = (portfolio[c] ?? 0) + 1;
    return portfolio;
  });
  const supplies = Array.from({ length: COMPANY_COUNT }, () => 0);
  for (const c of bag.items) supplies[c] = (supplies[c] ?? 0) + 1;
  return {
    mapId: options.mapId,
    seats: [...seats],
    active: random.int(0, seats.length - 1),
    starts: startOrder,
    occupied,
    values: Array.from({ length: COMPANY_COUNT }, () => 0),
    supplies,
    portfolios,
    held: portfolios.map((p) => p.reduce((a, b) => a + b, 0)),
    turn: { company: null, placed: [], trade: null },
    end: null,
  };
}
