/**
 * The hard bot: medium's plan (the exact cheapest completion, hub on the hand's cheapest tree)
 * plus inference of the other players' likely cities from public history (their hub and the
 * links they built this round, dead ends of their rails weighing more: `./inference.ts`), and
 * determinized rollouts (`./rollout.ts`): for each candidate of a building decision (its plan's
 * buildable links, the ones it would build counting on the others' likely rails, and −$1), it
 * samples the others' hands from the inferred beliefs and plays the rest of the building phase
 * in a fast plan model (`./race.ts`), then picks the candidate with the best mean of what the
 * others pay minus what it pays, with a bonus or malus when that round end would end the game.
 * So it avoids finishing the others' routes for them, lets them build the shared part, discards
 * when that is worth more than the progress, and times the round's end. Its hub is chosen the
 * same way among medium's best spots (when it places first, each other player is modelled placing
 * its hub as medium would for its sampled hand). Rules: §A round 3–8, "A game".
 */
import type { Random, SeatId } from '../../../core/types';
import type { TransglobalAction } from '../actions';
import type { TransglobalSeatView, TransglobalTableView } from '../views';
import { deadlineOf, type Deadline, type LevelBot } from './context';
import { inferredBelief, sampledRemaining, uniformBelief, type HandBelief } from './inference';
import { helpToOthers, hubDecision } from './medium';
import { buildableOfPlan, buildingTurnOf, equalCostDollarLink, freeSpots, scoreHubs, type BuildAction } from './plan';
import { randomBot } from './random';
import { hubRolloutValues, rolloutValues, type TurnCandidate } from './rollout';
import { completionOn, distancesFrom, hubOf, viewBoard, withLinks, type ViewBoard } from './view-board';
import type { Completion } from '../steiner';

/** How many off-tree hub candidates hard searches at most (budget permitting). */
export const HARD_HUB_SEARCH = 40;

/** Sampled hands per other player for the race estimate, at most (budget permitting). */
export const HARD_RACE_SAMPLES = 6;

/** Hard discards rather than build a link whose estimated help to another player is at least this many $ (when it is not racing). */
export const HARD_DISCARD_HELP = 1.5;

/** The weight ($ per probability) of the chance that a link completes another player, in hard's link order. */
export const HARD_RISK_WEIGHT = 10;

/** The weight of a link's distance to the nearest missing city ($ per $) in hard's link order (toward near cities first). */
export const HARD_NEAR_WEIGHT = 0.1;

/** Hard plans over another player's likely tree once they have built this many links this round. */
export const HARD_PREDICT_AFTER = 4;

/** Sampled deals of the others per building decision for the rollouts, at most (budget permitting). */
export const HARD_ROLLOUT_SAMPLES = 8;

/** Sampled deals per building decision for the rollouts, at least (even past the deadline). */
export const HARD_ROLLOUT_MIN = 2;

/** $ a rollout adds (won) or takes (lost) when its round end would end the game. */
export const HARD_GAME_OVER_WEIGHT = 10;

/** At most this many build candidates (best of hard's link order first) go to the rollouts, besides −$1. */
export const HARD_MAX_CANDIDATES = 5;

/** The best this many hub spots (medium's hub score order) go to the hub rollouts when hard places its hub last. */
export const HARD_HUB_CANDIDATES = 8;

/** How much likelier hard believes a city at a dead end of another player's own rails is (×, `inferredBelief`). */
export const HARD_LEAF_BONUS = 4;

/**
 * Besides its plans' links, at most this many other legal links that bring its network $ for $
 * closer to a missing city (they may lie on an equally cheap tree that helps the others less) go to
 * the rollouts, nearest to a missing city first.
 */
export const HARD_PROGRESS_CANDIDATES = 3;

/**
 * Whether hard also compares hub spots by rollouts when some other seat has no hub yet (it places
 * first): each such seat is modelled placing its hub as medium would for its sampled hand.
 */
