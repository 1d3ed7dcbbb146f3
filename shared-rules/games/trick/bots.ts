/**
 * Trick of the Rails' bots (issue #16 "Bots"). Every bot decides from its own seat view (its
 * hand), the public table view (lane, trick, railways, shares, voids shown, hand sizes) and its
 * legal actions; randomness only from the `Random` it is handed, time only from the host's
 * `context.now`. No bot sees another hand.
 *
 * - `medium`: one-step judgement. Each company's share is worth its expected value (with its
 *   locomotive, the value now; without, the mean over the locomotives still to come). Holdings
 *   count the shares won and, lightly, the cards still in hand (what a lost trick turns into).
 *   A card is judged by its chance to win the trick (the higher cards of its company nobody has
 *   shown, spread over the hands still to play) times what winning brings (the lane card's share,
 *   or the best City or locomotive placement), plus what losing brings (the played card as a
 *   share), less a little for spending a card's winning power (`SPEND`: less for a card that
 *   higher unseen cards of its company would beat anyway), plus `VOID_BONUS` for playing its last
 *   card of a company while stock tricks are still to come (void there, it will choose which
 *   company's share it keeps instead of following); leading a City or locomotive trick, it
 *   counts `LEAD_FOLLOW` of the players able to follow as adding a card to the led railway. The
 *   railways it judges include the cards of the City or locomotive trick being played or placed
 *   (they join their railways once it is won). A placement is the one that best raises its
 *   margin: its total less half the best other player's and half the others' mean (its team's
 *   over the other team).
 * - `easy`: medium one time in three, else a random legal action.
 * - `hard`: information-set Monte Carlo tree search (single observer): each iteration deals the
 *   unseen cards to the other hands (consistent with the voids they have shown and their hand
 *   sizes), walks one tree of information sets by UCB (exploration `EXPLORATION`) over the
 *   actions legal in that deal, expands one, plays the game out and backs the result up for the
 *   player who acted at each step (alone: the share of the others it placed above, plus a little
 *   for its margin over their mean). The playout's cards follow a cheap, state-based version of
 *   medium's judgement (`./rollout.ts`: company share values from the railways and the
 *   locomotives to come; a lane share worth more than the led one, or a City or locomotive to
 *   place where it holds shares, is won with the lowest sure winner, else the lowest card is
 *   played; void, it keeps the most valuable company's share; one card in ten at random); its
 *   placements are greedy, judged on the one railway they change. It plays the most visited
 *   action, or medium's choice when that was visited at least `MEDIUM_TIE` as often. With the
 *   host's clock it searches for 80 % of `context.budgetMs` (default 300 ms), at least
 *   `MIN_ITERATIONS` and at most `MAX_ITERATIONS`; without one, `FIXED_ITERATIONS`.
 */
import type { BotContext, GameBot } from '../../core/define-game';
import type { Random } from '../../core/types';
import type { RailwayEnd, TrickAction } from './actions';
import { applyAction } from './apply';
import { legalActionsFor } from './legal';
import { COMPANY_COUNT, LOCOMOTIVE, LOCOMOTIVE_INFINITY, LOCOMOTIVES, RAILWAY_CARD_COUNT } from './meta';
import { rankByScore } from '../../core/ranking';
import { scoreOf, shareValueOfProfit, shareValues, shareValueWith } from './score';
import { bringsInfinity, companyOf, infinityOutOfGame, isCitySlot, shareCounts, isLocomotiveSlot, isStockSlot, playsInTeams, shareCompanyOf, teamOf, valueOf, type TrickState } from './state';
import type { TrickSeatView, TrickTableView } from './views';
import { rolloutCard, rolloutRailwayValue } from './rollout';

/** The default time one hard decision may take, ms. */
export const DEFAULT_BUDGET_MS = 300;
/** Hard's iterations without a clock. */
export const FIXED_ITERATIONS = 200;
/** Hard's fewest iterations with a clock, however short the budget. */
export const MIN_ITERATIONS = 20;
/** Hard's most iterations in one decision. */
export const MAX_ITERATIONS = 2_000;

