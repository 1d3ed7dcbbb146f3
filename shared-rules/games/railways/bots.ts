/**
 * The bots (`easy`, `medium`, `hard`). Each rebuilds a rules state from its own two views
 * (`./view-state.ts`: the operations deck and rivals' Rail Baron cards unknown) and values every
 * kind of action in points:
 * - a **delivery**: its own links crossed (points) less a share of the points it hands rivals,
 *   plus any race card it claims;
 * - a **link** (from the route planner `./routes.ts`, the cheapest way to every city within the
 *   tiles a build may lay): what it adds to the bot's **delivery potential** (the best delivery
 *   of each cube its links would then allow) plus a small standing worth, less its price;
 * - an **engine step**: the potential it adds over the turns it is credited with, less its
 *   price; **urbanizing** a grey city its links reach, by the potential the new colour adds;
 *   **operations cards** by a fixed worth (an Executive most: two actions).
 * Money is valued in points ($k × `moneyWeight`); a bond it must issue costs its point at the end
 * and its interest over the turns left. A point earns income too, so early points are worth more.
 * Track begun this turn is finished first (open track is lost at the end of the turn).
 * - `easy`: a noisy choice, borrows freely (the beginner's debt), never bids, keeps a Rail Baron
 *   card at random and never aims at it, looks at few links.
 * - `medium`: the best value; a bond costs more as its interest outruns its income (no debt
 *   spiral); takes a cube a rival could also take a little sooner; bids $1k with cash to spare;
 *   keeps the Rail Baron card it is likeliest to meet without trying.
 * - `hard`: as medium, and a cube a rival could take is taken first (and counted at a discount in
 *   a link's worth); aims at its Rail Baron goal; times engine steps by the potential they add over
 *   the turns left; values links and engines less as the end nears; bids from its cash (up to
 *   $3k) by the worth of going first: its best delivery or half its best link now.
 * Measured with `npm run sim -- --game railways` (README "Playing Railways of the World").
 * Rules it never breaks: it only ever returns one of `legal`.
 */
import type { BotContext, GameBot } from '../../core/define-game';
import type { Random } from '../../core/types';
import type { RailwaysBoard } from '../../maps/railways-map';
import type { RailwaysAction } from './actions';
import { boardOf, tableOf } from './board';
import { colorMask, deliveriesFor, linkGraph, type DeliveryOption } from './deliver';
import { baronMet } from './apply';
import { ownReach } from './network';
import { plansFrom, type LinkPlan } from './routes';
import type { RailwaysState, Track } from './state';
import type { RailwaysTable } from './tables';
import { legalActionsFor } from './legal';
import { openEnds } from './track';
import { stateFromView } from './view-state';
import type { RailwaysSeatView, RailwaysTableView } from './views';

/** What sets a bot level apart (exported for tuning runs). */
export type Level = {
  /** Points a rival's point costs the bot. */
  readonly rivalWeight: number;
  /** Points per $k. */
  readonly moneyWeight: number;
  /** Tiles a planned link may have (more than 4: finished by a second build the same turn). */
  readonly maxTiles: number;
  /** Random noise added to each value (easy's mistakes), points. */
  readonly noise: number;
  /** `never`, `low` ($1k with cash to spare) or `value` (up to the worth of its best delivery now). */
  readonly bids: 'never' | 'low' | 'value';
  /** Whether its Rail Baron goal counts in a link's value, and it keeps the card it can best meet. */
  readonly baron: boolean;
  /** The standing worth of a new link of its own (future deliveries over it, by anyone), points. */
  readonly linkWorth: number;
  /** Links it values exactly (the rest by a quick estimate only). */
  readonly shortlist: number;
  /** How much an engine step's gain counts (turns of use it is credited with, at most). */
  readonly upgradeTurns: number;
  /** Whether a bond costs more as debt outruns income (interest compounds once income cannot pay it). */
  readonly debtAware: boolean;
  /** Whether a link's and an engine's worth shrink as the end nears (nothing is worth building for a turn that never comes). */
  readonly endAware: boolean;
  /**
   * Points added to a delivery of a cube a rival could deliver too (take it before they do), and
   * the share of a contested cube's worth counted in the potential a link adds (0: no notion of rivals' reach).
   */
  readonly contest: number;
  /**
   * The share of a face-up Major Line card's points a link counts when it brings its two cities
   * closer to joining by the bot's own links (0: the bot does not race for Major Lines).
   */
  readonly majorLines: number;
};