export const HARD_FIRST_HUB = true;

/** Hard refuses a link after which another player is complete with at least this probability. */
export const HARD_COMPLETE_RISK = 0.2;

/**
 * The hard bot (`LevelBot`). `context.now` and `budgetMs` (default 300 ms) bound its searches:
 * hub candidates and rollout samples stop once the deadline passes (at least one hub candidate
 * and `HARD_ROLLOUT_MIN` samples are always evaluated). Without a clock it does a fixed amount
 * of work (`HARD_ROLLOUT_SAMPLES` samples), so it is deterministic for a seed of `random`.
 * - hubs: the best of medium's `HARD_HUB_CANDIDATES` spots (wider search) by rollout value
 *   (`hubRolloutValues`); the others without a hub yet are modelled placing theirs after it, as
 *   medium would for their sampled hands (`firstHub`; off: medium's choice until every other hub
 *   is placed);
 * - building (rollouts on, the default): when its plan is not done this turn, the candidates —
 *   up to `HARD_MAX_CANDIDATES` buildable links in the heuristic order below, the plain plan's
 *   buildable links, up to `HARD_PROGRESS_CANDIDATES` other links that bring the network $ for $
 *   closer to a missing city, and −$1 when legal — get rollout values (`rolloutValues`, `HARD_ROLLOUT_SAMPLES`
 *   sampled deals) and the best is taken (ties: the heuristic order). With rollouts off
 *   (`rollouts: 0`), the heuristic alone: once another player has built `HARD_PREDICT_AFTER` links, it expects them to build
 *   the cheapest tree to their most likely cities and plans its completion over those links as
 *   if built, building only its own part now (falling back to the plain plan when that has no
 *   buildable link or it is within a turn of finishing). Among the buildable links, the one with the least
 *   estimated help to the others (inferred beliefs), penalising links that may complete someone;
 *   at $2 left prefers a $2 plan link when a lone $1 link would leave $1 it cannot use on the
 *   plan. As the second $1: −$1 when the link may complete another player (≥ `HARD_COMPLETE_RISK`),
 *   or when it is not racing and the help is ≥ `HARD_DISCARD_HELP` $. Racing: someone's sampled
 *   remaining cost is ≤ $2 (they may finish next turn), or the bot needs no more turns than the
 *   others;
 * - finishing: the exact cheapest completion in one touch, then OK.
 */
export const hardBot: LevelBot = (seatView, tableView, legal, random, context) => hardPolicy(HARD_OPTIONS)(seatView, tableView, legal, random, context);

/**
 * Knobs of the hard bot (the simulator compares variants with them):
 * - `rollouts`, `rolloutMin`: most and least sampled deals per rollout decision (0: no rollouts);
 *   `gameOverWeight`: $ of a won (lost) game in a rollout's value; `maxCandidates`: heuristic
 *   candidates per building decision; `hubCandidates`: hub spots compared by rollouts;
 *   `leafBonus`: belief factor of a city at a dead end of another player's rails;
 *   `progressCandidates`: off-plan links toward a missing city added to the rollout candidates;
 *   `firstHub`: hub rollouts also when some other seat has no hub yet;
 * - `inferred`: beliefs from public history (else uniform); `scale`: their distance scale, $;
 * - `discardHelp`: −$1 threshold, $ of help to another player; `completeRisk`: −$1 when a link
 *   completes someone with at least this probability; `racing`: race timing on/off;
 * - `parity`: at $2 left, a $2 plan link before a lone $1 link; `riskWeight`, `nearWeight`:
 *   link-order weights ($ per probability, $ per $); `hubSearch`: off-tree hub candidates;
 *   `awayFromHubs`: hub tie-break weight away from other hubs ($ per $);
 * - `predictAfter`: plan over the others' likely trees once they built this many links
 *   (`Infinity`: never).
 */
