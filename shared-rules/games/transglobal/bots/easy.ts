/**
 * The easy bot: heads for its nearest unconnected city one cheap link at a time, with no plan
 * for the whole hand and no thought for the other players. Reads its seat view and the public
 * table view only. Rules: §A round 3 (hubs), 4 (turns of $2, −$1), 7 (finishing).
 */
import type { TransglobalAction } from '../actions';
import type { LevelBot } from './context';
import { randomBot } from './random';
import { distancesFrom, hubOf, missingOf, touchesNetwork, viewBoard } from './view-board';

type Build = Extract<TransglobalAction, { type: 'build' }>;

/**
 * The easy bot (`LevelBot`; the context is ignored, it never searches):
 * - hubs: its hub on one of its own cities, chosen at random, then OK;
 * - building: the legal link that starts a shortest path ($, built links free) from its network
 *   to its nearest unconnected city, the cheaper link first on ties; with $1 left and no such
 *   $1 link, −$1; OK once the $2 is spent;
 * - finishing: the exact cheapest completion in one touch, then OK.
 */
export const easyBot: LevelBot = (seatView, tableView, legal, random) => {
  const ok = legal.find((a) => a.type === 'ok');
  const hub = hubOf(tableView, seatView.seat);
  if (tableView.phase === 'hubs') {
    if (ok && hub !== null) return ok;
    const spots = legal.filter((a) => a.type === 'place-hub' && seatView.cities.some((c) => c.intersection === a.intersection));
    return spots[random.int(0, Math.max(0, spots.length - 1))] ?? randomBot(seatView, tableView, legal, random);
  }
  if (tableView.phase === 'finishing') return legal.find((a) => a.type === 'build-cheapest') ?? ok ?? randomBot(seatView, tableView, legal, random);
  if (ok) return ok;
  const board = viewBoard(tableView);
  const missing = missingOf(seatView);
  if (board === undefined || hub === null || missing.length === 0) return randomBot(seatView, tableView, legal, random);
  const dist = distancesFrom(board, missing);
  const g = board.graph;
  let best: Build | undefined;
  let bestScore = Infinity;
  for (const a of legal) {
    if (a.type !== 'build' || !touchesNetwork(board, a.link, hub)) continue;
    const ends = [g.linkA[a.link] ?? 0, g.linkB[a.link] ?? 0];
    const far = board.label[ends[0] ?? 0] === board.label[hub] ? (ends[1] ?? 0) : (ends[0] ?? 0);
    const cost = g.linkCost[a.link] ?? 1;
    // Progress: the link's far end is `cost` closer to the nearest missing city than the network.
    const near = board.label[ends[0] ?? 0] === board.label[hub] ? (ends[0] ?? 0) : (ends[1] ?? 0);
    if ((dist[far] ?? Infinity) + cost !== (dist[near] ?? Infinity)) continue;
    const score = (dist[far] ?? Infinity) * 4 + cost;
    if (score < bestScore) {
      bestScore = score;
      best = a;
    }
  }
  if (best) return best;
  return legal.find((a) => a.type === 'discard') ?? randomBot(seatView, tableView, legal, random);
};