/** A Trick of the Rails bot as the platform calls it. */
export type TrickBot = GameBot<TrickSeatView, TrickTableView, TrickAction>;

/** How much a card still in hand counts as a share to come (most cards in hand end as shares or railway cards). */
const HAND_WEIGHT = 0.25;
/**
 * Points a card's winning power costs when spent (a card kept that nobody can beat wins a later
 * trick): its power is 10 less `POWER_PER_HIGHER` for each higher card of its company still
 * unseen (in other hands), at least 0.
 */
const SPEND = 0.3;
/** How much each unseen higher card of its company takes off a card's power (see `SPEND`). */
const POWER_PER_HIGHER = 1.5;
/**
 * Points for playing the last card of a company in hand while stock tricks are still to come
 * after this one: being void there, medium chooses which company's share it keeps instead of
 * following the led one.
 */
const VOID_BONUS = 5;
/**
 * How many of the players still able to follow a company are counted as adding a card of it to
 * its railway when medium leads it to a City or locomotive trick (each follower adds the card it
 * plays to the led company's railway), as a share of them.
 */
const LEAD_FOLLOW = 0.5;
/** Hard plays medium's choice when the search visited it at least this share as often as its most visited action. */
const MEDIUM_TIE = 0.5;
/**
 * UCB's exploration constant (rewards are 0–1). Tuned at 5 players against medium (1,200 seat
 * pairs at 300 iterations, seed tuneA): 0.25 → 62.3 %, 0.4 → 63.0 %, 0.7 → 61.6 %.
 */
const EXPLORATION = 0.4;

/**
 * The railways a judgement works on: cards and locomotive per company, the locomotives still to
 * come, and per company the cards expected to join it before the end (`growth`: how many, and
 * their mean station value) — each card of the company still in a hand joins its railway when
 * it is played to a City or locomotive trick, so in the share of the tricks left that are such.
 */
type Railways = {
  readonly items: readonly (readonly number[])[];
  readonly locomotives: readonly number[];
  readonly toCome: readonly number[];
  readonly growth: readonly { readonly count: number; readonly mean: number }[];
};

function railwaysOf(table: TrickTableView, seat: TrickSeatView, unseen: readonly number[]): Railways {
  const open = table.railways.find((r) => r.locomotive < 0);
  const placing = table.lane.filter((slot) => !isStockSlot(slot)).length;
  const share = table.lane.length === 0 ? 0 : placing / table.lane.length;
  const sums = [0, 0, 0, 0, 0];
  const counts = [0, 0, 0, 0, 0];
  for (const card of [...unseen, ...seat.hand]) {
    const c = companyOf(card);
    counts[c] = (counts[c] ?? 0) + 1;
    sums[c] = (sums[c] ?? 0) + valueOf(card);
  }
  return {
    items: withTrickCards(table, table.seats.indexOf(seat.seat)),
    locomotives: table.railways.map((r) => r.locomotive),
    toCome: open === undefined ? [] : open.ifLocomotive.map((i) => i.locomotive),
    growth: counts.map((n, c) => ({ count: n * share, mean: n === 0 ? 0 : (sums[c] ?? 0) / n })),
  };
}

/**
 * The railways' cards with the cards of a City or locomotive trick that are sure to join them
 * (each played card goes to its own company's railway once the trick is won; put at the back
 * here): while the trick is played, the cards played so far; while the winner places, all of
 * them; while the players place their cards, those of the players still to place but `me` (its
 * own placement is the choice being judged).
 */
