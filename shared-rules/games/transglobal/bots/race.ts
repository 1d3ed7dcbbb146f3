/**
 * A fast model of the rest of a building phase, for hard's determinized rollouts: every player
 * follows a fixed plan (a list of links in a legal building order, e.g. their exact cheapest
 * completion), spending $2 a turn in turn order, until someone's plan is all built. Then the
 * phase ends and every unfinished player pays the $ of their plan links still unbuilt (an upper
 * bound of their exact cheapest completion). Links belong to nobody: a link on two plans counts
 * for both, whoever builds it. Rules: §A round 4 ($2 a turn; a $2 link cannot follow a $1 link;
 * −$1), §A round 6 (the phase ends the moment anyone is complete), §A round 7 (finishing paid
 * from the bank).
 */
import type { MapGraph } from '../graph';

/**
 * One player in the model:
 * - `plan`: link ids still to build, in a building order (each touches the network grown by
 *   the ones before it);
 * - `reached`: by intersection, 1 when in the player's network at the start (copied, not
 *   mutated; it grows over every link built in the model, anyone's);
 * - `preferOwn`: hard's habits: the player builds links on nobody else's plan first, and never
 *   a link that completes another racer unless it completes itself too (it discards instead).
 */
export type Racer = {
  readonly plan: readonly number[];
  readonly reached: Uint8Array;
  readonly preferOwn: boolean;
};

/** The most turns per racer the model plays before it stops (a guard; it also stops after a round of turns in which nobody could build). */
export const RACE_MAX_TURNS = 80;

/**
 * Plays the model from now: racer `first` acts with `firstLeft` $ of its turn left (then the
 * next racers in array order, each with $2). `built` (by link id, 1 = built) is copied. A racer
 * whose plan is empty at the start is complete at once (the phase has ended).
 * Returns, by racer, the $ paid to finish (0 for the racers complete when the phase ends; when
 * the model stops without anyone complete, everyone's unbuilt plan).
 * A turn: the first affordable unbuilt plan link that touches the racer's grown network (its
 * own-only links first with `preferOwn`, never one completing another racer); with nothing to
 * build, the rest of the turn is discarded (−$1, or a pass).
 */
export function raceOutcome(graph: MapGraph, built: Uint8Array, racers: readonly Racer[], first: number, firstLeft: number): number[] {
  const n = racers.length;
  const have = Uint8Array.from(built);
  const reached = racers.map((r) => Uint8Array.from(r.reached));
  const onPlans = new Map<number, number>();
  for (const r of racers) for (const link of r.plan) onPlans.set(link, (onPlans.get(link) ?? 0) + 1);
  const remaining = racers.map((r) => r.plan.reduce((s, link) => s + (have[link] === 1 ? 0 : (graph.linkCost[link] ?? 1)), 0));
  const done = (): boolean => remaining.some((x) => x <= 0);
  const paid = (): number[] => remaining.map((x) => Math.max(0, x));
  if (done()) return paid();
  // A racer's network grows over every built link (anyone's), as in the rules.
  const grow = (i: number, link: number): void => {
    const seen = reached[i];
    if (seen === undefined) return;
    const a = graph.linkA[link] ?? 0;
    const b = graph.linkB[link] ?? 0;
    if ((seen[a] === 1) === (seen[b] === 1)) return;
    const stack = [seen[a] === 1 ? b : a];
    seen[stack[0] ?? 0] = 1;
    while (stack.length > 0) {
      const u = stack.pop() ?? 0;
      for (let k = graph.offsets[u] ?? 0; k < (graph.offsets[u + 1] ?? 0); k++) {
        const v = graph.adjNode[k] ?? 0;
        if (have[graph.adjLink[k] ?? 0] === 1 && seen[v] !== 1) {
          seen[v] = 1;
          stack.push(v);
        }
      }
    }
  };
  const pick = (i: number, left: number): number | undefined => {
    const r = racers[i];
    const seen = reached[i];
    if (r === undefined || seen === undefined) return undefined;
    let fallback: number | undefined;
    for (const link of r.plan) {
      const cost = graph.linkCost[link] ?? 9;
      if (have[link] === 1 || cost > left) continue;
      if (seen[graph.linkA[link] ?? 0] !== 1 && seen[graph.linkB[link] ?? 0] !== 1) continue;
      if (!r.preferOwn) return link;
      if ((onPlans.get(link) ?? 0) <= 1) return link;
      // Never the link that completes another racer while this one is still unfinished.
      const finishesMe = (remaining[i] ?? 0) - cost <= 0;
      if (!finishesMe && racers.some((other, j) => j !== i && (remaining[j] ?? 0) - cost <= 0 && other.plan.includes(link))) continue;
      fallback ??= link;
    }
    return fallback;
  };
  let i = first;
  let left = firstLeft;
  let idle = 0;
  for (let turn = 0; turn < RACE_MAX_TURNS * n && idle <= n; turn++) {
    idle++;
    while (left > 0) {
      const link = pick(i, left);
      if (link === undefined) break;
      const cost = graph.linkCost[link] ?? 1;
      have[link] = 1;
      idle = 0;
      left -= cost;
      racers.forEach((r, j) => {
        grow(j, link);
        if (r.plan.includes(link)) remaining[j] = (remaining[j] ?? 0) - cost;
      });
      if (done()) return paid();
    }
    i = (i + 1) % n;
    left = 2;
  }
  return paid();
}
