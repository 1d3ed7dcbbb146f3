/**
 * Hard's determinized rollouts (issue #6): for each candidate action of a building turn, the
 * others' hidden hands are sampled from what public history says about them (`./inference.ts`),
 * and the rest of the building phase is played out in the fast plan model (`./race.ts`): who
 * completes first, what everyone else pays. A candidate's value is the mean over the same
 * samples (common random numbers) of what the others pay minus what the bot pays, in $, plus a
 * bonus when that round end would end the game (won or lost). Rules: §A round 4–8.
 */
import type { Random, SeatId } from '../../../core/types';
import type { TransglobalAction } from '../actions';
import type { TransglobalSeatView, TransglobalTableView } from '../views';
import type { Deadline } from './context';
import { sampleHand, type HandBelief } from './inference';
import { raceOutcome, type Racer } from './race';
import { scoreHubs } from './plan';
import { completionOn, withLinks, type ViewBoard } from './view-board';

/** A building-turn candidate: one `build` or the `discard` (−$1). */
export type TurnCandidate = Extract<TransglobalAction, { type: 'build' } | { type: 'discard' }>;

/**
 * How rollouts are run: at most `maxSamples` sampled deals (at least `minSamples`, more only
 * while the deadline has not passed); `gameOverWeight`: $ added (won) or taken (lost) when the
 * modelled round end leaves some bank at $0 or below (rules "A game": the game ends, highest
 * bank wins).
 */
export type RolloutOptions = { readonly maxSamples: number; readonly minSamples: number; readonly gameOverWeight: number };

/** One sampled deal of the others: per other seat, its plan to the sampled hand and the sampled cities. */
type Sample = ReadonlyMap<SeatId, { readonly plan: readonly number[]; readonly cities: readonly number[] }>;

/** Intersections with the same built-links label as `hub` on `board`, as a 0/1 array. */
function reachedOf(board: ViewBoard, hub: number): Uint8Array {
  const label = board.label[hub];
  return Uint8Array.from(board.label, (l) => (l === label ? 1 : 0));
}

/**
 * The rollout value of each of `candidates` for `seatView`'s seat with `left` $ of its turn left
 * (same order; $, higher is better for the bot), and the number of sampled deals used.
 * `beliefOf(seat)` is the belief about another seat's hand. Draws from `random` only to sample
 * hands; stops sampling once `deadline` expired (after `minSamples`). With no other hub placed,
 * every value is 0.
 */
export function rolloutValues(
  board: ViewBoard,
  tableView: TransglobalTableView,
  seatView: TransglobalSeatView,
  candidates: readonly TurnCandidate[],
  left: number,
  beliefOf: (seat: SeatId) => HandBelief,
  random: Random,
  deadline: Deadline,
  o: RolloutOptions,
): { readonly values: number[]; readonly samples: number } {
  const me = seatView.seat;
  // Seats with a hub, in turn order (every seat has one while building).
  const order = tableView.seats.map((s) => s.seat).filter((s) => s === me || board.hubs.has(s));
  const myHub = board.hubs.get(me);
  const others = order.filter((s) => s !== me);
  if (myHub === undefined || others.length === 0) return { values: candidates.map(() => 0), samples: 0 };
  const missing = seatView.cities.filter((c) => !c.connected).map((c) => c.intersection);
  const banks = new Map(tableView.seats.map((s) => [s.seat, s.bank]));
  const g = board.graph;

  // The sampled deals, shared by every candidate.
  const samples: Sample[] = [];
  while (samples.length < Math.max(1, o.maxSamples)) {
    if (samples.length >= o.minSamples && deadline.expired()) break;
    const sample = new Map<SeatId, { plan: readonly number[]; cities: readonly number[] }>();
    for (const seat of others) {
      const hub = board.hubs.get(seat) ?? 0;
      const cities = sampleHand(beliefOf(seat), random);
      const plan = completionOn(board, hub, cities.filter((c) => board.label[c] !== board.label[hub]));
      sample.set(seat, { plan: Number.isFinite(plan.cost) ? plan.links : [], cities });
    }
    samples.push(sample);
  }

  const values = candidates.map((candidate) => {
    const link = candidate.type === 'build' ? candidate.link : undefined;
    const after = link === undefined ? board : withLinks(board, [link]);
    const built = Uint8Array.from(after.built, (b) => (b ? 1 : 0));
    const myPlan = completionOn(after, myHub, missing).links;
    const reached = new Map(order.map((s) => [s, reachedOf(after, board.hubs.get(s) ?? myHub)]));
    const leftAfter = link === undefined ? 0 : left - (g.linkCost[link] ?? 1);
    const myIndex = order.indexOf(me);
    const first = leftAfter > 0 ? myIndex : (myIndex + 1) % order.length;
    let total = 0;
    for (const sample of samples) {
      const racers: Racer[] = order.map((seat) => {
        const seen = reached.get(seat) ?? new Uint8Array(g.n);
        if (seat === me) return { plan: myPlan, reached: seen, preferOwn: true };
        const s = sample.get(seat);
        const complete = s === undefined || s.cities.every((c) => seen[c] === 1);
        return { plan: complete || s === undefined ? [] : s.plan.filter((l) => built[l] !== 1), reached: seen, preferOwn: false };
      });
      const paid = raceOutcome(g, built, racers, first, leftAfter > 0 ? leftAfter : 2);
      total += valueOf(order, me, paid, banks, o.gameOverWeight);
    }
    return total / Math.max(1, samples.length);
  });
  return { values, samples: samples.length };
}