export const LEVELS: Readonly<Record<'easy' | 'medium' | 'hard', Level>> = {
  easy: { rivalWeight: 0, moneyWeight: 0.08, maxTiles: 4, noise: 6, bids: 'never', baron: false, linkWorth: 0.5, shortlist: 4, upgradeTurns: 1, debtAware: false, endAware: false, contest: 0, majorLines: 0 },
  medium: { rivalWeight: 0.3, moneyWeight: 0.15, maxTiles: 4, noise: 0, bids: 'low', baron: false, linkWorth: 0.5, shortlist: 24, upgradeTurns: 2, debtAware: true, endAware: false, contest: 0, majorLines: 0 },
  hard: { rivalWeight: 0.3, moneyWeight: 0.12, maxTiles: 4, noise: 0, bids: 'value', baron: true, linkWorth: 0.5, shortlist: 40, upgradeTurns: 8, debtAware: true, endAware: true, contest: 1, majorLines: 0.5 },
};

/** What one decision knows. */
type Ctx = {
  readonly state: RailwaysState;
  readonly board: RailwaysBoard;
  readonly table: RailwaysTable;
  readonly me: number;
  readonly level: Level;
  readonly random: Random;
  /** Cubes (city hex × 8 + colour) some rival could deliver now (only with `contest`). */
  readonly contested: ReadonlySet<number>;
};

/** The cubes (city hex × 8 + colour) any rival of `me` could deliver now. */
function rivalReach(board: RailwaysBoard, state: RailwaysState, me: number): Set<number> {
  const graph = linkGraph(board, state);
  const out = new Set<number>();
  state.players.forEach((_, i) => {
    if (i === me) return;
    for (const d of deliveriesFor(board, state, i, graph)) out.add(d.city * 8 + d.color);
  });
  return out;
}

/** Turns the bot expects still to play (for interest and the income a point earns). */
function turnsLeft(ctx: Ctx): number {
  const { state } = ctx;
  if (state.endTurn !== null) return Math.max(0, state.endTurn - state.turn);
  const total = ctx.table.emptyCityMarkers[state.players.length] ?? 8;
  const used = total - state.markersLeft;
  // Markers fall about one a turn after the first few turns (self-play); never past the limit.
  return Math.max(1, Math.min(ctx.table.maxTurns - state.turn, Math.round((total - used) * 1.2)));
}

/** The worth of one point now, in points: itself and the income it earns over the turns left. */
function pointWorth(ctx: Ctx): number {
  const income = ctx.table.income;
  const score = ctx.state.players[ctx.me]?.score ?? 0;
  const slope = Math.max(0, (income[Math.min(score + 1, income.length - 1)] ?? 0) - (income[Math.min(score, income.length - 1)] ?? 0));
  return 1 + slope * turnsLeft(ctx) * ctx.level.moneyWeight;
}

/** What a bond costs the bot, in points: its point at the end and its interest over the turns left. */
function bondCost(ctx: Ctx): number {
  const base = ctx.table.bondPenalty + ctx.table.bondInterest * turnsLeft(ctx) * ctx.level.moneyWeight;
  if (!ctx.level.debtAware) return base;
  const p = ctx.state.players[ctx.me];
  const income = ctx.table.income[Math.max(0, Math.min(p?.score ?? 0, ctx.table.income.length - 1))] ?? 0;
  // Interest beyond half the income is paid with new bonds: each bond then costs as much again.
  const strain = Math.max(0, (p?.bonds ?? 0) + 1 - income / 2);
  return base * (1 + strain / 3);
}

