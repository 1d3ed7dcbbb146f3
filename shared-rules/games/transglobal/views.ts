/**
 * What the table and each seat may see (design: "Secrets are filtered in the worker").
 * `tableView` is public: the board, hubs, whose turn, money left this turn, banks, and the
 * results of finished rounds (hands revealed there only). `seatView` adds one seat's own
 * cities, which of them are connected, and, while that seat is finishing, the exact cheapest
 * completion as a suggestion. No view names another seat's current cities.
 * Source: shared/rules/transglobal-rail.md "What the app shows".
 */
import type { SeatId } from '../../core/types';
import { TURN_BUDGET } from './meta';
import { boardOf, connectedCities, connectedMask, isComplete } from './network';
import { completionFor } from './round';
import { positionOf, seatAt, type FinishingState, type Phase, type RoundResult, type TransglobalState } from './state';
import type { TransglobalMap } from '../../maps/transglobal-map';

/** One seat in the public view: bank ($), hub intersection (or null) and, while finishing, $ paid from the bank this round. */
export type TableSeat = {
  readonly seat: SeatId;
  readonly bank: number;
  readonly hub: number | null;
  readonly paid: number;
};

/**
 * The public view:
 * - `mapId`, `round`, `phase`, `startSeat`, `toAct` (seats to act now, [] once over);
 * - `moneyLeft`: $ left of the active player's $2 this building turn (null outside building);
 * - `turnLinks`: links built this turn; `built`: every built link with who built it, in order;
 * - `seats`: per seat, in turn order; `dashedLeftOut`: whether dashed cities are out of the deal;
 * - `finishing`: who ended the building phase, who was complete then, who is still to finish;
 * - `results`: finished rounds (hands revealed), oldest first.
 */
export type TransglobalTableView = {
  readonly mapId: string;
  readonly round: number;
  readonly phase: Phase;
  readonly startSeat: SeatId;
  readonly toAct: readonly SeatId[];
  readonly moneyLeft: number | null;
  readonly turnLinks: readonly number[];
  readonly built: readonly { readonly link: number; readonly by: SeatId }[];
  readonly seats: readonly TableSeat[];
  readonly dashedLeftOut: boolean;
  readonly finishing: {
    readonly endedBy: SeatId;
    readonly completed: readonly SeatId[];
    readonly toFinish: readonly SeatId[];
  } | null;
  readonly results: readonly RoundResult[];
};

/** One of a seat's own cities: id, name, region id, intersection, and whether it is connected. */
export type SeatCity = {
  readonly id: string;
  readonly name: string;
  readonly region: string;
  readonly intersection: number;
  readonly connected: boolean;
};

/**
 * One seat's private view (shown only in its own seat area, behind the reveal):
 * - `cities`: its five cities this round with their connection (rules §A round 5);
 * - `complete`: all five connected;
 * - `finishing`: while this seat is the one finishing, the exact cheapest completion over the
 *   current board (`suggestion`: $ and links), what it has paid so far and the cheapest when
 *   its finishing began ($); else null (rules §A round 7).
 */
export type TransglobalSeatView = {
  readonly seat: SeatId;
  readonly cities: readonly SeatCity[];
  readonly complete: boolean;
  readonly finishing: {
    readonly suggestion: { readonly cost: number; readonly links: readonly number[] };
    readonly paid: number;
    readonly cheapestAtStart: number;
  } | null;
};

/** One entry of the public built list. */
type BuiltEntry = { readonly link: number; readonly by: SeatId };

/** The entries of the public built list, one shared object per seat and link (views are read-only values). */
const builtEntries: (BuiltEntry | undefined)[][] = [];

/** The entry `{ link, by }` (shared; made when first asked for). */
function builtEntry(link: number, by: SeatId): BuiltEntry {
  if (by < 0 || by >= 64 || link < 0 || link >= 1 << 16) return { link, by };
  while (builtEntries.length <= by) builtEntries.push([]);
  const bySeat = builtEntries[by] ?? [];
  while (bySeat.length <= link) bySeat.push(undefined);
  let entry = bySeat[link];
  if (entry === undefined) {
    entry = { link, by };
    bySeat[link] = entry;
  }
  return entry;
}

