/**
 * A greedy bot: always builds along its exact cheapest completion. It reads only public data
 * (the map by id, the built links and hubs in the table view) and its own seat view.
 */
import type { Random } from '../../../core/types';
import { getTransglobalMap } from '../../../maps/transglobal-registry';
import type { TransglobalAction } from '../actions';
import { mapGraph } from '../graph';
import { cheapestCompletion } from '../steiner';
import type { TransglobalTableView } from '../views';
import type { Bot } from './random';
import { randomBot } from './random';

/** The intersections reachable from `hub` over the built links listed in the table view. */
function publicNetwork(tableView: TransglobalTableView, hub: number, built: readonly boolean[]): number[] {
  const map = getTransglobalMap(tableView.mapId);
  if (map === undefined) return [hub];
  const g = mapGraph(map);
  const seen = new Uint8Array(g.n);
  const out = [hub];
  seen[hub] = 1;
  for (let i = 0; i < out.length; i++) {
    const u = out[i] ?? 0;
    for (let k = g.offsets[u] ?? 0; k < (g.offsets[u + 1] ?? 0); k++) {
      const v = g.adjNode[k] ?? 0;
      if (built[g.adjLink[k] ?? 0] === true && seen[v] === 0) {
        seen[v] = 1;
        out.push(v);
      }
    }
  }
  return out;
}

/**
 * The greedy bot: puts its hub on one of its own free cities (at random); in the building phase
 * builds the first legal link of its exact cheapest completion (discarding when only a $2 link
 * would help and $1 is left; falling back to the random bot otherwise); in the finishing phase
 * builds the cheapest completion in one touch, then OKs.
 */
export const greedyBot: Bot = (seatView, tableView, legal, random) => {
  const ok = legal.find((a) => a.type === 'ok');
  const mine = tableView.seats.find((s) => s.seat === seatView.seat);
  const hub = mine?.hub ?? null;
  if (tableView.phase === 'hubs') {
    if (ok && hub !== null) return ok;
    const spots = legal.filter((a) => a.type === 'place-hub' && seatView.cities.some((c) => c.intersection === a.intersection));
    return spots[random.int(0, Math.max(0, spots.length - 1))] ?? randomBot(seatView, tableView, legal, random);
  }
  if (tableView.phase !== 'building' || ok || hub === null) return randomBot(seatView, tableView, legal, random);
  const map = getTransglobalMap(tableView.mapId);
  if (map === undefined) return randomBot(seatView, tableView, legal, random);
  const built: boolean[] = map.links.map(() => false);
  for (const b of tableView.built) built[b.link] = true;
  const missing = seatView.cities.filter((c) => !c.connected).map((c) => c.intersection);
  const route = cheapestCompletion(map, built, publicNetwork(tableView, hub, built), missing);
  for (const link of route.links) {
    const build = legal.find((a): a is Extract<TransglobalAction, { type: 'build' }> => a.type === 'build' && a.link === link);
    if (build) return build;
  }
  return legal.find((a) => a.type === 'discard') ?? randomBot(seatView, tableView, legal, random);
};

/**
 * A bot that plays greedily with probability `greed` and at random otherwise, including random
 * single links (not the one-touch completion) while finishing (for varied test games).
 */
export function mixedBot(greed: number): Bot {
  return (seatView, tableView, legal, random: Random) => {
    if (random.int(1, 1000) <= greed * 1000) return greedyBot(seatView, tableView, legal, random);
    const builds = legal.filter((a) => a.type === 'build');
    if (tableView.phase === 'finishing' && builds.length > 0) return builds[random.int(0, builds.length - 1)] ?? randomBot(seatView, tableView, legal, random);
    return randomBot(seatView, tableView, legal, random);
  };
}
