/**
 * What the table shows (rules "What the app shows"). Nothing is secret but the deck's order, so
 * every seat sees the table view; a seat's own view only names the seat. Demand cards are public
 * (the courtesy of the family). Track owners are given as seats, one entry per map edge, and
 * shared between views until a build changes them.
 */
import type { SeatId } from '../../core/types';
import type { Demand } from '../../maps/resourceful-map';
import { eventOf } from './events';
import { budgetLeft } from './legal';
import { WIN_CASH, type TrainKind } from './meta';
import { networkOf } from './network';
import { qualifies } from './apply';
import { boardOf, capacityOf, speedOf, type ResourcefulEnd, type ResourcefulState } from './state';
import { rankResourceful } from './score';

/** A demand card as shown: its id and three demands (city id, good id, payment $). */
export type CardView = { readonly id: number; readonly demands: readonly Demand[] };

/**
 * A player as the table shows them: seat, cash ($), train (kind, speed in mileposts, capacity in
 * loads), milepost (−1 before placement) and the one it came from, loads (good ids), cards, connected majors (count and
 * city ids), sections built, a lost next move, and whether they meet the objective now.
 */
export type PlayerView = {
  readonly seat: SeatId;
  readonly cash: number;
  readonly train: TrainKind;
  readonly speed: number;
  readonly capacity: number;
  readonly at: number;
  /** The milepost the train came from (its direction: it turns back only in a city or at the end of its track), −1 none. */
  readonly from: number;
  readonly loads: readonly string[];
  readonly hand: readonly CardView[];
  readonly connectedMajors: number;
  readonly majors: readonly string[];
  readonly sections: number;
  readonly derailed: boolean;
  readonly qualifies: boolean;
};

/** An event in force: card id, kind, its drawer's seat, and the cities or river it names. */
export type LastingView = { readonly card: number; readonly kind: string; readonly drawer: SeatId; readonly cities: readonly string[]; readonly river: string | null };

/**
 * The table view: map id; `stage` (`build` turns or `play`); the build turn (`done`/`total`);
 * the round and the round limit; the seat to act (`toAct`, [] once over); objective figures;
 * players in turn order; `track` (owner seat per map edge, −1 none); `ferries` (owner seats per
 * ferry); `supply` (loads left per good, by map good order); deck and discard sizes; this turn
 * (`movement` left, $ `spent`, `budget` left, `upgrade`, seats whose `fees` were paid, whether
 * the train `moved` and the hand may still be discarded instead of the turn); events in force;
 * `finalRound`; and once over `end` with `results` (seat, place, cash, best first).
 */
export type ResourcefulTableView = {
  readonly mapId: string;
  readonly stage: 'build' | 'play';
  readonly buildTurn: { readonly done: number; readonly total: number };
  readonly round: number;
  readonly roundLimit: number | null;
  readonly toAct: readonly SeatId[];
  readonly majorsToWin: number;
  readonly winCash: number;
  readonly players: readonly PlayerView[];
  readonly track: readonly number[];
  readonly ferries: readonly (readonly SeatId[])[];
  readonly supply: readonly number[];
  readonly deckSize: number;
  readonly discards: number;
  readonly turn: {
    readonly stage: 'move' | 'build';
    readonly movement: number;
    readonly spent: number;
    readonly budget: number;
    readonly upgrade: 'upgrade' | 'crossgrade' | null;
    readonly fees: readonly SeatId[];
    readonly moved: boolean;
    readonly canDiscardHand: boolean;
  };
  readonly lasting: readonly LastingView[];
  readonly finalRound: boolean;
  readonly end: ResourcefulEnd | null;
  readonly results: readonly { readonly seat: SeatId; readonly place: number; readonly cash: number; readonly qualified: boolean }[] | null;
};

/** A seat's own view: the seat (everything else is public: the table view). */
export type ResourcefulSeatView = { readonly seat: SeatId };

const trackViews = new WeakMap<readonly number[], WeakMap<readonly SeatId[], readonly number[]>>();

/** The owners of the map edges as seats (−1 none), shared while the owners array is. */
function trackAsSeats(state: ResourcefulState): readonly number[] {
  let bySeats = trackViews.get(state.owners);
  if (bySeats === undefined) {
    bySeats = new WeakMap();
    trackViews.set(state.owners, bySeats);
  }
  const cached = bySeats.get(state.seats);
  if (cached !== undefined) return cached;
  const track = state.owners.map((p) => (p < 0 ? -1 : (state.seats[p] ?? -1)));
  bySeats.set(state.seats, track);
  return track;
}

/** The table view of `state`. */
export function tableView(state: ResourcefulState): ResourcefulTableView {
  const board = boardOf(state);
  const goods = board.map.goods;
  const players = state.players.map((player, p): PlayerView => {
    const network = networkOf(state, board, p);
    return {
      seat: state.seats[p] ?? -1,
      cash: player.cash,
      train: player.train,
      speed: speedOf(player.train, state.options),
      capacity: capacityOf(player.train),
      at: player.at,
      from: player.from,
      loads: player.loads.map((g) => goods[g]?.id ?? ''),
      hand: player.hand.map((id) => ({ id, demands: board.cards.get(id)?.demand?.demands ?? [] })),
      connectedMajors: network.connectedMajors,
      majors: network.majorList.map((c) => board.map.cities[c]?.id ?? ''),
      sections: network.sections,
      derailed: player.derailed,
      qualifies: qualifies(state, board, p),
    };
  });
  const ranking = state.end === null ? null : rankResourceful(state);
  return {
    mapId: state.mapId,
    stage: state.stage,
    buildTurn: { done: state.buildDone, total: state.buildOrder.length },
    round: state.round,
    roundLimit: state.options.roundLimit,
    toAct: state.end === null ? [state.seats[state.active] ?? -1] : [],
    majorsToWin: board.map.majorsToWin,
    winCash: WIN_CASH,
    players,
    track: trackAsSeats(state),
    ferries: state.ferryOwners.map((owners) => owners.map((p) => state.seats[p] ?? -1)),
    supply: state.supply,
    deckSize: state.deck.items.length,
    discards: state.discards.length,
    turn: {
      stage: state.turn.stage,
      movement: state.turn.movement,
      spent: state.turn.spent,
      budget: budgetLeft(state),
      upgrade: state.turn.upgrade,
      fees: state.turn.fees.map((p) => state.seats[p] ?? -1),
      moved: state.turn.moved,
      canDiscardHand: state.stage === 'play' && !state.turn.acted,
    },
    lasting: state.lasting.map((l) => {
      const event = eventOf(board, l.card);
      return {
        card: l.card,
        kind: event?.kind ?? '',
        drawer: state.seats[l.drawer] ?? -1,
        cities: event !== undefined && 'cities' in event ? event.cities : [],
        river: event?.kind === 'flood' ? (board.map.rivers[event.river]?.id ?? null) : null,
      };
    }),
    finalRound: state.finalRound,
    end: state.end,
    results: ranking === null ? null : ranking.map((r) => ({ seat: r.seat, place: r.place, cash: r.score, qualified: state.players[state.seats.indexOf(r.seat)] !== undefined && qualifies(state, board, state.seats.indexOf(r.seat)) })),
  };
}

/** A seat's own view. */
export function seatView(_state: ResourcefulState, seat: SeatId): ResourcefulSeatView {
  return { seat };
}