function withTrickCards(table: TrickTableView, me: number): readonly (readonly number[])[] {
  const items = table.railways.map((r) => r.items);
  const joining: number[] = [];
  if (table.phase === 'play' ? !isStockSlot(table.lane[0] ?? -1) : table.phase !== 'place-card') {
    for (const card of table.trick) if (card >= 0) joining.push(card);
  } else if (table.phase === 'place-card') {
    for (const p of table.placers) if (p !== me && (table.trick[p] ?? -1) >= 0) joining.push(table.trick[p] ?? 0);
  }
  if (joining.length === 0) return items;
  const out = items.map((it) => [...it]);
  for (const card of joining) out[companyOf(card)]?.push(card);
  return out;
}

/** The best sum of `distance` consecutive `values` (all of them when fewer). */
function windowProfit(values: readonly number[], distance: number): number {
  const n = values.length;
  let sum = 0;
  for (let i = 0; i < Math.min(n, distance); i++) sum += values[i] ?? 0;
  let best = sum;
  for (let i = distance; i < n; i++) {
    sum += (values[i] ?? 0) - (values[i - distance] ?? 0);
    if (sum > best) best = sum;
  }
  return best;
}

/**
 * Expected share value per company at the end: its railway grown by the cards expected to join
 * it, pulled by its locomotive, or (without one) by each locomotive to come, averaged and scaled
 * by the chance that one comes at all (fewer locomotives to come than railways without one).
 */
function expectedValues(rails: Railways): number[] {
  const out: number[] = [];
  const free = rails.locomotives.filter((l) => l < 0).length;
  for (let c = 0; c < COMPANY_COUNT; c++) {
    const values = (rails.items[c] ?? []).map(valueOf);
    const growth = rails.growth[c];
    const extra = Math.round(growth?.count ?? 0);
    for (let i = 0; i < extra; i++) values.push(growth?.mean ?? 0);
    const valueWith = (l: number): number => shareValueOfProfit(windowProfit(values, LOCOMOTIVES[l]?.distance ?? 0), l);
    const l = rails.locomotives[c] ?? -1;
    if (l >= 0) out.push(valueWith(l));
    else if (rails.toCome.length === 0) out.push(0);
    else {
      let sum = 0;
      for (const t of rails.toCome) sum += valueWith(t);
      out.push((sum / rails.toCome.length) * Math.min(1, rails.toCome.length / Math.max(1, free)));
    }
  }
  return out;
}

/** The unseen Railway cards (in other hands) seen from a seat: all 50 but its hand and every card the table shows. */
function unseenCards(seat: TrickSeatView, table: TrickTableView): number[] {
  const seen = new Uint8Array(RAILWAY_CARD_COUNT);
  const mark = (code: number): void => {
    if (code >= 0 && code < RAILWAY_CARD_COUNT) seen[code] = 1;
  };
  seat.hand.forEach(mark);
  for (const r of table.railways) r.items.forEach(mark);
  for (const cards of table.shareCards) cards.forEach(mark);
  table.lane.forEach(mark);
  table.trick.forEach(mark);
  table.outOfGame.forEach(mark);
  const out: number[] = [];
  for (let c = 0; c < RAILWAY_CARD_COUNT; c++) if (seen[c] === 0) out.push(c);
  return out;
}

/** What medium knows: its position, its hand, holdings per position and company (shares won plus cards to come, lightly), the unseen cards. */
type Knowledge = { readonly me: number; readonly hand: readonly number[]; readonly holdings: readonly (readonly number[])[]; readonly unseen: readonly number[]; readonly teams: boolean };

function knowledgeOf(seat: TrickSeatView, table: TrickTableView): Knowledge {
  const me = table.seats.indexOf(seat.seat);
  const unseen = unseenCards(seat, table);
  const others = Math.max(1, table.seats.length - 1);
  const unseenBy = [0, 0, 0, 0, 0];
  for (const card of unseen) unseenBy[companyOf(card)] = (unseenBy[companyOf(card)] ?? 0) + 1;
  const handBy = [0, 0, 0, 0, 0];
  for (const card of seat.hand) handBy[companyOf(card)] = (handBy[companyOf(card)] ?? 0) + 1;
  const holdings = table.shares.map((counts, p) => counts.map((n, c) => n + HAND_WEIGHT * (p === me ? (handBy[c] ?? 0) : (unseenBy[c] ?? 0) / others)));
  return { me, hand: seat.hand, holdings, unseen, teams: table.teams !== null };
}