export type HardOptions = {
  readonly inferred: boolean;
  readonly scale: number;
  readonly discardHelp: number;
  readonly racing: boolean;
  readonly parity: boolean;
  readonly riskWeight: number;
  readonly nearWeight: number;
  readonly completeRisk: number;
  readonly hubSearch: number;
  readonly awayFromHubs: number;
  readonly predictAfter: number;
  readonly rollouts: number;
  readonly rolloutMin: number;
  readonly gameOverWeight: number;
  readonly maxCandidates: number;
  readonly hubCandidates: number;
  readonly leafBonus: number;
  readonly progressCandidates: number;
  readonly firstHub: boolean;
};

/** Hard's knobs. */
export const HARD_OPTIONS: HardOptions = {
  inferred: true,
  scale: 2.5,
  discardHelp: HARD_DISCARD_HELP,
  racing: true,
  parity: true,
  riskWeight: HARD_RISK_WEIGHT,
  nearWeight: HARD_NEAR_WEIGHT,
  completeRisk: HARD_COMPLETE_RISK,
  hubSearch: HARD_HUB_SEARCH,
  awayFromHubs: 0,
  predictAfter: HARD_PREDICT_AFTER,
  rollouts: HARD_ROLLOUT_SAMPLES,
  rolloutMin: HARD_ROLLOUT_MIN,
  gameOverWeight: HARD_GAME_OVER_WEIGHT,
  maxCandidates: HARD_MAX_CANDIDATES,
  hubCandidates: HARD_HUB_CANDIDATES,
  leafBonus: HARD_LEAF_BONUS,
  progressCandidates: HARD_PROGRESS_CANDIDATES,
  firstHub: HARD_FIRST_HUB,
};

