/**
 * The medium bot: plans the exact cheapest network to its missing cities over the current
 * board (other players' rails are free to use), places its hub on that plan, and discards
 * (−$1) instead of a second link that would mostly help another player, judged from public
 * information with no guess about whose cities are whose (every possible city equally likely).
 * Rules: §A round 3 (hubs), 4 ($2 turns, −$1), 5 (connection), 7 (finishing).
 */
import type { SeatId } from '../../../core/types';
import type { TransglobalAction } from '../actions';
import type { TransglobalSeatView, TransglobalTableView } from '../views';
import { deadlineOf, type Deadline, type LevelBot } from './context';
import { outlook, uniformBelief, type HandBelief } from './inference';
import { buildableOfPlan, buildingTurnOf, equalCostDollarLink, freeSpots, scoreHubs, type BuildAction } from './plan';
import { randomBot } from './random';
import { distancesFrom, hubOf, viewBoard, withLinks, type ViewBoard } from './view-board';

/** How many off-tree hub candidates medium searches (each one exact cheapest completion, ≈ 0.5 ms). */
export const MEDIUM_HUB_SEARCH = 12;

/** Medium discards rather than build a link whose estimated help to one other player is at least this many $. */
export const MEDIUM_DISCARD_HELP = 2;

/**
 * The estimated help ($) that building `link` gives each other player with a hub: how much it
 * lowers the expected distance from their network to their cities under `beliefOf(seat)`.
 */
export function helpToOthers(board: ViewBoard, me: SeatId, link: number, beliefOf: (seat: SeatId) => HandBelief): Map<SeatId, { readonly help: number; readonly pCompleteAfter: number }> {
  const after = withLinks(board, [link]);
  const out = new Map<SeatId, { help: number; pCompleteAfter: number }>();
  for (const [seat, hub] of board.hubs) {
    if (seat === me) continue;
    const belief = beliefOf(seat);
    const before = outlook(board, belief, hub);
    const next = outlook(after, belief, hub);
    out.set(seat, { help: before.expectedDistance - next.expectedDistance, pCompleteAfter: next.pComplete });
  }
  return out;
}

/** Hubs phase shared by medium and hard: OK once placed, else the best-scored free spot (rules §A round 3). */
export function hubDecision(
  seatView: TransglobalSeatView,
  tableView: TransglobalTableView,
  legal: readonly TransglobalAction[],
  maxSearched: number,
  deadline: Deadline,
  awayFromHubs = 0,
): TransglobalAction | undefined {
  const ok = legal.find((a) => a.type === 'ok');
  if (ok && hubOf(tableView, seatView.seat) !== null) return ok;
  const board = viewBoard(tableView);
  if (board === undefined) return undefined;
  const best = scoreHubs(board, seatView, freeSpots(legal), maxSearched, deadline, awayFromHubs)[0];
  return best === undefined ? undefined : legal.find((a) => a.type === 'place-hub' && a.intersection === best.intersection);
}

/**
 * The medium bot (`LevelBot`; uses `context.now`/`budgetMs` only to cut its hub search short):
 * - hubs: on the hand's own cheapest tree (or a searched neighbour if cheaper/free), the most
 *   central such spot; then OK;
 * - building: the next buildable link of its exact cheapest completion (plan order). As the
 *   second $1 of a turn, −$1 instead when that link would lower some other player's expected
 *   distance to their cities by ≥ `MEDIUM_DISCARD_HELP` $ (uniform over the cities they may
 *   hold) and the bot would not finish with it or next turn. When the plan's next links all cost
 *   $2 and $1 is left: another $1 link on an equally cheap tree, else −$1;
 * - finishing: the exact cheapest completion in one touch, then OK.
 */
export const mediumBot: LevelBot = (seatView, tableView, legal, random, context) => planBot(MEDIUM_OPTIONS)(seatView, tableView, legal, random, context);

/** Knobs of the plan-following bot: which buildable plan link goes first, and the −$1 threshold ($; `Infinity`: never). */
export type PlanBotOptions = { readonly order: 'plan' | 'nearest' | 'farthest' | 'leastHelp'; readonly discardHelp: number; readonly nearWeight?: number };