/** My (team's) expected total less the best other player's (other team's) at share values `values`. */
function marginAt(k: Knowledge, values: readonly number[]): number {
  const totals = k.holdings.map((h) => scoreOf(h, values));
  if (k.teams) {
    let mine = 0;
    let theirs = 0;
    totals.forEach((t, p) => (teamOf(p) === teamOf(k.me) ? (mine += t) : (theirs += t)));
    return mine - theirs;
  }
  let best = Number.NEGATIVE_INFINITY;
  let sum = 0;
  totals.forEach((t, p) => {
    if (p !== k.me) sum += t;
    if (p !== k.me && t > best) best = t;
  });
  const mean = sum / Math.max(1, totals.length - 1);
  return (totals[k.me] ?? 0) - 0.5 * (Number.isFinite(best) ? best : 0) - 0.5 * mean;
}

function withItem(rails: Railways, r: number, code: number, end: RailwayEnd): Railways {
  const items = rails.items.map((it, q) => (q !== r ? it : end === 'front' ? [code, ...it] : [...it, code]));
  return { ...rails, items };
}

function withLocomotive(rails: Railways, r: number, l: number, infinityOut: boolean): Railways {
  let locomotives = rails.locomotives.map((x, q) => (q === r ? l : x));
  let toCome = rails.toCome.filter((t) => t !== l);
  if (bringsInfinity(l, infinityOut)) {
    const free = locomotives.flatMap((x, q) => (x < 0 ? [q] : []));
    if (free.length === 1) {
      locomotives = locomotives.map((x, q) => (q === free[0] ? LOCOMOTIVE_INFINITY : x));
      toCome = toCome.filter((t) => t !== LOCOMOTIVE_INFINITY);
    }
  }
  return { ...rails, locomotives, toCome };
}

/** The railways after a placement action (City, locomotive or played card), seen from the table now. */
function railsAfter(action: TrickAction, rails: Railways, table: TrickTableView): Railways {
  const infinityOut = infinityOutOfGame(table.outOfGame);
  switch (action.type) {
    case 'place-city':
      return withItem(rails, action.railway, table.pending, action.end);
    case 'place-locomotive':
      return withLocomotive(rails, action.railway, table.pending - LOCOMOTIVE, infinityOut);
    case 'place-card': {
      const card = table.trick[table.seats.indexOf(action.seat)] ?? 0;
      return withItem(rails, companyOf(card), card, action.end);
    }
    case 'play':
      return rails;
  }
}

/** The best margin a placement by me of lane slot `slot` (City or locomotive) can reach. */
function bestPlacementMargin(slot: number, rails: Railways, k: Knowledge, infinityOut: boolean): number {
  let best = Number.NEGATIVE_INFINITY;
  for (let r = 0; r < COMPANY_COUNT; r++) {
    if (isCitySlot(slot)) {
      for (const end of ['front', 'back'] as const) best = Math.max(best, marginAt(k, expectedValues(withItem(rails, r, slot, end))));
    } else if ((rails.locomotives[r] ?? -1) < 0) {
      best = Math.max(best, marginAt(k, expectedValues(withLocomotive(rails, r, slot - LOCOMOTIVE, infinityOut))));
    }
  }
  return Number.isFinite(best) ? best : marginAt(k, expectedValues(rails));
}