/** The public list of built links, per `builtBy` array (the rules never mutate one): built once, extended by `apply`. */
const builtLists = new WeakMap<readonly SeatId[], readonly { readonly link: number; readonly by: SeatId }[]>();

/**
 * The public built list {@link extendBuiltList} made last and its `builtBy` array, kept here
 * instead of in `builtLists` (issue #12: a weak map entry per action costs more than the list). A
 * list that is not found is made again from the state (the same entries).
 */
const newestList: { builtBy: readonly SeatId[] | undefined; list: readonly BuiltEntry[] } = { builtBy: undefined, list: [] };

/** The public built list kept for `builtBy`, if any (its length may lag an array grown in place). */
function keptList(builtBy: readonly SeatId[]): readonly BuiltEntry[] | undefined {
  return newestList.builtBy === builtBy ? newestList.list : builtLists.get(builtBy);
}

function builtList(state: TransglobalState): readonly { readonly link: number; readonly by: SeatId }[] {
  const cached = keptList(state.builtBy);
  if (cached !== undefined && cached.length === state.built.length) return cached;
  const list = state.built.map((link, i) => builtEntry(link, state.builtBy[i] ?? -1));
  builtLists.set(state.builtBy, list);
  return list;
}

/**
 * Records the public built list of `next` (whose `built`/`builtBy` are `before`'s with `links`
 * by `seat` appended) from `before`'s, when that one was already listed: apply calls it so that
 * a table view per action costs the new entries, not the whole round's.
 */
export function extendBuiltList(before: TransglobalState, next: TransglobalState, links: readonly number[], seat: SeatId): void {
  const cached = keptList(before.builtBy);
  if (cached === undefined || cached.length !== before.built.length) return;
  newestList.list = cached.concat(links.length === 1 ? [builtEntry(links[0] ?? -1, seat)] : links.map((link) => builtEntry(link, seat)));
  newestList.builtBy = next.builtBy;
}

/**
 * Records that `seat` built `link` on `state` in place (`state.builtBy` has just had `seat`
 * appended: `applyOwned`): its public built list, when already listed, grows in place too, so a
 * table view read before shows the new link (views of an owned state are read before its next
 * apply). Else the list is built when next asked for.
 */
export function extendBuiltListInPlace(state: TransglobalState, link: number, seat: SeatId): void {
  const cached = keptList(state.builtBy);
  if (cached === undefined) return;
  if (cached.length === state.builtBy.length - 1) (cached as BuiltEntry[]).push(builtEntry(link, seat));
  else {
    builtLists.delete(state.builtBy);
    if (newestList.builtBy === state.builtBy) newestList.builtBy = undefined;
  }
}

/**
 * The `seats` of the public view, per `hubs` array (the rules never mutate one), kept with the
 * `banks` and `finishing` it was made from: a building turn changes none of them, so the views
 * of its states share one list (issue #12; views are read-only values).
 */
const tableSeats = new WeakMap<readonly (number | null)[], { readonly banks: readonly number[]; readonly finishing: FinishingState | null; readonly seats: readonly TableSeat[] }>();

/** The public seats {@link tableSeatsOf} found or made last, with what they were made from: checked before the map (issue #12). */
const lastTableSeats: { hubs: readonly (number | null)[] | undefined; banks: readonly number[]; finishing: FinishingState | null; seats: readonly TableSeat[] } = { hubs: undefined, banks: [], finishing: null, seats: [] };

function tableSeatsOf(state: TransglobalState): readonly TableSeat[] {
  const last = lastTableSeats;
  if (last.hubs === state.hubs && last.banks === state.banks && last.finishing === state.finishing) return last.seats;
  const seats = tableSeatsFromMap(state);
  last.hubs = state.hubs;
  last.banks = state.banks;
  last.finishing = state.finishing;
  last.seats = seats;
  return seats;
}

