/**
 * The bots (`easy`, `medium`, `hard`). They see only the table view (nothing is hidden but the
 * deck's order) and rebuild a rules state from it to ask the route planner (`./routes.ts`).
 *
 * Each turn a bot picks a **plan**: the demand (or, for `hard`, a pair of demands sharing a trip)
 * with the best pay per turn — payment less the cheapest track still to build, over the turns the
 * trip takes (mileposts ÷ speed, track $ ÷ $20 a turn) — never one it cannot pay for. Then, action
 * by action: deliver what it can, drop loads nobody asks for, pick up its plan's goods (and, with
 * room, goods another of its demands wants), drive towards the next stop over track it may use,
 * then build the next sections of the cheapest track towards the stop still unconnected. With
 * money to spare it upgrades (Fast first, then Advanced) and builds towards the major cities it
 * still needs to win. A hand with no affordable demand is discarded instead of a turn, and so is a
 * hand with which it could do nothing all turn (a section the rules refuse now is routed around).
 * - `easy`: one of its three best single plans (fixed per hand), upgrades late, joins majors late.
 * - `medium`: the best single plan.
 * - `hard`: single and paired plans (two loads, every visit order), upgrades early, joins majors
 *   as soon as its cash allows. On Europe (`MAP_LEVELS`) single plans only, the ones its cash
 *   pays for first, and it stops investing once an opponent nears the win; and it is *thrifty*:
 *   it plans and builds only over sections the city limits let it build (`./bot-routes.ts`:
 *   a small or medium city full of other players, or a way in the courtesy rule keeps), counts
 *   a trip's track from its network (not from where the train stands, which may be a city full
 *   of other players' track; with too little cash to ride other players' track, from what its
 *   train can drive to without a fee), takes only trips its cash pays for at every stop with $5 kept back
 *   (none: no track in the build turns, a new hand in play) and ranks losing trips by the loss.
 *   Without this a seat that spent its $50 in the build turns on a trip it could not finish sat
 *   on $5–16 discarding hand after hand.
 * Every level stops at a ferry port it reaches part way through a turn, to cross at the start of
 * the next (rules "Ferries"); driving on, a Europe seat shuttled in and out of London with a load
 * for the continent for 26 rounds.
 * Rules it never breaks: it only ever returns one of `legal`.
 */
import type { BotContext, GameBot } from '../../core/define-game';
import type { Random } from '../../core/types';
import type { Demand } from '../../maps/resourceful-map';
import { getResourcefulMap } from '../../maps/resourceful-maps';
import type { ResourcefulAction } from './actions';
import { boardFor, latticeDistance, type ResourcefulBoard } from './board';
import { TRACK_FEE, WIN_CASH } from './meta';
import { buildPaths, buildWeight, cheapestBuildFrom, cityMileposts, fastestDrive, shortestPaths, UNREACHED } from './routes';
import { networkOf } from './network';
import { plannerWeight, refusedLinks, trainReach } from './bot-routes';
import type { ResourcefulState } from './state';
import { stateFromView } from './view-state';
import type { ResourcefulSeatView, ResourcefulTableView } from './views';

/** What sets a bot level apart (exported for tuning runs). */
export type Level = {
  readonly pairs: boolean;
  /** Plans it chooses among (1: the best; more: one of them, fixed per hand). */
  readonly choice: number;
  /** Cash above which it upgrades, $. */
  readonly upgradeCash: number;
  /** Cash above which it builds towards the majors it lacks, $. */
  readonly majorsCash: number;
  /** A plan's worth, $, of each major city it visits that the network does not join yet. */
  readonly majorBonus: number;
  /** Whether plans its cash pays for at every stop (no track left half-built) come before the rest. */
  readonly affordable?: boolean;
  /** Whether it stops investing (upgrades, majors, track a trip cannot repay in time) once an opponent nears the win. */
  readonly guard?: boolean;
  /**
   * Whether it only takes plans its cash pays for at every stop with `RESERVE` to spare (none
   * otherwise: no track in the build turns, a new hand in play), and ranks plans that lose money
   * by the loss rather than the loss per turn (a longer losing trip is not a better one).
   */
  readonly thrifty?: boolean;
};

/** Cash the bots keep above an opponent's $4 fee to drive over their track, $ (below it they drive their own track only). */
export const FEE_MARGIN = 10;