/** The chance that `card`, winning the trick so far, still wins: no player still to play holds a higher card of its company. */
function holdChance(card: number, me: number, table: TrickTableView, k: Knowledge): number {
  const company = companyOf(card);
  const n = table.seats.length;
  let higher = 0;
  for (const u of k.unseen) if (companyOf(u) === company && u > card) higher++;
  if (higher === 0) return 1;
  let toPlay = 0;
  let unseenHeld = 0;
  for (let p = 0; p < n; p++) {
    if (p === me) continue;
    const size = table.handSizes[p] ?? 0;
    unseenHeld += size;
    if ((table.trick[p] ?? -1) < 0 && ((table.voids[p] ?? 0) & (1 << company)) === 0) toPlay += size;
  }
  if (toPlay === 0 || unseenHeld === 0) return 1;
  return Math.pow(1 - toPlay / unseenHeld, higher);
}

/** A card's winning power, 0–10: 10 less `POWER_PER_HIGHER` per higher card of its company in `unseen`, at least 0. */
function powerOf(card: number, unseen: readonly number[]): number {
  const company = companyOf(card);
  let higher = 0;
  for (const u of unseen) if (companyOf(u) === company && u > card) higher++;
  return Math.max(0, 10 - POWER_PER_HIGHER * higher);
}

/** Whether `card` is the last of its company in `hand` (playing it leaves the hand void there). */
function voidsCompany(card: number, hand: readonly number[]): boolean {
  const company = companyOf(card);
  let n = 0;
  for (const h of hand) if (companyOf(h) === company) n++;
  return n === 1;
}

/** Medium's judgement of a card to play now (higher is better). */
function judgeCard(card: number, table: TrickTableView, k: Knowledge, rails: Railways, values: readonly number[], now: number): number {
  const me = k.me;
  const led = table.led;
  const slot = table.lane[0] ?? -1;
  let win = 0;
  if (led < 0) win = holdChance(card, me, table, k);
  else if (companyOf(card) === led) {
    const best = table.trick[table.winning] ?? -1;
    win = card > best ? holdChance(card, me, table, k) : 0;
  }
  const spend = SPEND * powerOf(card, k.unseen) - (voidsCompany(card, k.hand) && table.lane.slice(1).some(isStockSlot) ? VOID_BONUS : 0);
  if (isStockSlot(slot)) {
    // Winning: the lane card's share, the others (following) the led company's; losing: my card
    // is my share, one other wins the lane card and the rest keep the led company's.
    const lane = values[shareCompanyOf(slot)] ?? 0;
    const followed = values[led < 0 ? companyOf(card) : led] ?? 0;
    const others = Math.max(1, table.seats.length - 1);
    const ifWin = lane - followed;
    const ifLose = (values[companyOf(card)] ?? 0) - (lane + (others - 1) * followed) / others;
    return win * ifWin + (1 - win) * ifLose - spend;
  }
  const infinityOut = infinityOutOfGame(table.outOfGame);
  let base = rails;
  if (led < 0) {
    const c = companyOf(card);
    let pool = 0;
    let sum = 0;
    for (const u of k.unseen) if (companyOf(u) === c) {
      pool++;
      sum += valueOf(u);
    }
    let followers = 0;
    for (let p = 0; p < table.seats.length; p++) if (p !== me && ((table.voids[p] ?? 0) & (1 << c)) === 0 && (table.handSizes[p] ?? 0) > 0) followers++;
    const extra = Math.round(LEAD_FOLLOW * Math.min(followers, pool));
    if (extra > 0) {
      const mean = sum / pool;
      const growth = rails.growth.map((g, q) => (q !== c ? g : { count: g.count + extra, mean: (g.count * g.mean + extra * mean) / (g.count + extra) }));
      base = { ...rails, growth };
    }
  }
  const withCard = Math.max(...(['front', 'back'] as const).map((end) => marginAt(k, expectedValues(withItem(base, companyOf(card), card, end)))));
  const placed = isCitySlot(slot) || isLocomotiveSlot(slot) ? bestPlacementMargin(slot, rails, k, infinityOut) - now : 0;
  return win * placed + (withCard - now) - spend;
}