/** The hard bot with `options` (see `hardBot`). */
export function hardPolicy(o: HardOptions): LevelBot {
  return (seatView, tableView, legal, random, context) => {
    const deadline = deadlineOf(context);
    const fallback = (): TransglobalAction => randomBot(seatView, tableView, legal, random);
    const ok = legal.find((a) => a.type === 'ok');
    if (tableView.phase === 'hubs') return hardHub(seatView, tableView, legal, random, o, deadline) ?? hubDecision(seatView, tableView, legal, o.hubSearch, deadline, o.awayFromHubs) ?? fallback();
    if (tableView.phase === 'finishing') return legal.find((a) => a.type === 'build-cheapest') ?? ok ?? fallback();
    if (ok) return ok;
    const turn = buildingTurnOf(seatView, tableView);
    if (turn === undefined) return fallback();
    const { board, hub, missing, left, plan } = turn;
    const beliefs = new Map<SeatId, HandBelief>();
    const beliefOf = (seat: SeatId): HandBelief => {
      const known = beliefs.get(seat);
      if (known) return known;
      const made = o.inferred ? inferredBelief(board, tableView, seatView, seat, o.scale, o.leafBonus) : uniformBelief(board, tableView, seatView);
      beliefs.set(seat, made);
      return made;
  };
  const buildable = predictedBuildable(board, plan, hub, missing, legal, left, seatView.seat, tableView.built, beliefOf, o.predictAfter) ?? buildableOfPlan(board, plan, hub, legal, left);
  const discard = legal.find((a) => a.type === 'discard');
  const g = board.graph;
  const cost = (a: BuildAction): number => g.linkCost[a.link] ?? 1;
  if (buildable.length === 0) {
    if (left === 1) return equalCostDollarLink(board, plan, hub, missing, legal, 60, deadline) ?? discard ?? fallback();
    return fallback();
  }
  // Finishing within this turn: just build.
  if (plan.cost <= left) return buildable[0] ?? fallback();

  const toMissing = distancesFrom(board, missing);
  const scored = buildable.map((action, order) => {
    const help = [...helpToOthers(board, seatView.seat, action.link, beliefOf).values()];
    const maxHelp = help.reduce((m, h) => Math.max(m, h.help), 0);
    const risk = help.reduce((m, h) => Math.max(m, h.pCompleteAfter), 0);
    const near = Math.min(toMissing[g.linkA[action.link] ?? 0] ?? 99, toMissing[g.linkB[action.link] ?? 0] ?? 99);
    return { action, order, maxHelp, risk, score: maxHelp + o.riskWeight * risk + o.nearWeight * near };
  });
  scored.sort((a, b) => a.score - b.score || a.order - b.order);

  if (o.rollouts > 0) {
    const candidates: TurnCandidate[] = scored.slice(0, o.maxCandidates).map((s) => s.action);
    for (const a of buildableOfPlan(board, plan, hub, legal, left)) {
      if (candidates.length < o.maxCandidates + 1 && !candidates.some((c) => c.type === 'build' && c.link === a.link)) candidates.push(a);
    }
    if (o.progressCandidates > 0) {
      // Other links that bring the network $1-for-$1 closer to a missing city (they may lie on an equally cheap tree).
      const label = board.label[hub];
      const progress: { action: BuildAction; d: number }[] = [];
      for (const a of legal) {
        if (a.type !== 'build' || (g.linkCost[a.link] ?? 9) > left || candidates.some((c) => c.type === 'build' && c.link === a.link)) continue;
        const ends = [g.linkA[a.link] ?? 0, g.linkB[a.link] ?? 0];
        const inside = ends.find((v) => board.label[v] === label);
        const outside = ends.find((v) => board.label[v] !== label);
        if (inside === undefined || outside === undefined) continue;
        const d = toMissing[outside] ?? 99;
        if (d + (g.linkCost[a.link] ?? 1) === (toMissing[inside] ?? 99)) progress.push({ action: a, d });
      }
      progress.sort((x, y) => x.d - y.d || x.action.link - y.action.link);
      for (const p of progress.slice(0, o.progressCandidates)) candidates.push(p.action);
    }
    if (discard) candidates.push(discard);
    if (candidates.length === 1) return candidates[0] ?? fallback();
    const { values } = rolloutValues(board, tableView, seatView, candidates, left, beliefOf, random, deadline, { maxSamples: o.rollouts, minSamples: o.rolloutMin, gameOverWeight: o.gameOverWeight });
    let best = 0;
    values.forEach((v, i) => {
      if (v > (values[best] ?? -Infinity) + 1e-9) best = i;
    });
    return candidates[best] ?? fallback();
  }

  // Parity at $2 left: a lone $1 plan link whose successor on the plan is not a $1 link wastes the second $1.
  if (left === 2 && o.parity) {
    const two = scored.find((s) => cost(s.action) === 2);
    const first = scored[0];
    if (two && first && cost(first.action) === 1) {
      const afterOne = buildableOfPlan({ ...board, label: labelWith(board, first.action.link) }, plan, hub, legal, 1).filter((a) => a.link !== first.action.link);
      if (afterOne.length === 0) return two.action;
    }
    return first?.action ?? fallback();
  }

  const best = scored[0];
  if (best === undefined) return fallback();
  if (!discard) return best.action;
  const remainingAfter = plan.cost - cost(best.action);
  if (remainingAfter <= 2) return best.action;
  if (best.risk >= o.completeRisk) return discard;
  // The race: how much the others still need (sampled hands from the inferred beliefs).
  let othersMin = Infinity;
  for (const [seat, otherHub] of o.racing ? board.hubs : new Map<SeatId, number>()) {
    if (seat === seatView.seat) continue;
    const estimate = sampledRemaining(board, beliefOf(seat), otherHub, random, HARD_RACE_SAMPLES, deadline);
    othersMin = Math.min(othersMin, estimate.mean);
  }
  const racing = o.racing && (othersMin <= 2 || Math.ceil(plan.cost / 2) <= Math.ceil(othersMin / 2));
  if (!racing && best.maxHelp >= o.discardHelp) return discard;
  return best.action;
  };
}