/** Cash a `thrifty` plan keeps back at every stop, $ (the bot never builds below $5 in play). */
export const RESERVE = 5;

/** The three levels' settings. */
export const LEVELS: Readonly<Record<'easy' | 'medium' | 'hard', Level>> = {
  easy: { pairs: false, choice: 3, upgradeCash: 120, majorsCash: 200, majorBonus: 0},
  medium: { pairs: false, choice: 1, upgradeCash: 70, majorsCash: 150, majorBonus: 0},
  hard: { pairs: true, choice: 1, upgradeCash: 50, majorsCash: 110, majorBonus: 0 },
};

/** A stop of a plan: pick up `good` at one of `at`, or deliver demand `demand` of card `card` there. */
export type Stop = { readonly kind: 'pickup' | 'deliver'; readonly good: string; readonly at: readonly number[]; readonly card: number; readonly demand: number };
/** A plan: its stops in order and its estimated pay per turn. */
export type Plan = {
  readonly stops: readonly Stop[];
  readonly value: number;
  readonly build: number;
  readonly short: number;
};

function boardOf(mapId: string): ResourcefulBoard {
  const map = getResourcefulMap(mapId);
  if (map === undefined) throw new Error(`no map ${mapId}`);
  return boardFor(map);
}

/** Build $ from a set of mileposts to every milepost, own track free, with `limits` the city limits' refusals closed (`./bot-routes.ts`; cached per track array and source set). */
const fromCache = new WeakMap<readonly number[], Map<string, Int32Array>>();
function buildFrom(state: ResourcefulState, board: ResourcefulBoard, p: number, sources: readonly number[], limits = false): Int32Array {
  let byKey = fromCache.get(state.owners);
  if (byKey === undefined) {
    byKey = new Map();
    fromCache.set(state.owners, byKey);
  }
  const key = `${limits ? 'L' : ''}${p}:${sources.join(',')}`;
  const cached = byKey.get(key);
  if (cached !== undefined) return cached;
  const dist = shortestPaths(board, sources, limits ? plannerWeight(state, board, p) : buildWeight(state, board, p)).dist;
  byKey.set(key, dist);
  return dist;
}

function minOver(dist: Int32Array, mileposts: readonly number[]): number {
  let best = UNREACHED;
  for (const m of mileposts) best = Math.min(best, dist[m] ?? UNREACHED);
  return best;
}

function nearest(board: ResourcefulBoard, from: number, mileposts: readonly number[]): number {
  let best = Infinity;
  for (const m of mileposts) best = Math.min(best, latticeDistance(board, from, m));
  return best;
}

/** One demand the bot could fill: where to pick its good up (none when on board) and where to deliver it. */
type Option = { readonly pickup: Stop | undefined; readonly deliver: Stop; readonly payment: number };

/**
 * The rounds an opponent seems to need to win (Infinity while none is close): one that joins all
 * but at most one of the majors it needs, $20 a round towards the winning cash.
 */
function roundsLeft(view: ResourcefulTableView, p: number, board: ResourcefulBoard): number {
  let best = Infinity;
  view.players.forEach((pl, i) => {
    if (i === p || pl.connectedMajors < board.map.majorsToWin - 1) return;
    best = Math.min(best, 2 + Math.max(0, WIN_CASH - pl.cash) / 20);
  });
  return best;
}

/** The visit orders of two options' stops that pick each good up before delivering it (pickups first, or one trip after the other). */
function orders(a: Option, b: Option): Stop[][] {
  const seqs: (Stop | undefined)[][] = [
    [a.pickup, b.pickup, a.deliver, b.deliver],
    [a.pickup, b.pickup, b.deliver, a.deliver],
    [b.pickup, a.pickup, a.deliver, b.deliver],
    [b.pickup, a.pickup, b.deliver, a.deliver],
    [a.pickup, a.deliver, b.pickup, b.deliver],
    [b.pickup, b.deliver, a.pickup, a.deliver],
  ];
  const seen = new Set<string>();
  const out: Stop[][] = [];
  for (const seq of seqs) {
    const stops = seq.filter((stop): stop is Stop => stop !== undefined);
    const key = stops.map((stop) => `${stop.kind}${stop.card}:${stop.demand}`).join(' ');
    if (!seen.has(key)) {
      seen.add(key);
      out.push(stops);
    }
  }
  return out;
}

