/**
 * A rules state rebuilt from the public table view, for those who hold only views (the bots and
 * the table's route planner) and ask the route planner (`./routes.ts`) and the network
 * (`./network.ts`), which take a state. Everything they read is public: track and ferry owners,
 * each train's milepost and direction, cash, loads, cards, supply and this turn's figures. The
 * deck (never read by them) is empty; options other than the map and the round limit are not in
 * the view. The owner arrays are shared for as long as the view's track array is (the table view
 * keeps it until a build), so the planner's caches hold between decisions.
 */
import { pileOf } from '../../core/pile';
import type { SeatId } from '../../core/types';
import type { ResourcefulBoard } from './board';
import { freshTurn, type ResourcefulState } from './state';
import type { ResourcefulTableView } from './views';

type Owners = { readonly owners: readonly number[]; readonly ferryKey: string; readonly ferryOwners: readonly (readonly number[])[] };
const ownersByTrack = new WeakMap<readonly number[], Owners>();

/** The state the table view shows (see the module docs). */
export function stateFromView(view: ResourcefulTableView, board: ResourcefulBoard): ResourcefulState {
  const seats = view.players.map((p) => p.seat);
  const pos = (seat: SeatId): number => seats.indexOf(seat);
  const ferryKey = JSON.stringify(view.ferries);
  let shared = ownersByTrack.get(view.track);
  if (shared === undefined || shared.ferryKey !== ferryKey) {
    shared = { owners: shared?.owners ?? view.track.map((seat) => (seat < 0 ? -1 : pos(seat))), ferryKey, ferryOwners: view.ferries.map((owners) => owners.map(pos)) };
    ownersByTrack.set(view.track, shared);
  }
  return {
    mapId: view.mapId,
    options: { mapId: view.mapId, fastTrains: false, extraBuildTurn: false, extraCards: false, events: true, roundLimit: view.roundLimit },
    seats,
    stage: view.stage,
    buildOrder: [],
    buildDone: view.buildTurn.done,
    active: Math.max(0, pos(view.toAct[0] ?? -1)),
    round: view.round,
    players: view.players.map((p) => ({
      cash: p.cash,
      train: p.train,
      at: p.at,
      from: p.from,
      loads: p.loads.map((g) => board.goodIndex.get(g) ?? -1),
      hand: p.hand.map((c) => c.id),
      derailed: p.derailed,
    })),
    owners: shared.owners,
    ferryOwners: shared.ferryOwners,
    deck: pileOf([]),
    discards: [],
    supply: view.supply,
    turn: { ...freshTurn(view.turn.movement), stage: view.turn.stage, moved: view.turn.moved, spent: view.turn.spent, upgrade: view.turn.upgrade, fees: view.turn.fees.map(pos) },
    lasting: [],
    finalRound: view.finalRound,
    end: view.end,
  };
}
