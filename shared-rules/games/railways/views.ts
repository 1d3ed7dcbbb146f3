/**
 * What the table shows and what each seat sees. Everything is public but the operations deck
 * (nobody sees it; only its size is shown) and each player's Rail Baron cards (their own seat only, until
 * the end scores them). The table view carries the public state as the rules hold it (players
 * and tracks by turn-order index; `players[i].seat` is the seat), so a bot can rebuild a rules
 * state from its two views (`./view-state.ts`).
 */
import type { Placing, SeatId } from '../../core/types';
import { tableOf } from './board';
import { rankRailways } from './score';
import type { RailwaysOptions } from './options';
import type { AuctionState, BuildState, FinalScore, RailwaysState, Track } from './state';

/**
 * A player as the table shows them: seat, cash ($k), bonds, engine level, score (points), the
 * income the score earns now ($k), mines placed, operations cards kept and race cards claimed (card ids), hotel
 * cities (city numbers), whether they have kept a Rail Baron card, and the card itself only once
 * the game is over (−1 before).
 */
export type RailwaysPlayerView = {
  readonly seat: SeatId;
  readonly cash: number;
  readonly bonds: number;
  readonly engine: number;
  readonly score: number;
  readonly income: number;
  readonly kept: readonly number[];
  readonly claimed: readonly number[];
  readonly hotels: readonly number[];
  readonly baronKept: boolean;
  readonly baron: number;
  readonly mines: number;
};

/**
 * The table view: map id and options; phase, turn, round (1–3), the last turn once the end is triggered
 * (`endTurn`) and the longest game (`maxTurns`); who acts (`active`, a player index; `toAct`, seats,
 * [] once over) and how many actions they have left; the First Player and this turn's order
 * (player indices); the auction and the build in progress; players; cubes per city (colour codes,
 * by city number), city colours now (5 grey), Empty City markers, mined cities, the bag's counts per colour, New
 * City tiles left per colour, markers left; tracks (links and open track); the face-up operations
 * cards and the deck's size; and once over `final` per player and `results` (seat, place, score).
 */
export type RailwaysTableView = {
  readonly mapId: string;
  readonly options: RailwaysOptions;
  readonly phase: RailwaysState['phase'];
  readonly turn: number;
  readonly round: number;
  readonly endTurn: number | null;
  readonly maxTurns: number;
  readonly active: number;
  readonly toAct: readonly SeatId[];
  readonly actionsLeft: number;
  readonly first: number;
  readonly order: readonly number[];
  readonly slot: number;
  readonly auction: AuctionState | null;
  readonly build: BuildState | null;
  readonly players: readonly RailwaysPlayerView[];
  readonly cubes: readonly (readonly number[])[];
  readonly cityColor: readonly number[];
  readonly empty: readonly boolean[];
  readonly mined: readonly boolean[];
  /** City Rotors only: each city's rotor second colour (0–4, 5 blank, −1 none). */
  readonly rotor?: readonly number[];
  readonly bag: readonly number[];
  readonly newCityTiles: readonly number[];
  readonly markersLeft: number;
  readonly tracks: readonly Track[];
  readonly nextTrackId: number;
  readonly faceUp: readonly number[];
  readonly deckCount: number;
  readonly end: RailwaysState['end'];
  readonly final: readonly FinalScore[] | null;
  readonly results: readonly Placing[] | null;
};

/** A seat's own view: its seat, the Rail Baron cards dealt to it and the one it kept (−1 before), or nothing for a seat not in the game. */
export type RailwaysSeatView = { readonly seat: SeatId; readonly dealt: readonly number[]; readonly baron: number };

/** The income a score earns, $k (Our table `income`). */
export function incomeFor(state: { readonly mapId: string }, score: number): number {
  const { income } = tableOf(state);
  return income[Math.max(0, Math.min(score, income.length - 1))] ?? 0;
}

/** The table view of `state`. */
export function tableView(state: RailwaysState): RailwaysTableView {
  const over = state.end !== null;
  return {
    mapId: state.mapId,
    options: state.options,
    phase: state.phase,
    turn: state.turn,
    round: state.round,
    endTurn: state.endTurn,
    maxTurns: tableOf(state).maxTurns,
    active: state.active,
    toAct: over ? [] : [state.players[state.active]?.seat ?? -1],
    actionsLeft: state.actionsLeft,
    first: state.first,
    order: state.order,
    slot: state.slot,
    auction: state.auction,
    build: state.build,
    players: state.players.map((p) => ({
      seat: p.seat,
      cash: p.cash,
      bonds: p.bonds,
      engine: p.engine,
      score: p.score,
      income: incomeFor(state, p.score),
      kept: p.kept,
      claimed: p.claimed,
      hotels: p.hotels,
      baronKept: p.baron >= 0,
      baron: over ? p.baron : -1,
      mines: p.mines,
    })),
    cubes: state.cubes,
    cityColor: state.cityColor,
    empty: state.empty,
    mined: state.mined,
    ...(state.rotor === undefined ? {} : { rotor: state.rotor }),
    bag: state.bag,
    newCityTiles: state.newCityTiles,
    markersLeft: state.markersLeft,
    tracks: state.tracks,
    nextTrackId: state.nextTrackId,
    faceUp: state.faceUp,
    deckCount: state.deck.items.length,
    end: state.end,
    final: state.final,
    results: over ? rankRailways(state) : null,
  };
}

/** The view of `seat`: its Rail Baron cards. */
export function seatView(state: RailwaysState, seat: SeatId): RailwaysSeatView {
  const p = state.players.find((pl) => pl.seat === seat);
  return { seat, dealt: p?.dealt ?? [], baron: p?.baron ?? -1 };
}