/** How much of a lasting gain (a link, an engine step) the turns left can still use, 0–1. */
function horizon(ctx: Ctx): number {
  if (!ctx.level.endAware) return 1;
  const left = turnsLeft(ctx) + (ctx.state.endTurn === ctx.state.turn ? 0 : 1) - (ctx.state.round - 1) / 3;
  return Math.max(0.15, Math.min(1, left / 3));
}

/** The price of spending `cost` $k now, in points, bonds included. */
function priceOf(ctx: Ctx, cost: number): number {
  const cash = ctx.state.players[ctx.me]?.cash ?? 0;
  const bonds = cost > cash ? Math.ceil((cost - cash) / ctx.table.bondValue) : 0;
  return cost * ctx.level.moneyWeight + bonds * bondCost(ctx);
}

/** A delivery's worth to the bot: its own points less the rivals' share. */
function deliveryWorth(ctx: Ctx, d: DeliveryOption, trackIndex: ReadonlyMap<number, Track>): number {
  let mine = 0;
  let theirs = 0;
  for (const id of d.links) {
    if (trackIndex.get(id)?.owner === ctx.me) mine += 1;
    else theirs += 1;
  }
  return mine - ctx.level.rivalWeight * theirs;
}

/**
 * The bot's delivery potential in `state`: the best delivery of each cube its links can move now
 * (a cube counted once, its best destination), summed, in points.
 */
function potential(ctx: Ctx, state: RailwaysState): number {
  const options = deliveriesFor(ctx.board, state, ctx.me, linkGraph(ctx.board, state));
  if (options.length === 0) return 0;
  const trackIndex = new Map(state.tracks.map((t) => [t.id, t]));
  const best = new Map<number, number>();
  for (const d of options) {
    const key = d.city * 8 + d.color;
    const w = deliveryWorth(ctx, d, trackIndex) * (ctx.contested.has(key) ? 1 - ctx.level.contest / 2 : 1);
    if (w > (best.get(key) ?? 0)) best.set(key, w);
  }
  let sum = 0;
  for (const [key, w] of best) {
    const c = ctx.board.cityOf[Math.floor(key / 8)] ?? -1;
    const count = (state.cubes[c] ?? []).filter((k) => k === key % 8).length;
    sum += w * Math.min(count, 2);
  }
  return sum;
}

/** The state with a planned link built by the bot (open track left as it was). */
function withLink(ctx: Ctx, plan: LinkPlan): RailwaysState {
  const { state } = ctx;
  const tracks = [...state.tracks];
  if (plan.track >= 0) {
    const t = tracks[plan.track] as Track;
    tracks[plan.track] = { ...t, hexes: [...t.hexes, ...plan.hexes], to: plan.to };
  } else tracks.push({ id: state.nextTrackId, owner: ctx.me, from: plan.from, hexes: plan.hexes, to: plan.to });
  return { ...state, tracks };
}

/** A quick estimate of a link's worth (cubes it lets move at once), to shortlist plans. */
function quickWorth(ctx: Ctx, plan: LinkPlan): number {
  const { board, state } = ctx;
  const origin = plan.track >= 0 ? (state.tracks[plan.track]?.from ?? -1) : plan.from;
  const a = board.cityOf[origin] ?? -1;
  const b = board.cityOf[plan.to] ?? -1;
  const count = (c: number, mask: number) => (state.cubes[c] ?? []).filter((k) => (mask & (1 << k)) !== 0).length;
  const direct = count(a, colorMask(state, b)) + count(b, colorMask(state, a));
  const reach = ownReach(board, state, ctx.me, a).size + ownReach(board, state, ctx.me, b).size;
  return direct + 0.3 * Math.min(reach, 6) + 0.2 * ((state.cubes[a]?.length ?? 0) + (state.cubes[b]?.length ?? 0)) - plan.cost * ctx.level.moneyWeight;
}

