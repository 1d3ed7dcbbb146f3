/**
 * Counter: a tiny test game for the rules-engine core, not meant to be fun.
 *
 * Rules (all of them):
 * 1. Each seat is dealt a secret word at setup (from a shuffled deck); it stays hidden until
 *    its owner reveals it (`reveal`, once, on their turn).
 * 2. Seats take turns in seat order. On your turn you may `add` 1 or 2 to the shared total,
 *    or `draw` (a die of 1–3, added to the total), at most twice in all per turn.
 * 3. After at least one add or draw you may `end-turn`; the next seat in order plays.
 * 4. The seat that brings the total to the target (option, default 10) or beyond wins at once.
 * 5. Ranking: the winner first; the others by the points they added, ties sharing a place.
 *
 * It exercises every part of the undo policy: adds within a turn can be undone, `end-turn`
 * changes whose turn it is, `draw` draws randomness and `reveal` reveals hidden information.
 */
import { defineGame, randomLegalBot } from '../../core/define-game';
import { counterCatalog, counterMeta } from './catalog';
import type { ApplyResult, GameEvent, GameModule, Json, Outcome, Placing, Random, SeatId } from '../../core/types';
import {
  parseCounterAction,
  parseCounterOptions,
  type CounterAction,
  type CounterOptions,
  type CounterSeat,
  type CounterSeatView,
  type CounterState,
  type CounterTableView,
} from './schema';

export type { CounterAction, CounterOptions, CounterSeatView, CounterState, CounterTableView } from './schema';

/** Adds and draws a seat may make in one turn (rule 2). */
export const ADDS_PER_TURN = 2;

/** The highest value of the `draw` die; it rolls 1 to this (rule 2). */
export const DRAW_MAX = 3;

/** The deck of secret words dealt at setup, one per seat (rule 1); at least as many as seats. */
export const SECRET_WORDS = ['amber', 'birch', 'cobalt', 'delta', 'ember', 'fjord', 'garnet', 'heron', 'indigo', 'juniper', 'kestrel', 'lagoon'] as const;

/** The seat whose turn it is, or undefined once the game is over. */
function currentSeat(state: CounterState): CounterSeat | undefined {
  return state.winner === null ? state.seats[state.current] : undefined;
}

/** Adds `amount` for `seat`: total, the seat's points, adds this turn, and the winner if the target is reached (rules 2, 4). */
function addPoints(state: CounterState, seat: SeatId, amount: number): { state: CounterState; events: GameEvent[] } {
  const total = state.total + amount;
  const won = total >= state.target;
  const next: CounterState = {
    ...state,
    total,
    addsThisTurn: state.addsThisTurn + 1,
    seats: state.seats.map((s) => (s.seat === seat ? { ...s, points: s.points + amount } : s)),
    winner: won ? seat : null,
  };
  const events: GameEvent[] = [{ type: 'added', seat, params: { amount, total } }];
  if (won) events.push({ type: 'won', seat, params: { total } });
  return { state: next, events };
}

/** Deals the secret words and starts with the first seat to act (rule 1). Throws a RangeError with more seats than words. */
function setup(input: { readonly seats: readonly SeatId[]; readonly options: CounterOptions; readonly random: Random }): CounterState {
  const deck = input.random.shuffle(SECRET_WORDS);
  const seats = input.seats.map((seat, i): CounterSeat => {
    const secret = deck[i];
    if (secret === undefined) throw new RangeError(`counter deals at most ${SECRET_WORDS.length} secrets`);
    return { seat, points: 0, secret, revealed: false };
  });
  return { seats, current: 0, total: 0, target: input.options.target, addsThisTurn: 0, lastDraw: null, winner: null };
}

/** The legal actions of `seat`, in a fixed order: add 1, add 2, draw, end-turn, reveal (rules 1–3). */
function legalActions(state: CounterState, seat: SeatId): readonly CounterAction[] {
  const current = currentSeat(state);
  if (current === undefined || current.seat !== seat) return [];
  const actions: CounterAction[] = [];
  if (state.addsThisTurn < ADDS_PER_TURN) {
    actions.push({ type: 'add', seat, amount: 1 }, { type: 'add', seat, amount: 2 }, { type: 'draw', seat });
  }
  if (state.addsThisTurn >= 1) actions.push({ type: 'end-turn', seat });
  if (!current.revealed) actions.push({ type: 'reveal', seat });
  return actions;
}