/**
 * Hard's hub (rules §A round 3): of medium's best `hubCandidates` spots, the one with the best
 * rollout value (`hubRolloutValues`; ties: medium's order); seats with no hub yet are modelled
 * placing theirs after it, as medium would (`o.firstHub`). `undefined` (medium's choice applies)
 * when some other seat has no hub yet and `o.firstHub` is off, rollouts or hub candidates are
 * off, or the hub is placed (then OK).
 */
function hardHub(seatView: TransglobalSeatView, tableView: TransglobalTableView, legal: readonly TransglobalAction[], random: Random, o: HardOptions, deadline: Deadline): TransglobalAction | undefined {
  if (o.rollouts <= 0 || o.hubCandidates <= 1 || hubOf(tableView, seatView.seat) !== null) return undefined;
  const board = viewBoard(tableView);
  const waiting = tableView.seats.some((s) => s.seat !== seatView.seat && s.hub === null);
  if (board === undefined || (waiting && !o.firstHub)) return undefined;
  const free = freeSpots(legal);
  const spots = scoreHubs(board, seatView, free, o.hubSearch, deadline, o.awayFromHubs).slice(0, o.hubCandidates).map((h) => h.intersection);
  if (spots.length === 0) return undefined;
  const beliefOf = (seat: SeatId): HandBelief => (o.inferred ? inferredBelief(board, tableView, seatView, seat, o.scale, o.leafBonus) : uniformBelief(board, tableView, seatView));
  const { values } = hubRolloutValues(board, tableView, seatView, spots, beliefOf, random, deadline, { maxSamples: o.rollouts, minSamples: o.rolloutMin, gameOverWeight: o.gameOverWeight }, waiting ? free : undefined);
  let best = 0;
  values.forEach((v, i) => {
    if (v > (values[best] ?? -Infinity) + 1e-9) best = i;
  });
  const spot = spots[best];
  return legal.find((a) => a.type === 'place-hub' && a.intersection === spot);
}

/** The component labels of `board` with `link` also built (only the link's two components merge). */
function labelWith(board: { readonly label: Int32Array; readonly graph: { readonly linkA: Int32Array; readonly linkB: Int32Array } }, link: number): Int32Array {
  const from = board.label[board.graph.linkA[link] ?? 0] ?? 0;
  const to = board.label[board.graph.linkB[link] ?? 0] ?? 0;
  return board.label.map((l) => (l === from ? to : l));
}

/**
 * The buildable links of a plan that counts on the others' likely rails: each other player who
 * has built at least `after` links is expected to build the cheapest tree from their network to
 * their most likely city of each region (inferred beliefs); the bot plans over the board with
 * those links as if built and builds only its own part now. `undefined` when nobody qualifies,
 * the bot is within a turn of finishing, or no own link of that plan can be built now.
 */
function predictedBuildable(
  board: ViewBoard,
  plan: Completion,
  hub: number,
  missing: readonly number[],
  legal: readonly TransglobalAction[],
  left: number,
  me: SeatId,
  built: readonly { readonly by: SeatId }[],
  beliefOf: (seat: SeatId) => HandBelief,
  after: number,
): BuildAction[] | undefined {
  if (!Number.isFinite(after) || plan.cost <= left + 2) return undefined;
  const predicted = new Set<number>();
  for (const [seat, otherHub] of board.hubs) {
    if (seat === me || built.filter((b) => b.by === seat).length < after) continue;
    const likely = beliefOf(seat).map(({ cities }) => cities.reduce((best, c) => (c.weight > best.weight ? c : best)).intersection);
    for (const link of completionOn(board, otherHub, likely).links) predicted.add(link);
  }
  if (predicted.size === 0) return undefined;
  const hopeful = completionOn(withLinks(board, [...predicted]), hub, missing);
  const own = buildableOfPlan(board, { cost: hopeful.cost, links: hopeful.links.filter((l) => !predicted.has(l)) }, hub, legal, left);
  return own.length > 0 ? own : undefined;
}
