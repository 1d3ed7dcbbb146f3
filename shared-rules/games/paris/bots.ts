/**
 * Paris Connection's bots (issue #15 "Bots"). Every bot decides from its own seat view (its
 * portfolio), the public table view (board, values, supplies, how many shares each player holds)
 * and its legal actions; randomness only from the `Random` it is handed, time only from the
 * host's `context.now`. The others' portfolios are unknown: the bots estimate them from what is
 * public — per company, the shares not in a supply and not their own are spread over the others in
 * proportion to how many shares each holds.
 *
 * - `medium`: one-step judgement of each legal action: a placement is worth its points to its
 *   company times (own shares − the average other's expected shares), plus progress towards the
 *   nearest open city for companies it is ahead in; a trade is worth the value it moves into its
 *   portfolio minus the penalty of going over the holding limit (a one-for-one trade, which drains
 *   no supply, must beat building clearly, and with nothing to build it takes two, so bots never
 *   stall the game); it ends the game (Marseille, the
 *   last supplies) only when ahead; it stops a build once placing no longer pays.
 * - `easy`: medium's judgement with noise (it plays one of its three best, and a random legal
 *   action one time in five).
 * - `hard`: determinized rollouts: for each of medium's best few actions, it deals the others
 *   portfolios consistent with the public counts, plays the game on with medium for every seat
 *   (its own rules module, bare) to the end or a horizon, and keeps the action with the best mean
 *   margin over the best other player: 5 worlds, each of the 5 best actions rolled out 32 actions,
 *   cut short when the host's clock passes `context.budgetMs` (default 300 ms).
 */
import type { BotContext, GameBot } from '../../core/define-game';
import type { Random } from '../../core/types';
import { HEX_KIND, type ParisBoard } from '../../maps/paris-map';
import type { ParisAction } from './actions';
import { applyAction } from './apply';
import { boardOf } from './board';
import { legalActionsFor } from './legal';
import { COMPANY_COUNT, OVER_LIMIT_PENALTY } from './meta';
import { holdingLimit, scoreOf } from './score';
import type { ParisState } from './state';
import type { ParisSeatView, ParisTableView } from './views';

/** The default time one hard decision may take, ms. */
export const DEFAULT_BUDGET_MS = 300;

/** A Paris bot as the platform calls it. */
export type ParisBot = GameBot<ParisSeatView, ParisTableView, ParisAction>;

/** Per hex, the hex distance to the nearest city (across passable sides), per map. */
const cityDistances = new Map<string, Int32Array>();

function distanceToCity(board: ParisBoard): Int32Array {
  const cached = cityDistances.get(board.map.id);
  if (cached !== undefined) return cached;
  const dist = new Int32Array(board.n).fill(1_000);
  const queue: number[] = [];
  for (const h of board.cities) {
    dist[h] = 0;
    queue.push(h);
  }
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i] ?? 0;
    for (let k = board.adjStart[h] ?? 0; k < (board.adjStart[h + 1] ?? 0); k++) {
      const j = board.adj[k] ?? 0;
      if ((dist[j] ?? 0) > (dist[h] ?? 0) + 1) {
        dist[j] = (dist[h] ?? 0) + 1;
        queue.push(j);
      }
    }
  }
  cityDistances.set(board.map.id, dist);
  return dist;
}

/** What a bot knows: its portfolio and, per company, the others' expected shares (average per other player). */
type Knowledge = { readonly mine: readonly number[]; readonly othersEach: readonly number[]; readonly position: number };

function knowledgeOf(seatView: ParisSeatView, table: ParisTableView): Knowledge {
  const position = table.seats.indexOf(seatView.seat);
  const others = Math.max(1, table.seats.length - 1);
  const mine = seatView.portfolio;
  // Shares out of the supplies: 31 per company in the bag at setup (rules "Components").
  const othersEach = Array.from({ length: COMPANY_COUNT }, (_, c) => Math.max(0, 31 - (table.supplies[c] ?? 0) - (mine[c] ?? 0)) / others);
  return { mine, othersEach, position };
}

/** My score now and the best other's expected score (from expected portfolios). */
function standing(k: Knowledge, table: ParisTableView): { readonly mine: number; readonly bestOther: number } {
  const players = table.seats.length;
  const mine = scoreOf(k.mine, table.values, players).total;
  let bestOther = Number.NEGATIVE_INFINITY;
  table.seats.forEach((_, p) => {
    if (p === k.position) return;
    const held = table.held[p] ?? 0;
    const expected = k.othersEach.reduce((sum, e, c) => sum + e * (table.values[c] ?? 0), 0);
    // Scale the average portfolio to this player's count.
    const totalEach = k.othersEach.reduce((a, b) => a + b, 0);
    const value = totalEach > 0 ? (expected * held) / totalEach : 0;
    const over = Math.max(0, held - table.limit) * OVER_LIMIT_PENALTY;
    bestOther = Math.max(bestOther, value - over);
  });
  return { mine, bestOther: Number.isFinite(bestOther) ? bestOther : 0 };
}