/** Medium's choice among `legal` (the first of the best). */
function mediumChoice(seat: TrickSeatView, table: TrickTableView, legal: readonly TrickAction[]): TrickAction | undefined {
  if (legal.length <= 1) return legal[0];
  const k = knowledgeOf(seat, table);
  const rails = railwaysOf(table, seat, k.unseen);
  const values = expectedValues(rails);
  const now = marginAt(k, values);
  let best: TrickAction | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const action of legal) {
    const score = action.type === 'play' ? judgeCard(action.card, table, k, rails, values, now) : marginAt(k, expectedValues(railsAfter(action, rails, table)));
    if (score > bestScore + 1e-9) {
      bestScore = score;
      best = action;
    }
  }
  return best;
}

/** Medium (see the file's docstring). */
export const mediumBot: TrickBot = {
  decide: (seat, table, legal) => mediumChoice(seat, table, legal),
};

/** Easy: medium one time in three, else a random legal action. */
export const easyBot: TrickBot = {
  decide: (seat, table, legal, random) => {
    if (legal.length === 0) return undefined;
    if (random.int(0, 2) !== 0) return legal[random.int(0, legal.length - 1)];
    return mediumChoice(seat, table, legal);
  },
};

// ---------------------------------------------------------------------------------------------
// Hard: information-set Monte Carlo tree search.

/** One node of the information-set tree: the action into it, by whom (position), and its statistics. */
type Node = { readonly actor: number; visits: number; reward: number; available: number; readonly children: Map<number, Node> };

const newNode = (actor: number): Node => ({ actor, visits: 0, reward: 0, available: 0, children: new Map() });

/** A small integer key per action (unique within one decision point). */
function keyOf(action: TrickAction): number {
  switch (action.type) {
    case 'play':
      return action.card;
    case 'place-city':
      return 100 + action.railway * 2 + (action.end === 'front' ? 0 : 1);
    case 'place-locomotive':
      return 200 + action.railway;
    case 'place-card':
      return action.end === 'front' ? 300 : 301;
  }
}

/** The game state as far as `seat` knows it, the other hands empty (filled by `deal`). */
function stateSeenBy(seat: TrickSeatView, table: TrickTableView): TrickState {
  const me = table.seats.indexOf(seat.seat);
  return {
    seats: table.seats,
    variant: table.variant,
    teams: table.teams !== null,
    autoPlay: table.autoPlay,
    hands: table.seats.map((_, p) => (p === me ? seat.hand : [])),
    railways: table.railways.map((r) => r.items),
    locomotives: table.railways.map((r) => r.locomotive),
    lane: table.lane,
    leader: table.leader,
    trick: table.trick,
    phase: table.phase,
    active: table.seats.indexOf(table.toAct[0] ?? -1),
    winner: table.winner,
    pending: table.pending,
    placers: table.placers,
    shares: table.shareCards,
    outOfGame: table.outOfGame,
    voids: table.voids,
    last: null,
    end: table.end,
  };
}

/** `base` with the `unseen` cards dealt to the other hands: each gets its hand size, none a card of a company it has shown it lacks (when the deal allows). Exported for tests. */
export function deal(base: TrickState, me: number, unseen: readonly number[], sizes: readonly number[], random: Random): TrickState {
  const pool = random.shuffle(unseen);
  const hands: number[][] = base.seats.map(() => []);
  const order = base.seats.map((_, p) => p).filter((p) => p !== me).sort((a, b) => bitCount(base.voids[b] ?? 0) - bitCount(base.voids[a] ?? 0));
  for (const p of order) {
    const lacks = base.voids[p] ?? 0;
    const need = sizes[p] ?? 0;
    const hand = hands[p] ?? [];
    for (let i = 0; i < pool.length && hand.length < need; i++) {
      const card = pool[i] ?? -1;
      if (card >= 0 && (lacks & (1 << companyOf(card))) === 0) {
        hand.push(card);
        pool[i] = -1;
      }
    }
    for (let i = 0; i < pool.length && hand.length < need; i++) {
      const card = pool[i] ?? -1;
      if (card >= 0) {
        hand.push(card);
        pool[i] = -1;
      }
    }
    hand.sort((a, b) => a - b);
  }
  hands[me] = [...(base.hands[me] ?? [])];
  return { ...base, hands };
}