/** Medium's knobs. */
export const MEDIUM_OPTIONS: PlanBotOptions = { order: 'leastHelp', discardHelp: MEDIUM_DISCARD_HELP, nearWeight: 0.1 };

/** A plan-following bot with `options` (medium's body; see `mediumBot`). */
export function planBot(options: PlanBotOptions): LevelBot {
  return (seatView, tableView, legal, random, context) => {
    const deadline = deadlineOf(context);
    const fallback = (): TransglobalAction => randomBot(seatView, tableView, legal, random);
    const ok = legal.find((a) => a.type === 'ok');
    if (tableView.phase === 'hubs') return hubDecision(seatView, tableView, legal, MEDIUM_HUB_SEARCH, deadline) ?? fallback();
    if (tableView.phase === 'finishing') return legal.find((a) => a.type === 'build-cheapest') ?? ok ?? fallback();
    if (ok) return ok;
    const turn = buildingTurnOf(seatView, tableView);
    if (turn === undefined) return fallback();
    const { board, hub, missing, left, plan } = turn;
    const buildable = buildableOfPlan(board, plan, hub, legal, left);
    const discard = legal.find((a) => a.type === 'discard');
    const next: BuildAction | undefined =
      options.order === 'plan' ? buildable[0]
      : options.order === 'leastHelp' ? leastHelpFirst(board, seatView.seat, buildable, missing, uniformBelief(board, tableView, seatView), options.nearWeight ?? 0.1)
      : nearestFirst(board, buildable, missing, options.order === 'farthest' ? -1 : 1);
    if (next === undefined) {
      if (left === 1) return equalCostDollarLink(board, plan, hub, missing, legal, 40, deadline) ?? discard ?? fallback();
      return fallback();
    }
    if (discard && left === 1 && Number.isFinite(options.discardHelp)) {
      const remainingAfter = plan.cost - (board.graph.linkCost[next.link] ?? 1);
      if (remainingAfter > 2) {
        const uniform = uniformBelief(board, tableView, seatView);
        const help = helpToOthers(board, seatView.seat, next.link, () => uniform);
        if ([...help.values()].some((h) => h.help >= options.discardHelp)) return discard;
      }
    }
    return next;
  };
}

/**
 * Of `buildable` plan links, the one heading to the nearest missing city: the least distance ($,
 * built links free) from either end to a missing city; ties keep plan order.
 */
export function nearestFirst(board: ViewBoard, buildable: readonly BuildAction[], missing: readonly number[], sign = 1): BuildAction | undefined {
  if (buildable.length <= 1) return buildable[0];
  const dist = distancesFrom(board, missing);
  const g = board.graph;
  let best: BuildAction | undefined;
  let bestD = Infinity;
  for (const a of buildable) {
    const d = sign * Math.min(dist[g.linkA[a.link] ?? 0] ?? Infinity, dist[g.linkB[a.link] ?? 0] ?? Infinity);
    if (d < bestD) {
      bestD = d;
      best = a;
    }
  }
  return best;
}

/**
 * Of `buildable` plan links, the one least helpful to the others (the most help to any one
 * other player under `belief`, $) plus `nearWeight` × its distance to the nearest missing city;
 * ties keep plan order.
 */
export function leastHelpFirst(board: ViewBoard, me: SeatId, buildable: readonly BuildAction[], missing: readonly number[], belief: HandBelief, nearWeight: number): BuildAction | undefined {
  if (buildable.length <= 1) return buildable[0];
  const dist = distancesFrom(board, missing);
  const g = board.graph;
  let best: BuildAction | undefined;
  let bestScore = Infinity;
  for (const a of buildable) {
    const d = Math.min(dist[g.linkA[a.link] ?? 0] ?? Infinity, dist[g.linkB[a.link] ?? 0] ?? Infinity);
    const help = [...helpToOthers(board, me, a.link, () => belief).values()].reduce((m, h) => Math.max(m, h.help), 0);
    const score = help + nearWeight * d;
    if (score < bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}