/**
 * The bot's value of one modelled round end: the mean $ the others pay minus what the bot pays;
 * plus `gameOverWeight` if some bank ends at $0 or below and the bot's bank is then strictly the
 * highest, minus it if another bank is strictly higher (rules "A game").
 */
export function valueOf(order: readonly SeatId[], me: SeatId, paid: readonly number[], banks: ReadonlyMap<SeatId, number>, gameOverWeight: number): number {
  const mine = paid[order.indexOf(me)] ?? 0;
  let others = 0;
  let over = false;
  let myBank = 0;
  let best = -Infinity;
  order.forEach((seat, i) => {
    const bank = (banks.get(seat) ?? 0) - (paid[i] ?? 0);
    if (bank <= 0) over = true;
    if (seat === me) myBank = bank;
    else {
      others += paid[i] ?? 0;
      best = Math.max(best, bank);
    }
  });
  let value = others / Math.max(1, order.length - 1) - mine;
  if (over) value += myBank > best ? gameOverWeight : myBank < best ? -gameOverWeight : 0;
  return value;
}

/**
 * The rollout value of placing the hub on each of `hubs` (same order; $, higher is better for
 * the bot) (rules §A round 3): the others' hands are sampled from their beliefs (`beliefOf`,
 * inferred from their hubs; uniform for a seat with no hub yet), every player is modelled
 * building its exact cheapest tree from its hub from the start player on, and the modelled round
 * end is valued as in `rolloutValues`. A seat with no hub yet is modelled placing it after the
 * bot as medium would for its sampled hand (`free`: the free intersections; the best spot of
 * `scoreHubs` on that hand's own cheapest tree other than the bot's candidate). All zeros when
 * some other seat has no hub yet and `free` is not given.
 */
export function hubRolloutValues(
  board: ViewBoard,
  tableView: TransglobalTableView,
  seatView: TransglobalSeatView,
  hubs: readonly number[],
  beliefOf: (seat: SeatId) => HandBelief,
  random: Random,
  deadline: Deadline,
  o: RolloutOptions,
  free?: ReadonlySet<number>,
): { readonly values: number[]; readonly samples: number } {
  const me = seatView.seat;
  const order = tableView.seats.map((s) => s.seat);
  const others = order.filter((s) => s !== me);
  if (free === undefined && others.some((s) => !board.hubs.has(s))) return { values: hubs.map(() => 0), samples: 0 };
  const banks = new Map(tableView.seats.map((s) => [s.seat, s.bank]));
  const g = board.graph;
  const hand = seatView.cities.map((c) => c.intersection);
  // Per sample and other seat: its cities and plan from its hub; with no hub yet, its two best hub spots (medium's order) and the plan from the first.
  type Guess = { readonly cities: readonly number[]; readonly plan?: readonly number[]; readonly spots?: readonly number[] };
  const samples: Map<SeatId, Guess>[] = [];
  while (samples.length < Math.max(1, o.maxSamples)) {
    if (samples.length >= o.minSamples && deadline.expired()) break;
    const sample = new Map<SeatId, Guess>();
    for (const seat of others) {
      const cities = sampleHand(beliefOf(seat), random);
      const hub = board.hubs.get(seat);
      if (hub !== undefined) {
        const plan = completionOn(board, hub, cities);
        sample.set(seat, { cities, plan: Number.isFinite(plan.cost) ? plan.links : [] });
      } else {
        const view = { seat, cities: cities.map((intersection) => ({ id: '', name: '', region: '', intersection, connected: false })), complete: false, finishing: null } as TransglobalSeatView;
        const spots = scoreHubs(board, view, free ?? new Set(), 0, deadline).slice(0, 2).map((h) => h.intersection);
        const plan = spots[0] === undefined ? undefined : completionOn(board, spots[0], cities);
        sample.set(seat, { cities, spots, plan: plan === undefined || !Number.isFinite(plan.cost) ? [] : plan.links });
      }
    }
    samples.push(sample);
  }
  const built = Uint8Array.from(board.built, (b) => (b ? 1 : 0));
  const first = Math.max(0, order.indexOf(tableView.startSeat));
  const values = hubs.map((hub) => {
    const myPlan = completionOn(board, hub, hand).links;
    const reached = new Map(order.filter((s) => s === me || board.hubs.has(s)).map((s) => [s, reachedOf(board, s === me ? hub : (board.hubs.get(s) ?? hub))]));
    let total = 0;
    for (const sample of samples) {
      const racers: Racer[] = order.map((seat) => {
        if (seat === me) return { plan: myPlan, reached: reached.get(seat) ?? new Uint8Array(g.n), preferOwn: true };
        const guess = sample.get(seat);
        if (guess?.spots === undefined) return { plan: guess?.plan ?? [], reached: reached.get(seat) ?? new Uint8Array(g.n), preferOwn: false };
        const spot = guess.spots.find((v) => v !== hub) ?? hub;
        const plan = spot === guess.spots[0] && guess.plan !== undefined ? { cost: 0, links: guess.plan } : completionOn(board, spot, guess.cities);
        return { plan: Number.isFinite(plan.cost) ? plan.links : [], reached: reachedOf(board, spot), preferOwn: false };
      });
      total += valueOf(order, me, raceOutcome(g, built, racers, first, 2), banks, o.gameOverWeight);
    }
    return total / Math.max(1, samples.length);
  });
  return { values, samples: samples.length };
}
