/**
 * Setting up a game (rules "Setup"): Station cards start the five railways; the 50 Railway cards
 * are a core pile (`../../core/pile.ts`) from which hands are dealt (3p 15, 4p 11, 5p 9) and the rest dealt face up onto their own
 * company's railway right of its Station; the Trick Lane is laid (Exchange cards shuffled into
 * the E slots; Cities drawn at random; Basic: the fixed locomotive slots, Expert: a shuffled pool
 * of [3]–[6] and the Cities fills the non-E, non-R slots); a random first lead.
 */
import { drawFrom, pileOf, pileSize } from '../../core/pile';
import type { Random, SeatId } from '../../core/types';
import {
  CITY,
  COMPANY_COUNT,
  EXCHANGE,
  HAND_SIZE,
  LANE_PATTERN,
  LOCOMOTIVE,
  LOCOMOTIVE_6,
  LOCOMOTIVE_INFINITY,
  RAILWAY_CARD_COUNT,
  RESERVATION,
  STATION,
} from './meta';
import type { TrickOptions } from './options';
import { companyOf, type TrickState } from './state';

/** Cards per hand (= tricks) for `players` players (rules "Setup" 2). */
export function handSize(players: number): number {
  return HAND_SIZE[players] ?? HAND_SIZE[5] ?? 9;
}

/**
 * The Trick Lane for `players` players (rules "Setup" 4, "Variants"), leftmost first, and the
 * lane cards left out of this game. Draws: the Exchange order, then (Basic) the Cities or
 * (Expert) the pool.
 */
export function layLane(players: number, variant: TrickOptions['variant'], random: Random): { readonly lane: number[]; readonly outOfGame: number[] } {
  const pattern = LANE_PATTERN[players] ?? LANE_PATTERN[5] ?? '';
  const exchanges = random.shuffle([0, 1, 2, 3, 4].map((c) => EXCHANGE + c));
  const outOfGame: number[] = [];
  const cities = [0, 1, 2].map((k) => CITY + k);
  let fill: number[];
  if (variant === 'expert') {
    const pool = random.shuffle([...[0, 1, 2, 3].map((l) => LOCOMOTIVE + l), ...cities]);
    const slots = [...pattern].filter((ch) => ch !== 'E' && ch !== 'R').length;
    fill = pool.slice(0, slots);
    outOfGame.push(...pool.slice(slots));
    if (!fill.includes(LOCOMOTIVE + LOCOMOTIVE_6)) outOfGame.push(LOCOMOTIVE + LOCOMOTIVE_INFINITY);
  } else {
    const cityCount = [...pattern].filter((ch) => ch === 'C').length;
    const drawn = random.shuffle(cities);
    outOfGame.push(...drawn.slice(cityCount));
    const cityQueue = drawn.slice(0, cityCount);
    fill = [...pattern].filter((ch) => ch !== 'E' && ch !== 'R').map((ch) => (ch === 'C' ? (cityQueue.shift() ?? CITY) : LOCOMOTIVE + Number(ch) - 3));
  }
  const reservations = [...pattern].filter((ch) => ch === 'R').length;
  for (let i = reservations; i < 3; i++) outOfGame.push(RESERVATION);
  const lane: number[] = [];
  let e = 0;
  let f = 0;
  for (const ch of pattern) {
    if (ch === 'E') lane.push(exchanges[e++] ?? EXCHANGE);
    else if (ch === 'R') lane.push(RESERVATION);
    else lane.push(fill[f++] ?? RESERVATION);
  }
  return { lane, outOfGame };
}

/** The state at the start of a game for `seats` (turn order, 3–5) with `options`, drawing from `random`. */
export function initialState(seats: readonly SeatId[], options: TrickOptions, random: Random): TrickState {
  const players = seats.length;
  const size = handSize(players);
  // The core pile: every card drawn uniformly at random when it is dealt (rules "Setup" 2–3).
  let deck = pileOf(Array.from({ length: RAILWAY_CARD_COUNT }, (_, i) => i));
  const hands = seats.map(() => {
    const dealt = drawFrom(deck, size, random);
    deck = dealt.pile;
    return [...dealt.drawn].sort((a, b) => a - b);
  });
  const railways: number[][] = Array.from({ length: COMPANY_COUNT }, (_, c) => [STATION + c]);
  for (const card of drawFrom(deck, pileSize(deck), random).drawn) railways[companyOf(card)]?.push(card);
  const { lane, outOfGame } = layLane(players, options.variant, random);
  const leader = random.int(0, players - 1);
  return {
    seats: [...seats],
    variant: options.variant,
    teams: options.teams,
    autoPlay: options.autoPlay,
    hands,
    railways,
    locomotives: [-1, -1, -1, -1, -1],
    lane,
    leader,
    trick: seats.map(() => -1),
    phase: 'play',
    active: leader,
    winner: -1,
    pending: -1,
    placers: [],
    shares: seats.map(() => []),
    outOfGame,
    voids: seats.map(() => 0),
    last: null,
    end: null,
  };
}
