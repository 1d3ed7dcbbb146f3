/**
 * The route planner at the table (rules "What the app shows": "touch a destination and see the
 * cheapest and the fastest path with cost"). The renderer holds only views, so the rules' exact
 * planner (`shared-rules/games/resourceful/routes.ts`: `cheapestBuildToCity`, `fastestMove`) is
 * run on a rules state rebuilt from the public table view — everything the planner reads (track
 * and ferry owners, where each train stands) is public; the deck, which it never reads, is left
 * empty (`shared-rules/games/resourceful/view-state.ts`, the bots' rebuild too). The drive follows the
 * train's direction: it turns back only where the rules allow.
 *
 * Also the next step of a plan for "Build this" / "Drive this" (each step one legal action, as a
 * touch would make it) and the mileposts a seat's network reaches (where building may start).
 */
import type { SeatId } from '../../../shared-rules/core/types';
import type { ResourcefulAction, ResourcefulTableView } from '../../../shared-rules/games/resourceful';
import { otherEnd, type ResourcefulBoard } from '../../../shared-rules/games/resourceful/board';
import { networkOf } from '../../../shared-rules/games/resourceful/network';
import { cheapestBuildFrom, cheapestBuildToCity, cityMileposts, fastestMove, type BuildPlan, type MovePlan } from '../../../shared-rules/games/resourceful/routes';
import { stateFromView } from '../../../shared-rules/games/resourceful/view-state';

/**
 * A route to one city for one seat: the cheapest track still to build there (`build`: $ and the
 * sections in order; cost 0 when the track joins it already; `undefined` when no track can) and
 * the fastest drive over usable track (`drive`: mileposts, path from the train, fees' owners;
 * `undefined` when the train is not placed or no usable track leads there).
 */
export type RoutePlan = { readonly city: string; readonly build: BuildPlan | undefined; readonly drive: MovePlan | undefined };

/**
 * The route plan of `seat` to city `cityId` (exact: the rules' planner), or `undefined` when the
 * seat is not playing. The track to build joins the city to the train's own network when the
 * train stands on it (the trip to make: a major city is $0 away from the network, never from a
 * train that cannot drive there), else to the whole network (before the train is placed).
 */
export function planRoute(view: ResourcefulTableView, board: ResourcefulBoard, seat: SeatId, cityId: string): RoutePlan | undefined {
  const p = view.players.findIndex((pl) => pl.seat === seat);
  const me = view.players[p];
  if (me === undefined) return undefined;
  const state = stateFromView(view, board);
  const fromTrain = me.at >= 0 && networkOf(state, board, p).reach[me.at] === 1;
  const build = fromTrain ? cheapestBuildFrom(state, p, [me.at], cityMileposts(board, cityId)) : cheapestBuildToCity(state, p, cityId);
  const drive = me.at < 0 ? undefined : fastestMove(state, p, cityMileposts(board, cityId));
  return { city: cityId, build, drive };
}

/** 1 at each milepost `seat`'s network reaches (its own track's mileposts and every major city milepost: where it may build from). */
export function reachOf(view: ResourcefulTableView, board: ResourcefulBoard, seat: SeatId): Uint8Array {
  const p = view.players.findIndex((pl) => pl.seat === seat);
  if (p < 0) return new Uint8Array(board.map.mileposts.length);
  return networkOf(stateFromView(view, board), board, p).reach;
}

/** Whether two mileposts are joined by a link (a lattice edge or a ferry line). */
export function adjacent(board: ResourcefulBoard, a: number, b: number): boolean {
  return a !== b && board.linkBetween(a, b) >= 0;
}

/** The mileposts next to `m` (over edges and ferry lines). */
export function neighboursOf(board: ResourcefulBoard, m: number): number[] {
  return (board.linksAt[m] ?? []).flatMap((id) => {
    const link = board.links[id];
    return link === undefined ? [] : [otherEnd(link, m)];
  });
}

/**
 * The next section of `seat`'s cheapest track to `cityId` as a build action, or `undefined` when
 * the network reaches the city already or no track can (replanned from the view each time, so
 * each step follows the newest track).
 */
export function nextBuildStep(view: ResourcefulTableView, board: ResourcefulBoard, seat: SeatId, cityId: string): ResourcefulAction | undefined {
  const section = planRoute(view, board, seat, cityId)?.build?.sections[0];
  return section === undefined ? undefined : { type: 'build', seat, from: section.from, to: section.to };
}

/** The next milepost of `seat`'s fastest drive to `cityId` as a move action, or `undefined` when it is there or cannot drive there. */
export function nextDriveStep(view: ResourcefulTableView, board: ResourcefulBoard, seat: SeatId, cityId: string): ResourcefulAction | undefined {
  const to = planRoute(view, board, seat, cityId)?.drive?.path[1];
  return to === undefined ? undefined : { type: 'move', seat, to };
}

/**
 * The city a demand sends the train to next: its destination when the train carries the good,
 * else the source of the good whose track is cheapest to build (then the nearest to drive), or
 * the destination when the good has no source on the map.
 */
export function demandTarget(view: ResourcefulTableView, board: ResourcefulBoard, seat: SeatId, demand: { readonly city: string; readonly good: string }): string {
  const me = view.players.find((pl) => pl.seat === seat);
  if (me === undefined || me.loads.includes(demand.good)) return demand.city;
  const sources = board.map.goods[board.goodIndex.get(demand.good) ?? -1]?.sources ?? [];
  let best: { readonly city: string; readonly cost: number; readonly miles: number } | undefined;
  for (const city of sources) {
    const plan = planRoute(view, board, seat, city);
    const cost = plan?.build?.cost ?? Number.POSITIVE_INFINITY;
    const miles = plan?.drive?.mileposts ?? Number.POSITIVE_INFINITY;
    if (best === undefined || cost < best.cost || (cost === best.cost && miles < best.miles)) best = { city, cost, miles };
  }
  return best?.city ?? demand.city;
}

/** The fees (4 $ per owner) a drive pays to other players this turn, $, given the seats already paid. */
export function driveFees(plan: MovePlan, paid: readonly SeatId[], feePerOwner: number): number {
  return plan.fees.filter((seat) => !paid.includes(seat)).length * feePerOwner;
}
