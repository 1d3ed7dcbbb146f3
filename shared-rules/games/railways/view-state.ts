/**
 * A rules state rebuilt from what a seat sees (its own view and the table view), for bots and
 * the table's planners: the operations deck's cards and other players' Rail Baron cards are
 * unknown, so they are left empty; the side masks and tile counts are derived from the tracks.
 */
import { boardOf, trackUse } from './board';
import type { RailwaysState } from './state';
import type { RailwaysSeatView, RailwaysTableView } from './views';

/** The state as `seat` knows it (`seatView.seat`). Apply nothing that draws from the deck to it. */
export function stateFromView(seatView: RailwaysSeatView, view: RailwaysTableView): RailwaysState {
  const board = boardOf(view);
  const use = trackUse(board, view.tracks);
  return {
    mapId: view.mapId,
    options: view.options,
    players: view.players.map((p) => ({
      seat: p.seat,
      cash: p.cash,
      bonds: p.bonds,
      engine: p.engine,
      score: p.score,
      baron: p.seat === seatView.seat ? seatView.baron : p.baron,
      dealt: p.seat === seatView.seat ? seatView.dealt : [],
      kept: p.kept,
      claimed: p.claimed,
      hotels: p.hotels,
      mines: p.mines,
    })),
    phase: view.phase,
    turn: view.turn,
    active: view.active,
    first: view.first,
    auction: view.auction,
    order: view.order,
    round: view.round,
    slot: view.slot,
    actionsLeft: view.actionsLeft,
    build: view.build,
    cubes: view.cubes,
    cityColor: view.cityColor,
    empty: view.empty,
    mined: view.mined,
    ...(view.rotor === undefined ? {} : { rotor: view.rotor }),
    bag: view.bag,
    newCityTiles: view.newCityTiles,
    markersLeft: view.markersLeft,
    endTurn: view.endTurn,
    tracks: view.tracks,
    nextTrackId: view.nextTrackId,
    sides: use.sides,
    tileCount: use.tileCount,
    deck: { items: [] },
    faceUp: view.faceUp,
    baronPool: [],
    end: view.end,
    final: view.final,
  };
}