/** Whether `action` would end the game at once (Marseille, or one supply left after it: rules "End"). */
function endsGame(action: ParisAction, table: ParisTableView, board: ParisBoard): boolean {
  if (action.type === 'ok') return false;
  const supplies = [...table.supplies];
  if (action.type === 'place') {
    if (action.hex === board.marseille) return true;
    supplies[action.company] = (supplies[action.company] ?? 0) - 1;
  } else {
    supplies[action.give] = (supplies[action.give] ?? 0) + 1;
    supplies[action.take] = (supplies[action.take] ?? 0) - action.count;
  }
  return supplies.filter((n) => n > 0).length <= 1;
}

/** Medium's judgement of one legal action (higher is better). */
function judge(action: ParisAction, k: Knowledge, table: ParisTableView, board: ParisBoard, lead: number): number {
  switch (action.type) {
    case 'ok':
      return 0;
    case 'place': {
      const c = action.company;
      const edge = (k.mine[c] ?? 0) - (k.othersEach[c] ?? 0);
      const gain = board.value[action.hex] ?? 0;
      if (action.hex === board.marseille) return lead > 0 ? 1_000 + lead : edge * gain - 50;
      const dist = distanceToCity(board);
      // Progress: closer to an open city is worth something to a company one is ahead in.
      const nearest = dist[action.hex] ?? 10;
      const progress = board.kind[action.hex] === HEX_KIND.city ? 0 : edge > 0 ? 0.6 / (1 + nearest) : -0.2;
      return edge * gain + progress + (endsGame(action, table, board) ? (lead > 0 ? 500 : -500) : 0) - 0.05;
    }
    case 'trade': {
      const players = table.seats.length;
      const held = table.held[k.position] ?? 0;
      const after = held - 1 + action.count;
      const overNow = Math.max(0, held - table.limit);
      const overAfter = Math.max(0, after - table.limit);
      const moved = action.count * ((table.values[action.take] ?? 0) + 1) - ((table.values[action.give] ?? 0) + 1);
      const emptied = endsGame(action, table, board) ? (lead > 0 ? 500 : -500) : 0;
      // A one-for-one trade moves no locomotive out of the supplies: the game would stand still if
      // everyone did it, so it must beat building by more than a little.
      const stall = action.count === 1 ? 3 : 0.5;
      return moved - (overAfter - overNow) * OVER_LIMIT_PENALTY - stall + emptied + (players > 4 ? -0.2 : 0);
    }
  }
}

/** What ending the game is worth to medium at a standstill (above any other judgement). */
const STANDSTILL_BONUS = 1_000;

/** Medium's actions ranked best first, with their judgement. */
function ranked(seatView: ParisSeatView, table: ParisTableView, legal: readonly ParisAction[]): { readonly action: ParisAction; readonly score: number }[] {
  const board = boardOf(table.mapId);
  const k = knowledgeOf(seatView, table);
  const { mine, bestOther } = standing(k, table);
  const lead = mine - bestOther;
  // With nothing to build, only trades of two drain the supplies (the game's clock): take them, or
  // the game stands still. And when nothing but a one-for-one trade would leave the game running,
  // end it: else everyone trades one for one for ever (the rules have no pass and no other clock).
  const fresh = table.turn.trade === null && table.turn.company === null;
  const stuck = fresh && !legal.some((a) => a.type === 'place');
  const standstill = fresh && !legal.some((a) => (a.type === 'place' || (a.type === 'trade' && a.count === 2)) && !endsGame(a, table, board));
  return legal
    .map((action) => {
      const bonus = (stuck && action.type === 'trade' && action.count === 2 ? 25 : 0) + (standstill && endsGame(action, table, board) ? STANDSTILL_BONUS : 0);
      return { action, score: judge(action, k, table, board, lead) + bonus };
    })
    .sort((a, b) => b.score - a.score);
}

/** The medium bot. */
export const mediumBot: ParisBot = {
  decide: (seatView, table, legal) => ranked(seatView, table, legal)[0]?.action,
};

/** The easy bot. */
export const easyBot: ParisBot = {
  decide: (seatView, table, legal, random) => {
    if (legal.length === 0) return undefined;
    if (random.int(0, 4) === 0) return legal[random.int(0, legal.length - 1)];
    const top = ranked(seatView, table, legal).slice(0, 3);
    return top[random.int(0, top.length - 1)]?.action;
  },
};

