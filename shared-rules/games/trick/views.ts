/**
 * What the table and each seat may see (design: "Secrets are filtered in the worker"). The table
 * sees everything but the hands: the lane, the trick, the railways with their locomotives and
 * **live share values** (for a railway still without a locomotive, what a share would be worth
 * with each locomotive still to come), every seat's shares and score now, hand sizes, and once
 * over the results. A seat sees its own hand and which of its cards it may play now.
 * Source: shared/rules/trick-of-the-rails.md "What the app shows".
 */
import type { SeatId } from '../../core/types';
import { COMPANY_COUNT, LOCOMOTIVES } from './meta';
import { playableCards } from './legal';
import { locomotivesToComeMask, profitOf, scoreOf, shareValueTable, shareValueWith, type IfLocomotive } from './score';
import { infinityOutOfGame, ledCompany, playsInTeams, positionOf, seatAt, shareCounts, teamOf, winningPosition, type PlayedTrick, type TrickEnd, type TrickPhase, type TrickState } from './state';

export type { IfLocomotive } from './score';

/**
 * One railway (company r) as the table shows it: `items` left to right (card codes), `length`
 * (cards), its `locomotive` (0–4) or −1, `profit` (points pulled by it; null without one),
 * `shareValue` (points a share is worth now; null while it has no locomotive and the game runs)
 * and `ifLocomotive` (without one: the share value with each locomotive still to come).
 */
export type RailwayView = {
  readonly items: readonly number[];
  readonly length: number;
  readonly locomotive: number;
  readonly profit: number | null;
  readonly shareValue: number | null;
  readonly ifLocomotive: readonly IfLocomotive[];
};

/** One player's end of game: seat, shares per company, score, and (team variant) the team's total. */
export type TrickResult = { readonly seat: SeatId; readonly shares: readonly number[]; readonly score: number; readonly teamScore: number | null };

/**
 * The public view: `seats` in turn order; `toAct` ([] once over); `phase`, `variant`,
 * `autoPlay`; `teams` (`[[seat, seat], [seat, seat]]` partners, or null); `lane` (slots still to
 * come, leftmost first; codes of `./meta.ts`); `trick` (cards by position, −1 not played),
 * `leader`, `led` (company or −1), `winning` (position winning so far, −1), `pending` (the City or
 * locomotive being placed, −1) and `winner` (of the trick being placed, −1); `last` (the last
 * finished trick); `railways` (by company); `placers` (positions still to add their played card);
 * `outOfGame` (cards out of the game); `voids` (`[p]`: bitmask of the companies p has shown it
 * lacks); `handSizes`, `shares` (`[p][c]` counts), `shareCards` (`[p]`: the share cards won, lane
 * codes), `scores`
 * (now: share values so far, a railway without a locomotive counting 0) by position; `end` and
 * `results` (best first) once over.
 */
export type TrickTableView = {
  readonly seats: readonly SeatId[];
  readonly toAct: readonly SeatId[];
  readonly phase: TrickPhase;
  readonly variant: 'basic' | 'expert';
  readonly autoPlay: 'never' | 'last-trick' | 'always';
  readonly teams: readonly (readonly SeatId[])[] | null;
  readonly lane: readonly number[];
  readonly trick: readonly number[];
  readonly leader: number;
  readonly led: number;
  readonly winning: number;
  readonly pending: number;
  readonly winner: number;
  readonly last: PlayedTrick | null;
  readonly railways: readonly RailwayView[];
  readonly placers: readonly number[];
  readonly outOfGame: readonly number[];
  readonly voids: readonly number[];
  readonly handSizes: readonly number[];
  readonly shares: readonly (readonly number[])[];
  readonly shareCards: readonly (readonly number[])[];
  readonly scores: readonly number[];
  readonly end: TrickEnd | null;
  readonly results: readonly TrickResult[] | null;
};

/** A seat's private view: its `hand` (ascending) and `playable` (the cards it may play now; [] when it is not to play a card). */
export type TrickSeatView = { readonly seat: SeatId; readonly hand: readonly number[]; readonly playable: readonly number[] };

/**
 * One railway's view (see `RailwayView`) from its cards, its locomotive (0–4, −1 none), the
 * locomotives still to come (`toCome`, a bitmask as `./score.ts` `locomotivesToComeMask` gives; none once
 * over) and whether the game is over.
 */
function railwayView(items: readonly number[], locomotive: number, toCome: number, over: boolean): RailwayView {
  const ifLocomotive: IfLocomotive[] = locomotive < 0 && !over ? shareValueTable(items, toCome) : [];
  return {
    items,
    length: items.length,
    locomotive,
    profit: locomotive < 0 ? null : profitOf(items, LOCOMOTIVES[locomotive]?.distance ?? 0),
    shareValue: locomotive < 0 ? (over ? 0 : null) : shareValueWith(items, locomotive),
    ifLocomotive,
  };
}

/**
 * The views last made, kept because the table view is made on every action and the railways
 * rarely change (a cache; views are read-only and shared between states):
 * - `list`: the whole list and what it was made of (railways, locomotives, lane, pending and
 *   over: the same arrays, by identity, give the same list); most actions (cards played) hit it;
 * - `one[r]`: railway r's last view and what it was made of (its cards by identity, its
 *   locomotive, the locomotives to come, over); a placement changes one railway, a lane slot
 *   taken none unless it was a locomotive, so the others are reused. When all five are reused
 *   the previous list is returned itself, so what is derived from it (`holdings`) is kept too.
 */