function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * Each position's reward at the end of `state`, in 0–1. Alone: 0.7 for the share of the others it
 * placed above (a tie counts half; the places the head-to-head measure counts) plus 0.3 for its
 * margin over the others' mean, squashed. In teams: 0.7 for the team's win (shared on a tie) plus
 * 0.3 for the margin over the other team, squashed.
 */
function rewards(state: TrickState): number[] {
  const values = shareValues(state.railways, state.locomotives, true);
  let totals = shareCounts(state).map((c) => scoreOf(c, values));
  const squash = (margin: number): number => 1 / (1 + Math.exp(-margin / 40));
  if (!playsInTeams(state)) {
    const others = Math.max(1, totals.length - 1);
    return totals.map((t, p) => {
      let beaten = 0;
      let sum = 0;
      totals.forEach((u, q) => {
        if (q === p) return;
        sum += u;
        beaten += u < t ? 1 : u === t ? 0.5 : 0;
      });
      return 0.7 * (beaten / others) + 0.3 * squash(t - sum / others);
    });
  }
  totals = totals.map((_, p) => totals.reduce((s, t, q) => (teamOf(q) === teamOf(p) ? s + t : s), 0));
  const ranking = rankByScore(state.seats, totals);
  const firsts = ranking.filter((r) => r.place === 1).length;
  return totals.map((t, p) => {
    let best = Number.NEGATIVE_INFINITY;
    totals.forEach((u, q) => {
      if (teamOf(q) !== teamOf(p) && u > best) best = u;
    });
    const won = ranking.find((r) => r.seat === state.seats[p])?.place === 1 ? 1 / firsts : 0;
    return 0.7 * won + 0.3 * squash(t - (Number.isFinite(best) ? best : 0));
  });
}

/** The rollout's move: cards by `rolloutCard`; placements by a quick greedy judgement (own shares' value less the others' mean on the railway the placement changes). */
function rolloutMove(state: TrickState, legal: readonly TrickAction[], random: Random): TrickAction | undefined {
  if (legal.length <= 1) return legal[0];
  if (legal[0]?.type === 'play') return rolloutCard(state, legal, random);
  const me = state.active;
  const others = Math.max(1, state.seats.length - 1);
  const weights = [0, 0, 0, 0, 0];
  for (let p = 0; p < state.shares.length; p++) {
    const w = p === me ? 1 : -1 / others;
    for (const code of state.shares[p] ?? []) {
      const c = shareCompanyOf(code);
      weights[c] = (weights[c] ?? 0) + w;
    }
  }
  // Each placement changes one railway (two when [6] brings [∞]): its value change, weighted.
  const infinityOut = infinityOutOfGame(state.outOfGame);
  let best: TrickAction | undefined = legal[0];
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const action of legal) {
    let score = random.int(0, 9) * 0.01;
    if (action.type === 'place-card' || action.type === 'place-city') {
      const code = action.type === 'place-card' ? (state.trick[me] ?? 0) : state.pending;
      const r = action.type === 'place-card' ? companyOf(code) : action.railway;
      const items = state.railways[r] ?? [];
      score += (weights[r] ?? 0) * (rolloutRailwayValue(state, r, action.end === 'front' ? [code, ...items] : [...items, code]) - rolloutRailwayValue(state, r, items));
    } else if (action.type === 'place-locomotive') {
      const r = action.railway;
      const l = state.pending - LOCOMOTIVE;
      score += (weights[r] ?? 0) * shareValueWith(state.railways[r] ?? [], l);
      if (bringsInfinity(l, infinityOut)) {
        let other = -1;
        let free = 0;
        state.locomotives.forEach((x, q) => {
          if (x < 0 && q !== r) {
            free++;
            other = q;
          }
        });
        if (free === 1) score += (weights[other] ?? 0) * shareValueWith(state.railways[other] ?? [], LOCOMOTIVE_INFINITY);
      }
    }
    if (score > bestScore) {
      bestScore = score;
      best = action;
    }
  }
  return best;
}