/** The full state a table view and one seat's portfolio imply, the others' portfolios dealt at random consistent with the public counts. */
function determinize(seatView: ParisSeatView, table: ParisTableView, random: Random): ParisState {
  const position = table.seats.indexOf(seatView.seat);
  const pool: number[] = [];
  for (let c = 0; c < COMPANY_COUNT; c++) {
    const unknown = Math.max(0, 31 - (table.supplies[c] ?? 0) - (seatView.portfolio[c] ?? 0));
    for (let i = 0; i < unknown; i++) pool.push(c);
  }
  const shuffled = random.shuffle(pool);
  let next = 0;
  const portfolios = table.seats.map((_, p) => {
    if (p === position) return [...seatView.portfolio];
    const portfolio = Array.from({ length: COMPANY_COUNT }, () => 0);
    for (let i = 0; i < (table.held[p] ?? 0) && next < shuffled.length; i++) {
      const c = shuffled[next++] ?? 0;
      portfolio[c] = (portfolio[c] ?? 0) + 1;
    }
    return portfolio;
  });
  return {
    mapId: table.mapId,
    seats: table.seats,
    active: table.seats.indexOf(table.toAct[0] ?? -1),
    starts: table.starts,
    occupied: table.occupied,
    values: table.values,
    supplies: table.supplies,
    portfolios,
    held: table.held,
    turn: table.turn,
    end: table.end,
  };
}

/** Medium's move for the seat to act in `state` (the rollout policy), from a table view built without copies. */
function rolloutDecide(state: ParisState): ParisAction | undefined {
  const seat = state.seats[state.active] ?? -1;
  const legal = legalActionsFor(state, seat);
  const table: ParisTableView = { mapId: state.mapId, toAct: [seat], values: state.values, supplies: state.supplies, starts: state.starts, occupied: state.occupied, turn: state.turn, seats: state.seats, held: state.held, limit: limitOf(state), end: state.end, results: null };
  return mediumBot.decide({ seat, portfolio: state.portfolios[state.active] ?? [], score: null }, table, legal, NO_RANDOM, {});
}

const limitOf = (state: ParisState) => holdingLimit(state.seats.length);
const NO_RANDOM: Random = { int: (min) => min, shuffle: (items) => [...items] };

/** My final (or horizon) score minus the best other's, in `state`. */
function margin(state: ParisState, position: number): number {
  const totals = state.portfolios.map((p) => scoreOf(p, state.values, state.seats.length).total);
  const mine = totals[position] ?? 0;
  const best = Math.max(...totals.filter((_, p) => p !== position));
  return mine - best;
}

/** Rollout horizon: actions played after the candidate before the position is judged (about two rounds at four players). */
const HORIZON = 32;
/** Determinized worlds per decision (each plays every candidate once); fewer when the host's clock runs out first. */
const ROLLOUTS = 5;
/** Candidates (medium's best) a hard decision compares. */
const CANDIDATES = 5;

/** The hard bot. */
export const hardBot: ParisBot = {
  decide: (seatView, table, legal, random, context: BotContext) => {
    if (legal.length <= 1) return legal[0];
    const candidates = ranked(seatView, table, legal).slice(0, CANDIDATES);
    // A standstill (nothing but one-for-one trades keeps the game running) is ended as medium ends it:
    // a search that prefers stalling would keep an all-bot table trading for ever.
    const first = candidates[0];
    if (first !== undefined && first.score >= STANDSTILL_BONUS / 2) return first.action;
    const position = table.seats.indexOf(seatView.seat);
    const now = context.now;
    const deadline = now === undefined ? undefined : now() + (context.budgetMs ?? DEFAULT_BUDGET_MS);
    const totals = candidates.map(() => 0);
    let rounds = 0;
    for (; rounds < ROLLOUTS; rounds++) {
      if (deadline !== undefined && now !== undefined && rounds > 0 && now() > deadline) break;
      const world = determinize(seatView, table, random);
      candidates.forEach(({ action }, i) => {
        let state = applyAction(world, action).state;
        for (let step = 0; step < HORIZON && state.end === null; step++) {
          const next = rolloutDecide(state);
          if (next === undefined) break;
          state = applyAction(state, next).state;
        }
        totals[i] = (totals[i] ?? 0) + margin(state, position);
      });
    }
    let best = 0;
    totals.forEach((t, i) => {
      if (t > (totals[best] ?? 0)) best = i;
    });
    return candidates[best]?.action;
  },
};