const memo: {
  list: { railways: TrickState['railways']; locomotives: TrickState['locomotives']; lane: TrickState['lane']; pending: number; over: boolean; views: readonly RailwayView[] } | undefined;
  readonly one: ({ readonly items: readonly number[]; readonly locomotive: number; readonly toCome: number; readonly over: boolean; readonly view: RailwayView } | undefined)[];
} = { list: undefined, one: [] };

/** Each railway as the table shows it (see `RailwayView`). Views are read-only and may be shared between states (see `memo`). */
export function railwayViews(state: TrickState): readonly RailwayView[] {
  const over = state.end !== null;
  const list = memo.list;
  if (list !== undefined && list.railways === state.railways && list.locomotives === state.locomotives && list.lane === state.lane && list.pending === state.pending && list.over === over) return list.views;
  const toCome = over ? 0 : locomotivesToComeMask(state.lane, state.pending, infinityOutOfGame(state.outOfGame));
  const out: RailwayView[] = [];
  let reused = 0;
  for (let r = 0; r < COMPANY_COUNT; r++) {
    const items = state.railways[r] ?? [];
    const locomotive = state.locomotives[r] ?? -1;
    const last = memo.one[r];
    if (last !== undefined && last.items === items && last.locomotive === locomotive && last.toCome === toCome && last.over === over) {
      out.push(last.view);
      if (list !== undefined && list.views[r] === last.view) reused++;
      continue;
    }
    const view = railwayView(items, locomotive, toCome, over);
    memo.one[r] = { items, locomotive, toCome, over, view };
    out.push(view);
  }
  const views = list !== undefined && reused === COMPANY_COUNT && list.views.length === COMPANY_COUNT ? list.views : out;
  memo.list = { railways: state.railways, locomotives: state.locomotives, lane: state.lane, pending: state.pending, over, views };
  return views;
}

/**
 * The last share counts and scores made, and what they were made of (a cache, like `memo`): the
 * counts change only when shares are won (a stock trick), the scores also when a railway's view
 * changes.
 */
let counted: { shares: TrickState['shares']; counts: number[][] } | undefined;
let held: { counts: number[][]; railways: readonly RailwayView[]; scores: number[] } | undefined;

/** Shares per position and company (`counts[p][c]`) and each position's score now (a railway without a locomotive counts 0). */
function holdings(state: TrickState, railways: readonly RailwayView[]): { readonly counts: number[][]; readonly scores: number[] } {
  if (counted === undefined || counted.shares !== state.shares) counted = { shares: state.shares, counts: shareCounts(state) };
  const counts = counted.counts;
  if (held !== undefined && held.counts === counts && held.railways === railways) return held;
  const values: (number | null)[] = [];
  for (const r of railways) values.push(r.shareValue);
  const scores: number[] = [];
  for (const c of counts) scores.push(scoreOf(c, values));
  held = { counts, railways, scores };
  return held;
}

/** The team variant's score of position p: the sum of the scores (by position) of p's team. */
function teamScoreOf(scores: readonly number[], p: number): number {
  let sum = 0;
  for (let q = 0; q < scores.length; q++) if (teamOf(q) === teamOf(p)) sum += scores[q] ?? 0;
  return sum;
}

/**
 * The public view of `state`. Made on every action by self-play and the runner, so it makes no
 * named closures (tsx, which the bench and the simulator run under, keeps function names: each
 * named closure made costs a `defineProperty`) and reuses the railway views and holdings while
 * they are unchanged (`railwayViews`, `holdings`).
 */
export function tableView(state: TrickState): TrickTableView {
  const over = state.end !== null;
  const railways = railwayViews(state);
  const { counts, scores } = holdings(state, railways);
  const teams = playsInTeams(state) ? [0, 1].map((t) => state.seats.filter((_, p) => teamOf(p) === t)) : null;
  const results = !over
    ? null
    : state.seats
        .map((seat, p) => ({ seat, shares: counts[p] ?? [], score: scores[p] ?? 0, teamScore: teams === null ? null : teamScoreOf(scores, p) }))
        .sort((a, b) => (b.teamScore ?? b.score) - (a.teamScore ?? a.score) || b.score - a.score || a.seat - b.seat);
  const handSizes: number[] = [];
  for (const hand of state.hands) handSizes.push(hand.length);
  return {
    seats: state.seats,
    toAct: over ? [] : [seatAt(state, state.active)],
    phase: state.phase,
    variant: state.variant,
    autoPlay: state.autoPlay,
    teams,
    lane: state.lane,
    trick: state.trick,
    leader: state.leader,
    led: ledCompany(state),
    winning: state.phase === 'play' ? winningPosition(state.trick, state.leader) : state.winner,
    pending: state.pending,
    winner: state.winner,
    last: state.last,
    railways,
    placers: state.placers,
    outOfGame: state.outOfGame,
    voids: state.voids,
    handSizes,
    shares: counts,
    shareCards: state.shares,
    scores,
    end: state.end,
    results,
  };
}

/** The private view of `seat` (a seat that does not play sees an empty hand). */
export function seatView(state: TrickState, seat: SeatId): TrickSeatView {
  const p = positionOf(state, seat);
  const hand = state.hands[p];
  if (hand === undefined) return { seat, hand: [], playable: [] };
  const toPlay = state.end === null && state.phase === 'play' && state.active === p;
  return { seat, hand, playable: toPlay ? playableCards(hand, ledCompany(state)) : [] };
}