/**
 * The plans open to position `p` now, best first: every demand it can fill (each source of its
 * good), and for `hard` every pair of demands on different cards in every visit order. A plan's
 * track is the cheapest build from the train (or the network) to its first stop, then from each
 * stop to the next (own track free); its cash is checked at each stop (track is paid before the
 * delivery that pays for it; a shortfall counts double). Value: (payments + majors joined −
 * track − shortfall) ÷ turns (1 + mileposts ÷ speed + track ÷ $20). A `thrifty` level counts the
 * first stop's track from its network (below a fee and `FEE_MARGIN`, from what its train can
 * drive to without a fee: `./bot-routes.ts` `trainReach`), never over a section the city limits refuse it, drops
 * plans with any shortfall with `RESERVE` kept back, and values a plan that loses money at the
 * loss − turns.
 */
function plansFor(state: ResourcefulState, board: ResourcefulBoard, p: number, view: ResourcefulTableView, level: Level): Plan[] {
  const me = view.players[p];
  if (me === undefined) return [];
  const limits = level.thrifty === true;
  // Track is built out of the network (own track and the majors), wherever the train stands; a thrifty
  // level too poor to ride other players' track (`FEE_MARGIN`) counts only what its train can reach without a fee.
  const poor = limits && me.at >= 0 && me.cash < TRACK_FEE + FEE_MARGIN;
  const origin = limits ? buildFrom(state, board, p, poor ? trainReach(state, board, p, me.at) : networkOf(state, board, p).reachList, true) : me.at < 0 ? buildPaths(state, p).dist : buildFrom(state, board, p, [me.at]);
  const speed = Math.max(1, me.speed);
  const struck = new Set(view.lasting.flatMap((l) => (l.kind === 'strike' ? l.cities : [])));
  const options: Option[] = [];
  for (const card of me.hand) {
    card.demands.forEach((demand: Demand, index) => {
      if (struck.has(demand.city)) return;
      const deliver: Stop = { kind: 'deliver', good: demand.good, at: cityMileposts(board, demand.city), card: card.id, demand: index };
      if (me.loads.includes(demand.good)) {
        options.push({ pickup: undefined, deliver, payment: demand.payment });
        return;
      }
      const g = board.goodIndex.get(demand.good) ?? -1;
      if ((view.supply[g] ?? 0) <= 0) return;
      for (const source of board.map.goods[g]?.sources ?? []) {
        if (!struck.has(source)) options.push({ pickup: { kind: 'pickup', good: demand.good, at: cityMileposts(board, source), card: card.id, demand: index }, deliver, payment: demand.payment });
      }
    });
  }
  const joined = new Set(me.majors);
  const horizon = level.guard === true ? roundsLeft(view, p, board) : Infinity;
  const evaluate = (stops: readonly Stop[]): Plan | undefined => {
    let build = 0;
    let miles = 0;
    let cash = level.thrifty === true ? Math.max(0, me.cash - RESERVE) : me.cash;
    let short = 0;
    let pay = 0;
    let prev: readonly number[] | undefined = me.at < 0 ? undefined : [me.at];
    const majors = new Set<string>();
    for (const stop of stops) {
      // With the city limits, the first stop's track starts from the network.
      const cost = prev === undefined || (limits && stop === stops[0]) ? minOver(origin, stop.at) : minOver(buildFrom(state, board, p, prev, limits), stop.at);
      if (cost >= UNREACHED) return undefined;
      build += cost;
      miles += prev === undefined ? 0 : nearest(board, prev[0] ?? 0, stop.at);
      cash -= cost;
      if (cash < 0) {
        short -= cash;
        cash = 0;
      }
      if (stop.kind === 'deliver') {
        const payment = board.cards.get(stop.card)?.demand?.demands[stop.demand]?.payment ?? 0;
        cash += payment;
        pay += payment;
      }
      const city = board.map.cities[board.cityAt[stop.at[0] ?? -1] ?? -1];
      if (city?.size === 'major' && !joined.has(city.id)) majors.add(city.id);
      prev = stop.at;
    }
    const turns = 1 + miles / speed + build / 20;
    // Near the end, a trip that cannot finish only loses its track.
    if (turns > horizon) return { stops, build, short, value: -build - 1 };
    const net = pay + level.majorBonus * majors.size - build - 2 * short;
    if (level.thrifty === true && short > 0) return undefined;
    return { stops, build, short, value: level.thrifty === true && net <= 0 ? net - turns : net / turns };
  };
  const plans: Plan[] = [];
  const singles: { option: Option; plan: Plan }[] = [];
  for (const option of options) {
    const plan = evaluate(option.pickup === undefined ? [option.deliver] : [option.pickup, option.deliver]);
    if (plan === undefined) continue;
    plans.push(plan);
    singles.push({ option, plan });
  }
  if (level.pairs && me.capacity - me.loads.length >= 1) {
    const top = singles.sort((x, y) => y.plan.value - x.plan.value).slice(0, 8);
    for (let i = 0; i < top.length; i++) {
      for (let j = i + 1; j < top.length; j++) {
        const a = top[i]?.option;
        const b = top[j]?.option;
        if (a === undefined || b === undefined || a.deliver.card === b.deliver.card) continue;
        const pickups = (a.pickup === undefined ? 0 : 1) + (b.pickup === undefined ? 0 : 1);
        for (const stops of orders(a, b)) {
          // Two loads at once only where the train has room for them.
          const together = stops.findIndex((s) => s.kind === 'deliver') >= pickups;
          if (together && me.loads.length + pickups > me.capacity) continue;
          const plan = evaluate(stops);
          if (plan !== undefined) plans.push(plan);
        }
      }
    }
  }
  const rank = (plan: Plan): number => (level.affordable === true && (plan.short > 0 || plan.value <= 0) ? 1 : 0);
  return plans.sort((x, y) => rank(x) - rank(y) || y.value - x.value);
}