function tableSeatsFromMap(state: TransglobalState): readonly TableSeat[] {
  const cached = tableSeats.get(state.hubs);
  if (cached !== undefined && cached.banks === state.banks && cached.finishing === state.finishing) return cached.seats;
  const finishing = state.finishing;
  const seats = state.seats.map((seat, p) => ({ seat, bank: state.banks[p] ?? 0, hub: state.hubs[p] ?? null, paid: finishing?.paid[p] ?? 0 }));
  tableSeats.set(state.hubs, { banks: state.banks, finishing, seats });
  return seats;
}

/** `[seat]`, one shared array per seat (read-only: who is to act, in views and `toAct`). */
const onlySeat: (readonly SeatId[] | undefined)[] = [];

/** The one-seat list `[seat]` (shared, read-only). */
export function onlySeatList(seat: SeatId): readonly SeatId[] {
  if (seat < 0 || seat >= 64) return [seat];
  while (onlySeat.length <= seat) onlySeat.push(undefined);
  let list = onlySeat[seat];
  if (list === undefined) {
    list = Object.freeze([seat]);
    onlySeat[seat] = list;
  }
  return list;
}

/** A table view as {@link tableView} writes it over in place. */
type MutableTableView = { -readonly [K in keyof TransglobalTableView]: TransglobalTableView[K] };

/**
 * The table view last made and the state object it was made from, with the arrays its built list
 * and seats were made from: asked again for the same object, the view is written over in place
 * (issue #12: self-play's building turns keep one state object, `applyOwned`, and ask for the
 * view at every action). A state not changed in place gets the same contents again; one changed
 * in place is owned, and views read from it before are not read again (`applyOwned` contract).
 */
const lastTable: {
  state: TransglobalState | undefined;
  view: MutableTableView | undefined;
  builtBy: readonly SeatId[];
  hubs: readonly (number | null)[];
  banks: readonly number[];
  finishing: FinishingState | null;
} = { state: undefined, view: undefined, builtBy: [], hubs: [], banks: [], finishing: null };

/** The public view of `state` (no current hand appears in it). */
export function tableView(state: TransglobalState): TransglobalTableView {
  const known = lastTable;
  if (known.state !== state || known.view === undefined) {
    const made: MutableTableView = makeTableView(state);
    known.state = state;
    known.view = made;
    known.builtBy = state.builtBy;
    known.hubs = state.hubs;
    known.banks = state.banks;
    known.finishing = state.finishing;
    return made;
  }
  const view = known.view;
  const over = state.phase === 'over';
  view.mapId = state.mapId;
  view.round = state.round;
  view.phase = state.phase;
  view.startSeat = seatAt(state, state.start);
  view.toAct = over ? [] : onlySeatList(seatAt(state, state.active));
  view.moneyLeft = state.phase === 'building' ? TURN_BUDGET - state.turn.spent : null;
  view.turnLinks = state.turn.links;
  if (known.builtBy !== state.builtBy || view.built.length !== state.built.length) {
    view.built = builtList(state);
    known.builtBy = state.builtBy;
  }
  if (known.hubs !== state.hubs || known.banks !== state.banks || known.finishing !== state.finishing) {
    view.seats = tableSeatsOf(state);
    known.hubs = state.hubs;
    known.banks = state.banks;
    known.finishing = state.finishing;
  }
  view.dashedLeftOut = state.seats.length <= 3;
  view.finishing = finishingOf(state);
  view.results = state.results;
  return view;
}

/** The `finishing` part of the public view of `state` (null outside the finishing phase). */
function finishingOf(state: TransglobalState): TransglobalTableView['finishing'] {
  const finishing = state.finishing;
  return finishing === null || state.phase !== 'finishing'
    ? null
    : {
        endedBy: seatAt(state, finishing.endedBy),
        completed: finishing.completed.map((p) => seatAt(state, p)),
        toFinish: [state.active, ...finishing.queue].map((p) => seatAt(state, p)),
      };
}

