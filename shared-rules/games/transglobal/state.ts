/**
 * Transglobal Rail's state: JSON only, declared with `type` (conventions §1). Per-player fields
 * are arrays indexed by *position*, the seat's index in `seats` (turn order, clockwise);
 * actions and views speak in seat ids. The state names its map by id; the map itself is looked
 * up in the registry (`shared-rules/maps/transglobal-registry.ts`).
 * Source: shared/rules/transglobal-rail.md ("A game", "A round").
 */
import type { SeatId } from '../../core/types';
import type { TransglobalMap } from '../../maps/transglobal-map';
import { getTransglobalMap } from '../../maps/transglobal-registry';

/**
 * The phase of a round (rules §A round 3–8): `hubs` (placing hubs), `building` (turns of $2),
 * `finishing` (unfinished players complete their networks from their banks) and `over`
 * (the game has ended).
 */
export type Phase = 'hubs' | 'building' | 'finishing' | 'over';

/** The active player's turn in the building phase: $ spent so far (0–2) and the links built this turn. */
export type TurnState = { readonly spent: number; readonly links: readonly number[] };

/**
 * The finishing phase (rules §A round 6–7). Positions, not seats.
 * - `endedBy`: the position whose turn it was when someone's network became complete;
 * - `completed`: positions whose five cities were all connected at that moment (they pay nothing);
 * - `queue`: positions still to finish after the active one, in turn order;
 * - `paid`: by position, $ paid from the bank this round;
 * - `cheapest`: by position, the exact cheapest completion ($) when their finishing began
 *   (`null` until then).
 */
export type FinishingState = {
  readonly endedBy: number;
  readonly completed: readonly number[];
  readonly queue: readonly number[];
  readonly paid: readonly number[];
  readonly cheapest: readonly (number | null)[];
};

/**
 * One player's public result of a round (rules "What the app shows": round summary), shown
 * after the round ends, when the hands are revealed: `cities` are city ids; `completedFirst`
 * says the player was complete when the building phase ended; `paid` and `cheapest` are $;
 * `bank` is the bank after the round, before taxes.
 */
export type RoundPlayerResult = {
  readonly seat: SeatId;
  readonly cities: readonly string[];
  readonly completedFirst: boolean;
  readonly paid: number;
  readonly cheapest: number;
  readonly bank: number;
};

/**
 * A finished round, public (its hands are revealed): `endedBy` is the seat whose turn ended the
 * building phase; `tax` the $ every player paid after it (0 if none); `banks` by position after
 * taxes; `gameOver` whether the game ended with it.
 */
export type RoundResult = {
  readonly round: number;
  readonly endedBy: SeatId;
  readonly players: readonly RoundPlayerResult[];
  readonly tax: number;
  readonly banks: readonly number[];
  readonly gameOver: boolean;
};

/**
 * The whole state of a Transglobal Rail match.
 * - `mapId`, `startingBank` ($), `taxFloor` ($ or null): the options;
 * - `seats`: seat ids in turn order (clockwise); `banks`: $ by position;
 * - `round`: 1-based; `start`: position of this round's start player; `phase`; `active`: the
 *   position to act (meaningless once `over`);
 * - `hands`: by position, the dealt cities as indices into `map.cities` (secret);
 * - `hubs`: by position, the hub's intersection or `null` (not placed yet);
 * - `built`, `builtBy`: link ids built this round in build order, and the seat that built each;
 * - `turn`: the active player's building turn; `finishing`: the finishing phase or `null`;
 * - `results`: every finished round, oldest first (public, hands revealed).
 */
export type TransglobalState = {
  readonly mapId: string;
  readonly startingBank: number;
  readonly taxFloor: number | null;
  readonly seats: readonly SeatId[];
  readonly banks: readonly number[];
  readonly round: number;
  readonly start: number;
  readonly phase: Phase;
  readonly active: number;
  readonly hands: readonly (readonly number[])[];
  readonly hubs: readonly (number | null)[];
  readonly built: readonly number[];
  readonly builtBy: readonly SeatId[];
  readonly turn: TurnState;
  readonly finishing: FinishingState | null;
  readonly results: readonly RoundResult[];
};

/**
 * The map a state is played on. Throws an `Error` if its id is not registered (a programming
 * error: `parseTransglobalOptions` refuses unknown maps before a match starts).
 */
export function mapOf(state: { readonly mapId: string }): TransglobalMap {
  const map = getTransglobalMap(state.mapId);
  if (map === undefined) throw new Error(`Transglobal map ${state.mapId} is not registered`);
  return map;
}

/**
 * The position (index in turn order) of `seat`, or -1 if the seat does not play. A seat whose id
 * is its position (seat ids are distinct: the usual seating) is found without a search (issue #12:
 * asked several times per action).
 */
export function positionOf(state: TransglobalState, seat: SeatId): number {
  const seats = state.seats;
  return seats[seat] === seat ? seat : seats.indexOf(seat);
}

/** The seat id at `position` (positions wrap around the table). */
export function seatAt(state: TransglobalState, position: number): SeatId {
  const k = state.seats.length;
  if (position >= 0 && position < k) return state.seats[position] ?? -1;
  return state.seats[((position % k) + k) % k] ?? -1;
}

/** A state whose fields may be set: what {@link copyOf} returns, before it is handed out. */
export type StateDraft = { -readonly [K in keyof TransglobalState]: TransglobalState[K] };

/**
 * A shallow copy of `state` with its fields in the state's own order (the order `initialState`
 * makes and every state keeps, so its JSON and hash are what `{ ...state }` gives), for `apply`
 * to set the fields an action changes before handing it out. Written out field by field (issue
 * #12): every state then has one object shape, and copying one costs a fraction of a spread's.
 */
export function copyOf(state: TransglobalState): StateDraft {
  return {
    mapId: state.mapId,
    startingBank: state.startingBank,
    taxFloor: state.taxFloor,
    seats: state.seats,
    banks: state.banks,
    round: state.round,
    start: state.start,
    phase: state.phase,
    active: state.active,
    hands: state.hands,
    hubs: state.hubs,
    built: state.built,
    builtBy: state.builtBy,
    turn: state.turn,
    finishing: state.finishing,
    results: state.results,
  };
}

/** A copy of `values` with index `i` replaced by `value`. */
export function replaceAt<T>(values: readonly T[], i: number, value: T): T[] {
  return values.map((v, j) => (j === i ? value : v));
}

/**
 * Whether a JSON value has the shape of a `TransglobalState` at its top level (the fields and
 * their kinds; array contents are not walked). For callers that hold the state as `Json`
 * (the match runner) and need it typed again; it checks shape, not the rules.
 */
export function isTransglobalState(x: unknown): x is TransglobalState {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const arrays = ['seats', 'banks', 'hands', 'hubs', 'built', 'builtBy', 'results'] as const;
  const numbers = ['startingBank', 'round', 'start', 'active'] as const;
  return (
    'mapId' in x && typeof x.mapId === 'string' &&
    'phase' in x && (x.phase === 'hubs' || x.phase === 'building' || x.phase === 'finishing' || x.phase === 'over') &&
    'taxFloor' in x && (x.taxFloor === null || typeof x.taxFloor === 'number') &&
    'turn' in x && typeof x.turn === 'object' && x.turn !== null &&
    'finishing' in x && typeof x.finishing === 'object' &&
    arrays.every((key) => key in x && Array.isArray(Reflect.get(x, key))) &&
    numbers.every((key) => key in x && typeof Reflect.get(x, key) === 'number')
  );
}