/**
 * The plan now: the best (easy: one of its `choice` best, fixed for as long as its hand is the
 * same, so that it does not wander). A pure function of the views: the route planner's caches
 * only save work.
 */
function planFor(state: ResourcefulState, board: ResourcefulBoard, p: number, view: ResourcefulTableView, level: Level): Plan | undefined {
  const me = view.players[p];
  if (me === undefined) return undefined;
  const plans = plansFor(state, board, p, view, level);
  if (plans.length === 0) return undefined;
  const pick = me.hand.reduce((n, card) => n + card.id, 0) % Math.min(level.choice, plans.length);
  return plans[pick];
}

/** The stop the train heads for now: the first of the plan not done (a pickup done when the good is on board). */
function nextStop(plan: Plan | undefined, loads: readonly string[], hand: readonly number[]): Stop | undefined {
  if (plan === undefined) return undefined;
  const carried = [...loads];
  for (const stop of plan.stops) {
    if (stop.kind === 'pickup') {
      const i = carried.indexOf(stop.good);
      if (i >= 0) {
        carried.splice(i, 1);
        continue;
      }
      return stop;
    }
    if (hand.includes(stop.card)) return stop;
  }
  return undefined;
}

function pick<T extends ResourcefulAction['type']>(legal: readonly ResourcefulAction[], type: T): Extract<ResourcefulAction, { type: T }>[] {
  return legal.filter((a): a is Extract<ResourcefulAction, { type: T }> => a.type === type);
}

/**
 * The next section of the cheapest track joining `origin` (mileposts; `undefined`: the whole
 * network) to the nearest of `targets`, when `legal` allows it and it fits `budget`; `undefined`
 * when they are joined already or nothing can be built towards them now. With `limits`, never
 * over a section the city limits refuse (`./bot-routes.ts`).
 */
function buildToward(state: ResourcefulState, board: ResourcefulBoard, p: number, origin: readonly number[] | undefined, targets: readonly number[], legal: readonly ResourcefulAction[], budget: number, limits = false): ResourcefulAction | undefined {
  const reach = networkOf(state, board, p).reach;
  const fromNetwork = origin === undefined || origin.every((m) => reach[m] !== 1);
  const sources = fromNetwork ? networkOf(state, board, p).reachList : origin;
  const builds = pick(legal, 'build');
  // A section the rules refuse now (a city's courtesy, 3 sections into one city…) is routed around.
  const closed = limits ? refusedLinks(state, board, p) : new Set<number>();
  for (let attempt = 0; attempt < 4; attempt++) {
    const first = cheapestBuildFrom(state, p, sources, targets, closed)?.sections[0];
    if (first === undefined || first.cost > budget) return undefined;
    const build = builds.find((a) => a.from === first.from && a.to === first.to);
    if (build !== undefined) return build;
    closed.add(board.linkBetween(first.from, first.to));
  }
  return undefined;
}

