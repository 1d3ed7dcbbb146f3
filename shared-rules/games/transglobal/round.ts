/**
 * The life of a round and of the game: the deal, a new round on a cleared board, the end of
 * the building phase, the finishing order, the round end with taxes, and the final ranking.
 * Source: shared/rules/transglobal-rail.md "A game" and "A round" §1–8.
 */
import type { GameEvent, Placing, Random, SeatId } from '../../core/types';
import type { TransglobalMap } from '../../maps/transglobal-map';
import { boardOf, isComplete, missingCityIntersections, networkIntersections } from './network';
import type { TransglobalOptions } from './options';
import { mapOf, replaceAt, seatAt, type RoundPlayerResult, type RoundResult, type TransglobalState } from './state';
import { cheapestCompletion } from './steiner';

/** Player counts at which dashed cities are left out of the deal (rules §A round 1). */
export const DASHED_LEFT_OUT_UP_TO = 3;

/** The round after which taxes are levied, and only then (rules §A round 8). */
export const TAX_ROUND = 2;

/**
 * Deals each of `players` positions one secret city per region, in the map's region order
 * (rules §A round 1): per region the eligible cities (without dashed ones at 2–3 players) are
 * shuffled with `random` and the first `players` go to positions 0, 1, …. Returns city indices
 * into `map.cities`. Throws a `RangeError` if a region has fewer eligible cities than players
 * (impossible on a map that passed `loadTransglobalMap`).
 */
export function dealHands(map: TransglobalMap, players: number, random: Random): number[][] {
  const hands: number[][] = Array.from({ length: players }, () => []);
  for (const region of map.regions) {
    const eligible: number[] = [];
    map.cities.forEach((city, index) => {
      if (city.region === region.id && !(players <= DASHED_LEFT_OUT_UP_TO && city.dashed)) eligible.push(index);
    });
    const shuffled = random.shuffle(eligible);
    if (shuffled.length < players) throw new RangeError(`region ${region.id} has ${shuffled.length} cities for ${players} players`);
    hands.forEach((hand, p) => hand.push(shuffled[p] ?? 0));
  }
  return hands;
}

/**
 * The first state of a match (rules "A game", §A round 1–3): banks at `startingBank`, round 1,
 * a random start player (Decision: random in round 1), hands dealt, hub phase. Draws from
 * `random`: the start player, then the deal.
 */
export function initialState(seats: readonly SeatId[], options: TransglobalOptions, random: Random): TransglobalState {
  const start = random.int(0, seats.length - 1);
  const map = mapOf(options);
  return {
    mapId: options.mapId,
    startingBank: options.startingBank,
    taxFloor: options.taxFloor,
    seats: [...seats],
    banks: seats.map(() => options.startingBank),
    round: 1,
    start,
    phase: 'hubs',
    active: start,
    hands: dealHands(map, seats.length, random),
    hubs: seats.map(() => null),
    built: [],
    builtBy: [],
    turn: { spent: 0, links: [] },
    finishing: null,
    results: [],
  };
}

/**
 * The tax every player pays after round 2 (rules §A round 8): if the lowest bank is above the
 * floor, lowest − floor, else 0; 0 when taxes are off (`floor` null). $.
 */
export function taxFor(banks: readonly number[], floor: number | null): number {
  if (floor === null || banks.length === 0) return 0;
  return Math.max(0, Math.min(...banks) - floor);
}

/**
 * The ranking by bank, best first (rules "A game"): tied banks share a place and the next place
 * skips (1, 1, 3: Decision, competition ranking); ties keep turn order. `score` is the bank, $.
 */
export function rankByBank(seats: readonly SeatId[], banks: readonly number[]): Placing[] {
  const entries = seats.map((seat, p) => ({ seat, score: banks[p] ?? 0, p }));
  entries.sort((a, b) => b.score - a.score || a.p - b.p);
  return entries.map(({ seat, score }) => ({ seat, score, place: 1 + entries.filter((o) => o.score > score).length }));
}

/**
 * Completions already computed, per `built` array (the rules never mutate one), keyed by the
 * player's hub and hand: the finishing player's suggestion is asked for by its seat view, the
 * bot, the worker's update and `build-cheapest` on the same board.
 */
const completions = new WeakMap<readonly number[], Map<string, { readonly cost: number; readonly links: readonly number[] }>>();