/** A new public view of `state`. */
function makeTableView(state: TransglobalState): TransglobalTableView {
  const over = state.phase === 'over';
  return {
    mapId: state.mapId,
    round: state.round,
    phase: state.phase,
    startSeat: seatAt(state, state.start),
    toAct: over ? [] : onlySeatList(seatAt(state, state.active)),
    moneyLeft: state.phase === 'building' ? TURN_BUDGET - state.turn.spent : null,
    turnLinks: state.turn.links,
    built: builtList(state),
    seats: tableSeatsOf(state),
    dashedLeftOut: state.seats.length <= 3,
    finishing: finishingOf(state),
    results: state.results,
  };
}

/** A seat's city as its view shows it, one shared object per map, city and connection (views are read-only values). */
const seatCities = new WeakMap<TransglobalMap, (SeatCity | undefined)[]>();

function seatCity(map: TransglobalMap, index: number, connected: boolean): SeatCity | undefined {
  let known = seatCities.get(map);
  if (known === undefined) {
    known = new Array<SeatCity | undefined>(map.cities.length * 2).fill(undefined);
    seatCities.set(map, known);
  }
  const at = index * 2 + (connected ? 1 : 0);
  const cached = known[at];
  if (cached !== undefined) return cached;
  const city = map.cities[index];
  if (city === undefined) return undefined;
  const made: SeatCity = { id: city.id, name: city.name, region: city.region, intersection: city.intersection, connected };
  known[at] = made;
  return made;
}

/**
 * The last seat view made per hand array (the rules never mutate one) while its seat is not
 * finishing, with the connections it showed as bits: a view is made for every action and its
 * cities' connections rarely change, so it is made again only when they do (issue #12).
 */
const seatViews = new WeakMap<readonly number[], { readonly mask: number; readonly view: TransglobalSeatView }>();

/**
 * The last seat view made or found per position, with its hand and connections: checked before
 * the map above (a lookup there costs more than the rest of a view asked for again; issue #12).
 */
const lastSeatViews: { hand: readonly number[]; mask: number; view: TransglobalSeatView | undefined }[] = [];

/** Records `view` as the last seat view of `position` (its slot is made once and then written over). */
function keepSeatView(position: number, hand: readonly number[], mask: number, view: TransglobalSeatView): void {
  if (position < 0 || position >= 64) return;
  while (lastSeatViews.length <= position) lastSeatViews.push({ hand: [], mask: 0, view: undefined });
  const slot = lastSeatViews[position];
  if (slot === undefined) return;
  slot.hand = hand;
  slot.mask = mask;
  slot.view = view;
}

/** The private view of `seat` (a seat that does not play gets no cities). */
export function seatView(state: TransglobalState, seat: SeatId): TransglobalSeatView {
  const p = positionOf(state, seat);
  if (p < 0 || state.phase === 'over') return { seat, cities: [], complete: false, finishing: null };
  const finishing = state.finishing;
  const mine = state.phase === 'finishing' && finishing !== null && state.active === p;
  const board = boardOf(state);
  const map = board.map;
  const hand = state.hands[p] ?? [];
  const mask = connectedMask(state, board, p);
  const slot = mine ? undefined : lastSeatViews[p];
  if (slot !== undefined && slot.view !== undefined && slot.hand === hand && slot.mask === mask && slot.view.seat === seat) return slot.view;
  const known = mine || hand.length > 30 ? undefined : seatViews.get(hand);
  if (known !== undefined && known.mask === mask && known.view.seat === seat) {
    keepSeatView(p, hand, mask, known.view);
    return known.view;
  }
  const connected = connectedCities(state, board, p);
  const cities: SeatCity[] = [];
  hand.forEach((index, i) => {
    const city = seatCity(map, index, connected[i] === true);
    if (city !== undefined) cities.push(city);
  });
  const view: TransglobalSeatView = {
    seat,
    cities,
    complete: isComplete(state, board, p),
    finishing: mine
      ? { suggestion: completionFor(state, p), paid: finishing.paid[p] ?? 0, cheapestAtStart: finishing.cheapest[p] ?? 0 }
      : null,
  };
  if (!mine && hand.length <= 30) {
    seatViews.set(hand, { mask, view });
    keepSeatView(p, hand, mask, view);
  }
  return view;
}
