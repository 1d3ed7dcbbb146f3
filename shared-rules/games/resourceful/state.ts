/**
 * Resourceful Rails' state (JSON only) and the helpers every part of the rules reads it with.
 * Positions (0…N−1) index `seats` in turn order; track owners are positions.
 * Source: shared/rules/resourceful-rails.md.
 */
import type { Pile } from '../../core/pile';
import type { SeatId } from '../../core/types';
import { getResourcefulMap } from '../../maps/resourceful-maps';
import { boardFor, type ResourcefulBoard } from './board';
import { TRAINS, type TrainKind } from './meta';
import type { ResourcefulOptions } from './options';

/** One player: cash ($), train, where it stands, its loads and demand cards. */
export type PlayerState = {
  readonly cash: number;
  readonly train: TrainKind;
  /** The train's milepost, or −1 before it is placed (first normal turn). */
  readonly at: number;
  /** The milepost it came from (a train reverses only in a city), or −1. */
  readonly from: number;
  /** Loads carried (good indices, in the order picked up). */
  readonly loads: readonly number[];
  /** Demand card ids held (public, rules "Demand cards"). */
  readonly hand: readonly number[];
  /** A derailment took this player's next move (our event deck). */
  readonly derailed: boolean;
};

/**
 * What this turn has done so far (reset at every turn):
 * - `stage`: `move` (moving, loading) until the first build or upgrade, then `build`;
 * - `movement`: mileposts of movement left; `moved`: whether the train has moved (or the turn's first step was taken);
 * - `acted`: whether anything at all was done (the whole-turn discard is only open before);
 * - `spent`: track built this turn, $; `upgrade`: `upgrade` or `crossgrade` bought this turn, or null;
 * - `fees`: positions whose track fee was paid this turn;
 * - `majorOut`: city indices of major cities, one entry per section built out of it this turn;
 * - `ferry`: the train crossed a ferry this turn.
 */
export type TurnState = {
  readonly stage: 'move' | 'build';
  readonly movement: number;
  readonly moved: boolean;
  readonly acted: boolean;
  readonly spent: number;
  readonly upgrade: 'upgrade' | 'crossgrade' | null;
  readonly fees: readonly number[];
  readonly majorOut: readonly number[];
  readonly ferry: boolean;
};

/** An event in force until its drawer's next turn (card id, drawer's position). */
export type LastingEvent = { readonly card: number; readonly drawer: number };

/** Why the game ended: a winner qualified and the round was finished, or the round limit came. */
export type ResourcefulEnd = 'connected-and-rich' | 'round-limit';

/** The whole state. */
export type ResourcefulState = {
  readonly mapId: string;
  readonly options: ResourcefulOptions;
  readonly seats: readonly SeatId[];
  /** `build`: the opening build turns; `play`: normal turns. */
  readonly stage: 'build' | 'play';
  /** The build turns' positions in snake order (`1…N, N…1`[, `1…N`]) and how many are done. */
  readonly buildOrder: readonly number[];
  readonly buildDone: number;
  /** The position to act. */
  readonly active: number;
  /** The normal round being played (1 first; 0 during build turns). */
  readonly round: number;
  readonly players: readonly PlayerState[];
  /** Owner of each map edge (position), −1 for none; `city` links are never owned. */
  readonly owners: readonly number[];
  /** Owners of each ferry line (positions, at most 2). */
  readonly ferryOwners: readonly (readonly number[])[];
  /** The face-down deck (card ids; order hidden) and the discards. */
  readonly deck: Pile<number>;
  readonly discards: readonly number[];
  /** Loads of each good left in the supply (by good index). */
  readonly supply: readonly number[];
  readonly turn: TurnState;
  readonly lasting: readonly LastingEvent[];
  /** A player qualified to win: the round is finished, then the game ends. */
  readonly finalRound: boolean;
  readonly end: ResourcefulEnd | null;
};

/** The board of the state's map. Throws `Error` for an unknown map (options are parsed first, so that is a defect). */
export function boardOf(state: { readonly mapId: string }): ResourcefulBoard {
  const map = getResourcefulMap(state.mapId);
  if (map === undefined) throw new Error(`Resourceful Rails: no map ${state.mapId}`);
  return boardFor(map);
}

/** The position of `seat` in turn order, or −1. */
export function positionOf(state: ResourcefulState, seat: SeatId): number {
  return state.seats.indexOf(seat);
}

/** A train's speed (mileposts per turn) under the options (rules "Trains", "Options"). */
export function speedOf(train: TrainKind, options: ResourcefulOptions): number {
  return options.fastTrains ? TRAINS[train].fastSpeed : TRAINS[train].speed;
}

/** A train's capacity (loads). */
export function capacityOf(train: TrainKind): number {
  return TRAINS[train].capacity;
}

/** A fresh turn with `movement` mileposts to move. */
export function freshTurn(movement: number): TurnState {
  return { stage: 'move', movement, moved: false, acted: false, spent: 0, upgrade: null, fees: [], majorOut: [], ferry: false };
}

/** The state with player `p` replaced by `f(player)`. */
export function withPlayer(state: ResourcefulState, p: number, f: (player: PlayerState) => PlayerState): ResourcefulState {
  return { ...state, players: state.players.map((player, q) => (q === p ? f(player) : player)) };
}

/** Whether the active player must still discard down to 3 cards (extra starting cards, first normal turn). */
export function mustDiscard(state: ResourcefulState): boolean {
  return state.stage === 'play' && (state.players[state.active]?.hand.length ?? 0) > 3;
}