/** The exact cheapest completion for the player at `position` over the current board ($ and links; cached per board, hub and hand). */
export function completionFor(state: TransglobalState, position: number): { readonly cost: number; readonly links: readonly number[] } {
  let known = completions.get(state.built);
  if (known === undefined) {
    known = new Map();
    completions.set(state.built, known);
  }
  const key = `${state.mapId}|${state.hubs[position] ?? '-'}|${(state.hands[position] ?? []).join(',')}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  const completion = computeCompletion(state, position);
  known.set(key, completion);
  return completion;
}

function computeCompletion(state: TransglobalState, position: number): { readonly cost: number; readonly links: readonly number[] } {
  const board = boardOf(state);
  const built = new Array<boolean>(board.built.length);
  for (let e = 0; e < built.length; e++) built[e] = board.built[e] === 1; // a loop: Array.from with a map function is slow (issue #12)
  return cheapestCompletion(board.map, built, networkIntersections(state, board, position), missingCityIntersections(state, board, position));
}

/**
 * Ends the building phase the moment someone is complete (rules §A round 6, Decision from
 * TransAmerica): `endedBy` is the position whose turn it was. Players complete now pay nothing;
 * the others finish in turn order from the player after `endedBy` (rules §A round 7). Emits
 * `phase-ended`; continues with the first finisher or ends the round.
 */
export function endBuildingPhase(state: TransglobalState, endedBy: number, random: Random, events: GameEvent[]): { state: TransglobalState; revealed: boolean } {
  const board = boardOf(state);
  const k = state.seats.length;
  const completed: number[] = [];
  const queue: number[] = [];
  for (let i = 1; i <= k; i++) {
    const p = (endedBy + i) % k;
    if (isComplete(state, board, p)) completed.push(p);
    else queue.push(p);
  }
  events.push({
    type: 'phase-ended',
    seat: seatAt(state, endedBy),
    params: { completed: completed.map((p) => seatAt(state, p)) },
  });
  const next: TransglobalState = {
    ...state,
    phase: 'finishing',
    turn: { spent: 0, links: [] },
    finishing: { endedBy, completed: completed.sort((a, b) => a - b), queue, paid: state.seats.map(() => 0), cheapest: state.seats.map(() => null) },
  };
  return advanceFinishing(next, random, events);
}

/**
 * Hands the finishing phase to the next player in the queue who is still not complete (a
 * player completed meanwhile by someone else's links is skipped and pays nothing: Decision),
 * recording their exact cheapest completion; with nobody left, ends the round.
 */
export function advanceFinishing(state: TransglobalState, random: Random, events: GameEvent[]): { state: TransglobalState; revealed: boolean } {
  const finishing = state.finishing;
  if (finishing === null) return endRound(state, random, events);
  const board = boardOf(state);
  let queue = finishing.queue;
  while (queue.length > 0) {
    const p = queue[0] ?? 0;
    queue = queue.slice(1);
    if (isComplete(state, board, p)) continue;
    const cheapest = completionFor(state, p).cost;
    events.push({ type: 'finishing-turn', seat: seatAt(state, p), params: { bank: state.banks[p] ?? 0 } });
    return {
      state: { ...state, active: p, finishing: { ...finishing, queue, cheapest: replaceAt(finishing.cheapest, p, cheapest) } },
      revealed: false,
    };
  }
  return endRound({ ...state, finishing: { ...finishing, queue } }, random, events);
}

/**
 * Ends the round (rules §A round 8): records the public result with every hand revealed; if any
 * bank is $0 or less the game is over; otherwise taxes after round 2 only, then a new round on a
 * cleared board with a start player drawn at random (rules §A round 2: every round), then a new
 * deal. Always reveals.
 */
export function endRound(state: TransglobalState, random: Random, events: GameEvent[]): { state: TransglobalState; revealed: boolean } {
  const map = mapOf(state);
  const finishing = state.finishing;
  const players: RoundPlayerResult[] = state.seats.map((seat, p) => ({
    seat,
    cities: (state.hands[p] ?? []).map((c) => map.cities[c]?.id ?? ''),
    completedFirst: finishing?.completed.includes(p) ?? false,
    paid: finishing?.paid[p] ?? 0,
    cheapest: finishing?.cheapest[p] ?? 0,
    bank: state.banks[p] ?? 0,
  }));
  const gameOver = state.banks.some((bank) => bank <= 0);
  const tax = !gameOver && state.round === TAX_ROUND ? taxFor(state.banks, state.taxFloor) : 0;
  const banks = state.banks.map((bank) => bank - tax);
  const result: RoundResult = {
    round: state.round,
    endedBy: seatAt(state, finishing?.endedBy ?? state.active),
    players,
    tax,
    banks,
    gameOver,
  };
  events.push({ type: 'round-ended', params: { round: state.round } });
  if (tax > 0) events.push({ type: 'taxes', params: { tax } });
  const results = [...state.results, result];
  if (gameOver) {
    events.push({ type: 'game-over', params: { banks } });
    return { state: { ...state, banks, phase: 'over', finishing: null, turn: { spent: 0, links: [] }, results }, revealed: true };
  }
  const k = state.seats.length;
  // Rules §A round 2: the computer draws the start player at random at every round (then the deal).
  const start = random.int(0, k - 1);
  events.push({ type: 'round-started', seat: seatAt(state, start), params: { round: state.round + 1 } });
  return {
    state: {
      ...state,
      banks,
      round: state.round + 1,
      start,
      phase: 'hubs',
      active: start,
      hands: dealHands(map, k, random),
      hubs: state.seats.map(() => null),
      built: [],
      builtBy: [],
      turn: { spent: 0, links: [] },
      finishing: null,
      results,
    },
    revealed: true,
  };
}