/**
 * Whether the fastest drive of position `p`'s train from milepost `at` (come from `from`) to
 * `targets` starts with a ferry crossing that `moves` (the legal moves now) do not offer: the
 * train stands at the port with part of its turn spent, and crosses next turn (rules "Ferries":
 * a train stops at the port and crosses at the start of its next turn). Driving on would take it
 * away from the port, and back again, turn after turn.
 */
function crossesNow(state: ResourcefulState, board: ResourcefulBoard, p: number, at: number, from: number, targets: readonly number[], drive: { readonly paid: readonly number[]; readonly cashMargin: number; readonly feePenalty: number }, moves: readonly { readonly to: number }[]): boolean {
  const next = fastestDrive(state, p, at, from, targets, drive)?.[1];
  if (next === undefined || moves.some((m) => m.to === next)) return false;
  return board.links[board.linkBetween(at, next)]?.kind === 'ferry';
}

/** Settings that differ on a map (its trips, terrain and majors), by map id and level. */
export const MAP_LEVELS: Readonly<Record<string, Partial<Record<string, Level>>>> = {
  // Europe's trips are long: two at once tie the train and the cash up for too long, and hard finished
  // last twice as often as medium; with single plans about as often (README, Resourceful bot figures).
  // Thrifty: a trip through a section the city limits refuse, or one its cash cannot finish, left a
  // seat with half-built track and $5–16, discarding hand after hand (README).
  europe: { hard: { ...LEVELS.hard, pairs: false, affordable: true, guard: true, thrifty: true } },
};