/**
 * Hard's search (see the file's docstring): the action it plays and how many iterations it ran
 * (0 when `legal` has one action or none: nothing to search). Exported for the bench.
 */
export function hardSearch(seat: TrickSeatView, table: TrickTableView, legal: readonly TrickAction[], random: Random, context: BotContext): { readonly action: TrickAction | undefined; readonly iterations: number } {
  if (legal.length <= 1) return { action: legal[0], iterations: 0 };
  const me = table.seats.indexOf(seat.seat);
  const base = stateSeenBy(seat, table);
  const unseen = unseenCards(seat, table);
  const root = newNode(-1);
  const now = context.now;
  const deadline = now === undefined ? undefined : now() + (context.budgetMs ?? DEFAULT_BUDGET_MS) * 0.8;
  const path: Node[] = [];
  let iterations = 0;
  for (; iterations < MAX_ITERATIONS; iterations++) {
    if (deadline === undefined || now === undefined ? iterations >= FIXED_ITERATIONS : iterations >= MIN_ITERATIONS && now() > deadline) break;
    let state = deal(base, me, unseen, table.handSizes, random);
    let node = root;
    path.length = 0;
    let expanded = false;
    while (state.end === null) {
      const actor = state.active;
      const moves = legalActionsFor(state, state.seats[actor] ?? -1);
      if (moves.length === 0) break;
      if (expanded) {
        const move = rolloutMove(state, moves, random);
        if (move === undefined) break;
        state = applyAction(state, move).state;
        continue;
      }
      let untried: TrickAction[] | undefined;
      for (const move of moves) {
        const child = node.children.get(keyOf(move));
        if (child === undefined) (untried ??= []).push(move);
        else child.available++;
      }
      let move: TrickAction | undefined;
      let child: Node | undefined;
      if (untried !== undefined) {
        move = untried[random.int(0, untried.length - 1)];
        if (move === undefined) break;
        child = newNode(actor);
        node.children.set(keyOf(move), child);
        child.available = 1;
        expanded = true;
      } else {
        let bestUcb = Number.NEGATIVE_INFINITY;
        for (const m of moves) {
          const c = node.children.get(keyOf(m));
          if (c === undefined) continue;
          const ucb = c.reward / c.visits + EXPLORATION * Math.sqrt(Math.log(c.available) / c.visits);
          if (ucb > bestUcb) {
            bestUcb = ucb;
            move = m;
            child = c;
          }
        }
        if (move === undefined || child === undefined) break;
      }
      path.push(child);
      node = child;
      state = applyAction(state, move).state;
    }
    const result = rewards(state);
    for (const n of path) {
      n.visits++;
      n.reward += result[n.actor] ?? 0;
    }
  }
  let choice: TrickAction | undefined;
  let most = -1;
  for (const action of legal) {
    const visits = root.children.get(keyOf(action))?.visits ?? 0;
    if (visits > most) {
      most = visits;
      choice = action;
    }
  }
  if (choice !== undefined) {
    const preferred = mediumChoice(seat, table, legal);
    if (preferred !== undefined) {
      const pv = root.children.get(keyOf(preferred))?.visits ?? 0;
      if (pv >= MEDIUM_TIE * most) choice = preferred;
    }
  }
  return { action: choice, iterations };
}

/** Hard (see the file's docstring). */
export const hardBot: TrickBot = {
  decide: (seat, table, legal, random, context) => hardSearch(seat, table, legal, random, context).action,
};
