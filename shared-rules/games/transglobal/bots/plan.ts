/**
 * Planning shared by the medium and hard bots: choosing a hub against the hand (rules §A round
 * 3), the building plan as the exact cheapest completion (rules §A round 7's suggestion, used
 * every turn), and the links of that plan that can be built now (rules §A round 4).
 */
import type { TransglobalAction } from '../actions';
import { cheapestCompletion, type Completion } from '../steiner';
import type { TransglobalSeatView, TransglobalTableView } from '../views';
import type { Deadline } from './context';
import { completionOn, distancesFrom, hubOf, missingOf, touchesNetwork, viewBoard, withLinks, type ViewBoard } from './view-board';

/** A `build` action. */
export type BuildAction = Extract<TransglobalAction, { type: 'build' }>;

/**
 * What a building turn is planned from (rules §A round 4): the board as the seat sees it, its hub
 * (an intersection), the intersections of its cities not yet connected, the $ left this turn, and
 * the exact cheapest completion from the hub to them (the plan).
 */
export type BuildingTurn = { readonly board: ViewBoard; readonly hub: number; readonly missing: readonly number[]; readonly left: number; readonly plan: Completion };

/** The {@link BuildingTurn} of `seatView`, or undefined when there is nothing to plan (unknown map, no hub yet, or every city connected). */
export function buildingTurnOf(seatView: TransglobalSeatView, tableView: TransglobalTableView): BuildingTurn | undefined {
  const board = viewBoard(tableView);
  const hub = hubOf(tableView, seatView.seat);
  const missing = missingOf(seatView);
  if (board === undefined || hub === null || missing.length === 0) return undefined;
  return { board, hub, missing, left: tableView.moneyLeft ?? 2, plan: completionOn(board, hub, missing) };
}

/** One hub candidate: its intersection, the cheapest completion from it to the whole hand ($) and its spread (the farthest own city, $). */
export type HubScore = { readonly intersection: number; readonly cost: number; readonly spread: number };

/**
 * Scores hub candidates for `seatView`'s hand on `board` (rules §A round 3: a hub may go on any
 * free intersection; a hub on a city connects it): the intersections of the hand's own cheapest
 * tree (each scores that tree's cost, no search needed), then their free neighbours, each
 * scored by an exact cheapest completion until `maxSearched` were searched or `deadline`
 * expired. Only intersections in `free` are scored. Best first: lowest cost, then lowest
 * spread (a hub central to its tree; less `awayFromHubs` × its distance in $ to the nearest other
 * hub, capped at $30), then lowest id. Empty when nothing is free.
 */
export function scoreHubs(board: ViewBoard, seatView: TransglobalSeatView, free: ReadonlySet<number>, maxSearched: number, deadline: Deadline, awayFromHubs = 0): HubScore[] {
  const hand = seatView.cities.map((c) => c.intersection);
  const g = board.graph;
  const tree = cheapestCompletion(board.map, board.built, [], hand);
  const onTree = new Set<number>(hand);
  for (const link of tree.links) {
    onTree.add(g.linkA[link] ?? 0);
    onTree.add(g.linkB[link] ?? 0);
  }
  const printed: ViewBoard = { ...board, built: [] };
  const fromCity = hand.map((c) => distancesFrom(printed, [c]));
  const others = [...board.hubs.entries()].filter(([seat]) => seat !== seatView.seat).map(([, hub]) => hub);
  const fromOthers = awayFromHubs !== 0 && others.length > 0 ? distancesFrom(printed, others) : undefined;
  const spread = (v: number): number => Math.max(...fromCity.map((d) => d[v] ?? 1e6)) - awayFromHubs * Math.min(fromOthers?.[v] ?? 0, 30);
  const scores: HubScore[] = [];
  for (const v of onTree) if (free.has(v)) scores.push({ intersection: v, cost: tree.cost, spread: spread(v) });
  const near = new Set<number>();
  for (const u of onTree) {
    for (let k = g.offsets[u] ?? 0; k < (g.offsets[u + 1] ?? 0); k++) {
      const v = g.adjNode[k] ?? 0;
      if (!onTree.has(v) && free.has(v)) near.add(v);
    }
  }
  let searched = 0;
  for (const v of [...near].sort((a, b) => spread(a) - spread(b) || a - b)) {
    if (searched >= maxSearched || (searched > 0 && deadline.expired())) break;
    scores.push({ intersection: v, cost: completionOn(board, v, hand).cost, spread: spread(v) });
    searched++;
  }
  return scores.sort((a, b) => a.cost - b.cost || a.spread - b.spread || a.intersection - b.intersection);
}

/** The hub actions' free intersections. */
export function freeSpots(legal: readonly TransglobalAction[]): Set<number> {
  const out = new Set<number>();
  for (const a of legal) if (a.type === 'place-hub') out.add(a.intersection);
  return out;
}

/**
 * The links of `plan` that can be built now: legal (`legal` lists them), touching the network
 * around `hub`, costing at most `left` $. In plan order.
 */
export function buildableOfPlan(board: ViewBoard, plan: Completion, hub: number, legal: readonly TransglobalAction[], left: number): BuildAction[] {
  const legalBuilds = new Map<number, BuildAction>();
  for (const a of legal) if (a.type === 'build') legalBuilds.set(a.link, a);
  const out: BuildAction[] = [];
  for (const link of plan.links) {
    const action = legalBuilds.get(link);
    if (action && (board.graph.linkCost[link] ?? 9) <= left && touchesNetwork(board, link, hub)) out.push(action);
  }
  return out;
}

/**
 * A legal $1 link off the plan that keeps the plan's cost: after it, the cheapest completion is
 * exactly $1 less (so it lies on another cheapest tree). Only links whose ends differ in distance
 * to the nearest missing city are tried. For the second $1 of a turn when the
 * plan's next links all cost $2 (rules §A round 4: a $2 link cannot follow a $1 link). Tries at
 * most `maxTries` links and stops early once `deadline` expired; `undefined` if none found.
 */
export function equalCostDollarLink(
  board: ViewBoard,
  plan: Completion,
  hub: number,
  missing: readonly number[],
  legal: readonly TransglobalAction[],
  maxTries: number,
  deadline: Deadline,
): BuildAction | undefined {
  const g = board.graph;
  const toMissing = distancesFrom(board, missing);
  let tries = 0;
  for (const a of legal) {
    if (a.type !== 'build' || (g.linkCost[a.link] ?? 9) !== 1) continue;
    // Only links heading toward some missing city can lie on a cheapest tree worth trying.
    const da = toMissing[g.linkA[a.link] ?? 0] ?? 0;
    const db = toMissing[g.linkB[a.link] ?? 0] ?? 0;
    if (da === db) continue;
    if (tries >= maxTries || (tries > 0 && deadline.expired())) break;
    tries++;
    if (completionOn(withLinks(board, [a.link]), hub, missing).cost === plan.cost - 1) return a;
  }
  return undefined;
}