/**
 * A pair of cities the bot wants its own links to join (its Rail Baron connect goal, a face-up
 * Major Line): the cities its links reach from each (`a`, `b`, city numbers), how far apart those
 * two networks are now (hexes; 0 once joined) and what joining them is worth (points, already
 * weighed by the chance the bot gets it).
 */
type JoinGoal = { readonly a: ReadonlySet<number>; readonly b: ReadonlySet<number>; readonly gap: number; readonly worth: number };

/** Hex steps between the hexes of cities numbered `x` and `y`. */
function cityDistance(board: RailwaysBoard, x: number, y: number): number {
  const hx = board.map.hexes[board.cities[x] ?? -1];
  const hy = board.map.hexes[board.cities[y] ?? -1];
  if (hx === undefined || hy === undefined) return 99;
  const dq = hx.q - hy.q;
  const dr = hx.r - hy.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The least hex distance from any of the cities `from` to any of `to`. */
function setDistance(board: RailwaysBoard, from: Iterable<number>, to: ReadonlySet<number>): number {
  let best = Infinity;
  for (const x of from) for (const y of to) best = Math.min(best, cityDistance(board, x, y));
  return best;
}

/** The pairs the bot races to join now: its connect goal not yet met (hard), the face-up Major Lines (with `majorLines`). */
function joinGoals(ctx: Ctx): JoinGoal[] {
  const { board, state, table, me, level } = ctx;
  const out: JoinGoal[] = [];
  const add = (idA: string, idB: string, worth: number) => {
    const a = ownReach(board, state, me, board.cityIndex.get(idA) ?? -1);
    const b = ownReach(board, state, me, board.cityIndex.get(idB) ?? -1);
    const gap = [...a].some((c) => b.has(c)) ? 0 : setDistance(board, a, b);
    if (gap > 0 && Number.isFinite(gap)) out.push({ a, b, gap, worth });
  };
  const baron = level.baron ? table.barons[state.players[me]?.baron ?? -1] : undefined;
  if (baron?.kind === 'connect') add(baron.a, baron.b, baron.points);
  if (level.majorLines > 0) {
    for (const id of state.faceUp) {
      const card = table.operations[id];
      if (card?.kind === 'major-line') add(card.a, card.b, card.points * level.majorLines);
    }
  }
  return out;
}

/**
 * What a new own link between cities `o` and `t` adds toward the join goals: a goal joined scores
 * its worth; one brought closer, the share of the gap closed (0.8 of it: a gap closed is not yet
 * a goal met).
 */
function joinWorth(ctx: Ctx, goals: readonly JoinGoal[], o: number, t: number): number {
  let worth = 0;
  for (const g of goals) {
    const inA = g.a.has(o) || g.a.has(t);
    const inB = g.b.has(o) || g.b.has(t);
    if (inA && inB) {
      worth += g.worth;
      continue;
    }
    const gap = inA ? Math.min(g.gap, setDistance(ctx.board, [o, t], g.b)) : inB ? Math.min(g.gap, setDistance(ctx.board, [o, t], g.a)) : g.gap;
    worth += (0.8 * g.worth * (g.gap - gap)) / g.gap;
  }
  return worth;
}

/** The Rail Baron goal's share of a link's worth (hard) for goals of links or cities (connect goals: {@link joinWorth}): the goal's points if this link meets it, else a share per link. */
function baronWorth(ctx: Ctx, after: RailwaysState): number {
  if (!ctx.level.baron) return 0;
  const card = ctx.table.barons[ctx.state.players[ctx.me]?.baron ?? -1];
  if (card === undefined || card.kind === 'connect' || baronMet(ctx.board, ctx.state, ctx.me, card)) return 0;
  if (baronMet(ctx.board, after, ctx.me, card)) return card.points;
  if (card.kind === 'links' || card.kind === 'cities') return card.points / (card.count + 2);
  return 0;
}

/** Every link plan the bot considers now, with its worth in points (best first). */
function linkPlans(ctx: Ctx, tilesLeft: number, onlyOwnTrack: boolean, base = potential(ctx, ctx.state)): { plan: LinkPlan; worth: number }[] {
  const { board, state, level } = ctx;
  const ends = openEnds(state);
  const grant = state.build?.grant ?? false;
  const plans: LinkPlan[] = [];
  for (const [h, i] of ends) {
    if (state.tracks[i]?.owner !== ctx.me) continue;
    // Own open track: lay what this build can; a longer way may finish in a later round.
    const reach = state.round < 3 ? Math.max(tilesLeft, Math.min(level.maxTiles, tilesLeft + 4)) : tilesLeft;
    plans.push(...plansFrom(board, state, h, reach, { track: i, grant, ends }));
  }
  if (!onlyOwnTrack) {
    const reach = state.round < 3 && tilesLeft >= 4 ? level.maxTiles : tilesLeft;
    for (const c of board.cities) plans.push(...plansFrom(board, state, c, reach, { grant, ends }));
  }
  const worthPoint = pointWorth(ctx);
  const goals = joinGoals(ctx);
  const ends2 = (plan: LinkPlan): [number, number] => [board.cityOf[plan.track >= 0 ? (state.tracks[plan.track]?.from ?? -1) : plan.from] ?? -1, board.cityOf[plan.to] ?? -1];
  const joined = (plan: LinkPlan) => (goals.length === 0 ? 0 : joinWorth(ctx, goals, ...ends2(plan)));
  const shortlist = plans
    .map((plan) => {
      const join = joined(plan);
      return { plan, join, quick: quickWorth(ctx, plan) + join };
    })
    .sort((x, y) => y.quick - x.quick)
    .slice(0, level.shortlist);
  return shortlist
    .map(({ plan, join }) => {
      const after = withLink(ctx, plan);
      const gain = (potential(ctx, after) - base) * worthPoint;
      const twoBuilds = plan.hexes.length > tilesLeft ? 0.75 : 1;
      const worth = ((gain + level.linkWorth) * horizon(ctx) + baronWorth(ctx, after) + join) * twoBuilds - priceOf(ctx, plan.cost) + (plan.track >= 0 ? 2 : 0);
      return { plan, worth };
    })
    .sort((x, y) => y.worth - x.worth);
}

type Choice = { readonly action: RailwaysAction; readonly worth: number; readonly cost: number };

/** The next step of the bot's build in progress: a tile of its best plan, a bond to pay for it, or `done`. */
function continueBuild(ctx: Ctx, legal: readonly RailwaysAction[]): RailwaysAction | undefined {
  const { state, me } = ctx;
  const build = state.build;
  const done = legal.find((a) => a.type === 'done');
  if (build === null) return done;
  const hasOpen = state.tracks.some((t) => t.owner === me && t.to < 0);
  const tilesLeft = build.cap - build.tiles;
  const plans = linkPlans(ctx, tilesLeft, hasOpen);
  const best = plans[0];
  if (best === undefined || (!hasOpen && best.worth <= 0.5)) return done;
  const first = best.plan.hexes[0] ?? best.plan.to;
  const step = legal.find((a) => a.type === 'track' && a.from === best.plan.from && a.to === (best.plan.hexes.length === 0 ? best.plan.to : first));
  if (step !== undefined) return step;
  if (tilesLeft === 0 && best.plan.hexes.length > 0) return done;
  const bond = legal.find((a) => a.type === 'bond');
  if (bond !== undefined && (state.players[me]?.cash ?? 0) < 4) return bond;
  return done;
}

/** The bot's choice among the action kinds of an action round. */
function chooseAction(ctx: Ctx, legal: readonly RailwaysAction[]): RailwaysAction | undefined {
  const { state, board, table, me, level, random } = ctx;
  const player = state.players[me];
  if (player === undefined) return legal[0];
  const worthPoint = pointWorth(ctx);
  const choices: Choice[] = [];
  const trackIndex = new Map(state.tracks.map((t) => [t.id, t]));
  const base = potential(ctx, state);
  const raceBonus = (test: (kind: string, card: Record<string, unknown>) => boolean) =>
    state.faceUp.reduce((sum, id) => {
      const card = table.operations[id];
      return card !== undefined && 'points' in card && test(card.kind, card as unknown as Record<string, unknown>) ? sum + card.points : sum;
    }, 0);
  for (const a of legal) {
    if (a.type !== 'deliver') continue;
    const d: DeliveryOption = { city: a.city, color: a.color, links: a.links, to: -1 };
    const dest = (() => {
      let at = board.cityOf[a.city] ?? -1;
      for (const id of a.links) {
        const t = trackIndex.get(id);
        if (t === undefined) break;
        const x = board.cityOf[t.from] ?? -1;
        const y = board.cityOf[t.to] ?? -1;
        at = x === at ? y : x;
      }
      return at;
    })();
    const bonus = raceBonus((kind, card) => (kind === 'service-bounty' && board.cityIndex.get(String(card['city'])) === dest) || (kind === 'speed-record' && a.links.length >= Number(card['links'])) || kind === 'railroad-era');
    const urgent = ctx.contested.has(a.city * 8 + a.color) ? level.contest : 0;
    choices.push({ action: a, worth: (deliveryWorth(ctx, d, trackIndex) + bonus + urgent) * worthPoint, cost: 0 });
  }
  const seat = player.seat;
  const buildLegal = legal.some((a) => a.type === 'build');
  if (buildLegal) {
    const hasOpen = state.tracks.some((t) => t.owner === me && t.to < 0);
    const grantCard = player.kept.find((id) => table.operations[id]?.kind === 'land-grant');
    const plans = linkPlans(ctx, 4, false, base);
    const best = plans[0];
    if (best !== undefined) {
      const card = grantCard !== undefined && best.plan.hexes.filter((h) => (board.terrain[h] ?? 0) === 0).length >= 2 ? grantCard : undefined;
      const action: RailwaysAction = card === undefined ? { type: 'build', seat } : { type: 'build', seat, card };
      if (legal.some((a) => a.type === 'build' && a.card === card)) choices.push({ action, worth: best.worth + (hasOpen ? 5 : 0), cost: Math.min(best.plan.cost, 12) });
    }
  }
  // Upgrades, urbanizing and mines the bot could pay for after up to three bonds count too
  // (priced with the bonds): it borrows first, then acts.
  const bondable = (a: RailwaysAction) => a.type === 'upgrade' || a.type === 'urbanize' || a.type === 'mine';
  const room = Math.min(3, table.maxBonds - player.bonds);
  const richer = legal.some((a) => a.type === 'bond') && room > 0 ? legalActionsFor({ ...state, players: state.players.map((p, i) => (i === me ? { ...p, cash: p.cash + table.bondValue * room } : p)) }, seat).filter(bondable) : [];
  const pool = richer.length > 0 ? [...legal.filter((a) => !bondable(a)), ...richer] : legal;
  if (pool.some((a) => a.type === 'upgrade')) {
    const cost = table.engineCosts[player.engine - 1] ?? 99;
    const up = { ...state, players: state.players.map((p, i) => (i === me ? { ...p, engine: p.engine + 1 } : p)) };
    const gain = (potential(ctx, up) - base) * worthPoint;
    const bonus = raceBonus((kind, card) => kind === 'new-train' && player.engine + 1 >= Number(card['level']));
    const baronCard = table.barons[player.baron];
    const baron = level.baron && baronCard?.kind === 'engine' && player.engine < baronCard.level ? baronCard.points / (baronCard.level - player.engine) : 0;
    // A longer reach pays again and again: count the gain for the turns left, up to two.
    choices.push({ action: { type: 'upgrade', seat }, worth: gain * Math.min(level.upgradeTurns, turnsLeft(ctx)) * 0.6 * horizon(ctx) + bonus + baron - priceOf(ctx, cost), cost });
  }
  const reached = new Set<number>();
  for (const t of state.tracks) if (t.owner === me && t.to >= 0) {
    reached.add(board.cityOf[t.from] ?? -1);
    reached.add(board.cityOf[t.to] ?? -1);
  }
  for (const a of pool) {
    if (a.type !== 'urbanize' && !(a.type === 'take' && a.color !== undefined)) continue;
    const city = a.type === 'urbanize' ? a.city : (a.city ?? -1);
    const c = board.cityOf[city] ?? -1;
    if (!reached.has(c)) continue;
    const color = a.color ?? 0;
    const after = { ...state, cityColor: state.cityColor.map((k, i) => (i === c ? color : k)) };
    const gain = (potential(ctx, after) - base) * worthPoint + 1;
    choices.push({ action: a, worth: gain - (a.type === 'urbanize' ? priceOf(ctx, 10) : 0), cost: a.type === 'urbanize' ? 10 : 0 });
  }
  // A mine: about 2.5 cubes (rules "Mines") to move from a grey city its links reach, or will
  // soon (within 4 hexes of a city they reach).
  const near = (h: number) => {
    const a = board.map.hexes[h];
    return [...reached].some((c) => {
      const b = board.map.hexes[board.cities[c] ?? -1];
      return a !== undefined && b !== undefined && (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2 <= 4;
    });
  };
  for (const a of pool) {
    if (a.type !== 'mine') continue;
    const linked = reached.has(board.cityOf[a.city] ?? -1);
    if (!linked && !near(a.city)) continue;
    choices.push({ action: a, worth: (linked ? 3.5 : 2.5) * horizon(ctx) - priceOf(ctx, 10), cost: 10 });
  }
  for (const a of legal) {
    if (a.type !== 'take' || a.color !== undefined) continue;
    const card = table.operations[a.card];
    let worth = 0;
    switch (card?.kind) {
      case 'executive':
        worth = 2.5;
        break;
      case 'land-grant':
      case 'perfect-engineering':
        worth = 0.8;
        break;
      case 'hotel': {
        const c = board.cityOf[a.city ?? -1] ?? -1;
        worth = reached.has(c) ? 0.4 * Math.min(3, (state.cubes.reduce((n, on) => n + on.filter((k) => k === state.cityColor[c]).length, 0) / 4)) : 0;
        break;
      }
      case 'city-growth': {
        const c = board.cityOf[a.city ?? -1] ?? -1;
        worth = reached.has(c) ? 1.2 : 0;
        break;
      }
      default:
        worth = 0;
    }
    if (worth > 0) choices.push({ action: a, worth, cost: 0 });
  }
  if (choices.length === 0) return legal.find((a) => a.type === 'pass') ?? legal[0];
  const scored = choices.map((c) => ({ ...c, worth: c.worth + (level.noise > 0 ? random.int(0, Math.round(level.noise * 10)) / 10 : 0) }));
  scored.sort((x, y) => y.worth - x.worth);
  const best = scored[0];
  if (best === undefined || best.worth <= 0) return legal.find((a) => a.type === 'pass') ?? legal[0];
  // Upgrades and urbanizing need the cash now: borrow first (a build borrows tile by tile).
  if (best.action.type !== 'build' && best.cost > player.cash) return legal.find((a) => a.type === 'bond') ?? legal.find((a) => a.type === 'pass');
  if (best.action.type === 'build' && player.cash < Math.min(best.cost, 4)) return legal.find((a) => a.type === 'bond') ?? best.action;
  return best.action;
}

/** The bot's bid: pass, or the lowest raise up to what going first is worth to it. */
function chooseBid(ctx: Ctx, legal: readonly RailwaysAction[]): RailwaysAction | undefined {
  const { state, me, level } = ctx;
  const pass = legal.find((a) => a.type === 'pass');
  const auction = state.auction;
  const cash = state.players[me]?.cash ?? 0;
  if (auction === null || level.bids === 'never') return pass;
  const raise = auction.high + 1;
  // First to pass: a bid costs half of it even when lost, so medium does not bid and hard bids less.
  const firstToPass = state.options.bidding === 'first-to-pass';
  if (level.bids === 'low') return !firstToPass && raise <= (cash >= 6 ? 1 : 0) ? (legal.find((a) => a.type === 'bid' && a.amount === raise) ?? pass) : pass;
  // Going first is worth the best thing the bot could do before anyone else: its best delivery
  // now, or half its best link (a rival may take the same cities).
  const trackIndex = new Map(state.tracks.map((t) => [t.id, t]));
  const bestDelivery = deliveriesFor(ctx.board, state, me).reduce((m, d) => Math.max(m, deliveryWorth(ctx, d, trackIndex)), 0);
  const bestLink = (linkPlans({ ...ctx, state: { ...state, round: 1 } }, 4, false)[0]?.worth ?? 0) / 2;
  const worth = Math.max(bestDelivery, bestLink);
  // Never more than $3k, never into its last $2k, never with a bond (self-play: dearer bids lose more than going first wins).
  const limit = Math.min(firstToPass ? 2 : 3, cash - 2, Math.floor(worth / (level.moneyWeight * (firstToPass ? 12 : 8))));
  return raise <= limit ? (legal.find((a) => a.type === 'bid' && a.amount === raise) ?? pass) : pass;
}

/** The Rail Baron card the bot keeps: the one it can best meet (hard, medium), any (easy). */
function chooseBaron(ctx: Ctx, legal: readonly RailwaysAction[]): RailwaysAction | undefined {
  const { board, table, random } = ctx;
  if (ctx.level.noise > 0) return legal[random.int(0, legal.length - 1)];
  let best: RailwaysAction | undefined;
  let bestWorth = -Infinity;
  for (const a of legal) {
    if (a.type !== 'keep') continue;
    const card = table.barons[a.card];
    if (card === undefined) continue;
    // The chance to meet it (self-play: a player ends with about 10 links (8–12) touching 15
    // cities (12–17), engine 2–3); a bot that aims at its goal (hard) meets it more often.
    let chance: number;
    if (card.kind === 'connect') {
      const d = cityDistance(board, board.cityIndex.get(card.a) ?? 0, board.cityIndex.get(card.b) ?? 0);
      chance = Math.max(0.05, 0.8 - d / 25);
    } else if (card.kind === 'engine') chance = card.level <= 4 ? 0.35 : card.level <= 5 ? 0.12 : 0.05;
    else if (card.kind === 'links') chance = card.count <= 10 ? 0.7 : card.count <= 13 ? 0.35 : 0.12;
    else chance = card.count <= 12 ? 0.8 : card.count <= 16 ? 0.45 : 0.15;
    if (!ctx.level.baron) chance = card.kind === 'connect' || card.kind === 'engine' ? chance / 3 : chance;
    const worth = card.points * chance;
    if (worth > bestWorth) {
      bestWorth = worth;
      best = a;
    }
  }
  return best ?? legal[0];
}

/** A bot of `level`. */
export function makeBot(level: Level): GameBot<RailwaysSeatView, RailwaysTableView, RailwaysAction> {
  return {
    decide: (seatView, tableView, legal, random, _context: BotContext) => {
      if (legal.length <= 1) return legal[0];
      const state = stateFromView(seatView, tableView);
      const board = boardOf(state);
      const contested = level.contest > 0 && state.phase === 'actions' ? rivalReach(board, state, state.active) : new Set<number>();
      const ctx: Ctx = { state, board, table: tableOf(state), me: state.active, level, random, contested };
      if (state.phase === 'barons') return chooseBaron(ctx, legal);
      if (state.phase === 'auction') return chooseBid(ctx, legal);
      if (state.build !== null) return continueBuild(ctx, legal);
      return chooseAction(ctx, legal);
    },
  };
}

export const easyBot = makeBot(LEVELS.easy);
export const mediumBot = makeBot(LEVELS.medium);
export const hardBot = makeBot(LEVELS.hard);