/** A bot playing with `level`'s settings (`name` keys its plan cache and its map settings, `MAP_LEVELS`). */
export function makeBot(levelName: string, base: Level = LEVELS[levelName as 'easy'] ?? LEVELS.medium): GameBot<ResourcefulSeatView, ResourcefulTableView, ResourcefulAction> {
  return {
    decide(seatView: ResourcefulSeatView, view: ResourcefulTableView, legal: readonly ResourcefulAction[], _random: Random, _context: BotContext): ResourcefulAction | undefined {
      if (legal.length === 0) return undefined;
      const level = MAP_LEVELS[view.mapId]?.[levelName] ?? base;
      const end = legal.find((a) => a.type === 'end-turn');
      const p = view.players.findIndex((pl) => pl.seat === seatView.seat);
      const me = view.players[p];
      if (me === undefined) return legal[0];
      const board = boardOf(view.mapId);
      const state = stateFromView(view, board);
      const discards = pick(legal, 'discard-card');
      if (discards.length > 0) {
        const plans = plansFor(state, board, p, view, level);
        const useful = new Set(plans.slice(0, 3).flatMap((plan) => plan.stops.map((s) => s.card)));
        return discards.find((a) => !useful.has(a.card)) ?? discards[0];
      }
      const plan = planFor(state, board, p, view, level);
      if (view.turn.canDiscardHand && view.stage === 'play' && (plan === undefined || plan.value <= 0)) {
        const discard = legal.find((a) => a.type === 'discard-hand');
        if (discard !== undefined) return discard;
      }
      const stop = nextStop(plan, me.loads, me.hand.map((c) => c.id));
      const places = pick(legal, 'place-train');
      if (places.length > 0) {
        const goal = stop?.at ?? [];
        return places.reduce((best, a) => (nearest(board, a.milepost, goal) < nearest(board, best.milepost, goal) ? a : best));
      }
      const delivers = pick(legal, 'deliver');
      if (delivers.length > 0) {
        const pay = (a: (typeof delivers)[number]) => board.cards.get(a.card)?.demand?.demands[a.demand]?.payment ?? 0;
        return delivers.reduce((best, a) => (pay(a) > pay(best) ? a : best));
      }
      const wanted = new Set(me.hand.flatMap((c) => c.demands.map((d) => d.good)));
      const drop = pick(legal, 'drop').find((a) => !wanted.has(a.good));
      if (drop !== undefined) return drop;
      const pickups = pick(legal, 'pickup');
      const planGoods = plan?.stops.filter((s) => s.kind === 'pickup').map((s) => s.good) ?? [];
      const missing = planGoods.filter((g) => !me.loads.includes(g));
      const planned = pickups.find((a) => missing.includes(a.good));
      if (planned !== undefined) return planned;
      const room = me.capacity - me.loads.length - missing.length;
      const spare = pickups.find((a) => room > 0 && wanted.has(a.good) && !me.loads.includes(a.good));
      if (spare !== undefined) return spare;
      const moves = pick(legal, 'move');
      if (moves.length > 0 && stop !== undefined && !stop.at.includes(me.at)) {
        const paid = view.turn.fees.map((seat) => view.players.findIndex((pl) => pl.seat === seat));
        const drive = { paid, cashMargin: FEE_MARGIN, feePenalty: 1 };
        // A ferry is crossed only at the start of a turn (rules "Ferries"): at its port, the train waits there.
        const waits = crossesNow(state, board, p, me.at, me.from, stop.at, drive, moves);
        const step = waits ? undefined : fastestDrive(state, p, me.at, me.from, stop.at, { firstSteps: moves.map((m) => m.to), ...drive })?.[1];
        const move = moves.find((m) => m.to === step);
        if (move !== undefined) return move;
      }
      const budget = view.turn.budget;
      const guarded = level.guard === true && roundsLeft(view, p, board) < 12;
      if (view.stage === 'play' && !guarded && me.cash >= level.upgradeCash + 20 && view.turn.spent === 0 && (plan === undefined || plan.build <= 0 || me.cash > level.upgradeCash + 60)) {
        const upgrade = pick(legal, 'upgrade').find((a) => a.train === 'fast' || a.train === 'advanced');
        if (upgrade !== undefined) return upgrade;
      }
      const reserve = view.stage === 'build' ? 0 : 5;
      if (budget > 0 && me.cash > reserve) {
        // The trip as a chain: the train (or the network before it is placed), then each stop not done.
        const chain: (readonly number[] | undefined)[] = [me.at < 0 ? undefined : [me.at]];
        let started = stop === undefined;
        for (const s of plan?.stops ?? []) {
          if (s === stop) started = true;
          if (started) chain.push(s.at);
        }
        const money = Math.min(budget, me.cash - reserve);
        for (let i = 1; i < chain.length; i++) {
          const build = buildToward(state, board, p, chain[i - 1], chain[i] ?? [], legal, money, level.thrifty === true);
          if (build !== undefined) return build;
        }
        if (guarded ? me.cash >= WIN_CASH * 0.8 : me.cash >= level.majorsCash || (view.round > 25 && me.cash > WIN_CASH * 0.6)) {
          const lacking = board.majors.map((c) => board.map.cities[c]).filter((city) => city !== undefined && !me.majors.includes(city.id));
          const paths = buildPaths(state, p).dist;
          lacking.sort((a, b) => minOver(paths, a?.mileposts ?? []) - minOver(paths, b?.mileposts ?? []));
          for (const city of lacking.slice(0, me.connectedMajors >= board.map.majorsToWin ? 0 : 2)) {
            const build = buildToward(state, board, p, me.at < 0 ? undefined : [me.at], city?.mileposts ?? [], legal, Math.min(budget, me.cash - reserve), level.thrifty === true);
            if (build !== undefined) return build;
          }
        }
      }
      // Nothing to do all turn (no move, no section, no delivery towards any plan): new cards beat a lost turn.
      if (view.stage === 'play' && view.turn.canDiscardHand) {
        const discard = legal.find((a) => a.type === 'discard-hand');
        if (discard !== undefined) return discard;
      }
      return end ?? legal[0];
    },
  };
}

/** The easy bot: one of its three best single plans (fixed per hand); upgrades late; joins majors late. */
export const easyBot = makeBot('easy');
/** The medium bot: its best single plan. */
export const mediumBot = makeBot('medium');
/** The hard bot: single and paired plans, early upgrades, the majors it lacks as soon as it can afford them. */
export const hardBot = makeBot('hard');

/**
 * The plans seat `seat` would weigh now with `level`'s settings, best first (for tests and tuning
 * runs): each its stops (pickup or delivery, good, card id, city mileposts), track $ still to
 * build, shortfall $, and value ($ a turn). [] for a seat not at the table.
 */
export function plansOf(view: ResourcefulTableView, seat: number, level: Level): readonly Plan[] {
  const p = view.players.findIndex((pl) => pl.seat === seat);
  if (p < 0) return [];
  const board = boardOf(view.mapId);
  return plansFor(stateFromView(view, board), board, p, view, level);
}