/** Applies a legal action (rules 1–4); only `draw` uses `random`, only `reveal` reveals. */
function apply(state: CounterState, action: CounterAction, random: Random): ApplyResult<CounterState> {
  switch (action.type) {
    case 'add':
      return { ...addPoints(state, action.seat, action.amount), revealed: false };
    case 'draw': {
      const value = random.int(1, DRAW_MAX);
      const added = addPoints({ ...state, lastDraw: { seat: action.seat, value } }, action.seat, value);
      return { state: added.state, events: [{ type: 'drew', seat: action.seat, params: { value } }, ...added.events], revealed: false };
    }
    case 'reveal': {
      const seats = state.seats.map((s) => (s.seat === action.seat ? { ...s, revealed: true } : s));
      const secret = state.seats.find((s) => s.seat === action.seat)?.secret ?? null;
      return { state: { ...state, seats }, events: [{ type: 'revealed', seat: action.seat, params: { secret } }], revealed: true };
    }
    case 'end-turn': {
      const current = (state.current + 1) % state.seats.length;
      const next = state.seats[current]?.seat ?? null;
      return { state: { ...state, current, addsThisTurn: 0 }, events: [{ type: 'turn', seat: action.seat, params: { next } }], revealed: false };
    }
  }
}

/**
 * The ranking once a seat has won (rule 5): the winner at place 1, then the others by points,
 * best first, tied seats sharing a place (1, 2, 2, 4). `score` is the points a seat added.
 */
function outcome(state: CounterState): Outcome | undefined {
  const winner = state.winner;
  if (winner === null) return undefined;
  const others = state.seats.filter((s) => s.seat !== winner).sort((a, b) => b.points - a.points || a.seat - b.seat);
  const ranking: Placing[] = state.seats
    .filter((s) => s.seat === winner)
    .map((s) => ({ seat: s.seat, place: 1, score: s.points }));
  for (const s of others) {
    ranking.push({ seat: s.seat, place: 2 + others.filter((o) => o.points > s.points).length, score: s.points });
  }
  return { ranking, reason: 'target-reached' };
}

/** What everyone may see: secrets only once revealed. */
function tableView(state: CounterState): CounterTableView {
  const current = currentSeat(state);
  return {
    toAct: current === undefined ? [] : [current.seat],
    total: state.total,
    target: state.target,
    addsThisTurn: state.addsThisTurn,
    seats: state.seats.map((s) => ({ seat: s.seat, points: s.points, secret: s.revealed ? s.secret : null })),
    lastDraw: state.lastDraw,
    winner: state.winner,
  };
}

/** The i18n log line of an action: key `counter.log.<type>`, params `seat` (and `amount` for `add`). */
function describe(action: CounterAction): { readonly key: string; readonly params: { readonly [key: string]: Json } } {
  const key = `counter.log.${action.type}`;
  if (action.type === 'add') return { key, params: { seat: action.seat, amount: action.amount } };
  return { key, params: { seat: action.seat } };
}

/** The counter game module (game id `counter`, 2–6 seats, rules version 1). */
export const counter: GameModule<CounterState, CounterAction, CounterSeatView, CounterTableView, CounterOptions> = {
  meta: counterMeta,
  parseOptions: parseCounterOptions,
  parseAction: parseCounterAction,
  setup,
  toAct(state) {
    const current = currentSeat(state);
    return current === undefined ? [] : [current.seat];
  },
  legalActions,
  apply,
  outcome,
  seatView(state, seat) {
    const mine = state.seats.find((s) => s.seat === seat);
    return { ...tableView(state), me: seat, mySecret: mine === undefined ? null : mine.secret };
  },
  tableView,
  describe,
};

/**
 * Counter, whole: the rules, the `random` bot (its only level: a test game is never offered in
 * the lobby), no static data, and its one option (`target`, 3–100).
 */
export const counterGame = defineGame({
  catalog: counterCatalog,
  module: counter,
  bots: { random: randomLegalBot },
  data: {},
  conformance: {
    endReasons: ['target-reached'],
    announcements: [],
    // Hidden: an unrevealed secret word. Another word from the deck that no seat holds (rule 1).
    swapSecrets: (state, seat, random) => {
      const mine = state.seats.find((s) => s.seat === seat);
      if (mine === undefined || mine.revealed) return undefined;
      const free = SECRET_WORDS.filter((w) => !state.seats.some((s) => s.secret === w));
      const word = free[random.int(0, free.length - 1)];
      return word === undefined ? undefined : { ...state, seats: state.seats.map((s) => (s.seat === seat ? { ...s, secret: word } : s)) };
    },
  },
});
